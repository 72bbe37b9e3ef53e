import type { SideBubbleChapter } from '@/shared/story';
import { cast, names, namesEn, picture } from './cast';

export const chapters7to8 = [
  {
    id: 7,
    title: '다시 그리는 지도',
    translation: { title: 'Drawing It Again' },
    panels: [
      {
        id: 'c7-p1',
        text: '일요일 아침, 지도는 빳빳하게 말라 있었어요. 사인펜 선은 모두 흐려졌지만, 크레파스로 칠한 초록 숲만은 그대로였어요. 서준이의 눈이 반짝 빛났어요.',
        speechBubbles: [
          { character: names.seojun, text: '숲은 멀쩡해요! 크레파스는 물에 안 번지나 봐요.', position: 'left' },
          { character: names.grandpa, text: '지도에서 제일 큰 게 살아남았구나.', position: 'right' },
        ],
        imageUrl: picture('c7-p1'),
        imageAlt:
          '아침 햇살이 드는 창가에서 서준이가 빳빳하게 마른 지도를 두 손으로 들어 보고 있어요. 지도는 쭈글쭈글하고 가운데가 찢어져 있으며 사인펜 선은 흐릿하지만, 위쪽의 초록 숲은 선명해요. 서준이는 눈을 반짝이고, 할아버지가 뒤에서 미소 지으시는 모습',
        translation: {
          text: "On Sunday morning, the map was dry and stiff. The felt-tip lines had faded into blurs. But the green crayon forest looked exactly the same! Seojun's eyes lit up.",
          speechBubbles: [
            { character: namesEn.seojun, text: "The forest is fine! I guess crayon doesn't run in water." },
            { character: namesEn.grandpa, text: 'The biggest thing on your map made it.' },
          ],
          imageAlt:
            'By a sunny window, Seojun holds up the dried map with both hands. It is wrinkled and torn down the middle, and the pen lines are blurry, but the green forest at the top is bright and clear. His eyes shine. Grandpa smiles behind him.',
        },
        scene: {
          background: 'hanok-village',
          actors: [
            { icon: 'cherry-blossom', x: 120, y: 110, size: 55 },
            { icon: 'cherry-blossom', x: 260, y: 70, size: 40 },
            { icon: 'cherry-blossom', x: 420, y: 140, size: 45 },
            { icon: 'cherry-blossom', x: 580, y: 90, size: 50 },
            { icon: 'cherry-blossom', x: 720, y: 160, size: 45 },
            { icon: cast.seojun, x: 330, y: 372, size: 140 },
            { icon: cast.grandpa, x: 480, y: 360, size: 155, flip: true },
          ],
        },
      },
      {
        id: 'c7-p2',
        text: '서준이는 살아남은 숲을 가위로 오려 새 도화지 위쪽에 붙였어요. 그 아래에는 돌담길과 노란 국화를 다시 그리고, 김이 나는 떡집과 파란 표지판도 새로 그렸어요. 떡집 뒤에는 분홍빛 새벽 봉우리를, 돌담 너머에는 손을 흔드는 옆집 할머니를 그려 넣었어요.',
        speechBubbles: [
          { character: names.grandpa, text: '돌담 돌을 하나하나 다 기억하는구나.', position: 'right' },
          { character: names.seojun, text: '손으로 만져 봤잖아요.', position: 'left' },
        ],
        imageUrl: picture('c7-p2'),
        imageAlt:
          '밥상 위 새 도화지에 서준이가 쭈글쭈글한 초록 숲 조각을 풀로 붙이고 있어요. 도화지에는 동그란 돌로 된 돌담길, 노란 국화, 김이 나는 떡집과 분홍빛 산봉우리, 파란 표지판, 손을 흔드는 할머니가 그려져 있어요. 밥상에는 가위와 풀, 종이 부스러기가 흩어져 있고, 할아버지가 곁에서 들여다보시는 모습',
        translation: {
          text: 'Seojun cut out the forest and glued it across the top of a new sheet. Underneath, he drew the stone-wall lane and the yellow flowers again. Then came the steamy tteok shop and the blue road sign. Behind the shop, he drew pink peaks at dawn. Over the wall, he drew Grandma Next Door waving hello.',
          speechBubbles: [
            { character: namesEn.grandpa, text: 'You remember every single stone.' },
            { character: namesEn.seojun, text: 'I touched them, remember?' },
          ],
          imageAlt:
            'At the low table, Seojun glues the wrinkled green forest onto a new sheet of paper. Below it he has drawn a lane of round stones, yellow flowers, a steamy tteok shop with pink peaks behind it, a blue road sign and a waving grandma. Scissors, glue and paper scraps lie around. Grandpa looks on.',
        },
        scene: {
          background: 'river',
          actors: [
            { icon: 'evergreen-tree', x: 90, y: 240, size: 110 },
            { icon: cast.seojun, x: 400, y: 335, size: 145 },
            { icon: 'sweat-droplets', x: 490, y: 350, size: 50 },
            { icon: cast.bori, x: 600, y: 425, size: 65, flip: true },
          ],
        },
      },
      {
        id: 'c7-p3',
        text: '서준이는 지도의 네 귀퉁이에 계절을 하나씩 그리기로 했어요. 봄 귀퉁이에는 언덕길을 노랗게 덮던 개나리를, 여름 귀퉁이에는 계곡물에 발을 담그고 첨벙거리던 날을 그렸어요. 그날 보리는 털이 젖을까 봐 바위 위에서 구경만 했지요.',
        speechBubbles: [{ character: names.seojun, text: '보리야, 너는 바위 위에 그려 줄게.', position: 'left' }],
        imageUrl: picture('c7-p3'),
        imageAlt:
          '지도의 두 귀퉁이를 가까이 보여 줘요. 봄 귀퉁이에는 노란 개나리가 흐드러진 언덕길이, 여름 귀퉁이에는 계곡물에 발을 담근 서준이와 바위 위에 앉아 구경하는 보리가 그려져 있어요. 서준이가 크레파스로 여름 귀퉁이를 칠하고, 진짜 보리가 지도 옆에서 그림을 들여다보는 모습',
        translation: {
          text: 'Seojun decided to give each corner of the map one season. In the spring corner, he drew yellow forsythia flowers all over the hill lane. In the summer corner, he drew himself splashing in the cold stream. That day, Bori watched from a dry rock. Bori hates wet fur!',
          speechBubbles: [{ character: namesEn.seojun, text: "Don't worry, Bori. I'll put you on the rock." }],
          imageAlt:
            'A close-up of two corners of the map. The spring corner shows a hill lane covered in yellow forsythia. The summer corner shows Seojun with his feet in a stream and Bori sitting on a rock. Seojun colours the summer corner with a crayon while the real Bori peers at the picture.',
        },
        scene: {
          background: 'mountains',
          actors: [
            { icon: 'maple-leaf', x: 150, y: 150, size: 50 },
            { icon: 'fallen-leaf', x: 600, y: 120, size: 50 },
            { icon: 'maple-leaf', x: 730, y: 260, size: 45 },
            { icon: 'fallen-leaf', x: 120, y: 440, size: 45 },
            { icon: cast.seojun, x: 340, y: 375, size: 140 },
            { icon: 'maple-leaf', x: 420, y: 330, size: 45 },
            { icon: cast.grandpa, x: 530, y: 362, size: 155, flip: true },
          ],
        },
      },
      {
        id: 'c7-p4',
        text: '가을 귀퉁이에는 그림 대신 주머니 속 빨간 단풍잎을 붙였어요. 겨울 귀퉁이에는 작년 겨울 옆집 할머니와 만든 커다란 눈사람을 그렸어요. 마지막 귀퉁이까지 다 칠한 서준이는 지도 옆에서 스르르 잠이 들었어요.',
        speechBubbles: [{ character: names.grandpa, text: '수고했다, 우리 꼬마 지도 박사.', position: 'right' }],
        imageUrl: picture('c7-p4'),
        imageAlt:
          '밤, 스탠드 불빛 아래 밥상 위에 다 그린 지도가 놓여 있어요. 가을 귀퉁이에는 진짜 빨간 단풍잎이 붙어 있고, 겨울 귀퉁이에는 서준이와 옆집 할머니가 만든 눈사람이 그려져 있어요. 서준이는 크레파스를 쥔 채 엎드려 잠들었고, 할아버지가 담요를 덮어 주시며, 보리가 옆에 웅크려 자는 모습',
        translation: {
          text: "In the autumn corner, he didn't draw anything. He glued on the red maple leaf from his pocket instead. In the winter corner, he drew last winter's giant snowman. He had built it with Grandma Next Door. When the last corner was done, Seojun fell fast asleep beside his map.",
          speechBubbles: [{ character: namesEn.grandpa, text: 'Well done, my little mapmaker.' }],
          imageAlt:
            'At night, under a desk lamp, the finished map lies on the low table. A real red maple leaf is glued in the autumn corner, and a snowman with Seojun and Grandma Next Door is drawn in the winter corner. Seojun has fallen asleep on his arms, still holding a crayon. Grandpa tucks a blanket around him, and Bori sleeps curled up nearby.',
        },
        scene: {
          background: 'snowy-street',
          actors: [
            { icon: 'snowflake', x: 110, y: 100, size: 40 },
            { icon: 'snowflake', x: 360, y: 70, size: 35 },
            { icon: 'snowflake', x: 660, y: 120, size: 40 },
            { icon: cast.seojun, x: 260, y: 372, size: 140 },
            { icon: 'snowman', x: 410, y: 380, size: 120 },
            { icon: cast.neighbour, x: 570, y: 362, size: 150, flip: true },
          ],
        },
      },
    ],
  },
  {
    id: 8,
    title: '다 세지 못한 동네',
    translation: { title: 'Too Much to Count' },
    panels: [
      {
        id: 'c8-p1',
        text: '월요일 아침, 서준이가 지도를 펼치자 친구들이 우르르 몰려들었어요. 위쪽 숲은 울퉁불퉁 덧붙어 있었고, 한쪽 귀퉁이에는 진짜 단풍잎이 붙어 있었어요. 지도가 계곡에 빠졌던 이야기를 듣고 친구들은 입을 떡 벌렸어요.',
        speechBubbles: [
          { character: names.classmate, text: '이 단풍잎 진짜야? 너희 동네에서 주운 거야?', position: 'right' },
          { character: names.seojun, text: '응, 북한산에서! 우리 동네는 열 칸 중에 여섯 칸 반이 숲이거든.', position: 'left' },
        ],
        imageUrl: picture('c8-p1'),
        imageAlt:
          '교실 앞에서 서준이가 커다란 지도를 펼쳐 들고 있어요. 지도 위쪽에는 쭈글쭈글한 초록 숲 조각이 덧붙어 있고, 귀퉁이에는 빨간 단풍잎이 붙어 있어요. 하린이가 몸을 쭉 내밀어 단풍잎을 들여다보고, 친구들이 둘러서서 손뼉을 치며, 선생님이 뒤에서 웃으시는 모습',
        translation: {
          text: 'On Monday morning, Seojun unrolled his map, and his classmates crowded around. The forest at the top was bumpy where it was glued on. A real maple leaf was stuck in one corner. When they heard how the map fell into the stream, their mouths dropped open.',
          speechBubbles: [
            { character: namesEn.classmate, text: 'Is that leaf real? Did you find it near your house?' },
            { character: namesEn.seojun, text: 'Yep, on Bukhansan! If you split my neighbourhood into ten parts, six and a half are forest.' },
          ],
          imageAlt:
            'At the front of the classroom, Seojun holds up his big map. A wrinkled green forest is glued across the top, and a red maple leaf is stuck in one corner. Harin leans in to look at the leaf. Classmates gather round and clap, and the teacher smiles at the back.',
        },
        scene: {
          background: 'classroom',
          actors: [
            { icon: 'girl-light', x: 110, y: 395, size: 110 },
            { icon: 'clapping-hands-light', x: 180, y: 410, size: 45 },
            { icon: cast.seojun, x: 340, y: 370, size: 145 },
            { icon: 'world-map', x: 460, y: 340, size: 110 },
            { icon: cast.teacher, x: 640, y: 355, size: 155, flip: true },
          ],
        },
      },
      {
        id: 'c8-p2',
        text: '학교가 끝나자 서준이는 지도를 들고 동네를 한 바퀴 돌았어요. 지도 맨 아래 ‘도와준 사람들’ 칸에 이름을 받으려고요. 떡집 아주머니, 옆집 할머니, 할아버지가 차례로 이름을 쓰셨어요. 보리는 흙 묻은 발로 귀퉁이를 꾹 밟고 지나갔어요.',
        speechBubbles: [
          { character: names.neighbour, text: '어머나, 우리 집 국화를 정말 그려 줬구나!', position: 'right' },
          { character: names.grandpa, text: '동네를 위해 이름을 쓰는 건 이번이 두 번째로구나.', position: 'right' },
        ],
        imageUrl: picture('c8-p2'),
        imageAlt:
          '해 질 녘 돌담 골목에서 옆집 할머니가 화판 위 지도 맨 아래 ‘도와준 사람들’ 칸에 펜으로 이름을 쓰시고, 할아버지가 펜을 들고 차례를 기다리세요. 그 칸에는 떡집 아주머니 이름이 벌써 적혀 있고, 보리가 지도 귀퉁이에 흙 발자국을 남기며, 서준이가 활짝 웃는 모습',
        translation: {
          text: 'After school, Seojun carried his map all around the neighbourhood. At the bottom, he had made a box called "People Who Helped." The tteok shop auntie signed it, then Grandma Next Door, then Grandpa. Bori strolled across one corner and left a muddy paw print.',
          speechBubbles: [
            { character: namesEn.neighbour, text: 'Oh my, you really did draw my flowers!' },
            { character: namesEn.grandpa, text: "That's the second time I've signed my name for this neighbourhood." },
          ],
          imageAlt:
            'In the stone-wall lane at sunset, Grandma Next Door signs her name in the "People Who Helped" box at the bottom of the map. The tteok shop auntie has already signed above her. Grandpa waits his turn with a pen. Bori leaves a muddy paw print on a corner, and Seojun grins.',
        },
        scene: {
          background: 'hanok-village',
          actors: [
            { icon: cast.seojun, x: 230, y: 370, size: 140 },
            { icon: 'broom', x: 310, y: 400, size: 80 },
            { icon: cast.bori, x: 390, y: 430, size: 65 },
            { icon: cast.neighbour, x: 490, y: 362, size: 150 },
            { icon: 'potted-plant', x: 570, y: 405, size: 60 },
            { icon: cast.grandpa, x: 670, y: 360, size: 155, flip: true },
          ],
        },
      },
      {
        id: 'c8-p3',
        text: '밤이 되자 북한산 위로 별이 하나둘 떠올랐어요. 서준이와 할아버지는 마루에 나란히 앉아 언덕 아래 동네를 내려다보았어요. 집집마다 창문에 노란 불이 차례차례 켜졌어요. 보리는 둘 사이에 펼쳐 둔 지도 위에서 동그랗게 몸을 말고 잠들어 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '저 창문들은 아직 못 그렸는데. 하나, 둘, 셋, 넷…', position: 'left' },
          { character: names.grandpa, text: '다음엔 훨씬 더 큰 도화지가 있어야겠구나.', position: 'right' },
        ],
        imageUrl: picture('c8-p3'),
        imageAlt:
          '별이 뜬 밤, 검푸른 북한산 아래 언덕 동네의 집집마다 노란 창문 불빛이 켜져 있어요. 한옥 마루에 서준이와 할아버지가 나란히 앉아 있고, 서준이는 손가락으로 창문을 하나씩 세고 있어요. 둘 사이에 펼친 지도 위에서 보리가 동그랗게 말려 자는 모습',
        translation: {
          text: 'Night came, and stars popped out over Bukhansan one by one. Seojun and Grandpa sat side by side on the wooden porch, looking down the hill. Yellow windows lit up, house after house. Between them, Bori slept curled up on the map.',
          speechBubbles: [
            { character: namesEn.seojun, text: "I haven't drawn those windows yet. One, two, three, four…" },
            { character: namesEn.grandpa, text: "Next time, you'll need a much bigger sheet of paper." },
          ],
          imageAlt:
            'A starry night. Below the dark blue shape of Bukhansan, yellow windows glow in the houses on the hillside. Seojun and Grandpa sit side by side on the wooden porch of their hanok, a traditional Korean house. Seojun counts the windows with his finger. Between them, Bori sleeps curled up on the map.',
        },
        scene: {
          background: 'night-sky',
          time: 'night',
          actors: [
            { icon: 'glowing-star', x: 220, y: 80, size: 35 },
            { icon: 'evergreen-tree', x: 100, y: 330, size: 110 },
            { icon: 'houses', x: 590, y: 335, size: 80 },
            { icon: 'house-with-garden', x: 700, y: 330, size: 90 },
            { icon: 'star', x: 430, y: 60, size: 30 },
            { icon: cast.seojun, x: 330, y: 380, size: 140 },
            { icon: cast.bori, x: 420, y: 432, size: 60 },
            { icon: cast.grandpa, x: 500, y: 370, size: 155, flip: true },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
