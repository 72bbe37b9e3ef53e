import type { BookPictures } from '../../with-pictures';

/**
 * 샬럿의 아홉 번째 생일, drawn with the kit from each panel's shot list: the lettered calendar and the
 * packed picnic, 미역국 on a low round 밥상 in the same living room as the later picnic and Leo's crooked
 * yellow 색종이 crown, Mina's crayon card by the classroom door under gathering clouds, the rain on the
 * picnic and the park's 정자, the living-room picnic on a 돗자리 under Dad's umbrella with the rain seen
 * through the window (window-weather), nine candles on the strawberry cake, and bedtime. Each thing the
 * shot list names is a named part.
 */
export const pictures = {
  'c1-p1': {
    scene: {
      background: 'bedroom',
      time: 'day',
      // On the bed, the calendar and the sunny window over the bed: at zoom 1.8 the top edge cut the window, and with it
      // the sun the words name, to a beam of light. At 1.45 a wide band of bare wall stood between the calendar and the
      // bed; the window a step down and the basket and mat a step up let it come in to 1.52.
      camera: { x: 590, y: 278, zoom: 1.52 },
      items: [
        // Low enough that the desk's top edge keeps its frame whole round the sun (at 196 the edge cut it; 226 did too at zoom 1.6,
        // with the shelf's books). Its plain glass under the morning sun below: the kit's 'sunny' variant pours a pale strip
        // down from its sill that lands on nothing (a critic: r49); the window light below falls softly across the room.
        { prop: 'window', variant: 'closed', part: 'sunny-window', x: 708, y: 220, size: 92 },
        // A bright rayed sun over the glass's own, so it shines as the morning sun: the flat pale disc alone read as a moon.
        { prop: 'morning-sun', x: 687.8, y: 135.4, size: 92 },
        // The morning sun coming in at that window: it lights Charlotte and Biscuit from the right, so they are modelled
        // and cast their shadows away from it, not lit flat all over.
        { light: 'warm', x: 708, y: 160, radius: 320 },
        // Up and left of the bedside lamp, clear of its shade (just over it, the shade grew out from under the calendar), as
        // near the bed as that lets it (further left, bare wall stood between it and the bed), and high enough that on a
        // phone the shade stands clear under it (at 262 the shade's top touched its foot there).
        { prop: 'wall-calendar', part: 'calendar', label: '미나랑 공원 소풍!', x: 454, y: 254, size: 90 },
        // A step back from the frame's foot, so the closer camera keeps them whole.
        { prop: 'picnic-basket', variant: 'closed', part: 'picnic-basket', x: 566, y: 424, size: 84 },
        { prop: 'dotjari', variant: 'rolled', part: 'picnic-mat', x: 670, y: 424, size: 130 },
        // No pillow prop: the bed's own pillow stands at its head. A prop pillow here was drawn behind the bed's sunlit
        // front, a see-through outline that Biscuit's hind paws stood on in the air.
        // Just awake: sitting up against her pillow at the bed's head, her legs still under the blanket, stretching both
        // arms up high with a big smile, so a child sees her waking (kneeling up with her arms wide, a critic saw no
        // waking: blind critic r63).
        {
          person: 'charlotte',
          socks: true,
          x: 640,
          y: 322,
          floorY: 420,
          pose: 'sit-floor',
          facing: 'three-quarter-right',
          turnsTo: 'biscuit',
          expression: 'laughing',
          arms: 'reach-up',
          clothes: 'pajamas',
        },
        // Pushed down over her legs as she sits up, from her hip past her knees (smaller, her knee stood up over it and its
        // end read as a sock poking out: blind critic r98).
        { prop: 'star-blanket', x: 684, y: 330, size: 128, rotate: -4 },
        // Just landed on the bed by her feet, up on the blanket with his nose up at her, his shadow under his paws on the
        // mattress (in mid-leap over it, a critic saw him in the air, not on the bed: r63).
        { animal: 'biscuit', x: 746, y: 326, floorY: 326, pose: 'jump', facing: 'left', expression: 'laughing', head: 'up' },
      ],
    },
    alt: {
      ko: '해가 쨍쨍한 아침, 잠옷 차림의 샬럿이 침대에서 일어나 앉아 두 팔을 번쩍 들고 기지개를 켜며 웃어요. 비스킷이 침대로 폴짝 뛰어오르며 샬럿 다리 위 이불에 앞발을 딛고 샬럿을 올려다봐요. 벽에 걸린 달력에는 오늘 날짜에 빨간 동그라미가 있고 ‘미나랑 공원 소풍!’이라고 쓰여 있어요. 침대 옆에 돌돌 만 돗자리와 소풍 바구니가 있고, 침대 위 창문으로 햇살이 쏟아져 들어와요.',
      en: 'On a sunny morning Charlotte, in her pajamas, sits up in bed and stretches both arms high, laughing, as Biscuit leaps onto the bed, his front paws landing on the blanket over her legs, looking up at her. On the calendar, today is circled in red, with “Picnic in the park with Mina!” written in Korean underneath; her rolled-up picnic mat and packed basket wait by the bed, and sunshine pours in through the window above it.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'living-room',
      time: 'day',
      // Close round the 밥상, so the four faces read on a desk too: at zoom 1.3 the wall over them took half the
      // picture and the faces were a tenth of its height; at 1.6 the birthday girl's face was still small.
      camera: { x: 408, y: 336, zoom: 1.75 },
      // On a phone, in close on the four round the 밥상, placed by hand: framed on
      // the whole room, the four faces were small under a bare wall filling the top half. Mom and Dad sit a step in
      // toward Charlotte there and Leo a step nearer her, so all four faces stay whole inside the closer frame. A hair
      // further out and left, so Mom's body is whole at its left edge (at 1.5 it cut her in half: blind critic r70; at 1.44
      // it still cut her back, and Dad's shoulder at the right: r104).
      tallCamera: { x: 404, y: 340, zoom: 1.38 },
      items: [
        // The morning light from the living room's window, up to the right: the family round the 밥상 lit from its side.
        { light: 'warm', x: 650, y: 150, radius: 320 },
        // A birthday garland of paper flags across the wall over the family, so the wall over the birthday breakfast is
        // dressed for the day: on the phone, its top third was bare wallpaper. Higher on the phone, its cord near the
        // frame's top, so no band of bare wall stands over it there (at the desk's height, a critic saw the phone's top
        // fifth as plain wall: r28); zoomed in closer instead, the phone cut Mom's face at its left edge.
        { prop: 'birthday-garland', x: 408, y: 226, size: 300, tall: { y: 200 } },
        {
          person: 'charlotte',
          socks: true,
          x: 372,
          y: 410,
          tall: { x: 384, reachTo: { near: { x: 404, y: 294 }, far: { x: 364, y: 294 } } },
          pose: 'sit-floor',
          facing: 'front',
          expression: 'laughing',
          // "샬럿은 얼른 왕관을 썼어요": the crown Leo folded on her head, both hands on it, setting it straight. (Held out
          // on his fists with her hands out to take it, two critics asked for the crown on her head, as the words end: r99,
          // r100.)
          arms: 'hand-on-head',
          otherArm: 'hand-on-head',
          reachTo: { near: { x: 392, y: 294 }, far: { x: 352, y: 294 } },
          wearing: { prop: 'crooked-crown', variant: 'worn', part: 'paper-crown', size: 48 },
        },
        // Proud of the crown he folded ("내가 접었어"), both open hands held out to his sister as she puts it on, his gift
        // given, his face to her (clapping off to her side, a critic saw no giving: r101). A step to her right with Dad a
        // step further, so on the phone too he stands apart beside her. On the phone a step further back than on the desk,
        // so his head stands clear of Dad's face turned to her (level with it, Dad's face ran into his hair; Dad moved
        // right, the frame cut his back), his hands there low before his chest, clear of her hair.
        {
          person: 'leo',
          socks: true,
          x: 478,
          y: 398,
          tall: { x: 444, y: 384, reachTo: { near: { x: 426, y: 338 }, far: { x: 432, y: 344 } } },
          pose: 'stand',
          facing: 'three-quarter-left',
          // His face turned to her, not out at us (three-quarters with his eyes aside, he posed for the reader).
          headFacing: 'side-left',
          turnsTo: 'charlotte',
          // A plain happy smile: 'proud''s short smirk under his nose read on the phone as a moustache.
          expression: 'happy',
          gaze: 'left',
          arms: 'open-hand',
          otherArm: 'open-hand',
          reachTo: { near: { x: 436, y: 318 }, far: { x: 446, y: 326 } },
        },
        // Grown-ups sitting on the floor at the 밥상 as Korean families sit to eat, at their full size: Mom at its near
        // end, drawn before it so her lap is behind its rim, clapping for the birthday girl.
        {
          person: 'mom',
          socks: true,
          x: 244,
          // Sat back from the table on the desk, her crossed legs beside it under her (nearer, her socks showed under the
          // table top apart from her body).
          y: 420,
          // On the phone both hands together before her own chest, clear of Charlotte's cheek (at 330, one hand showed a
          // finger's width from her face and read as a pat on it), low enough that the clap's marks are at her hands, not
          // at her lips (a hand higher, they read as chopsticks at her mouth). Lower, by her own chest left of the rice
          // bowl, her hands came off the table's edge the desk has them on.
          tall: { x: 310, y: 452, reachTo: { near: { x: 320, y: 358 }, far: { x: 310, y: 354 } } },
          pose: 'sit-floor',
          facing: 'three-quarter-right',
          // Turned to the birthday girl she claps for.
          headFacing: 'side-right',
          turnsTo: 'charlotte',
          gaze: 'right',
          expression: 'happy',
          arms: 'clap',
          // Clapping up in front of her own chest: at the pose's full reach, on the phone her hands landed on
          // Charlotte's chest and read as the birthday girl's, and further out they touched her nose and mouth.
          reachTo: { near: { x: 284, y: 352 }, far: { x: 280, y: 350 } },
        },
        // Dad at the 밥상's far end as Mom is at its near one, drawn before it so its rim hides his crossed legs: in
        // front of it, his lap on the phone was a dark slab with two sock blobs.
        {
          person: 'dad',
          socks: true,
          x: 556,
          y: 452,
          tall: { x: 508 },
          pose: 'sit-floor',
          facing: 'three-quarter-left',
          // His face turned three-quarters to Charlotte as he talks to her, both lenses in sight (in profile, the back of
          // his head to the right edge, a critic at a desk read his face as cut off there: r61), his eyes on her (three-quarters
          // with his eyes ahead, he grinned at the reader).
          headFacing: 'three-quarter-left',
          turnsTo: 'charlotte',
          expression: 'happy',
          gaze: 'left',
          arms: 'open-hand',
          // "납시오!": bowing his head to the birthday girl as to a princess, his open hand swept out toward her, palm up,
          // clear of Leo over the table (low at the table's middle, Leo's legs hid it and he made no gesture at all).
          head: 'down',
          reachTo: { near: { x: 512, y: 340 } },
        },
        { prop: 'bapsang', variant: 'round', part: 'bapsang', x: 400, y: 470, size: 270 },
        // A bowl of the birthday soup with its spoon at every place, as a Korean family's breakfast table is laid: Leo's
        // at the back where he stands, Dad's at his end and Mom's at hers (with one bowl for four, a critic saw the three
        // sitting at an empty table).
        { prop: 'miyeokguk', x: 452, y: 392, size: 44 },
        { prop: 'miyeokguk', x: 498, y: 404, size: 48 },
        // Her rice at her place, behind her soup: on the phone, where the family sits closer, at the back of the table
        // between her and Mom, clear of Mom's crossed legs under it.
        { prop: 'rice-bowl', part: 'rice-bowl', x: 324, y: 386, size: 44, tall: { x: 346, y: 380 } },
        // The birthday soup at the birthday girl's place, in front of her.
        { prop: 'miyeokguk', part: 'miyeokguk', x: 378, y: 410, size: 66 },
        { prop: 'steam', x: 372, y: 388, size: 32 },
        // On the phone a step back on the table, clear of her folded legs behind its rim (with her hands up at the crown
        // her knees come out wider, and a step nearer it was drawn over them).
        { prop: 'gyeran-mari', x: 420, y: 418, size: 64, tall: { x: 410, y: 390, size: 38 } },
        // Mom's soup and Dad's rice at the table's front, set back from the rim on its top: lower, their feet came below
        // the rim's edge and they hung in front of the table (blind critic r58).
        { prop: 'miyeokguk', x: 294, y: 405, size: 48 },
        { prop: 'rice-bowl', x: 470, y: 409, size: 32 },
      ],
    },
    alt: {
      ko: '거실 벽에 알록달록한 생일 깃발이 걸려 있고, 바닥에 놓인 낮고 둥근 밥상에 미역국이 김을 모락모락 내요. 식구마다 숟가락이 담긴 미역국 한 그릇씩이 있고, 흰 쌀밥과 달걀말이도 놓여 있어요. 엄마와 아빠는 밥상 앞 바닥에 앉아 웃고, 엄마는 손뼉을 치고 아빠는 샬럿을 보며 이야기해요. 밥상 뒤에 앉은 샬럿 앞에 미역국이 놓여 있어요. 샬럿은 레오가 직접 접은 노란 색종이 왕관을 머리에 쓰고, 두 손으로 왕관을 바로잡으며 활짝 웃어요. 뾰족뾰족한 끝이 조금 삐뚤빼뚤해요. 옆에 선 레오는 뿌듯하게 웃으며 누나 쪽으로 두 손을 펼쳐 보여요.',
      en: 'Colorful birthday flags hang across the living-room wall, and seaweed soup steams on a low round table on the floor, a bowl of it with a spoon at every place, with white rice and rolled omelette. Mom and Dad sit on the floor at the table, smiling, Mom clapping and Dad talking to Charlotte, and Charlotte sits behind the table with the soup in front of her. Charlotte, laughing, has put on the yellow paper crown Leo folded and sets it straight with both hands. Its points are a little crooked. Leo stands beside her, looking proud, and holds out both open hands to her: he made it.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'classroom',
      time: 'day',
      // The medium shot the shot list names, so the two girls and the card fill the frame on a desk too (a wide
      // view of the classroom left a third of it empty floor).
      shot: { size: 'medium', on: 'charlotte', with: ['mina'] },
      items: [
        // The classroom window over Charlotte's shoulder, on the wall beside her head, so the dark clouds rolling in (the
        // page's turn) show whole on a desk and by its inner panes on a phone: between the two girls' heads, the heads hid
        // them (blind critics r62, r98). Low enough on the wall that the phone's frame, as close as the desk's, keeps its
        // clouds (higher, its top edge cut them off). A small window just over her bow, so the phone's frame, close round
        // the two girls, holds it whole (further out on the wall, it was a gray sliver at the phone's left edge: r99).
        { prop: 'storm-window', part: 'cloudy-window', x: 384, y: 288, size: 60 },
        // The classroom door (교실 문 앞에서) right behind Mina, its edge and knob showing past her backpack, so the phone's
        // frame, closed round the two girls, keeps it too (a step further right, beside her, the phone lost it).
        { prop: 'door', variant: 'closed', part: 'classroom-door', x: 542, y: 420, size: 104 },
        {
          person: 'charlotte',
          // A step nearer Mina, so the phone's narrow frame holds the two and the card as the desk's does (further apart,
          // the phone drew them again, the card slid down to Charlotte's knees out of her hands and her eyes went to Mina).
          x: 408,
          y: 475,
          // Standing up straight, not bent in: "우아!" throws her back from the card she has just seen.
          pose: 'stand',
          // Her body to us and her head turned to Mina, so the card in her hands shows whole (turned three-quarters, a fist
          // lay on the card's face over the kimbap-on-the-mat drawing: r29; facing us head and all, a critic saw her hold
          // it up like a placard and say "Wow, that's us!" to the reader: r28).
          facing: 'front',
          headFacing: 'three-quarter-right',
          turnsTo: 'mina',
          // Her eyes down on the card at "that's us!".
          // Leaning over to Mina with it, her eyes on her friend (upright, eyes down, a critic saw a post looking at the
          // reader: blind critic r62).
          // Her eyes down on the card in her hands as she sees the two of them drawn on it, "that's us!" (on Mina, a critic
          // saw her thank her for a card she had not looked at: r86, p3); her head up, so the card stays off her smile.
          gaze: 'down',
          bendsTo: 'mina',
          // "우아!": delight, an open smile and wide eyes (the round 'surprised' mouth read as blank at this size).
          expression: 'amazed',
          // The card now hers, taken by its two side edges, her fists at its edges and the drawing clear between them: a
          // card's size, half her torso's width (at 82 it was a poster wider than she was).
          arms: 'hold-sides',
          holding: { prop: 'birthday-card', variant: 'open', part: 'birthday-card', label: '생일 축하해, 샬럿!', size: 60 },
          backpack: true,
        },
        {
          person: 'mina',
          x: 496,
          y: 475,
          // Stepping in to her friend as she gives it, her legs apart (standing turned, one leg hid the other and she read
          // as one-legged).
          pose: 'walk',
          facing: 'three-quarter-left',
          // Turned to Charlotte as she gives it, her eyes open on her friend (eyes shut, facing us, she grinned at the reader).
          headFacing: 'side-left',
          turnsTo: 'charlotte',
          gaze: 'left',
          // Laughing with her friend as she gives it, her eyes smiling shut ('red-faced' filled her small face with a red
          // disc; her almond eyes open and looking aside, smiling or not, read as a sly smirk).
          expression: 'laughing',
          // A step in, her fingers still on the card's right edge over Charlotte's fist as she lets it go (holding it out
          // herself, Charlotte's hands could not be drawn on it; at its bottom middle, her hand covered the drawing; a hand's
          // length under it, her hand lay on Charlotte's overalls: blind critic r71; under the card's corner, by Charlotte's
          // fist, it touched her fist and not the card: r89). Above the fist, not on it: at its edge's middle, the two hands
          // were drawn one through the other.
          arms: 'open-hand',
          reachTo: { near: { x: 441, y: 347 } },
          backpack: true,
        },
      ],
    },
    alt: {
      ko: '교실 문 앞에서 책가방을 멘 미나가 환하게 웃으며 직접 그린 생일 카드를 샬럿에게 건네며 카드 끝에 아직 손을 대고 있고, 책가방을 멘 샬럿이 미나 쪽으로 몸을 돌려 두 손으로 카드를 받아 들고 카드와 미나를 보며 활짝 웃어요. 카드에는 해님 아래 줄무늬 돗자리에서 둘이 김밥을 먹는 크레용 그림이 있고, 위에는 ‘생일 축하해, 샬럿!’이라는 글씨가 있어요. 샬럿 어깨 너머 창밖에는 파란 하늘 위로 시커먼 먹구름이 몰려와 해를 가리기 시작해요.',
      en: 'By the classroom door, Mina, her backpack on, beams as she hands Charlotte the birthday card she drew, her hand still at its edge, and Charlotte, her backpack on too, turned to Mina, takes it in both hands and beams at it and at her friend. The crayon drawing shows the two of them eating kimbap on a striped picnic mat under a sunny sky, with “Happy birthday, Charlotte!” written across the top in Korean. In the window behind Charlotte’s shoulder, dark gray clouds are rolling over the blue sky and starting to cover the sun.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'park',
      time: 'day',
      // Grey light from no side, the rain drawn by the page (shelter-rain, last) so none falls under the pavilion's roof
      // over Mom (with the scene's rain, a critic saw streaks inside it: r60).
      weather: 'overcast',
      // In on the dash for the shelter, so the four faces read on a desk too (further out, empty grass and sky took
      // half the picture). Charlotte left behind at the front by
      // the picnic tree, the nearest and biggest; Leo, Mina and Mom strung up the path behind her, each a step further
      // and smaller, Mom at the shelter waving them in: a line running away from her that the phone keeps as a line (with
      // Mom big at the front, the phone piled the three runners on top of each other). Leo and Mina a step up the path
      // behind Charlotte, so on the phone, staged by the engine, the four run in a chain and Leo's legs no longer cross
      // hers. On the phone only the camera is set, close enough that the storm sky does not take its top third and the
      // four faces read (placed by hand, Mom came forward as the biggest figure and the four made one knot).
      // The whole canvas, so the pavilion's roof, its eaves well over Mom's head, stays in with a band of sky over it.
      camera: { x: 400, y: 250, zoom: 1 },
      // The pavilion at the right with its floor clear of the children: the three run in from the left, Mina at its step,
      // and Mom stands on its floor at the right, her feet on its boards (with the pavilion behind the children, Leo and
      // Mina hid its floor and her feet). At 1.25, low enough that Mom's head and wave and Charlotte's splash fill the top
      // third the sky check measures (it sees the pavilion and the tree only to 160 high), its roof just inside the top.
      // At 1.16 and a step right, so the whole roof and its posts show, the shelter they run for (at 1.25 its roof was cut
      // and Mom stood in one clump with Mina: blind critic r68). The roof and the tree's crown fill the top third now,
      // which the sky check, seeing them only to 160 high, lists as empty.
      // The phone's frame set whole (its x too), every one at a phone place of their own, strung out along the path as on
      // the desk (drawn together by the engine, the three children made one knot of legs, mat, box and basket). At 1.04 and
      // higher, with Charlotte and Leo a step further apart along the path, so the whole roof shows and the runners no
      // longer overlap (at 1.16 the roof was cut and the four read as one clump: blind critics r95, r96, r97).
      tallCamera: { x: 440, y: 276, zoom: 1.04 },
      items: [
        { prop: 'overcast-sky', x: 400, y: 500, size: 800 },
        // Big enough for a grown-up to stand under with a head to spare: at 112 its roof reached Mom's chest and it read
        // as a doll's house; at 196, a step nearer than Mom, her head touched its eave and it read as a bus shelter; at
        // 230 Mom still stood nearly its posts' full height. Bigger and lower in the picture, so Mom on its floor stands well under
        // its eave and its roof clears the frame's top. On the phone a little smaller, at the right (smaller, Mom's head
        // left the top third and the sky check failed it).
        // A step left of the park's bench, so the bench's legs stand clear of the pavilion's posts on the grass behind it
        // (at 650 the two posts hid both its legs, and a critic saw its slats float between them as a ghost bench: r61).
        { prop: 'jeongja', variant: 'dry', part: 'jeongja', x: 630, y: 478, size: 262, tall: { x: 496, y: 458, size: 200 } },
        // The big tree they picnicked under, tall enough that its crown fills the top of the phone's picture beside the
        // pavilion's roof.
        { prop: 'oak-tree', part: 'oak-tree', x: 100, y: 420, size: 220, tall: { x: 296, size: 250 } },
        // The furthest up the path, so drawn first: her running legs go behind the children.
        {
          person: 'mom',
          // Under the shelter's roof, standing on its floor, a head over Mina; running there, her stride carried her over
          // the bench. At her full grown-up size, about four-fifths of its posts: on the floor level with Mina's feet and
          // shrunk to the far step's size (0.86 here, 0.77 on the phone), critics read her as a child (r70).
          x: 624,
          y: 418,
          scale: 1,
          // Leaning out from under the roof toward the children, one hand on the front post and the other arm waving them
          // in, mouth open calling: a hand at her mouth read as a yawn or a cough.
          pose: 'stand',
          facing: 'three-quarter-left',
          // Open-mouthed and brows up, calling them in: 'calling' drew her brows slanted, and in profile a critic saw her
          // scolding them (r60).
          expression: 'surprised',
          arms: 'hold',
          otherArm: 'wave',
          // Leaning out toward the children running in, left of her on the phone too, where she stands further left
          // under the roof (a point just beside her on the desk was behind her there, and turned her away from them).
          bendsTo: { x: 480, y: 275 },
          // Her hand on the post she leans out from, by the basket Mina brings in, her waving hand out beside her head under
          // the eave (flung up, it went through the roof). On the desk a post further in, so Mina coming up the step is
          // clear of her (a post nearer, Mina's body ran through hers: blind critic r66).
          reachTo: { near: { x: 600, y: 330 }, far: { x: 556, y: 200 } },
          // On the phone on its floor at the right, clear of the children, so her feet show on its boards; her hand on a
          // post and her waving hand sent well out toward the children, so it shows past her head, above Mina's raised fist.
          // Her near hand low at Mina's shoulder as she comes in (at her chin, a critic saw it on Mina's face: r54).
          // A step back on the phone, her face clear over Mina's head, her open waving hand out over Mina's (raised high by
          // her own head, a critic read a fist shaken at them: r60).
          // At the floor's right, clear of Mina's head and skirt (a post nearer, the two merged: r68), and a step in from its
          // edge at her grown-up size, so her back is not cut by the frame; a step further right with Mina down off the deck,
          // so her legs stand on its boards beside Mina's head, not behind it (r101). On the phone in the middle of the
          // floor between its posts, calling them in (at its right, behind Mina, a post ran through her and the frame's
          // edge cut her: blind critic r104).
          tall: { x: 504, y: 400, scale: 0.9, facing: 'three-quarter-left', gaze: 'left', reachTo: { near: { x: 484, y: 322 }, far: { x: 434, y: 222 } } },
        },
        {
          person: 'mina',
          x: 526,
          y: 444,
          // On the desk too up at the pavilion's step, her front foot on its deck (behind Leo on the path, a critic saw her
          // float half-hidden with no feet).
          // On the phone a stride ahead of Leo, up onto the pavilion's step, her basket low at her side, Mom's hand at her
          // back: in line with Leo and at Mom's legs, box, basket and legs touched one to the next and a critic read a chain of
          // held hands (r50); a step back behind Leo, her body went behind him and Mom's hand onto her head (r53, r54).
          // A step further on there, up at the pavilion's step, her hand down on her hair (r60). A step further right on it
          // again, so her legs and shoes show past Leo's box, her front foot on the deck's edge (behind the box, a critic saw
          // no legs under her skirt: r61); no higher, or her hair runs into Mom's chin. Down the path in front of the deck,
          // nearer us than Mom, so her running legs, her skirt and her hand on the basket show whole below Mom (up on the
          // step, she, Leo and Mom made one clump and her legs and basket hand were lost: blind critic r63). Her hand up on
          // the top of her head there too (at her ear's height it was "mashed flat into her cheek": r87, p4). Now up on the
          // deck's front at its right, past Leo, her legs whole on its boards (down the path, Leo's body overlapped hers and
          // her trailing shoe poked out at his waist: blind critic r98), and far enough up it that the shoe she trails is
          // clear of his lunch box (r99). Back down on the grass before the deck, past Leo's box: up on it, her trailing
          // leg lay along its boards like a split, with Mom's legs behind her head (r101).
          tall: { x: 530, y: 484, reachTo: { near: { x: 546, y: 318 }, far: { x: 570, y: 440 } } },
          pose: 'run',
          facing: 'side-right',
          expression: 'surprised',
          // One hand on top of her head against the rain (flung up in a wave, it read as waving), the basket swinging from the
          // other: the near hand on her head, so it shows (the far one went behind her head on the phone). Down on her hair,
          // not held over it, where a critic read a fist raised in a cheer (r60).
          arms: 'hand-on-head',
          reachTo: { near: { x: 540, y: 268 } },
          otherArm: 'hold',
          holdingFar: { prop: 'picnic-basket', variant: 'open', part: 'picnic-basket', size: 50 },
        },
        {
          person: 'leo',
          x: 430,
          y: 426,
          // On the phone a step behind the end of Charlotte's mat and a step before Mina, left of the pavilion's floor (up
          // the path behind Mina, the two made one tangle and the mat crossed his legs), a step back from Mina there, and a
          // step right of Charlotte, her hair off his face.
          // On the phone a step nearer us, between Charlotte and Mina, so he runs on his own, not into Mina's skirt, and
          // a step on from Charlotte, her hair off his face.
          tall: { x: 404, y: 482 },
          pose: 'run',
          facing: 'side-right',
          expression: 'scared',
          // The open box carried on both open hands under it as he runs, so he carries it and no hand lies on the kimbap
          // (carried with both fists sent to its middle, a critic saw his hand resting on the kimbap: r49; 'hold-chest'
          // left it floating under his tucked arms; by its sides, his fists came over its front edge).
          arms: 'carry-under',
          holding: { prop: 'kimbap-box', variant: 'open', part: 'kimbap-box', size: 52 },
        },
        // Last up the path, running for the shelter with the rolled mat in her arms, crying out "No! But it's my
        // birthday!": stamping on the spot, her fists drew as open hands hanging at her sides and she read as walking
        // toward the reader.
        {
          person: 'charlotte',
          x: 250,
          y: 484,
          // On the phone at the front left, her mat short of Leo, and in profile toward the shelter: three-quarters at the
          // phone's large size, her legs and lean read as running away from it toward us. Her hands at its two ends there.
          // A step left of Leo there, so the end of her mat stops short of his arm and her hair off his face; up the path and
          // a little smaller, so the frame's foot and left edge keep her feet (nearer, both were cut: r49). The roll low at
          // her waist there, under her crying face (at chin height its end crossed her chin and mouth: blind critic r61).
          tall: { x: 316, y: 490, scale: 0.86, facing: 'side-right', reachTo: { near: { x: 350, y: 418 }, far: { x: 308, y: 414 } } },
          pose: 'run',
          // In profile toward the shelter on the desk too, leaning into the run: three-quarters, her legs strode to the
          // lower left, away from it, under a head turned back to it, and she read as running the wrong way.
          facing: 'side-right',
          bendsTo: { x: 640, y: 330 },
          expression: 'crying',
          // Hugged across her chest in both arms, a hand at each end of the roll (carried, one fist sat pasted on its
          // middle; with the far hand under it or on it, that hand went behind the roll and her body).
          arms: 'hold-chest',
          reachTo: { near: { x: 284, y: 384 }, far: { x: 230, y: 382 } },
          holding: { prop: 'dotjari', variant: 'rolled', part: 'picnic-mat', size: 96 },
        },
        // The rain splashing off her hair and dripping past her shoulders: she is the one left out in it, getting wet.
        { prop: 'rain-splash', variant: 'on-head', x: 250, y: 267, size: 80, tall: { x: 321, y: 264 } },
        // The rain over everyone out on the path, and none inside the pavilion where Mom stands, in each frame at the
        // pavilion's own place and size.
        { prop: 'shelter-rain', x: 630, y: 478, size: 262, tall: { x: 496, y: 458, size: 200 } },
      ],
    },
    alt: {
      ko: '공원 큰 나무 아래로 굵은 비가 쏟아지고 하늘은 잿빛이에요. 모두 길을 따라 기와지붕 정자 쪽으로 뛰어가요. 레오는 뚜껑 열린 김밥 도시락을 두 손으로 가슴 앞에 들고, 미나는 한 손으로 머리 위를 가리고 다른 손에 뚜껑이 펄럭이는 바구니를 들고 뛰어요. 먼저 정자에 다다른 엄마는 지붕 아래 마루에 서서 한 손으로 기둥을 잡고 몸을 내밀어, 다른 손을 흔들며 어서 오라고 불러요. 맨 뒤에서 샬럿이 돌돌 만 돗자리를 두 팔로 꼭 끌어안고, 엉엉 울면서 소리치며 뛰어와요.',
      en: 'Fat raindrops pour from a gray sky under the big tree in the park. Everyone runs up the path for the little wooden shelter with its tiled roof: Leo, holding the open kimbap box in both hands against his chest, and Mina, one hand on top of her head against the rain and the basket with its flapping lid in the other. Mom has already reached the shelter and, standing on its wooden floor, leans out from under its roof, one hand on its post and the other waving them in, calling to them. Last of all comes Charlotte, running with the rolled-up picnic mat hugged across her chest in both arms, crying out, tears running down her face.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'park',
      time: 'day',
      // A grey rainy day's light, from no side: with no weather set, the engine lit the park from a sun and gave Mom and
      // the trees long sunny shadows in the rain. Overcast, not rain: the page draws its own rain behind Mom
      // (shelter-rain), and the engine's rain would lay a second set of streaks over her face under the umbrella.
      weather: 'overcast',
      // In on the shelter and Mom, so the faces and the soaked mat read on a desk too (further out, the faces were a
      // tenth of the picture and grass filled its bottom), with a band of sky over the roof and the umbrella for the
      // speech bubbles, so Mom's does not sit over the dripping mat.
      camera: { x: 450, y: 268, zoom: 1.06 },
      // The phone's frame a step out and up, and Mom a step in toward the children, so the whole yellow canopy of Mom's
      // line shows over her (the frame's edge cut it to its rim: blind critic r97); no further out, or the pavilion's front
      // post comes over Mina's face.
      tallCamera: { y: 262, zoom: 1.04 },
      items: [
        { prop: 'overcast-sky', x: 400, y: 500, size: 800 },
        // Tall enough that the seated children are well under its beam and Mom, standing outside, is far shorter than its
        // eaves, a roof a family shelters under (with its eaves at her head, it read as a doll's house); no bigger, or
        // either frame cuts its roof, which the cameras, a little further out than before, keep.
        { prop: 'jeongja', variant: 'rain', part: 'jeongja', x: 372, y: 445, size: 260, tall: { size: 244 } },
        {
          person: 'charlotte',
          x: 356,
          y: 388,
          floorY: 445,
          tall: { x: 318, y: 390, scale: 0.88 },
          pose: 'sit-floor',
          // Turned to the open side of the shelter, her eyes up and out on the rain: side-on, her counting hand came up
          // over her mouth and she read as hushing or thinking, not counting. Hopeful but sinking: brows up in the
          // middle and a wobbling mouth (open on the numbers, she smiled at the reader at the story's low point).
          facing: 'three-quarter-right',
          expression: 'teary',
          gaze: 'up-right',
          // Leaning out from the hips over the pavilion's front edge toward the rain she counts, Leo a step further
          // along so her head stays clear of his (a step nearer, leaning, her face went behind his head).
          bendsTo: { x: 404, y: 440 },
          // Her hand held up before her chest, clear of her face, three fingers up: "one, two, three…" ('finger-up' keeps
          // the hand at the chin).
          arms: 'open-hand',
          fingers: 3,
          // Her other hand down on the floor at her far side, behind her (hanging, it lay on her knee with its arm hidden
          // behind her, and a critic saw a hand that belonged to no one: blind critic r73, p5).
          reachTo: { near: { x: 378, y: 338 }, far: { x: 336, y: 384 } },
          otherArm: 'palm-on',
        },
        {
          person: 'mina',
          // On the desk the row sits a step right of the pavilion floor's left end, so Mina sits on it whole (half her seat
          // hung off its end: blind critic r50); Charlotte, Leo and the basket moved with her. Clear of the front corner post
          // drawn over her (at 280 it crossed a fifth of her face).
          x: 292,
          y: 388,
          floorY: 445,
          // On the phone her counting hand up before her own chin, clear of Charlotte: low at her lap it lay before
          // Charlotte's chest among her hands and Leo's, and a critic could not tell whose was whose (r60). Her other hand
          // in her own lap there (hanging, it lay on Charlotte's knee: r73).
          tall: { x: 180, y: 390, scale: 0.88, reachTo: { near: { x: 200, y: 330 }, far: { x: 172, y: 380 } } },
          pose: 'sit-floor',
          facing: 'three-quarter-right',
          expression: 'sad',
          // Counting along with Charlotte on her own raised fingers, at three with her (two fingers up read as a V for a photo).
          arms: 'finger-up',
          fingers: 3,
          otherArm: 'stand',
        },
        {
          person: 'leo',
          x: 450,
          y: 388,
          floorY: 445,
          // On the phone the three sit further left, so Leo is clear of the mat Mom holds out (it hid him), and a step
          // from Charlotte, so her counting hand is not at his cheek.
          tall: { x: 460, y: 390, scale: 0.88, reachTo: { near: { x: 462, y: 372 }, far: { x: 441, y: 368 } } },
          pose: 'sit-floor',
          facing: 'three-quarter-left',
          expression: 'sad',
          arms: 'hold-chest',
          head: 'down',
          // His arms round the box in his lap, a hand at each end of it, hugging it.
          reachTo: { near: { x: 452, y: 369 }, far: { x: 428, y: 365 } },
          holding: { prop: 'kimbap-box', variant: 'closed', part: 'kimbap-box', size: 46 },
        },
        // The picnic basket (c1, c4) on the pavilion floor at Mina's knee, its lid still open: at her far side, the
        // phone's left edge cut it.
        { prop: 'picnic-basket', variant: 'open', x: 308, y: 394, size: 36 },
        { prop: 'puddles', part: 'puddles', x: 420, y: 495, size: 240, count: 5 },
        // Her shoulder bag, behind the mat she holds up.
        { prop: 'umbrella', variant: 'bag', x: 662, y: 398, size: 64, tall: { x: 780, y: 400, size: 58 } },
        { prop: 'puddles', x: 588, y: 490, size: 96, count: 1 },
        // The rain drawn before Mom, so it falls behind her and her umbrella and no streak crosses her face under it.
        { prop: 'shelter-rain', x: 372, y: 445, size: 260, tall: { size: 244 } },
        // The pavilion's front posts over the three seated on its floor, so they sit inside it under the roof.
        { prop: 'jeongja', variant: 'front-posts', x: 372, y: 445, size: 260, tall: { size: 244 } },
        {
          person: 'mom',
          x: 646,
          y: 478,
          pose: 'stand',
          // Turned to the children and leaning in to them as she talks: "let's all go home under my big umbrella" (square to
          // us, looking up, she read as talking to the sky). The umbrella's fist held before her chest on the desk, and on the
          // phone held out toward the children (at the desk's reach there, the fist went behind her body).
          // Her head in profile to the children, talking to them, her eyes on Charlotte (three-quarters, her eyes came
          // out at the reader).
          facing: 'three-quarter-left',
          headFacing: 'side-left',
          turnsTo: 'charlotte',
          gaze: 'left',
          // A warm smile for them as she offers her umbrella (calling, her face read blank: blind critic r85, p5; worried,
          // her brows up over a wobbling mouth read as "a grim frown" against the book's kindest line: r87).
          expression: 'happy',
          bendsTo: { x: 560, y: 420 },
          // The soaked mat held up by the middle of its top edge in her near hand, hanging flat and wet, dripping into the
          // puddles; the big umbrella up in the other.
          holding: { prop: 'soaked-mat', variant: 'hanging', part: 'picnic-mat', size: 100 },
          // The mat hanging from her hand low at her side (held up at her waist, on the phone it hid her whole torso like a board); the umbrella's hook in her fist before her
          // chest, so its shaft rises straight from the fist to the canopy over her head (out at her ribs turned to the
          // children, the fist was behind her body; up behind her shoulder no fist showed on it and it seemed to float).
          // High enough that on a phone, where the fist comes out toward the children, the umbrella stays over Leo's head.
          // Out before her, clear of her face on both screens, so the shaft rises beside her head (nearer it, the shaft ran
          // behind her head and out under her chin, as if it skewered her). On the desk the fist a little lower, so the canopy
          // sits just over her hair (a hand higher, rain fell between the two and she read as standing beside it: r69); the
          // phone's stays, as a lower fist there re-stages the children so Charlotte's head covers Leo's face.
          reachTo: { near: { x: 686, y: 369 }, far: { x: 584, y: 318 } },
          otherArm: 'hold',
          // Wide enough that its canopy covers her bent back too (at 180 it ended at her head and a critic saw her standing
          // in the rain: r68).
          holdingFar: { prop: 'big-umbrella', part: 'umbrella', size: 215 },
          tall: { x: 752, y: 474, scale: 0.9, reachTo: { near: { x: 662, y: 387 }, far: { x: 682, y: 278 } } },
        },
      ],
    },
    alt: {
      ko: '비가 쏟아지는 공원 정자 마루에 샬럿과 미나가 나란히 앉아 있어요. 샬럿은 몸을 앞으로 내밀고 쏟아지는 비를 내다보며 손을 들어 손가락을 하나씩 펴 가며 숫자를 세고, 옆에 앉은 미나도 손가락을 펴 들고 같이 세어요. 기와지붕 끝에서 빗물이 줄줄 흘러내려요. 레오는 고개를 푹 숙이고 무릎 위의 뚜껑 닫힌 도시락을 끌어안고 있고, 미나 옆 마루에는 소풍 바구니가 놓여 있어요. 공원 길에 물웅덩이가 생기고, 정자 지붕 밖에 선 엄마가 아이들 쪽으로 몸을 숙이고, 한 손으로 커다란 노란 우산을 받쳐 들고, 다른 손에는 흠뻑 젖어 얼룩덜룩해진 줄무늬 돗자리를 옆으로 축 늘어뜨려 들고 있어요. 돗자리 아래쪽은 아직 돌돌 말려 있어요. 돗자리에서 빗물이 뚝뚝 떨어져요.',
      en: "In the park's open wooden pavilion, Charlotte and Mina sit on the floor: Charlotte leans forward to look out at the rain and holds up her hand, counting on her fingers, and Mina, beside her, counts along on her own fingers, while rain pours off the tiled roof. Leo hugs the closed lunch box in his lap, his head down, and the picnic basket sits on the floor by Mina. Puddles spread across the park path. Outside the roof, Mom leans toward the children with her big yellow umbrella in one hand, and from the other the striped picnic mat hangs at her side, soaking wet and blotchy, its bottom end still rolled up, dripping into a puddle.",
    },
  },
  'c6-p1': {
    scene: {
      background: 'living-room',
      time: 'day',
      items: [
        // The living room's own window (c2), the rain running down it, the window seat under it.
        { prop: 'window-weather', variant: 'rain', x: 586, y: 336, size: 230 },
        { prop: 'window-seat', variant: 'one-pillow', x: 560, y: 424, size: 210 },
        // Still wet, rolled up on the floor in front of the seat in the water running off it, a step down the floor from the
        // seat's foot (right under it, the seat sat on it and both girls seemed balanced on a log: blind critic r61), and
        // no further, so both frames keep it whole.
        { prop: 'dotjari', variant: 'rolled-damp', part: 'picnic-mat', x: 580, y: 446, size: 84 },
        // Curled up on the seat's cushion, her knees drawn up in her wet socks, at its near end, so her card stands clear
        // of Mina's face.
        {
          person: 'charlotte',
          x: 474,
          y: 380,
          floorY: 424,
          pose: 'hug-knees',
          // In profile, so her drawn-up knees, her arm and the card read apart (three-quarters, with a finger up too, her
          // crouch was one knot of shirt, straps and knees).
          facing: 'side-right',
          // Her head turned three-quarters to us over the card, so the idea shows on her face (in profile, only a sparkle
          // and half a smile carried it).
          headFacing: 'three-quarter-right',
          // The idea striking: mouth open, eyes wide (a sparkle and a small mouth underplayed it; a finger raised in
          // profile came up at her nose).
          expression: 'amazed',
          // Her eyes on the mat Mina taps on the card.
          gaze: 'down-right',
          head: 'down',
          arms: 'hold',
          // The card up in both hands over her knees, below her chin, so she holds it and looks into it (at its full size it
          // stood on the seat before her and a critic saw no one holding it: blind critic r63).
          reachTo: { near: { x: 506, y: 348 }, far: { x: 516, y: 352 } },
          holding: { prop: 'birthday-card', variant: 'open', part: 'birthday-card', label: '생일 축하해, 샬럿!', size: 60 },
          socks: true,
        },
        // Her socks still wet from the park's puddles: soaking the cushion under her toes and dripping over its edge.
        { prop: 'wet-socks', part: 'wet-socks', x: 496, y: 378, size: 50 },
        // 눈이 반짝: a sparkle by her eyes as the idea comes, clear of her face.
        // Just above her head (further out to the left, on a phone it sat off in the picture's corner).
        { icon: 'sparkles', x: 506, y: 262, size: 20 },
        {
          person: 'mina',
          // At Charlotte's side, her head past the card's edge, so the card's words show, and the phone's frame, set on
          // Charlotte's face, holds her knees and skirt too.
          // Kneeling up on the seat's cushion beside Charlotte, her legs folded under her on it (sitting at chair height at
          // its edge, her seat was in the air in front of it and her feet dangled before the drawers), near enough that she
          // kneels up to tap the card (a step further off, she folded flat over it from the hips, her skirt a block: r92).
          x: 598,
          y: 384,
          floorY: 424,
          pose: 'kneel',
          facing: 'three-quarter-left',
          // Her finger on the card's mat, her eyes up on Charlotte, wide and bright, her mouth open on '좋아!' (laughing, her
          // eyes shut, she smiled out at us; eyes down on the card, her half-shut almond eyes read as a sly smirk).
          gaze: 'down-left',
          expression: 'amazed',
          arms: 'point',
          // Her fingertip on the striped mat drawn low on the card, under the girls (at its right end, a critic saw it on the
          // card's edge: r68), so her arm comes in from the
          // side (higher, it was on the two children; at its middle, her arm lay across the title and the drawn girls: r54;
          // at the card's lower corner, off the drawing, her hands read as two palms under the card: r61), now the card
          // is up in Charlotte's hands.
          // Her other hand down on her knee behind her skirt (left hanging, its open palm read as a hand held out in the
          // air: blind critic r68).
          reachTo: { near: { x: 535, y: 361 }, far: { x: 606, y: 370 } },
          otherArm: 'palm-on',
          socks: true,
        },
      ],
    },
    alt: {
      ko: '집에 돌아온 샬럿이 거실 창가 의자 위에 무릎을 세우고 웅크려 앉아 있어요. 뒤쪽 창문에는 빗물이 주룩주룩 흘러내려요. 젖은 양말에서 물방울이 뚝뚝 떨어져 방석이 축축해요. 샬럿은 미나의 생일 카드 한쪽 끝을 잡고 들여다보다가, 좋은 생각이 떠오른 듯 눈을 동그랗게 떠요. 머리 옆에 반짝 빛이 나요. 카드 위에는 ‘생일 축하해, 샬럿!’이라고 쓰여 있고, 아래에는 돗자리에서 김밥을 먹는 두 아이가 그려져 있어요. 옆에서 의자 위에 무릎을 꿇고 앉은 미나가 손가락으로 카드 속 돗자리를 톡톡 짚어요. 진짜 돗자리는 의자 옆 바닥에 돌돌 말려 있는데, 아직 젖어서 밑에 물이 고였어요.',
      en: "Back home, Charlotte sits curled up on the window seat in the living room, her knees drawn up, with rain streaming down the window behind her. Her socks are still wet: water drips off them and soaks the cushion. She holds Mina's birthday card by its edge and stares at it, her eyes wide with a new idea, and a sparkle shines by her head. Across the card's top it says “Happy birthday, Charlotte!” in Korean, and below, two children eat kimbap on a picnic mat. Mina, kneeling beside her on the seat, taps the picnic mat in the picture. The real mat lies rolled up on the floor by the seat, still wet, in a little puddle.",
    },
  },
  'c7-p1': {
    scene: {
      background: 'living-room',
      // A rainy evening, the room warm and lit; the rain outside is on the window. By lamplight alone ('lamp') a
      // brown-grey film lay over the whole picture and the two at the back were dim.
      time: 'evening',
      // In on the room, so the picnic and the grandparents at the door read as one picture on a desk too.
      camera: { x: 450, y: 300, zoom: 1.1 },
      // On the phone the frame is set whole, so each stands at its phone place as set: left to the engine's staging,
      // the picnic was squeezed into one row, Leo a sliver behind Charlotte's leg and Mom cut by the right edge. A step
      // left of the picnic's middle, so the open door with Grandpa before it and the sofa's end with Biscuit under it
      // show at its left (set on the picnic, a critic saw no door for the ding-dong and Biscuit at Grandma's slippers),
      // the picnic drawn a step in from the right edge so Mina and Mom stay whole; a little right of Grandpa's back, so
      // Mina's and Mom's backs are off the right edge (at 360 a critic saw both at the frame's edge: r49).
      // In two rows there (r54 saw eight in one band, faces of 20 px, Mom cut and the sofa's foot on Leo's head): at the
      // back Grandpa, the sofa with Biscuit under it, Dad and Mom nearly full size; in front Grandma, Charlotte, and Leo
      // and Mina seated low at the frame's foot, below the sofa, so no head meets furniture.
      tallCamera: { x: 362, y: 300, zoom: 1 },
      // The four faces the page is about; Grandpa and Mina, further back, are painted back in the air.
      faces: ['charlotte', 'grandma', 'leo', 'dad'],
      items: [
        // The living room's window (c2, c6), Leo's paper sun and trees taped to it against the rain, high on the
        // glass above the umbrella, so both show in either frame (the trees toward the window's middle: at its right
        // end the phone's frame cut them).
        { prop: 'window-weather', variant: 'rain', x: 650, y: 262, size: 210, tall: { x: 440 } },
        // Named, so the desk's frame, coming in on the picnic, keeps them whole: unnamed, its top edge cut the sun to a
        // sliver and the trees to their tips.
        // Side by side along the top of the glass, above the umbrella's canopy, the trees toward the window's middle, so
        // the phone's frame, which cuts the window's right end, keeps both (at the right end the trees were off it and
        // only the sun showed; lower, the canopy hid them).
        { prop: 'paper-cutout', variant: 'trees', part: 'paper-trees', x: 590, y: 116, size: 66, tall: { x: 400 } },
        { prop: 'paper-cutout', variant: 'sun', part: 'paper-sun', x: 660, y: 110, size: 58, tall: { x: 470 } },
        // On the phone a step in from the left edge, so the open doorway with the rain in it stands whole behind Grandpa
        // (there the edge cut it and Grandpa's waving arm: blind critic r62).
        { prop: 'door', variant: 'open', x: 150, y: 400, size: 110, tall: { x: 200 } },
        // The floor lamp's own warm pool, round its shade and the faces under it: a pool over the whole picnic tinted
        // the picture a murky brown.
        { light: 'warm', x: 424, y: 190, radius: 130 },
        // The picnic: the striped mat soaked at the park (c5) spread on the floor, wide enough that its blue and red
        // stripes show past the people on it (at 400 only a strip of them showed and it read as a plain straw mat).
        // On the phone a step right, so its red middle stripe runs past Dad, not up from under his seat (there a critic saw
        // him perched on a red post: r60).
        { prop: 'dotjari', x: 480, y: 500, size: 480, tall: { x: 518 } },
        // At the back of the mat past Dad, by the plant, at a grown-up's size (scaled down with the back row, critics
        // read her as a child). On the phone at the mat's back right, above Mina, right of Dad
        // and his umbrella's shaft (left of him, the shaft ran across her and the frame's right edge cut her), smaller
        // there and higher, so Dad's head stays off her face with the picnic a step left.
        // On the desk a step right of Dad's shoulder, so her body and the kimbap in her hand show whole (behind him, a
        // critic saw her hidden and a slice floating by her cheek: r50).
        {
          person: 'mom',
          socks: true,
          x: 756,
          y: 438,
          // On the phone a step right of Dad and smaller, her face clear of his head and of the umbrella's shaft, and inside the
          // frame's right edge (r60: half behind him).
          // A step further in there, so the frame's right edge keeps her back (r62 saw her shoulder cut).
          tall: { x: 539, y: 400, scale: 0.86 },
          pose: 'sit-floor',
          arms: 'eat',
          // Her free arm down at her side: reaching out, it ran behind Dad to his umbrella's shaft (r95).
          otherArm: 'stand',
          facing: 'three-quarter-left',
          // Leaning in to the open kimbap box as at a picnic (upright, the family on the mat read as a line-up).
          bendsTo: 'kimbap-box',
          expression: 'happy',
          holding: { prop: 'kimbap-box', variant: 'piece', size: 30 },
        },
        // The sofa's end by the door, drawn over the room's own, its foot and the dark under its seat where Biscuit is
        // bolting. He leaps at it, every paw off the floor, the kimbap end in his jaws, head down to dive under, out in the
        // open in front of it past Grandma's skirt, so a child sees the grab and the dash (lying under it with the end by
        // his nose, a critic saw neither: blind critic r63; at a run, two saw him stand still on the mat: r99, r100). On
        // the phone higher up the floor, over Leo's head, low enough that his leap clears the cake Grandma holds, and Leo's
        // slice hand up toward Biscuit beside his face, clear of his eyes.
        { prop: 'sofa-end', variant: 'over', part: 'sofa', x: 297, y: 382, size: 94 },
        // His dash: speed lines streaming out behind him (without them he stood still in the open).
        { prop: 'dash-marks', x: 378, y: 350, size: 56, tall: { x: 376, y: 322, size: 50 } },
        // The four faces the page is about: Grandma just in from the door with the cake, Charlotte springing up to meet
        // her, Leo and Dad on the mat. Grandpa, still in the doorway behind Grandma, and Mina and Mom at the back of the
        // mat stand further back, smaller and paler, so the crowd reads as four faces and a picnic round them (Mom was
        // off the page, gone to open the door, and two art directors asked where she went on the page whose words say
        // everyone is eating kimbap).
        // On the phone, placed by hand, the page is Grandma handing the cake to Charlotte, the two big at the front, and
        // the picnic a step back behind them, smaller: with all eight in one row, the faces were 20 px and the cake a
        // red smudge. So the picnic is drawn first, then Charlotte, then Grandma (drawn before her, Charlotte's head came
        // over the cake), and the phone's frame is closer than the wide one. Grandpa in the doorway nearly Grandma's
        // size there (at three quarters of it, critics saw a tiny man; at 0.86 his face was still small at the edge).
        // Grandpa and Grandma in their socks, their shoes left at the door, as in any Korean home.
        {
          person: 'grandpa',
          socks: true,
          x: 150,
          y: 418,
          tall: { x: 192, y: 384, scale: 0.94 },
          pose: 'wave',
          facing: 'three-quarter-right',
          expression: 'laughing',
        },
        // Each eater's slice big enough to read as kimbap on a phone (at 20, Mina's and Mom's were specks).
        {
          person: 'mina',
          socks: true,
          x: 556,
          y: 440,
          scale: 0.9,
          // On the phone in the mat's near right corner at Dad's feet, eating, a little smaller, so the frame's right and
          // bottom edges keep her whole (at its foot they cut her, and nearer Dad her head lay on his shins, or his knee
          // and kimbap hand over a fifth of her face).
          tall: { x: 516, y: 496, scale: 0.86, reachTo: { near: { x: 498, y: 448 }, far: { x: 458, y: 478 } } },
          // On the phone a step in from the right edge, her slice held below her chin, so her laughing mouth shows (at
          // her mouth, it hid her nose and mouth, and the edge ran along her bow: blind critic r58).
          // Sitting on the mat in the picnic, between Leo and Dad, eating her kimbap (standing at the mat's back, by the
          // window, she was apart from the picnic and small on the phone).
          pose: 'sit-floor',
          arms: 'eat',
          // Her free hand down on the mat beside her, on the phone on the kimbap box's corner (hanging, it was a fist
          // hovering over the box: blind critic r62).
          otherArm: 'palm-on',
          reachTo: { far: { x: 570, y: 458 } },
          facing: 'three-quarter-left',
          // Laughing, her eyes shut in smiles: 'happy' with the kimbap at her mouth left only her brows, and a critic saw a scowl.
          expression: 'laughing',
          holding: { prop: 'kimbap-box', variant: 'piece', size: 30 },
        },
        // No picnic basket here (the words do not name it): on the desk it stood hidden behind Dad's knees, and its weight
        // was what Charlotte's welcoming arms needed to keep the picture under the size limit.
        // Sitting on the mat, his seat on it: squatting on his heels, on the phone his seat hung over nothing. The big
        // umbrella he opened in his near fist by its hooked handle, its shaft rising past his head to the canopy over the
        // mat like a beach umbrella: planted in its stand behind him, its pole ended at his back and the canopy floated;
        // in his far fist, behind him, no one was seen holding it. On the phone he sits at the mat's back right of
        // Charlotte, his face clear of her head (a step left, her crown covered it), Mom behind him and Mina in front at
        // his feet.
        {
          person: 'dad',
          socks: true,
          x: 652,
          y: 468,
          tall: { x: 478, y: 412, scale: 0.85, reachTo: { near: { x: 502, y: 352 } } },
          pose: 'sit-floor',
          // His other hand on his knee, the umbrella his part of the picnic: with a slice of kimbap in it low by his knee, on
          // the desk Mom's arm ran behind him to it and on the phone it floated with no arm, so critics could not tell whose
          // it was (r95); at his mouth, the far hand went behind his head or across Mina's face.
          // On the phone his near arm across his chest, its fist round the shaft above the hook, in front of him and clear of
          // Mom's kimbap (reached out past his shoulder, his fist met her slice there and a critic saw no hand on it: r63).
          arms: 'hold',
          otherArm: 'sit-floor',
          reachTo: { near: { x: 688, y: 396 } },
          facing: 'three-quarter-left',
          expression: 'laughing',
          holding: { prop: 'big-umbrella', size: 220 },
        },
        // The kimbap box open on the mat.
        { prop: 'kimbap-box', variant: 'open', part: 'kimbap-box', x: 560, y: 486, size: 56, tall: { x: 440, y: 488 } },
        {
          person: 'leo',
          socks: true,
          x: 424,
          y: 496,
          tall: {
            x: 336,
            y: 502,
            scale: 0.85,
            reachTo: { near: { x: 364, y: 400 }, far: { x: 332, y: 466 } },
            facing: 'three-quarter-right',
            // Straight up at Biscuit coming out under the sofa's arm over his head (up-right, his eyes went to Charlotte
            // and a critic saw him look at the reader, not at the dog he talks about: r61).
            gaze: 'up',
          },
          pose: 'sit-floor',
          // A slice at his mouth, eating, as the words say everyone is: held at his chest, he only held it. His other
          // hand points at Biscuit's back end sticking out from under the sofa, and he laughs at it. On the phone in
          // front, at Grandma's feet by Biscuit, the slice sent to his mouth there too (behind Charlotte's leg at the
          // picnic, he was squashed narrower than his head, the slice at his chest). Left of Charlotte's legs there: a step
          // right, her hips covered half his face. A step up the floor there, so the frame's foot keeps his legs (r49).
          // Further left there, clear of her legs, turned right and looking up at Biscuit, whose head with the kimbap end
          // comes out right of his (a step right, his head hid Biscuit's and her leg crossed him: r50). Low at the frame's
          // foot under the sofa's end, so its foot stays above his head (r54), his slice held up beside his face toward
          // Biscuit (at his mouth with his head turned up, it covered an eye).
          arms: 'point',
          otherArm: 'eat',
          reachTo: { near: { x: 426, y: 408 } },
          facing: 'three-quarter-left',
          turnsTo: 'biscuit',
          // Leaning after Biscuit as he points, his eyes open on him (laughing, eyes shut, he faced front on the phone
          // and never looked at the dog).
          bendsTo: 'biscuit',
          expression: 'happy',
          holding: { prop: 'kimbap-box', variant: 'piece', size: 28 },
        },
        // Up on her feet on the mat, welcoming them: one hand waved high before her crown, the other held out open to
        // Grandma and her cake (both thrown up, turned to the door, her arms went behind her head and two fists stood up
        // from her skull by the crown).
        {
          person: 'charlotte',
          socks: true,
          x: 480,
          y: 480,
          // On the phone only the waving hand is sent up, out before her face and clear of it, so the arm is drawn in front
          // (by her crown, the hand went behind her head: r49); the open one keeps the pose's reach to Grandma (sent
          // to a point as on the desk, it went behind her). A little higher on the floor with Grandma and Leo, so the
          // frame's bottom edge keeps all their feet, and Leo a step right, his head clear of her knees. Left of Dad there,
          // her hair and bow off his face (a step right, they covered a tenth of it). A step further left there, so Dad
          // sits left of the mat's red stripe with his umbrella's shaft past his face (r60). The waving hand sent up on her
          // near side, past her bow and clear of Dad's face, so its whole arm shows from the shoulder (up on the far side by
          // her temple, a critic saw a hand growing out of her head, its arm hidden behind it: r61).
          tall: { x: 396, y: 494, reachTo: { near: { x: 428, y: 292 }, far: { x: 349, y: 326 } } },
          pose: 'stand',
          // Turned to Grandma and Grandpa at the door, her eyes on them: "Come in!" (square to us, a critic saw her
          // welcome the reader, not them; three-quarters, laughing with her eyes shut, she still seemed to face us).
          facing: 'three-quarter-left',
          headFacing: 'side-left',
          turnsTo: 'grandma',
          gaze: 'left',
          expression: 'happy',
          arms: 'wave',
          otherArm: 'open-hand',
          reachTo: { near: { x: 428, y: 258 }, far: { x: 413, y: 342 } },
          wearing: { prop: 'crooked-crown', variant: 'worn', part: 'paper-crown', size: 44 },
        },
        {
          person: 'grandma',
          socks: true,
          x: 200,
          y: 478,
          // On the phone the cake held lower, before her waist toward Charlotte: at the pose's height, it came over
          // Charlotte's face. Left of Biscuit under the sofa in both frames, Grandpa in the doorway behind her shoulder.
          tall: { x: 238, y: 492, reachTo: { near: { x: 322, y: 318 }, far: { x: 314, y: 316 } } },
          // Turned to Charlotte, holding the cake out on its plate in both hands: carried square to us ('carry'), it sat
          // flat against her cardigan. A step apart from Charlotte in both frames, so her raised arms do not hide it.
          pose: 'stand',
          arms: 'hold-both',
          facing: 'three-quarter-right',
          // Bending to the birthday girl as she hands it down to her.
          bendsTo: 'charlotte',
          expression: 'happy',
          holding: { prop: 'strawberry-cake', part: 'strawberry-cake', size: 72, count: 0, lit: false },
        },
        // Drawn after Grandma, so on the phone he dashes past in front of her skirt (drawn before her, he walked behind it
        // and the dash was lost: blind critic r102, p7).
        {
          animal: 'biscuit',
          x: 346,
          y: 410,
          scale: 1.32,
          pose: 'gallop',
          facing: 'left',
          head: 'down',
          expression: 'happy',
          tall: { x: 340, y: 392, scale: 1.15 },
        },
        { prop: 'kimbap-box', variant: 'end', part: 'kimbap-end', x: 288, y: 372, size: 28, tall: { x: 297, y: 361, size: 26 } },
      ],
    },
    alt: {
      ko: '비 오는 저녁, 거실이 공원으로 변했어요. 창문에는 레오가 오린 색종이 해와 나무가 붙어 있고, 바닥에는 파란 줄과 빨간 줄이 있는 돗자리가 펼쳐져 있어요. 돗자리에 앉은 아빠가 한 손으로 커다란 노란 우산을 파라솔처럼 펼쳐 들고, 다른 손은 무릎에 얹은 채 웃고 있어요. 레오와 미나와 엄마도 돗자리에 앉아 김밥을 먹어요. 열린 김밥 도시락이 돗자리에 놓여 있어요. 비스킷은 김밥 꼬다리를 입에 물고 현관 옆 소파 밑으로 쏙 숨으려고 고개를 숙이고 네 발을 모두 띄워 휙 뛰어가요. 레오는 김밥을 든 손으로 비스킷을 가리키며 방긋 웃어요. 딩동! 현관문으로 들어오신 할머니께서 접시에 담긴 딸기 케이크를 두 손으로 받쳐 샬럿 쪽으로 내밀며 환하게 웃으시고, 뒤쪽 현관문 앞에서 할아버지께서 손을 흔드세요. 노란 색종이 왕관을 쓴 샬럿이 돗자리에서 벌떡 일어나 현관 쪽으로 몸을 돌려 한 손을 번쩍 흔들고 다른 손을 내밀며 반겨요.',
      en: "On a rainy evening the living room has become a park. Leo's paper sun and trees are taped to the window, and the picnic mat with its blue and red stripes is spread on the floor. Dad, sitting on the mat, holds the big yellow umbrella open over it like a beach umbrella, his other hand on his knee, and laughs. Leo, Mina and Mom sit on the mat eating kimbap too, and the open kimbap box sits on the mat. Biscuit, a kimbap end in his mouth, leaps head down for the dark under the sofa by the door, and Leo, his kimbap held up in his hand, points up at him and grins. Ding-dong! Grandma comes in the door smiling, holding a strawberry cake on its plate out to Charlotte in both hands, and Grandpa, still in the doorway behind her, waves. Charlotte, in her yellow paper crown, springs up on the mat, turns to the door, waves one hand high and holds the other out to welcome them.",
    },
  },
  'c8-p1': {
    scene: {
      background: 'living-room',
      time: 'night',
      items: [
        // The living room's window (c6, c7) behind them, the rain on it in the dark; the group is set to the right
        // of the floor lamp, so its pole stands beside them and not out of Charlotte's crown.
        { prop: 'window-weather', variant: 'rain-night', x: 650, y: 226, size: 156 },
        { prop: 'umbrella', variant: 'planted', part: 'umbrella', x: 772, y: 404, size: 190, rotate: -10 },
        // Turned so its stripes run across the floor (running away from us, over the whole floor's depth, they stood up
        // behind the children like a wall, and its red band ran down from the cake like a pole).
        { prop: 'dotjari', variant: 'across', x: 600, y: 500, size: 420 },
        // Grandpa and Dad at the back of the ring, dark shapes beyond the candles' pool, their faces lit from below by
        // the flames: the words say everyone claps, and Grandpa came in with the cake on the page before. Drawn first, so
        // Grandma's and Mom's faces come in front of them (drawn after her, Grandpa's sleeve lay over Grandma's cheek).
        {
          person: 'grandpa',
          socks: true,
          x: 500,
          y: 352,
          scale: 0.72,
          pose: 'sit-floor',
          arms: 'clap',
          reachTo: { near: { x: 512, y: 298 }, far: { x: 508, y: 296 } },
          facing: 'three-quarter-right',
          expression: 'singing',
          gaze: 'right',
        },
        {
          person: 'dad',
          socks: true,
          x: 582,
          y: 354,
          scale: 0.72,
          pose: 'sit-floor',
          arms: 'clap',
          reachTo: { near: { x: 570, y: 300 }, far: { x: 566, y: 298 } },
          facing: 'three-quarter-left',
          expression: 'singing',
          gaze: 'left',
        },
        // Round the cake on the mat in the dark, the grown-ups further back than the children, so they sit higher and
        // their clapping hands show over Leo's and Mina's heads (a step behind, the hands were hidden behind them), and
        // a little out to each side, but not so far that the phone's frame cuts their faces.
        {
          person: 'grandma',
          socks: true,
          x: 464,
          y: 380,
          pose: 'sit-floor',
          arms: 'clap',
          // Clapping up before her own chest, over Leo's head and clear of Charlotte: at the pose's reach her hands
          // landed on Charlotte's shoulder and read as a hand laid on it.
          reachTo: { near: { x: 492, y: 322 }, far: { x: 488, y: 320 } },
          facing: 'three-quarter-right',
          expression: 'singing',
          gaze: 'right',
        },
        {
          person: 'mom',
          socks: true,
          // Kneeling up a step back past Mina's shoulder, so her face is over Mina's head and whole in the phone's frame
          // (sitting cross-legged, Mina's hair covered half her face and the frame's edge cut its other side); a little
          // smaller, as one further back, so the frame need not rise and cut the cake's foot. No further out, or the
          // phone's frame, set on Charlotte's face, cuts hers (at 634 her hair ran off its edge).
          x: 614,
          y: 424,
          scale: 0.82,
          pose: 'kneel',
          arms: 'clap',
          // Clapping before her chest, out past Mina's shoulder where both hands show: by her chin they were behind Mina's head.
          reachTo: { near: { x: 632, y: 330 }, far: { x: 626, y: 328 } },
          // Her body square to us, so she kneels on her own knees with her clapping hands out past Mina, and her head turned
          // to Charlotte (turned three-quarters, her shins ran back past Mina's skirt and one grey sock lay on the floor there,
          // a foot of no one's: blind critic r71).
          facing: 'front',
          headFacing: 'three-quarter-left',
          expression: 'singing',
          gaze: 'left',
        },
        // The children turned in to the birthday girl as they clap, their hands seen from the side, so their clapping does
        // not read as her wish's palms pressed together under her chin.
        // Each clapping up in front of their own chest, where both hands show (at the pose's reach, Mina's went behind
        // Charlotte's shoulder and one of Leo's behind his body).
        {
          person: 'leo',
          socks: true,
          x: 486,
          y: 440,
          pose: 'sit-floor',
          arms: 'clap',
          // Clapping out in front of his chest toward the cake: up at his chin, the hands over his open mouth read as a
          // yawn; out at the cake's edge, they were in the first candle's flame, and nearer Charlotte, behind her arm.
          reachTo: { near: { x: 494, y: 394 }, far: { x: 497, y: 391 } },
          facing: 'three-quarter-right',
          expression: 'singing',
          gaze: 'right',
        },
        {
          person: 'mina',
          socks: true,
          // A step nearer the cake and a little smaller, so her head sits lower, under Dad's shoulders and Mom's chin, and
          // a step right, her mouth clear of Charlotte's pigtail (kneeling up at the back, her hair covered Mom's mouth and
          // all of Dad but his head, which a critic saw floating: blind critic r62).
          x: 598,
          y: 458,
          scale: 0.9,
          // Kneeling, so her skirt lies over her lap (sitting, it ran out past it on the mat).
          pose: 'kneel',
          arms: 'clap',
          reachTo: { near: { x: 598, y: 398 }, far: { x: 593, y: 396 } },
          facing: 'three-quarter-left',
          expression: 'singing',
          gaze: 'left',
        },
        {
          person: 'charlotte',
          socks: true,
          x: 540,
          y: 452,
          pose: 'kneel',
          facing: 'front',
          expression: 'wishing',
          arms: 'palms-together',
          // Her palms pressed together before her chest, a small clear shape: at the pose's own height, under her chin, her
          // forearms stood up as two big red blocks in a V over her chest.
          reachTo: { near: { x: 541, y: 387 }, far: { x: 539, y: 387 } },
          // Small on her head, so her shut eyes and pressed hands lead the picture (at 38 the crown took over her face).
          wearing: { prop: 'crooked-crown', variant: 'worn', part: 'paper-crown', size: 30 },
        },
        // On the mat a step in front of her knees, its flames below her hands, so they light her face from below: with the
        // cake at her own place its top came up to her chest and her elbows, out beside it, read as extra forearms reaching
        // round it. Large enough that the nine candles stand apart and can be counted on a phone (at 84 they were a cluster), and
        // low enough that they stand against her overalls below her hands, not in one strip across her chest.
        // On the low round table of the birthday breakfast (c2), set on the mat before her: on the mat itself the cake
        // sat at the picture's foot on nothing. Its top well wider than the cake, so it shows either side of it as a table's
        // (a little wider than the cake, under it, it read as a plate, and the cake as floating: blind critics r91, r92).
        // A cake narrower than her body (at 94, on its table, it read as a tiered tower wider than her, its flames just
        // under her pressed hands, which seemed to sit in the fire), its strawberries along the back rim so the nine
        // candles across its front stand alone and can be counted.
        { prop: 'bapsang', variant: 'round', x: 540, y: 514, size: 140 },
        { prop: 'strawberry-cake', part: 'strawberry-cake', variant: 'berries-back', x: 540, y: 472, size: 80, count: 0, lit: false },
        { prop: 'candle-row', part: 'candles', x: 540, y: 472, size: 80, count: 9, lit: true },
        // The candles' own small pool, on the cake and Charlotte's face and no wider, so the room round it stays dark:
        // the lights are off (wider, on the phone's close frame it washed the whole picture sepia). Centred on the
        // cake it lay on the mat as a flat yellow slab.
        // Smaller than the faces' spread, so the glow warms them without bleaching them white.
        { light: 'warm', x: 540, y: 420, radius: 70 },
        // The candle light reaching the clapping hands round her, so they stay skin in the dark and not grey gloves. None
        // on Mom's, behind Mina's shoulder: its pool stood out past her shoulder as a glowing disc in the dark.
        { light: 'warm', x: 490, y: 330, radius: 34 },
        // The flames' light up on Grandpa's and Dad's chins only, smaller than their faces: wider (40, on the face's
        // middle) its hole in the night stood round their heads as a pale disc, a halo.
        { light: 'warm', x: 506, y: 272, radius: 14 },
        { light: 'warm', x: 576, y: 274, radius: 14 },
        { light: 'warm', x: 598, y: 396, radius: 28 },
        { light: 'warm', x: 496, y: 394, radius: 26 },
        // The same glow up on her paper crown, so it stays yellow: beyond the pool, the night's blue turned it olive.
        { light: 'warm', x: 540, y: 318, radius: 44 },
      ],
    },
    alt: {
      ko: '불을 끈 거실, 돗자리에 놓인 동그란 밥상 위 딸기 케이크에서 촛불 아홉 개가 반짝여요. 삐뚤빼뚤한 노란 색종이 왕관을 쓴 샬럿이 케이크 앞에 무릎을 꿇고 앉아 두 손을 꼭 모으고 눈을 감은 채 소원을 빌어요. 양옆에 앉은 레오와 미나, 뒤에 앉은 할머니와 무릎을 꿇은 엄마, 맨 뒤 어둠 속에 앉은 할아버지와 아빠까지 모두 손뼉을 치며 생일 노래를 불러요. 촛불 빛이 모두의 얼굴을 환하게 비춰요.',
      en: 'In the dark living room, nine candles glow on the strawberry cake on a low round table on the picnic mat. Charlotte, in her crooked yellow paper crown, kneels before the cake with her hands pressed together and her eyes shut, making a wish. Leo and Mina are on either side of her, behind them Grandma sits and Mom kneels, and Grandpa and Dad sit at the very back in the dark, all clapping and singing. The candlelight shines on every face.',
    },
  },
  'c9-p1': {
    scene: {
      background: 'bedtime-room',
      time: 'night',
      // The ending's secret between two faces: in close on Charlotte at her pillow and Mom at her side, so the finger at
      // her lips and Mom's hand reaching to her read on a phone (a wide view of the room made them a tenth of its height).
      shot: { size: 'medium', on: 'charlotte', with: ['mom', 'biscuit', 'birthday-card'] },
      items: [
        // The bedside lamp's own small pool of light, not a haze over the wall.
        { light: 'warm', x: 540, y: 290, radius: 150 },
        // The lamp's light falling on the pillow and both faces from above them: the phone's close frame leaves the lamp
        // out, and without it the page was a flat dark blue with no warm light (centred between the faces, its edge ran
        // across them as a pale wedge).
        { light: 'warm', x: 620, y: 230, radius: 220 },
        // On the bedside table: Mina's card standing open by the lamp, at the table's near end by the bed, so the phone's
        // close frame on the two faces holds it whole (at the table's middle, the phone cut it in half); the words and the
        // shot list do not name it.
        // Right of the lamp's stem on the nightstand, a size down, so the lamp stands on the nightstand beside it (in front of
        // the stem, the lamp had none and its shade stood on the card: blind critic r80, korean p9).
        { prop: 'birthday-card', variant: 'standing', part: 'birthday-card', label: '생일 축하해, 샬럿!', x: 534, y: 321, size: 30 },
        // On the wall over the lamp, left of the pillow, its whole glass with the moon and stars inside both frames, so
        // "the rain stopped and stars came out" shows (over the pillow, the pillow hid all but the top strip with the
        // moon and the frames cut that: blind critic r50). Its sill rests just over the lamp's shade.
        { prop: 'storm-window', variant: 'starry', part: 'starry-window', x: 551, y: 264, size: 32 },
        // A big pillow on the mattress behind her head, rising above it and out past it on both sides, so her head sinks
        // into it (a pillow smaller than her head lay under her chin and her head floated over it).
        { prop: 'pillow', x: 620, y: 307, size: 104 },
        {
          person: 'charlotte',
          // A child beside her mother, her head no bigger than Mom's (at full size, lying, it was a quarter wider).
          x: 692,
          y: 308,
          scale: 0.8,
          floorY: 420,
          pose: 'lie',
          facing: 'side-left',
          // Lips closed in a smile on her secret, both eyes open on Mom, pleased with herself ('happy' opened her mouth and
          // the finger went into it: r54; 'sly' read as worried beside the words' glee; on her head tipped on the pillow, a
          // wink's closed eye and open one read as a garbled face: r76).
          expression: 'proud',
          // Her eyes on Mom, kneeling at the head of the bed, as she tells her the secret.
          gaze: 'left',
          // Her fingertip up across the middle of her closed lips: "shh, it's a secret!" (left to the pose, it stood at the
          // corner of her mouth, a straight rod a critic read as a lollipop stick: r61).
          arms: 'shush',
          reachTo: { near: { x: 633, y: 288 } },
          clothes: 'pajamas',
        },
        // Tucked in up to her chin, its top level along her body and its hem a little way down the mattress's side, so she
        // lies in bed under it, the pale mattress showing under it, and the frames' right side cuts the quilt, not her (a
        // top rising from her chin to a peak at her hip read as her body sliding uphill; bigger and lower, it stood as a
        // tent off the bed's side with her shoulder and arm bare over it; hanging to the mattress's foot, it stood as a
        // curtain beside her head: blind critic r28). The hand with the finger at her lips comes out over its edge.
        // Lower on the bed, so its top runs level with her lying body (at 291 it stood over her head as a wall).
        { prop: 'bedtime-quilt', part: 'star-quilt', x: 692, y: 300, size: 84 },
        // The crown lying on the pillow beside her head (베개 옆), clear of the quilt, inside the phone's
        // frame (under her chin, critics saw it as no longer beside the pillow; on the quilt, the phone cut it off).
        // A little bigger and higher on the pillow, clear of the quilt's edge, so on a phone it reads as her crown (smaller,
        // lower by the quilt, a critic saw it half hidden; further in, it sat on her bow as if she wore it). Lying on the
        // pillow over her head, a finger's width clear of her hair (by the quilt at her bow, it still read as worn). At the
        // pillow's far end, Mom's reaching arm hid all but a sliver of it; past her bow on the pillow, the phone's right
        // edge cut it and it read as worn again. By her face where the pillow meets the quilt's corner, a critic saw it on
        // the blanket at her chin; now on the pillow's near end by her cheek, below Mom's face and inside both frames,
        // nearly the size she wore it on p2 and p7. Now down on the pillow's front edge in front of her chin, right of Mom's
        // face and left of the quilt, every point showing: on the pillow by her cheek it lay behind Mom's hair, a small
        // yellow wedge no one could read as a crown (blind critic r58). Its base on the mattress's top where the pillow
        // sits, not low on the mattress's side (there, a critic saw it hang in the air before the pillow: r60).
        { prop: 'crooked-crown', variant: 'alone', part: 'paper-crown', x: 612, y: 309, size: 30 },
        // On the floor by the bed under Charlotte's face, Biscuit curled asleep on it, clear of everyone so he shows whole
        // in both frames (on the bed's edge, Mom kneeling in front of it hid half of him behind her knee; toward the
        // bed's foot, the phone's frame on the two faces cut him off). A step back on the floor, so the closer frames round
        // Charlotte at her mother's size keep the mat's roll under him (at the bed's foot line, it ran off their bottom edge).
        // His head toward the bed's foot, so the back Mom's hand rests on is the end by her (facing her, her hand on his
        // back covered his face).
        { prop: 'dotjari', variant: 'rolled', part: 'picnic-mat', x: 622, y: 396, size: 64 },
        { animal: 'biscuit', x: 620, y: 381, floorY: 396, pose: 'curl', facing: 'right', expression: 'asleep' },
        // Kneeling back on her heels on the floor at the head of the bed, turned to Charlotte and leaning in: a grown-up's
        // body, her face a hand's width from Charlotte's (kneeling up, a critic saw her torso as a long plank and her face
        // pressed over Charlotte's cheek: r49). Near the bed and a step forward on the floor, bigger, so her hands reach the
        // quilt and Biscuit without stretching and her head is no smaller than Charlotte's behind her (further back, a
        // critic saw two rubber arms and a smaller head than the child's: r54); low enough that the crown on the pillow
        // shows between the two faces. Smaller and lower, her head at the mattress's edge below Charlotte's (at 0.86 on
        // the phone her plank of a torso and tube arms filled some 60% of the last page: blind critic r60).
        {
          person: 'mom',
          x: 568,
          y: 420,
          scale: 0.74,
          pose: 'kneel',
          facing: 'three-quarter-right',
          turnsTo: 'charlotte',
          kneelsBack: true,
          bendsTo: 'charlotte',
          // "Whisper it to me": her far hand tucks the star quilt's corner in by Charlotte's hand, her near hand lies open
          // on sleeping Biscuit's back by his shoulders (the kneel's own closed hand read as a fist planted on him: r50,
          // and lower on his flank it slid to his side). Flat on the bed's side, the near hand stood up in the air (r49); on the quilt further
          // along, the far hand fell short of it once she knelt back. The near hand sent low on his back behind his ear: the
          // arm does not fold shorter, so a point nearer her shoulder put the hand over his face (r60).
          // Every hand at her ear read wrong: cupped high by her temple a critic saw a salute or a headache (r28), on the back
          // of her head scratching it, by her jaw a hand hanging palm-out; a near hand sent up onto the bed bent her over
          // Charlotte's face.
          arms: 'palm-on',
          otherArm: 'palm-on',
          // Her far hand on the quilt's corner where it hangs down over the mattress toward her, a short bent reach: up
          // on its edge by Charlotte's hand, a critic saw a long tube of an arm (r58). Knelt a step nearer the bed, so
          // both reaches are short (a step back, critics saw rubber arms half her body long: r95, r96).
          reachTo: { near: { x: 606, y: 362, on: 'biscuit' }, far: { x: 632, y: 332 } },
          // Her eyes up on Charlotte's face as she listens (level, a critic saw her look at the quilt's corner: r77), soft
          // under lifted brows and smiling (happy's open eye under an arched brow, glancing up, read as sly: r92).
          gaze: 'up-right',
          expression: 'amazed',
          socks: true,
        },
      ],
    },
    alt: {
      ko: '비가 그치고 창밖에 별과 달이 뜬 밤, 침대 옆 스탠드가 방을 따뜻하게 밝혀요. 잠옷을 입은 샬럿이 침대에 누워 베개를 베고 엄마 쪽을 보며 별무늬 이불을 덮은 채, 입술에 손가락을 대고 ‘비밀이야!’ 하듯 방긋 웃어요. 엄마는 침대 머리맡 바닥에 무릎을 꿇고 앉아 샬럿 쪽으로 몸을 숙여, 한 손으로는 샬럿 손 곁 별무늬 이불 끝을 여며 주고 다른 손은 잠든 비스킷의 등에 살며시 얹은 채 웃으며 귀를 기울여요. 스탠드 불빛이 두 사람의 얼굴을 따뜻하게 비춰요. 침대 옆 탁자 위 스탠드 곁에는 미나가 준 생일 카드가 펼쳐져 서 있어요. 베개 옆, 샬럿 얼굴 바로 곁 침대 위에 노란 색종이 왕관이 놓여 있어요. 비스킷은 침대 옆 바닥에 놓인 돌돌 만 돗자리 위에서 몸을 동그랗게 말고 새근새근 자요.',
      en: "On a night after the rain, with stars in the window, the bedside lamp lights the room warmly. Charlotte, in her pajamas, lies in bed with her head on her pillow under her star blanket, facing Mom and smiling with a finger to her lips that says “It's a secret!”. Mom kneels back on her heels on the floor at the head of the bed and leans in close to Charlotte, one hand tucking the corner of the star blanket in by Charlotte's hand and the other resting gently on sleeping Biscuit's back, smiling as she listens, the lamplight warm on both their faces. Mina's birthday card stands open on the nightstand by the lamp. Charlotte's yellow paper crown lies on the bed by her pillow, beside her face, and Biscuit sleeps curled up on the rolled-up picnic mat on the floor by the bed.",
    },
  },
} satisfies BookPictures;
