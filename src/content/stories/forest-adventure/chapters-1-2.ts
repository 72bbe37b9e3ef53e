import type { SideBubbleChapterWords } from '../with-pictures';
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
        translation: {
          text: '햇살이 눈부신 토요일 오후, 테오와 샬럿은 테오 아빠와 함께 초록빛 숲으로 들어갔어요. 테오는 직접 그린 지도를 손에 꼭 들고 있었어요. 지도에는 숲길과 강, 작은 나무다리, 오래된 큰 참나무까지 다 그려져 있었지요. 오늘은 테오가 길 안내 대장이라서 맨 앞에서 걸었어요. 아빠는 돌아올 때 켤 등불을 들고 맨 뒤에서 따라왔어요. 샬럿의 가방에는 맛있는 간식이 가득 들어 있었어요.',
          speechBubbles: [
            { character: '테오', text: '나만 따라와! 큰 참나무는 이쪽이야.' },
            { character: '샬럿', text: '난 크래커랑 사과 챙겨 왔어!' },
            { character: '테오 아빠', text: '앞장서라, 테오 대장. 아빠가 바로 뒤에 있을게.' },
          ],
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
        translation: {
          text: '언덕을 반쯤 올라갔을 때 길옆 고사리 덤불이 부스럭부스럭 흔들렸어요. 그러더니 나무 뒤에서 주황색 무언가가 휙 튀어나왔어요. 여우 핍이었어요! 핍은 귀를 납작하게 눕히고 꼬리를 축 늘어뜨리고 있었어요. 핍은 테오의 장화 둘레를 뱅글뱅글 돌았는데, 숨이 너무 차서 말도 제대로 못 했어요.',
          speechBubbles: [
            { character: '핍', text: '테오! 샬럿! 제발 나 좀 도와줘!' },
            { character: '샬럿', text: '핍, 숨 좀 고르고 천천히 말해 봐. 무슨 일이야?' },
          ],
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
        translation: {
          text: '핍은 가장 친한 친구인 고슴도치 브램블 이야기를 들려주었어요. 브램블은 오래된 큰 참나무 아래에 사는데, 오늘 아침 일찍 블루베리를 따러 나갔대요. 점심때까지 돌아온다고 약속했는데 점심때가 한참 지나도록 오지 않았어요. 테오는 나무 그루터기 위에 지도를 쫙 펼치고 보라색으로 칠해 둔 곳을 톡톡 짚었어요. 맛있는 블루베리는 다리 건너 강가에서 자라거든요.',
          speechBubbles: [
            { character: '핍', text: '브램블은 정말 작단 말이야. 길을 잃었으면 어떡해?' },
            { character: '테오', text: '여기야! 브램블은 분명 강가로 갔을 거야.' },
            { character: '테오 아빠', text: '그럼 가 보자. 아빠 눈에 보이는 곳에 있어야 해, 알았지?' },
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
        translation: {
          text: '어젯밤 폭풍 때문에 언덕 아래로 가는 길은 질척질척했어요. 샬럿이 먼저 진흙 위에 콕콕 찍힌 발자국을 찾아냈어요. 하나하나가 단추보다도 작은 발자국이었어요. 발자국 옆에는 보라색 얼룩도 군데군데 묻어 있었어요. 터진 블루베리였어요! 테오는 지도를 보며 손가락으로 발자국을 따라갔어요. 발자국은 언덕 아래 강 쪽으로 곧장 이어져 있었어요.',
          speechBubbles: [
            { character: '샬럿', text: '저기 봐! 진흙에 발자국이 있어!' },
            { character: '핍', text: '브램블 발자국이야. 브램블은 꼭 블루베리를 몇 알씩 흘리거든.' },
            { character: '테오', text: '다리 쪽으로 가고 있어. 어서 가자!' },
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
        translation: {
          text: '발자국은 강가에서 뚝 끊겼어요. 폭풍이 지나간 강물은 누런 흙탕물이 되어 콸콸 흘렀어요. 그때 어디선가 우지끈 하는 소리가 크게 났어요! 작은 나무다리가 가운데에서 부러지더니 건너편 반쪽이 물 쪽으로 기울었어요. 브램블이 바구니를 꼭 끌어안은 채 그 끝에 매달려 있었어요. 물결이 칠 때마다 널빤지가 삐걱거리며 조금씩 더 아래로 내려갔어요.',
          speechBubbles: [
            { character: '브램블', text: '살려 줘! 널빤지가 미끄러져!' },
            { character: '핍', text: '브램블, 꽉 잡아! 우리가 갈게!' },
            { character: '테오 아빠', text: '얘들아, 물가에서 물러서!' },
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
        translation: {
          text: '샬럿이 덤불에서 기다란 나뭇가지를 끌고 왔어요. 아빠가 한쪽 끝을 단단히 붙잡고, 테오가 다른 쪽 끝을 부러진 틈 너머로 밀었어요. 브램블이 나뭇가지를 타고 건너올 수 있을지도 몰라요! 그런데 강물이 나뭇가지를 홱 낚아채더니 빙글빙글 돌리며 떠내려 보냈어요. 브램블은 찍 소리를 내며 기울어진 널빤지를 기어올라 건너편 풀밭으로 돌아갔어요. 이제 안전해졌지만, 집과는 반대쪽 강가에 갇히고 말았어요.',
          speechBubbles: [
            { character: '브램블', text: '집에 못 가! 우리 집은 저쪽인데!' },
            { character: '테오', text: '브램블, 거기 가만히 있어! 내가 방법을 생각해 볼게!' },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
