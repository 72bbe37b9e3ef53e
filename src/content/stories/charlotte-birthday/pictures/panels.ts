import type { BookPictures } from '../../with-pictures';

/**
 * Charlotte turns eight: every picture drawn from its shot list. Eight candles wherever candles
 * show; where the shot list names the candles apart from the cake, the candles are drawn again at the
 * cake's x, y and size (cake-candles, or the book's own cake with its 'candles' variant), as their own
 * named group. The cake whole (c4, c5), then fallen upside down on the floor (c5-p3 to c6, the book's
 * upside-down-cake, to c7), then the girls' small lopsided one (c8, c9, the book's lopsided-cake): each at one
 * size on every page (110; 120, whose squashed lump is as wide as the whole cake's; and 76 to 92, a little over half its
 * width, the larger where its candles must be counted on a phone). Tables are 190 wide, so their tops (where cakes and bowls rest) are 133 above their feet. Pajamas in the
 * morning (c1, c2).
 */
export const pictures = {
  'c1-p1': {
    scene: {
      background: 'charlottes-bedroom',
      time: 'day',
      // In on her face and fists under the sunny window, so her grin under the quilt fills a desk's picture, and high,
      // so the phone's picture (as wide as she is long) is the window and her face, not the bed's skirt.
      // (At y 254 the phone's bottom sixth was the bed's skirt; a little higher it ends at the mattress's rail.)
      camera: { x: 610, y: 240, zoom: 2 },
      items: [
        // The morning's light comes in at the window over her bed: she and the bed are lit from it.
        { light: 'warm', x: 476, y: 200, radius: 340 },
        // Over the head of the bed, so its sunshine falls across her face and down the quilt.
        // Large, so it and its sun fill the wall over her head and the phone's picture, framed high, is not bare wall.
        { prop: 'window', variant: 'sunny', part: 'sunny-window', x: 476, y: 274, size: 112 },
        // Her calendar on the wall over the quilt, today ringed in red: her birthday.
        { prop: 'wall-calendar', x: 668, y: 232, size: 48 },
        // Her bed, one built thing standing on the floor, side on: headboard, mattress, skirt, footboard.
        { prop: 'wooden-bed', part: 'bed', x: 610, y: 470, size: 360 },
        // Her pillow on the mattress a step in from the headboard, her head on it.
        { prop: 'pillow', x: 512, y: 322, size: 84 },
        // Lying well into the soft mattress, her head sunk in the pillow, so the quilt's low line covers her body all along
        // (at 332 her pajamas showed over the quilt's top from her shoulder to her knees; at 348 the quilt's fists covered
        // a fifth of her face on the phone).
        { person: 'charlotte', x: 600, y: 343, floorY: 470, pose: 'lie', arms: 'arms-crossed', facing: 'side-left', expression: 'happy', clothes: 'pajamas' },
        // Its top edge tucked right under her chin, so her shoulders lie under it, not a head beside it, and its hump at
        // the end over her toes; its edge below her cheek, so her whole grin shows on a phone (at 621 it cut across her
        // cheek and only a sliver of the grin showed).
        // A little nearer her head, so its edge meets her chin and no pillow shows between (at 636 her head lay apart).
        { prop: 'bed-quilt', x: 626, y: 322, size: 198 },
        // A warm pool of the window's sun on her face and pillow, so the morning lights her grin. (A sunbeam shaft from
        // the sill lay over the quilt as a flat see-through yellow wedge that lit nothing; over her face it veiled it.)
        { light: 'warm', x: 486, y: 322, radius: 80 },
      ],
    },
    alt: {
      en: 'Morning sunshine pours through the window over Charlotte’s wooden bed onto her starry quilt. She lies in her pajamas with her head on the pillow and the quilt pulled up to her chin, grinning. On the calendar on her wall, today is ringed in red.',
      ko: '창문으로 들어온 아침 햇살이 샬럿의 나무 침대 위 별무늬 이불로 쏟아져요. 잠옷을 입은 샬럿이 베개를 베고 이불을 턱까지 끌어올린 채 배시시 웃어요. 벽에 걸린 달력에는 오늘 날짜에 빨간 동그라미가 쳐져 있어요.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'charlottes-bedroom',
      time: 'day',
      // In and high on the two on the bed, so on a desk the lick and her laugh fill the picture, and the phone's
      // picture, framed as close and as high, is the window and the two of them, not a third of mattress and skirt.
      camera: { x: 586, y: 250, zoom: 2 },
      items: [
        // The same room, window, calendar and bed as in c1-p1.
        { light: 'warm', x: 476, y: 200, radius: 340 },
        { prop: 'window', variant: 'sunny', x: 476, y: 262, size: 90 },
        { prop: 'wall-calendar', x: 726, y: 246, size: 48 },
        { prop: 'wooden-bed', part: 'bed', x: 610, y: 470, size: 360 },
        { prop: 'pillow', x: 512, y: 322, size: 84 },
        // Sitting up on the mattress against her pillow, her legs out under the blanket, her hands flung up in delight,
        // so his front legs and paws show against her (hugging him, her fists on his chest hid his front legs and he
        // hung from them: blind critic r76, p2).
        {
          person: 'charlotte',
          x: 548,
          y: 322,
          floorY: 470,
          pose: 'sit-floor',
          facing: 'three-quarter-right',
          expression: 'laughing',
          clothes: 'pajamas',
          arms: 'hands-up',
        },
        // Rumpled over her legs, heaped up over her knees, so Biscuit's back paws stand on it.
        { prop: 'star-blanket', x: 630, y: 322, size: 190, flip: true },
        // Up on the blanket, his front paws up against her, his head level with hers, so his nose meets her nose and his
        // tongue is at it (head up, it licked her cheek: r76); a step off her cheek, so his head leaves her eye clear
        // (blind critic r59, p2: his head over her right eye, his tongue at her mouth), but near enough that his front paws
        // rest on her pajama top (a step further, they hung in the air at her chest: blind critic r82).
        { animal: 'biscuit', x: 624, y: 294, floorY: 470, scale: 1.08, pose: 'jump', facing: 'left', expression: 'happy' },
        // Beside his raised tail.
        { prop: 'action-marks', variant: 'wag', x: 676, y: 238, size: 28 },
      ],
    },
    alt: {
      en: 'Biscuit the puppy stands on the rumpled blanket and pushes his nose up to Charlotte’s face, his tail wagging. She sits up in bed in her pajamas, laughing.',
      ko: '강아지 비스킷이 구겨진 이불 위에 올라서서 샬럿의 얼굴에 코를 바짝 들이대며 꼬리를 흔들어요. 잠옷 차림의 샬럿이 침대에 일어나 앉아 깔깔 웃어요.',
    },
  },
  'c1-p3': {
    scene: {
      background: 'hallway-stairs-low-rack',
      time: 'day',
      items: [
        // Racing: leaning on into her run toward the hall ahead (the run's own lean). No speed lines: with Biscuit right
        // at her back they ran across his head as brown bars, and above him they hung off nothing (blind critic r59, p3).
        // Right at her heels, running her way a step further down the hall than her and drawn before her, so her legs
        // pass in front of him and stay whole (on the floor nearer us, the phone drew him over both her legs), in a
        // gallop's leap, every paw off the floor. Close at her back and a little up the hall, so the phone's close frame on
        // her holds him to the tip of his tail (a step further off, it cut his tail and hind legs at its right edge). Over
        // the hall's floor, not up at the stairs' foot, where his shadow fell on the bottom riser and he floated in front of
        // the step (blind critic r60).
        { animal: 'biscuit', x: 566, y: 430, pose: 'gallop', facing: 'left', expression: 'happy' },
        {
          person: 'charlotte',
          x: 486,
          y: 482,
          pose: 'run',
          facing: 'side-left',
          // Eyes open ahead, down the hall to where the surprise will be (laughing, her eyes shut as she ran: blind critic
          // r89, p3).
          expression: 'happy',
          clothes: 'pajamas',
        },
      ],
    },
    alt: {
      en: 'Charlotte races down the hall in her pajamas and bare feet, leaning into her run, with Biscuit right at her heels.',
      ko: '잠옷 차림에 맨발인 샬럿이 몸을 앞으로 숙이고 복도를 힘껏 달려가고, 비스킷이 바로 뒤를 졸졸 따라와요.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      // Close enough that the faces read on a desk too, Charlotte's let-down face most: the three a step nearer each
      // other and the frame in on them whole, head to shoe (at 1.4 their faces were small over empty floor).
      camera: { x: 392, y: 336, zoom: 1.66 },
      items: [
        // The tall fridge of the other kitchen pictures (c4, c7, c8), over the kitchen's own, its door hung with a
        // family's drawing, note and photo.
        { prop: 'fridge', variant: 'closed-one-door', x: 90, y: 400, size: 169, flip: true },
        // On the counter along the back wall, its two slices just popped up, at Dad's hand.
        // One slice left in it: the other is the one in Dad's hand (with both still up, he seemed to lift out a third).
        { prop: 'toaster', variant: 'one-taken', part: 'toaster', x: 436, y: 294, size: 70 },
        {
          person: 'dad',
          // Making the toast: right up at the counter, side on to the toaster, his hand at its slot lifting a slice out,
          // busy as on any morning, only his head turned to Charlotte. (A step out from the counter at y 436, turned
          // three-quarters, his toast hung in mid-air and on the phone his near shoulder rose over his cheek like a hand.)
          // His fist just over the slot with a full-size slice rising out of it (at the slot's side, with a small slice
          // hidden in it, it read as a fist on the toaster: blind critic r50). His other hand steadies the toaster's top, so
          // both hands are at work on it.
          turnsTo: 'charlotte',
          x: 380,
          y: 410,
          pose: 'stand',
          arms: 'hold',
          reachTo: { near: { x: 428, y: 250 }, far: { x: 456, y: 262 } },
          facing: 'side-right',
          headFacing: 'three-quarter-left',
          // Bent a little to the toaster he works at, not a post beside it (blind critic r61: three upright posts).
          bendsTo: 'toaster',
          expression: 'happy',
          holding: { prop: 'toast', variant: 'slice', part: 'toast', size: 58 },
        },
        {
          person: 'mom',
          // Turned three-quarters to Charlotte and Dad by her facing alone (turned to Charlotte by `turnsTo`, she stood
          // in profile with her back to them, her smile out of the right edge to nobody).
          x: 556,
          y: 452,
          // Stopped by the counter facing into the room, her head turned to Charlotte with a wink, her hand behind her hip
          // tucking the folded list into her back pocket, out of Charlotte's sight and in ours: the secret page 19 pays off.
          // (Striding away with a side-eye, she read as sneaking off: r76; already in her front pocket, a critic saw a little
          // card: r72; folding it at her chest with a smile, she held it open for Charlotte to see: r99, r100.)
          pose: 'stand',
          arms: 'hold',
          facing: 'three-quarter-left',
          // Standing up straight, her eyes on Charlotte (bent to her, she stooped like someone sneaking: r76).
          gaze: 'left',
          expression: 'wink',
          holding: { prop: 'long-list-folding', variant: 'folding', part: 'moms-list', size: 70 },
          reachTo: { near: { x: 586, y: 330 } },
        },
        {
          person: 'charlotte',
          turnsTo: 'dad',
          // A step into the kitchen at the front, her face the nearest, turned to Dad at the toaster and waiting; her
          // shoes clear of the desk's bottom edge.
          x: 236,
          y: 480,
          scale: 1.1,
          pose: 'stand',
          arms: 'palms-together',
          facing: 'three-quarter-right',
          // Hopeful still, waiting to hear it, her eyes shining under raised brows: the let-down comes on the next pages
          // ('happy' in profile slanted her brow down to her nose, and a critic read her cross: blind critic r72, p4).
          expression: 'amazed',
          clothes: 'pajamas',
        },
      ],
    },
    alt: {
      en: 'In the kitchen Dad stands at the counter making toast, taking a golden slice out of the toaster, his other hand on top of it. Charlotte, in her pajamas, waits beside him with her hands together. Mom, by the counter, winks at Charlotte with a secret smile, her hand behind her hip tucking her folded long list into her back pocket, half of it still hanging out. A child’s drawing, a note and a photo hang on the fridge door by the wall.',
      ko: '부엌에서 아빠가 조리대 앞에 서서 한 손은 토스터 위에 얹고 다른 손으로 노릇노릇한 토스트를 꺼내고 있어요. 잠옷 차림의 샬럿은 두 손을 모으고 그 옆에서 기다려요. 조리대 옆에 선 엄마는 샬럿에게 한쪽 눈을 찡긋하며 비밀스럽게 웃고, 허리 뒤로 돌린 손으로 접은 기다란 쪽지를 뒷주머니에 쏙 넣어요. 아직 반쯤은 밖으로 늘어져 있어요. 벽 쪽 냉장고 문에는 그림과 메모와 사진이 붙어 있어요.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'kitchen',
      time: 'day',
      // In close on the two at the table, so his giggle, his stuffed cheeks and her puzzled look read on a desk too (at 1.85,
      // with a third of the frame floor, his cheeks were too small to see: blind critic r88, p5).
      camera: { x: 390, y: 372, zoom: 2.05 },
      items: [
        // Leo's chair pulled in behind the table, so he sits at it, the table's top over his lap and his bowl in
        // front of him within reach.
        { prop: 'chair', x: 408, y: 440, size: 90 },
        {
          person: 'leo',
          turnsTo: 'charlotte',
          x: 410,
          y: 416,
          floorY: 440,
          pose: 'sit-chair',
          seat: 'none',
          // The huge spoonful stuffed in, his fist up under his chin and the spoon's heaped bowl at his lips, giggling into
          // it, cheeks puffed full and his eyes open on her (at the corner of his mouth, beside his cheek, the spoon was not
          // yet going in; further in, past the lips, only a rod showed and read as a straw). Sly, his eyes open and
          // sidelong on Charlotte, a critic saw a blank face and no giggle, and the shaking marks behind his head read as
          // a sound he heard (r71); screwed shut, he "looked at Charlotte" with his eyes closed (r83).
          arms: 'eat',
          reachTo: { near: { x: 393, y: 347 }, far: { x: 376, y: 398 } },
          // Turned to Charlotte at the table's other end: he has a secret.
          facing: 'three-quarter-left',
          expression: 'mouth-full',
          clothes: 'pajamas',
          holding: { prop: 'cereal-spoon', part: 'spoon', size: 84 },
        },
        // At the table's near end, drawn before it, so where the phone draws the two together her hands are behind it.
        {
          person: 'charlotte',
          turnsTo: 'leo',
          // Standing up straight at the table's end, both hands on its edge, one brow up at him: what is so funny? (Frowning,
          // she was already cross, the next page's beat: r83. Bent
          // over toward him, her hands together hanging open, she read as a hinged bow; an open hand held out to him read
          // as a sleepwalker's arm on the desk and a raised palm on the phone.)
          x: 296,
          y: 476,
          pose: 'stand',
          reachTo: { near: { x: 342, y: 404 }, far: { x: 338, y: 406 } },
          facing: 'three-quarter-right',
          expression: 'doubtful',
          clothes: 'pajamas',
        },
        // A table low enough for a boy of five sitting at it: his arms over its top.
        { prop: 'table', part: 'kitchen-table', x: 392, y: 482, size: 116 },
        // On the table in front of him, under his spoon hand.
        { prop: 'cereal-bowl', part: 'cereal-bowl', x: 384, y: 401, size: 40 },
      ],
    },
    alt: {
      en: 'Leo sits at the kitchen table in his pajamas, his bowl of golden ring cereal in front of him. Turned to Charlotte, he stuffs a huge heaped spoonful of cereal into his mouth, giggling into it, his eyes on her and his cheeks puffed full. At the end of the table Charlotte stands with both hands on its edge, one eyebrow up, puzzled.',
      ko: '잠옷을 입은 레오가 식탁에 앉아 있고, 앞에는 동그란 시리얼이 담긴 그릇이 놓여 있어요. 레오는 샬럿 쪽으로 몸을 돌리고, 시리얼을 수북하게 뜬 숟가락을 입에 밀어 넣으며 킥킥 웃어요. 눈은 샬럿을 보고 있고, 볼은 빵빵하게 부풀었어요. 식탁 끝에서 샬럿이 두 손을 식탁 가장자리에 얹고 서서, 한쪽 눈썹을 치켜올리고 고개를 갸웃해요.',
    },
  },
  'c2-p3': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        // The kitchen's calendar on the wall behind her, today ringed in red as on her bedroom's (c1-p1): her birthday,
        // there for anyone to see; and the clock over her toast, the morning going by.
        { prop: 'wall-calendar', x: 290, y: 282, size: 46 },
        { prop: 'wall-clock', x: 438, y: 268, size: 32 },
        // On the counter just past her shoulder on her right, small enough that the phone's close frame keeps the plate
        // whole in the room it has there (behind her on the left, the frame cut it in half).
        { prop: 'toast', variant: 'bitten', x: 446, y: 304, size: 28 },
        {
          person: 'charlotte',
          x: 375,
          y: 478,
          pose: 'stand',
          facing: 'three-quarter-right',
          expression: 'sad',
          head: 'down',
          // Her face turned down to the phone in profile (three-quarters to us, critics saw her look up at the reader).
          headFacing: 'side-right',
          // Her eyes down on the phone in her hands (looking out, the phone and Mina's silence did not meet).
          gaze: 'down',
          clothes: 'pajamas',
          arms: 'hold-both',
          holding: { prop: 'silent-phone', variant: 'tilted', part: 'phone', size: 32 },
          // Held close and low in front of her, under her bowed face, so her eyes fall on it (out at arm's length
          // by her side, it read as a phone shown to us while she looked away); turned a quarter away, its dark screen
          // tipped up to her eyes (square to us, critics saw it held up for the reader; its flat lilac back, as tall as her
          // head, read as a card). Phone-sized in her fists, the near hand a step in, so her fist closes over its edge. Out
          // in front of her, below her bowed face, where it looks (down at her chest, her eyes went past it: blind critic,
          // p6; up under her chin, a critic saw it jammed there, not looked at: r84). Cupped from below, a step lower and
          // further out, its dark screen whole above her fingers (her fist over its middle covered the screen and it read
          // turned to us: blind critic r86, p6). Out at the height of her chest, below her bowed face and a hand out from her
          // chin, so her lowered eyes are on it (down at her waist, a critic saw her look straight ahead past it: r92).
          reachTo: { near: { x: 434, y: 366 }, far: { x: 431, y: 368 } },
        },
      ],
    },
    alt: {
      en: 'Charlotte stands alone at the kitchen counter in her pajamas, her head down, and looks sadly into the silent phone in her hands, its dark screen tipped up to her. Her toast lies on its plate with one bite gone. Behind her on the wall, today is ringed in red on the calendar, and the clock ticks on.',
      ko: '잠옷 차림의 샬럿이 부엌 조리대 앞에 혼자 서서 고개를 숙이고, 손에 든 조용한 전화기 화면을 시무룩하게 내려다봐요. 접시 위 토스트는 한 입만 먹었어요. 뒤쪽 벽에 걸린 달력에는 오늘 날짜에 빨간 동그라미가 쳐져 있고, 시계는 째깍째깍 가요.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'hallway-stairs',
      time: 'day',
      // On a desk, in round the three at the door and Biscuit, so their faces read.
      camera: { x: 250, y: 322, zoom: 1.35 },
      items: [
        { prop: 'sunny-doorway', part: 'front-door', x: 142, y: 398, size: 150 },
        {
          person: 'grandpa',
          x: 176,
          // On the doorstep, a step behind Grandma, so where the phone packs Biscuit against his stride his front shoe
          // lands above the dog's head (at her depth it landed on Biscuit's nose: blind critic r49).
          y: 408,
          // Held out in both hands in front of his chest: held at his belly in one, his forearm across it read as a red 'no' sign.
          // Stepping in over the doorstep to Charlotte with it: come on! (standing square, he was a mannequin).
          pose: 'walk',
          arms: 'hold-out',
          facing: 'three-quarter-right',
          turnsTo: 'charlotte',
          expression: 'laughing',
          holding: { prop: 'red-ball', part: 'ball', size: 31 },
          // Held out low, down toward Charlotte and Biscuit, against the pale wall under the coats (at his chest it lay
          // on the red coat hanging behind him and read as nothing).
          reachTo: { near: { x: 250, y: 290 }, far: { x: 236, y: 292 } },
        },
        // Grandma drawn after Grandpa, a step nearer, so where the phone draws them together his striding back leg passes
        // behind her shins and his trailing shoe behind her feet (drawn before him, his leg crossed in front of her shins and
        // his shoe landed on her feet); her head stays clear of his glasses.
        {
          person: 'grandma',
          x: 80,
          y: 446,
          pose: 'stand',
          otherArm: 'wave',
          // Waving to Charlotte, turned to her (square to us in a row with Grandpa, critics saw a line-up for the reader).
          facing: 'three-quarter-right',
          turnsTo: 'charlotte',
          expression: 'happy',
          // Her handbag hanging from her near hand at her side, a step clear of Grandpa (held out in front of her, her
          // arm went behind his back and she stood half hidden behind him, on the phone as well).
          holding: { prop: 'handbag', part: 'handbag', size: 34 },
          // The waving hand up and out beside her head, clear of it, inside the frame.
          reachTo: { far: { x: 34, y: 192 } },
        },
        { animal: 'biscuit', x: 290, y: 496, pose: 'sit', head: 'up', facing: 'left', expression: 'happy' },
        { prop: 'action-marks', variant: 'wag', part: 'wagging-tail', x: 330, y: 462, size: 30 },
        { prop: 'leash', variant: 'trailing', part: 'leash', x: 273, y: 497, size: 110, flip: true },
        // Turned to Grandpa, her eyes on him (looking up and left, her eyes went to the ceiling), waving hello with a
        // hopeful smile: someone has come on her birthday after all (hands on her cheeks and a round mouth read as shock).
        // Her waving hand up in front of her face toward them, clear of her head (the wave's own hand rose behind her
        // head and showed over it like a horn).
        {
          person: 'charlotte',
          x: 370,
          y: 482,
          pose: 'stand',
          // Waving with her far hand, up past her brow, so the arm goes behind her head and her smile shows (with the near
          // hand the arm crossed her mouth and her face went blank: blind critic r81, p7).
          otherArm: 'wave',
          reachTo: { far: { x: 322, y: 262 } },
          facing: 'three-quarter-left',
          turnsTo: 'grandpa',
          expression: 'happy',
        },
      ],
    },
    alt: {
      en: 'Grandpa steps in at the open front door holding out a red ball in both hands, and Grandma waves beside him. Charlotte turns to them and waves hello with a hopeful smile; Biscuit stares at the ball.',
      ko: '열린 현관문으로 할아버지가 빨간 공을 두 손으로 내밀며 성큼 들어서시고, 옆에서 할머니가 손을 흔드세요. 샬럿은 두 분을 향해 돌아서서 기대에 찬 얼굴로 방긋 웃으며 손을 흔들고, 비스킷은 공만 쳐다봐요.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'park',
      time: 'day',
      // A little in from the whole park, so faces read on a desk; no closer, so the phone's frame, which starts
      // as close as this, has room for Biscuit well off from Charlotte and her a step apart from Grandpa.
      camera: { x: 400, y: 330, zoom: 1.1 },
      items: [
        // Listed before Grandpa, so the phone's frame keeps her face clear of all of him, his lunge and his raised arm,
        // and the two stand apart (listed after, she stood in front of him, his legs out on both sides of her).
        {
          person: 'charlotte',
          // Left of the park's lamp post, so its globe does not stand on her head.
          x: 492,
          y: 482,
          // Jumping with laughter as she points, her body bent with the hop (standing, her torso was a boxy yellow post).
          pose: 'jump',
          arms: 'point',
          facing: 'three-quarter-right',
          // Her body to the ball she points at, her head turned back over her shoulder to Biscuit, whom she calls:
          // "Biscuit, the ball's that way!"
          turnsTo: 'biscuit',
          headFacing: 'three-quarter-left',
          expression: 'laughing',
          // Her arm out straight, up and to the right after the ball coming down far away, the finger at arm's length
          // clear of her face (sent straight up over her head, the arm hid behind it and only a finger showed, like a
          // horn). The phone's drawing-together shortens a point at nothing by its squeeze, so its own point is further
          // out, to land her hand as far from her as on the desk, and lower, out along the ball's way: higher, her forearm
          // stood straight up and one finger up out of a fist, its back to us, read as a rude sign (blind critic r98).
          reachTo: { near: { x: 578, y: 322 } },
          tall: { x: 570, reachTo: { near: { x: 730, y: 300 } } },
        },
        // Grandpa turned the way he threw, his arm still up and out after the ball, which flies on far to the
        // right along a dotted arc from his hand: the way Biscuit does not go.
        {
          person: 'grandpa',
          x: 350,
          y: 458,
          // Just after the release, running into the throw: legs, hips and lean all toward the ball, the throwing arm up
          // after it (a walk's stride read as stepping left while the arm threw right, a stiff twist; the throw's own
          // stance bent him far over at the waist; a lunge put his face at Charlotte's and his hand short of the arc;
          // standing, he was a post). On the desk a step back from her, so his open mouth is clear of her hair (r100, p8).
          pose: 'run',
          otherArm: 'throw',
          facing: 'three-quarter-right',
          // Turned to where the ball comes down far off to the right (the arc's own point is at Grandpa's hand).
          turnsTo: { x: 740, y: 230 },
          expression: 'laughing',
          // On the desk out ahead of his face and a little up, where the ball left his hand, the arm in front of him from
          // shoulder to hand (high over his cap it rose from behind his head, a tube growing out of it: blind critic r64; at
          // eye height out ahead it ran across his jaw; straight up it read as a cheer). On the phone still high over his
          // cap: out in front there, the squeeze stood his back foot on Biscuit and the leash over him. He stands a step
          // further right there, so his back foot, stretched out behind the throw, stays off Biscuit. The throw is his far
          // arm's, from the shoulder on the side he faces, so it goes up past his jaw and not across it (the near arm, from the
          // shoulder behind, crossed his face: blind critic r69).
          reachTo: { far: { x: 490, y: 214 } },
          tall: { x: 392, reachTo: { far: { x: 480, y: 155 } } },
        },
        // One dotted arc from his hand, up and over and down far off to the right, the ball small with distance, so her
        // finger points out at it; the phone's narrow frame has no room for that, so there it climbs high into the sky
        // from where his hand is there, the ball smaller, still going, and her finger up after it (the steep short arc
        // read as a ball just over his hand, not thrown far; at 76 it flew only a little way off his hand, so it is drawn
        // bigger and tipped a little up, the ball up in the frame's top corner).
        { prop: 'ball-in-flight', part: 'ball', x: 490, y: 214, size: 250, tall: { x: 484, y: 155, size: 108, variant: 'sky', rotate: 30 } },
        // Running flat out the other way after the butterfly, off from her (no further, so the phone's frame draws the
        // group together no harder than her point can bear), the leash slipped from her hand and
        // trailing slack behind him (held taut, it kept him at her feet, a critic saw him walking on a short leash).
        { animal: 'biscuit', x: 158, y: 498, pose: 'gallop', head: 'up', facing: 'left', expression: 'happy' },
        // Its clip on his collar under his raised chin (a step back along him, it sat on his back like a button: blind
        // critic r91, p8).
        { prop: 'leash-clip', variant: 'trailing', part: 'leash', x: 118, y: 440, size: 60 },
        // Just ahead of his nose and a little up, where he runs, so he chases it (over his back, he ran away from it; a
        // step nearer, it sat on his head like a bow). On the phone, whose frame starts just past his nose, high over his
        // lifted nose, a head's height clear of it (just over it, it sat on his head; further ahead, the wider group
        // drew him into Grandpa's heel).
        { prop: 'yellow-butterfly', part: 'butterfly', x: 66, y: 436, size: 44, tall: { x: 120, y: 384 } },
      ],
    },
    alt: {
      en: 'At the park Grandpa has just thrown the ball, running into the throw, his arm still up after it, and it flies up and over and far away to the right along one dotted arc from his hand. Biscuit runs off the other way after a yellow butterfly, far from Charlotte, his red leash slipped from her hand and trailing behind him. Charlotte hops a little way off on Grandpa’s other side, laughing, her arm stretched out, and points up after the flying ball while she looks back over her shoulder at Biscuit.',
      ko: '공원에서 할아버지가 방금 공을 던지셨어요. 앞으로 달려 나가며 던지고, 아직 공 쪽으로 팔을 든 채로요. 공은 할아버지 손에서부터 점선을 그리며 오른쪽 위로 멀리멀리 날아가요. 그런데 비스킷은 샬럿 손에서 빠져나간 빨간 목줄을 질질 끌며 반대쪽으로 노랑나비를 쫓아 멀리 달려가요. 할아버지 건너편 조금 떨어진 곳에서 샬럿은 깡충 뛰며 깔깔 웃고, 팔을 쭉 뻗어 날아가는 공을 손가락으로 가리키고, 고개를 돌려 비스킷을 바라봐요.',
    },
  },
  'c3-p3': {
    scene: {
      background: 'park',
      time: 'day',
      items: [
        // Its trunk right behind the gap between them and low, so its leaves spread over both their heads, even in the
        // phone's close frame: they sit under it (at the right, past Grandpa, it stood behind them, not over them). Not
        // behind his shoulder, where it grew out of it like a raised arm. The whole group sits on the park's left, so the
        // park's lamp post (at 560, which the tree hid where it stood past Grandpa) is out of both frames: in them, its
        // globe was cut at the desk's top edge.
        { prop: 'oak-tree', part: 'oak-tree', x: 250, y: 466, size: 250 },
        // On a stump up off the frame's bottom edge (at the edge, its foot was cut off), so her sad face and his wink share
        // even the phone's close frame; as tall as her seat, so she sits on its top (a size down, its top came to her knees
        // and she stood in front of it).
        // A step back from his spot in the grass, so her knees and shins pass behind his crossed legs, not through them.
        { prop: 'tree-stump', x: 150, y: 468, size: 140 },
        {
          person: 'charlotte',
          x: 150,
          y: 472,
          scale: 1.2,
          // Sat up on the stump, her hands in her lap (hugging her knees, her torso was a flat yellow
          // plate folded into his arm, her fists piled in front of it: a muddle of limbs on a phone).
          pose: 'sit-chair',
          seat: 'none',
          head: 'down',
          // Her eyes up sideways at him as she tells him, her head still bowed (down at the grass, she and his wink both looked
          // out at the reader on the book's most private line: blind critics r89, r90).
          gaze: 'up-right',
          // Three-quarters to him, so her thighs come forward off the stump's top to bent knees and her shins down to her
          // feet on the grass in front of it: a sit (knees to us, the thighs were foreshortened away and her legs dropped
          // straight down its front, and critics saw her standing before it). Her face kept three-quarters (turned to him
          // alone, it went to profile); her hands together in her lap, her bowed head to him as she tells him. (A step
          // left, clear of his legs, the phone's narrower frame drew Biscuit into Grandpa's lap.)
          facing: 'three-quarter-right',
          headFacing: 'three-quarter-right',
          turnsTo: 'grandpa',
          expression: 'sad',
        },
        // Sitting back on his heels in the grass beside her stump, an open hand on her shoulder, his body and face turned to
        // her with his wink: "they sat down". (Down on one knee he loomed twice her size over her; on a stump of his own,
        // the engine's seated poses stood him up off it, leaning over her.)
        {
          person: 'grandpa',
          // Close enough that his arm bends at the elbow to her shoulder (further off, it was one long straight reach), his
          // knee at her shoe's toe, a little less than a head's width from her face (a step nearer, his face came onto
          // her chin, and his hand went to her throat; a step further, the phone pressed Biscuit into his back).
          x: 290,
          y: 480,
          scale: 1.1,
          // Kneeling back on his heels, his knees toward her and his feet behind him, away from her (cross-legged, his
          // shins crossed in front of hers and tangled with them: blind critic r49).
          pose: 'kneel',
          kneelsBack: true,
          otherArm: 'open-hand',
          facing: 'three-quarter-left',
          // His far hand open on her shoulder (otherArm 'open-hand'; lower on her arm, it closed to a fist that read as a
          // punch), a head's width between their faces so both read (his arm round her drew him in until her nose pushed
          // into his cheek); his other hand on his own knee, clear of her hands in her lap.
          // On her near shoulder's round, below it (at her shoulder's height the hand's fingers came up over her chin).
          reachTo: { near: { x: 282, y: 444 }, far: { x: 168, y: 382, on: 'charlotte' } },
          turnsTo: 'charlotte',
          // His face kept three-quarters to her, so the wink reads as one eye shut beside an open one behind his glasses
          // (in profile, the one shut eye alone in its lens read as a spiral).
          headFacing: 'three-quarter-left',
          expression: 'wink',
        },
        // Biscuit, tired from his run, lies in the grass by his ball beside Grandpa, his head up over it (he is on the walk
        // on p8 and runs home on p13). In from the right, so the desk's frame holds him to the tip of his tail (at 500 it
        // cut him at its right edge, a flat pale shape with his head down on the grass); no nearer, or on the phone he
        // lies in Grandpa's lap.
        { animal: 'biscuit', x: 468, y: 446, pose: 'lie', head: 'up', facing: 'left', expression: 'happy' },
        // Grandpa's red ball on the grass just in front of Biscuit's paws, by the foot of the trunk, so the two go together
        // wherever the phone draws him (left alone at the trunk, the phone set it on his head like a cap; a little further
        // from him, on Grandpa's heels); as big as in Grandpa's hands on p7.
        { prop: 'red-ball', x: 444, y: 466, size: 31 },
      ],
    },
    alt: {
      en: 'Under the leaves of a big tree, Grandpa kneels, sitting back on his heels, in the grass beside Charlotte, turned to her with his hand on her shoulder, and smiles and winks at her, one eye shut behind his glasses. Charlotte sits on a tree stump with her hands in her lap, her head bowed toward him, sad. Biscuit rests in the grass beside Grandpa, the red ball at his paws.',
      ko: '커다란 나무 그늘 아래 풀밭에 무릎을 꿇고 앉은 할아버지가 샬럿 쪽으로 돌아앉아 샬럿의 어깨에 손을 얹고, 안경 너머로 한쪽 눈을 찡긋 감으며 빙긋 웃어요. 샬럿은 나무 그루터기에 앉아 두 손을 무릎 위에 모으고, 할아버지 쪽으로 고개를 숙인 채 시무룩해요. 비스킷은 할아버지 옆 풀밭에 엎드려 빨간 공을 앞발 앞에 두고 쉬어요.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      // A medium shot, in on the two bakers at the bowl, so their faces and hands fill the desk's picture (wide, the
      // fridge and the bare wall took its left half and the two stood small in its middle third). Close enough across
      // the bowl that the phone's narrower frame holds both faces whole.
      items: [
        { prop: 'fridge', variant: 'closed-one-door', x: 90, y: 400, size: 169, flip: true },
        // Right behind the two over the counter, flipped, so its pane swung open is on the left, and a size down, so the
        // medium shot's frames hold it whole, the smell rising between their faces to it (over the kitchen's own window,
        // left of them, the medium frames cut it, the phone's to a sliver).
        // (No clock on the wall between them: on the tiles, it hung on nothing.)
        { prop: 'window', variant: 'open', part: 'kitchen-window', x: 404, y: 262, size: 104, flip: true },
        // The baking's sugar and milk out on the counter past Mom, ready for the next step.
        { prop: 'sugar-jar', x: 668, y: 302, size: 58 },
        { prop: 'milk-bottle', x: 716, y: 302, size: 54 },
        // Behind the table, drawn before it, so its top hides her legs and the bowl on it stands in front of her apron
        // (in front of the table, her jeans stood before it while the bowl on its top was drawn over her apron: blind
        // critic r62).
        {
          person: 'mom',
          x: 476,
          y: 448,
          // Still baking, not decorating a finished cake: she stirs the batter, the wooden spoon upright in her fist
          // and its head down in the bowl (a cake already white with cream and berries read as done).
          pose: 'hold',
          // Turned to the bowl she stirs, looking down into it, Grandma across it from her.
          facing: 'three-quarter-left',
          turnsTo: 'mixing-bowl',
          head: 'down',
          gaze: 'down-left',
          expression: 'happy',
          holding: { prop: 'spoon', variant: 'wooden', part: 'wooden-spoon', size: 80 },
          reachTo: { near: { x: 424, y: 292, on: 'mixing-bowl' } },
          clothes: 'apron',
        },
        { prop: 'table', x: 430, y: 462, size: 164 },
        // Drawn over the spoon and her hand at its rim, so the spoon's head goes down into the batter; its foot on the
        // table's top, between its back and front edges (at 350 it stood on the front edge and hung before the table).
        { prop: 'mixing-bowl', variant: 'stirring', part: 'mixing-bowl', x: 426, y: 342, size: 70 },
        // The small bowl of strawberries on the table beside the batter, on Mom's side, in front of her apron (in Grandma's
        // far hand behind her body it hung at her hip off the table's end, a floating bowl: blind critic r80, p10).
        { prop: 'strawberry-bowl', part: 'strawberries', x: 482, y: 344, size: 36 },
        { prop: 'stir-swirl', x: 434, y: 308, size: 60 },
        // The pink wisps of its sweet smell, rising from the bowl between the two, up and out of the open window behind
        // them through its open side (c5-p1 carries them outside); leaning the other way, over the curtain, a critic saw
        // them drift in front of shut glass (blind critics r76, r77).
        { prop: 'scent-wisp', variant: 'faint', part: 'scent-wisp', x: 438, y: 284, size: 150, rotate: -52, flip: true },
        {
          person: 'grandma',
          // A step nearer Mom, so the phone's frame, drawn in on the two with Mom back behind the table, keeps her back whole.
          x: 372,
          y: 468,
          pose: 'hold',
          facing: 'three-quarter-right',
          // Turned to Mom across the bowl, sharing the hurry, her berry held over the batter it is for; her face three
          // quarters to us, her eyes on Mom (her head turned to Mom in profile, a critic read her eye as closed in the
          // middle of her cheek: blind critic r76, p10).
          headFacing: 'three-quarter-right',
          gaze: 'right',
          expression: 'happy',
          // A berry just picked out of the bowl by its cap, for the top once the cake is baked: a little bigger than the
          // bowl's, hanging from her fingers (at 18 critics saw it fist-sized; at 9 her fist hid it).
          holding: { prop: 'strawberry', part: 'grandmas-strawberry', size: 14 },
          // The small bowl she takes it from in her other hand, held at her waist (set on the table beside her it hung in
          // front of the table's edge, and on the table's top her apron hid it).
          reachTo: { near: { x: 398, y: 290, on: 'mixing-bowl' } },
          clothes: 'apron',
        },
      ],
    },
    alt: {
      en: 'In the kitchen Mom stirs the cake batter in a big bowl with a wooden spoon, her eyes on it. Across the bowl Grandma smiles at her and holds a strawberry over the batter, and a small bowl of strawberries sits beside it on the table. Pink wisps of the sweet smell rise from the batter and drift up and out of the open window behind them.',
      ko: '부엌에서 엄마가 커다란 그릇에 담긴 케이크 반죽을 나무 숟가락으로 저으며 그릇을 내려다봐요. 그릇 건너편에서 할머니가 엄마를 보고 웃으며 반죽 위로 딸기 하나를 들고 있어요. 그릇 옆 식탁에는 딸기가 담긴 작은 그릇이 놓여 있어요. 달콤한 냄새가 분홍빛 물결이 되어 반죽에서 피어올라, 두 사람 뒤 열린 창문 밖으로 솔솔 빠져나가요.',
    },
  },
  'c4-p2': {
    scene: {
      // The plain living room, before the party: the party room's confetti floated here before anyone had come.
      background: 'living-room',
      time: 'day',
      items: [
        {
          person: 'leo',
          // Across the rug from Dad and two steps back, drawn behind him, so his pointing arm and Dad's red face both show
          // and, where the phone draws the two close, his face stands clear above the end of Dad's balloon (a step nearer,
          // its tip was in his mouth).
          x: 650,
          y: 396,
          // Turned to Dad, his arm out pointing at Dad's red face, his other arm down, as he laughs (a finger up by his
          // head read as a rude sign; a hand on his tummy stood out in front of him too on the phone).
          pose: 'point',
          facing: 'three-quarter-left',
          turnsTo: 'dad',
          expression: 'laughing',
        },
        // Three balloons he has tied to a little weight, floating up on their strings behind his back, drawn before him,
        // so on a phone, where he sits nearer them, the weight is behind him, not on his lap.
        { prop: 'tied-balloons', variant: 'long', x: 348, y: 440, size: 62, count: 3 },
        // Balloon after balloon: a heap of ten already blown on the floor by his knees, between him and Leo, drawn before
        // him, so his legs lie in front of it and read (drawn over them, his legs merged into it). Behind his back, the
        // phone's picture had to hold it at the left and drew Leo so close that his pointing hand met the end of Dad's
        // balloon, and he read as holding it.
        { prop: 'balloon-pile', part: 'balloons', x: 556, y: 472, size: 76, count: 10 },
        {
          person: 'dad',
          x: 420,
          y: 470,
          pose: 'sit-floor',
          // Both hands holding the small balloon just under its neck, below his lips, so his mouth, nose and puffed cheek
          // show round it (the hands at his mouth hid it, and the balloon grew out of his fist; 'shush' put one finger up
          // before his face).
          arms: 'hold',
          otherArm: 'hold',
          reachTo: { near: { x: 452, y: 332 }, far: { x: 445, y: 334 } },
          // Sitting turned to Leo, his head three-quarters to him, so his tomato-red, puffed-out face is the picture's joke,
          // seen whole (in profile, it showed only a red dot on one cheek), and the balloon grows out of his lips toward
          // Leo, his arms out in front of him (turned away from Leo, with the balloon behind his shoulder, his arms lay
          // across his chest as a green slab on the phone).
          facing: 'side-right',
          headFacing: 'three-quarter-right',
          turnsTo: 'leo',
          // Cheeks puffed round and bright red as he blows, the balloon at his lips (a light blush read as no effort).
          expression: 'puffing-red',
        },
        // Its neck in his lips, small as a balloon is while it is being blown, its round end tipped down in front of his
        // chin, clear of his nose and glasses (at 44 long and level with his nose, it lay over half his face).
        { prop: 'blowing-balloon', part: 'blowing-balloon', x: 453, y: 332, size: 40, rotate: 24 },
      ],
    },
    alt: {
      en: 'In the living room Dad sits on the floor blowing up balloon after balloon. He turns his head to Leo, a balloon at his lips, his eyes squeezed shut, his cheeks puffed out round and his whole face as red as a tomato. A pile of balloons grows by his feet. Leo laughs and points at him.',
      ko: '거실 바닥에 앉은 아빠가 풍선을 불고 또 불어요. 레오 쪽으로 고개를 돌린 아빠는 풍선을 입에 대고 눈을 질끈 감은 채 볼을 빵빵하게 부풀렸는데, 얼굴이 토마토처럼 새빨개요. 아빠 발치에는 풍선이 수북이 쌓여 가요. 레오가 아빠를 가리키며 깔깔 웃어요.',
    },
  },
  'c4-p3': {
    scene: {
      // The plain living room, before the party: the party room's confetti floated here before anyone had come.
      background: 'living-room',
      time: 'day',
      // Closer round the table, so the faces read on a desk too.
      camera: { x: 390, y: 290, zoom: 1.2 },
      items: [
        // Mom behind the sofa, drawn before it, so her feet are on the floor behind it, not on its seat. A step back from
        // it and a size up, as Dad, so the two show to the waist over its back (nearer it, critics saw two busts on it),
        // her list held up at her chest over it (lower, the sofa hid it).
        {
          person: 'mom',
          // A hand's width from Dad on the desk, so her face leans in to his whisper without pressing on his cheek and
          // his shushing finger (at 640 her forehead was against his face).
          x: 662,
          y: 404,
          scale: 1.12,
          pose: 'lean-in',
          facing: 'three-quarter-left',
          // Leaning in to Dad's whisper, her eyes on him (looking out past him, critics saw all four face the reader).
          turnsTo: 'dad',
          expression: 'happy',
          holding: { prop: 'long-list-folding', variant: 'hanging', part: 'moms-list', size: 80 },
          reachTo: { near: { x: 640, y: 226 } },
          clothes: 'apron',
          tall: { x: 770, reachTo: { near: { x: 744, y: 230 } } },
        },
        // Dad behind the sofa beside Mom, drawn before it, so the plotters stand together at the back and the cake and
        // Grandma's hand are the picture's middle (in front of the sofa he stood over everything). Behind the cake on
        // the phone, so his hanging arm does not hide the eighth candle.
        // He whispers the plan to Mom, his finger on his lips, turned to her as she leans in to his ear (bent to her too,
        // his head came over her face; turned to Leo, he whispered to nobody in particular). A step back and a size up, so
        // he shows to the waist over the sofa's back.
        { person: 'dad', x: 556, y: 400, scale: 1.12, pose: 'shush', facing: 'three-quarter-right', turnsTo: 'mom', expression: 'sly', tall: { x: 566 } },
        // The living room's teal sofa, where the family hides for the surprise (c6-p1), in the same place.
        // Long enough for the family of five that hides behind it, standing clear of the table's end.
        { prop: 'sofa', x: 610, y: 458, size: 310 },
        // Tied to a little weight on the floor, floating high on long ribbons: on the phone, over Grandma's head, the
        // weight a step behind her feet (level with them, she stood on it).
        { prop: 'tied-balloons', variant: 'long', part: 'balloons', x: 130, y: 470, size: 100, count: 3, tall: { x: 196, y: 430, size: 86 } },
        {
          person: 'grandma',
          // An arm's length from the cake, so her hand on the candle stands clear of her face (nearer, it read as a hand
          // at her mouth).
          x: 236,
          y: 455,
          pose: 'lean-in',
          facing: 'three-quarter-right',
          turnsTo: 'candles',
          expression: 'proud',
          // Her fingers on the eighth candle as she pushes it into the cake: a candle in her hand as well would make nine.
          // Down at the candles' middle, so on the phone her hand is among the candles (at their tips it hung beside her
          // chin, a hand at her face).
          reachTo: { near: { x: 366, y: 278 } },
          clothes: 'apron',
          // On the phone, at the first candle, the left one, so her hand shows round it over the cake (at the candles'
          // middle, as on the desk, the phone's nearer cake hid it); a step left of the cake, so her face and shoulders
          // stand clear above it (where the staging put her, she was buried behind it up to her chin); a little larger and
          // nearer the cake, so the floor lamp's pole stands past her bun, not out of the top of her head. Her fist down on
          // that candle's top, pressing it in (at the candles' foot, beside it, critics saw her hand rest at the cake's side;
          // at the candle's left side, its tip over her knuckles, a fist at her own chest: blind critic r29).
          tall: { x: 240, scale: 1.06, reachTo: { near: { x: 270, y: 269 } } },
        },
        // On the phone a smaller table, further left: its near leg stands hidden behind Leo, not between Dad's feet; its
        // feet in front of Grandma's, as she stands behind it (its top still under the cake).
        { prop: 'table', part: 'living-room-table', x: 400, y: 470, size: 190, tall: { x: 346, y: 460, size: 176 } },
        // The cake and its candles placed left of the table's place on the phone: its staging moves the table more than
        // them, and at the table's own x the plate hung off its right edge over the sofa. (Moved right with the table, to clear
        // Grandma, the phone's staging brought something over Mom's face (0.05): Grandma steps left instead.)
        { prop: 'birthday-cake', variant: 'whole-unlit', part: 'birthday-cake', count: 8, x: 400, y: 337, size: 110, tall: { x: 300 } },
        { prop: 'cake-candles', variant: 'whole-row', part: 'candles', count: 8, lit: false, x: 400, y: 337, size: 110, tall: { x: 300 } },
        // Listening to Dad, turned up to him, his hands over his giggle. In front of the sofa below Dad, clear of the table's
        // end (beside it, on the phone his head stood over the table's front edge).
        { person: 'leo', x: 650, y: 488, pose: 'hands-over-mouth', facing: 'front', turnsTo: 'dad', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Grandma leans over the big strawberry cake on the living room table and pushes in the last of eight candles. Behind the sofa Dad, a finger to his lips, turns to Mom and whispers the plan, and she leans in to his ear to listen with her long list; in front, Leo covers his mouth with both hands.',
      ko: '할머니가 거실 탁자 위 커다란 딸기 케이크 쪽으로 몸을 숙이고 초 여덟 개 중 마지막 초를 꽂아요. 소파 뒤에서 아빠가 입에 손가락을 대고 엄마 쪽으로 돌아서서 작전을 속삭이고, 엄마는 길쭉한 종이를 든 채 몸을 숙여 귀를 기울여요. 앞에서는 레오가 두 손으로 입을 가려요.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'garden',
      time: 'day',
      items: [
        // Sized so the desk's whole garden holds its roof to the peak, and the phone's closer frame its eaves and slopes
        // (at 276 the roof ran off the top of both, a flat red bar that a critic read as a plank floating on a slab:
        // blind critic r82).
        { prop: 'house-front', x: 520, y: 366, size: 226 },
        { prop: 'window', variant: 'open', part: 'kitchen-window', x: 520, y: 262, size: 62 },
        { prop: 'gate', variant: 'open', part: 'front-gate', x: 520, y: 372, size: 120 },
        // Nose up into the cake's smell drifting from the open kitchen window, galloping through the gate's opening
        // between its posts (over the right-hand post, his body merged with it). Drawn before the two who run after him,
        // as he is further up the path.
        // Up in the gateway itself, a step smaller with the distance (in front of the fence, a critic saw him run along
        // it with no way in: blind critic r68).
        { animal: 'biscuit', x: 514, y: 386, scale: 0.92, pose: 'gallop', head: 'up', facing: 'right', expression: 'happy' },
        // Clipped to his collar and trailing slack behind him along the grass, pulled free of her hand (flying up
        // behind him, its loop hung in the air), drawn before her and short, so on a phone its end lies on the grass
        // short of her fingers, not across her chest or in her hand.
        { prop: 'leash-clip', variant: 'trailing', part: 'leash', x: 527, y: 346, size: 32, flip: true },
        { prop: 'scent-wisp', x: 526, y: 280, size: 80, rotate: 30 },
        {
          person: 'grandpa',
          // Hurrying close behind her, a step further up the path, so the three fit the phone's frame without it drawing
          // Biscuit in onto her reaching hand.
          x: 270,
          y: 428,
          pose: 'walk',
          facing: 'three-quarter-right',
          // Pointing after the dog as he hurries (his hand clapped over his mouth, on his three-quarter head it sat on his
          // cheek and read as a hand on his ear: blind critic r65; a hand at his brow read as earmuffs).
          arms: 'point',
          expression: 'surprised',
        },
        { person: 'charlotte', x: 300, y: 482, pose: 'run', arms: 'open-hand', facing: 'side-right', expression: 'scared' },
      ],
    },
    alt: {
      en: 'At the front gate Biscuit lifts his nose into the sweet smell drifting in pink wisps from the open kitchen window, pulls free and gallops through the open gate toward the house, his red leash trailing behind him on the grass. Charlotte runs after him with her hand out, calling him back, and Grandpa hurries behind, pointing after the dog.',
      ko: '대문 앞에서 비스킷이 열린 부엌 창문에서 분홍빛으로 솔솔 풍겨 오는 달콤한 냄새에 코를 쳐들더니, 목줄을 뿌리치고 열린 대문으로 집을 향해 쏜살같이 달려가요. 빨간 목줄이 풀밭 위로 질질 끌려가요. 샬럿이 손을 뻗고 비스킷을 부르며 뒤쫓고, 할아버지가 비스킷을 손가락으로 가리키며 허둥지둥 따라와요.',
    },
  },
  'c5-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      // On a desk, in from the whole room (the door, the table and the balloons a step nearer the middle), so
      // Leo's and Biscuit's faces read.
      camera: { x: 400, y: 316, zoom: 1.2 },
      items: [
        // The living room's teal sofa, where the family hides for the surprise (c6-p1), in the same place.
        { prop: 'sofa', x: 548, y: 458, size: 260 },
        { prop: 'sunny-doorway', part: 'front-door', x: 150, y: 440, size: 150 },
        // Tied to a little weight at the table's end, beside the cake.
        { prop: 'tied-balloons', part: 'balloons', x: 532, y: 329, size: 100, count: 3 },
        // In front of the sofa's left end, where it stands on every living-room page (c4-p3, c5-p3, c6).
        { prop: 'table', part: 'living-room-table', x: 458, y: 462, size: 190 },
        { prop: 'birthday-cake', part: 'birthday-cake', count: 0, x: 458, y: 329, size: 110 },
        { prop: 'cake-candles', variant: 'whole-row', part: 'candles', count: 8, lit: false, x: 458, y: 329, size: 110 },
        {
          person: 'leo',
          // Close by the door he opened, so his hand is on its edge (a step further in, it hung in the air beside the
          // door: blind critic r76, p14).
          x: 152,
          y: 462,
          pose: 'stand',
          // One hand still gripping the edge of the door he opened to peek, the other flung up: startled. (A flat palm
          // at the edge read as a hand raised in the air: "the door is open with no hand on it", blind critic r88, p14.)
          arms: 'pull',
          otherArm: 'open-hand',
          facing: 'three-quarter-right',
          // Spun round after the dog that just shot past his legs, his face to us so the startle reads.
          turnsTo: 'biscuit',
          headFacing: 'three-quarter-right',
          expression: 'surprised',
          reachTo: { near: { x: 87, y: 366, on: 'front-door' } },
        },
        // The jolt of his fright springing out over his head: Whoosh!
        { prop: 'action-marks', variant: 'startle', x: 158, y: 300, size: 64 },
        // The whoosh he leaves behind: speed lines and dust puffs streaming back toward the door he came in at.
        { prop: 'action-marks', variant: 'speed', x: 238, y: 484, size: 76 },
        // In full gallop, every paw off the floor, nose up toward the cake, just past Leo's legs and a step nearer us: he
        // zoomed past him, not stood sniffing on the floor (further off, the phone's frame drew them together, dog at shin). A puppy's size beside Leo as on the other pages (reared up in a leap at the front he
        // stood as tall as Leo's waist and read as zoomed in).
        { animal: 'biscuit', x: 290, y: 496, pose: 'gallop', head: 'up', facing: 'right', expression: 'happy' },
        // Drawn over him from the clip on his collar, so it streams back over his back and never crosses his face (drawn
        // behind him, it came out from under his tail, as if tied to his rear: blind critic r91, p14).
        { prop: 'leash', part: 'leash', x: 257, y: 471, size: 110, flip: true },
      ],
    },
    alt: {
      en: 'Leo holds the front door open and spins round, startled, as Biscuit zooms past into the living room, leash trailing, toward the balloons and the big cake with eight candles on the table.',
      ko: '레오가 현관문을 연 채 깜짝 놀라 돌아봐요. 비스킷이 목줄을 끌며 쌩 지나 거실로 달려가요. 탁자 위에는 풍선과 초 여덟 개가 꽂힌 커다란 케이크가 있어요.',
    },
  },
  'c5-p3': {
    scene: {
      background: 'party-room',
      time: 'day',
      // The book's turn, staged as its climax from the floor: a low camera, the table and Mom towering over the cake as it
      // falls (at eye level and middle distance, after the fact, the crash had no drama).
      angle: 'low',
      camera: { x: 450, y: 400, zoom: 1.7 },
      items: [
        // The living room's teal sofa, where the family hides for the surprise (c6-p1), in the same place.
        { prop: 'sofa', x: 548, y: 452, size: 260 },
        // A step left of Mom, so on the phone, where she comes up close to it, its end leg stands beside her and not
        // between her legs (blind critic r49: astride it).
        { prop: 'table', part: 'living-room-table', x: 450, y: 458, size: 190 },
        // The balloons still tied on the table, as in c5-p2 and c6, alone on it now, at its far end from Mom, so no balloon
        // sits behind her head and on the phone her thrown-up hands stay clear of their strings (nearer the middle, her
        // hands landed on the strings as if grabbing them).
        { prop: 'tied-balloons', x: 385, y: 325, size: 90, count: 3 },
        // The moment of the crash, the book's turn: Biscuit up in the air at the table's end for his one little sniff, and
        // the cake tipping off its edge onto him, candles and all, Mom stopped short at the sofa's end. (After the fact, the
        // cake splatted on the floor with Biscuit bolting from it, three critics saw only the aftermath, no jump and no
        // cake sliding: r99, r100, r101; the splat is on every page after.) Drawn before him, so his head is in front of
        // the cake's falling edge, his nose at its cream.
        { prop: 'birthday-cake', part: 'birthday-cake', count: 0, x: 352, y: 350, size: 100, rotate: -34 },
        { prop: 'cake-candles', variant: 'whole-row', part: 'candles', count: 8, lit: false, x: 352, y: 350, size: 100, rotate: -34 },
        // Its fall: the marks of a thing toppling, over the cake's lifted end.
        { prop: 'action-marks', variant: 'fall', x: 322, y: 380, size: 60 },
        // Leaping up at the table's end, every paw off the floor (his floor line below him), scared by what he has done;
        // his leash trailing down behind him from his collar.
        { animal: 'biscuit', x: 260, y: 420, floorY: 470, scale: 1.2, pose: 'jump', facing: 'right', expression: 'scared' },
        { prop: 'leash', variant: 'trailing', part: 'leash', x: 292, y: 404, size: 100 },
        {
          person: 'mom',
          // Come in at the sofa's end, on open floor in front of it, clear of the falling cake.
          x: 586,
          y: 474,
          // Stopped short at the crash and leaning to it from the hips, both hands to her cheeks, mouth open, eyes on the
          // falling cake: "Oh no!" (square to us and upright, she read as standing stiff beside the crash; side-on with her palms
          // out a metre off, stiffer still; mid-stride, on the phone her front shoe stepped into the cream; the fall's
          // streaks read as flying sticks and are gone).
          pose: 'stand',
          arms: 'hands-to-face',
          facing: 'three-quarter-left',
          bendsTo: { x: 420, y: 470 },
          gaze: 'down-left',
          expression: 'surprised',
          clothes: 'apron',
        },
      ],
    },
    alt: {
      en: 'Crash! Biscuit has leaped up at the end of the table for one little sniff, all four paws off the floor, his red leash trailing, and the big cake is sliding off the table’s edge onto him, tipping in the air with its eight candles, its strawberries and its cream. Only the balloons are left on the table. At the sofa’s end Mom stops short, both hands on her cheeks and her mouth a round O.',
      ko: '쿵! 비스킷이 냄새를 맡으려고 탁자 끝으로 네 발이 다 뜨도록 폴짝 뛰어올랐어요. 빨간 목줄이 뒤로 늘어져 있어요. 커다란 케이크가 초 여덟 개와 딸기와 크림을 얹은 채 탁자 가장자리에서 비스킷 쪽으로 미끄러져 공중에서 기울어져요. 탁자 위에는 풍선만 남았어요. 소파 끝에서 엄마가 멈칫하며 두 손으로 볼을 감싸고 입을 동그랗게 벌려요.',
    },
  },
  'c6-p1': {
    scene: {
      background: 'party-room',
      time: 'day',
      // Everyone drawn in round the sofa and the door, so the desk's frame comes close on them and the worried faces
      // read there too (spread over the whole room, they were small on a desk and tiny on a small phone).
      camera: { x: 434, y: 312, zoom: 1.34 },
      items: [
        // Wide and right behind the two who come in, so they stand in it.
        { prop: 'sunny-doorway', x: 168, y: 446, size: 170 },
        // Floating high on long ribbons from a little weight on the floor past the sofa's end: the party's bunch of three,
        // as on every page of the party room.
        { prop: 'tied-balloons', variant: 'long', part: 'balloons', x: 694, y: 448, size: 76, count: 3 },
        // Dad a step back between Grandma and Mom, his far hand up for the surprise he planned, the near one down behind the
        // sofa, clear of his face (come back to his chest, on the phone it stood at his chin: blind critic, p16; held out
        // over the sofa's back it reached in among Grandpa's hands; fists up read as cheering), his mouth a small round
        // "Surprise…", the words' small voice (worried, with knit brows and a mouth turned down, the three read as
        // scowling at her).
        {
          person: 'dad',
          x: 486,
          y: 392,
          scale: 0.94,
          pose: 'jump',
          arms: 'stand',
          otherArm: 'wave',
          facing: 'three-quarter-left',
          turnsTo: 'charlotte',
          bendsTo: 'charlotte',
          // The three faces three-quarters to us, so their letdown reads (in profile, their worried mouths read as small
          // moustaches and Dad's brows as a scowl: blind critic r76, p16).
          headFacing: 'three-quarter-left',
          gaze: 'down-left',
          // Worried, their plan falling flat as they see her face (a round-mouthed 'surprised' read as a grin: r68).
          expression: 'worried',
        },
        // Grandma and Mom in front of him, all three turned to Charlotte at the door and leaning out to her, whom they jump
        // out to surprise, their hands up as planned but their "Surprise…" small, each mouth a small round O, their eyes
        // gone down to the cake on the floor (looking at her, they read as a loud cheer: blind critic r62). Up close behind
        // the sofa's back, at nearly their full size, so their faces are not lost behind it. Grandma, nearest the door, holds
        // her open hands out to Charlotte over the empty table, clear of anyone's body. Her skirt behind the sofa's arm, as
        // their legs are behind its back (a step left, her skirt hung past the arm over bare floor and she hovered with no
        // legs: blind critic r86, p16).
        {
          person: 'grandma',
          x: 430,
          y: 404,
          scale: 0.96,
          pose: 'jump',
          arms: 'open-hand',
          otherArm: 'open-hand',
          facing: 'three-quarter-left',
          turnsTo: 'charlotte',
          bendsTo: 'charlotte',
          headFacing: 'three-quarter-left',
          gaze: 'down-left',
          // Let down as the others are (her round 'surprised' mouth read as beaming beside their worried faces: r76).
          expression: 'worried',
          clothes: 'apron',
        },
        {
          person: 'mom',
          x: 566,
          y: 406,
          pose: 'jump',
          // Her far hand still up for the surprise as planned, the near one down behind the sofa, her face clear (gone to her
          // mouth, it hid her face on the phone: blind critic, p16; both hands up read as a loud cheer; held out open toward
          // Charlotte, her arms ran across Dad's body; the hand up on her near side, or a wave, the phone's squeeze put
          // Grandma's face behind Grandpa's head).
          arms: 'stand',
          otherArm: 'hands-up',
          facing: 'three-quarter-left',
          turnsTo: 'charlotte',
          bendsTo: 'charlotte',
          headFacing: 'three-quarter-left',
          gaze: 'down-left',
          // Worried, their plan falling flat as they see her face (a round-mouthed 'surprised' read as a grin: r68).
          expression: 'worried',
          clothes: 'apron',
        },
        // The teal sofa the three hide behind (c4-p3), drawn over their legs; a size up, so its back comes up over Dad's
        // hips as he leans over it (at 260 his jeans sat on its top edge, as if on it and not behind it). A step right of
        // Grandma, so the phone's frame, drawing the group in, keeps its end clear of Grandpa in the doorway (at 484 he
        // stood in front of its arm with his shoes level with its feet, as if in the sofa: blind critic r61).
        { prop: 'sofa', x: 528, y: 458, size: 284 },
        // Leo come out round the sofa's end, about to cry at the mess (drawn behind its arm, the phone's picture, drawing
        // the group together, hid him behind it). Not Charlotte's hands on her cheeks: each child takes it in their own way.
        // (One hand holding on to the sofa's arm widened him, and the phone's squeeze then put Grandma's head over Dad's face.)
        {
          person: 'leo',
          x: 648,
          y: 458,
          pose: 'stand',
          // Peeking out round the sofa's end, his arms stiff at his sides (rubbing his eye, his fist at his
          // face was a third hand-at-the-face pose beside Charlotte's and Grandpa's).
          facing: 'three-quarter-left',
          gaze: 'down-left',
          expression: 'teary',
        },
        // The brown table of c5-p2 and c5-p3, in front of the sofa, empty, just behind the cake that slid off it.
        { prop: 'table', x: 420, y: 464, size: 130 },
        {
          person: 'grandpa',
          x: 146,
          y: 452,
          pose: 'stand',
          // A hand to his forehead at the sight: oh no (both hands over his mouth sat on his cheek, a hand clamped to his
          // ear: blind critic r65, p16; a hand on his head looped his arm over his cap, earmuffs on a phone; both hands to
          // his chest, or hanging, the phone's picture drew him smaller and further back, or his hand met hers at her chin).
          arms: 'hand-to-forehead',
          facing: 'three-quarter-right',
          expression: 'worried',
        },
        // Turned to the family jumping out at her, her hands to her cheeks, eyes wide and mouth open: the one surprised
        // (worried, her knit brows read as cross). Three-quarters to us with her eyes down, she faced the reader, not them.
        {
          person: 'charlotte',
          x: 246,
          y: 480,
          pose: 'stand',
          arms: 'hands-to-face',
          facing: 'three-quarter-right',
          turnsTo: 'grandma',
          expression: 'surprised',
        },
        // The squashed cake, the page's joke, nearest the reader in front of the empty table, between her and Biscuit.
        { prop: 'upside-down-cake', part: 'birthday-cake', x: 344, y: 490, size: 120 },
        { prop: 'upside-down-cake', variant: 'candles', part: 'candles', x: 344, y: 490, size: 120, count: 8 },
        { animal: 'biscuit', x: 454, y: 494, pose: 'sit', facing: 'left', expression: 'sad' },
        { prop: 'leash', variant: 'trailing', part: 'leash', x: 440, y: 498, size: 110, flip: true },
      ],
    },
    alt: {
      en: 'Charlotte stops in the doorway, turned to her family, her hands to her cheeks, eyes wide and mouth open, with Grandpa behind her, a hand to his forehead: oh no. Mom, Grandma and, a step back, Dad jump up from behind the sofa, turned to her, for the surprise: one of Mom’s open hands up, Grandma’s open hands held out, one of Dad’s hands up; but their eyes go down to the cake on the floor, their faces fall, and they make only a small “Surprise…”; Leo stands stiff at the sofa’s end, his arms down and his lip shaking, about to cry. Biscuit sits by the squashed cake on the floor in front of the empty table, ears down, his red leash trailing.',
      ko: '샬럿이 두 손으로 볼을 감싼 채 눈을 동그랗게 뜨고 문간에 멈춰 서서 가족들 쪽을 바라보고, 뒤에서 할아버지가 어이쿠 하며 손으로 이마를 짚으세요. 엄마와 할머니, 그리고 한 걸음 뒤에서 아빠가 소파 뒤에서 샬럿 쪽으로 펄쩍 튀어나와요. 엄마는 한 손을 활짝 펴서 들고, 할머니는 두 손을 활짝 내밀고, 아빠는 한 손을 들지만 다들 바닥의 케이크를 내려다보며 시무룩한 얼굴로 작은 목소리로 “서프라이즈…” 해요. 레오는 소파 끝에 팔을 축 내리고 굳은 채 서서 입술을 떨며 울먹여요. 비스킷은 빈 탁자 앞 바닥에 뭉개진 케이크 옆에 귀를 축 늘어뜨리고 앉아 있어요. 빨간 목줄이 바닥에 늘어져 있어요.',
    },
  },
  'c6-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      // In on the fallen cake, the sofa behind it filling the wall (and hiding the present table, which the frame
      // cut at its edge).
      camera: { x: 400, y: 370, zoom: 1.7 },
      items: [
        { prop: 'sofa', x: 560, y: 420, size: 230 },
        // The empty table the cake slid off (c5-p3, c6-p1), still in front of the sofa, just behind the cake, and a
        // step further back, its near leg clear above her pointing finger (where the finger met it, she seemed to grip the
        // leg: blind critic r89, p17).
        { prop: 'table', x: 474, y: 436, size: 136 },
        // Floating over the room on long ribbons from a little weight on the floor behind her.
        { prop: 'tied-balloons', variant: 'long', part: 'balloons', x: 214, y: 440, size: 84, count: 3 },
        {
          person: 'charlotte',
          x: 310,
          y: 484,
          pose: 'crouch',
          arms: 'point',
          // Her other hand on her knee, as the crouch rests it (at her chest, the far hand showed under her chin on a thin
          // forearm, a hand with no arm: blind critic r85; down on the floor behind her knee, the same: r71).
          // Her eyes on Biscuit as she asks him, her finger still on the cake he knocked down (head down, she stared at
          // the cake while she spoke to him).
          turnsTo: 'biscuit',
          // Her face in profile to him, the engine's own turn to one beside her, so her eyes are on him (held three-quarters
          // round, both eyes showed and on a phone she looked out at the reader); her dismay is in her brow and mouth.
          // Her arm out over the cake, the finger at its near side (down at its edge, the hand read as resting in her lap;
          // further over it, the phone's picture, drawing the group in, landed it on Biscuit).
          reachTo: { near: { x: 428, y: 460 } },
          facing: 'three-quarter-right',
          // "What did you do?": brows up in the middle, the mouth wobbling, oh no (the open-mouthed gasp read blank).
          expression: 'worried',
        },
        // Just behind the cake's far end, his face over it; close enough that the phone does not draw him away from
        // the cream, which keeps its place (two steps further, the phone moved him and the cream sat on his eye).
        { animal: 'biscuit', x: 552, y: 456, pose: 'sit', head: 'up', facing: 'left', expression: 'sad' },
        { prop: 'leash', variant: 'trailing', x: 545, y: 482, size: 100, flip: true },
        // The cake of c5-p2 at its width, squashed flat (at twice it, critics read a bigger cake), between her pointing
        // finger and Biscuit, a step down the floor toward us, so the phone keeps the cream on his nose, not over the cake.
        { prop: 'upside-down-cake', part: 'birthday-cake', x: 462, y: 496, size: 92 },
        { prop: 'upside-down-cake', variant: 'candles', part: 'candles', x: 462, y: 496, size: 92, count: 8 },
        // On the tip of his nose in both compositions (beside his head, it floated in the air).
        { prop: 'dollop', variant: 'cream', part: 'cream', x: 527, y: 403, size: 14 },
      ],
    },
    alt: {
      en: 'Under the balloons Charlotte points at the squashed cake on the floor, its candles knocked over, and turns to Biscuit, her brows up and her mouth wobbly: oh no! Biscuit sits beside it with cream on his nose, ears down, his leash trailing, looking up at her.',
      ko: '풍선 아래에서 샬럿이 바닥에 뭉개진 케이크를 가리키며 어쩔 줄 모르는 얼굴로 비스킷을 돌아봐요. 초는 다 쓰러졌어요. 코에 크림을 묻힌 비스킷이 목줄을 늘어뜨린 채 귀를 축 내리고 옆에 앉아 샬럿을 올려다봐요.',
    },
  },
  'c6-p3': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        // The same teal sofa and brown table the cake slid off (c5-p3, c6-p1), still there behind the mess.
        { prop: 'sofa', x: 548, y: 458, size: 260 },
        { prop: 'table', part: 'living-room-table', x: 420, y: 452, size: 140 },
        // Sunk down on the floor beside and just behind the cake, her eyes down and across on the mess, her knees to the
        // right of it (nearer, her apron ran into the cake like a white wedge and the overturned plate lay across her
        // knees; the cake is flipped so its plate lies on Leo's side, away from her). On the floor in front of the sofa,
        // her knees and shoes below its feet (further back, her shoes sat on its front panel, above the floor line, as if
        // she knelt inside it: blind critic r62).
        {
          person: 'mom',
          x: 612,
          y: 480,
          // Sunk to her knees, leaning toward the mess, her face turned three-quarters to it and her fingertips at her
          // chin, saying nothing: her sad eyes, brows and mouth read (side-on, her hair and her hands over her mouth hid
          // her face; sat with her legs folded to one side, her apron lay over them in a flat white lump on a desk). The
          // hands go with her where the phone moves her.
          // Kneeling facing us, her head turned down to the cake and her apron hanging over her lap (turned three-quarters,
          // the apron wrapped her near thigh into a white tube that read as a leg on a phone); her fingertips at her chin.
          pose: 'kneel',
          arms: 'hands-over-mouth',
          head: 'down',
          // Her eyes down on the squashed cake before her (down-left, they went to Leo, and a critic saw her look away
          // from the mess she stares at: r86, p18).
          gaze: 'down',
          facing: 'front',
          headFacing: 'three-quarter-left',
          bendsTo: { x: 500, y: 480 },
          reachTo: { near: { x: 604, y: 362, on: 'mom' }, far: { x: 596, y: 361, on: 'mom' } },
          expression: 'sad',
          clothes: 'apron',
        },
        // On the cake's left, not between it and Mom, and drawn before it: the phone draws him beside the mess, not
        // pasted over it (with the cake between the two, the phone drew his legs over its splat). A wide step from it on
        // the desk, so the phone, drawing the two together, keeps his shoes clear of it (nearer, his shoe sat under the
        // cake: blind critic r50). Turned three-quarters toward the mess, so his near arm shows whole from the sleeve to the
        // fist at his eye (square to us, each forearm ran up over his cheek, skin on skin, and his fists floated at his
        // eyes: blind critic r87, p18).
        { person: 'leo', x: 318, y: 480, pose: 'wipe-eyes', otherArm: 'wipe-eyes', facing: 'three-quarter-right', expression: 'crying' },
        // Far enough up the floor that the frame's bottom edge does not cut its splat and the candles in it; drawn after
        // Mom and Leo, the nearest of the three, so it lies in front of her knees and by his shoes, hidden by neither.
        { prop: 'upside-down-cake', part: 'birthday-cake', x: 530, y: 492, size: 92, flip: true },
        { prop: 'upside-down-cake', variant: 'candles', part: 'candles', x: 530, y: 492, size: 92, count: 8, flip: true },
      ],
    },
    alt: {
      en: 'Leo bursts into tears, rubbing his eyes with his fists. Mom has sunk to her knees on the floor by the squashed cake, her apron over her lap, her fingertips at her chin, staring at it sadly without a word.',
      ko: '레오가 주먹으로 눈을 비비며 울음을 터뜨려요. 엄마는 뭉개진 케이크 옆 바닥에 털썩 무릎을 꿇고 앉아, 앞치마를 무릎 위에 드리운 채 손끝을 턱에 대고 슬픈 얼굴로 케이크를 말없이 바라봐요.',
    },
  },
  'c7-p1': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        // The party room's teal sofa (c7-p2, c9-p3) behind her, so the frame is not bare wall, and the table on the
        // room's left, away from the present table at its right (that was cut at the frame's edge).
        { prop: 'sofa', x: 380, y: 420, size: 230 },
        // Tied to a little weight on the table, clear of the room's own balloons over its left corner: the party's bunch
        // of three, as on the pages before and after (c6-p2, c7-p2).
        { prop: 'tied-balloons', part: 'balloons', x: 238, y: 373, size: 62, count: 3 },
        { prop: 'table', part: 'living-room-table', x: 270, y: 460, size: 124 },
        // Mom's pencil left lying on the table, where the list lay when Charlotte spotted it.
        { prop: 'pencil', x: 262, y: 376, size: 34, rotate: 112 },
        // The squashed cake still on the floor at the foot of the table it fell from (c6), beside her: nobody has
        // cleaned it up yet. Close in by her, so the phone's frame holds it with the table and the balloons.
        { prop: 'upside-down-cake', part: 'birthday-cake', x: 262, y: 486, size: 92 },
        { prop: 'upside-down-cake', variant: 'candles', x: 262, y: 486, size: 92, count: 8 },
        {
          person: 'charlotte',
          x: 352,
          y: 486,
          // Hugging it: both arms wrapped round it, crossed over its foot, the sheet tipped against her chest and her
          // head bowed over it, eyes shut in a smile, so its heading shows over her arms (held flat in two fists at her
          // chest with her head up, critics saw a report card shown to the reader; hands higher on it covered the
          // heading's end; a smaller sheet stood off her side, the far hand empty).
          pose: 'stand',
          arms: 'hug',
          facing: 'front',
          headFacing: 'three-quarter-left',
          head: 'down',
          expression: 'happy-tears',
          reachTo: { near: { x: 364, y: 384 }, far: { x: 348, y: 380 } },
          holding: { prop: 'party-list', part: 'moms-list', label: 'CHARLOTTE’S PARTY', size: 42 },
        },
      ],
    },
    alt: {
      en: 'By the living-room table, where Mom’s pencil still lies under a bunch of balloons, Charlotte hugs Mom’s long list tight to her chest with both arms, her head bent over it and her eyes shut, smiling through happy tears: at the top, over her arms, it says CHARLOTTE’S PARTY. At the foot of the table the squashed cake still lies on the floor.',
      ko: '풍선 다발이 걸리고 엄마의 연필이 그대로 놓인 거실 탁자 옆에서 샬럿이 맨 위에 ‘샬럿 생일 파티’라고 적힌 엄마의 길쭉한 종이를 두 팔로 가슴에 꼭 끌어안고, 고개를 숙인 채 눈을 감고 기쁨의 눈물을 글썽이며 웃어요. 탁자 아래 바닥에는 뭉개진 케이크가 아직 그대로 있어요.',
    },
  },
  'c7-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      // The two of them in front of the sofa, away from the present table at the room's right, so the medium
      // shot's frame shows the sofa behind them, not bare wall, and no table cut at its edge.
      items: [
        // The party room's teal sofa (c9-p3) against the wall behind them.
        { prop: 'sofa', x: 330, y: 420, size: 230 },
        // A bunch of the party's balloons beside them, its long ribbons tied to a weight on the floor at Leo's side,
        // so the phone's frame is not bare wall above them and no ribbon ends on a head.
        { prop: 'tied-balloons', variant: 'long', x: 430, y: 476, size: 60, count: 3 },
        // The living-room table of c7-p1, at the sofa's end where it stood there, the squashed cake at its foot.
        { prop: 'table', x: 230, y: 436, size: 124 },
        // The squashed cake still on the floor where it fell (c6), behind her: nobody has cleaned it up yet. At her
        // back rather than past Leo, so the phone's frame, drawn in round the two, holds it whole.
        { prop: 'upside-down-cake', part: 'birthday-cake', x: 258, y: 462, size: 92 },
        { prop: 'upside-down-cake', variant: 'candles', x: 258, y: 462, size: 92, count: 8 },
        // A real hug (blind critic r50: three stiff arms between two bodies that did not touch): Leo, a head under his
        // kneeling sister's, in her arms with his cheek against hers and his face to us. Listed first, so her arms lie
        // over him. Close in, her arm right round him, their cheeks nearly touching (a step off her, she held him at arm's
        // length: blind critic r63, p20); no nearer, or her leaning head covers his eye.
        {
          person: 'leo',
          x: 380,
          scale: 0.9,
          y: 490,
          pose: 'stand',
          facing: 'three-quarter-left',
          // His eyes on her as she wipes his tear, and hers on him (both looked out at the reader: blind critic r86, p20).
          gaze: 'left',
          expression: 'happy',
          wearing: { prop: 'cheek-tear', size: 100 },
        },
        {
          person: 'charlotte',
          x: 304,
          y: 494,
          pose: 'kneel',
          facing: 'three-quarter-right',
          gaze: 'right',
          expression: 'happy',
          arms: 'wipe-eyes',
          otherArm: 'hug',
          hugs: 'leo',
          // Her far arm round his back, its hand showing past it; the near hand on his wet cheek under the tear.
          reachTo: { near: { x: 372, y: 390, on: 'leo' } },
        },
      ],
    },
    alt: {
      en: 'In front of the sofa Charlotte kneels and holds Leo close with one arm, and with her other hand on his cheek she wipes his tears away. A last tear is still running down his cheek to her hand, but he looks at her and smiles now. Beside them the squashed cake still lies on the floor.',
      ko: '소파 앞에서 샬럿이 무릎을 꿇고 한 팔로 레오를 꼭 붙잡아 주며, 다른 손을 레오의 뺨에 대고 눈물을 닦아 줘요. 뺨에는 아직 눈물 한 방울이 누나 손까지 흘러내리지만, 레오는 누나를 보며 이제 웃고 있어요. 옆 바닥에는 뭉개진 케이크가 아직 그대로 있어요.',
    },
  },
  'c7-p3': {
    scene: {
      background: 'kitchen',
      time: 'day',
      // Just in from the whole kitchen, so the kettle at the counter's right end (a blue blob against the wall) is left
      // out of the frame.
      camera: { x: 388, y: 250, zoom: 1.04 },
      items: [
        // The open fridge stands over the kitchen's own fridge on the left, so there is only one; its
        // door swings open to the right, toward Grandma's hand.
        // Not named in the shot list: the desk's frame comes in on the two and what they found, cutting the fridge's top
        // (named, the frame widened to hold the whole fridge and pantry, and the two stood small in the middle).
        { prop: 'fridge', variant: 'open', x: 180, y: 400, size: 240, flip: true },
        // Big enough to read on a desk: the words name each of them. Each stands on a shelf (placed between them, the
        // milk, the bowl and the butter floated in an empty fridge), toward the open door's side. The milk and the bowl
        // on the lower shelf, the butter, a little cheese and carrots on the upper: the desk's frame, coming close on the
        // two, keeps room over each named thing, so the named things up high held it far out.
        { prop: 'milk-bottle', part: 'milk', x: 190, y: 301, size: 40 },
        // Inside the fridge rather than over its door's edge, where the egg carton in Grandma's hands never hides them.
        { prop: 'strawberry-bowl', variant: 'few', part: 'strawberries', x: 144, y: 301, size: 58 },
        // Where the phone's frame, drawing Grandma in close, keeps her egg carton off it.
        { icon: 'butter', part: 'butter', x: 152, y: 225, size: 54 },
        { icon: 'cheese-wedge', x: 194, y: 225, size: 34 },
        { icon: 'carrot', x: 106, y: 223, size: 34 },
        // Built into the run of cabinets, its closed top up to theirs and its foot on the wall's line (free-standing, it
        // read as a cabinet in the middle of the floor), where c8 shows it, over the range hood.
        // Not named either, for the same close frame: the sugar on its top shelf is (on its middle shelf, beside
        // Charlotte's head, the phone drew her over it).
        { prop: 'cupboard', variant: 'built-in', x: 610, y: 400, size: 190 },
        { prop: 'sugar-jar', part: 'sugar', x: 646, y: 246, size: 46 },
        {
          person: 'grandma',
          // At the open fridge's door, just clear of it, so the butter is clear of her head and the strawberries of the eggs.
          x: 330,
          y: 470,
          pose: 'lean-in',
          // The eggs just taken out, she turns from the fridge to Charlotte and shows her them: "Just enough for one
          // more cake!" (side-on to the fridge, she and Charlotte each dealt with their own find). Bent to her from the
          // waist, the carton held out to her (standing straight, critics saw a post, not someone doing anything).
          facing: 'three-quarter-right',
          turnsTo: 'charlotte',
          expression: 'happy',
          holding: { prop: 'eggs', variant: 'carton', part: 'eggs', size: 60 },
          // Held out in front of her at her waist, tipped to Charlotte, below Charlotte's face (at the chest, the phone's
          // closer group put the carton on Charlotte's head; at Grandma's lower chest, at the tip of Charlotte's nose; a
          // little higher and further out, the phone tipped its corner up against her chin). A step out for her bow, so
          // the carton stays before her, not against her apron; her other hand under it too (left hanging, on the phone
          // it came down on Charlotte's head).
          reachTo: { near: { x: 380, y: 334 }, far: { x: 358, y: 346 } },
          clothes: 'apron',
        },
        {
          person: 'charlotte',
          // In front of the open pantry she took the flour from, a step further from Grandma, so the phone's closer
          // group keeps a gap between the egg carton and her flour bag (at 492 the carton's corner was at her chin).
          x: 520,
          // Her shoes clear of the desk's bottom edge.
          y: 474,
          pose: 'hold-chest',
          // Come from the pantry to Grandma with her find, looking up at her and her eggs, eyes wide: it is enough.
          facing: 'three-quarter-left',
          turnsTo: 'grandma',
          expression: 'amazed',
          // Small enough that its top stays under her chin and her whole face shows over it (bigger, it hid her mouth).
          holding: { prop: 'flour-sack', part: 'flour', size: 56 },
        },
      ],
    },
    alt: {
      en: 'At the open fridge Grandma bends toward Charlotte, smiling, and shows her the carton of eggs she has just taken out; on its shelves stand milk, a bowl of a few strawberries, butter, cheese and carrots. Charlotte has found a brown paper bag of flour in the open pantry cupboard, where the sugar jar stands, and looks up at Grandma with wide, happy eyes, holding it to her chest.',
      ko: '할머니가 활짝 열린 냉장고 앞에서 샬럿 쪽으로 몸을 숙이고, 방금 꺼낸 달걀 한 판을 보여 주며 싱긋 웃어요. 냉장고 선반에는 우유, 남은 딸기 몇 알이 담긴 그릇, 버터, 치즈, 당근이 놓여 있어요. 샬럿은 설탕 통이 놓인 찬장에서 갈색 밀가루 종이 봉지를 꺼내 가슴에 안고, 눈을 동그랗게 뜬 채 할머니를 올려다봐요.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      // On a desk, in round the three bakers at the table and Dad's sneeze.
      camera: { x: 470, y: 320, zoom: 1.3 },
      items: [
        // The fridge Grandma opened in c7-p3, shut now, over the kitchen's own.
        { prop: 'fridge', variant: 'closed-one-door', x: 90, y: 400, size: 169, flip: true },
        // The pantry Charlotte took the flour from in c7-p3, its doors still open, a step right of Dad, so the handles of
        // its top doors are beside his head and not two horns out of it (blind critic r60, p22).
        { prop: 'cupboard', variant: 'built-in', x: 664, y: 400, size: 190 },
        { prop: 'table', part: 'kitchen-table', x: 420, y: 476, size: 120 },
        { prop: 'chair', x: 492, y: 478, size: 56 },
        {
          person: 'leo',
          // A step back from the bowl, so his stirring arm reaches out over it and the fist is not up at his chin.
          x: 490,
          y: 450,
          floorY: 478,
          pose: 'stand',
          arms: 'hold',
          otherArm: 'open-hand',
          facing: 'three-quarter-left',
          expression: 'laughing',
          // The spoon upright in one fist, its head down in the batter; the other hand steadies the bowl's rim.
          holding: { prop: 'spoon', variant: 'wooden', part: 'wooden-spoon', size: 80 },
          reachTo: { near: { x: 442, y: 342 }, far: { x: 466, y: 370 } },
          clothes: 'apron',
        },
        {
          person: 'charlotte',
          x: 345,
          y: 476,
          pose: 'crack-egg',
          facing: 'three-quarter-right',
          expression: 'happy',
          clothes: 'apron',
          holding: { prop: 'eggs', variant: 'cracking', part: 'eggs', size: 48 },
          // One half shell in each hand, just over the bowl's rim, the two fists level and each under its shell (the far
          // fist lower, behind her near forearm, left its half shell hanging in the air: blind critic r86, p22). Both a
          // little higher, so the near forearm slopes up under the far fist and leaves it in sight (level with her elbow,
          // the forearm hid it, and a critic saw that shell float: r97).
          reachTo: { near: { x: 428, y: 334 }, far: { x: 400, y: 334 } },
        },
        // Drawn over the spoon and the hands at its rim, so the spoon's head goes down into the batter.
        { prop: 'mixing-bowl', variant: 'stirring', part: 'mixing-bowl', x: 434, y: 392, size: 64 },
        // The batter swirling round the spoon where it goes in, so the spoon reads as in the bowl and stirring.
        { prop: 'stir-swirl', x: 444, y: 361, size: 56 },
        { prop: 'dollop', variant: 'flour', part: 'flour', x: 424, y: 306, size: 60 },
        {
          person: 'dad',
          x: 572,
          // A step nearer us than Leo's stool, so the shoe he steps back on lands on the floor in front of it (a step
          // behind it, the shoe sat on the stool's seat by Leo's: blind critic r61).
          y: 488,
          // Caught mid-sneeze, eyes shut, the flour white on the tip of his nose: "Who turned me into a snowman?"
          // Rocked back by the "Achoo!", his open hands flung up clear of his face, so the white nose, the joke, shows
          // (doubled over with both hands at his face, they covered it: blind critic r28).
          pose: 'step-back',
          facing: 'three-quarter-left',
          expression: 'sneeze',
          wearing: { prop: 'flour-nose-tip', size: 40 },
        },
        { prop: 'action-marks', variant: 'specks', part: 'flour-specks', x: 470, y: 300, size: 120 },
        { prop: 'action-marks', variant: 'sneeze', part: 'sneeze', x: 566, y: 218, size: 44, flip: true },
      ],
    },
    alt: {
      en: 'Charlotte cracks an egg over the mixing bowl while Leo, standing on a chair, reaches over and stirs the batter fast with a wooden spoon, laughing, as flour flies up in a white cloud. Dad sneezes with his eyes shut, rocking back with both hands flung up, the tip of his nose white with flour.',
      ko: '샬럿이 반죽 그릇 위에 달걀을 톡 깨뜨리고, 의자 위에 올라선 레오가 팔을 뻗어 나무 숟가락으로 반죽을 휘휘 저으며 깔깔 웃는 사이 밀가루가 하얗게 피어올라요. 아빠는 눈을 질끈 감고 두 손을 번쩍 든 채 몸을 뒤로 젖히며 재채기를 해요. 코끝에 밀가루가 하얗게 묻어 있어요.',
    },
  },
  'c8-p2': {
    scene: {
      background: 'hallway-stairs',
      time: 'day',
      // Close enough that the faces read on a desk too.
      camera: { x: 290, y: 300, zoom: 1.2 },
      items: [
        // The hall's window between the coats and the stairs, the morning sky and sun in it, so the wall is not bare.
        { prop: 'window', variant: 'sunny', x: 494, y: 236, size: 80 },
        { prop: 'sunny-doorway', part: 'front-door', x: 142, y: 398, size: 150 },
        {
          person: 'mina',
          x: 170,
          y: 450,
          // Holding it out to Charlotte in both hands: Happy birthday!
          pose: 'hold-out',
          facing: 'three-quarter-right',
          turnsTo: 'charlotte',
          expression: 'laughing',
          holding: { prop: 'present', variant: 'blue-big-bow', part: 'present', size: 66 },
        },
        {
          person: 'charlotte',
          x: 306,
          y: 484,
          // A quick stride, upright (the run's low back knee read as dropping to the floor), one hand held out to
          // her: both arms held out wide read as a stiff T.
          pose: 'walk',
          arms: 'open-hand',
          facing: 'three-quarter-left',
          expression: 'laughing',
          clothes: 'apron',
        },
        // Flour dusted down the front of her apron from the baking (without its variant named, the prop drew flour worn on
        // a nose here, a white egg with drips). Tipped a little, as a thing on cloth and not on the floor, it casts no
        // shadow across her (level, its floor shadow lay over her legs as a grey band).
        { prop: 'flour-smudge', variant: 'apron', part: 'flour-on-apron', x: 304, y: 412, size: 66, rotate: -8 },
      ],
    },
    alt: {
      en: 'Mina stands at the open front door holding out a present with a big bow. Charlotte hurries to her in her floury apron, laughing, one hand held out to her.',
      ko: '미나가 열린 현관문 앞에서 커다란 리본이 달린 선물을 내밀어요. 밀가루 묻은 앞치마를 두른 샬럿이 깔깔 웃으며 한 손을 내밀고 얼른 다가가요.',
    },
  },
  'c8-p3': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        // The edge of c7-p3's one-door fridge, over the kitchen's own.
        { prop: 'fridge', variant: 'closed-one-door', x: 90, y: 400, size: 169, flip: true },
        // The pantry of c7-p3 and c8-p1, where it stood, under the third and fourth wall cabinets, over the kitchen's red pot.
        { prop: 'cupboard', variant: 'built-in', x: 628, y: 400, size: 190 },
        {
          person: 'charlotte',
          // Both girls stand behind the table's two ends, drawn before it and the cake, each turned in to the cake and
          // leaning over it, so an arm goes out and down onto its top from behind and never across its front. A step
          // apart from it, so the arm is long and the berry is set down on the cake, not held up at her chin. Far enough in
          // behind the table's end that its top comes in front of her apron (at its very end, the apron hung down past
          // the top's edge as if she stood in front of it).
          x: 362,
          y: 454,
          pose: 'stand',
          arms: 'hold',
          facing: 'three-quarter-right',
          // Pleased, her eyes on the berry she sets down (proud's lifted eyes looked out at the reader).
          expression: 'happy',
          turnsTo: 'new-cake',
          gaze: 'down-right',
          bendsTo: { x: 404, y: 318 },
          head: 'down',
          // The berry, held by its cap, just coming down onto the high side of the top, on her own side of it: the fist
          // over the cream, the berry under it showing (a fist pressed onto the top hid the berry in it).
          // Her strawberry pressed down onto the cake's top, not held over it at her chin (blind critic r68).
          reachTo: { near: { x: 404, y: 337 } },
          // A little bigger than the berries already on the cake, and held just over its top, so the berry shows under the
          // fist (at 14, two or three times theirs; at 11 and down on the top, the fist hid it and a critic saw empty fists:
          // r84).
          holding: { prop: 'strawberry', part: 'strawberries', size: 12 },
          clothes: 'apron',
        },
        {
          person: 'mina',
          // In behind the table's other end, her legs between its legs (at its end, her leg ran into the table's).
          x: 484,
          y: 454,
          pose: 'stand',
          arms: 'hold',
          facing: 'three-quarter-left',
          expression: 'laughing',
          turnsTo: 'new-cake',
          bendsTo: { x: 436, y: 326 },
          head: 'down',
          // Hers set next to Charlotte's, on the low side of the top.
          reachTo: { near: { x: 440, y: 341 } },
          holding: { prop: 'strawberry', size: 12 },
        },
        // A kitchen table's height, its top at the girls' waists (a size smaller, it stood at their thighs, toy-sized:
        // blind critic r65, p24), the cake on it and their hands just over its top.
        { prop: 'table', variant: 'cloth', part: 'kitchen-table', x: 420, y: 480, size: 152 },
        // The small home-made cake, at its one size on the kitchen table (as wide as a girl's head and a half, a little under the 0.6 of the table's width that the phone
        // keeps resting on it), so it
        // reads small beside the first, bought cake and the girls reach down onto its top.
        { prop: 'lopsided-cake', part: 'new-cake', x: 420, y: 376, size: 66 },
      ],
    },
    alt: {
      en: 'Charlotte and Mina set small strawberries in a row on top of the new cake on the kitchen table, each from her own side. The cake is small and a little crooked, its creamy top sagging to one side, and one strawberry has slid down onto the plate.',
      ko: '샬럿과 미나가 양쪽에서 부엌 식탁 위 새 케이크에 작은 딸기를 나란히 올려요. 케이크는 작고 조금 삐뚤어서 크림을 바른 윗면이 한쪽으로 기울었고, 딸기 하나는 접시로 미끄러져 내려왔어요.',
    },
  },
  'c9-p1': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      // In close round the table, so the singing faces read on a desk too: the grown-ups a step nearer and Biscuit a
      // little up the floor, so the frame, which keeps every head and Biscuit whole, comes in on them all.
      camera: { x: 416, y: 312, zoom: 1.5 },
      // On a phone, closer on the cake and a larger Charlotte, the grown-ups who sing along small at the edges (Grandma on
      // Grandpa's side, Mom and Dad past Mina and Leo, as on the desk), each face beside the others, so the page titled "Eight Little Candles" shows
      // eight flames a child can count and her face over them (at the engine's frame the candles were one glow).
      tallCamera: { y: 300, zoom: 1.22 },
      // The four the page is about; the three who sing along behind are painted back, so a phone reads four faces first.
      // Everyone is turned in to the cake, heads bent over its candles as they sing (singing out at the reader, they
      // stood in a row facing us).
      faces: ['charlotte', 'grandpa', 'mina', 'leo'],
      items: [
        // The candles' glow on the faces bent over them round the table, the room dark past it (a glow as wide as the room
        // laid one orange wash over everything).
        { light: 'warm', x: 400, y: 260, radius: 250 },
        // The grown-ups who sing along stand a step back, behind the four the picture is about (Charlotte,
        // Grandpa with the match, Mina beside her and Leo in front), smaller by the distance, so on a phone seven faces
        // are not packed in at one size. Grandma beside the table at Grandpa's back, standing whole on the floor (behind
        // the table over the candles, she stood with no legs and her skirt hung over the flames).
        {
          person: 'grandma',
          turnsTo: 'charlotte',
          x: 196,
          y: 378,
          // At Mom's size: at Dad's 0.8 she came out much smaller than him at the same depth, being the shorter one.
          scale: 0.93,
          pose: 'clap',
          facing: 'three-quarter-right',
          expression: 'singing',
          // On a phone at the frame's left edge beside Grandpa, her cardigan and skirt whole past his arm (at 268 she stood
          // behind him, only her face showing).
          tall: { x: 226 },
        },
        // Mom at a grown-up's size, half a step nearer than the other two. On a phone at Dad's side, behind Mina, as on the
        // desk (on Grandpa's side she stood over Grandma, both their faces half behind his shoulder).
        {
          person: 'mom',
          turnsTo: 'charlotte',
          // Her face, Mina's and Leo's three-quarters to us as they sing to Charlotte, so their open mouths read (in
          // profile each was a small notch, and the page read as few singing). Grandma keeps her profile: turned to us,
          // her hands came onto Grandpa's match hand or his shoulder over Charlotte's face on a phone.
          headFacing: 'three-quarter-left',
          x: 556,
          y: 380,
          scale: 0.98,
          pose: 'stand',
          facing: 'three-quarter-left',
          expression: 'singing',
          tall: { x: 566 },
        },
        {
          person: 'dad',
          // Singing toward the cake, his face three-quarters to us (turned on to Charlotte, his head went round to a
          // profile, his open mouth sat on the edge of his face: a grimace).
          turnsTo: 'new-cake',
          headFacing: 'three-quarter-left',
          x: 630,
          // Half a step nearer than Mom, so on a desk his hair stays inside the top edge.
          y: 384,
          scale: 0.9,
          // Clapping along as he sings, his hands at his own chest, clear of Mom's back and Mina's head (arms folded, he
          // read as crying, not singing).
          pose: 'clap',
          facing: 'three-quarter-left',
          reachTo: { near: { x: 606, y: 242, on: 'dad' }, far: { x: 600, y: 240, on: 'dad' } },
          expression: 'singing',
          // No flour on his nose now: at evening size the dab read as a white blob over his face, and the words no longer need it.
          tall: { x: 612 },
        },
        // Her eyes down on the candles Grandpa lights, not out at the reader; at the cake's side, so it hides no more than her hip.
        {
          person: 'charlotte',
          turnsTo: 'candles',
          x: 448,
          y: 400,
          scale: 1.12,
          pose: 'stand',
          facing: 'three-quarter-left',
          gaze: 'down-left',
          expression: 'happy',
          // On a phone larger and kept at the table's side (her floor set, so the frame does not step her back behind
          // it), so her face stands over the candles, not behind them; a step right of the cake's middle, so Grandpa's long
          // match comes down past her shoulder, not across her jaw, and Grandma shows beside him (blind critics r95, r96).
          tall: { x: 450, y: 404, floorY: 404, scale: 1.24 },
        },
        // A step nearer than Charlotte and drawn over her, so on a phone, where the two stand closer, Mina's face is not hidden behind her.
        {
          person: 'mina',
          turnsTo: 'charlotte',
          headFacing: 'three-quarter-left',
          x: 528,
          y: 406,
          pose: 'stand',
          facing: 'three-quarter-left',
          head: 'down',
          bendsTo: { x: 400, y: 300 },
          expression: 'singing',
          tall: { x: 532 },
        },
        {
          person: 'grandpa',
          turnsTo: 'candles',
          x: 284,
          y: 396,
          pose: 'hold',
          facing: 'three-quarter-right',
          expression: 'proud',
          // His fist down just over the cake's low side, so the short stretch of match between it and the wick reads as lighting.
          reachTo: { near: { x: 362, y: 246 } },
          // On the phone, drawn in beside the cake, his fist held high at his chest, so the long match shows its whole length
          // down to the wick (down at the cake, the short match was lost and his hand seemed to touch the flames: blind
          // critic, p25); his free hand at his own waist (hanging, it hung in the flames: blind critic r62).
          tall: { x: 352, reachTo: { near: { x: 366, y: 220 }, far: { x: 330, y: 300 } } },
        },
        // At the front, turned in to the cake and singing up at it at the top of his voice.
        {
          person: 'leo',
          turnsTo: 'charlotte',
          headFacing: 'three-quarter-left',
          x: 576,
          y: 452,
          pose: 'stand',
          facing: 'three-quarter-left',
          head: 'up',
          expression: 'singing',
        },
        // A step back, in line with Charlotte, so her legs show under it.
        { prop: 'table', part: 'dining-table', x: 400, y: 440, size: 150 },
        // Its own candles plain and dark under the lit ones, so only the candles' one light warms the picture. The small
        // cake the girls made on the page before, near its size there (drawn at 104, a third larger, it read as another,
        // big cake).
        { prop: 'lopsided-cake', part: 'new-cake', x: 400, y: 338, size: 80, flip: true, tall: { x: 398, y: 342 } },
        // From Grandpa's fist held over the cake, pointing nearly straight down, its flame just over the last wick, just lit
        // (the cake is flipped so it is on his side): all eight burn, so the page's eight flames can be counted. Tipped long
        // and flat from further off, on the phone it ran past the candles to Charlotte.
        // Drawn under the candles, so none of them is hidden behind it. A scene prop, since a held match stands across the forearm and could not point down at the wick.
        // On the phone longer, from his fist held high down to the same wick.
        { prop: 'long-match', variant: 'tipped', part: 'match', x: 357, y: 246, size: 44, rotate: 165, tall: { x: 361, y: 220, size: 68, rotate: 165 } },
        {
          prop: 'lopsided-cake',
          variant: 'candles',
          part: 'candles',
          x: 400,
          y: 338,
          size: 80,
          count: 8,
          lit: true,
          flip: true,
          tall: { x: 398, y: 342 },
        },
        // In front of the table below Charlotte, at her feet, looking up at the cake (further left he sat apart by Grandpa);
        // just up from the front edge, so the desk's frame need not reach down to it.
        { animal: 'biscuit', x: 356, y: 476, pose: 'sit', head: 'up', facing: 'right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'That evening everyone stands around the small, crooked cake on the dining table and sings. Grandpa holds a long match down over the cake and lights the eight little candles one by one. Charlotte stands at the table just beside the cake, looking down at the candles, her face glowing; Mina sings beside her and Leo at the front. Across the table Grandma claps and sings, her face lit by the candles, and Mom and Dad sing along a step back. The room is dark past the candles’ glow, and Biscuit sits by the table looking up.',
      ko: '저녁이 되자 모두 식탁 위 작고 삐뚤한 케이크 둘레에 서서 노래해요. 할아버지가 기다란 성냥을 케이크 위로 내밀어 작은 초 여덟 개에 하나씩 불을 붙이세요. 샬럿은 케이크 바로 옆에 서서 촛불을 내려다보는데, 얼굴이 환히 빛나요. 미나는 그 옆에서, 레오는 앞에서 노래해요. 식탁 건너편에서는 할머니가 촛불에 얼굴이 환해진 채 손뼉을 치며 노래하고, 엄마와 아빠도 한 걸음 뒤에서 따라 불러요. 촛불 밖으로는 방이 어둑해요. 비스킷은 식탁 옆에 앉아 케이크를 올려다봐요.',
    },
  },
  'c9-p2': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      faces: ['charlotte', 'mina', 'mom', 'dad'],
      items: [
        // The candles just out, the room's lamp is back on over the table: a warm pool on the faces, so the page
        // everyone claps on is not the book's darkest.
        { light: 'warm', x: 430, y: 250, radius: 300 },
        // And a little of it on Grandpa clapping in the far corner, and on Grandma and Leo past the table's end, so on a
        // desk they do not sink into the dark corners.
        { light: 'warm', x: 214, y: 250, radius: 150 },
        { light: 'warm', x: 664, y: 270, radius: 130 },
        // Charlotte is the page: big, three-quarter to us so her shut eyes and puffed cheeks read, the cake and its smoke
        // just past her mouth. Four faces read (Charlotte, Mina, Mom, Dad); Grandpa, Grandma and Leo clap further back up
        // the floor, smaller by the distance and painted back in the air, so on a phone the climax is not seven faces
        // packed round a small cake. Grandpa stands whole behind Charlotte, in from the desk's edge (at the wall's foot and
        // 0.7 of his size he was cut there and read as half a grown-up).
        // Facing us, his head turned to her, so his clapping hands stay at his own chest: turned to her, on the phone
        // they came onto the top of her head. Grandma the same, so on the phone her hands are not on Dad's back.
        { person: 'grandpa', x: 204, y: 378, scale: 0.8, pose: 'clap', facing: 'front', headFacing: 'three-quarter-right', expression: 'laughing' },
        { person: 'grandma', x: 656, y: 376, scale: 0.8, pose: 'clap', facing: 'front', headFacing: 'three-quarter-left', expression: 'laughing' },
        // Leo just in front of Grandma, at her skirt (between her and the table, on the phone his face came out under
        // Mina's arm, squeezed behind the table; there he stands whole beside Grandma).
        { person: 'leo', x: 680, y: 392, scale: 0.8, pose: 'clap', facing: 'three-quarter-left', expression: 'laughing' },
        {
          person: 'mom',
          x: 420,
          y: 430,
          scale: 0.8,
          pose: 'clap',
          facing: 'three-quarter-left',
          expression: 'laughing',
          // Her hands up over the cake, clapping beside her face: at her chest, the phone's picture drew them behind
          // Charlotte's head. Her own, so on the phone they stay beside her face and do not follow Charlotte's head.
          reachTo: { near: { x: 394, y: 206, on: 'mom' }, far: { x: 388, y: 204, on: 'mom' } },
        },
        // His face clean: the flour on his nose from c8-p1 read at evening size as a white blob over his face.
        {
          person: 'dad',
          x: 548,
          y: 430,
          scale: 0.8,
          pose: 'clap',
          facing: 'three-quarter-left',
          expression: 'laughing',
          // His hands up by his shoulder, clapping as he calls out the page's last line, clear over Mina's head: at his
          // chest they were behind her head, and he read as standing with his arms folded.
          reachTo: { near: { x: 576, y: 250, on: 'dad' }, far: { x: 584, y: 246, on: 'dad' } },
        },
        // Mina across the table, between Mom and Dad, a step nearer, clapping as the candles go out.
        { person: 'mina', x: 486, y: 424, pose: 'clap', facing: 'three-quarter-left', expression: 'laughing' },
        // Its near end just past her knees: she kneels on her chair at the head of the table, not inside it.
        { prop: 'table', x: 456, y: 462, size: 170 },
        { prop: 'chair', x: 318, y: 480, size: 116 },
        { person: 'charlotte', x: 324, y: 425, floorY: 480, scale: 1.2, pose: 'kneel', arms: 'blow', facing: 'three-quarter-right', expression: 'blowing' },
        // Just past her mouth, so her breath reaches the candles, a little larger than on the other pages so the eight
        // smoking wicks read on a phone. Drawn after her, so her shoulder does not hide the candles she blows out.
        // On the tabletop (its top face at y 329–343), a step in from its near end.
        { prop: 'lopsided-cake', part: 'new-cake', x: 410, y: 340, size: 92 },
        { prop: 'lopsided-cake', variant: 'candles', part: 'candles', x: 410, y: 340, size: 92, count: 8, lit: false },
        // Biscuit sits under the table looking up, happy at the cheering, below the table's edge so he covers no face; a
        // step nearer, so on the phone Mina's shoes stand clear above his head, not on it.
        { animal: 'biscuit', x: 468, y: 488, pose: 'sit', head: 'up', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Charlotte kneels on her chair at the dining table, shuts her eyes, puffs her cheeks and blows out all eight candles on the small, crooked cake in one big breath; thin smoke curls up from each. Across the table Mina laughs and claps, and behind her Dad claps too, and Mom claps with her hands up high over the cake. Further back Grandpa claps behind Charlotte, Grandma and Leo clap past the table’s far end, and Biscuit sits under the table looking up.',
      ko: '샬럿이 식탁 앞 의자에 무릎을 꿇고 올라앉아, 눈을 감은 채 볼을 빵빵하게 부풀려 작고 삐뚤빼뚤한 케이크의 초 여덟 개를 한 번에 후 불어 꺼요. 초마다 가느다란 연기가 피어올라요. 식탁 건너편에서 미나가 활짝 웃으며 손뼉을 치고, 그 뒤에서 아빠도 손뼉을 치고, 엄마는 케이크 위로 두 손을 높이 들어 손뼉을 쳐요. 조금 더 뒤에서 할아버지는 샬럿 뒤에서, 할머니와 레오는 식탁 끝 너머에서 함께 손뼉을 쳐요. 비스킷은 식탁 아래에 앉아 위를 올려다봐요.',
    },
  },
  'c9-p3': {
    scene: {
      // The same party room, its bunting, balloons and teal sofa still there, now in the evening lamplight.
      background: 'party-room',
      time: 'lamp',
      // In round the hug, so the desk's faces read (the desk's frame comes in on everyone from here) and the phone's frame,
      // which starts as close as this, holds the whole hug with the cake at one end and Mom at the other, at their desk
      // places: from 1.5 it came in to 1.2 and squeezed the back row's hands onto Dad's and Leo's heads.
      camera: { x: 500, y: 350, zoom: 1.1 },
      items: [
        // The lamp's warm pool spreading over the whole hug and the room round it, so the book ends in a glow, with the
        // evening's blue only in the far corners (at a smaller pool, a blue-violet vignette darkened the hug).
        { light: 'warm', x: 480, y: 300, radius: 460 },
        // And the floor lamp's on the rug beside it, where Biscuit lies, so his sad face and his bone are not lost in the blue.
        { light: 'warm', x: 358, y: 450, radius: 90 },
        { prop: 'floor-lamp', x: 294, y: 412, size: 90, lit: true },
        // The sofa pushed back against the wall, so the hug stands in the open room in front of it.
        { prop: 'sofa', x: 540, y: 420, size: 230 },
        // The party's balloons still up, tied to little weights behind the sofa at both ends of the hug and floating high
        // on long ribbons round the back row's heads, so the phone's taller frame holds the party above the hug, not bare
        // wall under the bunting.
        { prop: 'tied-balloons', variant: 'long', x: 430, y: 404, size: 96, count: 3 },
        { prop: 'tied-balloons', variant: 'long', x: 690, y: 404, size: 96, count: 3, flip: true },
        // One big hug made of pairs a parent can read (one knot of seven was a tangle of arms): Grandma and Grandpa
        // at the back hugging each other, cheek to cheek behind the girls (behind Dad, his back hid her); Dad kneeling
        // with Leo in his arms; Mina hugging Charlotte, who holds up the
        // paint box Mina gave her; Mom standing at Mina's back with her arm round her. Drawn back to front.
        { person: 'grandma', x: 508, y: 452, scale: 0.95, pose: 'arm-around', facing: 'three-quarter-right', expression: 'laughing', hugs: 'grandpa' },
        { person: 'grandpa', x: 578, y: 450, scale: 0.95, pose: 'arm-around', facing: 'three-quarter-left', expression: 'happy', hugs: 'grandma' },
        { person: 'dad', x: 390, y: 478, pose: 'kneel', facing: 'three-quarter-right', expression: 'laughing', hugs: 'leo' },
        // The side table and the cut cake Biscuit looks at, at Dad's knees and drawn after him: drawn before him, the phone,
        // drawing the hug together, slid the cake under his sleeve and the joke was lost.
        // A step in toward Dad, so the phone's frame holds the whole cake (at 334 its left half was off the phone's edge
        // and the bone-and-cake joke needed the desk: blind critic r72, p27).
        { prop: 'table', x: 352, y: 440, size: 90 },
        { prop: 'lopsided-cake', variant: 'cut', part: 'new-cake', x: 352, y: 376, size: 58 },
        { prop: 'cake-slice', x: 318, y: 378, size: 20 },
        // Mom at the hug's right end, a step behind Mina, leaning in over her with both arms round her, her cheek by
        // Grandpa's (standing square behind Mina, her arm hidden, critics saw her stand apart with her arms down; further
        // in, her head covered Grandpa's face; at 652, so the phone's frame fit the whole hug, her head covered a quarter of his).
        { person: 'mom', x: 670, y: 462, scale: 0.95, pose: 'arm-around', facing: 'three-quarter-left', expression: 'laughing', hugs: 'mina' },
        {
          person: 'charlotte',
          x: 548,
          y: 494,
          pose: 'stand',
          // Both hands on the box's two sides (held out by one grip, her two hands crossed at her chest over it and the
          // box hung below them: blind critic r62).
          arms: 'hold-sides',
          // The box held out square to us, her head turned to Mina, so her ponytail and bow show (turned full face,
          // both were hidden and she read as a second Leo).
          facing: 'front',
          headFacing: 'three-quarter-right',
          expression: 'laughing',
          // Large enough that on a phone its eight paints and brush read as a box of paints, not a smudge.
          holding: { prop: 'paint-box', variant: 'palette', part: 'paint-box', size: 76 },
        },
        { person: 'mina', x: 612, y: 490, pose: 'arm-around', facing: 'three-quarter-left', expression: 'laughing', hugs: 'charlotte' },
        {
          person: 'leo',
          // In Dad's arm, a step out from him and drawn over Charlotte's arm, so his laughing face is clear of both; turned
          // down to Biscuit on the rug and pointing at him, full of his idea.
          x: 462,
          y: 490,
          pose: 'stand',
          arms: 'point',
          facing: 'three-quarter-left',
          gaze: 'down-left',
          expression: 'laughing',
          reachTo: { near: { x: 398, y: 432 } },
        },
        // On the rug in front of the side table, his chin low over his bone and his nose tipped up at the cake on it, his eye
        // open on it under a let-down brow, his ears hanging and his mouth turned down: "He looked at the bone. He looked at
        // the cake. He sighed." (With a plain dot eye over a smile he read asleep; level, on the phone his nose pointed
        // away from the cake; tipped nearly straight up, his red collar read as a tongue out and he looked at the ceiling.)
        // At his own size, the puppy he is on every page (a size up, lying stretched out, he was as long as Leo is tall:
        // blind critic r73, p27).
        { animal: 'biscuit', x: 380, y: 480, pose: 'lie', facing: 'left', head: 'up', expression: 'sad' },
        // Between his front paws on the rug, whole: not chewed.
        { icon: 'bone', part: 'bone', x: 330, y: 480, size: 30 },
        // "He sighed": a puff of breath rising from his nose, large enough to read on a phone; straight up over his nose, so
        // the phone's frame, which ends a little past his nose, holds it whole (out in front of it, the phone's edge cut it).
        { prop: 'action-marks', variant: 'sigh', x: 340, y: 440, size: 60 },
      ],
    },
    alt: {
      en: 'Everyone squeezes into one big hug in front of the sofa. In the middle Charlotte laughs and holds up the open box of paints Mina gave her, and Mina hugs her from the side. Dad kneels at one side with his arm round little Leo, who laughs and points down at Biscuit, and at the other side Mom leans in over Mina with both arms round her, her cheek by Grandpa’s. Grandma and Grandpa hug each other at the back, cheek to cheek. Biscuit lies on the rug with his bone between his front paws, not chewed, and looks up past it at the small, crooked cake, a few slices cut, on a side table by Dad and the glowing lamp, puffing out a sigh.',
      ko: '모두 소파 앞에서 한데 모여 꼭 껴안아요. 가운데에서 샬럿이 미나가 준 물감 상자를 뚜껑을 연 채 들고 활짝 웃고, 미나는 옆에서 샬럿을 꼭 안아요. 아빠는 한쪽에 무릎을 꿇고 꼬마 레오를 한 팔로 감싸 안고, 레오는 깔깔 웃으며 비스킷을 손가락으로 가리켜요. 다른 쪽에서는 엄마가 미나 뒤에서 몸을 숙여 두 팔로 미나를 꼭 감싸 안고, 할아버지와 얼굴을 맞대요. 할머니와 할아버지는 뒤에서 볼을 맞대고 서로 껴안아요. 비스킷은 깔개 위에 엎드려 앞발 사이에 뼈다귀를 둔 채 입도 대지 않고, 아빠 옆, 불 켜진 스탠드 곁의 탁자를 올려다보며 한숨을 푹 쉬어요. 탁자 위에는 몇 조각 잘라 먹은 작고 삐뚤한 케이크가 놓여 있어요.',
    },
  },
} satisfies BookPictures;
