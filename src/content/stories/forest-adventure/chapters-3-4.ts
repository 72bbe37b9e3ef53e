import type { SideBubbleChapterWords } from '../with-pictures';

export const chapters3to4 = [
  {
    id: 3,
    title: 'Stepping Stones',
    translation: { title: '징검다리' },
    panels: [
      {
        id: 'c3-p1',
        text: 'Theo studies his map. Farther down the river, he drew a bend full of gray dots: Pebble Bend. There the river is narrow and shallow. Hoo, hoo! Down swoops Hazel.',
        speechBubbles: [
          { character: 'Theo', text: 'We can build stepping stones there!', position: 'left' },
          { character: 'Hazel', text: 'I’ll tell Bramble!', position: 'center' },
          { character: 'Charlotte', text: 'I’ll find the flat ones!', position: 'right' },
        ],
        translation: {
          text: '테오가 지도에서 강 아래쪽을 짚었어요. 회색 점이 콕콕 찍힌 곳, ‘조약돌 여울’이에요. 거기는 강이 좁고 물이 얕아요. 부엉부엉! 헤이즐이 날아 내려왔어요.',
          speechBubbles: [
            { character: '테오', text: '거기에 징검다리를 놓자!' },
            { character: '헤이즐', text: '브램블한테 알려 줄게!' },
            { character: '샬럿', text: '납작한 돌은 내가 찾을게!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'theo',
              does: 'holds his open map low in front of him in one hand and studies it, his head bowed over the bend in the river drawn full of gray dots',
              feels: 'excited',
              wears: 'T-shirt, shorts and muddy rain boots',
            },
            { id: 'hazel', does: 'swoops down from a tall pine with her wings spread wide', feels: 'eager to help', wears: 'nothing: her brown feathers' },
            { id: 'charlotte', does: 'claps her hands at the plan', feels: 'delighted', wears: 'T-shirt, shorts, muddy rain boots and a backpack' },
            { id: 'pip', does: 'sits up tall, ears up, looking from the map to Hazel', feels: 'hopeful', wears: 'nothing: his orange fur' },
            {
              id: 'theo-dad',
              does: 'kneels facing Theo across the map, leans in to look at it and points at it',
              feels: 'impressed',
              wears: 'T-shirt, hiking pants and muddy boots',
            },
          ],
          objects: [
            { id: 'map', state: 'held out, a river bend drawn full of gray dots and labeled Pebble Bend' },
            { id: 'pine-tree', state: 'tall' },
          ],
          place: 'the near riverbank by the broken log bridge, tall pines behind',
          indoors: false,
          time: 'day',
          weather: 'cloudy',
        },
      },
      {
        id: 'c3-p2',
        text: 'At Pebble Bend, Dad wades across to carry Bramble. But she curls into a prickly ball! So Theo and Charlotte roll flat rocks, and Dad sets them down. Soon five stones stretch across the river.',
        speechBubbles: [
          { character: 'Theo’s dad', text: 'Ouch! No carrying hedgehogs!', position: 'center' },
          { character: 'Bramble', text: 'I can see them!', position: 'right' },
        ],
        translation: {
          text: '조약돌 여울에서 아빠가 브램블을 안아 오려고 했어요. 그런데 브램블이 몸을 가시 공처럼 동그랗게 말았어요! 그래서 테오와 샬럿이 납작한 돌을 굴리고, 아빠가 물에 놓았어요. 어느새 돌 다섯 개가 강을 가로질렀어요.',
          speechBubbles: [
            { character: '테오 아빠', text: '아야! 고슴도치는 못 안겠다!' },
            { character: '브램블', text: '징검다리가 보여!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'theo',
              does: 'crouches behind a flat rock on the bank, both hands on top, and rolls it over to the water',
              feels: 'determined',
              wears: 'T-shirt, shorts and muddy rain boots',
            },
            {
              id: 'charlotte',
              does: 'a step behind Theo, kneels up behind another flat rock, both hands on top, and rolls it over to the water',
              feels: 'happy',
              wears: 'T-shirt, shorts, muddy rain boots and a backpack',
            },
            {
              id: 'theo-dad',
              does: 'crouches knee-deep in the river beside the row with his pants rolled up, both hands on a flat stone, setting it down into the riverbed, his hand still stinging from Bramble’s spines: “Ouch!”',
              feels: 'surprised, a little pricked',
              wears: 'T-shirt, pants rolled to the knee, boots under the water',
            },
            { id: 'pip', does: 'nudges a pebble along the bank with his nose', feels: 'eager', wears: 'nothing: his orange fur' },
            { id: 'hazel', does: 'flaps above the river and points one wing to the left', feels: 'busy and happy', wears: 'nothing: her brown feathers' },
            {
              id: 'bramble',
              does: 'curled into a prickly ball on the far bank by where the row of stones ends, her basket beside her, her face tucked in with only her nose tip showing',
              feels: 'hopeful',
              wears: 'nothing: her brown prickles',
            },
          ],
          objects: [
            {
              id: 'stepping-stones',
              count: 5,
              state:
                'flat, in a row across the river from bank to bank, close enough for a hedgehog to hop: all five set, Dad’s hands on the last one, the fourth',
            },
            { id: 'flat-rocks', state: 'on the bank, waiting to be rolled in' },
            { id: 'berry-basket', state: 'full of blueberries' },
          ],
          place: 'Pebble Bend seen straight across from our bank: a narrow, shallow river with pebbles showing, the water slow and sparkling',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c3-p3',
        text: 'Bramble steps onto the first stone. Then the second. The third stone wobbles, and she freezes in the middle. Charlotte crouches on the bank and calls to her softly.',
        speechBubbles: [
          { character: 'Charlotte', text: 'Look at me, Bramble, not at the water.', position: 'left' },
          { character: 'Bramble', text: 'I can do this!', position: 'right' },
        ],
        translation: {
          text: '브램블이 첫 번째 돌에 조심조심 발을 올렸어요. 이어서 두 번째 돌에도요. 그런데 세 번째 돌이 흔들거리자, 브램블은 그만 얼어붙고 말았어요. 샬럿이 강가에 쪼그려 앉아 다정하게 불렀어요.',
          speechBubbles: [
            { character: '샬럿', text: '브램블, 물 말고 나를 봐.' },
            { character: '브램블', text: '난 할 수 있어!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'crouches at the edge of the bank at the start of the stones, one open hand held out to Bramble, calling softly to her',
              feels: 'calm and kind',
              wears: 'T-shirt, shorts, muddy rain boots and a backpack',
            },
            {
              id: 'bramble',
              does: 'stands frozen on the wobbling middle stone, clutching her basket, eyes wide with fright',
              feels: 'scared but brave',
              wears: 'nothing: her brown prickles',
            },
          ],
          offstage: [
            { id: 'theo', why: 'out of the frame: the picture is on Charlotte calling to Bramble' },
            { id: 'pip', why: 'out of the frame: the picture is on Charlotte calling to Bramble' },
            { id: 'theo-dad', why: 'out of the frame: the picture is on Charlotte calling to Bramble' },
          ],
          objects: [
            { id: 'stepping-stones', count: 5, state: 'in a row across the river from Charlotte’s bank to the far bank; the third, middle stone wobbling' },
            { id: 'berry-basket', state: 'full of blueberries, hugged by Bramble' },
          ],
          place: 'Pebble Bend, seen from the near bank: five stones in a row across the river',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
    ],
  },
  {
    id: 4,
    title: 'Home Under the Stars',
    translation: { title: '별빛 아래 집으로' },
    panels: [
      {
        id: 'c4-p1',
        text: 'Step, step, hop! Bramble tumbles onto the grass, basket and all. She gives everyone a prickly hug. Ouch! But it’s a happy ouch. At sunset they share her blueberries and Charlotte’s crackers.',
        speechBubbles: [
          { character: 'Bramble', text: 'Five stones! I counted every one!', position: 'center' },
          { character: 'Theo', text: 'Let’s get you home!', position: 'left' },
        ],
        translation: {
          text: '콩, 콩, 폴짝! 브램블이 바구니를 안은 채 풀밭으로 데굴데굴 굴러왔어요. 모두를 안아 주었어요. 아야! 가시가 따끔했지만 웃음이 터졌어요. 해 질 녘, 브램블의 블루베리와 샬럿의 크래커를 나눠 먹었어요.',
          speechBubbles: [
            { character: '브램블', text: '돌 다섯 개, 다 셌어!' },
            { character: '테오', text: '이제 집에 데려다줄게!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'kneels on the grass and hugs Bramble, laughing at the prickles',
              feels: 'happy',
              wears: 'T-shirt, shorts, muddy rain boots and a backpack',
            },
            {
              id: 'bramble',
              does: 'stands up on her hind feet and hugs everyone at once, prickles and all',
              feels: 'overjoyed',
              wears: 'nothing: her brown prickles',
            },
            {
              id: 'theo',
              does: 'kneels on Bramble’s other side and hugs her too, one eye squeezed shut at her prickles',
              feels: 'happy, with a happy “ouch”',
              wears: 'T-shirt, shorts and muddy rain boots',
            },
            {
              id: 'theo-dad',
              does: 'sits on the grass behind the children with his arms round them all',
              feels: 'happy',
              wears: 'T-shirt, pants rolled to the knee and muddy boots',
            },
            { id: 'pip', does: 'sits up close beside the hug, his nose up to Bramble', feels: 'happy', wears: 'nothing: his orange fur' },
          ],
          offstage: [{ id: 'hazel', why: 'out of the frame: the picture is close on the prickly hug' }],
          objects: [
            { id: 'stepping-stones', count: 5, state: 'behind them, the row of five she crossed, from bank to bank' },
            { id: 'flat-rock', state: 'with blueberries and crackers spread on it to share' },
            { id: 'blueberries', state: 'fat and round, poured out on the flat rock' },
            { id: 'crackers', state: 'from Charlotte’s backpack' },
            { id: 'berry-basket', state: 'tipped over, nearly empty' },
          ],
          place: 'the grassy near bank at Pebble Bend',
          indoors: false,
          time: 'evening',
          weather: 'clear',
        },
      },
      {
        id: 'c4-p2',
        text: 'By lantern light, Theo’s map leads them to the big old oak. Between its roots, a little round door bursts open. Bramble’s mom rushes out and hugs her tight.',
        speechBubbles: [
          { character: 'Bramble’s mom', text: 'You had me so worried! And your feet are all wet!', position: 'right' },
          { character: 'Bramble', text: 'Mama, I crossed the river!', position: 'center' },
        ],
        translation: {
          text: '아빠가 등불로 길을 비추고, 테오는 지도를 보며 오래된 큰 참나무까지 올라갔어요. 뿌리 사이 작고 동그란 문이 벌컥 열리더니, 브램블 엄마가 달려 나와 브램블을 와락 끌어안았어요.',
          speechBubbles: [
            { character: '브램블 엄마', text: '얼마나 걱정했다고! 발도 다 젖었잖아!' },
            { character: '브램블', text: '엄마, 나 강을 건넜어!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'bramble-mom',
              does: 'rushes out of the little round door and, standing up on her hind feet, hugs Bramble tight, cheek to cheek, her arm round Bramble’s back',
              feels: 'relieved, teary and happy',
              wears: 'nothing: her brown prickles',
            },
            {
              id: 'bramble',
              does: 'stands up on her hind feet and hugs her mom, her basket at her feet',
              feels: 'happy and proud',
              wears: 'nothing: her brown prickles',
            },
            {
              id: 'theo-dad',
              does: 'holds the lit lantern up at his shoulder at the edge of the clearing',
              feels: 'glad',
              wears: 'T-shirt, pants rolled to the knee and muddy boots',
            },
            { id: 'theo', does: 'holds his folded map and smiles at the hug', feels: 'happy', wears: 'T-shirt, shorts and rain boots' },
            {
              id: 'charlotte',
              does: 'crouches in front of Dad and Theo, her hands pressed together under her chin, smiling at the hug',
              feels: 'happy',
              wears: 'T-shirt, shorts, muddy rain boots and a backpack',
            },
            { id: 'pip', does: 'sits at Dad’s boots, watching the hug', feels: 'happy', wears: 'nothing: his orange fur' },
          ],
          offstage: [{ id: 'hazel', why: 'out of the frame, up in the oak: the picture is on the hug at the round door' }],
          objects: [
            { id: 'round-door', state: 'small and round between the oak roots, flung open, warm light inside' },
            { id: 'lantern', state: 'lit, held out in Dad’s hand' },
            { id: 'map', state: 'folded, in Theo’s hand' },
            { id: 'berry-basket', state: 'nearly empty, at Bramble’s feet' },
          ],
          place: 'the top of the forest hill, under the big old oak',
          indoors: false,
          time: 'night',
          weather: 'clear',
        },
      },
      {
        id: 'c4-p3',
        text: 'At Theo’s garden gate, the first stars are out. Under Dad’s lantern, Theo draws five stones across Pebble Bend on his map. He writes a new name: Bramble’s Crossing.',
        speechBubbles: [
          { character: 'Charlotte', text: 'Can we visit the stones tomorrow?', position: 'right' },
          { character: 'Theo', text: 'Yes! With more snacks!', position: 'left' },
          { character: 'Theo’s dad', text: 'And dry socks!', position: 'center' },
        ],
        translation: {
          text: '테오네 대문 앞에 오니 첫 별이 떴어요. 아빠의 등불 아래, 테오는 지도의 조약돌 여울에 돌 다섯 개를 나란히 그렸어요. 그리고 ‘브램블 징검다리’라는 새 이름을 적었어요.',
          speechBubbles: [
            { character: '샬럿', text: '내일 징검다리 보러 가자!' },
            { character: '테오', text: '좋아! 간식은 더 많이!' },
            { character: '테오 아빠', text: '마른 양말도!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'theo',
              does: 'presses his map against the garden gate and draws five little stones with a stubby pencil',
              feels: 'proud',
              wears: 'T-shirt, shorts and muddy rain boots',
            },
            {
              id: 'theo-dad',
              does: 'holds the lit lantern up high over the map',
              feels: 'proud of Theo',
              wears: 'T-shirt, pants rolled to the knee, wet boots',
            },
            {
              id: 'charlotte',
              does: 'stands beside Dad watching Theo write, clapping her hands as she asks to visit the stones tomorrow',
              feels: 'happy and eager',
              wears: 'T-shirt, shorts, muddy rain boots and a backpack',
            },
          ],
          offstage: [{ id: 'bramble', why: 'she is home under the big old oak; only her name is written on the map' }],
          objects: [
            { id: 'map', state: "held against the gate, Pebble Bend newly labeled Bramble's Crossing" },
            { id: 'stones-on-map', count: 5, state: 'drawn in pencil in a row across Pebble Bend on the map' },
            { id: 'pencil', state: 'stubby' },
            { id: 'lantern', state: 'lit, held up high' },
            { id: 'garden-gate' },
            { id: 'stars', state: 'the first few, just coming out' },
          ],
          place: "Theo's garden gate, the dark forest behind",
          indoors: false,
          time: 'night',
          weather: 'clear',
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
