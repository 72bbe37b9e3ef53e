import type { SideBubbleChapter } from '@/shared/story';

/** Cookies and the tree are ready, then the snow keeps Grandma and Grandpa away on Christmas Eve. */
export const chaptersFourToSix = [
  {
    id: 4,
    title: 'Cookie Day',
    translation: { title: '쿠키 굽는 날' },
    panels: [
      {
        id: 'c4-p1',
        text: "Next, Charlotte and Mom baked star cookies in the kitchen. The cookies were Dad's present. Dad loves cookies more than almost anything.",
        speechBubbles: [
          { character: 'Mom', text: 'Shh! Dad must not find out.', position: 'left' },
          { character: 'Charlotte', text: "I won't say a word. Not even one!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c4-p1.svg',
        imageAlt:
          'In the warm kitchen, Mom and Charlotte wear aprons and cut star-shaped cookies from dough onto a baking tray. Charlotte holds a finger to her lips.',
        translation: {
          text: '다음으로 샬럿은 엄마와 함께 부엌에서 별 모양 쿠키를 구웠어요. 아빠께 드릴 선물이었어요. 아빠는 세상에서 쿠키를 제일 좋아하시거든요.',
          speechBubbles: [
            { character: '엄마', text: '쉿! 아빠한테는 비밀이야.' },
            { character: '샬럿', text: '한마디도 안 할게. 진짜 한마디도!' },
          ],
          imageAlt:
            '따뜻한 부엌에서 앞치마를 두른 엄마와 샬럿이 반죽을 별 모양으로 찍어 오븐 팬에 올려요. 샬럿은 입술에 손가락을 대고 "쉿" 하고 있어요.',
        },
        scene: {
          background: 'kitchen',
          actors: [
            { icon: 'woman-light', x: 230, y: 350, size: 165 },
            { icon: 'cookie', x: 360, y: 268, size: 50 },
            { icon: 'star', x: 420, y: 268, size: 45 },
            { icon: 'cookie', x: 480, y: 268, size: 50 },
            { icon: 'girl-light', x: 570, y: 370, size: 145, flip: true },
          ],
        },
      },
      {
        id: 'c4-p2',
        text: 'Leo came in and ate three cookies in a row. Charlotte put the rest in a box and tied it with a ribbon, fast!',
        speechBubbles: [
          { character: 'Leo', text: "I'm just checking that they taste good!", position: 'left' },
          { character: 'Charlotte', text: "That's enough checking!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c4-p2.svg',
        imageAlt:
          'Leo munches a star cookie with crumbs on his chin. Beside him, Charlotte quickly ties a red ribbon around a box of cookies on the kitchen counter.',
        translation: {
          text: '레오가 부엌에 들어오더니 쿠키를 세 개나 연달아 먹어 치웠어요. 샬럿은 남은 쿠키를 얼른 상자에 담고 리본을 묶었어요!',
          speechBubbles: [
            { character: '레오', text: '맛있는지 확인하는 것뿐이야!' },
            { character: '샬럿', text: '확인은 이제 그만!' },
          ],
          imageAlt:
            '레오가 턱에 부스러기를 묻힌 채 별 쿠키를 우물우물 먹어요. 그 옆에서 샬럿이 부엌 조리대 위 쿠키 상자에 빨간 리본을 재빨리 묶어요.',
        },
        scene: {
          background: 'kitchen',
          actors: [
            { icon: 'boy-light', x: 240, y: 380, size: 125 },
            { icon: 'cookie', x: 300, y: 405, size: 45 },
            { icon: 'wrapped-gift', x: 440, y: 248, size: 90 },
            { icon: 'girl-light', x: 590, y: 370, size: 145, flip: true },
          ],
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
        text: "That evening, Dad carried in a tall Christmas tree. Everyone hung shiny balls and tiny lights on it. Leo sat on Dad's shoulders to put the star on top.",
        speechBubbles: [
          { character: 'Leo', text: "Now I'm the tallest one in the family!", position: 'left' },
          { character: 'Dad', text: 'Hold on tight, little elf!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c5-p1.svg',
        imageAlt:
          "In the lamp-lit living room one evening, Leo sits on Dad's shoulders and puts a star on top of a tall Christmas tree. The tree glows with tiny lights and shiny balls. Charlotte and Mom watch and smile, and Biscuit sits nearby.",
        translation: {
          text: '그날 저녁, 아빠가 커다란 크리스마스트리를 들여오셨어요. 온 가족이 반짝이는 방울과 꼬마전구를 달았어요. 레오는 아빠 목말을 타고 트리 꼭대기에 별을 꽂았어요.',
          speechBubbles: [
            { character: '레오', text: '이제 우리 집에서 내가 제일 크다!' },
            { character: '아빠', text: '꽉 잡아, 꼬마 요정!' },
          ],
          imageAlt:
            '저녁, 스탠드 불빛이 켜진 거실에서 레오가 아빠 목말을 타고 커다란 크리스마스트리 꼭대기에 별을 꽂아요. 트리에는 꼬마전구와 반짝이는 방울이 빛나요. 샬럿과 엄마는 웃으며 지켜보고, 비스킷은 그 옆에 앉아 있어요.',
        },
        scene: {
          background: 'christmas-living-room',
          actors: [
            { icon: 'woman-light', x: 200, y: 360, size: 150 },
            { icon: 'girl-light', x: 330, y: 375, size: 135 },
            { icon: 'man-light', x: 500, y: 355, size: 165 },
            { icon: 'boy-light', x: 500, y: 230, size: 105 },
            { icon: 'dog', x: 400, y: 440, size: 75 },
          ],
        },
      },
      {
        id: 'c5-p2',
        text: 'Late that night, the house was dark and quiet. Charlotte tiptoed downstairs in her pajamas. Only the tree lights were on. One by one, she hid five presents under the tree.',
        speechBubbles: [
          {
            character: 'Charlotte',
            text: 'A picture for Mom, cookies for Dad, a crown for Leo, a star for Grandma, a scarf for Grandpa. Five!',
            position: 'left',
          },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c5-p2.svg',
        imageAlt:
          'Late at night, the dark living room is lit only by the glowing Christmas tree. Charlotte, in pajamas, tiptoes and tucks five wrapped presents with name tags under the tree.',
        translation: {
          text: '그날 밤늦게, 집 안은 캄캄하고 조용했어요. 샬럿은 잠옷 차림으로 살금살금 아래층으로 내려갔어요. 불이 켜진 건 트리 전구뿐이었어요. 샬럿은 선물 다섯 개를 하나씩 트리 밑에 숨겼어요.',
          speechBubbles: [{ character: '샬럿', text: '엄마는 그림, 아빠는 쿠키, 레오는 왕관, 할머니는 별, 할아버지는 목도리. 다섯 개 완성!' }],
          imageAlt:
            '늦은 밤, 캄캄한 거실을 크리스마스트리 불빛만 환히 밝혀요. 잠옷을 입은 샬럿이 살금살금 다가가 이름표를 단 포장 선물 다섯 개를 트리 밑에 놓아요.',
        },
        scene: {
          background: 'christmas-living-room',
          time: 'night',
          actors: [
            { icon: 'girl-light', x: 420, y: 370, size: 145 },
            { icon: 'wrapped-gift', x: 540, y: 430, size: 55 },
            { icon: 'wrapped-gift', x: 660, y: 445, size: 50 },
            { icon: 'scarf', x: 600, y: 450, size: 45 },
          ],
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
        text: 'On Christmas Eve, the phone rang. It was Grandma. Grandpa had a bad cold, and the snow was too deep for the car. They could not come this year.',
        speechBubbles: [
          { character: 'Grandma', text: "I'm so sorry, sweetheart.", position: 'left' },
          { character: 'Charlotte', text: 'But your presents are already under our tree!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c6-p1.svg',
        imageAlt:
          'In the living room on Christmas Eve, Charlotte holds the phone to her ear and looks upset. Mom stands beside her with a worried face. Outside the window, the sky is getting dark and thick snow is falling.',
        translation: {
          text: '크리스마스이브에 전화가 울렸어요. 할머니께서 거신 전화였어요. 할아버지께서 심한 감기에 걸리셨대요. 게다가 눈이 너무 많이 쌓여서 차로 오실 수도 없었어요. 그래서 올해 크리스마스에는 못 오신다고 하셨어요.',
          speechBubbles: [
            { character: '할머니', text: '정말 미안하구나, 우리 샬럿.' },
            { character: '샬럿', text: '하지만 할머니 할아버지 선물이 벌써 트리 밑에 있는데요!' },
          ],
          imageAlt:
            '크리스마스이브 저녁, 거실에서 샬럿이 전화기를 귀에 대고 속상한 얼굴을 하고 있어요. 엄마는 걱정스러운 얼굴로 옆에 서 계세요. 창밖은 어둑어둑하고 함박눈이 펑펑 내려요.',
        },
        scene: {
          background: 'living-room',
          time: 'evening',
          actors: [
            { icon: 'woman-light', x: 460, y: 355, size: 160 },
            { icon: 'girl-light', x: 600, y: 375, size: 140, flip: true },
            { icon: 'telephone-receiver', x: 545, y: 345, size: 55 },
            { icon: 'snowflake', x: 610, y: 120, size: 35 },
            { icon: 'snowflake', x: 690, y: 180, size: 30 },
          ],
        },
      },
      {
        id: 'c6-p2',
        text: 'Night came. Charlotte sat by the living room window, wrapped in a blanket. Outside, snow fell under the streetlight. Inside, the tree lights blinked over the five presents.',
        speechBubbles: [
          { character: 'Leo', text: 'Can their presents wait until next Christmas?', position: 'left' },
          { character: 'Charlotte', text: "A scarf can't wait a whole year. Grandpa is cold now!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c6-p2.svg',
        imageAlt:
          'At night in the lamp-lit living room, Charlotte sits sadly on the window seat, wrapped in a blanket. Through the window, snow falls under a streetlight. Leo leans against her. Behind them, the Christmas tree glows over five presents.',
        translation: {
          text: '밤이 되었어요. 샬럿은 담요를 두르고 거실 창가에 앉아 있었어요. 창밖에서는 가로등 불빛 아래로 눈이 내렸어요. 거실 안에서는 트리 전구가 선물 다섯 개를 비추며 반짝반짝 빛났어요.',
          speechBubbles: [
            { character: '레오', text: '누나, 할머니 할아버지 선물은 내년 크리스마스까지 기다려야 해?' },
            { character: '샬럿', text: '목도리는 일 년이나 못 기다려. 할아버지는 지금 추우시단 말이야!' },
          ],
          imageAlt:
            '밤, 스탠드 불빛이 은은한 거실에서 샬럿이 담요를 두르고 창가에 시무룩하게 앉아 있어요. 창밖에는 가로등 아래로 눈이 내려요. 레오는 누나에게 기대어 있고, 뒤에서는 크리스마스트리가 선물 다섯 개를 환히 비춰요.',
        },
        scene: {
          background: 'christmas-living-room',
          time: 'night',
          actors: [
            { icon: 'girl-light', x: 360, y: 375, size: 140 },
            { icon: 'woman-light', x: 500, y: 355, size: 155, flip: true },
            { icon: 'wrapped-gift', x: 640, y: 445, size: 50 },
            { icon: 'scarf', x: 700, y: 450, size: 45 },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
