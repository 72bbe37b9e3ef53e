import type { BookPictures } from '../../with-pictures';

/**
 * Charlotte's homemade Christmas, drawn from its shot lists. Home is the plain living room, the same room on
 * every page it shows: the sofa and the picture on the left wall, the floor lamp, the tree right of it, well
 * clear of it, in front of the big window's left side, and the window seat under the window on the right; Grandma and Grandpa's room has the fireplace and their
 * own tree. Outdoors everyone wears winter clothes; at night the tree, the streetlight and the open door
 * glow while the rest goes dark blue. The five presents are wrapped to the shapes of what is in them, in the same paper wherever they show; the quarters
 * are silver; the scarf is one soft red knit with fringes; the cookies are boxed up in a blue box with a cream band.
 */
const homeTree = { prop: 'christmas-tree', x: 540, y: 446, size: 210, lit: true, part: 'christmas-tree' } as const;

/** One of the five presents, wrapped to the shape of what is in it, the same paper on every page. */
const gift = (variant: 'picture' | 'cookies' | 'crown' | 'star' | 'scarf') => ({ prop: 'christmas-present', variant, part: 'presents' }) as const;

/** The five presents under the home tree: the flat picture, the cookie box, the crown, the star and the soft scarf. */
const presentsUnderTree = [
  { ...gift('picture'), x: 462, y: 458, size: 64 },
  { ...gift('star'), x: 512, y: 462, size: 56 },
  { ...gift('cookies'), x: 560, y: 466, size: 56 },
  { ...gift('crown'), x: 610, y: 460, size: 50 },
  { ...gift('scarf'), x: 652, y: 456, size: 54 },
] as const;

/** The big window with the snowy street and its streetlight, and the cushioned seat beneath it. */
const bigWindow = { prop: 'big-window', x: 664, y: 358, size: 300, part: 'streetlight' } as const;
const windowSeat = { prop: 'window-seat', x: 680, y: 410, size: 190, part: 'window-seat' } as const;

