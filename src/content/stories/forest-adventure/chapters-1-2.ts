import type { SideBubbleChapterWords } from '../with-pictures';

export const chapters1to2 = [
  {
    id: 1,
    title: 'A Walk in the Woods',
    translation: { title: '숲속 산책' },
    panels: [
      {
        id: 'c1-p1',
        text: 'Theo leads the way into the woods with a map he drew himself. It shows the river, the log bridge and the big old oak. Charlotte has packed crackers. Theo’s dad brings a lantern for the trip home.',
        speechBubbles: [
          { character: 'Theo', text: 'Follow me!', position: 'left' },
          { character: 'Theo’s dad', text: 'Lead on, Captain Theo!', position: 'right' },
        ],
        translation: {
          text: '테오가 직접 그린 지도를 들고 앞장서서 숲으로 들어갔어요. 지도에는 강과 통나무다리, 오래된 큰 참나무가 그려져 있어요. 샬럿은 크래커를 챙겼고, 테오 아빠는 돌아올 때 켤 등불을 챙겼어요.',
          speechBubbles: [
            { character: '테오', text: '나만 따라와!' },
            { character: '테오 아빠', text: '앞장서라, 테오 대장!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'theo',
              does: 'walks in front up the path, holding his hand-drawn map open in one hand and pointing up the hill with the other',
              feels: 'proud',
              wears: 'T-shirt, shorts and rain boots',
            },
            {
              id: 'charlotte',
              does: 'follows Theo up the path, her backpack of crackers on her back, a few crackers in her hand',
              feels: 'happy',
              wears: 'T-shirt, shorts, rain boots and a backpack',
            },
            {
              id: 'theo-dad',
              does: 'walks at the back of the line, carrying an unlit lantern and smiling at Theo',
              feels: 'happy',
              wears: 'T-shirt, hiking pants and boots',
            },
          ],
          objects: [
            { id: 'map', state: 'hand-drawn, open, showing a river, a log bridge and a big old oak' },
            { id: 'backpack', state: 'full, with crackers inside' },
            { id: 'crackers', state: 'three, held out in Charlotte’s hand' },
            { id: 'lantern', state: 'unlit' },
            { id: 'forest-path', state: 'winding up the hill into the woods' },
          ],
          place: 'a forest path at the foot of a hill, tall green trees all around',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c1-p2',
        text: 'Halfway up the hill, the ferns beside the path shake. Out bursts Pip the fox! His ears are flat, and his tail hangs low. He runs in circles around Theo’s boots, panting.',
        speechBubbles: [
          { character: 'Pip', text: 'Theo! Charlotte! Please help me!', position: 'right' },
          { character: 'Charlotte', text: 'Slow down, Pip. What happened?', position: 'left' },
        ],
        translation: {
          text: '언덕을 반쯤 올라갔을 때, 길옆 고사리 덤불이 부스럭부스럭 흔들렸어요. 여우 핍이 휙 튀어나왔어요! 핍은 귀를 납작하게 눕히고 꼬리를 축 늘어뜨렸어요. 헉헉거리며 테오의 장화 둘레를 뱅글뱅글 돌았어요.',
          speechBubbles: [
            { character: '핍', text: '테오! 샬럿! 제발 도와줘!' },
            { character: '샬럿', text: '핍, 천천히. 무슨 일이야?' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'crouches down beside Pip and holds out her hands to calm him',
              feels: 'worried',
              wears: 'T-shirt, shorts, rain boots and a backpack',
            },
            {
              id: 'pip',
              does: "runs in a circle around Theo's boots, ears flat against his head, tail hanging low, mouth open, panting",
              feels: 'scared and out of breath',
              wears: 'nothing: his orange fur',
            },
            { id: 'theo', does: 'stops short and looks down at Pip, his map in one hand', feels: 'surprised', wears: 'T-shirt, shorts and rain boots' },
          ],
          offstage: [{ id: 'theo-dad', why: 'out of the frame: the picture is on Charlotte calming Pip at Theo’s boots' }],
          objects: [
            { id: 'ferns', state: 'shaking beside the path' },
            { id: 'map', state: 'folded in one hand' },
          ],
          place: 'halfway up a forest hill, ferns beside the path',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c1-p3',
        text: 'Pip’s best friend, Bramble the hedgehog, went to pick blueberries early this morning. She still isn’t home. Theo spreads his map on a stump and taps a purple spot.',
        speechBubbles: [
          { character: 'Pip', text: 'Even Hazel the owl can’t find her!', position: 'left' },
          { character: 'Theo', text: 'The blueberry patch is across the bridge!', position: 'right' },
        ],
        translation: {
          text: '핍의 가장 친한 친구 고슴도치 브램블이 아침 일찍 블루베리를 따러 나갔는데, 아직 돌아오지 않았대요. 테오는 그루터기 위에 지도를 펼치고 보라색으로 칠해 둔 곳을 톡톡 짚었어요.',
          speechBubbles: [
            { character: '핍', text: '부엉이 헤이즐도 브램블을 못 찾았어!' },
            { character: '테오', text: '블루베리 덤불은 다리 건너편에 있어!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'theo',
              does: 'kneels at a tree stump with his map spread flat on it and taps a purple spot by the river with one finger',
              feels: 'determined',
              wears: 'T-shirt, shorts and rain boots',
            },
            {
              id: 'pip',
              does: 'sits beside the stump with his tail curled around his paws, looking at the map',
              feels: 'sad and worried',
              wears: 'nothing: his orange fur',
            },
          ],
          offstage: [
            { id: 'bramble', why: 'she is missing; Pip only talks about her' },
            { id: 'hazel', why: 'she is out searching from the sky; Pip only talks about her' },
            { id: 'charlotte', why: 'out of the frame: the picture is close on Theo at the map, with Pip' },
            { id: 'theo-dad', why: 'out of the frame: the picture is close on Theo at the map, with Pip' },
          ],
          objects: [
            { id: 'map', state: 'spread flat on the stump; a blueberry patch colored purple beside the river, just across the log bridge' },
            { id: 'tree-stump' },
          ],
          place: 'a clearing on the forest hill with a wide tree stump',
          indoors: false,
          time: 'day',
          weather: 'clear',
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
        text: 'This morning’s storm has turned the path to mud. In it are paw prints no bigger than buttons, and purple blobs. Squashed blueberries! The tracks lead down to the river.',
        speechBubbles: [
          { character: 'Charlotte', text: 'Look at these!', position: 'left' },
          { character: 'Pip', text: 'They’re Bramble’s! She always drops a few.', position: 'center' },
          { character: 'Theo', text: 'To the bridge!', position: 'right' },
        ],
        translation: {
          text: '아침에 몰아친 폭풍 때문에 길이 진흙투성이였어요. 진흙에 단추보다 작은 발자국이 콕콕 찍혀 있고, 보라색 얼룩도 보였어요. 터진 블루베리였어요! 발자국은 강 쪽으로 이어져 있었어요.',
          speechBubbles: [
            { character: '샬럿', text: '이것 좀 봐!' },
            { character: '핍', text: '브램블 거야! 늘 블루베리를 흘리거든.' },
            { character: '테오', text: '다리 쪽으로 가자!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'crouches and points at the tiny paw prints in the mud',
              feels: 'excited',
              wears: 'T-shirt, shorts, muddy rain boots and a backpack',
            },
            { id: 'pip', does: 'stands by the trail, his nose down on the paw prints, sniffing them', feels: 'hopeful', wears: 'nothing: his orange fur' },
            {
              id: 'theo',
              does: 'steps off a step behind Charlotte and points on down the path to the bridge',
              feels: 'worried for Bramble',
              wears: 'T-shirt, shorts and muddy rain boots',
            },
          ],
          offstage: [{ id: 'theo-dad', why: 'out of the frame, coming down the path behind them: the picture is on Charlotte and Pip at the clue' }],
          objects: [
            { id: 'paw-prints', state: 'tiny, no bigger than buttons, in a trail down the hill' },
            { id: 'blueberries', state: 'squashed, smudged purple in the mud beside the prints' },
          ],
          place: 'a muddy path going down the forest hill to the river, which runs brown and glinting just beyond it, between the trees',
          indoors: false,
          time: 'day',
          weather: 'cloudy',
        },
      },
      {
        id: 'c2-p2',
        text: 'The tracks end at the river, which runs muddy brown and fast. The log bridge is snapped in two! On the far bank sits Bramble, hugging her basket.',
        speechBubbles: [
          { character: 'Bramble', text: 'The storm broke it! I can’t get back!', position: 'right' },
          { character: 'Theo’s dad', text: 'Stay back from the water, you two!', position: 'left' },
        ],
        translation: {
          text: '발자국은 강가에서 뚝 끊겼어요. 강물은 누런 흙탕물이 되어 콸콸 흘렀어요. 통나무다리는 두 동강이 나 있었어요! 건너편 강둑에 브램블이 바구니를 꼭 끌어안고 앉아 있었어요.',
          speechBubbles: [
            { character: '브램블', text: '폭풍 때문에 부러졌어! 돌아갈 수가 없어!' },
            { character: '테오 아빠', text: '얘들아, 물가에서 물러서!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'bramble',
              does: 'sits on the far bank beside the broken end of the bridge, her basket squeezed to her chest, calling across the water',
              feels: 'scared and stuck',
              wears: 'nothing: her brown prickles',
            },
            {
              id: 'pip',
              does: 'stands on the near bank at Theo’s and Charlotte’s feet, ears flat, looking across at Bramble',
              feels: 'frightened',
              wears: 'nothing: his orange fur',
            },
            {
              id: 'theo-dad',
              does: 'stands on the grass a step back from the water, beside Theo, looking across the river at Bramble, his hand on Theo’s back to hold him back, calling to them to stay back',
              feels: 'worried',
              wears: 'T-shirt, hiking pants and muddy boots',
            },
            { id: 'theo', does: 'stops beside Dad and points across the water at Bramble', feels: 'scared', wears: 'T-shirt, shorts and muddy rain boots' },
            {
              id: 'charlotte',
              does: 'stands in front of Dad with her hands to her cheeks, staring across at Bramble',
              feels: 'scared',
              wears: 'T-shirt, shorts, muddy rain boots and a backpack',
            },
          ],
          objects: [
            { id: 'river', state: 'wide, muddy brown and dangerously fast, running across in front of them, waves breaking white on its rocks' },
            {
              id: 'log-bridge',
              state:
                'broken: snapped in two by the storm, its ends splintered; the near half still on the near bank, the far half tipped steeply from the far bank down into the water',
            },
            { id: 'berry-basket', state: 'full of blueberries, squeezed to Bramble’s chest on the far bank' },
            { id: 'paw-prints', state: 'ending at the riverbank' },
          ],
          place: 'the riverbank at the broken log bridge, the far bank across the water',
          indoors: false,
          time: 'day',
          weather: 'cloudy',
        },
      },
      {
        id: 'c2-p3',
        text: 'Dad and Theo push a long branch out across the water to Bramble. But the river grabs it, spins it and whooshes it away!',
        speechBubbles: [
          { character: 'Bramble', text: 'How will I get home to Mama?', position: 'right' },
          { character: 'Theo', text: 'Wait there! I’m thinking!', position: 'left' },
        ],
        translation: {
          text: '아빠와 테오가 기다란 나뭇가지를 강 건너 브램블 쪽으로 쭉 뻗었어요. 그런데 강물이 나뭇가지를 홱 낚아채 빙글빙글 휩쓸어 가 버렸어요!',
          speechBubbles: [
            { character: '브램블', text: '엄마한테 어떻게 가?' },
            { character: '테오', text: '기다려! 생각 중이야!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'theo',
              does: 'lunging on the grass behind Dad, feet braced, both hands gripping the branch’s thick end, hanging on as the river drags it',
              feels: 'straining, jaw set',
              wears: 'T-shirt, shorts and muddy rain boots',
            },
            {
              id: 'theo-dad',
              does: 'kneels on one knee at the very edge of the grass in front of Theo, both fists on the branch, braced, watching the river drag its far end',
              feels: 'dismayed',
              wears: 'T-shirt, hiking pants and muddy boots',
            },
            {
              id: 'bramble',
              does: 'stands frozen on her hind feet at the far bank’s edge, watching the river grab the branch and calling across',
              feels: 'scared and homesick',
              wears: 'nothing: her brown prickles',
            },
          ],
          offstage: [
            { id: 'charlotte', why: 'out of the frame: the picture is on Dad and Theo pushing the branch' },
            { id: 'pip', why: 'out of the frame: the picture is on Dad and Theo pushing the branch' },
          ],
          objects: [
            {
              id: 'branch',
              state:
                'long and leafy, longer than Dad is tall, its thick end still in their hands, its leafy far end dragged down into a spinning swirl of foam and bent away downstream, with whoosh streaks',
            },
          ],
          place: 'the riverbank just below the broken log bridge, the wide river running across between them and Bramble alone on the far bank',
          indoors: false,
          time: 'day',
          weather: 'cloudy',
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
