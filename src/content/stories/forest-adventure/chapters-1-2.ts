import type { SideBubbleChapter } from '@/shared/story';
import { bramble, charlotte, hazel, pip, prop, theo } from './cast';
import { image } from './image';

export const chapters1to2 = [
  {
    id: 1,
    title: 'A Walk in the Woods',
    translation: { title: '숲속 산책' },
    panels: [
      {
        id: 'c1-p1',
        text: "On a bright Saturday afternoon, Theo, Charlotte and Theo's dad walk into the green forest. Theo is holding a map he drew all by himself. It shows every path, the river, the wooden bridge and the big old oak. Today Theo is the leader, so he walks in front. Dad follows at the back, carrying a lantern for the trip home. Charlotte's backpack is stuffed with snacks.",
        speechBubbles: [
          { character: 'Theo', text: 'Follow me! The big old oak is up this way.', position: 'left' },
          { character: 'Charlotte', text: 'I packed crackers and apple slices!', position: 'right' },
          { character: "Theo's dad", text: "Lead the way, Captain Theo. I'm right behind you.", position: 'center' },
        ],
        imageUrl: image(1, 1),
        imageAlt:
          "A sunny forest path. Theo walks in front, holding up a map he drew himself. Charlotte follows with a red backpack full of snacks. Theo's dad walks behind them, carrying a lantern that is not lit yet.",
        translation: {
          text: '햇살이 눈부신 토요일 오후, 테오와 샬럿은 테오 아빠와 함께 초록빛 숲으로 들어갔어요. 테오는 직접 그린 지도를 손에 꼭 들고 있었어요. 지도에는 숲길과 강, 작은 나무다리, 오래된 큰 참나무까지 다 그려져 있었지요. 오늘은 테오가 길 안내 대장이라서 맨 앞에서 걸었어요. 아빠는 돌아올 때 켤 등불을 들고 맨 뒤에서 따라왔어요. 샬럿의 가방에는 맛있는 간식이 가득 들어 있었어요.',
          speechBubbles: [
            { character: '테오', text: '나만 따라와! 큰 참나무는 이쪽이야.' },
            { character: '샬럿', text: '난 크래커랑 사과 챙겨 왔어!' },
            { character: '테오 아빠', text: '앞장서라, 테오 대장. 아빠가 바로 뒤에 있을게.' },
          ],
          imageAlt:
            '햇살이 비치는 숲길이에요. 테오가 직접 그린 지도를 들고 맨 앞에서 걸어요. 그 뒤로 샬럿이 간식이 든 빨간 가방을 메고 따라오고, 테오 아빠가 아직 켜지 않은 등불을 들고 맨 뒤에서 걸어요.',
        },
        scene: {
          background: 'forest-path',
          actors: [theo(300, 350, 160), prop('world-map')(200, 430), charlotte(500, 355, 160), prop('backpack')(600, 430)],
        },
      },
      {
        id: 'c1-p2',
        text: "Halfway up the hill, the ferns beside the path begin to shake. Suddenly something orange bursts out from behind a tree. It is Pip the fox, and he looks very upset! His ears are flat against his head, and his tail hangs low. Pip dashes in a worried circle around Theo's boots. He is so out of breath that he can hardly talk.",
        speechBubbles: [
          { character: 'Pip', text: 'Theo! Charlotte! Please, I need your help!', position: 'right' },
          { character: 'Charlotte', text: 'Slow down, Pip. Take a breath and tell us what happened.', position: 'left' },
        ],
        imageUrl: image(1, 2),
        imageAlt:
          "Pip the fox bursts out of the ferns beside a tree, his ears flat and his tail low, looking scared. Theo and Charlotte stop in surprise. Theo's dad watches from a few steps behind.",
        translation: {
          text: '언덕을 반쯤 올라갔을 때 길옆 고사리 덤불이 부스럭부스럭 흔들렸어요. 그러더니 나무 뒤에서 주황색 무언가가 휙 튀어나왔어요. 여우 핍이었어요! 핍은 귀를 납작하게 눕히고 꼬리를 축 늘어뜨리고 있었어요. 핍은 테오의 장화 둘레를 뱅글뱅글 돌았는데, 숨이 너무 차서 말도 제대로 못 했어요.',
          speechBubbles: [
            { character: '핍', text: '테오! 샬럿! 제발 나 좀 도와줘!' },
            { character: '샬럿', text: '핍, 숨 좀 고르고 천천히 말해 봐. 무슨 일이야?' },
          ],
          imageAlt:
            '나무 옆 고사리 덤불에서 여우 핍이 귀를 납작하게 눕히고 꼬리를 늘어뜨린 채 겁먹은 얼굴로 튀어나와요. 테오와 샬럿은 깜짝 놀라 멈춰 서 있고, 테오 아빠가 몇 걸음 뒤에서 지켜봐요.',
        },
        scene: {
          background: 'forest',
          actors: [theo(180, 365), charlotte(330, 370), pip(580, 340, 150), prop('sweat-droplets')(650, 270, 50)],
        },
      },
      {
        id: 'c1-p3',
        text: 'Pip tells them about his best friend, Bramble the hedgehog, who lives under the big old oak. Early this morning, Bramble went out to pick blueberries. She promised to be home by lunch, but lunch was a long time ago. Theo spreads his map on a tree stump and taps a spot he colored purple. The best blueberries grow beside the river, just across the bridge.',
        speechBubbles: [
          { character: 'Pip', text: 'Bramble is so small. What if she is lost?', position: 'left' },
          { character: 'Theo', text: 'Here! I bet Bramble went to the river.', position: 'center' },
          { character: "Theo's dad", text: "Then let's go. Stay where I can see you, okay?", position: 'right' },
        ],
        imageUrl: image(1, 3),
        imageAlt:
          "Theo spreads his hand-drawn map on a tree stump and points to a purple patch beside a blue river. Charlotte and Pip lean in to look. Theo's dad stands close behind. A thought bubble above Pip shows a small hedgehog carrying a basket of berries.",
        translation: {
          text: '핍은 가장 친한 친구인 고슴도치 브램블 이야기를 들려주었어요. 브램블은 오래된 큰 참나무 아래에 사는데, 오늘 아침 일찍 블루베리를 따러 나갔대요. 점심때까지 돌아온다고 약속했는데 점심때가 한참 지나도록 오지 않았어요. 테오는 나무 그루터기 위에 지도를 쫙 펼치고 보라색으로 칠해 둔 곳을 톡톡 짚었어요. 맛있는 블루베리는 다리 건너 강가에서 자라거든요.',
          speechBubbles: [
            { character: '핍', text: '브램블은 정말 작단 말이야. 길을 잃었으면 어떡해?' },
            { character: '테오', text: '여기야! 브램블은 분명 강가로 갔을 거야.' },
            { character: '테오 아빠', text: '그럼 가 보자. 아빠 눈에 보이는 곳에 있어야 해, 알았지?' },
          ],
          imageAlt:
            '테오가 나무 그루터기 위에 손으로 그린 지도를 펼치고, 파란 강 옆에 보라색으로 칠한 곳을 가리켜요. 샬럿과 핍이 몸을 숙여 들여다보고, 테오 아빠가 바로 뒤에 서 있어요. 핍 머리 위 생각 풍선 속에는 블루베리 바구니를 든 작은 고슴도치가 있어요.',
        },
        scene: {
          background: 'forest',
          actors: [
            pip(220, 370),
            prop('thought-balloon')(300, 160, 170),
            bramble(300, 150, 70),
            theo(460, 360),
            charlotte(620, 365),
          ],
        },
      },
    ],
  },
  {
    id: 2,
    title: 'Tiny Tracks',
    translation: { title: '조그만 발자국' },
    panels: [
      {
        id: 'c2-p1',
        text: "After last night's storm, the path down the hill is slippery with mud. Charlotte spots them first: tiny paw prints, each one no bigger than a button. Next to the prints are little purple blobs. Squashed blueberries! Theo checks his map and follows the trail with his finger. It leads down the hill, straight toward the river.",
        speechBubbles: [
          { character: 'Charlotte', text: 'Look! Footprints in the mud!', position: 'right' },
          { character: 'Pip', text: "Those are Bramble's. She always drops a few berries.", position: 'center' },
          { character: 'Theo', text: 'They go to the bridge. Come on!', position: 'left' },
        ],
        imageUrl: image(2, 1),
        imageAlt:
          "A muddy path going downhill, with a line of tiny hedgehog paw prints and a few squashed purple blueberries beside them. Charlotte crouches and points at the prints. Theo traces the trail on his map, and Pip sniffs the ground. Theo's dad follows behind.",
        translation: {
          text: '어젯밤 폭풍 때문에 언덕 아래로 가는 길은 질척질척했어요. 샬럿이 먼저 진흙 위에 콕콕 찍힌 발자국을 찾아냈어요. 하나하나가 단추보다도 작은 발자국이었어요. 발자국 옆에는 보라색 얼룩도 군데군데 묻어 있었어요. 터진 블루베리였어요! 테오는 지도를 보며 손가락으로 발자국을 따라갔어요. 발자국은 언덕 아래 강 쪽으로 곧장 이어져 있었어요.',
          speechBubbles: [
            { character: '샬럿', text: '저기 봐! 진흙에 발자국이 있어!' },
            { character: '핍', text: '브램블 발자국이야. 브램블은 꼭 블루베리를 몇 알씩 흘리거든.' },
            { character: '테오', text: '다리 쪽으로 가고 있어. 어서 가자!' },
          ],
          imageAlt:
            '비탈진 진흙길에 작은 고슴도치 발자국이 줄지어 찍혀 있고, 옆에 터진 보라색 블루베리가 몇 알 떨어져 있어요. 샬럿이 쪼그려 앉아 발자국을 가리키고, 테오는 지도 위에서 길을 짚어 보고, 핍은 땅에 코를 대고 킁킁거려요. 테오 아빠가 뒤따라와요.',
        },
        scene: {
          background: 'forest-path',
          actors: [
            theo(150, 340),
            prop('paw-prints')(300, 450, 55),
            prop('paw-prints')(420, 430, 50),
            prop('paw-prints')(530, 410, 45),
            pip(400, 340, 120),
            charlotte(650, 345),
          ],
        },
      },
      {
        id: 'c2-p2',
        text: 'The tracks stop at the edge of the river. After the storm, the water is muddy brown and dangerously fast. Then everyone hears a loud CRACK! The little wooden bridge has snapped in the middle, and its far half tips down toward the water. Bramble is clinging to the very end of it, hugging her basket. With every wave, the board creaks and slips a little lower.',
        speechBubbles: [
          { character: 'Bramble', text: 'Help! The board is slipping!', position: 'right' },
          { character: 'Pip', text: "Hold on tight, Bramble! We're coming!", position: 'center' },
          { character: "Theo's dad", text: 'Stay back from the edge, you two!', position: 'left' },
        ],
        imageUrl: image(2, 2),
        imageAlt:
          "A fast, brown river after a storm. The wooden bridge is snapped in the middle, and its far half tilts down into the rushing water. Tiny Bramble the hedgehog clings to the broken end, hugging a basket of blueberries, with waves splashing just below her. On the near bank, Theo, Charlotte and Pip look frightened, and Theo's dad holds out an arm to keep them back from the edge.",
        translation: {
          text: '발자국은 강가에서 뚝 끊겼어요. 폭풍이 지나간 강물은 누런 흙탕물이 되어 콸콸 흘렀어요. 그때 어디선가 우지끈 하는 소리가 크게 났어요! 작은 나무다리가 가운데에서 부러지더니 건너편 반쪽이 물 쪽으로 기울었어요. 브램블이 바구니를 꼭 끌어안은 채 그 끝에 매달려 있었어요. 물결이 칠 때마다 널빤지가 삐걱거리며 조금씩 더 아래로 내려갔어요.',
          speechBubbles: [
            { character: '브램블', text: '살려 줘! 널빤지가 미끄러져!' },
            { character: '핍', text: '브램블, 꽉 잡아! 우리가 갈게!' },
            { character: '테오 아빠', text: '얘들아, 물가에서 물러서!' },
          ],
          imageAlt:
            '폭풍이 지나간 뒤 흙탕물이 세차게 흐르는 강이에요. 나무다리가 가운데에서 부러져 건너편 반쪽이 거센 물살 쪽으로 기울어 있어요. 조그만 고슴도치 브램블이 블루베리 바구니를 끌어안고 부러진 끝에 매달려 있고, 바로 아래에서 물이 튀어요. 이쪽 강가에서는 테오와 샬럿, 핍이 겁에 질려 있고, 테오 아빠가 팔을 뻗어 아이들이 물가로 가지 못하게 막아요.',
        },
        scene: {
          background: 'river',
          actors: [
            theo(110, 415, 140),
            charlotte(250, 420, 140),
            pip(380, 430, 110),
            prop('wood')(480, 345, 50),
            prop('rock')(640, 285, 80),
            bramble(640, 242, 72),
          ],
        },
      },
      {
        id: 'c2-p3',
        text: 'Charlotte drags a long branch out of the bushes. Dad holds one end steady while Theo pushes the other end across the gap. Maybe Bramble can balance on it and walk across! But the river grabs the branch, spins it around and whooshes it away. Bramble squeaks and scrambles back up the tilted board to the far bank. Now she is safe, but she is on the wrong side of the river.',
        speechBubbles: [
          { character: 'Bramble', text: "I can't get home! My home is over there!", position: 'right' },
          { character: 'Theo', text: "Stay there, Bramble! I'm thinking!", position: 'left' },
        ],
        imageUrl: image(2, 3),
        imageAlt:
          "The rushing river carries a long branch away, spinning. Charlotte and Theo's dad reach after it from the bank. On the far side, Bramble scrambles up the tilted half of the bridge onto the grass, still holding her basket. Theo is already pulling his map out of his pocket.",
        translation: {
          text: '샬럿이 덤불에서 기다란 나뭇가지를 끌고 왔어요. 아빠가 한쪽 끝을 단단히 붙잡고, 테오가 다른 쪽 끝을 부러진 틈 너머로 밀었어요. 브램블이 나뭇가지를 타고 건너올 수 있을지도 몰라요! 그런데 강물이 나뭇가지를 홱 낚아채더니 빙글빙글 돌리며 떠내려 보냈어요. 브램블은 찍 소리를 내며 기울어진 널빤지를 기어올라 건너편 풀밭으로 돌아갔어요. 이제 안전해졌지만, 집과는 반대쪽 강가에 갇히고 말았어요.',
          speechBubbles: [
            { character: '브램블', text: '집에 못 가! 우리 집은 저쪽인데!' },
            { character: '테오', text: '브램블, 거기 가만히 있어! 내가 방법을 생각해 볼게!' },
          ],
          imageAlt:
            '거센 강물이 기다란 나뭇가지를 빙글빙글 돌리며 떠내려 보내요. 샬럿과 테오 아빠가 강가에서 나뭇가지 쪽으로 손을 뻗어요. 건너편에서는 브램블이 바구니를 든 채 기울어진 다리 반쪽을 기어올라 풀밭으로 올라가요. 테오는 벌써 주머니에서 지도를 꺼내고 있어요.',
        },
        scene: {
          background: 'forest',
          actors: [hazel(400, 140, 130), theo(220, 370), pip(400, 390, 110), charlotte(580, 370)],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
