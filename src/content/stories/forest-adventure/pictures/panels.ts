import type { BookPictures } from '../../with-pictures';
import { DIAGONAL_STEP, LAST_PLACE, TIGHT_STEP, acrossStonePlace, stoneRowIn } from './river-stones';

/** Pebble Bend seen straight across (c3-p2): the bend and its row share one box. */
const bendAcross = { x: 400, y: 462, size: 900 };
/**
 * The fifth and last stone, at the far bank's edge: Dad's hands set it down (on the fourth, mid-river, his bent arms
 * stopped short and his open hands hovered over it).
 */
const fifthPlace = acrossStonePlace(bendAcross, LAST_PLACE + 1, DIAGONAL_STEP);
/** Pebble Bend from Charlotte's bank (c3-p3): the same bend, the row running from her feet back to the far bank. */
const fromBank = { x: 304, y: 470, size: 900 };
/** The wobbling middle stone Bramble stands on. */
const middleStone = acrossStonePlace(fromBank, 2, TIGHT_STEP);
/**
 * Bramble's one size on every page, and her mom's, a head taller than her: a hedgehog standing up reaches a kneeling
 * child's chest, and sits lower than Pip. Across the river she is drawn at this same size, and the picture's depth
 * shrinks her there as it would anyone on the far bank: drawn larger there so her face read on a phone, she stood
 * head-sized across the flood, curled into a ball as big as Dad's chest, and looked hamster-small in the hug at
 * the near bank (a critic's first note, on four pages).
 */
const BRAMBLE_SCALE = 1.7;
const BRAMBLE_MOM_SCALE = 1.64;
/**
 * The hug at the oak is at the front of the picture, as near as the children: at the scale set for the far stones and
 * banks, the two hedgehogs came to Theo's waist, far bigger than Bramble on the pages before (blind critic r83, p11). On a
 * phone the hug is larger (`HUG_NEAR_PHONE`), so Bramble's face stays big enough to read; both hedgehogs take it, so
 * mother and child keep the one size apart they have on the desk. At 0.9 the hug, the page's point, sat small in the
 * phone's bottom corner behind Theo's boots (blind critic r95, p11).
 */
const HUG_NEAR = 0.82;
const HUG_NEAR_PHONE = 1;

/**
 * Theo's forest walk, drawn from each panel's shot list: Theo's own crayon map of the woods
 * (forest-map: open with Pebble Bend named, folded, flat on the stump, then with Bramble's Crossing
 * pencilled in), Charlotte's backpack on her back, Dad's lantern unlit by day and lit from sunset,
 * Bramble's basket of blueberries (blueberry-basket) and the wild blueberries themselves, small and blue
 * (wild-blueberries), and one river (forest-river): glimpsed down the hill, then seen from
 * the children's bank, a wide, muddy, fast flood running across the picture at the log bridge snapped in the middle
 * (snapped-bridge: the near half jutting from our bank, the far half tipping from the far bank into the
 * water), and narrow, shallow and a little clearer at Pebble Bend, where the stepping stones are drawn in the river's own box
 * (river-stones) so the row always runs from bank to bank: seen straight across while it is built (pebble-bend),
 * from the children's feet back to Bramble's bank, and from beside it, left bank to right, as Bramble crosses. What the words make people do is drawn with the book's own
 * things where the kit has none: the long branch Dad and Theo push out over the flood (pushed-branch) and the
 * flat rocks the children roll on their edge (rolled-rock). Pip and Bramble keep one size all through.
 */
