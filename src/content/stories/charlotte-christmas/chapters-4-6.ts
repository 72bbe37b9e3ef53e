import type { SideBubbleChapterWords } from '../with-pictures';

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
        translation: {
          text: '다음으로 샬럿은 엄마와 함께 부엌에서 별 모양 쿠키를 구웠어요. 아빠께 드릴 선물이었어요. 아빠는 세상에서 쿠키를 제일 좋아하시거든요.',
          speechBubbles: [
            { character: '엄마', text: '쉿! 아빠한테는 비밀이야.' },
            { character: '샬럿', text: '한마디도 안 할게. 진짜 한마디도!' },
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
        translation: {
          text: '레오가 부엌에 들어오더니 쿠키를 세 개나 연달아 먹어 치웠어요. 샬럿은 남은 쿠키를 얼른 상자에 담고 리본을 묶었어요!',
          speechBubbles: [
            { character: '레오', text: '맛있는지 확인하는 것뿐이야!' },
            { character: '샬럿', text: '확인은 이제 그만!' },
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
        translation: {
          text: '그날 저녁, 아빠가 커다란 크리스마스트리를 들여오셨어요. 온 가족이 반짝이는 방울과 꼬마전구를 달았어요. 레오는 아빠 목말을 타고 트리 꼭대기에 별을 꽂았어요.',
          speechBubbles: [
            { character: '레오', text: '이제 우리 집에서 내가 제일 크다!' },
            { character: '아빠', text: '꽉 잡아, 꼬마 요정!' },
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
        translation: {
          text: '그날 밤늦게, 집 안은 캄캄하고 조용했어요. 샬럿은 잠옷 차림으로 살금살금 아래층으로 내려갔어요. 불이 켜진 건 트리 전구뿐이었어요. 샬럿은 선물 다섯 개를 하나씩 트리 밑에 숨겼어요.',
          speechBubbles: [{ character: '샬럿', text: '엄마는 그림, 아빠는 쿠키, 레오는 왕관, 할머니는 별, 할아버지는 목도리. 다섯 개 완성!' }],
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
        translation: {
          text: '크리스마스이브에 전화가 울렸어요. 할머니께서 거신 전화였어요. 할아버지께서 심한 감기에 걸리셨대요. 게다가 눈이 너무 많이 쌓여서 차로 오실 수도 없었어요. 그래서 올해 크리스마스에는 못 오신다고 하셨어요.',
          speechBubbles: [
            { character: '할머니', text: '정말 미안하구나, 우리 샬럿.' },
            { character: '샬럿', text: '하지만 할머니 할아버지 선물이 벌써 트리 밑에 있는데요!' },
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
        translation: {
          text: '밤이 되었어요. 샬럿은 담요를 두르고 거실 창가에 앉아 있었어요. 창밖에서는 가로등 불빛 아래로 눈이 내렸어요. 거실 안에서는 트리 전구가 선물 다섯 개를 비추며 반짝반짝 빛났어요.',
          speechBubbles: [
            { character: '레오', text: '누나, 할머니 할아버지 선물은 내년 크리스마스까지 기다려야 해?' },
            { character: '샬럿', text: '목도리는 일 년이나 못 기다려. 할아버지는 지금 추우시단 말이야!' },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
