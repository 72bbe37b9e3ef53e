import type { SideBubbleChapterWords } from '../with-pictures';

/** Cookies and the tree are ready, then a bad cold keeps Grandma and Grandpa home on Christmas Eve. */
export const chaptersFourToSix = [
  {
    id: 4,
    title: 'Cookie Day',
    translation: { title: '쿠키 굽는 날' },
    panels: [
      {
        id: 'c4-p1',
        text: 'The next day, Charlotte and Mom baked star cookies for Dad. Dad loved cookies more than anything.',
        speechBubbles: [
          { character: 'Mom', text: 'Shh! Not a word to Dad.', position: 'left' },
          { character: 'Charlotte', text: 'My lips are zipped!', position: 'right' },
        ],
        translation: {
          text: '다음 날, 샬럿은 엄마와 별 모양 쿠키를 구웠어요. 쿠키라면 자다가도 벌떡 일어나는 아빠에게 줄 선물이에요.',
          speechBubbles: [
            { character: '엄마', text: '쉿! 아빠한테는 비밀이야.' },
            { character: '샬럿', text: '입 꼭 다물고 있을게!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'mom',
              does: 'has just set a hot tray of star cookies down on the table, her oven mitt at its edge, a finger to her lips, and winks: shh',
              feels: 'playful',
              wears: 'apron over a sweater',
            },
            {
              id: 'charlotte',
              does: 'presses both hands over her mouth, eyes sparkling',
              feels: 'excited to keep a secret',
              wears: 'apron over her sweater, flour on her nose',
            },
          ],
          offstage: [{ id: 'dad', why: 'the cookies are a secret from him, so he is out of the kitchen' }],
          objects: [{ id: 'star-cookies', state: 'golden, fresh from the oven, on a baking tray' }],
          place: 'the kitchen',
          indoors: true,
          time: 'day',
          weather: 'cloudy',
        },
      },
      {
        id: 'c4-p2',
        text: 'Leo gobbled three cookies in a row. Charlotte boxed up the rest, fast!',
        speechBubbles: [
          { character: 'Leo', text: 'I’m just checking they taste good!', position: 'left' },
          { character: 'Charlotte', text: 'That’s enough checking!', position: 'right' },
        ],
        translation: {
          text: '레오가 쿠키를 세 개나 연달아 먹어 치웠어요. 샬럿은 남은 쿠키를 얼른 상자에 담았어요!',
          speechBubbles: [
            { character: '레오', text: '맛있는지 확인하는 것뿐이야!' },
            { character: '샬럿', text: '확인은 이제 그만!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'tips the last cookies off the tray into the open box with one hand, her shoulder turned on Leo, looking back at him and holding her other hand out flat to stop him',
              feels: 'cross',
              wears: 'apron over her sweater',
            },
            {
              id: 'leo',
              does: 'stuffs a star cookie into his mouth, crumbs on his chin, two more in his other hand',
              feels: 'cheeky',
              wears: 'striped shirt and overalls',
            },
          ],
          objects: [
            { id: 'star-cookies', count: 3, state: "Leo's three: one in his mouth and two in his other hand, one of them bitten" },
            { id: 'cookie-box', state: 'a square blue box, flaps open, being filled in a hurry' },
          ],
          place: 'the kitchen',
          indoors: true,
          time: 'day',
          weather: 'cloudy',
        },
      },
    ],
  },
  {
    id: 5,
    title: 'Trimming the Tree',
    translation: { title: '트리 꾸미기' },
    panels: [
      {
        id: 'c5-p1',
        text: 'That evening, everyone hung shiny balls and tiny lights on the Christmas tree. Leo rode on Dad’s shoulders to put the star on top.',
        speechBubbles: [
          { character: 'Leo', text: 'I’m the tallest now!', position: 'left' },
          { character: 'Dad', text: 'Hold on tight, little elf!', position: 'right' },
        ],
        translation: {
          text: '그날 저녁, 온 가족이 크리스마스트리에 반짝이는 방울과 꼬마전구를 달았어요. 레오는 아빠 목말을 타고 꼭대기에 별을 꽂았어요.',
          speechBubbles: [
            { character: '레오', text: '이제 내가 제일 크다!' },
            { character: '아빠', text: '꽉 잡아, 꼬마 요정!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'dad',
              does: 'carries Leo on his shoulders, holding his shins, smiling up at him',
              feels: 'cheerful',
              wears: 'cozy sweater and slippers',
            },
            { id: 'leo', does: 'sits on Dad’s shoulders and sets the star on the treetop', feels: 'proud', wears: 'striped shirt and overalls' },
            { id: 'charlotte', does: 'hangs a shiny red ball on a low branch by its loop', feels: 'happy', wears: 'sweater and jeans' },
            { id: 'mom', does: 'drapes a string of tiny lights on the tree, looking up at Leo', feels: 'happy', wears: 'sweater and jeans' },
          ],
          objects: [
            { id: 'christmas-tree', state: 'tall, hung with shiny balls and tiny lights, lit' },
            { id: 'tree-top-star', state: 'in Leo’s hands, going on top' },
          ],
          place: 'the living room',
          indoors: true,
          time: 'evening',
          weather: 'snow',
        },
      },
      {
        id: 'c5-p2',
        text: 'Late that night, Charlotte tiptoed down in her pajamas. By the tree lights, she tucked five presents underneath.',
        speechBubbles: [{ character: 'Charlotte', text: 'A picture, cookies, a crown, a star, a scarf. Done!', position: 'left' }],
        translation: {
          text: '그날 밤늦게, 샬럿은 잠옷 차림으로 살금살금 내려갔어요. 트리 불빛 아래, 선물 다섯 개를 하나하나 놓았어요.',
          speechBubbles: [{ character: '샬럿', text: '그림, 쿠키, 왕관, 별, 목도리. 다 됐다!' }],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'kneels under the tree, sliding the last present in under the branches with both hands, whispering',
              feels: 'quietly proud',
              wears: 'pajamas and bare feet',
            },
          ],
          objects: [
            { id: 'presents', count: 5, state: 'wrapped, under the tree: a flat picture, the cookie box, a crown, a star and a soft scarf' },
            { id: 'christmas-tree', state: 'lights on, the only light in the dark room' },
          ],
          place: 'the dark living room',
          indoors: true,
          time: 'night',
          weather: 'snow',
        },
      },
    ],
  },
  {
    id: 6,
    title: 'A Phone Call',
    translation: { title: '걸려 온 전화' },
    panels: [
      {
        id: 'c6-p1',
        text: 'On Christmas Eve morning, the phone rang. It was Grandma.',
        speechBubbles: [
          { character: 'Grandma', text: 'Grandpa has a bad cold, sweetheart. We can’t come tonight.', position: 'left' },
          { character: 'Charlotte', text: 'But… your presents are already under our tree!', position: 'right' },
        ],
        translation: {
          text: '크리스마스이브 아침, 할머니한테서 전화가 왔어요.',
          speechBubbles: [
            { character: '할머니', text: '샬럿, 할아버지가 감기에 단단히 걸리셨단다. 이번엔 못 가겠구나.' },
            { character: '샬럿', text: '하지만… 할머니 할아버지 선물이 벌써 트리 밑에 있는데요!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'holds the phone to her ear, looking at the presents under the tree, her mouth turned down',
              feels: 'disappointed, close to tears',
              wears: 'sweater and jeans',
            },
          ],
          offstage: [
            { id: 'grandma', why: 'a voice on the phone from her own house' },
            { id: 'grandpa', why: 'sick in bed at his own house' },
          ],
          objects: [
            { id: 'phone', state: 'held to Charlotte’s ear' },
            { id: 'presents', count: 5, state: 'wrapped, under the tree' },
          ],
          place: 'the living room by the Christmas tree',
          indoors: true,
          time: 'morning',
          weather: 'snow',
        },
      },
      {
        id: 'c6-p2',
        text: 'That night, Charlotte sat wrapped in a blanket on the window seat. Snow fell under the streetlight.',
        speechBubbles: [
          { character: 'Leo', text: 'Can their presents wait till next year?', position: 'left' },
          { character: 'Charlotte', text: 'A scarf can’t wait a year. Grandpa is cold now!', position: 'right' },
        ],
        translation: {
          text: '그날 밤, 샬럿은 담요를 두르고 창가 의자에 앉아 있었어요. 창밖 가로등 불빛 아래로 눈이 내렸어요.',
          speechBubbles: [
            { character: '레오', text: '누나, 할머니 할아버지 선물은 내년까지 기다려야 해?' },
            { character: '샬럿', text: '목도리는 일 년이나 못 기다려. 할아버지는 지금 추우시단 말이야!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'sits on the edge of the window seat, feet hanging, wrapped in a blanket round her shoulders, turned to Leo, the snow falling outside behind her',
              feels: 'sad and thinking hard',
              wears: 'pajamas under a blanket',
            },
            {
              id: 'leo',
              does: 'stands at her side by the window seat, turned to her, looking up at her, his hand on her arm',
              feels: 'worried',
              wears: 'pajamas',
            },
          ],
          offstage: [
            { id: 'grandma', why: 'only named: the presents are hers; she is at home' },
            { id: 'grandpa', why: 'only named: he is sick at home' },
          ],
          objects: [
            { id: 'window-seat', state: 'cushioned seat in the big living room window' },
            { id: 'blanket', state: 'wrapped around Charlotte' },
            { id: 'streetlight', state: 'lit outside the window, snow falling through its light' },
          ],
          place: 'the living room, by the big window',
          indoors: true,
          time: 'night',
          weather: 'snow',
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