export const pictures = {
  'c1-p1': {
    // At the foot of the hill (the book's own hill-path: the path winding up the slope at the right).
    // The three walking together up the path to the right, where it winds up the hill: Theo at the head on the right,
    // pointing on and calling back over his shoulder, Charlotte following nearest us, Dad at the back half behind her and
    // a step further up the path (with Dad nearest us, he stood biggest and read as leading). Tall pines over the path
    // give the top the forest, not empty sky.
    scene: {
      background: 'hill-path',
      time: 'day',
      // A step closer on the desk, so the three faces read on the opening page.
      camera: { x: 400, y: 400, zoom: 1.2 },
      items: [
        { prop: 'pine-tree', x: 70, y: 330, size: 230 },
        { prop: 'pine-tree', x: 440, y: 310, size: 170 },
        { prop: 'pine-tree', x: 740, y: 326, size: 240 },
        // Dad at the back and a step up the path, half behind Charlotte, the unlit lantern hanging at his side, smiling
        // on at Theo at the head of the line ("Lead on, Captain Theo!"). Far enough back that the lantern in his hand hangs
        // clear of Charlotte's backpack (a step nearer, it hung at her back and a critic read it as hers: r69).
        {
          person: 'theo-dad',
          x: 304,
          y: 432,
          pose: 'walk',
          facing: 'three-quarter-right',
          turnsTo: 'theo',
          expression: 'happy',
          arms: 'stand',
          holding: { prop: 'lantern', part: 'lantern', size: 54, lit: false },
        },
        // Charlotte following Theo, nearest us, her backpack of crackers on her back: the book's own drawn under the one
        // the kit puts on her, in its blue, so the part the shot list names is there.
        { prop: 'charlotte-backpack', part: 'backpack', variant: 'worn', x: 394, y: 410, size: 46 },
        // A few of her crackers held up in her hand, so "I packed crackers!" has something to show; her eyes on Theo.
        {
          person: 'charlotte',
          x: 400,
          y: 488,
          pose: 'walk',
          facing: 'side-right',
          turnsTo: 'theo',
          expression: 'laughing',
          arms: 'hold',
          // Fanned up out of her fist like playing cards, their corners in her hand (in a row, they stuck out beside it).
          holding: { prop: 'crackers', part: 'crackers', variant: 'fan', size: 38, count: 3 },
        },
        // Theo at the head of the line, walking on up the path where it climbs the hill, his arm and his face pointing
        // ahead (his head turned back over his shoulder, a critic saw him walk backward while he led: blind critic r72, p1). The map held open in his other hand.
        // A step up the path from the picture's foot, so his boots stand whole on it (at the foot, both frames cut them).
        {
          person: 'theo',
          x: 550,
          y: 470,
          pose: 'walk',
          arms: 'hold',
          otherArm: 'point-up',
          facing: 'side-right',
          expression: 'calling',
          // The map held up at his chest in his hand, not hanging at his hip, and in across it, so the phone's frame keeps
          // the whole sheet (a step further out, the frame's right edge cut the map's far corner).
          reachTo: { near: { x: 546, y: 392 } },
          // By its near edge, the fist half past it, so the whole drawing shows beside his hand.
          holding: { prop: 'forest-map', part: 'map', variant: 'by-edge', size: 82 },
        },
      ],
    },
    alt: {
      en: 'Theo leads the way up the forest path where it starts to climb a hill, holding open the map he drew himself, with the river, the log bridge and the big old oak on it. Charlotte follows him with her backpack of crackers on her back and three crackers in her hand, and Dad walks at the back with an unlit lantern. Tall pines stand over the path, and the hillside rises ahead.',
      ko: '테오가 강과 통나무다리, 큰 참나무를 직접 그린 지도를 펼쳐 들고 언덕으로 올라가는 숲길 맨 앞에서 걸어요. 샬럿은 크래커가 든 가방을 메고 손에 크래커 세 개를 든 채 뒤따르고, 아빠는 켜지 않은 등불을 들고 맨 뒤에서 걸어요. 길 위로 키 큰 소나무가 서 있고, 앞으로는 언덕이 솟아 있어요.',
    },
  },
  'c1-p2': {
    // Medium, on Charlotte calming Pip: he runs his circle round Theo's boots, her open hands held out to him, by the shaking ferns.
    scene: {
      background: 'hill-path',
      time: 'day',
      items: [
        // Pines up the slope behind them, so the top of the phone's picture is the forest, not empty sky.
        { prop: 'pine-tree', x: 214, y: 350, size: 290 },
        { prop: 'pine-tree', x: 420, y: 344, size: 260 },
        { prop: 'ferns', part: 'ferns', variant: 'shaking', x: 452, y: 436, size: 84 },
        // The ring's far half, behind his boots, so it closes round them.
        { prop: 'running-trail', variant: 'ring-back', x: 352, y: 482, size: 150 },
        {
          person: 'theo',
          x: 346,
          y: 468,
          // A startled step back from the fox bursting round his boots, leaning back off him (standing bent over Pip, critics
          // still saw him stand like a post).
          pose: 'step-back',
          // Turned to Pip running round his boots.
          facing: 'three-quarter-right',
          expression: 'surprised',
          turnsTo: 'pip',
          arms: 'hold',
          // His free hand held out open toward the fox at his boots, "whoa!", while the other keeps the map (up by his
          // shoulder, its arm went behind his body and a palm stuck out of his shirt's side: blind critic r61).
          otherArm: 'open-hand',
          // The folded map down at his side, away from Charlotte (held up before him, on a phone it came down on her head).
          reachTo: { near: { x: 330, y: 398 }, far: { x: 410, y: 370 } },
          holding: { prop: 'forest-map', part: 'map', variant: 'folded', size: 58 },
        },
        // Charlotte crouched just outside the circle, both open palms held out to Pip as he comes round toward her
        // (close in at its edge, the ring's far end ran round her boots and the critic read the fox circling her).
        {
          person: 'charlotte',
          x: 204,
          y: 488,
          pose: 'crouch',
          facing: 'three-quarter-right',
          // "Slow down, Pip": eyes wide, brows up, mouth open to speak ('worried' drew brows down in a frown, a scold).
          expression: 'scared',
          turnsTo: 'pip',
          arms: 'hold-out',
          // Her open palms held out low toward Pip as he comes round Theo's boots, not on him: he is still running (with her
          // hands on his chest and neck the critic read him caught in her hands, not circling).
          reachTo: { near: { x: 276, y: 452 }, far: { x: 272, y: 438 } },
        },
        // Pip's running ring round Theo's boots, drawn over his feet and under Pip: two laps of swooshes with an arrowhead
        // turning up and back round them (the kit's three faint dashes read as a straight dash under him). Just wider than
        // Theo's stance, so it rings his boots, not Charlotte's (wider, its far end curled round hers), and flat enough
        // that both frames keep it whole above their foot; wide enough that its front and arrowhead show out past Pip on it.
        { prop: 'running-trail', part: 'running-circles', x: 352, y: 482, size: 150 },
        // Pip mid-run on the circle round Theo's boots, his head passing in front of them and his body out to their right on
        // the ring (his body across both boots, at Charlotte's hands, critics saw him caught by her, not circling Theo): scared,
        // so the kit lays his ears flat and drops his tail; running, not galloping, so he pants with his mouth open. His
        // head clear of Theo's boots (set with his muzzle at them, it merged into the boot) and inside Charlotte's palms.
        // At a gallop, legs reaching out front and back, paws off the path (at a run he stood on four stiff legs). On the
        // ring's near side, in front of Theo's boots (a step further back, his foreleg crossed through Theo's boot).
        // A step on round the ring from Theo's front boot, so his head stands clear of it (at 414 a critic saw it merge into
        // the boot: r69).
        { animal: 'pip', x: 426, y: 508, pose: 'gallop', facing: 'left', expression: 'scared' },
      ],
    },
    alt: {
      en: 'Halfway up the hill, Pip the fox has burst out of the shaking ferns and runs in circles around Theo’s boots, his mouth open, with scared eyes, ears flat and tail low. Charlotte crouches beside him and holds both hands out to calm him, and Theo steps back in surprise, one open hand held out toward the fox and his folded map in the other.',
      ko: '언덕 중턱에서 여우 핍이 흔들리는 고사리 덤불에서 튀어나와 입을 벌린 채 테오의 장화 둘레를 뱅글뱅글 돌아요. 눈은 겁에 질려 있고 귀는 납작하게 눕히고 꼬리는 늘어뜨렸어요. 샬럿이 옆에 쪼그려 앉아 두 손을 내밀어 핍을 달래고, 테오는 깜짝 놀라 한 발 물러서며 여우 쪽으로 한 손을 쫙 펴서 내밀어요. 다른 손에는 접은 지도를 들고 있어요.',
    },
  },
  'c1-p3': {
    // Medium, on Theo's finger on the map: Pip beside the stump, looking at it with him.
    scene: {
      background: 'forest',
      time: 'day',
      items: [
        { prop: 'pine-tree', x: 236, y: 398, size: 160 },
        // A tall pine behind the stump, so the top of the phone picture is the forest, not empty sky.
        { prop: 'pine-tree', x: 446, y: 376, size: 170 },
        // Pip sits just behind the stump, his head over its far end, looking at the map; he and Theo close in on the
        // stump, so the phone's frame keeps Theo's kneeling boot whole.
        { animal: 'pip', x: 438, y: 428, floorY: 446, pose: 'sit', facing: 'left', expression: 'worried' },
        // As broad as the map spread on it, so the map lies within its top (at 120 the map stuck out past it).
        { prop: 'tree-stump', part: 'tree-stump', x: 390, y: 476, size: 150 },
        // Bigger than the stump's top, so the purple patch he taps reads on a phone (at the stump's width it was a speck),
        // its foot on the top's front edge, so it lies on the top (lower, it hung down the stump's front and read as an
        // upright board standing before it: blind critic r79, p3). Its log bridge drawn as one flat log slanting across
        // the river, lying on the paper (two upright strokes, squashed flat, stood up off it as two brown pegs under Theo's
        // fist: blind critic r60; see forest-map).
        { prop: 'forest-map', part: 'map', variant: 'flat', x: 390, y: 430, size: 104 },
        // Kneeling at the stump; his fingertip on the purple blueberry patch (the map's spot sits right of and above its place).
        {
          person: 'theo',
          x: 342,
          y: 492,
          // Down on one knee, turned side-on so his knee and his back show (a crouch face-on read as a pile of boots).
          pose: 'kneel',
          facing: 'side-right',
          // Lit up by the idea, brows raised as he finds the patch (neutral, he looked idle; set, brows down, he scowled at
          // "across the bridge!": blind critic r28).
          expression: 'surprised',
          // His eyes on the map he taps, not on us.
          head: 'down',
          gaze: 'down-right',
          arms: 'point',
          // His fingertip on the purple patch's near edge, so he taps it and the patch still shows past it (a step lower,
          // it lay on the blue river below it).
          reachTo: { near: { x: 388, y: 430 } },
        },
      ],
    },
    alt: {
      en: 'Theo kneels at a tree stump with his map spread on it and taps the purple blueberry patch by the river. Pip sits just behind the stump and looks at the map with sad eyes.',
      ko: '테오가 그루터기 앞에 한쪽 무릎을 꿇고 앉아, 그루터기 위에 펼친 지도에서 강가의 보라색 블루베리 덤불을 톡톡 짚어요. 핍은 그루터기 바로 뒤에 앉아 시무룩한 눈으로 지도를 바라봐요.',
    },
  },
  'c2-p1': {
    // Medium, on Charlotte crouched over the clue: the trail of tiny paw prints and squashed blueberries big in the
    // mud in front of her, Pip sitting nose down at its far end, Theo a step behind pointing on to the bridge, the
    // river glinting below where the path goes down.
    scene: {
      background: 'forest-path',
      time: 'day',
      items: [
        // The flood glimpsed below, where the path goes down to it: far enough back that Theo's boots stand on the grass
        // in front of it (lower, they stood on the water over Charlotte's head).
        { prop: 'forest-river', variant: 'glimpse', x: 402, y: 376, size: 692 },
        // Tall pines on both sides of the path, over the clue, so the top of the phone's picture is the forest the
        // path runs down through, not an empty grey sky.
        { prop: 'pine-tree', variant: 'old', x: 200, y: 350, size: 150 },
        { prop: 'pine-tree', x: 540, y: 330, size: 260 },
        // The path turned to mud under the clue, wide and up the frame from its bottom edge, so the trail lies in the
        // open between her finger and Pip (at the frame's edge, on the phone her hand and Pip's head covered it).
        { prop: 'mud-patch', x: 470, y: 480, size: 240 },
        // The clues, big and in the middle of the mud: a trail of tiny paw prints with squashed purple blueberries beside it,
        // every print inside the mud (a longer trail ran on up out of it, prints floating on the grass).
        { prop: 'paw-prints', part: 'paw-prints', variant: 'deep', x: 480, y: 486, size: 140, count: 8 },
        { prop: 'blueberries', part: 'blueberries', variant: 'squashed', x: 500, y: 478, size: 130, count: 5 },
        // Theo a step behind Charlotte, on the grass at her left, so his boots show on the grass between her and the
        // river (between her and Pip, his legs were hidden and he seemed to stand in the river band), pointing on down
        // the path to the bridge. Mid-step, not planted with his feet together: he is already setting off after the trail. A step
        // further up the grass and further left, so his head, his pointing arm and his boots stand clear of her (a step
        // nearer, his front leg went behind her; on a phone her head covered half of him), but not so far up and left
        // that the desk's frame cuts his hair at its top edge (blind critic r58).
        {
          person: 'theo',
          x: 272,
          y: 446,
          pose: 'walk',
          arms: 'point',
          facing: 'three-quarter-right',
          // His head and eyes on the way he points, down the path to the river (square to us, he pointed without looking).
          headFacing: 'side-right',
          turnsTo: { x: 760, y: 330 },
          // Calling out "To the bridge!", eager on the trail, brows up and mouth open (worried, his brows came down into the
          // same scowl as on the pages round it: r28; happy, he grinned while a friend was missing: r92; determined, his
          // pressed mouth read as a scowl: r94).
          expression: 'calling',
        },
        // The storm's mud on his boots, as on every page after it: on each sole of his stride (one patch between his feet
        // read as a clod of mud lying on the grass between them: blind critic r83, p4).
        { prop: 'boot-mud', x: 240, y: 449, size: 24 },
        { prop: 'boot-mud', x: 300, y: 449, size: 24 },
        {
          person: 'charlotte',
          x: 364,
          y: 494,
          // Turned side-on, so her knees and her back show (three-quarter, the crouch read as a pile of boots).
          pose: 'crouch',
          facing: 'side-right',
          // Glad at the find, her lids lowered and her eyes down and ahead on the prints under her finger ('surprised'
          // keeps its wide eyes level, and a critic saw her look out past the clue she points at).
          expression: 'happy',
          gaze: 'down-right',
          // Her head bent to the squashed berries her finger is on (looking up and away, she pointed without seeing them).
          head: 'down',
          turnsTo: 'blueberries',
          arms: 'point-down',
          // Her other hand down on her knee, out of sight behind it (at her chest, it read as a fist floating with no arm:
          // blind critic r98, p4).
          otherArm: 'palm-on',
          reachTo: { far: { x: 384, y: 458 } },
        },
        // Mud over her crouching boots, on their soles (a crouch sets the boots forward of her hips).
        { prop: 'boot-mud', x: 382, y: 498, size: 40 },
        // Pip on the grass right of the mud, head down, sniffing the prints by Charlotte's hand (sitting with his head
        // bowed, his nose read as up in the air; turned along the trail, the phone cut his face at its edge). Theo a step
        // nearer them, so the phone need not squeeze the three together. Behind the mud's far edge, so his head is over
        // the grass beyond the trail, not on it.
        // A step left of the grass's edge, so the desk's frame, drawn wider round Theo, still holds his tail whole.
        { animal: 'pip', x: 584, y: 440, pose: 'sniff', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      en: 'On the muddy path Charlotte crouches and points at tiny paw prints and squashed purple blueberries in the mud. Pip stands at the mud’s edge with his nose down on the prints, sniffing them, and Theo, a step behind them, steps off down the path and points on toward the river glinting muddy brown between the trees.',
      ko: '진흙투성이 길에서 샬럿이 쪼그려 앉아 조그만 발자국과 진흙 속의 터진 보라색 블루베리를 가리켜요. 핍은 진흙 가장자리에 서서 발자국에 코를 바짝 대고 킁킁 냄새를 맡고, 둘 뒤 한 걸음 떨어진 테오는 길을 따라 발을 내디디며 나무 사이로 누렇게 반짝이는 강 쪽, 길 아래를 가리켜요.',
    },
  },
  'c2-p2': {
    // The broken bridge after the storm, as the climax of the book, closer than the pages round it: the flood
    // running across between our bank and the far one, the log bridge already snapped in two, its near half jutting
    // from our bank, its far half tipped from the far bank's grass down into the waves, and Bramble on the far bank
    // right at its top, hugging her basket, stuck. On our bank, a step up from the water, the whole family turns to her:
    // Theo points across at her, Dad beside him, his open hand on Theo's shoulder, holds him back, Charlotte has her hands to her
    // cheeks, and Pip stands at their feet, ears flat, looking across (Dad turned to the children between them and the
    // water, the children's eyes met his legs, and nobody looked at Bramble: blind critic r28). The same place, seen the
    // same way, as the next two pages.
    scene: {
      background: 'flood-woods',
      time: 'day',
      // In on the family, the broken bridge and Bramble, one diagonal from our bank up to hers, so she is big enough
      // across the water for her fright to read (framed on the whole river, she was a speck at its far edge).
      camera: { x: 406, y: 320, zoom: 1.32 },
      // On a phone the frame set whole by hand, a little closer than the canvas and right of the family, so its right half is
      // the broken bridge and Bramble: the near half from Dad's boots, the white water in the gap, the far half up to her
      // feet; the family, a size smaller, stands in its left half, Dad left of the middle (framed by the desk's camera, Dad
      // filled the middle third and the bridge read as one stick by his legs; a bigger bridge or a smaller Dad only made the
      // engine's frame come closer again).
      tallCamera: { x: 476, y: 283, zoom: 1.15 },
      items: [
        // Tall spruces on both banks, so the top of the picture is the forest; on a phone one each side of its frame, the
        // far one bigger, so the frame's top is not empty sky.
        { prop: 'pine-tree', x: 700, y: 330, size: 200, tall: { x: 650, size: 260 } },
        { prop: 'pine-tree', variant: 'old', x: 128, y: 350, size: 150, tall: { x: 296 } },
        { prop: 'forest-river', part: 'river', variant: 'flood-across', x: 400, y: 500, size: 800 },
        // On a phone with the family: our bank's lip then curves down into the flood right of Dad's boots and the bridge's
        // broken end stays out in the white water (left where the desk draws it, it lay on the grass).
        { prop: 'forest-river', variant: 'near-lip', x: 240, y: 500, size: 560, tall: { x: 366 } },
        // The bridge in two, lying still: the near half out from our bank, the far half from the far bank's grass down
        // into the waves, which break white round its splintered end (the same halves as the next page's, closer). Right
        // of the family, its near half's root at Dad's boots, so its whole length and the break show past him in both
        // frames (with Dad standing over the near half, his legs hid the break on a phone).
        {
          prop: 'snapped-bridge',
          part: 'log-bridge',
          variant: 'halves-across',
          x: 486,
          y: 446,
          size: 116,
          // On a phone drawn shorter ('halves-close'), a step up the water, just right of Dad's boots: the near half out
          // from them, the white water in the gap clear of him, and the far half whole up to Bramble's feet on the far
          // bank's grass (full length, the far half ran off the frame's right edge).
          tall: { x: 540, y: 436, size: 96, variant: 'halves-close' },
        },
        // Bramble on the far bank's edge right beside the far half's top, sunk into herself with fright, her basket squeezed
        // to her chest between her paws, her face to us across the water; a size up on this page, so across the water her
        // fright reads on a phone.
        {
          animal: 'bramble',
          x: 664,
          y: 336,
          // On a phone, which draws the far bank a step higher, up on its grass too (not against its dirt face), in from
          // the frame's right edge, whole, and on the grass just left of the far half's top (right over it, a critic saw
          // her perched on the log's very tip; further left, a birch trunk behind her rose out of her head: blind critic r58;
          // right by the top, she sat on it: r60).
          tall: { x: 594, y: 316 },
          scale: BRAMBLE_SCALE * 1.25,
          pose: 'freeze',
          facing: 'left',
          expression: 'scared',
        },
        { prop: 'blueberry-basket', part: 'berry-basket', x: 650, y: 330, size: 26, tall: { x: 580, y: 310 } },
        // Her sweat drops just over her head, not up in the tree's boughs (blind critic r60, p5).
        { prop: 'fright-marks', variant: 'scared', x: 678, y: 290, size: 34, tall: { x: 606, y: 272 } },
        // The tracks on our bank's grass in front of Dad, running to the water's edge: on a phone right by the water, past
        // his boots (turned to the children, he stood on them).
        { prop: 'paw-prints', part: 'paw-prints', x: 468, y: 498, size: 44, count: 5, tall: { x: 512 } },
        // Theo at the front of the family, a step up the bank from the near half's root, turned to the far bank and pointing
        // a little up at Bramble; on a phone his point given its own reach (moved with him, it folded back behind his body).
        // Leaning in from the hips toward her and the water, straining to go to her, so Dad's hand holds him back (standing
        // straight, the family read as a flat row of profiles: blind critic r60; lunging, he squatted and his point crossed his face).
        {
          person: 'theo',
          x: 266,
          y: 482,
          tall: { x: 424, scale: 0.86, reachTo: { near: { x: 530, y: 330 } } },
          pose: 'lean-in',
          bendsTo: 'bramble',
          facing: 'three-quarter-right',
          expression: 'scared',
          turnsTo: 'bramble',
          arms: 'point',
          reachTo: { near: { x: 372, y: 338 } },
        },
        // Pip hiding behind Dad's legs, his head out between them, scared of the water (in front of the family, he hid the
        // grown-ups' feet and nobody stood on the bank: blind critic r70).
        { animal: 'pip', x: 236, y: 490, tall: { x: 398, scale: 0.86 }, pose: 'stand', facing: 'right', expression: 'scared' },
        // Dad between the children, a step nearer us, on the grass, turned to the flood and Bramble, his near hand open on
        // Theo's shoulder, holding him back from the water (low on his back, the hand was a clump behind Theo's elbow); on
        // a phone his hand's point given with Theo's place.
        {
          person: 'theo-dad',
          x: 206,
          y: 492,
          tall: { x: 378, scale: 0.86, reachTo: { near: { x: 420, y: 354, on: 'theo' }, far: { x: 344, y: 360, on: 'charlotte' } } },
          pose: 'stand',
          facing: 'three-quarter-right',
          expression: 'scared',
          turnsTo: 'bramble',
          reachTo: { near: { x: 262, y: 336, on: 'theo' }, far: { x: 150, y: 350, on: 'charlotte' } },
        },
        // Charlotte on Dad's left, her hands to her cheeks, leaning in toward the water as she stares across at Bramble, Dad's
        // far hand on her back behind her (blind critic r60: the family a flat row of upright profiles): drawn after him, so on a phone, where the
        // family stands closer, her face is in front of his hip (drawn before him, his hip hid it).
        {
          person: 'charlotte',
          x: 146,
          y: 484,
          tall: { x: 342, scale: 0.86 },
          pose: 'lean-in',
          facing: 'three-quarter-right',
          expression: 'worried',
          turnsTo: 'bramble',
          bendsTo: 'bramble',
          arms: 'hands-to-face',
        },
      ],
    },
    alt: {
      en: 'The tracks end at the wide, muddy river, which rushes past fast. The log bridge is broken in two: its near half sticks out from this bank, and its far half tips down from the far bank into the rushing water, its splintered end in the waves. On the far bank Bramble huddles beside it, hugging her basket of blueberries, her eyes wide with fright and sweat drops flying off her head. On this bank, a step back from the water, the family is turned to her: Theo, scared, leans toward the water and points across at Bramble; Dad stands beside him, looking across at her, his hand on Theo’s shoulder to hold him back; Charlotte, in front of Dad, leans forward too and holds her hands to her cheeks with a worried frown; and Pip the fox stands at their feet with his ears flat, looking across.',
      ko: '발자국은 넓은 흙탕물 강가에서 끊겼어요. 강물이 세차게 흘러가요. 통나무다리는 두 동강이 났어요. 이쪽 반은 이쪽 강둑에서 삐죽 나와 있고, 건너편 반은 건너편 강둑에서 세찬 물속으로 기울어져 부러진 끝이 물결에 잠겼어요. 건너편 강둑에서는 브램블이 그 옆에 몸을 잔뜩 웅크리고 블루베리 바구니를 꼭 끌어안고 있어요. 겁에 질려 눈이 동그래지고 머리에서 식은땀이 흘러요. 이쪽 강가에서는 물가에서 한 걸음 물러선 가족이 모두 브램블 쪽을 바라봐요. 테오는 겁먹은 얼굴로 물 쪽으로 몸을 기울여 건너편의 브램블을 손가락으로 가리키고, 아빠는 그 옆에서 브램블을 바라보며 테오의 어깨에 손을 얹어 붙잡고 있어요. 아빠 앞의 샬럿도 몸을 앞으로 기울인 채 걱정스러운 얼굴로 두 손을 볼에 대고 있고, 여우 핍은 그 발치에 서서 귀를 납작하게 눕힌 채 건너편을 바라봐요.',
    },
  },
  'c2-p3': {
    // "Dad and Theo push a long branch ... the river grabs it, spins it and whooshes it away", both in one moment, from
    // our bank just below the broken bridge: the long branch still in Dad's fists and Theo's hands at its thick end, its
    // leafy far end dragged down into a swirl and bent downstream (drawn torn away, a critic saw nobody pushing and a
    // twig in a whirlpool; drawn held with only its tip in a small whirl, another missed the whoosh). Bramble watches.
    scene: {
      background: 'flood-woods',
      time: 'day',
      // A step closer than the whole canvas, so the faces read on a phone.
      camera: { x: 460, y: 410, zoom: 1.2 },
      // On a phone the whole push in one line from Theo's back foot to Bramble, the frame set whole by hand so every hand
      // stays on the branch and the branch runs from Dad's fists above his knee out to its leafy end in the swirl (with the
      // engine's frame and a short branch, it vanished behind his thigh, his hands sat on his knee and the whirl was empty);
      // the lantern is left out of the narrow frame (at its edge it was cut in half).
      tallCamera: { x: 450, y: 250, zoom: 1 },
      items: [
        // Tall pines on both banks, so the top of the picture is the forest.
        { prop: 'pine-tree', x: 640, y: 334, size: 170 },
        { prop: 'pine-tree', x: 740, y: 326, size: 210 },
        { prop: 'pine-tree', variant: 'old', x: 168, y: 352, size: 150 },
        // A tall pine on our bank: on a phone it stands behind Dad, so the top of the narrow frame is the forest, not empty sky.
        { prop: 'pine-tree', x: 300, y: 296, size: 190, tall: { x: 470, y: 268, size: 220 } },
        // The flood running across the picture, as where the bridge broke, and our bank's grass under both of them, its
        // lip curving away in front of Dad so the water begins past his boots; low enough behind them that a broad run of
        // the flood shows between the banks (higher, a thin strip between two earth faces read as a road).
        { prop: 'forest-river', part: 'river', variant: 'flood-across', x: 400, y: 500, size: 800 },
        { prop: 'forest-river', variant: 'near-lip', x: 365, y: 524, size: 730, tall: { x: 425 } },
        // Dad's unlit lantern set down on the grass behind them (it is with them all day).
        { prop: 'lantern', x: 176, y: 474, size: 40, lit: false },
        // The river grabbing the branch out of their hands, both moments in one: the long branch (longer than Dad is
        // tall) still in Dad's two fists and Theo's hands at its thick end, running out over the flood, its leafy far
        // third dragged down into a wide swirl and twisted downstream, bending, with spin arrows and whoosh streaks
        // (drawn torn away and empty-handed, a critic saw nobody pushing and a twig in a whirlpool; drawn held with only
        // its tip in a small whirl, an earlier one missed the whoosh). Drawn before them, so their fists close over it.
        {
          prop: 'pushed-branch',
          part: 'branch',
          variant: 'dragged',
          x: 500,
          y: 434,
          size: 300,
          // On the phone a step lower, under Theo's chin with his hands (level with them, its thick end ran across his
          // mouth and nose as he leaned in: blind critic r27, p6).
          tall: { x: 486, y: 419, size: 210, rotate: 0 },
        },
        // Bramble frozen on her hind feet at the far bank's edge, across from them, watching the river take the branch
        // ("How will I get home?"), at her one size (the far bank shrinks her as it would anyone there); on a phone up
        // on the far bank's grass inside the narrow frame, a size up there (at 1.2 a critic saw a thumb-sized dot: r69; at
        // 1.45, "blown up to about Dad's torso size": r83). Her
        // basket hugged to her chest, as on the pages round it.
        {
          animal: 'bramble',
          x: 700,
          y: 360,
          tall: { x: 590, y: 318, scale: BRAMBLE_SCALE * 1.3 },
          scale: BRAMBLE_SCALE,
          pose: 'freeze',
          facing: 'left',
          // In tears as the branch is swept off, "How will I get home to Mama?" (wide-eyed with fright, the face she had on
          // the page before, she had no new feeling here: blind critic r85, p6).
          expression: 'crying',
        },
        { prop: 'blueberry-basket', part: 'berry-basket', x: 690, y: 355, size: 21, tall: { x: 574, y: 306 } },
        { prop: 'fright-marks', variant: 'scared', x: 708, y: 312, size: 36, tall: { x: 600, y: 262 } },
        // Dad in front, down on one knee at the very edge of the grass, braced, both fists on the branch, his eyes out
        // on its far end where the river drags it, his mouth open in dismay.
        {
          person: 'theo-dad',
          x: 426,
          y: 470,
          pose: 'one-knee',
          facing: 'side-right',
          expression: 'scared',
          gaze: 'right',
          arms: 'push',
          reachTo: { near: { x: 503, y: 391, on: 'branch' }, far: { x: 487, y: 394, on: 'branch' } },
          tall: { x: 452, scale: 0.88, reachTo: { near: { x: 516, y: 381, on: 'branch' }, far: { x: 502, y: 384, on: 'branch' } } },
        },
        // Theo behind Dad, feet braced on the grass, both hands on the branch's thick end, hanging on as the river pulls.
        // On a phone both drawn a little smaller (the frame is too narrow for the two and the branch at full size), Theo a
        // step nearer us with his boot clear of Dad's kneeling shin, his fists on the butt in the gap before Dad's back
        // (at full size they pressed into Dad's hip and the butt was hidden behind Dad's leg).
        {
          person: 'theo',
          x: 270,
          y: 480,
          pose: 'lunge',
          facing: 'side-right',
          // Straining against the river's pull, his jaw set (scared, his open mouth in profile read as an eager grin:
          // blind critic r92, p6).
          expression: 'determined',
          gaze: 'right',
          arms: 'push',
          reachTo: { near: { x: 383, y: 415, on: 'branch' }, far: { x: 367, y: 419, on: 'branch' } },
          tall: { x: 312, y: 490, scale: 0.88, reachTo: { near: { x: 404, y: 410, on: 'branch' }, far: { x: 393, y: 412, on: 'branch' } } },
        },
      ],
    },
    alt: {
      en: 'At the grassy edge of the wide, muddy, rushing river, Dad and Theo push a long leafy branch, longer than Dad is tall, out across the water toward Bramble, and the river grabs it. Theo, behind, lunges with his feet braced and both hands on its thick end; Dad kneels on one knee in front at the very edge of the grass, both fists on it, his mouth open in dismay. Out in the water a spinning swirl of white foam has caught the leafy far end, pulling it down and bending it away downstream, with whoosh lines streaming off. On the far bank’s grass, Bramble stands frozen on her hind feet, hugging her basket of blueberries, in tears, with sweat drops flying off her head.',
      ko: '넓고 물살이 센 흙탕물 강가 풀밭 끝에서, 아빠와 테오가 아빠 키보다 긴 잎 달린 나뭇가지를 강 건너 브램블 쪽으로 쭉 밀어 내는데, 강물이 나뭇가지를 홱 붙잡아요. 뒤에 선 테오는 두 발로 버티며 두 손으로 나뭇가지 굵은 끝을 꼭 잡고, 앞쪽 풀밭 끝에 한쪽 무릎을 꿇은 아빠도 두 주먹으로 나뭇가지를 잡은 채 입을 벌리고 당황해요. 강물 속에서는 하얀 물거품이 빙글빙글 도는 소용돌이가 잎 달린 끝을 붙잡아 아래로 끌어당기며 강 아래쪽으로 휘게 하고, 쉭쉭 물살 자국이 뻗어 나가요. 건너편 강둑 풀밭에서는 브램블이 블루베리 바구니를 꼭 끌어안고 뒷발로 서서, 얼어붙은 채 눈물을 글썽이며 머리에서 식은땀을 흘려요.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'flood-woods',
      // The cloud thinning over the flood as Theo finds the way round: no grey wash, the low clouded sky of the woods
      // left as it is, so the faces and the map are lit and cast their shadows again, the turn of the book seen in its
      // light after the three grey pages of the flood (under the same wash, the four read as one).
      time: 'day',
      // In and down on the group round the map, so they fill the picture and Hazel swoops in just over their heads (framed
      // on the whole bank, the four sat in its bottom third under a wide band of sky).
      camera: { x: 330, y: 340, zoom: 1.45 },
      items: [
        // The same place as the broken bridge's page (c2-p2), seen the same way: the flood running across the picture behind them,
        // our bank's grassy corner under the family, and on the right what is left of the bridge, its near half jutting
        // from our bank and its far half's end down in the waves (seen running toward us, the river turned between pages).
        { prop: 'forest-river', part: 'river', variant: 'flood-across', x: 400, y: 500, size: 800 },
        // Our bank's lip low behind the group, so the flood shows running behind them on both screens (higher, the lip
        // hid all but its foam line, and the bank's earth face with that line across it read as a road).
        { prop: 'forest-river', variant: 'near-lip', x: 270, y: 530, size: 820 },
        { prop: 'snapped-bridge', part: 'log-bridge', variant: 'halves-across', x: 668, y: 472, size: 100 },
        // A tall pine on the far bank behind the group, so the phone's picture, framed on them, has forest over their heads
        // and not an empty grey sky: right of Hazel, so she flies clear of its trunk (in front of it, she sat on it).
        { prop: 'pine-tree', variant: 'old', x: 520, y: 346, size: 130 },
        { prop: 'pine-tree', x: 640, y: 350, size: 110 },
        { prop: 'pine-tree', x: 730, y: 346, size: 96 },
        // Hazel swooping down right over the group, big and near, so the phone's picture has her in its top third and not
        // an empty sky over their bent heads; her flight streaks curving down behind her. Low, just over Theo's and Dad's
        // heads, so the desk's frame comes in on the group (high by the pine's top, she held it out on the whole bank).
        // The streaks small and a little way behind her wingtip: nearer, the phone, drawing her in toward the group, drew
        // her wing over them; bigger, they pushed the phone's frame onto the group.
        { prop: 'running-trail', variant: 'swoop', part: 'swoop', x: 500, y: 190, size: 56 },
        // Turned to Theo as she answers his plan ("I'll tell Bramble!"), on both screens wherever they stand.
        { animal: 'hazel', x: 350, y: 210, scale: 1.5, pose: 'fly', facing: 'left', expression: 'happy', turnsTo: 'theo' },
        // Charlotte a step behind Theo on his left, turned to his map, clapping at the plan (three-quarter, as on her other
        // pages), her eyes open on it (laughing, her eyes shut, she beamed out at the reader). Dad is on Theo's right,
        // the side of the map where Pebble Bend is drawn, so his finger reaches it without his arm crossing the map.
        {
          person: 'charlotte',
          x: 222,
          y: 470,
          pose: 'clap',
          facing: 'three-quarter-right',
          headFacing: 'side-right',
          gaze: 'down-right',
          expression: 'happy',
          turnsTo: 'map',
        },
        { prop: 'boot-mud', x: 223, y: 474, size: 46 },
        // Pip sitting up tall at her feet, ears up, his head lifted from the map to Hazel swooping down.
        { animal: 'pip', x: 170, y: 486, pose: 'sit', facing: 'right', expression: 'happy', head: 'up' },
        // Theo standing side-on at Charlotte's height, turned to Dad and the map, holding it low before him by its near
        // edge in one hand, his head bowed over it (kneeling and facing us with it by its two sides, he shrank to toddler
        // height and a critic saw him hold it out to the reader like a show-and-tell card).
        {
          person: 'theo',
          x: 290,
          y: 488,
          pose: 'stand',
          arms: 'hold',
          facing: 'side-right',
          headFacing: 'side-right',
          // A proud smile, so his eyes drop under their lids to the map (the open 'happy' eyes, their dark pupils only
          // a little lower, looked level at Dad's face on the phone: blind critic r61).
          expression: 'proud',
          head: 'down',
          gaze: 'down-right',
          // Before him at his chest, forearm near level so the sheet hangs almost upright, and well out toward Dad, so
          // Pebble Bend's dots and the whole of its name stand clear of Dad's thigh on both screens (lower at his waist
          // and tipped down, the phone drew Dad's thigh over the dots and cut the name to "Pebble Be").
          reachTo: { near: { x: 350, y: 392 } },
          holding: { prop: 'forest-map', part: 'map', variant: 'by-edge', size: 80, label: 'Pebble Bend' },
        },
        // Dad down on one knee facing Theo across the map, nearer the middle (behind the map's right, the phone's side edge
        // cut a quarter of him), upright with his eyes down on it and one finger on the bend full of gray dots. Drawn after
        // Theo, so the finger lies on the map in Theo's hand. Not bent in to Theo: bent, the phone drew his beard into
        // Theo's nose and his hair over Theo's head. His other hand back on the lantern at his heels (low by the map, it
        // hid Pebble Bend's dots and name).
        {
          person: 'theo-dad',
          x: 450,
          y: 486,
          pose: 'kneel',
          facing: 'side-left',
          expression: 'surprised',
          head: 'down',
          gaze: 'down-left',
          arms: 'point',
          // His fingertip in the ring of gray dots at the sheet's lower right, his knee a step to the right of the sheet.
          // Knelt at 490 with his finger at the ring's top, the phone, drawing him in nearer Theo, shortened his reach and
          // set the finger on the river by the little bridge, beside the dots (blind critic r61); a step nearer Theo and
          // pointing lower in the ring, the phone's squeeze takes less off his reach and the finger lands on the dots on
          // both screens; at the ring's lower right, so his hand stays off it (at its middle, on the phone his hand hid most
          // of the dots: blind critic r74). His other hand rests on the handle of the lantern at his heels (on his thigh
          // behind him, the phone drew it hanging in the air by the lantern: blind critic, p7).
          reachTo: { near: { x: 432, y: 442 }, far: { x: 510, y: 456 } },
        },
        // Dad's unlit lantern set down on the grass at his heels (it is with them all day), his far hand resting on its
        // handle: drawn after him, so it stands in front of his boot. Between Theo and Charlotte it stood on Theo's boots
        // once he knelt.
        { prop: 'lantern', x: 510, y: 494, size: 40, lit: false },
        { prop: 'boot-mud', x: 292, y: 492, size: 46 },
      ],
    },
    alt: {
      en: 'On the grassy riverbank by the broken log bridge, with the wide muddy river rushing past behind them, Theo stands side-on to Dad, holds his open map low in front of him in one hand, and bends his head over it, studying it. It shows Pebble Bend, a river bend full of gray pebbles with its name written under it. Dad kneels facing him across the map, leans in over it and puts a finger on Pebble Bend. On Theo’s other side, Charlotte claps her hands and smiles at the map, Pip the fox sits up tall beside her, and Hazel the owl swoops down with her wings spread.',
      ko: '넓은 흙탕물 강이 뒤로 세차게 흐르는 부러진 통나무다리 옆 풀밭 강가에서 테오가 아빠 쪽으로 옆으로 서서 펼친 지도를 한 손으로 낮게 들고 고개를 숙여 골똘히 들여다봐요. 지도에는 회색 조약돌이 가득하고 이름이 적힌 물굽이, 조약돌 여울이 그려져 있어요. 지도 건너편에 한쪽 무릎을 꿇은 아빠가 테오 쪽으로 몸을 숙여 조약돌 여울을 손가락으로 짚어요. 테오 반대편에서 샬럿은 지도를 보며 방긋 웃고 손뼉을 치고, 여우 핍은 샬럿 옆에 꼿꼿이 앉아 있고, 부엉이 헤이즐이 날개를 활짝 펴고 날아 내려와요.',
    },
  },
  'c3-p2': {
    // Pebble Bend seen straight across from our bank, so the row runs from the children's feet to Bramble's: all five
    // stones set from our bank's edge to the far bank's, as the words count them (with the fifth in Dad's hands over an
    // empty place, the row was counted short). Dad, ankle-deep in mid-river beside the row, bends to set the last one down with both hands; Bramble, curled into a ball, waits on the far bank just
    // beside it, a step left of his hands. On our bank Theo and Charlotte roll flat rocks to the edge from either side, and Pip noses a
    // pebble along in front of Theo.
    scene: {
      background: 'forest',
      time: 'day',
      items: [
        // Tall pines behind the far bank, so the top of the picture is the forest, not empty sky.
        { prop: 'pine-tree', x: 150, y: 300, size: 170 },
        { prop: 'pine-tree', x: 620, y: 298, size: 190 },
        { prop: 'pine-tree', x: 730, y: 302, size: 220 },
        { prop: 'pebble-bend', ...bendAcross },
        // Dad's unlit lantern left on our bank while he wades (it is with them all day), by Charlotte at the left (by Pip
        // on the right, the phone drew Pip standing over it, its handle above his back: blind critic r62).
        { prop: 'lantern', x: 46, y: 474, size: 40, lit: false },
        // Hazel high over the far bank, in the sky above Dad (lower, the phone drew her perched on his back), in flight
        // with both wings out (one wing pointing, her feet on nothing before the pine, a critic saw her float: r62).
        // Her head on Dad below her.
        { animal: 'hazel', x: 600, y: 128, pose: 'fly', facing: 'left', expression: 'happy', turnsTo: 'theo-dad' },
        // Bramble's basket set down on the far bank's grass a step left of her, where she curled up (she is drawn after Dad);
        // a step further left than her nose, so the phone, drawing her in, does not hide it behind her.
        { prop: 'blueberry-basket', part: 'berry-basket', x: 322, y: 300, size: 24 },
        // Both children on the row's left, each rolling a flat rock on its edge like a wheel toward the row's start,
        // crouched behind it with both hands on its top edge, Charlotte a step behind Theo: on this side only, the phone's
        // frame draws the group together without a rock over the row. The rocks, turned so their thin rims show (seen
        // face-on, wide and round, they read as boulders the children stood beside), drawn before the children, so
        // their palms lie on them. Knee-high, as flat stones a child can roll (the height of a child's middle, they
        // read as upright eggs too big to move).
        { prop: 'rolled-rock', part: 'flat-rocks', x: 170, y: 470, size: 66 },
        {
          person: 'charlotte',
          x: 114,
          y: 468,
          // Kneeling up behind her rock, turned three-quarters with her face up and glad, while Theo crouches head down
          // over his: both crouched side-on with heads down, they were one child drawn twice (blind critic r28).
          pose: 'kneel',
          arms: 'push',
          // Both hands on her rock's top, rolling it (at its foot they rested at its edge: blind critic r54).
          reachTo: { near: { x: 160, y: 446 }, far: { x: 166, y: 440 } },
          facing: 'three-quarter-right',
          turnsTo: { x: 170, y: 450 },
          gaze: 'down-right',
          expression: 'happy',
        },
        { prop: 'rolled-rock', part: 'flat-rocks', x: 266, y: 494, size: 74 },
        // The five stones as a thing of their own (stone-row), where the bend's row lies: a part of the place, the phone's
        // picture drew the group together over it, and the row ran up Dad's belly with his hands in the water beside it.
        // Now his hands say they are on it, so the phone moves the row and him as one. Drawn after the rocks, so on a
        // phone, which draws them closer to it, their rocks never cover its near stones, and before Theo, so his hands
        // stay on top (drawn after him, the row's near stone hid his hands on the phone).
        { prop: 'stone-row', part: 'stepping-stones', ...stoneRowIn(bendAcross) },
        {
          person: 'theo',
          x: 208,
          y: 492,
          pose: 'crouch',
          arms: 'push',
          head: 'down',
          // Both hands on his rock's near shoulder, pushing it over (a step short of it, they rested on his own boot: blind
          // critic r54).
          reachTo: { near: { x: 258, y: 466 }, far: { x: 264, y: 458 } },
          facing: 'side-right',
          // Head and eyes on the rock he rolls in profile (turned three-quarters with his eyes down, he still seemed to look out at the reader).
          turnsTo: { x: 264, y: 474 },
          gaze: 'down-right',
          expression: 'happy',
        },
        // No sting marks: his "Ouch!" is his wince alone (red marks at his hand on the stone read as the stone stinging
        // him; over his shoulder they sat on his shirt; out in the water, a critic saw them float off his hands).
        // Dad out by the far end of the row, on the row's right, his trousers rolled up, ankle-deep in the water and bent
        // over with both hands on a stone, setting it into the riverbed: the one who lays the stones (standing bent over
        // it without hands placed, they stopped at his knees, clasped there, well above the stone).
        // His "Ouch!" is a small sting by the hand Bramble pricked, not a hand shaken in the air (shaken high, it read as
        // a wave, and the row had no one laying it). Drawn after the row, his hands on the last stone
        // (drawn before it, the stone hid his hands and read as stacked on his lap); moving with the row on the phone, his
        // knees stay right of it and cover none of the five.
        {
          person: 'theo-dad',
          rolledUp: true,
          // Ankle-deep in the shallow bend, his shins solid down to the ripple (knee-deep, the engine's water drew his
          // shins ghosted below the line, and a critic saw see-through legs).
          wading: 'ankles',
          // Right of the last stone, so his legs stand in the water beside it and not in front of it (a step further left, his
          // legs hid it and a critic counted four stones where the words say five); his back still inside the phone's edge.
          x: 546,
          y: 405,
          // Standing on the riverbed out in mid-river, level with the row's middle stones, bent from the hips over the last
          // one, his arms long enough to close on it at the far bank's edge (crouched in the water, his thighs lay level at
          // the water line over ghosted shins, and a critic saw him squat on an invisible stool; his feet at our bank's
          // edge, a critic saw him stand by the near bank with his hands at the far one: blind critic r61).
          pose: 'bow',
          arms: 'hold-both',
          facing: 'three-quarter-left',
          // His head turned away over his shoulder, wincing, "Ouch!": eyes screwed shut and mouth wide open, so the words'
          // first beat shows on his face (his head down to the stone with a small round mouth, the sting read as nothing and
          // the page began with the stones; turned to Bramble on his left, his body turned too and his hands slid off the
          // stone into the water).
          headFacing: 'three-quarter-right',
          gaze: 'right',
          expression: 'sneeze',
          // His hands on the last stone's two ends, the stone whole between them (side by side on its top, they hid it and
          // read as clasped, doing nothing; a hand's width out past its ends, they hovered beside it: blind critic r61). The
          // setting hand down on the stone's top, its fingers over the edge (a finger's width higher, it hovered: r97, r98).
          reachTo: {
            near: { x: fifthPlace.x + 10, y: fifthPlace.y + 12, on: 'stepping-stones' },
            // The hand nearest Bramble at her prickles as they prick it ("Ouch!"; both on the stone, the ouch was only told;
            // snatched up to his chest, a hand's width off her, a critic could not tie his "Ouch!" to her: blind critic r87, p8).
            far: { x: fifthPlace.x - 28, y: fifthPlace.y - 30 },
          },
        },
        // Bramble curled into a prickly ball on the far bank's grass a step left of the last stone and of Dad's hands on it,
        // the one he tried to carry, her spines out toward him and her face tucked in (decision 141): the
        // cause of his "Ouch!" and the reason for the stones (standing up on her hind feet, a critic read no curl and no
        // reason for them; her own size a step further left, with an open eye, a critic saw a one-eyed brown cog far off on
        // the bank; on the row's left up by the children's heads, a step past his arm, a critic found his "Ouch!" had no
        // cause, Dad nowhere near her: blind critic r61). Drawn after Dad, so his arms and chest never cover her (behind
        // him, the phone drew his head over half of her), and on the bank, not on the stone, so all five stones show.
        // Beside the stone, not over it: just above it between his hands, after "No carrying hedgehogs!" a critic saw Dad
        // carrying her on the stone in his hands (blind critic r62). Down on the bank's grass, not on its top edge, where
        // the ball stood against the trees as if floating (blind critic).
        { animal: 'bramble', x: 418, y: 312, scale: BRAMBLE_SCALE * 1.2, pose: 'curl', facing: 'left', expression: 'sleepy' },
        // Dad's "Ouch!": the prick's spark off her spines, at his fingertips.
        { prop: 'prickle-ouch', x: 454, y: 290, size: 32 },
        // Pip on our bank right of the row, nose down on the pebble he is nudging along: a step clear of the row, so on
        // the phone, where Bramble on the far bank widens the group, he does not cover its near stones. (Sitting with his
        // head bowed, he read as resting, not nudging.) Down low on his belly, his nose at it: standing to sniff, his tail ran
        // off the phone's right edge past Dad bent over the row.
        // Right of the bank stone at the river's edge, so it shows whole beside him (in front of it, its grey dome sat over
        // his head like a see-through helmet: blind critic r85, p8).
        { animal: 'pip', x: 676, y: 490, pose: 'cower', facing: 'left', expression: 'happy' },
        { prop: 'round-pebble', x: 628, y: 492, size: 24 },
      ],
    },
    alt: {
      en: 'At Pebble Bend, a narrow, shallow stretch of the river, everyone works. Five flat stones now lie in a row from this bank to the far one, and Dad stands knee-deep in the water beside the row with his trousers rolled up, bent over with one hand on the last stone at the far bank’s edge, setting it into the riverbed, the fingers of his other hand just pricked on her spines, and he turns his head away with his eyes screwed shut and his mouth wide open, “Ouch!”, a little sting by her prickles where they pricked him. Theo crouches and Charlotte kneels behind low flat rocks, both hands on top, and they roll them over to the edge, Pip noses a pebble along, Hazel flies above, and on the far bank’s grass beside where the stones end, a step from Dad’s hands, Bramble is curled up into a tight prickly ball, spines out and her face tucked in, only her nose tip showing, her basket of blueberries set down beside her.',
      ko: '좁고 얕은 물굽이, 조약돌 여울에서 모두 힘을 모아요. 이제 납작한 돌 다섯 개가 이쪽 강가에서 건너편 강가까지 줄지어 놓였어요. 아빠는 바지를 걷어 올리고 줄 옆 무릎 깊이 물속에 서서 허리를 굽혀 두 손으로 돌을 꾹 눌러 강바닥에 놓으며, 브램블의 가시에 찔린 손이 따끔해 고개를 홱 돌리며 눈을 질끈 감고 입을 크게 벌려 “아야!” 해요. 테오는 쪼그려 앉고 샬럿은 무릎을 꿇고 앉아, 강가에서 납작한 돌 뒤에서 두 손으로 짚고 물가로 뒤집어 굴리고, 핍은 코로 작은 돌을 밀고, 헤이즐은 위에서 날아요. 건너편 강가, 돌다리 끝 옆 풀밭에서는 브램블이 가시를 세우고 얼굴을 파묻은 채 가시 공처럼 몸을 동그랗게 말고 있어요. 코끝만 살짝 보여요. 옆에는 블루베리 바구니가 놓여 있어요.',
    },
  },
  'c3-p3': {
    // Medium, on Charlotte crouched at the bank calling softly, one open hand held out to her, Bramble frozen on the middle stone of the row that runs
    // from Charlotte's feet back to the far bank, all five in the phone's frame.
    scene: {
      background: 'forest',
      time: 'day',
      items: [
        // The bend seen from our bank, the five stones running from the bank's edge at Charlotte's side back to the far bank.
        { prop: 'pebble-bend', ...fromBank },
        { prop: 'river-stones', part: 'stepping-stones', variant: 'across-wobbly', ...fromBank },
        {
          person: 'charlotte',
          x: 222,
          y: 490,
          // Turned side-on, so her knees and her back show (three-quarter, the crouch read as a pile of boots).
          pose: 'crouch',
          facing: 'side-right',
          // Calling to her, her mouth open on the words and her eyes open on Bramble (a calm closed smile read as a smug
          // smirk: blind critic r76, p9; 'calling' once opened a big laugh, before the profile mouth was a notch).
          expression: 'calling',
          gaze: 'right',
          arms: 'open-hand',
          // Her open hand held out toward Bramble, palm to her, just short of the row's first stone (a hand raised
          // higher went to her mouth and read as "oops"; reaching further bent her over the row).
          head: 'up',
          // Her other hand down on her knee, out of sight behind it (open at her chest, it read as a fist with no arm: blind
          // critic r98, p9).
          otherArm: 'palm-on',
          reachTo: { far: { x: 242, y: 454 } },
        },
        // Pip on the bank behind her, sitting up and watching his friend on the wobbling stone, holding his breath (the
        // climax had no one watching it: blind critic r76, p9).
        { animal: 'pip', x: 120, y: 476, pose: 'sit', facing: 'right', expression: 'worried', head: 'up' },
        // Bramble frozen upright on her hind feet on the middle stone's top (on all fours she lay flat like a
        // pincushion), her eyes wide with fright, her basket clutched to her chest between her paws, the sweat just over her
        // head (higher, it hung over the far bank).
        { animal: 'bramble', x: middleStone.x, y: middleStone.y, scale: BRAMBLE_SCALE, pose: 'freeze', facing: 'left', expression: 'scared' },
        // Its rim up under her paws at her chin (a step lower, it hung at her belly with no paw on it: blind critic r101).
        { prop: 'blueberry-basket', part: 'berry-basket', x: middleStone.x - 11, y: middleStone.y - 19, size: 18 },
        { prop: 'fright-marks', variant: 'scared', x: middleStone.x + 12, y: middleStone.y - 34, size: 28 },
        // "The third stone wobbles": its two ends tipping and the water ringing round it, past her feet (the stone itself
        // lies under her, and a critic could not see it move).
        { prop: 'fright-marks', variant: 'wobble', x: middleStone.x, y: middleStone.y + 2, size: 44 },
      ],
    },
    alt: {
      en: 'Five flat stones run across the shallow river, from the grassy bank where Charlotte crouches back to the far bank. Bramble stands frozen and trembling on the third, wobbling stone in the middle, hugging her basket, her eyes wide with fright. Charlotte crouches at the start of the stones, holds one open hand out to her and calls to her softly. Behind her on the bank, Pip sits up and watches his friend.',
      ko: '납작한 돌 다섯 개가 샬럿이 쪼그려 앉은 풀밭 강가에서 건너편 강가까지 얕은 강을 가로질러 놓여 있어요. 브램블이 가운데, 흔들리는 세 번째 돌 위에서 바구니를 꼭 안고 겁에 질려 눈을 동그랗게 뜬 채 덜덜 떨며 얼어붙었어요. 샬럿은 돌이 시작되는 곳에 쪼그려 앉아 브램블에게 한 손을 활짝 펴서 내밀고 다정하게 불러요. 그 뒤 강가에서는 핍이 앉아 친구를 지켜봐요.',
    },
  },
  'c4-p1': {
    // Medium, on everyone's prickly hug: Bramble stands up on her hind feet between them and hugs Theo, who kneels
    // hugging her; Charlotte kneels with her arms round her prickly back (facing Charlotte, Bramble turned her
    // prickles away behind Theo and her pale snout read as an anteater's); Dad sits back on his heels
    // behind them (low, so his head stays low enough that the medium frame keeps the feast) with an arm round
    // each child (kneeling, not crouched, so their heads stand clear of his arms); Pip sits up at the hug's side, whole, his nose up to Theo's cracker. The shared feast lies on the flat
    // rock in front of them, and Pebble Bend's five stones cross the river behind them, where they came over. Dad sits
    // beside Theo's far shoulder, not square behind the children, upright, so his arm is seen going round Theo's back
    // and his face shows whole beside theirs (straight behind them, his head stood over theirs like a third storey and
    // his arms hid behind them; just behind Theo's shoulder or leant in, Theo's hair ran across his beard and mouth).
    scene: {
      background: 'riverbank',
      time: 'evening',
      items: [
        // The sunset's warm light low over the far trees behind them, where the riverbank's sky sets its sun: a small
        // glow there, so the evening's warm tint lies on the family (a glow over the whole top of the picture lifted the
        // tint off them, and the hug read as daytime).
        { light: 'warm', x: 600, y: 250, radius: 170 },
        // Pebble Bend behind them, its five stones crossing it: the "step, step, hop" they just made, a strip of water
        // across the picture between the bank and the trees (a corner of water at the picture's edge, it was lost).
        // At sunset, the sky's gold lying on the water behind them.
        { prop: 'pebble-bend', variant: 'sunset', x: 400, y: 404, size: 900 },
        { prop: 'river-stones', part: 'stepping-stones', variant: 'across-set', x: 400, y: 404, size: 900 },
        { prop: 'pine-tree', x: 120, y: 400, size: 110 },
        // Pines on the far bank over the hug, so the top of the phone's picture, closer on the smaller group, is the forest:
        // standing on its grass behind the water's far edge (at the water's middle, their trunks stood in the river).
        { prop: 'pine-tree', x: 290, y: 250, size: 240 },
        { prop: 'pine-tree', x: 500, y: 248, size: 250 },
        // Low blueberry bushes on the bank, where the berries grow: small and blue, so the ones on the rock read as blueberries.
        { prop: 'wild-blueberries', variant: 'bush', x: 150, y: 474, size: 120 },
        { prop: 'wild-blueberries', variant: 'bush', x: 520, y: 470, size: 110 },
        {
          person: 'theo-dad',
          rolledUp: true,
          x: 496,
          y: 468,
          // Kneeling sat back on his heels, so his shins and boots lie on the grass behind him, by Pip (sitting with his
          // legs out in front, they went behind the children and one boot showed there as nobody's: blind critic).
          pose: 'kneel',
          kneelsBack: true,
          facing: 'three-quarter-left',
          // His face turned in to the hug, not out at us.
          headFacing: 'side-left',
          expression: 'laughing',
          // Sitting close behind the children, so his arms go round both of them at once: his near hand on Theo's back, his
          // far one on Charlotte's near shoulder, the arm behind Theo's head (standing, a grown-up's arms stop short of children's shoulders; hugging them, his sleeves drew as
          // two slabs over their heads; with the children a big Bramble's width apart, his hands held the air past them;
          // his far hand low on Charlotte's side, his arm showed as a long tube round Theo's back: blind critic r60).
          arms: 'hug',
          reachTo: { near: { x: 446, y: 402, on: 'theo' }, far: { x: 352, y: 376, on: 'charlotte' } },
        },
        // The children kneel close on either side of Bramble, who stands no higher than their middles, leaning in to her:
        // Charlotte's hands on her prickly back, Theo's on her prickly crown as she hugs him round the middle. Theo kneels
        // a step nearer her, so her hugging arm lies over his lap and its paw curls round him (a step off, with his hands
        // on her front, her arm hung in the air as a long loop by his hands and read as a basket handle: blind critic r60).
        {
          person: 'charlotte',
          x: 330,
          y: 492,
          pose: 'kneel',
          facing: 'three-quarter-right',
          expression: 'laughing',
          arms: 'hug',
          bendsTo: 'bramble',
          reachTo: { near: { x: 382, y: 452, on: 'bramble' }, far: { x: 378, y: 436, on: 'bramble' } },
        },
        {
          person: 'theo',
          x: 430,
          y: 492,
          pose: 'kneel',
          facing: 'three-quarter-left',
          // One eye squeezed shut at the prickles, still smiling: the happy "ouch!".
          expression: 'wink',
          bendsTo: 'bramble',
          arms: 'hug',
          // His other hand, out at his side behind Bramble, shares a cracker with Pip, who sniffs it: the sharing the
          // words tell (with every hand in the hug, the feast lay untouched: blind critic). Held up out of his fist (laid as a
          // row of one, the cracker sat beside his open hand in the air: blind critic r73, p10).
          otherArm: 'hold',
          reachTo: { near: { x: 392, y: 414, on: 'ouch' }, far: { x: 512, y: 446 } },
          holdingFar: { prop: 'crackers', part: 'given-cracker', variant: 'fan', count: 1, size: 28 },
        },
        // Bramble up on her hind feet between them, drawn over the children's arms so her face shows whole (under them,
        // Theo's head and arm hid her).
        // Her short arms round Theo, hugging back, the near one over his lap ('stand-up' kept her paws at her chest and a
        // critic saw no hug).
        { animal: 'bramble', x: 396, y: 484, scale: BRAMBLE_SCALE, pose: 'hug', facing: 'right', expression: 'laughing' },
        // The happy "ouch!": a prick's spark at Theo's fingertips on the tips of her prickly crown, as he winks (a wink
        // alone, a critic saw no ouch). On her head, it goes with her on the phone, and his hand is on it there too (on
        // her crown as the scene's hand-on-her box draws it, his hand lay hidden under her spines).
        { prop: 'prickle-ouch', part: 'ouch', x: 390, y: 418, size: 40 },
        // Pip at the hug's side, sitting up, his nose up to the cracker Theo holds out to him.
        { animal: 'pip', x: 548, y: 500, pose: 'sit', facing: 'left', expression: 'happy', head: 'up' },
        // The feast in front of them at the left: a flat rock with the blueberries and crackers, the emptied basket tipped beside it.
        { prop: 'flat-rock', part: 'flat-rock', x: 236, y: 498, size: 66 },
        { prop: 'wild-blueberries', part: 'blueberries', variant: 'spread', x: 222, y: 486, size: 40 },
        { prop: 'crackers', part: 'crackers', x: 248, y: 484, size: 24, count: 3 },
        // The basket tipped on its side at the rock's end, its last berries rolled out of its mouth onto the rock
        // (turned on the rock, the upright basket read as a bar of chocolate).
        { prop: 'blueberry-basket', part: 'berry-basket', variant: 'tipped', x: 286, y: 498, size: 40 },
      ],
    },
    alt: {
      en: 'At sunset on the grassy riverbank, everyone is laughing together. Bramble stands up on her hind feet between the children, smiling with her eyes closed, her short arms hugging Theo round the middle, and Theo kneels and hugs her back, his hand on her prickly head: ouch! He squeezes one eye shut and smiles, and with his other hand he holds out a cracker to Pip. Charlotte kneels beside Bramble with her hands on her prickly back, laughing, and Dad kneels behind the children, sitting back on his heels, with his arms round them both, a hand on Theo’s back, laughing. Pip sits close by and sniffs the cracker. In front of them, blueberries and crackers lie on a flat rock to share, next to the basket, and wild blueberry bushes grow all around. Behind them, the stepping stones cross the river.',
      ko: '해 질 녘 강가 풀밭에서 모두 함께 깔깔 웃어요. 브램블은 아이들 사이에 뒷발로 서서 눈을 감고 방긋 웃으며 짧은 두 팔로 테오의 허리를 꼭 안고, 무릎을 꿇은 테오도 브램블의 가시 돋친 머리에 손을 얹고 마주 안아요. 아야! 테오는 따끔해서 한쪽 눈을 찡긋 감고 웃으며, 다른 손으로 핍에게 크래커를 내밀어요. 샬럿은 브램블 옆에 무릎을 꿇고 가시 돋친 등에 두 손을 얹고 깔깔 웃고, 아빠는 아이들 뒤에 무릎을 꿇고 발뒤꿈치에 앉아 한 손을 테오의 등에 얹고 두 팔로 둘을 감싸 안고 웃어요. 핍은 바로 옆에 앉아 크래커 냄새를 킁킁 맡아요. 앞에 놓인 납작한 바위 위에는 나눠 먹을 블루베리와 크래커가 바구니 옆에 놓여 있고, 둘레에는 야생 블루베리 덤불이 자라요. 뒤로는 징검다리가 강을 가로질러 놓여 있어요.',
    },
  },
  'c4-p2': {
    // The hilltop under the big old oak, the whole tree and the night sky over it on the desk (the phone comes only a
    // step closer: much closer, it squeezed the group until the door hid behind the mom). The hug right in front of the round door at the oak's
    // foot, so the door's glow rings the hug in both pictures and nobody stands between: mom and Bramble cheek to cheek,
    // her arm round Bramble. At the left, the ones who came up the hill by lantern light: Dad with the lit lantern,
    // Charlotte, Theo with his map and Pip sitting in front of them, all looking at the hug.
    scene: {
      background: 'oak-clearing',
      time: 'night',
      // On a phone, a step closer on the group and the hug round the door, so the lantern-lit faces read (the whole
      // tree over them left the faces small and dim). Set where it stands, so the phone keeps the places below: drawn
      // together by the engine, the group squeezed in until Theo stood before the door and hid half of it, and Pip sat
      // on Charlotte's boot (blind critic r101, p11).
      tallCamera: { x: 376, y: 390, zoom: 1.14 },
      // On a desk, in on the group and the tall doorway (framed on the doorway's reach alone, it showed the sky).
      camera: { x: 400, y: 300, zoom: 1.22 },
      items: [
        // The round door between two big roots at the oak's foot, flung open behind the hug: the mom has just come out of it.
        // The size of a hedgehog's door, its doorway taller than the mom, just behind the hug so it glows over it on the
        // phone too (its doorway lower than her, up the slope behind her, a critic saw her taller than her own door; at half
        // as large again it came to Theo's waist, a door for people; twice as large, a porthole wider than the trunk; at 100,
        // the mom in front of it stood taller than its doorway: blind critic r73, p11). A size smaller with the hug at the
        // hedgehogs' own size (`HUG_NEAR`), the hug a step up the slope at its sill, just come out of it.
        // On the phone a step further left, so the round door and its flung-open leaf stay inside the frame's right edge.
        { prop: 'hedgehog-home', part: 'round-door', variant: 'door-open', x: 500, y: 414, size: 104, lit: true, tall: { x: 474 } },
        // The three a step down the hill toward us, close behind Pip, so their faces are drawn bigger (further up the
        // ground, they read small on a phone); not in a row, but each at their own distance from the hug: Dad at the
        // back, bending in with the lantern, Charlotte crouched low at the front, Theo a step on toward the hug.
        {
          person: 'theo-dad',
          x: 236,
          y: 446,
          // On the phone a step further back up the hill, at the top of a diagonal that runs down through Charlotte and
          // Theo to the door, with Pip sitting at his boots in front, so no one stands over another (in one column, the
          // phone piled them up).
          tall: { x: 252, y: 412, reachTo: { near: { x: 318, y: 240 } } },
          bendsTo: 'bramble',
          pose: 'hold',
          facing: 'three-quarter-right',
          headFacing: 'side-right',
          head: 'down',
          gaze: 'down-right',
          expression: 'happy',
          // Turned to the hug, not to us.
          turnsTo: 'bramble',
          reachTo: { near: { x: 304, y: 228 } },
          holding: { prop: 'lantern', part: 'lantern', size: 44, lit: true },
        },
        // Held up at his shoulder and out toward the hug, over the children's heads, so it lights the way to it (at his chest,
        // its glow sat on Charlotte's forehead; close in at his chin, his fist hid his mouth and he looked out at us over it).
        // The lantern's glow wide enough to warm Dad and the children round it (the engine keeps it off their faces).
        { light: 'warm', x: 304, y: 238, radius: 200 },
        // The lantern's light falling on the grass round the children's boots, so Charlotte's yellow boots stay yellow at night
        // (under the night's blue alone they turned olive).
        { light: 'warm', x: 290, y: 478, radius: 110 },
        {
          person: 'theo',
          x: 394,
          y: 452,
          tall: { x: 376, y: 436 },
          bendsTo: 'bramble-mom',
          // The folded map down at his side, so it never hides the door's glow (held out, on the phone it covered the doorway).
          pose: 'stand',
          facing: 'three-quarter-right',
          headFacing: 'side-right',
          gaze: 'down-right',
          expression: 'happy',
          turnsTo: 'bramble-mom',
          holding: { prop: 'forest-map', part: 'map', variant: 'folded', size: 56 },
        },
        // Drawn after Theo, as she crouches in front of him (before him, his hips came over her face on a phone).
        // Her hands clasped under her chin at the reunion, turned to it (arms down in a row with the others, she stood for the camera).
        {
          person: 'charlotte',
          x: 300,
          y: 490,
          tall: { x: 322, y: 474 },
          pose: 'crouch',
          arms: 'palms-together',
          // Side-on, so her knees and her back show (three-quarter, a crouch reads as a pile of boots).
          facing: 'side-right',
          gaze: 'down-right',
          expression: 'happy',
          turnsTo: 'bramble',
        },
        // Both standing up on their hind feet, Bramble's face pressed into her mom's chest and both her arms round her mom's
        // middle; the mom (clearly bigger) just behind her, her smiling, teary face over Bramble's head and her arms round
        // Bramble's back, out of sight behind her. The mom listed (and drawn) first, so Bramble's arm goes over her and the
        // mom's arms go behind Bramble: drawn last, reaching up to a Bramble set higher up the slope, the mom's own forearm
        // ran across her snout and the two heads stacked into one knot (blind critic).
        {
          animal: 'bramble-mom',
          x: 518,
          y: 462,
          tall: { x: 482, y: 452, scale: BRAMBLE_MOM_SCALE * HUG_NEAR_PHONE },
          scale: BRAMBLE_MOM_SCALE * HUG_NEAR,
          pose: 'hug',
          facing: 'left',
          expression: 'happy-tears',
        },
        {
          animal: 'bramble',
          x: 482,
          y: 472,
          tall: { x: 446, y: 462, scale: BRAMBLE_SCALE * HUG_NEAR_PHONE },
          scale: BRAMBLE_SCALE * HUG_NEAR,
          pose: 'hug',
          facing: 'right',
          expression: 'laughing',
        },
        // Nearly empty after the berries were shared at the crossing, on the grass beside Bramble's feet, level with them.
        // Its foot a step up the slope from hers on the desk, because the phone lifts the hug up the slope and not the
        // basket: set level with her feet on the desk, on the phone it sat below them under her spines, and she seemed to
        // stand on it (blind critic r61). Drawn after her, so on the phone it stands in front of her spines' tips.
        { prop: 'blueberry-basket', part: 'berry-basket', variant: 'empty', x: 438, y: 468, size: 26 },
        // Pip sitting up at Dad's boots, in front of him, watching the hug past Charlotte.
        { animal: 'pip', x: 150, y: 496, tall: { x: 262, y: 496 }, pose: 'sit', facing: 'right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'At night, under the big old oak, a little round door between its roots has been flung wide open, and warm light spills out of it onto the grass. Bramble’s mom, bigger than Bramble, with a pale sandy face and silver-tipped spines, has rushed out of it. Standing up on their hind feet, the two hedgehogs hug each other tight: Bramble presses her face into her mom’s chest with both arms round her, and her mom, smiling with a happy tear, holds her close. The nearly empty blueberry basket sits at Bramble’s feet. At the left, Dad stands at the back and holds up the lit lantern they climbed the hill by, Theo a step nearer holds his folded map, Charlotte crouches in front with her hands pressed together under her chin, and Pip sits at Dad’s boots, all turned to the hug, smiling.',
      ko: '밤, 오래된 큰 참나무 뿌리 사이의 동그란 작은 문이 벌컥 활짝 열려, 따뜻한 불빛이 풀밭으로 쏟아져 나와요. 그 문에서 달려 나온, 브램블보다 크고 얼굴이 연한 모래색에 가시 끝이 은빛인 브램블 엄마와 브램블이 뒷발로 서서 서로 꼭 끌어안아요. 브램블은 두 팔로 엄마를 감싸고 엄마 가슴에 얼굴을 묻고, 엄마는 기쁨의 눈물을 흘리며 웃으면서 브램블을 꼭 안아요. 거의 빈 블루베리 바구니는 브램블 발밑에 있어요. 왼쪽에서는 아빠가 뒤에 서서 언덕을 오를 때 비춘 등불을 들어 올리고, 한 걸음 앞의 테오는 접은 지도를 들고, 샬럿은 맨 앞에 쪼그려 앉아 두 손을 턱밑에 모으고, 핍은 아빠 발치에 앉아 모두 웃으며 둘을 바라봐요.',
    },
  },
  'c4-p3': {
    scene: {
      background: 'garden',
      time: 'night',
      // A step closer on the desk, so the lantern-lit faces and the map read in the dark.
      camera: { x: 380, y: 380, zoom: 1.25 },
      items: [
        // The first few stars, small and just coming out (big and glowing, they read as stickers).
        // The first one high over Dad's lantern arm, clear of his head on both screens (beside his head, the phone drew
        // it at his mouth).
        { icon: 'star', part: 'stars', x: 336, y: 116, size: 16 },
        { icon: 'star', part: 'stars', x: 470, y: 196, size: 18 },
        { icon: 'star', part: 'stars', x: 640, y: 210, size: 15 },
        { light: 'cool', x: 336, y: 112, radius: 12 },
        { light: 'cool', x: 470, y: 192, radius: 14 },
        { light: 'cool', x: 640, y: 206, radius: 12 },
        // The dark forest the walk came home from, a row of pines along the hill behind the fence.
        { prop: 'pine-tree', x: 300, y: 284, size: 56 },
        { prop: 'pine-tree', x: 372, y: 282, size: 64 },
        { prop: 'pine-tree', x: 452, y: 284, size: 58 },
        { prop: 'pine-tree', x: 530, y: 282, size: 64 },
        { prop: 'pine-tree', x: 606, y: 284, size: 56 },
        { prop: 'garden-gate', part: 'garden-gate', x: 420, y: 400, size: 170 },
        // Set a little askew on the gate, a loose sheet pressed to it by Theo's palm, not squared to the gate's slats (square
        // on the gate's face, it read as a noticeboard standing up on the gate: blind critic r60).
        // The map pinned flat on the gate at Theo's chest, inside its posts, a red tack in each top corner (forest-map's
        // 'crossing' with its name), Theo's palm on its paper (with no tack and the palm off its edge, it hung in mid-air): the same sheet of paper he carries all day, at
        // its size on the other pages (half as big again, it read as a poster board propped on the gate); the five new
        // stones across the bend drawn with it, so they stay on it on a phone.
        {
          prop: 'forest-map',
          part: 'map',
          variant: 'crossing',
          x: 404,
          y: 372,
          size: 96,
          rotate: 6,
          label: 'Bramble’s Crossing',
          tall: { x: 358, y: 384, size: 104, rotate: 6 },
        },
        // The lantern's light on the map and on Theo's and Charlotte's faces beside it, not on the grass under the gate
        // (low there, it lit the lawn a lime green and left their faces grey).
        { light: 'warm', x: 400, y: 320, radius: 190 },
        // The lantern's own glow, wide enough to warm the three faces round it (at the map alone, they sat in the dark).
        { light: 'warm', x: 378, y: 240, radius: 210 },
        {
          person: 'theo-dad',
          x: 280,
          y: 456,
          tall: { x: 170, reachTo: { near: { x: 360, y: 250 } } },
          pose: 'hold',
          facing: 'three-quarter-right',
          headFacing: 'side-right',
          gaze: 'down-right',
          turnsTo: 'map',
          expression: 'happy',
          // Close by the gate, the lantern held up high right over the map's middle, not at his own head (on the phone too).
          reachTo: { near: { x: 378, y: 226 } },
          holding: { prop: 'lantern', part: 'lantern', size: 44, lit: true },
        },
        // Charlotte beside Dad, clapping as she asks to come back tomorrow, her eyes on Theo (standing, so her backpack stays on
        // her back; clapping, not the two-arms-up cheer she gives at Pebble Bend). On a phone a step further left, so her
        // clapping hands stop short of the map (at 174 they covered the B of its new name).
        {
          person: 'charlotte',
          x: 226,
          // On the desk a step up the lawn, so her boots stand on the grass clear of the picture's bottom edge (at 492 they
          // touched it: blind critic r98).
          y: 478,
          tall: { x: 160, y: 492 },
          pose: 'clap',
          facing: 'three-quarter-right',
          headFacing: 'side-right',
          expression: 'happy',
          turnsTo: 'map',
        },
        { prop: 'boot-mud', x: 227, y: 482, size: 50, tall: { x: 161, y: 496 } },
        // Theo at the map's right edge drawing the five stones: the stubby pencil in his fist, its point on the stones across
        // the bend (at the new name's end, a critic saw him writing, not drawing the stones: r68), and his other hand open
        // flat on the sheet's lower right over the name's end, pressing it to the gate (as a fist at its top, a critic saw
        // it float; at the sheet's edge, it hovered open in the air: r100, p12). Both hands are sent onto the map, so it is held in both pictures (a loose pencil under a fist read as two
        // palms pressed together beside a map hanging on nothing: blind critic), a hand's length apart (side by side at the
        // map's right edge, the two read as palms pressed together).
        {
          person: 'theo',
          x: 492,
          y: 458,
          tall: { x: 536, y: 466, reachTo: { near: { x: 394, y: 312, on: 'map' }, far: { x: 398, y: 352, on: 'map' } } },
          pose: 'stand',
          facing: 'three-quarter-left',
          headFacing: 'side-left',
          gaze: 'down-left',
          expression: 'happy',
          head: 'down',
          turnsTo: 'map',
          arms: 'draw',
          // A size up, so a phone sees it (at 36, a critic found no pencil: r69).
          holding: { prop: 'pencil', variant: 'point-left', part: 'pencil', size: 46 },
          otherArm: 'palm-on-wall',
          reachTo: { near: { x: 442, y: 318, on: 'map' }, far: { x: 432, y: 348, on: 'map' } },
        },
        { prop: 'boot-mud', x: 493, y: 462, size: 50, tall: { x: 521, y: 470 } },
      ],
    },
    alt: {
      en: 'At Theo’s garden gate under the first stars, Dad smiles down at the map and holds his lit lantern out over it, which Theo presses flat against the gate with one hand. On the map, five little dark stones now cross the blue river, and the new name under it reads Bramble’s Crossing. Theo stands at the map’s side, smiling, drawing with his stubby yellow pencil in his other fist, its point on the five stones, and Charlotte turns to the map and claps her hands in the lantern light.',
      ko: '첫 별이 뜬 테오네 대문 앞에서 아빠가 테오가 대문에 대고 누른 지도를 웃으며 내려다보고, 켜진 등불을 그 위로 내밀어 비춰요. 지도에는 이제 파란 강을 가로질러 작고 까만 돌 다섯 개가 놓여 있고, 그 아래에 ‘브램블 징검다리’라는 새 이름이 영어로 적혀 있어요. 테오는 지도 옆에 서서 웃으며, 한 손으로 지도를 대문에 누르고 다른 손에 쥔 노란 몽당연필로 돌 다섯 개를 그리고 있고, 샬럿은 등불 빛 속에서 지도를 바라보며 손뼉을 쳐요.',
    },
  },
} satisfies BookPictures;
