import type { BookPictures } from '../with-pictures';

/**
 * Theo's forest walk, drawn with the kit against its words: Theo's own map (the child's map prop),
 * the bridge snapped in two with Bramble clinging to it, five stepping stones, and Dad always in
 * sight with his lantern once the light goes.
 */
export const pictures = {
  'c1-p1': {
    scene: {
      background: 'forest-path',
      time: 'day',
      items: [
        { person: 'theo-dad', x: 200, y: 430, pose: 'hold', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'lantern', size: 40, lit: false } },
        { person: 'charlotte', x: 370, y: 462, pose: 'walk', facing: 'three-quarter-right', expression: 'laughing', arms: 'hold', holding: { prop: 'backpack', size: 40 } },
        { person: 'theo', x: 560, y: 480, pose: 'hold-both', facing: 'three-quarter-right', expression: 'proud', holding: { prop: 'neighbourhood-map', size: 70 } },
      ],
    },
    alt: {
      en: 'Theo leads the way up the forest path, holding the map he drew. Charlotte follows with her backpack, and Dad walks at the back with a lantern.',
      ko: '테오가 직접 그린 지도를 들고 숲길 맨 앞에서 걸어요. 샬럿이 배낭을 들고 뒤따르고, 아빠는 등불을 들고 맨 뒤에서 걸어요.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'forest',
      time: 'day',
      items: [
        { icon: 'herb', x: 650, y: 390, size: 60 },
        { person: 'theo-dad', x: 150, y: 430, pose: 'stand', facing: 'three-quarter-right', expression: 'surprised' },
        { person: 'theo', x: 330, y: 470, pose: 'stand', facing: 'three-quarter-right', expression: 'surprised', arms: 'hold-both', holding: { prop: 'neighbourhood-map', size: 56 } },
        { animal: 'pip', x: 520, y: 480, pose: 'run', facing: 'left', expression: 'worried' },
        { person: 'charlotte', x: 660, y: 486, pose: 'kneel', facing: 'three-quarter-left', expression: 'worried', arms: 'hold-both' },
      ],
    },
    alt: {
      en: 'Pip the fox dashes out of the ferns with his ears flat and his tail low. Charlotte kneels to calm him, and Theo and Dad look surprised.',
      ko: '여우 핍이 귀를 납작하게 눕히고 꼬리를 늘어뜨린 채 고사리 덤불에서 뛰쳐나와요. 샬럿이 무릎을 꿇고 핍을 달래고, 테오와 아빠는 깜짝 놀라요.',
    },
  },
  'c1-p3': {
    scene: {
      background: 'forest',
      time: 'day',
      items: [
        { person: 'theo-dad', x: 620, y: 440, pose: 'arms-crossed', facing: 'three-quarter-left', expression: 'thinking' },
        { icon: 'wood', x: 400, y: 445, size: 80 },
        { prop: 'neighbourhood-map', x: 400, y: 430, size: 80 },
        { person: 'theo', x: 300, y: 482, pose: 'kneel', facing: 'three-quarter-right', expression: 'thinking', arms: 'point' },
        { animal: 'pip', x: 520, y: 486, pose: 'sit', facing: 'left', expression: 'sad' },
        { person: 'charlotte', x: 160, y: 478, pose: 'stand', facing: 'three-quarter-right', expression: 'worried' },
      ],
    },
    alt: {
      en: 'Theo spreads his map on a tree stump and points to the river. Pip sits beside him looking sad; Charlotte and Dad listen.',
      ko: '테오가 나무 그루터기 위에 지도를 펼치고 강을 가리켜요. 핍은 시무룩하게 옆에 앉아 있고, 샬럿과 아빠가 귀 기울여 들어요.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'forest-path',
      time: 'day',
      items: [
        { icon: 'paw-prints', x: 330, y: 470, size: 34 },
        { icon: 'paw-prints', x: 420, y: 455, size: 30 },
        { icon: 'blueberries', x: 385, y: 470, size: 26 },
        { icon: 'paw-prints', x: 500, y: 440, size: 26 },
        { person: 'theo-dad', x: 680, y: 420, pose: 'stand', facing: 'three-quarter-left', expression: 'neutral' },
        { person: 'charlotte', x: 200, y: 476, pose: 'point', facing: 'three-quarter-right', expression: 'surprised' },
        { animal: 'pip', x: 560, y: 470, pose: 'stand', facing: 'left', expression: 'worried' },
        { person: 'theo', x: 660, y: 488, pose: 'hold-both', facing: 'three-quarter-left', expression: 'thinking', holding: { prop: 'neighbourhood-map', size: 60 } },
      ],
    },
    alt: {
      en: 'Charlotte points at tiny paw prints and squashed blueberries in the mud. Theo checks his map, and Pip sniffs the trail.',
      ko: '샬럿이 진흙 위의 작은 발자국과 으깨진 블루베리를 가리켜요. 테오는 지도를 살피고, 핍은 흔적을 킁킁 맡아요.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'river',
      time: 'day',
      camera: { x: 430, y: 350, zoom: 1.35 },
      items: [
        { prop: 'log-bridge', variant: 'broken', x: 520, y: 372, size: 300 },
        { prop: 'stream', x: 560, y: 380, size: 120 },
        { animal: 'bramble', x: 628, y: 336, floorY: 440, scale: 1.7, pose: 'curl', facing: 'left', expression: 'scared' },
        { prop: 'berry-basket', x: 600, y: 352, size: 26 },
        { animal: 'pip', x: 420, y: 440, pose: 'stand', facing: 'right', expression: 'scared' },
        { person: 'theo-dad', x: 280, y: 450, pose: 'point', facing: 'three-quarter-right', expression: 'worried' },
        { person: 'theo', x: 190, y: 470, pose: 'stand', facing: 'three-quarter-right', expression: 'scared', arms: 'hands-to-face' },
        { person: 'charlotte', x: 120, y: 480, pose: 'stand', facing: 'three-quarter-right', expression: 'scared' },
      ],
    },
    alt: {
      en: 'The wooden bridge has snapped in the middle over the fast brown river. Bramble clings to the end of the broken half with her basket. Dad holds the children back from the edge.',
      ko: '거센 흙탕물 위에서 나무다리가 가운데가 뚝 부러졌어요. 브램블이 바구니를 안고 부러진 다리 끝에 매달려 있어요. 아빠가 아이들을 물가에서 물러서게 해요.',
    },
  },
  'c2-p3': {
    scene: {
      background: 'river',
      time: 'day',
      items: [
        { animal: 'bramble', x: 600, y: 300, floorY: 330, scale: 1.4, pose: 'stand', facing: 'left', expression: 'crying' },
        { prop: 'stream', x: 470, y: 372, size: 140 },
        { icon: 'wood', x: 520, y: 350, size: 70 },
        { person: 'theo-dad', x: 330, y: 450, pose: 'reach-up', facing: 'three-quarter-right', expression: 'surprised' },
        { person: 'theo', x: 200, y: 475, pose: 'stand', facing: 'three-quarter-right', expression: 'thinking', arms: 'hands-to-face' },
        { person: 'charlotte', x: 90, y: 482, pose: 'stand', facing: 'three-quarter-right', expression: 'worried' },
      ],
    },
    alt: {
      en: 'The river spins their long branch away. Bramble stands on the far bank, crying, while Theo stops to think.',
      ko: '강물이 긴 나뭇가지를 휙 빙글 돌려 떠내려 보내요. 건너편 강둑에서 브램블이 울고, 테오는 가만히 생각에 잠겨요.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'forest',
      time: 'day',
      items: [
        { animal: 'hazel', x: 560, y: 230, pose: 'fly', facing: 'left', expression: 'happy' },
        { person: 'theo-dad', x: 640, y: 430, pose: 'stand', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'theo', x: 330, y: 480, pose: 'hold-both', facing: 'front', expression: 'proud', holding: { prop: 'neighbourhood-map', size: 90 } },
        { person: 'charlotte', x: 480, y: 484, pose: 'cheer', facing: 'three-quarter-left', expression: 'laughing' },
        { animal: 'pip', x: 180, y: 486, pose: 'sit', facing: 'right', expression: 'surprised' },
      ],
    },
    alt: {
      en: 'Theo holds up his map with the idea of stepping stones, and Charlotte cheers. Hazel the owl swoops down from the pines to help.',
      ko: '테오가 징검다리를 놓자는 생각으로 지도를 번쩍 들어 보이자 샬럿이 환호해요. 부엉이 헤이즐이 소나무에서 휙 날아 내려와요.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'river',
      time: 'day',
      items: [
        { icon: 'rock', x: 250, y: 370, size: 40 },
        { icon: 'rock', x: 330, y: 352, size: 36 },
        { icon: 'rock', x: 405, y: 336, size: 32 },
        { icon: 'rock', x: 470, y: 322, size: 28 },
        { icon: 'rock', x: 530, y: 310, size: 24 },
        { animal: 'bramble', x: 600, y: 300, floorY: 320, scale: 1.5, pose: 'stand', facing: 'left', expression: 'happy' },
        { animal: 'hazel', x: 420, y: 170, pose: 'fly', facing: 'left', expression: 'happy' },
        { person: 'theo-dad', x: 140, y: 440, pose: 'carry', facing: 'three-quarter-right', expression: 'happy' },
        { icon: 'rock', x: 175, y: 335, size: 44 },
        { animal: 'pip', x: 620, y: 470, pose: 'stand', facing: 'left', expression: 'happy' },
        { icon: 'rock', x: 570, y: 476, size: 26 },
        { person: 'theo', x: 330, y: 480, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', arms: 'hold-both' },
        { person: 'charlotte', x: 450, y: 486, pose: 'kneel', facing: 'three-quarter-left', expression: 'laughing', arms: 'hold-both' },
        { icon: 'rock', x: 390, y: 446, size: 40 },
      ],
    },
    alt: {
      en: 'At Pebble Bend everyone works: Dad carries a heavy rock, Theo and Charlotte roll one together, Pip nudges a small stone, and Hazel flies above. Five stepping stones already stretch across the river towards Bramble.',
      ko: '조약돌 여울에서 모두 힘을 모아요. 아빠는 무거운 돌을 나르고, 테오와 샬럿은 함께 돌을 굴리고, 핍은 작은 돌을 코로 밀고, 헤이즐은 위에서 날아요. 벌써 징검돌 다섯 개가 브램블 쪽으로 강을 가로질러 놓였어요.',
    },
  },
  'c3-p3': {
    scene: {
      background: 'river',
      time: 'day',
      camera: { x: 400, y: 350, zoom: 1.4 },
      items: [
        { icon: 'rock', x: 250, y: 372, size: 40 },
        { icon: 'rock', x: 330, y: 354, size: 36 },
        { icon: 'rock', x: 405, y: 338, size: 32 },
        { icon: 'rock', x: 470, y: 324, size: 28 },
        { icon: 'rock', x: 530, y: 312, size: 24 },
        { animal: 'bramble', x: 405, y: 328, floorY: 420, scale: 1.2, pose: 'stand', facing: 'left', expression: 'scared' },
        { icon: 'frog', x: 560, y: 372, size: 30 },
        { person: 'charlotte', x: 240, y: 470, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', arms: 'hold-both' },
        { animal: 'pip', x: 130, y: 476, pose: 'sit', facing: 'right', expression: 'worried' },
      ],
    },
    alt: {
      en: 'Bramble freezes on the wobbly middle stone. Charlotte crouches on the bank with her arms out and calls to her softly.',
      ko: '브램블이 흔들리는 가운데 돌 위에서 얼어붙었어요. 샬럿이 강둑에 쪼그려 앉아 두 팔을 내밀고 다정하게 불러요.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'forest',
      time: 'evening',
      items: [
        { person: 'theo-dad', x: 640, y: 440, pose: 'hold', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'lantern', size: 44, lit: true } },
        { icon: 'rock', x: 420, y: 470, size: 70 },
        { icon: 'blueberries', x: 405, y: 446, size: 26 },
        { icon: 'blueberries', x: 436, y: 448, size: 24 },
        { prop: 'berry-basket', variant: 'empty', x: 485, y: 480, size: 30 },
        { person: 'charlotte', x: 280, y: 482, pose: 'kneel', facing: 'three-quarter-right', expression: 'laughing', arms: 'hug' },
        { animal: 'bramble', x: 350, y: 478, scale: 1.3, pose: 'stand', facing: 'left', expression: 'laughing' },
        { person: 'theo', x: 150, y: 478, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing' },
        { animal: 'pip', x: 540, y: 482, pose: 'sit', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      en: 'In the pink evening light Bramble hugs Charlotte, and blueberries sit on a flat rock to share. Dad’s lantern is lit.',
      ko: '분홍빛 저녁 햇살 속에서 브램블이 샬럿을 꼭 안고, 납작한 바위 위에는 나눠 먹을 블루베리가 놓여 있어요. 아빠의 등불에 불이 켜졌어요.',
    },
  },
  'c4-p2': {
    scene: {
      background: 'oak-clearing',
      time: 'night',
      items: [
        { prop: 'hedgehog-home', x: 430, y: 440, size: 110 },
        { light: 'warm', x: 445, y: 440, radius: 150 },
        { animal: 'hazel', x: 600, y: 170, pose: 'fly', facing: 'left', expression: 'happy' },
        { person: 'theo-dad', x: 140, y: 440, pose: 'hold', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'lantern', size: 44, lit: true } },
        { person: 'theo', x: 260, y: 478, pose: 'hold', facing: 'three-quarter-right', expression: 'proud', holding: { prop: 'flashlight', size: 50, lit: true } },
        { animal: 'bramble-mom', x: 470, y: 470, scale: 1.3, pose: 'stand', facing: 'left', expression: 'crying' },
        { animal: 'bramble', x: 420, y: 474, scale: 1.3, pose: 'stand', facing: 'right', expression: 'laughing' },
        { person: 'charlotte', x: 620, y: 482, pose: 'stand', facing: 'three-quarter-left', expression: 'happy', arms: 'hands-to-face' },
      ],
    },
    alt: {
      en: 'At night, under the big old oak, Bramble’s mom rushes out of her little round door and hugs Bramble. Theo’s flashlight and Dad’s lantern light them up.',
      ko: '밤이 되어 커다란 늙은 참나무 아래, 작고 동그란 문에서 브램블 엄마가 뛰어나와 브램블을 안아요. 테오의 손전등과 아빠의 등불이 둘을 비춰요.',
    },
  },
  'c4-p3': {
    scene: {
      background: 'garden',
      time: 'night',
      items: [
        { icon: 'star', x: 140, y: 80, size: 24 },
        { icon: 'star', x: 330, y: 60, size: 18 },
        { icon: 'glowing-star', x: 640, y: 90, size: 28 },
        { person: 'theo-dad', x: 540, y: 450, pose: 'hold', facing: 'three-quarter-left', expression: 'happy', arms: 'reach-up', holding: { prop: 'lantern', size: 44, lit: true } },
        { person: 'theo', x: 390, y: 482, pose: 'draw', facing: 'three-quarter-right', expression: 'proud', holding: { prop: 'neighbourhood-map', size: 70 } },
        { person: 'charlotte', x: 230, y: 482, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'At the garden gate under the first stars, Dad holds up his lantern while Theo draws five stones on his map and names them Bramble’s Crossing.',
      ko: '첫 별이 뜬 정원 문 앞에서 아빠가 등불을 높이 들고, 테오가 지도에 돌 다섯 개를 그리고 ‘브램블 징검다리’라고 이름을 써요.',
    },
  },
} satisfies BookPictures;