export const pictures = {
  'c1-p1': {
    scene: {
      background: 'snowy-street',
      time: 'day',
      weather: 'snow',
      items: [
        { prop: 'snowy-street-lane', x: 450, y: 500, size: 620 },
        { prop: 'grandparents-house', variant: 'day', x: 450, y: 330, size: 80, part: 'grandmas-house' },
        // The tall snowy pine in their front yard, behind Charlotte and the sled as she runs out: it climbs over the
        // children into the sky, so the phone's tall picture has a tree in its top, not empty sky. Within the group's
        // width (right of Leo, it widened the group and the phone pressed the sled onto her boot).
        { prop: 'snowy-pine', x: 250, y: 446, size: 400 },
        // A step up the street, jumping on the spot with both arms up and his face up to the falling snow: near the middle
        // with Biscuit and the sled close behind Charlotte, so the group is narrow enough for the phone to keep the sled
        // whole in its frame (the sled at the desk's left edge, the phone cut it).
        {
          person: 'leo',
          x: 510,
          y: 448,
          pose: 'jump',
          facing: 'front',
          expression: 'laughing',
          arms: 'cheer',
          head: 'up',
          clothes: 'winter',
        },
        // Bounding ahead of her down the street in a flying leap, every paw off the snow.
        { animal: 'biscuit', x: 440, y: 470, pose: 'gallop', facing: 'right', expression: 'happy' },
        // The sled's thick rope runs from its front into her mitten, held back behind her as she runs.
        {
          person: 'charlotte',
          x: 320,
          y: 474,
          pose: 'run',
          facing: 'side-right',
          // "Six more days until Christmas!": joy, a laugh with smiling eyes and an open mouth as she runs (her small closed
          // smile said nothing; amazed, her wide eyes and raised brows read as wonder, not joy: blind critic).
          expression: 'laughing',
          headFacing: 'three-quarter-right',
          clothes: 'winter',
          // Her pulling hand low at her hip, so the rope runs taut down and back to the sled's nose in both pictures (held out
          // behind her, on the phone, where the sled closes in, the rope hung straight down from her fist).
          reachTo: { near: { x: 314, y: 410 } },
          ropeTo: { part: 'sled', x: 0.4, y: -0.14 },
        },
        // A step nearer us than her, low in the picture, so on the phone, where the two close in, it trails below her
        // back leg instead of lying under it (her leg across its top read as a girl stepping onto it). She, the sled,
        // Biscuit and Leo a step up the street and the group narrower, so the phone's frame has snow under her boots
        // (her back boot stood on its bottom edge: blind critic r55, p1).
        { prop: 'sled', variant: 'pulled', x: 196, y: 486, size: 120, part: 'sled' },
      ],
    },
    alt: {
      en: 'Snow covers the street all the way to Grandma and Grandpa’s little house at the far end. In coats, hats and mittens, Charlotte runs out past the tall snowy pine in their yard, pulling the empty sled by its red rope, Biscuit bounds ahead, and Leo jumps with his arms up to catch the snow.',
      ko: '할머니 할아버지 댁 작은 집이 보이는 길 끝까지 하얀 눈이 덮였어요. 외투와 털모자, 장갑 차림의 샬럿이 마당의 커다란 눈 덮인 전나무 옆으로 빨간 줄로 빈 썰매를 끌고 뛰어나오고, 비스킷이 앞서 달리고, 레오는 두 팔을 들고 폴짝 뛰며 눈을 받아요.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'snowy-street',
      time: 'day',
      weather: 'snow',
      // A medium shot on Charlotte, the snowman just behind her shoulder, so both frames come in to the knees and her
      // three raised fingers read on a phone (the snowman and the sled a step off across the yard held the phone's
      // picture out at the whole yard, the counting hand a speck).
      items: [
        // Close behind her counting mitten, so the phone's narrower frame holds it whole (at 450 its right edge cut the
        // snowman in half: blind critic, p2).
        { prop: 'snowman', x: 432, y: 452, size: 120, flip: true, part: 'snowman' },
        // On the snow at the snowman's foot, clear of its face, sitting up with his nose raised to the carrot.
        { animal: 'biscuit', x: 394, y: 476, pose: 'sit', facing: 'right', expression: 'surprised', head: 'up' },
        {
          person: 'charlotte',
          // A step off from Leo, so her face bowed to his keeps air between them (at 322, on the phone their noses nearly
          // touched and read as a kiss: blind critic, p2).
          x: 334,
          y: 484,
          // Her body square to us, her head in profile to Leo, so the counting mitten is seen whole (leaning in, her body
          // turned to the snowman under a head turned back to Leo: blind critic r27, p2). Leaning in from the hips draws
          // nothing on a body square to us.
          pose: 'stand',
          arms: 'finger-up',
          // Her raspberry mitten up before her chest on her own side, its five fingers spread, and her other hand's
          // pointing finger coming across to them: counting them off (up beside her shoulder alone, it read as a wave: r83,
          // r84; held before her chest with her other mitten flat on it, the two read as palms pressed together: blind
          // critic, p2; all five held out to Leo at his face read as a high-five). Counting, she wears gloves on both
          // hands (the engine's own rule: a counting glove beside a mitten read as a mismatched pair: r76).
          fingers: 5,
          // Turned to Leo, telling him as she counts.
          turnsTo: 'leo',
          // Her head bowed to him, a head shorter than her, her eyes down on him (level, they met ours).
          head: 'down',
          gaze: 'down',
          facing: 'front',
          // Her head in profile to him, so the two talk face to face over her counting mitten (three-quarters, her face
          // came round to the reader).
          headFacing: 'side-left',
          expression: 'happy',
          clothes: 'winter',
          // Up on her own side, away from Leo, so the count is seen whole on the phone too; the pointing fingertip just
          // short of the spread ones, so the two hands stay two. The pointing fist low by the counting glove, over her
          // scarf's end (a step left of it, the pink scarf's end stood up beside the fist and read as a pink stick: r95, r96).
          otherArm: 'point',
          reachTo: { near: { x: 358, y: 348 }, far: { x: 352, y: 358 } },
        },
        {
          person: 'leo',
          x: 236,
          y: 490,
          pose: 'stand',
          // One mitten on his own chest ("one for me?"), the other flung up in a cheer ("Yay!") on his far side, clear of his
          // face and her counting hand; his body square to us so the raised arm stays off his face (turned, it crossed it).
          arms: 'hold-chest',
          otherArm: 'cheer',
          // That mitten sent down onto his chest (left to the pose, it sat on his chin over his mouth on both frames).
          reachTo: { near: { x: 238, y: 394 } },
          facing: 'front',
          // Turned to her, his head in profile and his eyes up on her as he asks "one for me?" (three-quarters, his face
          // came round to the reader).
          turnsTo: 'charlotte',
          headFacing: 'side-right',
          head: 'up',
          expression: 'happy',
          clothes: 'winter',
        },
        // Between their heads, its trail of bubbles coming down right to her hat (over Leo's head with the trail rising away
        // from her, critics gave the cloud to him: r74, r75): the five she counts, one face each, so the page
        // shows the five the words make as well as her five fingers. High enough to clear Leo's raised mitten and both
        // pompoms (lower, it ran into them: blind critic, p2); left of her pompom, so the phone shows the fifth face. A size
        // up, so its faces read on a phone (r83: 'about 10 px'), and no higher, or the desk cuts its top.
        { prop: 'christmas-things', variant: 'counting-cloud', x: 244, y: 315, size: 92 },
      ],
    },
    alt: {
      en: 'Beside their finished snowman with its carrot nose, Charlotte counts on her mittens: she holds one gloved hand up in front of her with all five fingers spread out and counts them off with the pointing finger of her other hand, smiling down at Leo as she tells him who gets a present. In a thought cloud over them are the five she counts, numbered one to five: Mom, Dad, Leo, Grandma and Grandpa. Leo turns to her and looks up at her, one mitten on his own chest and the other flung up for joy, hoping for a present, and Biscuit sits up at the snowman’s foot, sniffing up at the carrot.',
      ko: '당근 코를 단 눈사람 옆에서 샬럿이 장갑 낀 손으로 선물을 세어 보아요. 장갑 낀 한 손을 가슴 앞에 들어 다섯 손가락을 활짝 펴고, 다른 손 검지로 하나씩 짚어 가며 세어요. 누구누구에게 선물을 줄지 레오에게 웃으며 말해요. 머리 위 생각 구름 속에는 샬럿이 꼽는 다섯 사람, 엄마, 아빠, 레오, 할머니, 할아버지가 1부터 5까지 번호를 달고 있어요. 레오는 누나 쪽으로 돌아서서 누나를 올려다보며, 한 손은 자기 가슴에 얹고 한 손은 신이 나서 번쩍 든 채 선물을 기대하고, 비스킷은 눈사람 발치에 앉아 고개를 들고 당근 냄새를 맡아요.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'living-room',
      time: 'day',
      items: [
        // The snowy morning's light from the big window behind her: down through the air onto the rug round her and the
        // coins, the room's left side in shade (lit evenly all over, the day room was flat beside the night ones).
        { prop: 'christmas-things', variant: 'room-shade', x: 310, y: 520, size: 420 },
        { prop: 'christmas-things', variant: 'sunbeam', x: 570, y: 500, size: 380 },
        { prop: 'christmas-things', variant: 'window-light', x: 510, y: 506, size: 300 },
        // The big window behind her, the snowy morning they came in from: on the phone the wall over her head shows the
        // front yard outside, their snowman, a pine and the house across the street (a wreath there was a third of dead
        // wallpaper; over her head, a cap; the bare snowy glass was the top 45% of the phone's picture left blank: blind
        // critic, p3). The whole group stands right of the room's middle, so the desk's frame leaves the sofa out (its cut
        // arm and cushion read as a pink slab and a teal blob).
        { ...bigWindow, variant: 'yard', part: undefined },
        {
          person: 'charlotte',
          x: 490,
          y: 458,
          pose: 'kneel',
          facing: 'side-right',
          // Her face turned out three-quarters over the coins, so both wide eyes and the open smile of "I'm rich!" show (in
          // profile, one eye and half a smile read as a mild smile).
          headFacing: 'three-quarter-right',
          // Leaning in over the rug, her head bowed and her open eyes on the quarters as they roll out: she counts them, rich
          // (eyes shut in a laugh, square to us, she looked at nothing; upright, she gazed past them).
          bendsTo: { x: 580, y: 486 },
          head: 'down',
          gaze: 'down-right',
          // "I'm rich!": eyes wide on the coins, brows up and mouth open in a smile as she calls it out. Wide eyes, so her
          // pupil sits low in the white, down on the quarters (calling's dark dot eye moved too little to look anywhere).
          expression: 'amazed',
          arms: 'hold-both',
          // In her purple shoes: a striped sock's pale blue sole, seen end-on beside her knee, was a thirteenth quarter.
          holding: { prop: 'christmas-things', variant: 'tipped-jar', size: 50, part: 'coin-jar' },
        },
        // Its red lid, off, on the rug just in front of her knee, so the jar's open mouth is plainly open (by her shoe it
        // was far off and cut on the phone).
        { prop: 'christmas-things', variant: 'jar-lid', x: 478, y: 494, size: 66, part: 'coin-jar' },
        // Eleven rolled out over the rug in a trail from under the jar's mouth to his nose, well apart, each one counts on a
        // phone, two still rolling on their edges up to his nose; the twelfth drops from the jar.
        // Each a third of her fist's width, as on her palm at the store (c2-p2; at 128 wide, a quarter was as big as
        // Biscuit's nose).
        { prop: 'christmas-things', variant: 'rug-quarters', x: 578, y: 476, size: 50, part: 'quarters' },
        // Across the coins from her, nose down to the two still rolling at the trail's end, sniffing them (lying flat, he
        // looked out at us, not at the coin; in front of her knees he hid her kneel). No sniff lines: the phone draws him
        // nearer her than the desk does, and they landed on his eye. A step further along the trail and nearer us, so on the
        // phone the jar's mouth pours onto the rug in front of him, not onto his back (at 660 to 670, nearer the coins on the
        // desk, the phone put the jar's mouth over his back and the rollers under his chin). Drawn after the quarters, so he
        // stands over the trail's end.
        // The trail a step right and he a step left, so on the desk too his nose is at its last two (at 562 and 700 he
        // sniffed bare rug a hand short of them: blind critic, p3). A step nearer us again, so on the phone his back is
        // below the jar's mouth and the falling quarter drops onto the rug in front of his head (at 684, 480 the jar's mouth
        // sat on his back and the quarter fell onto the dog: blind critic r62), the trail a little left with him, so on the
        // phone his head is not over its last quarters.
        { animal: 'biscuit', x: 708, y: 490, pose: 'sniff', facing: 'left', expression: 'surprised' },
      ],
    },
    alt: {
      en: 'Charlotte kneels on the rug and, wide-eyed, calls out with joy as she watches her coins come out, tipping her empty coin jar upside down by its base, its open mouth pointing at the rug and its red lid off on the rug by her knee. The last quarter drops out of the jar’s mouth, eleven silver quarters roll across the rug in a trail, apart and easy to count, two of them still rolling on their edges, and Biscuit, at the end of the trail, puts his nose down to sniff the two still rolling toward him. Behind her the big window shows the snowy front yard: the snowman they built, a snowy pine and the house across the street.',
      ko: '샬럿이 양탄자에 무릎을 꿇고 앉아 텅 빈 유리 저금통의 바닥을 두 손으로 잡고 거꾸로 기울이며, 쏟아지는 동전을 눈이 휘둥그레져서 바라보며 신이 나서 소리쳐요. 저금통 입구는 양탄자를 향해 있고, 빨간 뚜껑은 벗겨져 무릎 옆 양탄자에 놓여 있어요. 마지막 동전 하나가 저금통 입구에서 떨어지고, 은빛 25센트 동전 열한 개가 하나하나 셀 수 있게 양탄자 위로 줄지어 굴러가는데, 그중 두 개는 아직 데굴데굴 굴러가요. 동전 줄 끝에서는 비스킷이 고개를 숙이고 굴러오는 동전 두 개에 코를 대고 킁킁 맡아요. 샬럿 뒤 큰 창문 너머로 눈 덮인 앞마당이 보여요. 아까 만든 눈사람과 눈 쌓인 전나무, 길 건너 집이 있어요.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'toy-shop',
      time: 'day',
      items: [
        // Standing on the shelf's middle board over her head, small enough that both frames' tops clear its roof (at 40 its
        // roof touched both frames' tops) with her
        // boots whole at the foot (at 46 the desk's frame cut one or the other; on the lower board, between the two, the
        // phone drew her head over it); its tag on its side.
        { prop: 'toy', variant: 'truck', x: 384, y: 240, size: 34, part: 'toy-truck' },
        { prop: 'price-tag', variant: 'ten', x: 376, y: 230, size: 20, part: 'toy-truck' },
        { prop: 'knit-scarf', variant: 'folded', x: 520, y: 153, size: 44 },
        // Down on his knees a step off from her, turned to her face to face, leaning in with one mitten held open under her
        // coin hand, ready to take them if she is sure, the other open beside it. (His mitten on her shoulder ran his arm
        // across her and the coins in front of his belly; his mittens on his knee and thigh left him square to us, out of
        // the exchange; a mitten at his chest came onto her hat on the phone.)
        {
          person: 'dad',
          // Kneeling sat back on his heels, in profile to her, so his face comes down level with hers (on one knee, his head
          // stood over hers and on the phone looked away over her hat, his back leg flat out behind like a split). Far
          // enough off that the phone draws his face beside hers, not behind her, with air between her nose and his glasses
          // (at 560, on the phone their faces almost touched: blind critic, p4).
          x: 576,
          y: 470,
          pose: 'kneel',
          kneelsBack: true,
          facing: 'side-left',
          // His head turned a little out from the profile, so both round lenses of his glasses show (in profile, one lens
          // read as a monocle).
          headFacing: 'three-quarter-left',
          // "That's all your coins. Sure?": a gentle proud smile as he checks (one brow up and a flat mouth read as cross,
          // not a gentle Sure?: blind critic, p4; smiling and blushing, he asked nothing).
          expression: 'proud',
          turnsTo: 'charlotte',
          head: 'down',
          arms: 'open-hand',
          // His two mittens cupped together just under hers, touching the heap's foot, so the coins she tips off her palm land
          // in them (a hand's depth under hers, the heap floated over his mitten: blind critic, p4; level with hers, the coins
          // lay on his two mittens and her hand went half under them; his hands on the quarters, the phone cut his back off).
          // Their points at the heap's foot, inside it, so the phone's frame carries them along with the coins (a few units
          // under it, they went with Dad, and on the phone the heap lay over his sleeve, his mittens left of it: blind
          // critic r61, p4).
          reachTo: { near: { x: 456, y: 381 }, far: { x: 468, y: 381 } },
          clothes: 'winter',
          // His hat off in the warm shop, so his dark hair shows (in the wool hat with his glasses he read as Grandpa: blind
          // critic r65, p4).
          hatOff: true,
        },
        // Turned to Dad, the scarf she chose hanging from one mitten at her side, her quarters heaped on her other palm held
        // out toward him: she pays with her own coins. (Hugged to her chest, the scarf hung down her front like a bib, and
        // nobody chose it; held up by its fold at her shoulder, it read as a cape.) A step further into the shop, so the
        // phone's closer frame holds her boots whole (nearer us, it cut her at the ankles: blind critic r55, p4).
        {
          person: 'charlotte',
          x: 376,
          y: 464,
          pose: 'hold',
          otherArm: 'hold-out',
          facing: 'three-quarter-right',
          // Face to face with Dad, her coins held out to his mitten, the $10 truck on the shelf over them both (her head turned
          // back to the truck, she talked into his sweater on the phone and looked away from him on the desk).
          turnsTo: 'dad',
          // Leaning in to him from the hips, eager, her coins pushed out to his mitten: "I'm sure!" (standing straight she
          // read as a post in profile: blind critic), a step further off so on the phone her hat clears his cheek.
          bendsTo: 'dad',
          expression: 'happy',
          clothes: 'winter',
          holding: { prop: 'knit-scarf', variant: 'draped-tagged', size: 70, part: 'red-scarf' },
          reachTo: { near: { x: 346, y: 382 }, far: { x: 452, y: 380, on: 'quarters' } },
        },
        // Heaped on her open palm and tumbling off its front edge into Dad's cupped mittens under it, drawn after the hands,
        // so her hand is held up under the coins and his catch them (her heap over his mittens with air between read as
        // nobody paying: blind critic, p4). Each the size it is on the rug at home (c2-p1), heaped no wider than her mitten.
        { prop: 'christmas-things', variant: 'pour-quarters', x: 454, y: 382, size: 50, part: 'quarters' },
      ],
    },
    alt: {
      en: "In the corner store, a red toy truck on a shelf has a $10 tag, and the till stands on the counter beyond. Charlotte turns to Dad with the soft red knitted scarf she chose hanging from her hand, its $3 tag swinging, leans in toward him and tips the silver quarters heaped on her other open palm toward Dad's mittens. Dad kneels a step away, sitting back on his heels so his face is level with hers, holds his two mittens cupped under her hand to catch the coins, and smiles gently at her, as if to ask: are you sure?",
      ko: '동네 가게 선반에 10달러 가격표가 붙은 빨간 장난감 트럭이 있고, 그 너머 계산대에는 계산기가 놓여 있어요. 샬럿은 아빠 쪽으로 돌아서서 자기가 고른 부드러운 빨간 털목도리를 한 손에 들고 있는데, 3달러 가격표가 달랑거려요. 그리고 몸을 앞으로 기울여 다른 손바닥에 소복이 쌓은 은빛 동전을 아빠 손 쪽으로 기울여 쏟아요. 아빠는 한 걸음 떨어진 곳에 무릎을 꿇고 발뒤꿈치 위에 앉아 샬럿과 눈높이를 맞추고, 샬럿의 손 아래에 두 손을 오므려 대고 떨어지는 동전을 받으려 해요. 그리고 정말 괜찮겠냐는 듯 다정하게 웃으며 샬럿을 바라봐요.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'bedroom',
      time: 'day',
      items: [
        // The snowy day's light from the window at the right, down onto the floor round the desk; the left of the room in shade.
        { prop: 'christmas-things', variant: 'room-shade', x: 150, y: 520, size: 420 },
        { prop: 'christmas-things', variant: 'sunbeam', x: 430, y: 500, size: 340 },
        { prop: 'christmas-things', variant: 'window-light', x: 380, y: 500, size: 260 },
        // A plain table for a desk: the kit's desk lamp hid its stand behind her drawing arm and floated as a green triangle.
        // A step nearer us and a little lower, so its top is where the drawing, the jar and the crayons lie: on the desk they
        // stand on its top surface (taller and further back, they hung in front of its legs under the top: blind critic).
        { prop: 'table', x: 424, y: 496, size: 130 },
        // Its left edge under her crayon, so her hand and arm come in from the side and leave the crayon people whole: her
        // hands at its left edge and corner, so on the phone, where Leo comes close, its people show between them and him.
        // Propped on its drawing board's strut, so it stands up on the desk with something holding it.
        { prop: 'family-picture', variant: 'half-on-board', x: 418, y: 404, size: 84, part: 'moms-picture' },
        // On the desk's near edge before the drawing's right half, its label to us (at the desk's far end, on the phone, where
        // Leo comes close, it stood ghosted behind his neck: blind critics; further right it hid Leo and Biscuit drawn).
        { prop: 'coin-jar', count: 0, x: 436, y: 406, size: 26, part: 'coin-jar' },
        // Spilled in front of the drawing along the desk's near edge, big enough to read as crayons on a phone.
        { prop: 'crayons', count: 3, x: 392, y: 406, size: 34, rotate: 14, part: 'crayons' },
        { prop: 'crayons', count: 2, x: 464, y: 407, size: 30, rotate: -22, part: 'crayons' },
        { prop: 'crayons', count: 2, x: 474, y: 405, size: 28, rotate: 8, part: 'crayons' },
        // Just past the desk's far end, a step nearer us than it, whole from his socks up, arms out like a little tree's
        // branches, his near hand clear of the desk (at its end, on the phone his arm crossed the drawing). (Behind the desk,
        // its top hid his legs and he seemed to stand on it.)
        {
          person: 'leo',
          x: 530,
          y: 488,
          pose: 'arms-wide',
          // Arms out and sloping down like a fir tree's branches, the near hand clear of the drawing (straight out, on the
          // phone his near hand came across the drawing onto her crayon).
          reachTo: { near: { x: 484, y: 424 }, far: { x: 574, y: 424 } },
          facing: 'three-quarter-left',
          // Down at her and her drawing as he shows her (he looked out at us).
          turnsTo: 'charlotte',
          gaze: 'down-left',
          expression: 'proud',
          // On his brow over his eye, forward of the crown as his head is turned to her (centred on his crown, it sat on
          // his hair above the ear: blind critic r27, p5).
          wearing: { prop: 'paper-star', variant: 'stuck', size: 24, part: 'leos-forehead-star' },
        },
        // Drawn after the desk, so the hand and its crayon are on the paper, her knees under it.
        {
          person: 'charlotte',
          // Her chair on the desk's own floor, so her slippers rest on it beside the desk's legs (further back, her feet
          // hung in the air beside the near leg).
          x: 326,
          y: 472,
          pose: 'sit-chair',
          // Three-quarter towards Leo and her drawing: in profile her nose read as a beak.
          facing: 'three-quarter-right',
          // Laughing at his joke with her eyes on her drawing, busy with her idea (her eyes up, they met ours).
          expression: 'happy',
          arms: 'draw',
          turnsTo: 'moms-picture',
          headFacing: 'side-right',
          head: 'down',
          gaze: 'down-right',
          // The crayon's tip on the drawing's edge, not in the air before it. Sitting close in to the desk, her hand near
          // enough that her elbow bends (from further back her arm lay across the desk as one straight tube).
          // Her other hand flat on the sheet's near corner, holding it still as she colours.
          reachTo: { near: { x: 388, y: 384 }, far: { x: 386, y: 404, on: 'moms-picture' } },
          holding: { prop: 'crayon', variant: 'pink', size: 24 },
        },
      ],
    },
    alt: {
      en: 'At her secret workshop desk, beside the empty coin jar and spilled crayons, Charlotte is drawing Mom a picture of the family. A pink crayon in her hand with its tip on the paper, her other hand holding the sheet still and her eyes on her drawing, she laughs at Leo, who stands at the far end of the desk with his arms out and down like a fir tree’s branches and a paper star stuck on his forehead.',
      ko: '텅 빈 저금통과 흩어진 크레파스 옆, 비밀 작업실 책상에서 샬럿이 엄마에게 줄 가족 그림을 그려요. 책상 끝에는 레오가 이마에 종이 별을 붙이고 전나무 가지처럼 팔을 아래로 비스듬히 벌리고 서 있고, 분홍 크레파스 끝을 종이에 대고 다른 손으로 종이를 누른 샬럿은 그림에서 눈을 떼지 않고 깔깔 웃어요.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'bedroom',
      time: 'day',
      items: [
        // The snowy day's light from the window at the right, onto the floor where the two sit; the left of the room in shade.
        { prop: 'christmas-things', variant: 'room-shade', x: 150, y: 520, size: 420 },
        { prop: 'christmas-things', variant: 'sunbeam', x: 560, y: 500, size: 320 },
        { prop: 'christmas-things', variant: 'window-light', x: 520, y: 506, size: 260 },
        // Mina kneels and teaches: her own star held up in one hand, her finger on Charlotte's paper. Charlotte, kneeling
        // across from her, folds a new square of gold paper in her own hands, so it is plain who teaches and the trick is
        // seen passed on (both girls' hands on one star hid who was folding; her palms pressed
        // together, watching, a critic saw no trick shown: r68; Mina sitting with her legs to one side put her foot by
        // the crown like a stray hand).
        {
          person: 'charlotte',
          turnsTo: 'gold-star',
          // Far enough across that on the desk the two heads bowed over the star keep a gap of air between them (at 578
          // her forehead met Mina's).
          x: 614,
          // A step back across from her, so on the phone, drawn together, Mina's star comes before her and not onto her chest.
          y: 458,
          pose: 'kneel',
          // In profile across from Mina, the two face to face over the star (three-quarters, she knelt beside her facing us).
          facing: 'side-left',
          expression: 'amazed',
          // Her new square, folded into a triangle, held by its two corners low before her chest, her face clear and clear of
          // the star in Mina's (under her chin, on the phone her hands met Mina's round the star in one knot of four). Both
          // hands out before her, the near fist on its corner: with the far hand sent behind her back, the triangle hung
          // between two fists that touched it nowhere (blind critic r71).
          arms: 'hold-sides',
          reachTo: { near: { x: 578, y: 410 }, far: { x: 604, y: 404 } },
          holding: { prop: 'paper-star', variant: 'folding', size: 40, part: 'folding-paper' },
          // Her eyes down on the star in Mina's hand, not on Mina's face, her head tipped down to it (up, her eyes went to
          // Mina's face: blind critic r61, p6; bowed when they knelt closer, on the phone it nearly bumped Mina's).
          gaze: 'down-left',
          head: 'down',
          // Upright on her knees, her head back over them, so on the phone, drawn together, her chin stays clear of Mina's
          // hair (leaning in over the star, the two heads met there in one: blind critic, p6).
        },
        {
          person: 'mina',
          // Close in across the star from Charlotte, so the phone draws the two whole, Mina's knees and the crown inside its
          // frame (half a step further apart, its frame cut her knees at its edge and the crown at its foot), and near
          // enough that her finger reaches Charlotte's paper.
          x: 486,
          y: 474,
          pose: 'kneel',
          // In profile to Charlotte over the star she shows her (three-quarters, the two knelt side by side facing us).
          facing: 'side-right',
          expression: 'happy',
          head: 'down',
          // Her head tipped in over Charlotte's paper, her eyes down on it (upright with her head down, she seemed to look
          // across at Charlotte: blind critic r61, p6; level, as if showing off to her and not showing the fold).
          bendsTo: 'folding-paper',
          gaze: 'down',
          // On the phone, where the two come closer, still upright on her knees (leaning in there, her head came against
          // Charlotte's).
          // "Fold here, then here": her finger on Charlotte's paper where the next fold goes, her own star, mid-fold, held up
          // in her other hand to copy from. (Pulling her star's points out in both fists while Charlotte watched, she only
          // showed a finished star and nobody folded anything: r99, r100.)
          arms: 'point',
          otherArm: 'hold',
          reachTo: { near: { x: 584, y: 398 } },
          holdingFar: { prop: 'paper-star', variant: 'pulling', size: 56, part: 'gold-star' },
        },
        // The crown they cut from the scraps, the leftover gold paper with the bite of its points and the scissors beside it,
        // so the cutting shows (with the crown alone, no paper and no scissors, nothing had been made here).
        { prop: 'paper-star', variant: 'scraps', x: 464, y: 488, size: 40 },
        { prop: 'scissors', x: 556, y: 484, size: 38 },
        { prop: 'paper-crown', variant: 'yellow-alone', x: 520, y: 492, size: 64, part: 'leos-crown' },
        // Her own first try, torn in two, lies on the floor just in front of her knee: why Mina is showing her.
        { prop: 'paper-star', variant: 'torn', x: 604, y: 494, size: 56, part: 'torn-star' },
      ],
    },
    alt: {
      en: 'On the bedroom floor, Mina kneels with a five-pointed gold paper star she has folded, a fold pressed down its middle, held up in one hand, and with the other she points to the spot on Charlotte’s paper where the next fold goes, showing her how. Charlotte kneels across from her, wide-eyed, her mouth open in a wow, and folds a new square of gold paper in her hands, already folded into a triangle, one corner folded in. The gold paper crown for Leo, taped into a ring, stands on the floor between them, with the gold scraps it was cut from and a pair of red scissors, and Charlotte’s first star, torn in half, lies flat by her knee.',
      ko: '방바닥에 무릎을 꿇고 앉은 미나가 가운데 접은 선이 난 다섯 꼭짓점 금종이 별을 한 손에 들고, 다른 손가락으로 샬럿의 종이에서 다음에 접을 곳을 짚어 주며 접는 법을 알려 줘요. 맞은편에 무릎을 꿇은 샬럿은 입을 벌린 채 눈을 동그랗게 뜨고, 세모로 접어 한쪽 모서리를 안으로 접은 새 금종이를 두 손에 들고 따라 접어요. 둘 사이 바닥에는 레오에게 줄 금종이 왕관이 동그랗게 서 있고, 그 옆에 왕관을 오리고 남은 금종이 조각과 빨간 가위가 놓여 있어요. 샬럿의 무릎 옆에는 처음 접다가 반으로 찢어진 별이 납작하게 떨어져 있어요.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      // A wide shot (its shot list) of the kitchen with the two keeping the secret, both whole to their feet (the medium
      // one cut Charlotte at the chest and left a bare left half: blind critic): Charlotte stands close at Mom's side, so
      // the phone's narrow frame holds both faces and the tray.
      items: [
        // The kitchen window's daylight from the left, out of the frame, onto the table and the floor; the right side in shade.
        // The shade tall enough that its top is above the frame (at 400 its top edge ran across the cupboards); no beam
        // slanting down from the window (it stood as a pale column over the picture's middle: blind critic), only its patch.
        { prop: 'christmas-things', variant: 'room-shade', x: 630, y: 520, size: 470, flip: true },
        { prop: 'christmas-things', variant: 'window-light', x: 330, y: 500, size: 240, flip: true },
        // On the table behind them, just out of the oven: its feet higher on the floor than theirs, drawn before them, so
        // both stand in front of it (in front of its legs, Mom stood inside it: blind critic).
        { prop: 'table', x: 546, y: 420, size: 170 },
        // Her oven mitt dropped on the tray's end, pulled off to shush.
        { prop: 'baking-tray', variant: 'with-mitt', x: 550, y: 294, size: 96, part: 'star-cookies' },
        // Rising off the tray's far end, against the cupboard, where it shows (over her white apron it read as a print on it).
        { prop: 'steam', x: 528, y: 280, size: 30 },
        {
          person: 'charlotte',
          x: 404,
          y: 486,
          pose: 'hands-over-mouth',
          // Her face turned up to Mom's, the secret shared between them (both facing us, they told it to the reader);
          // her body kept front, so both hands stay over her mouth (turned, the far one went behind her).
          turnsTo: 'mom',
          facing: 'front',
          headFacing: 'three-quarter-right',
          // Her chin up and her eyes on Mom's face, the secret passed between them, not told to us.
          head: 'up',
          gaze: 'up-right',
          expression: 'happy',
          // No flour on her nose: over her hands it read as a marshmallow held at her mouth.
          clothes: 'apron',
        },
        {
          person: 'mom',
          // Left along the counter by the sink, the red pot out of the frame (beside her it read as a red slab).
          x: 494,
          y: 490,
          // Her near hand's finger up across her lips, drawn over her face (the far hand's finger went behind her chin).
          pose: 'shush',
          // Bent from the waist down to Charlotte, so the wink and the shush are hers, not the reader's (upright and square
          // to us, she winked at us). Turned three-quarters to her, her finger at her lips, her open eye down on her and
          // the other winking (face-on, the finger stood at her cheek and she shushed the reader: blind critic).
          bendsTo: 'charlotte',
          facing: 'three-quarter-left',
          gaze: 'down-left',
          head: 'down',
          expression: 'wink',
          clothes: 'apron',
          // Her far hand down at her side as she bends to Charlotte: the tray, just set down, lies on the table by the oven
          // mitt (her far hand on its end, the arm behind her back, a critic saw a hand with no arm holding the tray: r73, p7).
        },
        // The oven the tray just came out of, still glowing, on the floor against the counter left of the two, and the
        // rolled dough with its star holes, the cutters and the rolling pin on the counter top over it: the baking's
        // whole kitchen, not a bare wall in the left half (blind critic). Last, and wholly left of Charlotte: the phone's
        // narrower frame leaves them out without moving what it keeps.
        { prop: 'christmas-things', variant: 'oven', x: 204, y: 420, size: 120 },
        { prop: 'christmas-things', variant: 'cookie-cutters', x: 206, y: 292, size: 70 },
      ],
    },
    alt: {
      en: 'In the kitchen, Mom has just set a steaming tray of golden star cookies, fresh from the oven, down on the table, her oven mitt still on its edge. She bends down to Charlotte, puts a finger to her lips and winks at her: shh! Charlotte looks up at her and presses both hands to her mouth to keep the secret from Dad. Behind them the oven still glows, and on the counter lie the rolled dough with star shapes cut out of it, the rolling pin and the cookie cutters.',
      ko: '부엌에서 엄마가 오븐에서 갓 꺼내 김이 나는 노릇노릇한 별 모양 쿠키 한 판을 식탁 위에 막 내려놓았어요. 오븐 장갑 낀 손은 아직 쟁반 가장자리에 있어요. 엄마가 샬럿 쪽으로 몸을 숙여 입술에 손가락을 대고 쉿 하며 샬럿에게 찡긋 윙크하자, 샬럿은 엄마를 올려다보며 아빠한테 비밀을 지키려고 두 손을 입에 꼭 갖다 대요. 뒤에는 오븐이 아직 환하게 빛나고, 조리대 위에는 별 모양을 찍어 낸 반죽과 밀대, 쿠키 틀이 놓여 있어요.',
    },
  },
  'c4-p2': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        // The kitchen window's daylight from the left, onto the table, the tin and the floor; the right side in shade.
        { prop: 'christmas-things', variant: 'room-shade', x: 700, y: 520, size: 400, flip: true },
        { prop: 'christmas-things', variant: 'sunbeam', x: 320, y: 500, size: 340, flip: true },
        { prop: 'christmas-things', variant: 'window-light', x: 330, y: 504, size: 240, flip: true },
        // Low, so the tray she tips into the box is held at her waist, well under her chin (at her chest its high end met her cheek).
        { prop: 'table', x: 356, y: 480, size: 80 },
        // A box, as the words say ("boxed up"), its flaps open, big enough that the tray's low end dips into its mouth.
        { prop: 'christmas-things', variant: 'cookie-box', x: 376, y: 423, size: 54, part: 'cookie-box' },
        {
          person: 'charlotte',
          turnsTo: 'leo',
          x: 334,
          y: 486,
          // The size of a girl a head over her brother, standing at his depth: the two at one scale, as on every page
          // (at 0.96 beside him at 0.84, in a long stride, she read as a grown girl half again his height).
          scale: 0.88,
          pose: 'stand',
          arms: 'palm-on',
          // The tray in her far hand alone now.
          otherArm: 'hold',
          // Three-quarters to the box she fills, her shoulder turned on Leo, her head turned right round over that
          // shoulder to him in profile, so her scolding is plainly his (side-on with her head three-quarters back, her face
          // came round to the reader and she scolded us).
          facing: 'three-quarter-right',
          headFacing: 'side-left',
          gaze: 'left',
          // "That's enough checking!": brows down, cross, and her near hand held out flat to him, fingers spread, by the
          // cookies in his fist: stop, no more (cross-laughing kept her brows level over a smile, and with both hands on the
          // tray she only looked), out low by the cookies in his fist with a gap of air before it (at his chin height it
          // came onto his chin: blind critic).
          expression: 'cross',
          clothes: 'apron',
          // The tray tipped down into the open box, its last cookies sliding off its low end and dropping in
          // (held level over the box, it hovered there and nothing went in).
          holdingFar: { prop: 'baking-tray', variant: 'tipping', size: 64 },
          reachTo: { near: { x: 306, y: 414 }, far: { x: 370, y: 384 } },
          // Bent over the box in her hurry, "fast!" (standing straight, she stood still: blind critic).
          bendsTo: { x: 380, y: 420 },
        },
        // A bitten one fanned up behind the spare in his fist, its points clear above it (drawn before him, so it does
        // not cover that one; lower, it hid behind it: 28 % of it behind the spare at 412), so his three cookies count: one in
        // his mouth, two in hand.
        { prop: 'star-cookie', variant: 'bitten', x: 270, y: 408, size: 19, rotate: 24, part: 'star-cookies' },
        {
          person: 'leo',
          x: 234,
          y: 490,
          // The little brother, at his sister's scale: a toddler's body puts him under her by most of a head. A step away
          // from her, so her hand held out to him stops short of him (closer, it landed on his chin).
          scale: 0.88,
          pose: 'eat',
          otherArm: 'hold',
          facing: 'three-quarter-right',
          // Cheeks stuffed round with cookie, giggling ("just checking they taste good!"): gobbling, not a wink over a nibble.
          expression: 'mouth-full',
          holding: { prop: 'star-cookie', variant: 'mouthful', size: 18 },
          // The spare one at his side, a step clear of her apron (pressed against it, it seemed offered to her); near the
          // tray's cookies' size (at 34 it was as big as his face; smaller, his fist hides most of it).
          holdingFar: { prop: 'star-cookie', size: 28 },
          // His fist under his chin, pushing the cookie in.
          reachTo: { near: { x: 242, y: 396 } },
        },
      ],
    },
    alt: {
      en: 'Leo giggles with his cheeks stuffed round, munching a star cookie with crumbs on his chin, and holds two more in his other hand, one already bitten. Charlotte turns her shoulder on him, bends over the box in a hurry, and with one hand quickly tips the last cookies off the tray into an open blue box, swish! She looks back at him over her shoulder with her brows down and holds her other hand out flat to him: that’s enough!',
      ko: '레오가 턱에 부스러기를 묻힌 채 볼이 빵빵하게 별 쿠키를 우물우물 먹으며 킥킥 웃고, 다른 손에는 한 입 베어 문 것까지 두 개를 더 들고 있어요. 샬럿은 레오에게서 몸을 홱 돌려 상자 위로 허리를 숙이고, 한 손으로 쟁반에 남은 쿠키를 얼른 뚜껑 열린 파란 상자에 쏟아 담아요. 그러고는 어깨 너머로 레오를 돌아보며 눈썹을 찌푸리고, 다른 손을 쫙 펴서 레오에게 내밀어요. 이제 그만!',
    },
  },
  'c5-p1': {
    scene: {
      background: 'living-room',
      time: 'evening',
      items: [
        { ...bigWindow, variant: 'night', part: undefined },
        windowSeat,
        // The tree a step behind Dad, its top within Leo's reach, so the star he holds up sits on it (a stride to Dad's
        // right, the star stayed beside the top, in the air; Dad half a stride left of it, Leo's fist with the star came
        // out a hand left of the tip, in front of the lamp's shade: blind critics). Its tip just over Leo's
        // head, where his raised hand sets the star, now that he sits low on Dad's shoulders with his legs down Dad's chest
        // (at 274 it stood a hand over his reach).
        // A step back and right of Dad, so its stand and trunk stand behind him, clear of his boots (further forward, a
        // critic saw him stand inside the tree, the trunk between his feet: r85, p9). A little smaller, so its tip comes to
        // the star in Leo's reach (at 252 and x 452, the star was held beside the treetop, below and left of it: r87, p9).
        { ...homeTree, variant: 'tall-starless', x: 436, size: 232, y: 462, flip: true },
        {
          person: 'leo',
          x: 366,
          y: 496,
          pose: 'ride-shoulders',
          // Seated square on the shoulders, his legs either side of Dad's head for Dad's hands, his head turned in profile up
          // to the top (turned three-quarters, his face came round to the reader: blind critics).
          facing: 'front',
          headFacing: 'side-right',
          head: 'up',
          turnsTo: 'christmas-tree',
          // "I'm the tallest now!": proud, his chin up over a broad smile.
          expression: 'proud',
          arms: 'hold',
          otherArm: 'hold',
          holding: { prop: 'paper-star', variant: 'gold', size: 46, part: 'tree-top-star' },
          reachTo: { near: { x: 446, y: 108 }, far: { x: 378, y: 170, on: 'dad' } },
        },
        {
          person: 'dad',
          // In front of the tree and left of it, his feet a step nearer us than its foot and its red stand clear beside
          // them, so nothing of it comes over him (drawn behind its boughs, he stood inside it; a step further back, his
          // feet stood on its stand and his body hid its middle: blind critic r28).
          x: 366,
          y: 496,
          pose: 'stand',
          // Square to us, so the engine closes both his fists round Leo's shins (turned three-quarters to the tree, his near
          // hand hung open beside Leo's shoe and his far hand went behind his head: blind critic, p9).
          facing: 'front',
          // His face turned three-quarters and up to Leo on his shoulders as he says "Hold on tight" (turned with his body,
          // his face came round to us under Leo's boots; in profile tipped far back, he seemed to face away from the tree
          // with Leo sat on his head: blind critic r61).
          headFacing: 'three-quarter-right',
          expression: 'happy',
          head: 'up',
          socks: true,
          // Both hands round Leo's shins hanging down his chest, holding him steady as he says "Hold on tight" (with Leo
          // seated higher, his fists stood by his own ears, holding nothing: blind critic r64).
          arms: 'hold',
          otherArm: 'hold',
          reachTo: { near: { x: 413, y: 246, on: 'leo' }, far: { x: 319, y: 246, on: 'leo' } },
        },
        {
          person: 'mom',
          turnsTo: 'leo',
          // A step right of Charlotte's kneel, so her back does not press against Mom's legs (at 580 the two were glued).
          x: 606,
          y: 462,
          pose: 'stand',
          facing: 'three-quarter-left',
          expression: 'happy',
          head: 'up',
          arms: 'hold-both',
          holding: { prop: 'light-string', size: 80, part: 'tiny-lights' },
          reachTo: { near: { x: 516, y: 248 }, far: { x: 518, y: 260 } },
        },
        {
          person: 'charlotte',
          turnsTo: 'christmas-tree',
          x: 530,
          y: 500,
          pose: 'kneel',
          facing: 'three-quarter-left',
          expression: 'happy',
          arms: 'hold',
          holding: { prop: 'christmas-things', variant: 'bauble', size: 42 },
          // Her arm straight out to the tree's low branch tip at her shoulder's height, the ball hanging from her fingers
          // onto it (held at her chest, it read as a ball she was keeping; raised to her chin, on the phone it sat at her
          // mouth as if she ate it).
          reachTo: { near: { x: 482, y: 416 } },
        },
      ],
    },
    alt: {
      en: 'In the evening, while snow falls past the streetlight outside, the family trims the tall tree with shiny balls and tiny lights. Leo rides on Dad’s shoulders, looking up at the top of the tree, and sets the gold star on its tip while Dad holds his legs steady and looks up at him, Charlotte hangs a shiny red ball on a low branch by its loop and Mom drapes a string of tiny lights on the tree.',
      ko: '창밖 가로등 아래로 눈이 내리는 저녁, 가족이 키 큰 트리를 반짝이는 방울과 꼬마전구로 꾸며요. 레오는 아빠 목말을 타고 트리 꼭대기를 올려다보며 뾰족한 끝에 금빛 별을 꽂고, 아빠는 레오의 두 다리를 꼭 잡은 채 레오를 올려다보고, 샬럿은 반짝이는 빨간 방울의 고리를 집어 낮은 가지에 달고, 엄마는 트리에 꼬마전구 줄을 둘러요.',
    },
  },
  'c5-p2': {
    scene: {
      background: 'living-room',
      time: 'night',
      // In on Charlotte and the presents she tucks under the tree, with enough of the dark room round the
      // tree's glow that it reads as late at night.
      camera: { x: 566, y: 304, zoom: 1.36 },
      items: [
        { ...bigWindow, variant: 'night', part: undefined },
        // A step left of where it stands on the other pages, so its lowest blue light hangs behind her near arm (at 540 it
        // showed in the gap between her arm and her chest and read as a bauble stuck on her: blind critic).
        { ...homeTree, x: 526, size: 250 },
        // "By the tree lights": its glow is the room's light, warm on her and the presents, the room dark beyond it.
        { light: 'warm', x: 560, y: 360, radius: 130 },
        // The yellow one moved round to the tree's far side and the blue one a step left, so the last one, just set down
        // under her hand, stands on a free spot clear of her knees (in her hand, it went behind her thighs or covered the
        // yellow one).
        // The blue cookie box right in front of the tree's red stand, so no red box shows behind the star beside it (the
        // stand behind the star read as a sixth present: blind critic).
        { ...presentsUnderTree[3], x: 414, y: 464 },
        { ...presentsUnderTree[0], x: 452 },
        { ...presentsUnderTree[1], x: 490 },
        { ...presentsUnderTree[2], x: 526 },
        { ...gift('scarf'), x: 566, y: 462, size: 58 },
        {
          person: 'charlotte',
          x: 640,
          y: 484,
          pose: 'kneel',
          facing: 'three-quarter-left',
          // "Tucked": bent forward on her knees, both hands on the soft last present, sliding it in under the branches, her
          // eyes on it and a small secret smile (her finger to her lips, one hand on it, was the beat after the words: blind
          // critics; kneeling with the present at her chest, she grinned at the reader; a wink and an open grin was loud for
          // a hushed tiptoe at night). Pleased, a small open smile at it: "Done!" (a held-in smile under lowered lids read as
          // sly, even sulky: blind critic r65, p10).
          head: 'down',
          gaze: 'down-left',
          expression: 'happy',
          arms: 'palm-on',
          otherArm: 'palm-on',
          reachTo: { near: { x: 597, y: 456 }, far: { x: 591, y: 446 } },
          clothes: 'pajamas',
          // Tiptoed down with no shoes on: the engine draws no bare feet, so socks (in shoes she seemed dressed to go out).
          socks: true,
        },
      ],
    },
    alt: {
      en: 'Late at night only the tree lights, and the streetlight through the window, glow in the dark living room. Charlotte kneels in her pajamas, leans in and slides the last of the five presents, a soft one, in under the tree’s branches with both hands, smiling at it, pleased: done!',
      ko: '깊은 밤, 어두운 거실에 트리 불빛과 창밖 가로등 불빛만 반짝여요. 샬럿이 잠옷 차림으로 무릎을 꿇고 몸을 숙여, 말랑한 다섯 번째 선물을 두 손으로 트리 가지 밑에 쏙 밀어 넣으며 흐뭇하게 웃어요. 다 됐다!',
    },
  },
  'c6-p1': {
    scene: {
      background: 'living-room',
      time: 'day',
      items: [
        { ...bigWindow, variant: 'day', part: undefined },
        windowSeat,
        // The grey morning's light from the window behind her: down onto the floor where she stands, the room's far left in
        // shade.
        { prop: 'christmas-things', variant: 'room-shade', x: 180, y: 520, size: 420 },
        { prop: 'christmas-things', variant: 'sunbeam', x: 560, y: 500, size: 300 },
        { prop: 'christmas-things', variant: 'window-light', x: 520, y: 508, size: 260 },
        // A little shorter than in the other rooms' pictures, so the medium shot on her face keeps its star whole, clear of
        // the top edge in both frames (at 190 its star touched the desk's top); a step left of her, so no bauble comes
        // against her cheek (at her side, a green one sat on her cheek line: blind critic).
        { ...homeTree, x: 500, size: 176, y: 452 },
        // The five in the row she left them in the night before (c5-p2), in its order (the yellow hat box, the flat
        // picture, the star, the cookie box, the soft scarf), close under the lowest branches so the medium shot's narrow
        // phone frame holds all of them beside her (piled, they read as other presents than the night before's).
        { ...gift('crown'), x: 474, y: 450, size: 34 },
        { ...gift('picture'), x: 502, y: 448, size: 44 },
        { ...gift('star'), x: 532, y: 450, size: 36 },
        { ...gift('cookies'), x: 558, y: 450, size: 38 },
        { ...gift('scarf'), x: 586, y: 448, size: 38 },
        {
          person: 'charlotte',
          x: 630,
          y: 486,
          pose: 'stand',
          // The phone in her near hand pressed to her seen ear, its back to us: in the far hand it hid behind her head; a
          // hand's width further back, it stood off her head like a selfie.
          arms: 'phone',
          // Her other hand up at her chin as the news sinks in, fingers together (hanging, its fingers poked out behind her hip
          // by the presents like a stray second hand; its open palm held before her chest read as a wave: r92).
          otherArm: 'hand-on-heart',
          head: 'down',
          facing: 'three-quarter-left',
          // Her eyes on the presents under the tree as she listens (looking ahead, she seemed to look at us).
          gaze: 'down-left',
          // Sagging toward them from the hips as the news sinks in (upright, she stood like a post with a sad face).
          bendsTo: { x: 540, y: 450 },
          expression: 'sad',
          holding: { prop: 'phone', variant: 'at-ear', size: 40, part: 'phone' },
          // At her ear, the handset over the side of her head (a finger-width further out, it stood off her ear; lower, it
          // tipped along her jaw; higher, it stood above her ear).
          reachTo: { near: { x: 631, y: 334 } },
          wearing: { prop: 'tear-drop', size: 30 },
        },
      ],
    },
    alt: {
      en: 'On Christmas Eve morning, Charlotte holds the phone to her ear, her other hand up at her chin, and looks at the five presents under the lit tree. Hearing that Grandpa has a bad cold, her mouth turns down as a tear runs from her eye.',
      ko: '크리스마스이브 아침, 샬럿이 전화기를 귀에 대고 다른 손은 턱 밑에 갖다 댄 채 불 켜진 트리 밑의 선물 다섯 개를 바라봐요. 할아버지가 심한 감기에 걸리셨다는 말에 입꼬리가 축 처지고 눈물이 한 방울 흘러요.',
    },
  },
  'c6-p2': {
    scene: {
      background: 'living-room',
      time: 'night',
      // Charlotte's page: she sits up on the seat, her brother on the floor at her side, the two turned to each other.
      items: [
        // Big, so the lamp on its tall post reads as a streetlight out in the falling snow; set right, so it stands clear
        // of both heads (behind Leo's it was hidden and ringed his head with a halo).
        { ...bigWindow, x: 618, y: 452, size: 196 },
        { light: 'warm', x: 676, y: 290, radius: 50 },
        // The lit tree's glow reaches across to the two at the window seat, so their faces are warm, not grey in the dark.
        { light: 'warm', x: 540, y: 310, radius: 170 },
        // Its front at her feet, so the cushion runs under her where she sits (further back, she sat on air before it).
        // A little shorter, so on the phone, with Leo a step off from her, its far end stays in the frame (at 180, 12 % cut).
        { ...windowSeat, x: 626, y: 474, size: 168, variant: 'one-pillow' },
        {
          person: 'charlotte',
          // Sitting on the seat's edge, her feet hanging to the floor, so her lap, knees and shins show (curled up hugging
          // her knees under the blanket, she read as a blanket pillar with a head, nobody sitting).
          x: 612,
          // Up on the cushion, her seat on its top and her feet hanging clear of the floor in front of the seat's front
          // (her feet on the floor, her seat was lower than the cushion's top and she sat on air before it).
          y: 458,
          floorY: 476,
          // A little over full size, up on the seat nearer the window: the medium shot framed from her head to the floor is
          // then tall, so wide enough on the phone for Leo and the streetlight (at full size it cut both).
          scale: 1.1,
          pose: 'sit-edge',
          facing: 'three-quarter-left',
          turnsTo: 'leo',
          // Her head bowed to him, a head shorter than her up on the seat, and her eyes down on his face as he asks her (level,
          // her eyes met ours over his head).
          head: 'down',
          gaze: 'down-left',
          expression: 'sad',
          clothes: 'pajamas',
          // Her hands up under her chin, where the blanket (drawn over her) shows her fists gripping its edges, so the one
          // hand out on show is Leo's (her hand out on her knee met his there in one heap of hands).
          reachTo: { near: { x: 620, y: 382 }, far: { x: 624, y: 386 } },
          // The blanket's lower part over her lap and knees, so her knees show their shape under it and it falls over them in
          // folds (the shawl round her shoulders, drawn after her, lies over its top). The shawl's golden yellow (throw-blanket.ts).
          lapBlanket: '#f5c443',
        },
        // Round her shoulders as a shawl and down her back to the seat, drawn over her, her near hand gripping its edges
        // shut at her chest and her far hand's fingers round them below, its hem lying on the blue cloth over her lap and knees
        // (see throw-blanket.ts), its collar at the foot of her neck, so her face stays clear and her pajama collar and neck
        // show above it (one bell from collar to shins with two stamped fists read as a blue lampshade: blind critic, p12).
        { prop: 'throw-blanket', variant: 'wrapped', x: 624, y: 438, size: 94, part: 'blanket' },
        // On the floor at the seat's end, at her side and turned to her as she is to him, his hand in hers: the two
        // talk face to face. (Standing behind the seat, his feet hid behind its cushion, he floated, and his head was half
        // the size of hers.)
        {
          person: 'leo',
          x: 502,
          y: 474,
          pose: 'stand',
          // His open hand laid on her knee over the blanket, in comfort (their two fists meeting between them read as a
          // tangle of hands).
          arms: 'palm-on',
          facing: 'three-quarter-right',
          // Up at her face on the seat, a step from her, so his head stays clear of her chin.
          turnsTo: 'charlotte',
          head: 'up',
          expression: 'worried',
          clothes: 'pajamas',
          // On her knee, below her hands on the blanket (at her thigh, his hand met hers in one heap of hands: blind critic).
          reachTo: { near: { x: 560, y: 414, on: 'charlotte' } },
          // Leaning in to her as he asks, his weight toward her knee (upright, he stood straight: blind critic), a step further
          // off so his head leans in clear of her chin, with air between their faces (16 units nearer, their noses almost
          // touched: blind critic, p12).
          bendsTo: 'charlotte',
        },
        // Tall, right in front of the floor lamp's post, so the tree hides the post up to the frame's top (smaller, its star
        // sat on the post and the tree seemed to hang from it). Left of Leo's back (at 398, with Leo a step back from her,
        // its bottom bough lay over his back like a vest).
        { ...homeTree, x: 380, size: 236 },
        // Drawn together under the tree's middle, so all five stand inside the wide frame (spread wider, the first was cut).
        ...presentsUnderTree.map((p) => ({ ...p, x: 404 + (p.x - 560) * 0.72, y: p.y - 22 })),
      ],
    },
    alt: {
      en: 'That night Charlotte sits on the edge of the window seat, her feet hanging down, wrapped in a thick yellow blanket from her shoulders down over her knees, its end heaped on the seat behind her, holding it shut at her chest in her fist, and turns her sad face to Leo. Leo in his pajamas stands at her side by the seat, leans in toward her with his hand on her knee, and looks up at her with a worried face. Five presents wait under the lit tree, and snow falls under the streetlight in the window behind them.',
      ko: '그날 밤, 샬럿이 두툼한 노란 담요로 어깨부터 무릎까지 폭 감싸고 한 손으로 가슴께에서 담요를 꼭 여민 채 창가 의자 끝에 다리를 늘어뜨린 채 앉아, 슬픈 얼굴로 레오를 바라봐요. 남은 담요 자락은 등 뒤 의자 위에 수북이 쌓여 있어요. 잠옷 차림의 레오는 의자 옆에 서서 누나 쪽으로 몸을 기울여 누나 무릎에 손을 얹고 걱정스러운 얼굴로 누나를 올려다봐요. 불 켜진 트리 아래에는 선물 다섯 개가 놓여 있고, 두 아이 뒤 창밖에는 가로등 불빛 아래로 눈이 내려요.',
    },
  },
  'c7-p1': {
    scene: {
      background: 'living-room',
      time: 'night',
      // A little in from the room's edges, so the four faces read larger on a desk, Dad's boots still whole at the top.
      camera: { x: 420, y: 290, zoom: 1.1 },
      items: [
        bigWindow,
        { light: 'warm', x: 718, y: 124, radius: 90 },
        // The room's floor lamp is on: a pool round its shade, not a wash over the room (at 280 across the room it
        // laid an orange fog over every face); the faces keep their own light.
        { light: 'warm', x: 410, y: 140, radius: 120 },
        // A small warm light on Mom's face as she hurries on from the hooks, so it is not lost in the dark by the door (over
        // the hooks, beside her head, it left her face about 15 px of shadow: blind critic).
        { light: 'warm', x: 264, y: 238, radius: 64 },
        windowSeat,
        // The tree where it stands on every page at home, in front of the window's left side (c6-p2), at the book's own
        // size, taller than Dad as on p9-p12 and p18 (made smaller to give Dad room, it stood no taller than Charlotte:
        // blind critic; at 236 a leaping Charlotte stood as tall as it).
        { ...homeTree, part: undefined, x: 512, y: 440, size: 280 },
        // The five presents back under the tree where p12 left them and p14 loads them onto the sled, in a row under its
        // left boughs, clear of Charlotte's leap (left out, the tree stood on its bare red stand: blind critic, p13). Not
        // named here, where the words do not act on them: scenery at the tree's foot, so on the phone her back knee may
        // come in front of the last one as she leaps (named, the phone could not keep them clear of her knee).
        ...presentsUnderTree.map((p) => ({ ...p, part: undefined, x: 512 + (p.x - 560) * 0.7 - 40, y: 446, size: p.size * 0.9 })),
        { prop: 'winter-coats', variant: 'hooks-by-door', x: 34, y: 374, size: 130 },
        // Charlotte nearest us and largest, mid-leap off the window seat, so on the phone she is the front of the picture
        // with her pointing arm and the blanket behind her (up on the seat at the back she was small, half behind Dad's
        // raised arm). Dad and Mom stand further back and smaller, apart so nobody covers anybody: Mom come on from the
        // hooks with the coats to the tree, Dad down on his knees at the right holding the boots out to her as he calls "Boots
        // on, everybody!" (held up over his head, they were a trophy). Leo hops in
        // front, between Mom and Charlotte, clear of the presents (nearer the tree, the phone drew him onto them; at the
        // front left, it set Mom's shoes on his neck).
        {
          person: 'mom',
          // Come on from the hooks with her armful of coats, into the room by the tree, behind Leo: with her at the far left
          // by the door, on the phone the group was drawn together so hard that she, the coats, Leo and the tree made one
          // knot (blind critic r55, p13); nearer the middle, the four stand side by side there. Walking: running, her
          // kicked-up heel came to Leo's mouth on the phone. A step further back, so on the phone her front shoe is behind
          // the presents, not on the blue one (blind critic r62). Left of the tree, so on the desk she walks up to it, not
          // through its boughs (at 414 she stood in its outline: blind critic, p13). At her full size (a critic read the
          // grown-ups' heads as half Charlotte's: r71); Dad stays kneeling at 0.9, so her pointing hand clears his head (at
          // 0.98 and up it came onto his brow, and with Charlotte smaller the phone re-staged and cut Dad and Leo).
          x: 356,
          y: 400,
          scale: 1,
          pose: 'walk',
          facing: 'three-quarter-right',
          turnsTo: 'charlotte',
          expression: 'happy',
          // The coats folded and piled on her forearms before her, her hands under the pile (held up by their collars
          // in both fists, the coats hid her arms and on the phone hung in the air by the tree: blind critic r61, p13).
          arms: 'carry-under',
          holding: { prop: 'winter-coats', variant: 'folded-pile', size: 96, part: 'winter-coats' },
        },
        {
          person: 'dad',
          // Down on one side of her by the window seat, kneeling to put the boots on her: Mom and Leo at the left, the tree,
          // Charlotte, Dad at the right, so on the phone the five stand side by side (striding on to her by the lamp, on the
          // phone he, Mom and Charlotte stood in one stack, his face behind her ponytail: blind critic). Kneeling, his head
          // stays under her pointing mitten (standing there, it came onto his face).
          x: 730,
          y: 440,
          scale: 0.9,
          pose: 'kneel',
          arms: 'hold-out',
          facing: 'three-quarter-left',
          turnsTo: 'charlotte',
          // Upright: leaning in to her with the boots, on the phone his face came against her ponytail.
          expression: 'laughing',
          holding: { prop: 'snow-boots', size: 84, part: 'snow-boots' },
          // Held out to Charlotte at his chest, upright on their soles, under the faces and clear of her legs on the phone
          // (over his head, they were a trophy; held further out, on the phone they went behind her legs).
          reachTo: { near: { x: 704, y: 366 }, far: { x: 710, y: 370 } },
          socks: true,
        },
        {
          person: 'charlotte',
          x: 600,
          y: 506,
          scale: 1.3,
          pose: 'jump',
          facing: 'three-quarter-right',
          // Bursting with her idea: eyes wide and shining, brows up, an open smile (her eyes-shut laugh read as fun, not as
          // an idea; set on going, her lowered brows read as a scowl).
          expression: 'amazed',
          // The far arm points up and out at the street in the window by its pose alone, the near one still up from flinging
          // the blanket (the near arm pointing crossed her face on the phone; a point to reach folded it behind her head).
          // The near arm flung out wide in the leap, its hand clear of her head (straight up by the jump's pose, its fist stood
          // on top of her head like a horn: blind critic).
          arms: 'arms-wide',
          otherArm: 'point-up',
          // The near hand flung up and out over her head, both arms a V of joy (out wide at her side, on the phone it landed
          // on Mom's hip and their arms tangled: blind critic, p13).
          reachTo: { near: { x: 536, y: 200 } },
          clothes: 'pajamas',
        },
        // Thrown off and dropped in a heap on the rug right under her leap, one corner still up as it lands; drawn after
        // her, so on the phone her trailing foot goes behind it and does not hide it. Flung through the air it never read
        // as a blanket: up by the ceiling lamp a red ribbon or bacon (blind critic r74), behind her head long red hair,
        // over the tree a hat on the star (r79), high in the window under the streetlight a glowing lampshade or
        // jellyfish (r80).
        { prop: 'throw-blanket', variant: 'heaped', x: 508, y: 494, size: 96, part: 'blanket' },
        {
          person: 'leo',
          // Hopping on the rug between Mom and Charlotte, nearer us than Mom, a step left of her trailing leg (at 318 his
          // clasped hands closed round her shoe: blind critic r57; at 272 her back leg ran between them: r86, p13). His
          // palms pressed together up at his chest, not held out before him, so on the phone too, where he stands in front
          // of her legs, they stay clear of them.
          x: 236,
          y: 490,
          pose: 'jump',
          facing: 'three-quarter-right',
          turnsTo: 'charlotte',
          expression: 'laughing',
          arms: 'palms-together',
          clothes: 'pajamas',
        },
      ],
    },
    alt: {
      en: 'Charlotte flings her blanket off and leaps up from the window seat, pointing out of the window at the street: let’s take Christmas to Grandma and Grandpa! The blanket she threw off lies in a heap on the rug under her feet. Beside her, Dad kneels by the window seat and holds the snow boots out to her, Mom rushes over from the hooks by the door with an armful of winter coats, and Leo hops with his hands clasped.',
      ko: '샬럿이 담요를 휙 던지고 창가 의자에서 벌떡 뛰어오르며 창밖 길을 가리켜요. 할머니 할아버지께 크리스마스를 갖다 드리자! 던져 버린 담요는 샬럿 발밑 깔개 위에 수북이 떨어져 있어요. 옆에서는 아빠가 창가 의자 앞에 무릎을 꿇고 샬럿에게 장화를 쑥 내밀고, 엄마는 현관 옷걸이에서 외투를 한 아름 안고 서둘러 달려오고, 레오는 두 손을 모으고 깡충깡충 뛰어요.',
    },
  },
  'c7-p2': {
    // A procession coming down the street toward us on a slant: Dad nearest, striding into the haul, Leo a step behind
    // him and further up the street on the same rope, the sled further up still with Biscuit riding on top of the
    // pile, Charlotte at its back end with a mitten on the presents and Mom last. Stacked in depth like this the phone
    // keeps the order (Dad, Leo, rope, sled) instead of pressing the sled under their boots.
    scene: {
      background: 'winter-night',
      time: 'night',
      weather: 'snow',
      items: [
        // The lamp's warm light falls on every face as they pass: Mom and Charlotte at the back, Leo and Dad at the front
        // (beyond its pool the back two walked in blue shadow).
        { light: 'warm', x: 170, y: 290, radius: 150 },
        { light: 'warm', x: 520, y: 300, radius: 150 },
        // The street's one lamp lights them in the dark, up the street between Leo and Dad: behind the sled, on the phone
        // its post rose out of the pile.
        { prop: 'christmas-things', variant: 'street-lamp', x: 530, y: 376, size: 220 },
        // Laughing at Biscuit riding on the pile ahead of her (her head turned to us, she walked right and looked at the reader),
        // close behind Charlotte and a step up the street, so the group is narrower (at the desk's left edge, on the phone the
        // frame cut her in half).
        { person: 'mom', turnsTo: 'biscuit', x: 140, y: 394, pose: 'walk', facing: 'three-quarter-right', expression: 'laughing', clothes: 'winter' },
        // Walking beside the sled's back end on its far side, a mitten on the pile to steady it: drawn before the sled, so
        // on the phone, where the group closes in, the pile and Biscuit stay whole in front of her.
        {
          person: 'charlotte',
          // Her eyes on the pile she steadies and Biscuit on top of it.
          turnsTo: 'biscuit',
          x: 182,
          y: 424,
          pose: 'walk',
          arms: 'hold',
          facing: 'three-quarter-right',
          expression: 'happy',
          clothes: 'winter',
          // Her mitten on the top of the pile, steadying it (lower, her arm fell short of it).
          reachTo: { near: { x: 212, y: 378 } },
        },
        // Leo a step down the street from the sled, leaning into the rope with both mittens on it; Dad a step further
        // and nearest us, striding (his lunge read as a tangle of dark legs), the rope in his mittens held back at his hip. The one rope runs from the sled's front
        // through Leo's mittens into Dad's.
        {
          person: 'leo',
          // Leaning into the pull in profile, his eyes ahead on Dad whose rope he shares.
          turnsTo: 'dad',
          x: 446,
          y: 462,
          pose: 'push',
          arms: 'hold',
          facing: 'side-right',
          expression: 'proud',
          clothes: 'winter',
          reachTo: { near: { x: 478, y: 412 }, far: { x: 486, y: 408 } },
          ropeTo: { part: 'sled', x: 0.44, y: -0.16 },
        },
        { prop: 'sled', variant: 'resting', x: 268, y: 436, size: 140, part: 'sled' },
        // The pile stands on the sled's slats (their top at y = 408): the cookie box, Leo's hat box and the flat picture
        // side by side, Grandpa's soft parcel on the cookie box's lid and Grandma's star on the hat box's. Each rests on
        // the one under it, so none hangs behind the load in the air.
        { ...gift('cookies'), x: 226, y: 408, size: 58 },
        { ...gift('crown'), x: 272, y: 408, size: 46 },
        { ...gift('picture'), x: 304, y: 408, size: 42 },
        { ...gift('star'), x: 272, y: 386, size: 34 },
        { ...gift('scarf'), x: 228, y: 377, size: 56 },
        // Biscuit sits up on the soft parcel at the top of the pile like a king on his cushion, nose in the air.
        { animal: 'biscuit', x: 230, y: 350, floorY: 408, pose: 'sit', facing: 'right', expression: 'proud', head: 'up' },
        {
          person: 'dad',
          // A step in from the street's right end, so the phone's frame holds the back of his head and hat (at 588 it cut
          // them: blind critics r89, r90, p14).
          x: 570,
          y: 490,
          // Leaning into the haul as he strides on ('push': his body tipped forward, toward Grandma's house): walking
          // upright, his profile head turned back made the whole of him read as walking back to the sled (blind critic r85).
          pose: 'push',
          arms: 'hold',
          // Striding on down the street in profile, the way he hauls, his head turned back over his shoulder to Biscuit
          // riding the pile: "you're supposed to walk!" (his body three-quarters under that head, he read as walking back
          // to the sled, so the rope could not pull: blind critic r82).
          facing: 'side-right',
          headFacing: 'side-left',
          turnsTo: 'biscuit',
          // Calling back to him, his eyes open and down on Biscuit on the pile behind him (laughing, his eyes shut and his
          // chin up, he looked ahead into the air, not back at Biscuit: blind critics).
          expression: 'calling',
          gaze: 'down-left',
          clothes: 'winter',
          // Both fists on the rope behind him at his hip, as far down as his arms reach (at his knee they fell short), a
          // step further back with the lean.
          reachTo: { near: { x: 542, y: 360 }, far: { x: 552, y: 356 } },
          ropeTo: { part: 'sled', x: 0.44, y: -0.16 },
        },
      ],
    },
    alt: {
      en: 'On the dark, snowy street, Dad strides ahead and hauls the sled piled with the five presents by its thick red rope, his mittens held back at his hip. Leo, just behind him, leans into the pull with both mittens on the same rope. Dad looks back over his shoulder at Biscuit and calls out to him, for Biscuit sits up on top of the pile like a king, nose in the air. Beside the sled Charlotte walks with one mitten on the presents to keep them steady, her eyes on him, and Mom follows behind, laughing at him.',
      ko: '깜깜한 눈길에서 아빠가 성큼성큼 앞장서서 선물 다섯 개를 실은 썰매를 굵은 빨간 줄로 힘껏 끌어요. 줄을 쥔 두 손은 허리 뒤에 있어요. 레오도 아빠 바로 뒤에서 같은 줄을 두 손으로 꽉 잡고 몸을 앞으로 숙여 끌어요. 아빠는 어깨 너머로 비스킷을 돌아보며 소리쳐요. 비스킷이 선물 더미 꼭대기에 임금님처럼 코를 치켜들고 떡하니 앉아 있거든요. 썰매 옆에서는 샬럿이 선물이 떨어지지 않게 한 손으로 잡고 비스킷을 보며 걸어가고, 엄마도 뒤에서 비스킷을 보고 웃으며 따라와요.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'winter-night',
      time: 'night',
      // The snow has stopped by the time they reach the door, as it stays on the way home (c9-p1): falling round six
      // singing faces, its flakes landed by cheeks and chins on the phone.
      // Grandma at her door and the three singing nearest her are the faces; Dad a step back by the sled is in the door's
      // glow with them, half a step nearer than he was (at the frame's dark edge his face was a shadow on the desk).
      // Charlotte, Mom and Leo's head in profile to the door and Grandma turned to them, the notes rising between them
      // (lined up facing us, even turned three-quarters, they sang to the reader with their backs to her). Dad, a step
      // back by the sled, stays three-quarters: in profile his waving arm went behind his head. No phone places by
      // hand: the engine keeps the presents and Biscuit on the sled and every face clear.
      faces: ['grandma', 'charlotte', 'leo', 'mom'],
      items: [
        { prop: 'grandparents-house', variant: 'night', x: 616, y: 420, size: 420 },
        { prop: 'lit-doorway', variant: 'deep', x: 616, y: 422, size: 132, part: 'front-door' },
        // The hall's lamp high behind Grandma, its brightest in the hall over her head, so it opens the night round her in
        // her own colours without fogging her (a pool at her feet, or a glow on her, screened her skirt and cardigan pale).
        { light: 'warm', x: 616, y: 230, radius: 170 },
        // The doorway's warmth on the singers, centred on them and not on Grandma: the phone draws the door nearer them,
        // and a glow reaching her screened her pale.
        { light: 'warm', x: 384, y: 300, radius: 160 },
        // In the doorway against the amber hall, square to them so both hands are on her cheeks, her head turned to
        // Charlotte; no glow centred on her, so she stays solid (in the glare of the house's light and a lamp of her own,
        // she was bleached to a pale ghost, one hand on her cheek).
        {
          person: 'grandma',
          x: 612,
          y: 420,
          floorY: 446,
          pose: 'hands-to-face',
          // Face-on, head and all, so both palms land on her cheeks (her head alone turned, they closed at her temples over
          // an eye; turned to Charlotte, the far hand went behind her jaw); her eyes on Charlotte.
          facing: 'front',
          gaze: 'down-left',
          expression: 'surprised',
        },
        { icon: 'musical-notes', x: 500, y: 110, size: 44 },
        // The doorway's glow reaching back to Dad a step behind the others, so his singing face is lit with theirs and
        // not a dark shape at the edge of the night.
        { light: 'warm', x: 300, y: 220, radius: 140 },
        {
          person: 'dad',
          turnsTo: 'grandma',
          x: 190,
          // A step nearer us than the sled's back, drawn after it, so his boots stand on the snow beside it (drawn before
          // it, on the phone his legs went behind it and he seemed to stand in the sled: blind critic).
          y: 418,
          pose: 'stand',
          arms: 'hold',
          // His free hand on his heart as he sings to her, a caroller's hand (held out open toward the door at his shoulder's
          // height, it read as pointing at nothing: blind critic r85; waving up high, he hailed the reader; a mitten held
          // up over his head read as a fist knocking on nothing: r68).
          otherArm: 'hand-on-heart',
          facing: 'three-quarter-right',
          // His head in profile to the door he sings at (his body three-quarters with it, his face came round to us).
          headFacing: 'side-right',
          expression: 'singing',
          clothes: 'winter',
          // Tied to the sled's curled front, turned to him, hanging slack from his hand as he stands and sings.
          ropeTo: { part: 'sled', x: 0.44, y: -0.16 },
          // The rope hand low at his side, toward the sled's front beside him (between him and Mom, on the phone it came
          // onto her).
          reachTo: { near: { x: 216, y: 332 } },
        },
        // The sled at Dad's side between him and Leo, turned so its front and rope come to his fist, Biscuit on the pile
        // over its back end and the five presents on it stacked two high: so the sled, Biscuit and the presents stand
        // inside the singing group, not out at its far end, and the phone's closer frame keeps them all with the singers
        // apart (at the group's far end, no frame narrower than the group kept both them and Grandma's door, and the
        // phone pressed Charlotte over Grandma's skirt and Leo's boots into Mom's). Drawn before Mom and Leo, who stand
        // in front of it. (Ahead of Dad between him and Mom, his rope hand read as a hand on her shoulder.)
        { prop: 'sled', variant: 'resting', x: 300, y: 412, size: 170, flip: true, part: 'sled' },
        {
          animal: 'biscuit',
          x: 244,
          y: 323,
          floorY: 372,
          pose: 'sit',
          facing: 'right',
          expression: 'happy',
          head: 'up',
        },
        // Each present on the one under it and drawn after it: the soft one on the cookie box's lid, under Biscuit, his
        // seat; the crown's hat box on the flat picture and the star on the hat box (drawn under the picture's top, the
        // hat box was half hidden).
        { ...gift('cookies'), x: 244, y: 380, size: 60 },
        { ...gift('picture'), x: 296, y: 380, size: 52 },
        { ...gift('crown'), x: 296, y: 348, size: 40 },
        { ...gift('star'), x: 296, y: 330, size: 34 },
        { ...gift('scarf'), x: 244, y: 350, size: 58 },
        {
          person: 'mom',
          turnsTo: 'grandma',
          x: 432,
          y: 452,
          // Singing beside Charlotte, her open mittens held out to Grandma in the doorway (an arm round Charlotte's shoulder
          // stopped short of it; clasped at her chest in profile, her mittens read as a finger to her lips, "shh": blind
          // critic r60, p15).
          pose: 'lean-in',
          arms: 'open-hand',
          // Three-quarters to the door, her head in profile to Grandma there, lit by the doorway's light (her head
          // three-quarters with her body, her face came round to us; her whole body in profile was a dark shape), leaning
          // in to her from the hips as she sings, her legs straight under her (upright, she sang past her; bent to her from
          // a standing pose, her knees went back and her hips out in a stiff S: blind critics).
          facing: 'three-quarter-right',
          headFacing: 'side-right',
          expression: 'singing',
          clothes: 'winter',
        },
        {
          person: 'leo',
          turnsTo: 'grandma',
          x: 346,
          y: 496,
          pose: 'jump',
          // Jumping three-quarters to the door, his far arm up to Grandma behind his head (square to us with both arms up,
          // he sang to the reader; turned, a near arm up crossed his face).
          facing: 'three-quarter-right',
          headFacing: 'side-right',
          head: 'up',
          expression: 'singing',
          // Arms flung out as he jumps, the near mitten out low ahead toward her and the far one back behind him, so both
          // stay clear of his face (his far arm waving up beside his head covered his face on the phone; the near one at his
          // chest came onto Mom's leaning body there).
          reachTo: { near: { x: 392, y: 430 }, far: { x: 318, y: 404 } },
          clothes: 'winter',
        },
        // Her arms held out to Grandma and her face up to hers, singing to her (arms wide, her body stood square to us and
        // only her head turned to the door).
        {
          person: 'charlotte',
          turnsTo: 'grandma',
          x: 500,
          y: 492,
          pose: 'stand',
          arms: 'palms-together',
          facing: 'side-right',
          // Leaning in to her from the hips as she sings up at her, her mittens clasped at her chest as carol singers hold
          // them (upright, she stood straight as a post; her two mittens held out to Grandma touched nothing: r93; flung up,
          // on a phone her arm crossed her face; flung wide, she read as a scarecrow: r95).
          bendsTo: 'grandma',
          head: 'up',
          expression: 'singing',
          clothes: 'winter',
        },
      ],
    },
    alt: {
      en: 'At Grandma and Grandpa’s wide-open front door, warm light pours out onto the snow. The whole family has turned to the door and sings a Christmas song to Grandma with mouths wide open: Leo jumps with his arms flung out, Charlotte, nearest the door, leans in toward Grandma with her mittens clasped at her chest and sings up at her, Mom sings beside her, leaning toward Grandma, with her open mittens held out to her, and Dad, a step behind by the sled, holds its rope and sings with his other hand on his heart. Biscuit sits up on the five presents on the sled. In the doorway, Grandma looks out at them with her hands on her cheeks.',
      ko: '할머니 할아버지 댁 현관문이 활짝 열리고 따뜻한 불빛이 눈 위로 쏟아져요. 온 가족이 문 쪽을 보고 입을 크게 벌려 크리스마스 노래를 불러요. 레오는 두 팔을 활짝 벌리고 폴짝 뛰고, 문에서 가장 가까운 샬럿은 할머니 쪽으로 몸을 기울여 두 손을 가슴 앞에 모으고 할머니를 올려다보며 노래하고, 엄마는 그 옆에서 할머니 쪽으로 몸을 기울이고 두 손을 할머니께 내민 채 노래해요. 아빠는 한 걸음 뒤 썰매 옆에서 한 손으로 썰매 줄을 잡고 다른 손은 가슴에 얹은 채 노래해요. 비스킷은 썰매에 실린 선물 다섯 개 위에 앉아 있어요. 문간에 선 할머니는 두 손으로 볼을 감싸고 가족을 바라봐요.',
    },
  },
  'c8-p2': {
    // Each face in a clear place of its own, and everyone busy with someone: the fire and Grandpa in his chair at the
    // left, Charlotte clapping at his knee, Grandma behind her at the window with the star up to its dark pane, Mom
    // turned to Grandpa with her picture, and by the tree at the right Leo in his crown looking up at Dad, who bends
    // to him biting into his cookie, the tin in his other hand. (Stacked three deep in the
    // middle, Grandma rose behind Grandpa's chair with her star in the air and Dad hovered over Mom: a totem of faces.)
    scene: {
      background: 'christmas-living-room',
      time: 'lamp',
      // Tall enough to hold the whole window, so the star Grandma holds up is seen in it.
      camera: { x: 400, y: 300, zoom: 1.24 },
      // The book's one phone staging by hand: seven people in two staggered rows, each face beside the faces below it
      // and not over one (Grandma over Charlotte and Dad over Leo stood the seven in columns: blind critic, p16), the
      // fire and the window both in the frame: at the front Grandpa in his chair by the fire, Biscuit on the rug,
      // Charlotte clapping at his knee and Leo in his crown; behind, Dad between the two children, turned to Leo with
      // his cookie and his open tin held out at his side over the chair's back (at the right edge it was cut); Mom a step
      // back with her picture; and Grandma at the right, in profile as on the desk, hanging the star on the window's
      // lower right pane. Grandpa's chair, Charlotte and Biscuit a step right, clear of the hearth's flames.
      tallCamera: { x: 326, y: 276, zoom: 1.0 },
      items: [
        // The fire glows from the hearth and on Grandpa beside it, and the tree's lights glow at the other side, so the
        // room is warm at both ends and dark only in the corners. Left of Grandpa, so the phone's frame leans toward the
        // hearth and keeps its glowing mouth in the picture (it cut the fire down to a brick edge). Low and no wider than
        // the hearth rug, so it warms his knees and the rug but leaves his face its own pale skin (wider, it gilded him
        // brown-gold, another man than the pale one in his doorway on the next page).
        { light: 'warm', x: 130, y: 410, radius: 190 },
        // Grandma's wreath over the mantel, where the chimney breast is bare: on the phone it fills the wall above the group.
        { prop: 'wreath', x: 150, y: 178, size: 84 },
        // The tree's glow on its far side, past Dad (over him, it washed him out to a grey ghost).
        { light: 'warm', x: 740, y: 250, radius: 90 },
        // On Dad's face and the cookie in his mouth, a step forward by the tree.
        { light: 'warm', x: 650, y: 200, radius: 90 },
        // The fire's warmth carried up the wall to the window, so the room over their heads is not a blue haze.
        { light: 'warm', x: 300, y: 170, radius: 170 },
        // Between them the two glows meet on the faces at the middle of the room (Grandma, Mom and Dad stood grey in the
        // dark between the fire and the tree).
        { light: 'warm', x: 500, y: 240, radius: 170 },
        // Under the window's right pane, the star in one hand up to the glass and the other hand reaching for the pane,
        // hanging it there (holding it up high in both hands, she seemed to show it off in the middle of the room); on the
        // phone she stands in the back row between Charlotte and Mom, her face beside Charlotte's rather than over it.
        {
          person: 'grandma',
          // Turned to the star she holds up to the window glass.
          turnsTo: 'gold-star',
          x: 466,
          // On Mom's floor line and at full size, a grown-up level with her (a step back and smaller, she stood no taller
          // than Charlotte), under the window's right pane with the star in her hand up to the glass.
          y: 420,
          pose: 'stand',
          arms: 'hold',
          otherArm: 'palm-on',
          // In profile, turned to the window she hangs it in (three-quarters to the room, she stood square in the row of
          // faces, showing the star to us).
          facing: 'side-left',
          head: 'up',
          gaze: 'up-left',
          expression: 'happy',
          holding: { prop: 'paper-star', variant: 'gold', size: 58, part: 'gold-star' },
          reachTo: { near: { x: 430, y: 150 }, far: { x: 452, y: 166 } },
          // On the phone at the window's right, the star on its lower right pane's glass, clear of Mom's shoulder.
          tall: { x: 492, y: 390, reachTo: { near: { x: 450, y: 152 }, far: { x: 472, y: 164 } } },
        },
        // Left of the tree's middle, as near as the four faces, so he is not painted back into the air (pale, he and
        // his cookie melted into the tree), biting into a star cookie, its top point in his mouth (a bitten one held at
        // the mouth read as a dark ornament), where his pose puts it (reached for a point, on the phone it stood up over
        // Mom's shoulder), and the open tin in his other hand.
        {
          person: 'dad',
          // On the phone behind the children, between them, turned three-quarters right to Leo at his knee, the tin held
          // out at his other side above Charlotte's head.
          // Turned to Leo at his right as he eats, Leo looking up at him in his crown. Upright, so the cookie is at his
          // mouth (bent to Leo, his hand stayed where his mouth had been and the cookie sat over his eye). Turned by hand,
          // not by turnsTo: on the phone Leo stands nearly under him, and turning to him there swung Dad round with his
          // tin onto Leo; turned to Grandpa, his cookie went behind Mom's head. On the phone too turned three-quarters right,
          // to Leo by his knee, as on the desk: so the star is at his mouth, bitten (turned left, his hand held it to his
          // cheek by his glasses, beside his mouth).
          // On the desk a step clear of Mom's shoulder (at 588 his arm and chest pressed over it). Now turned three-quarters
          // left on both, to the family and the fire, the cookie bitten at his mouth (three-quarters right, he stood square
          // to the camera: blind critic).
          x: 606,
          y: 460,
          pose: 'eat',
          otherArm: 'hold',
          facing: 'three-quarter-left',
          expression: 'laughing',
          // The bitten star at his mouth as big as a phone needs to find it (at 30 a critic saw a speck: r69), its cut edge
          // on his lips and his glasses clear above it: his hand a little below the pose's own, which had pushed the star
          // over his nose and a lens (blind critic r86: "the cookie is pressed over his nose and glasses"). The tin in his
          // other hand at his side, clear of Leo's hand at his crown.
          holding: { prop: 'star-cookie', variant: 'mouthful', size: 40 },
          holdingFar: { prop: 'christmas-things', variant: 'cookie-box', size: 52, part: 'cookie-box' },
          reachTo: { near: { x: 588, y: 224 }, far: { x: 618, y: 340 } },
          tall: { x: 364, y: 390, facing: 'three-quarter-right', reachTo: { near: { x: 388, y: 198 }, far: { x: 340, y: 250 } } },
        },
        {
          person: 'mom',
          x: 540,
          y: 458,
          // Her picture held close against her chest, as the words say, a fist on each of its side edges, and her head
          // turned to Charlotte, who made it (held out toward her, it was shown, not held close, and on the phone it stood
          // over Grandma behind her; her fists crossed at its middle covered the drawn family's faces; her body turned
          // three-quarters with it hugged, her hands were hidden and the picture floated). Standing at her full height
          // (kneeling by the children, she read as Charlotte's twin: blind critic r104, p16).
          pose: 'stand',
          arms: 'hold-chest',
          facing: 'front',
          // Her face turned to Charlotte beside her, who made it, her eyes on her (her head bowed over the picture, nobody
          // in the row turned to the giver: blind critic r103, p16; three-quarters and level, her eyes met ours).
          headFacing: 'side-left',
          gaze: 'left',
          expression: 'happy',
          holding: { prop: 'family-picture', size: 64, part: 'moms-picture' },
          reachTo: { near: { x: 569, y: 274 }, far: { x: 511, y: 274 } },
          tall: { x: 430, y: 444, reachTo: { near: { x: 454, y: 260 }, far: { x: 404, y: 260 } } },
        },
        // His own deep armchair by the fire, its high back behind him (the plain chair drawn under a sitter hid under his
        // lap blanket, and he sat on air). Its seat at his: twice his seat's height.
        { prop: 'armchair', x: 318, y: 468, size: 138, part: 'armchair', tall: { x: 248 } },
        {
          person: 'grandpa',
          x: 344,
          y: 468,
          pose: 'sit-chair',
          seat: 'none',
          // Turned to the fire and a step clear of the hearth, right of its mouth, so his chair's back stands on his far
          // side and the flames show whole beside him (in front of the hearth, his chair hid the fire's mouth). (Turned
          // front, his blanket hung off his lap like an apron and he seemed to stand before his chair.)
          facing: 'three-quarter-left',
          expression: 'sneeze',
          // Both hands tugging the scarf snug round his neck, at the wrap under his chin, so his sleeves come up to them
          // (held at the hanging ends by his belly, the near hand showed with no arm, green on his green sweater: "a hand
          // floats at his belly", blind critic r86). The scarf drawn after him lies over the fingers' tips.
          arms: 'hold-chest',
          reachTo: { near: { x: 322, y: 324 }, far: { x: 352, y: 320 } },
          tall: { x: 274, reachTo: { near: { x: 252, y: 324 }, far: { x: 282, y: 320 } } },
          // His blanket over his lap and knees and down his shins, his hands above it on the scarf.
          lapBlanket: '#5aa9ea',
        },
        { prop: 'knit-scarf', variant: 'worn', x: 334, y: 380, size: 70, part: 'red-scarf', tall: { x: 264 } },
        // Her coat and boots off at the door: the sweater and jeans she went out in under her coat (c8-p1), in her socks.
        // By his chair, clapping as he wraps up in her scarf, her hands her own (on the scarf's ends, on the phone her hands
        // and his made one knot). Her eyes up on Grandpa.
        {
          person: 'charlotte',
          turnsTo: 'grandpa',
          x: 430,
          y: 492,
          floorY: 492,
          pose: 'stand',
          arms: 'clap',
          // Clapping up before her own chest, a forearm's length from his scarf (at the pose's reach her hands and their
          // marks were at his scarf's end, and a critic could not tell whose hands were on it: r69).
          reachTo: { near: { x: 414, y: 364 }, far: { x: 410, y: 362 } },
          facing: 'three-quarter-left',
          // Her eyes open and on him (her eyes-shut grin was on every page).
          expression: 'happy',
          socks: true,
          tall: { x: 336, reachTo: { near: { x: 320, y: 364 }, far: { x: 316, y: 362 } } },
        },
        // Lying on the hearth rug at Grandpa's feet (at the hearth's far end he stretched the group so wide that the phone's
        // frame could not come in on the faces).
        { animal: 'biscuit', x: 236, y: 490, pose: 'lie', facing: 'right', expression: 'sleepy', tall: { x: 204 } },
        {
          person: 'leo',
          x: 630,
          y: 486,
          // Free to step aside on the phone, so his face is not under Mom's.
          pose: 'stand',
          // His eyes up to Dad beside him, a hand up at the crown he puts on: square to us, so the raised arm comes up beside
          // his face, not across it (turned three-quarters, on the phone his arm crossed his cheek and on the desk his eye).
          // Turned three-quarters to Dad beside him, whom he looks up at (square to us, the three by the tree stood in a row
          // facing the reader: blind critic r99).
          facing: 'three-quarter-left',
          gaze: 'up-left',
          expression: 'proud',
          // A hand on the crown he has just put on (both hands at its sides went behind his head, and he seemed to stand
          // with his arms down).
          arms: 'hand-on-head',
          socks: 'striped',
          wearing: { prop: 'paper-crown', variant: 'yellow-worn', size: 50, part: 'leos-crown' },
          tall: { x: 410, y: 480, gaze: 'up-left' },
        },
      ],
    },
    alt: {
      en: 'Inside Grandma and Grandpa’s house, the fire crackles. Grandpa sits by it, turned to its warmth, with a blanket on his knees, wrapped up in his new red knitted scarf, both hands on it, and gives a big sneeze: achoo! Charlotte stands by his chair and claps, watching him. Mom holds her picture of the family close against her chest and turns to Charlotte, who made it, smiling. Behind them Grandma turns to the window and holds the gold star up to the glass to hang it. By the tree Leo puts a hand up to the gold crown on his head and looks up at Dad, who stands beside him biting into a star cookie, the open blue cookie box in his other hand, and Biscuit lies by the fire.',
      ko: '할머니 할아버지 댁 벽난로에서 불이 타닥타닥 타요. 할아버지는 불 쪽으로 앉아 무릎에 담요를 덮고 새 빨간 털목도리를 두른 채 두 손으로 목도리를 감싸고 크게 에취 재채기를 하시고, 샬럿은 의자 옆에 서서 할아버지를 바라보며 손뼉을 쳐요. 엄마는 가족 그림을 가슴 앞에 소중히 들고, 그림을 그린 샬럿을 보며 미소 지어요. 그 뒤에서 할머니는 창문 쪽으로 돌아서서 금빛 별을 창문에 걸려고 유리창에 대어 봐요. 트리 옆에서는 레오가 머리에 쓴 금빛 왕관에 손을 올리고 아빠를 올려다보고, 아빠는 레오 옆에 서서 한 손에 날개가 열린 파란 쿠키 상자를 들고 별 쿠키를 한 입 베어 물어요. 비스킷은 벽난로 옆에 엎드려 있어요.',
    },
  },
  'c9-p1': {
    // Walking home to the left, away from Grandma and Grandpa's house: Dad hauls the empty sled behind him, and
    // at the back Charlotte, her back to the house as she walks on, looks back over her shoulder at it.
    scene: {
      background: 'winter-night',
      time: 'night',
      // In from the street's ends, so the family's faces read larger on a desk; the house's roof and Biscuit, out ahead of
      // Mom, still whole.
      camera: { x: 452, y: 290, zoom: 1.12 },
      items: [
        // A little up the hill behind the family, a few steps back down the street, close enough that Grandpa waving in its
        // doorway is a clear figure on the phone (further off he stood about 10 px tall).
        { prop: 'grandparents-house', variant: 'night-step', x: 670, y: 360, size: 236, part: 'grandmas-house' },
        // A snowy pine in the yard up the street, its drift just behind her boots: her coat and the picture read against
        // its dark tiers and she walks on the snow in front of it (against the bare night sky she read pasted on: blind critic).
        // Drawn before Grandpa, who stands nearer us at his door, so on the phone its boughs stand behind him; a little
        // bigger than the house, so the scarf over him is still on the house there, not on the tree.
        { prop: 'snowy-pine', x: 446, y: 332, size: 240 },
        // Sized to the house's doorway, smaller than Dad: standing in the lit door on its stone doorstep, out of the snow
        // with his cold (at the doorstep's foot he stood out in the snow; on the thin sill his boots seemed to hang at the
        // door's foot: blind critic).
        // His head under the door's lintel, the doorway his size (at 0.9 he stood nearly twice the door's height in front of
        // it: blind critic r86, p17); his scarf and the door's glow are set at his neck and head at this size.
        {
          person: 'grandpa',
          x: 670,
          y: 342,
          scale: 0.7,
          pose: 'wave',
          facing: 'front',
          // His head turned down to the family going home and his weight on one leg as he waves (square to us with one arm
          // up and one hanging, he stood stiff: blind critic, p17). Not bent to them: a sway moved his neck off the scarf,
          // a prop laid at its own place. His other hand at his side: sent to the scarf's end, it hung below the fringe like
          // a flesh-coloured stub, a second hand (blind critic r62).
          headFacing: 'three-quarter-left',
          gaze: 'down-left',
          expression: 'happy',
        },
        // The lit door's glow on his face and round him, centred up at his head so the wall round it is lit as his face
        // is (centred at his chest, his lit face stood in a pale disc on the dark wall: blind critic r62, a halo).
        { light: 'warm', x: 664, y: 258, radius: 110 },
        { prop: 'knit-scarf', variant: 'worn', x: 670, y: 265, size: 38, part: 'red-scarf' },
        // Inside the lit pane right of the door, where Charlotte's look back leads: laid over the house at its own
        // place and size, so on the phone it moves with the house and stays in the window.
        { prop: 'christmas-things', variant: 'window-star', x: 670, y: 360, size: 236, part: 'gold-star' },
        // The same street lamp as on the way there (c7-p2), lighting their faces as they pass under it. At the street's
        // far left, ahead of Mom and Dad, so its post stands clear of every walker on both frames (right of Mom, on the
        // phone its post ran down through her; behind her legs, she seemed to walk on it; behind Dad, it ran down his back).
        { prop: 'christmas-things', variant: 'street-lamp', x: 36, y: 404, size: 220 },
        // The lamp's warm light on the walkers' faces and on Charlotte's as she turns back (they were dim in the blue).
        { light: 'warm', x: 170, y: 290, radius: 170 },
        // The lamp's light full on Mom's and Dad's faces as they walk under it (on the desk they were small dark faces).
        { light: 'warm', x: 212, y: 184, radius: 110 },
        { light: 'warm', x: 540, y: 330, radius: 120 },
        // The lit doorway's glow on her face as she looks back at it, from the side she turns to, so her profile is a lit
        // face with its eye and smile, the page's key glance (lit from behind by the lamp alone, it was a dark shape).
        { light: 'warm', x: 616, y: 284, radius: 44 },
        {
          person: 'mom',
          // At the front beside Dad, a stride ahead of him and drawn before him, walking home under the street lamp's light
          // (a step behind him and up the street, she walked across Grandma's porch at Grandpa's depth and read as leaving
          // that house, and on the phone her legs crossed Grandpa's: blind critic r83, p17; half a stride ahead, her back boot
          // met his front one and their four legs read as one tangle: r89).
          x: 176,
          y: 398,
          scale: 1,
          pose: 'walk',
          // Walking on, her picture held up in her mittens (tucked under her arm, on the desk it stuck flat to her chest with
          // both arms spread and a mitten in the air: blind critic). Her body three-quarters, so the picture stands out
          // before her with a mitten on its edge (in profile it lay flat on her chest with no hand on it, "pasted on": blind
          // critic r97, p17), and her head in profile down the street home (with her head turned back, she seemed to stride
          // toward the house: blind critic r62): only Charlotte looks back, as the words say (with Mom's and Leo's heads
          // turned back too, a critic saw the children walk toward the house: r76).
          facing: 'three-quarter-left',
          headFacing: 'side-left',
          expression: 'happy',
          clothes: 'winter',
          arms: 'hold-chest',
          holding: { prop: 'family-picture', size: 56 },
        },
        {
          person: 'dad',
          x: 266,
          y: 384,
          pose: 'walk',
          arms: 'hold',
          facing: 'three-quarter-left',
          // His head in profile down the street they walk home by (with his body, his face came round to the reader).
          headFacing: 'side-left',
          expression: 'happy',
          clothes: 'winter',
          // The empty sled's rope in his mitten, his arm back, hauled behind him: tied to the sled's curled front, nearest
          // him (tied to its back end, the rope ran down past Biscuit's collar and read as his leash).
          reachTo: { near: { x: 306, y: 282 } },
          ropeTo: { part: 'sled', x: 0.44, y: -0.16 },
        },
        // Trailing behind Dad on the open snow, nearer us than he is, so its bare boards show, and a rope's length back,
        // so the rope runs long and low from his hand to it (at his heels, or with its front at 370 under his hand, it stood
        // under his hand like a pole).
        { prop: 'sled', variant: 'resting', x: 404, y: 470, size: 130, flip: true, part: 'sled' },
        // Behind Dad, past the sled's front and the rope, standing just past its back end, nearest us of the walkers, so the rope
        // runs whole from Dad's mitten to the sled and on the phone the family stands in depth.
        // Walking on home in profile with the others, his arms swinging, his face the way he goes (his mitten reaching back
        // up to the house, he and Charlotte read as walking toward it: blind critic, p17; his head turned back to call
        // goodbye, they still did: r76).
        // A step up the street from the frame's foot, so his boots stand whole on the snow on both screens.
        {
          person: 'leo',
          x: 510,
          y: 482,
          pose: 'walk',
          // Walking on home with the family, his head turned back over his shoulder to Grandpa and one arm up to him as he
          // calls goodbye (walking on, his face ahead, he was not the one saying "Bye, Grandpa!": blind critic r85).
          facing: 'side-left',
          headFacing: 'side-right',
          turnsTo: 'grandpa',
          // His far arm up behind him toward Grandpa, the mitten waving past the back of his turned head (the near arm's
          // wave, straight up, put his mitten on his hat, and sent back to Grandpa it crossed his face).
          otherArm: 'wave',
          reachTo: { far: { x: 560, y: 318 } },
          expression: 'calling',
          clothes: 'winter',
          wearing: { prop: 'paper-crown', variant: 'yellow-worn', size: 46 },
        },
        // Trotting out in front of Mom, leading the way home, well clear of the sled (beside it, the phone's closer frame
        // stood him on it): a step up the street, level with Dad's boots, so on the phone the sled stands whole below him and the
        // rope runs from Dad's mitten down to it (nearest us, the phone drew him over the sled and the rope ended on his
        // back: blind critic r50).
        { animal: 'biscuit', x: 130, y: 408, pose: 'walk', facing: 'left', expression: 'happy' },
        // At the back of the family, behind the sled and a step nearer us, so her look back is the biggest figure on the
        // page: stopped on the way home while the others walk on, turned back to the house, waving up to Grandpa as he
        // waves. Every way of walking on with only her head turned back read as walking toward the house (in profile,
        // three-quarters from behind, or three-quarters down the street with her head in profile: blind critics r66 to
        // r77), and so did walking turned round with an arm up to it (r62); standing still, her feet together, she has
        // stopped, and her wave answers his. Seen from behind, turned up to the doorway, so her look back is her back to us
        // (turned to the reader, standing and waving, she read as facing us: r78); right of the door and nearest us, clear
        // of Grandpa's step (in front of it, her hat hid it: r78).
        {
          person: 'charlotte',
          x: 730,
          y: 484,
          pose: 'stand',
          arms: 'wave',
          facing: 'three-quarter-back-left',
          expression: 'happy',
          clothes: 'winter',
        },
      ],
    },
    alt: {
      en: 'Under the stars the family walks home with the empty sled, Dad pulling it behind him by its rope and Biscuit trotting out in front. Mom walks beside Dad, a step ahead, carrying her picture in her mittens, and behind them Leo walks on past the sled. At the back, Charlotte has stopped and turned back to the house they are leaving, waving up to Grandpa. Up the street the gold star glows in Grandma’s lit window while Grandpa waves from just inside the lit doorway in his red scarf.',
      ko: '별빛 아래 가족이 빈 썰매를 끌고 집으로 돌아가요. 아빠가 썰매 줄을 손에 쥐고 뒤로 끌고, 비스킷은 맨 앞에서 총총 걸어요. 엄마는 아빠 옆에서 한 걸음 앞서 그림을 두 손으로 들고 걷고, 그 뒤로 레오가 썰매를 지나 걸어가요. 맨 뒤에서 샬럿은 걸음을 멈추고 떠나온 집을 돌아보며 할아버지께 손을 흔들어요. 길 저편 할머니 댁 창문에 금빛 별이 반짝이고, 불 켜진 현관 안쪽에서 빨간 목도리를 두른 할아버지가 손을 흔들어요.',
    },
  },
  'c9-p2': {
    scene: {
      background: 'living-room',
      time: 'lamp',
      items: [
        { ...homeTree, x: 520, part: undefined },
        // The lit tree and the floor lamp are the room's light: warm round the two children, not a pale veil over them;
        // the tree's pool centred on their two faces so it reaches both.
        { light: 'warm', x: 460, y: 300, radius: 170 },
        { light: 'warm', x: 398, y: 150, radius: 110 },
        // The tree's light reaching the star on the jar, so its pale paper and crooked smile show in the dark room.
        { light: 'warm', x: 344, y: 356, radius: 60 },
        // The little table at her back, low enough for a kneeling girl's hand, the empty jar on it with its red lid on, and
        // Leo's star standing on the lid, where she has set it.
        { prop: 'table', x: 350, y: 456, size: 72 },
        { prop: 'coin-jar', count: 0, x: 350, y: 406, size: 36, part: 'coin-jar' },
        // Its own red lid (c2-p1) screwed back on over the jar's grey one, so it is the same jar.
        { prop: 'christmas-things', variant: 'jar-lid', x: 350, y: 371, size: 48 },
        { prop: 'paper-star', variant: 'crooked', x: 353, y: 373, size: 44, part: 'leos-star' },
        // On the floor by her knee, a little up from the frame's foot, so its whole crumple shows (at the foot it was cut).
        { prop: 'crumpled-wrapping', x: 356, y: 488, size: 58, part: 'leos-present' },
        {
          person: 'leo',
          x: 470,
          y: 490,
          // A head under his kneeling sister's, squeezed: the little brother, his eyes screwed shut in a squeaking laugh
          // (his cheeks puffed red read as one red blotch, a sunburn or a fever).
          scale: 0.86,
          pose: 'hug',
          facing: 'side-left',
          expression: 'laughing',
          socks: 'striped',
          // Close enough that their cheeks touch (further off, it read as pat-a-cake at arm's length), not so close her head
          // covers his crown (drawn under her, at 466 her hair cut his crown) or his head covers her face (four steps nearer, his crown sat on her cheek over her second tear; eight further off, her hand
          // on his back went behind him); in profile to her, his face pressed to her cheek and both his arms round her (three-quarters,
          // the two stood side by side facing us).
          hugs: 'charlotte',
          wearing: { prop: 'paper-crown', variant: 'yellow-worn', size: 44 },
        },
        {
          person: 'charlotte',
          x: 410,
          y: 486,
          pose: 'kneel',
          facing: 'three-quarter-right',
          // Touched to happy tears (the eyes-shut grin was every page's).
          expression: 'happy-tears',
          socks: true,
          // Her near arm wraps round Leo, over his back, her hand on it: the squeeze that makes him squeak (the near arm on
          // the star left only the far arm to hug, and it went behind him, so she seemed to hug with none). She is drawn
          // after him, so her arm lies over his back (drawn before him, his arm covered hers and she seemed not to hug back:
          // blind critic).
          arms: 'hug',
          // Both arms round him, the star already standing on the jar's lid at her back: her far hand on the star, the page's
          // two beats in one picture, read as a wave (an open palm on its point: r92), a fist holding it in the air, or a
          // hand hiding its face.
          hugs: 'leo',
        },
      ],
    },
    alt: {
      en: 'Back home by the Christmas tree, Charlotte kneels and hugs Leo tight in both arms, her hand on his back, and he leans into her hug; she laughs with happy tears in her eyes, and Leo, squeezed tight, squeaks and laughs with his eyes screwed shut. Behind her, his present stands where she has set it on her empty coin jar on the little table: a small, lumpy paper star with a crooked crayon smile, on the jar’s red lid. His crumpled wrapping paper lies open on the floor by her knee.',
      ko: '집에 돌아와 트리 옆에서 샬럿이 무릎을 꿇고 두 팔로 레오의 등을 감싸 꼭 껴안아요. 레오도 누나 품에 폭 안겨요. 샬럿은 눈물이 글썽한 채 활짝 웃고, 꽉 안긴 레오는 눈을 질끈 감고 “끽!” 소리를 내며 웃어요. 샬럿 뒤 작은 탁자 위 빈 저금통에는 샬럿이 올려놓은 레오의 선물이 있어요. 삐뚤빼뚤 크레파스로 웃는 얼굴을 그린 울퉁불퉁한 종이 별이 빨간 뚜껑 위에 서 있어요. 샬럿의 무릎 옆에는 구겨진 선물 포장지가 펼쳐져 있어요.',
    },
  },
} satisfies BookPictures;
