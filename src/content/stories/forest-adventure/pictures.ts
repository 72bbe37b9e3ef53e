import type { BookPictures } from '../with-pictures';

/**
 * Theo's forest walk, drawn from each panel's shot list: Theo's own crayon map of the woods
 * (forest-map: open with Pebble Bend named, folded, flat on the stump, then with Bramble's Crossing
 * pencilled in), Charlotte's backpack on her back, Dad's lantern unlit by day and lit from sunset,
 * Bramble's basket of blueberries (blueberry-basket), the river a muddy, fast flood (flood-water
 * over the river's landmark) with the log bridge running across it and snapped in the middle
 * (log-bridge 'across': the near half on this bank, the far half tipped into the water), and Pebble
 * Bend as a narrow stream (valley) with five stepping stones in one row from the children's bank
 * (left) to Bramble's (right).
 */
export const pictures = {
  'c1-p1': {
    scene: {
      background: 'forest-path',
      time: 'day',
      items: [
        { prop: 'puddles', part: 'forest-path', x: 470, y: 470, size: 240, count: 4 },
        { person: 'theo-dad', x: 250, y: 446, pose: 'walk', facing: 'three-quarter-right', expression: 'happy', arms: 'hold', holding: { prop: 'lantern', part: 'lantern', size: 40, lit: false } },
        { prop: 'backpack', part: 'backpack', x: 370, y: 388, size: 46 },
        { person: 'charlotte', x: 384, y: 466, pose: 'walk', facing: 'three-quarter-right', expression: 'happy' },
        { person: 'theo', x: 500, y: 482, pose: 'walk', facing: 'three-quarter-right', expression: 'proud', arms: 'crack-egg' },
        // Held open in both hands at his chest, the hands behind the paper so nothing on it is hidden.
        { prop: 'forest-map', part: 'map', x: 556, y: 414, size: 126, tall: { x: 586 } },
      ],
    },
    alt: {
      en: 'Theo leads the way up the damp forest path, holding open the map he drew himself, with the river, the log bridge and the big old oak on it. Charlotte follows with her backpack of crackers, and Dad walks at the back with an unlit lantern.',
      ko: '테오가 강과 통나무다리, 큰 참나무를 직접 그린 지도를 펼쳐 들고 촉촉한 숲길 맨 앞에서 걸어요. 샬럿은 크래커가 든 가방을 메고 뒤따르고, 아빠는 켜지 않은 등불을 들고 맨 뒤에서 걸어요.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'forest-path',
      time: 'day',
      items: [
        { person: 'theo-dad', x: 200, y: 440, pose: 'stand', facing: 'three-quarter-right', expression: 'surprised', arms: 'hold', holding: { prop: 'lantern', part: 'lantern', size: 40, lit: false }, tall: { x: 96 } },
        { prop: 'ferns', part: 'ferns', variant: 'shaking', x: 660, y: 440, size: 170, tall: { size: 140 } },
        { prop: 'motion-arc', part: 'running-circles', x: 340, y: 482, size: 220, tall: { x: 340, size: 190 } },
        { person: 'theo', x: 330, y: 476, pose: 'stand', facing: 'three-quarter-right', expression: 'surprised', arms: 'hold', holding: { prop: 'forest-map', part: 'map', variant: 'folded', size: 50 } },
        { animal: 'pip', x: 424, y: 494, pose: 'lie', facing: 'left', expression: 'scared', tall: { x: 440 } },
        { prop: 'fright-marks', variant: 'scared', x: 406, y: 482, size: 70, flip: true, tall: { x: 422 } },
        { person: 'charlotte', x: 540, y: 486, pose: 'kneel', facing: 'three-quarter-left', expression: 'worried', arms: 'hold-both', tall: { x: 590 } },
      ],
    },
    alt: {
      en: 'Pip the fox has burst out of the shaking ferns and raced in circles around Theo’s boots; now he cowers low at Theo’s feet, trembling, with scared eyes, ears flat and tail low. Charlotte kneels and holds out her hands to calm him; Theo, with his folded map, and Dad, with his lantern, stop in surprise.',
      ko: '여우 핍이 흔들리는 고사리 덤불에서 튀어나와 테오의 장화 둘레를 뱅글뱅글 돌더니, 이제 테오 발밑에 납작 엎드려 덜덜 떨어요. 눈은 겁에 질려 있고 귀는 납작하게 눕히고 꼬리는 늘어뜨렸어요. 샬럿이 무릎을 꿇고 두 손을 내밀어 핍을 달래고, 접은 지도를 든 테오와 등불을 든 아빠는 깜짝 놀라 멈춰 서요.',
    },
  },
  'c1-p3': {
    scene: {
      background: 'forest',
      time: 'day',
      items: [
        { person: 'theo-dad', x: 470, y: 404, pose: 'bow', facing: 'three-quarter-left', expression: 'thinking', arms: 'hold', holding: { prop: 'lantern', part: 'lantern', size: 34, lit: false } },
        { prop: 'tree-stump', part: 'tree-stump', x: 400, y: 488, size: 140 },
        { prop: 'forest-map', part: 'map', variant: 'flat', x: 404, y: 436, size: 110 },
        { person: 'charlotte', x: 500, y: 478, pose: 'stand', facing: 'three-quarter-left', expression: 'worried', arms: 'point', tall: { x: 486 } },
        { person: 'theo', x: 336, y: 492, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', arms: 'point' },
        { animal: 'pip', x: 520, y: 496, pose: 'sit', facing: 'left', expression: 'sad', tall: { x: 530 } },
      ],
    },
    alt: {
      en: 'Theo kneels at a tree stump with his map spread on it and taps the purple blueberry patch by the river. Pip sits beside the stump looking sad, Charlotte leans in and points at the map, and Dad bends down to look at it with his lantern in his hand.',
      ko: '테오가 그루터기 앞에 무릎을 꿇고, 그루터기 위에 펼친 지도에서 강가의 보라색 블루베리 덤불을 톡톡 짚어요. 핍은 그루터기 옆에 시무룩하게 앉아 있고, 샬럿은 다가와 지도를 가리키고, 아빠는 등불을 든 채 허리를 숙여 지도를 들여다봐요.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'forest-path',
      time: 'day',
      items: [
        { prop: 'river-glimpse', part: 'river', x: 430, y: 374, size: 440 },
        { person: 'theo-dad', x: 180, y: 420, pose: 'walk', facing: 'three-quarter-right', expression: 'worried', arms: 'hold', holding: { prop: 'lantern', part: 'lantern', size: 36, lit: false } },
        { prop: 'mud-patch', part: 'forest-path', x: 430, y: 490, size: 380 },
        { prop: 'paw-prints', part: 'paw-prints', x: 470, y: 486, size: 170, count: 12 },
        { prop: 'blueberries', part: 'blueberries', variant: 'squashed', x: 372, y: 496, size: 110, count: 3, tall: { x: 390, y: 488 } },
        { person: 'charlotte', x: 270, y: 482, pose: 'crouch', facing: 'three-quarter-right', expression: 'surprised', arms: 'point', tall: { x: 250 } },
        { animal: 'pip', x: 560, y: 476, pose: 'walk', facing: 'right', expression: 'happy' },
        { person: 'theo', x: 660, y: 468, pose: 'point', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'forest-map', part: 'map', variant: 'folded', size: 46 }, tall: { x: 690 } },
      ],
    },
    alt: {
      en: 'On the muddy path Charlotte crouches and points at tiny paw prints and squashed purple blueberries. Pip sniffs along the trail, Theo points ahead with his map in his other hand, down the path to the river glinting between the trees, and Dad steps carefully behind them with his lantern.',
      ko: '진흙투성이 길에서 샬럿이 쪼그려 앉아 조그만 발자국과 터진 보라색 블루베리를 가리켜요. 핍은 발자국을 따라 킁킁 냄새를 맡고, 테오는 지도를 든 채 나무 사이로 반짝이는 강 쪽, 길 아래를 가리키고, 아빠는 등불을 들고 조심조심 뒤따라와요.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'river',
      time: 'day',
      items: [
        { prop: 'flood-water', variant: 'muddy', x: 400, y: 394, size: 800 },
        { prop: 'log-bridge', part: 'log-bridge', variant: 'across', x: 560, y: 412, size: 220 },
        { animal: 'bramble', x: 614, y: 346, floorY: 470, scale: 1.9, pose: 'stand', facing: 'left', expression: 'scared' },
        { prop: 'blueberry-basket', part: 'berry-basket', x: 596, y: 348, size: 22 },
        { prop: 'fright-marks', variant: 'scared', x: 612, y: 356, size: 80 },
        { prop: 'paw-prints', part: 'paw-prints', x: 360, y: 456, size: 150, count: 6 },
        { animal: 'pip', x: 410, y: 426, pose: 'stand', facing: 'right', expression: 'scared', tall: { x: 372, y: 446 } },
        { person: 'theo-dad', x: 300, y: 452, pose: 'stand', facing: 'three-quarter-left', expression: 'worried', arms: 'hug' },
        { person: 'charlotte', x: 120, y: 476, pose: 'stand', facing: 'three-quarter-right', expression: 'scared', arms: 'hold', tall: { x: 84 } },
        { person: 'theo', x: 196, y: 488, tall: { x: 226 }, pose: 'stand', facing: 'three-quarter-right', expression: 'scared', arms: 'hands-to-face' },
      ],
    },
    alt: {
      en: 'The river runs muddy brown and fast. The log bridge across it has snapped in the middle: the near half juts out from this bank, and the far half tips down into the water. Bramble clings to its low end, trembling and sweating with fright, her basket of blueberries in front of her. Pip calls to her from the edge, scared, and Dad stands with his arms out in front of Theo and Charlotte to keep them back.',
      ko: '누런 흙탕물이 콸콸 흘러요. 강을 가로지르던 통나무다리가 가운데에서 부러져, 이쪽 반쪽은 강둑에서 물 위로 튀어나와 있고 건너편 반쪽은 물속으로 기울었어요. 그 낮은 끝에 브램블이 블루베리 바구니를 앞에 두고 식은땀을 흘리며 덜덜 떨면서 매달려 있어요. 핍은 겁에 질려 물가에서 브램블을 부르고, 아빠는 테오와 샬럿 앞에 서서 두 팔을 뻗어 물러서게 해요.',
    },
  },
  'c2-p3': {
    scene: {
      background: 'river',
      time: 'day',
      items: [
        { prop: 'flood-water', variant: 'muddy', x: 400, y: 394, size: 800 },
        { prop: 'log-bridge', part: 'log-bridge', variant: 'across', x: 450, y: 412, size: 220 },
        { animal: 'bramble', x: 606, y: 300, floorY: 430, scale: 2.1, pose: 'stand', facing: 'left', expression: 'crying' },
        { prop: 'blueberry-basket', part: 'berry-basket', x: 640, y: 302, size: 24 },
        { prop: 'branch', part: 'branch', variant: 'spinning', x: 676, y: 376, size: 190, rotate: 12, tall: { x: 640 } },
        { animal: 'pip', x: 356, y: 428, pose: 'sit', facing: 'right', expression: 'sad' },
        { person: 'theo', x: 150, y: 470, tall: { x: 110 }, pose: 'stand', facing: 'three-quarter-right', expression: 'thinking', arms: 'hands-to-face' },
        { person: 'theo-dad', x: 250, y: 452, pose: 'kneel', facing: 'three-quarter-right', expression: 'surprised', arms: 'hug' },
        { person: 'charlotte', x: 520, y: 482, pose: 'crouch', facing: 'three-quarter-right', expression: 'sad', arms: 'point' },
      ],
    },
    alt: {
      en: 'Dad kneels at the edge of the bank, arms still reaching out, as the muddy river spins the long branch away downstream. Charlotte crouches and points at it, Theo holds his head and thinks, and Pip sits staring across. On the far bank beside the broken log bridge, Bramble stands alone with her basket of blueberries, crying.',
      ko: '흙탕물이 기다란 나뭇가지를 빙글빙글 휩쓸어 가고, 아빠는 강둑 끝에 무릎을 꿇은 채 아직 두 팔을 뻗고 있어요. 샬럿은 쪼그려 앉아 떠내려가는 나뭇가지를 가리키고, 테오는 머리를 감싸 쥐고 생각하고, 핍은 앉아서 건너편을 바라봐요. 부러진 통나무다리 옆 건너편 강둑에는 브램블이 블루베리 바구니를 곁에 두고 혼자 울고 있어요.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'river',
      time: 'day',
      items: [
        { prop: 'flood-water', variant: 'muddy', x: 400, y: 394, size: 800 },
        { prop: 'log-bridge', variant: 'across', x: 120, y: 412, size: 200 },
        { prop: 'pine-tree', part: 'pine-tree', x: 680, y: 400, size: 120 },
        { animal: 'hazel', x: 600, y: 190, pose: 'fly', facing: 'left', expression: 'happy' },
        { person: 'theo-dad', x: 300, y: 452, pose: 'bow', facing: 'three-quarter-right', expression: 'surprised' },
        { person: 'theo', x: 372, y: 484, pose: 'hold-both', facing: 'front', expression: 'happy', holding: { prop: 'forest-map', part: 'map', size: 100, label: 'Pebble Bend' } },
        { prop: 'backpack', x: 500, y: 420, size: 40, tall: { x: 582 } },
        { person: 'charlotte', x: 484, y: 484, pose: 'cheer', facing: 'front', expression: 'laughing', tall: { x: 566 } },
        { animal: 'pip', x: 570, y: 490, pose: 'sit', facing: 'left', expression: 'happy', tall: { x: 640 } },
      ],
    },
    alt: {
      en: 'On the riverbank by the broken log bridge, Theo holds up his map to show Pebble Bend, a river bend full of gray dots with its name written under it, while Dad leans over his shoulder to look. Charlotte cheers, Pip sits up tall, and Hazel the owl swoops down from a tall pine with her wings spread.',
      ko: '부러진 통나무다리 옆 강가에서 테오가 회색 점이 가득하고 이름이 적힌 물굽이, 조약돌 여울이 그려진 지도를 번쩍 들어 보여 주고, 아빠가 테오 어깨 너머로 몸을 숙여 들여다봐요. 샬럿은 환호하고, 핍은 꼿꼿이 앉고, 부엉이 헤이즐이 날개를 활짝 펴고 키 큰 소나무에서 날아 내려와요.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'valley',
      time: 'day',
      items: [
        { prop: 'flood-water', part: 'river', variant: 'stream', x: 400, y: 506, size: 300 },
        { animal: 'hazel', x: 330, y: 150, pose: 'fly', facing: 'left', expression: 'happy', tall: { x: 380, y: 120 } },
        { prop: 'flat-rock', part: 'flat-rocks', x: 110, y: 380, size: 44 },
        { prop: 'backpack', x: 146, y: 334, size: 26, tall: { x: 82 } },
        { person: 'charlotte', x: 160, y: 380, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', arms: 'hold-both', tall: { x: 96 } },
        { prop: 'flat-rock', part: 'flat-rocks', x: 282, y: 396, size: 96 },
        { person: 'theo', x: 252, y: 424, pose: 'kneel', facing: 'three-quarter-right', expression: 'proud', arms: 'hold-both' },
        { animal: 'pip', x: 90, y: 456, pose: 'walk', facing: 'right', expression: 'happy', tall: { x: 66 } },
        { icon: 'rock', x: 170, y: 458, size: 14 },
        { person: 'theo-dad', x: 464, y: 408, pose: 'bow', facing: 'three-quarter-left', expression: 'happy' },
        { prop: 'flood-water', variant: 'knee-deep', x: 462, y: 414, size: 90 },
        { prop: 'stepping-stones', part: 'stepping-stones', x: 400, y: 446, size: 230, count: 5, tall: { size: 170 } },
        { animal: 'bramble', x: 600, y: 446, scale: 1.6, pose: 'stand', facing: 'left', expression: 'happy', tall: { x: 690 } },
        { prop: 'blueberry-basket', part: 'berry-basket', x: 630, y: 450, size: 28, tall: { x: 720 } },
      ],
    },
    alt: {
      en: 'At Pebble Bend, a narrow, shallow stretch of the river, everyone works: Theo and Charlotte kneel on the bank and push a big flat rock to the water’s edge, Dad stands knee-deep in the stream and bends over the stones to set them in place, Pip nudges a pebble with his nose, and Hazel flies above. Five flat stones now stretch in a row across the water to Bramble and her basket of blueberries on the other bank.',
      ko: '좁고 얕은 물굽이, 조약돌 여울에서 모두 힘을 모아요. 테오와 샬럿은 강가에 무릎을 꿇고 커다란 납작한 돌을 물가로 밀고, 아빠는 무릎까지 물에 잠긴 채 허리를 숙여 돌을 놓고, 핍은 코로 작은 돌을 밀고, 헤이즐은 위에서 날아요. 이제 납작한 돌 다섯 개가 물을 가로질러 나란히 놓여, 건너편의 브램블과 블루베리 바구니까지 이어졌어요.',
    },
  },
  'c3-p3': {
    scene: {
      background: 'valley',
      time: 'day',
      items: [
        { prop: 'flood-water', part: 'river', variant: 'stream', x: 400, y: 506, size: 240 },
        { person: 'theo-dad', x: 486, y: 394, pose: 'stand', facing: 'three-quarter-left', expression: 'worried', arms: 'carry' },
        { prop: 'flood-water', variant: 'ripple', x: 486, y: 398, size: 84 },
        { prop: 'backpack', x: 200, y: 326, size: 26 },
        { person: 'theo', x: 214, y: 378, pose: 'stand', facing: 'three-quarter-right', expression: 'worried', arms: 'clap' },
        { animal: 'pip', x: 140, y: 414, pose: 'sit', facing: 'right', expression: 'scared' },
        { prop: 'fright-marks', variant: 'scared', x: 164, y: 380, size: 56 },
        { person: 'charlotte', x: 270, y: 420, pose: 'crouch', facing: 'three-quarter-right', expression: 'happy', arms: 'hug' },
        { prop: 'stepping-stones', part: 'stepping-stones', variant: 'wobbly', x: 404, y: 438, size: 220, count: 5 },
        { animal: 'bramble', x: 410, y: 420, floorY: 450, scale: 1.6, pose: 'stand', facing: 'left', expression: 'scared' },
        { prop: 'blueberry-basket', part: 'berry-basket', x: 408, y: 422, size: 20 },
        { prop: 'fright-marks', variant: 'scared', x: 398, y: 441, size: 70 },
      ],
    },
    alt: {
      en: 'Bramble stands frozen and trembling on the wobbling middle stone of the five, hugging her basket. Charlotte crouches on the bank at the end of the stones with her arms held out to her; Theo stands behind her with his hands clenched together, Pip sits on the bank trembling and watching with wide, scared eyes, and Dad stands in the water beside the stones with his arms out, ready to catch her.',
      ko: '브램블이 징검다리 다섯 개 중 가운데, 흔들리는 세 번째 돌 위에서 바구니를 꼭 안고 덜덜 떨며 얼어붙었어요. 샬럿이 돌이 시작되는 강가에 쪼그려 앉아 두 팔을 내밀어요. 테오는 샬럿 뒤에서 두 손을 꼭 맞잡고 서 있고, 핍은 강가에 앉아 겁먹은 눈으로 덜덜 떨며 지켜보고, 아빠는 돌 옆 물속에 서서 두 팔을 내밀고 브램블을 받을 준비를 해요.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'forest',
      time: 'evening',
      items: [
        { prop: 'flood-water', variant: 'stream', x: 680, y: 486, size: 180 },
        { prop: 'stepping-stones', part: 'stepping-stones', x: 682, y: 440, size: 120, count: 5 },
        { prop: 'pine-tree', x: 740, y: 392, size: 90 },
        { prop: 'branch', x: 690, y: 250, size: 120 },
        { animal: 'hazel', x: 680, y: 238, pose: 'stand', facing: 'left', expression: 'happy' },
        { person: 'theo-dad', x: 560, y: 440, pose: 'hold', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'lantern', part: 'lantern', size: 44, lit: true } },
        { person: 'theo', x: 150, y: 470, pose: 'hold', facing: 'three-quarter-right', expression: 'laughing', holding: { prop: 'crackers', size: 26, count: 1 } },
        { prop: 'backpack', x: 200, y: 496, size: 40 },
        { person: 'charlotte', x: 260, y: 484, pose: 'kneel', facing: 'three-quarter-right', expression: 'laughing', arms: 'hug' },
        { animal: 'bramble', x: 300, y: 420, floorY: 484, scale: 1.6, pose: 'stand', facing: 'left', expression: 'laughing' },
        { prop: 'flat-rock', part: 'flat-rock', x: 420, y: 492, size: 120 },
        { prop: 'blueberries', part: 'blueberries', x: 398, y: 466, size: 46, count: 12 },
        { prop: 'crackers', part: 'crackers', x: 448, y: 466, size: 44, count: 3 },
        { prop: 'blueberry-basket', part: 'berry-basket', variant: 'empty', x: 336, y: 476, size: 44, rotate: 80 },
        { animal: 'pip', x: 510, y: 494, pose: 'sit', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      en: 'At sunset on the grassy bank, past the five stepping stones, Bramble hugs Charlotte and Charlotte hugs her back, laughing at the prickles. Fat blueberries and crackers are spread on a flat rock to share, the basket lies tipped over and nearly empty, Theo laughs with a cracker, Pip sits by the rock, Dad’s lantern is lit, and Hazel perches on a low branch.',
      ko: '해 질 녘 징검다리 다섯 개 건너 풀밭에서 브램블이 샬럿을 꼭 안고, 샬럿도 가시에 깔깔 웃으며 마주 안아요. 납작한 바위 위에는 나눠 먹을 통통한 블루베리와 크래커가 놓여 있고, 바구니는 거의 빈 채 쓰러져 있어요. 테오는 크래커를 들고 웃고, 핍은 바위 옆에 앉아 있고, 아빠의 등불이 켜져 있고, 헤이즐은 낮은 나뭇가지에 앉아 있어요.',
    },
  },
  'c4-p2': {
    scene: {
      background: 'oak-clearing',
      time: 'evening',
      items: [
        { prop: 'hedgehog-home', part: 'round-door', variant: 'door-open', x: 474, y: 394, size: 100, lit: true },
        { animal: 'hazel', x: 560, y: 70, pose: 'fly', facing: 'left', expression: 'happy' },
        { person: 'theo-dad', x: 170, y: 446, pose: 'stand', facing: 'three-quarter-right', expression: 'happy', arms: 'point', holding: { prop: 'lantern', part: 'lantern', size: 46, lit: true } },
        { person: 'theo', x: 300, y: 470, pose: 'hold', facing: 'three-quarter-right', expression: 'proud', holding: { prop: 'forest-map', part: 'map', variant: 'folded', size: 52 } },
        { animal: 'pip', x: 196, y: 498, pose: 'jump', facing: 'right', expression: 'laughing' },
        { prop: 'blueberry-basket', part: 'berry-basket', x: 392, y: 452, size: 30 },
        { animal: 'bramble-mom', x: 508, y: 442, scale: 1.8, pose: 'stand', facing: 'left', expression: 'happy' },
        { animal: 'bramble', x: 440, y: 452, scale: 1.8, pose: 'stand', facing: 'right', expression: 'laughing' },
        { prop: 'backpack', x: 656, y: 418, size: 40 },
        { person: 'charlotte', x: 640, y: 482, pose: 'stand', facing: 'three-quarter-left', expression: 'happy', arms: 'hands-to-face' },
      ],
    },
    alt: {
      en: 'In the evening, under the big old oak on top of the hill, a little round door between its roots stands open with warm light inside, and Bramble’s mom hugs Bramble tight, nose to nose, both smiling, the basket of blueberries at their feet. Dad holds his lit lantern out toward the door, Theo grins with his map, Charlotte holds her cheeks, Pip bounces with joy, and Hazel flies above the oak.',
      ko: '저녁, 언덕 꼭대기 오래된 큰 참나무 뿌리 사이의 작고 동그란 문이 활짝 열려 따뜻한 불빛이 새어 나오고, 브램블 엄마가 브램블과 코를 맞대고 꼭 끌어안아요. 둘 다 웃고 있고, 블루베리 바구니는 발밑에 있어요. 아빠는 켜진 등불을 문 쪽으로 내밀어 비추고, 테오는 지도를 들고 활짝 웃고, 샬럿은 두 손으로 볼을 감싸고, 핍은 폴짝폴짝 뛰고, 헤이즐은 참나무 위를 날아요.',
    },
  },
  'c4-p3': {
    scene: {
      background: 'garden',
      time: 'night',
      items: [
        { icon: 'star', part: 'stars', x: 160, y: 70, size: 26 },
        { icon: 'glowing-star', part: 'stars', x: 360, y: 50, size: 30 },
        { icon: 'star', part: 'stars', x: 620, y: 80, size: 24 },
        { light: 'cool', x: 160, y: 66, radius: 22 },
        { light: 'cool', x: 360, y: 46, radius: 24 },
        { light: 'cool', x: 620, y: 76, radius: 20 },
        { prop: 'garden-gate', part: 'garden-gate', x: 420, y: 400, size: 170 },
        { prop: 'forest-map', part: 'map', variant: 'crossing', x: 420, y: 360, size: 96, label: 'Bramble’s Crossing' },
        { prop: 'stepping-stones', part: 'stones-on-map', variant: 'on-map', x: 420, y: 360, size: 96, count: 5 },
        { prop: 'backpack', x: 212, y: 410, size: 38 },
        { person: 'charlotte', x: 232, y: 468, pose: 'stand', facing: 'three-quarter-right', expression: 'sleepy' },
        { person: 'theo', x: 340, y: 486, pose: 'stand', facing: 'three-quarter-right', expression: 'proud', arms: 'draw', holding: { prop: 'pencil', part: 'pencil', size: 22 } },
        { person: 'theo-dad', x: 540, y: 452, pose: 'stand', facing: 'three-quarter-left', expression: 'proud', arms: 'point', holding: { prop: 'lantern', part: 'lantern', size: 44, lit: true } },
      ],
    },
    alt: {
      en: 'At Theo’s garden gate under the first stars, Dad holds his lit lantern out over the map while Theo presses his map against the gate and pencils five stones across Pebble Bend with its new name, Bramble’s Crossing. Charlotte leans in to watch, yawning happily.',
      ko: '첫 별이 뜬 테오네 대문 앞에서 아빠가 켜진 등불을 지도 위로 내밀어 비추고, 테오는 지도를 대문에 대고 조약돌 여울에 연필로 돌 다섯 개를 그린 뒤 ‘브램블 징검다리’라는 새 이름을 써요. 샬럿은 하품을 하며 즐겁게 들여다봐요.',
    },
  },
} satisfies BookPictures;
