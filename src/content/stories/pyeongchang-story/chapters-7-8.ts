import type { SideBubbleChapterWords } from '../with-pictures';
import { names, namesEn, picture } from './cast';

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
        translation: {
          text: "On Sunday morning, the map was dry and stiff. The felt-tip lines had faded into blurs. But the green crayon forest looked exactly the same! Seojun's eyes lit up.",
          speechBubbles: [
            { character: namesEn.seojun, text: "The forest is fine! I guess crayon doesn't run in water." },
            { character: namesEn.grandpa, text: 'The biggest thing on your map made it.' },
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
        translation: {
          text: 'Seojun cut out the forest and glued it across the top of a new sheet. Underneath, he drew the stone-wall lane and the yellow flowers again. Then came the steamy tteok shop and the blue road sign. Behind the shop, he drew pink peaks at dawn. Over the wall, he drew Grandma Next Door waving hello.',
          speechBubbles: [
            { character: namesEn.grandpa, text: 'You remember every single stone.' },
            { character: namesEn.seojun, text: 'I touched them, remember?' },
          ],
        },
      },
      {
        id: 'c7-p3',
        text: '서준이는 지도의 네 귀퉁이에 계절을 하나씩 그리기로 했어요. 봄 귀퉁이에는 언덕길을 노랗게 덮던 개나리를, 여름 귀퉁이에는 계곡물에 발을 담그고 첨벙거리던 날을 그렸어요. 그날 보리는 털이 젖을까 봐 바위 위에서 구경만 했지요.',
        speechBubbles: [{ character: names.seojun, text: '보리야, 너는 바위 위에 그려 줄게.', position: 'left' }],
        imageUrl: picture('c7-p3'),
        translation: {
          text: 'Seojun decided to give each corner of the map one season. In the spring corner, he drew yellow forsythia flowers all over the hill lane. In the summer corner, he drew himself splashing in the cold stream. That day, Bori watched from a dry rock. Bori hates wet fur!',
          speechBubbles: [{ character: namesEn.seojun, text: "Don't worry, Bori. I'll put you on the rock." }],
        },
      },
      {
        id: 'c7-p4',
        text: '가을 귀퉁이에는 그림 대신 주머니 속 빨간 단풍잎을 붙였어요. 겨울 귀퉁이에는 작년 겨울 옆집 할머니와 만든 커다란 눈사람을 그렸어요. 마지막 귀퉁이까지 다 칠한 서준이는 지도 옆에서 스르르 잠이 들었어요.',
        speechBubbles: [{ character: names.grandpa, text: '수고했다, 우리 꼬마 지도 박사.', position: 'right' }],
        imageUrl: picture('c7-p4'),
        translation: {
          text: "In the autumn corner, he didn't draw anything. He glued on the red maple leaf from his pocket instead. In the winter corner, he drew last winter's giant snowman. He had built it with Grandma Next Door. When the last corner was done, Seojun fell fast asleep beside his map.",
          speechBubbles: [{ character: namesEn.grandpa, text: 'Well done, my little mapmaker.' }],
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
        translation: {
          text: 'On Monday morning, Seojun unrolled his map, and his classmates crowded around. The forest at the top was bumpy where it was glued on. A real maple leaf was stuck in one corner. When they heard how the map fell into the stream, their mouths dropped open.',
          speechBubbles: [
            { character: namesEn.classmate, text: 'Is that leaf real? Did you find it near your house?' },
            { character: namesEn.seojun, text: 'Yep, on Bukhansan! If you split my neighbourhood into ten parts, six and a half are forest.' },
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
        translation: {
          text: 'After school, Seojun carried his map all around the neighbourhood. At the bottom, he had made a box called "People Who Helped." The tteok shop auntie signed it, then Grandma Next Door, then Grandpa. Bori strolled across one corner and left a muddy paw print.',
          speechBubbles: [
            { character: namesEn.neighbour, text: 'Oh my, you really did draw my flowers!' },
            { character: namesEn.grandpa, text: "That's the second time I've signed my name for this neighbourhood." },
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
        translation: {
          text: 'Night came, and stars popped out over Bukhansan one by one. Seojun and Grandpa sat side by side on the wooden porch, looking down the hill. Yellow windows lit up, house after house. Between them, Bori slept curled up on the map.',
          speechBubbles: [
            { character: namesEn.seojun, text: "I haven't drawn those windows yet. One, two, three, four…" },
            { character: namesEn.grandpa, text: "Next time, you'll need a much bigger sheet of paper." },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
