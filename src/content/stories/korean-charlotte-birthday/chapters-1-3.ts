import type { PointBubbleChapterWords } from '../with-pictures';
import { image } from './image';

// Bubbles: x is the speaker's centre in percent (the tail points there; the reader keeps the bubble inside the
// picture), y the bubble's middle, just above the speaker's head.
export const chapters1to3 = [
  {
    id: 1,
    title: '1장',
    chapterTitle: '생일 아침',
    translation: { title: 'Chapter 1', chapterTitle: 'Birthday Morning' },
    panels: [
      {
        id: 'c1-p1',
        text: '오늘은 샬럿의 아홉 번째 생일이에요. 샬럿이 눈을 뜨자마자 강아지 비스킷이 침대 위로 폴짝 뛰어올라 꼬리를 흔들었어요. 샬럿은 벽에 걸린 달력부터 보았어요. 오늘 날짜에 빨간 동그라미가 그려져 있고, ‘미나랑 공원 소풍!’이라고 적혀 있었어요. 침대 옆에는 어젯밤에 챙겨 둔 돗자리와 소풍 바구니도 있었어요. 창밖에는 해가 쨍쨍했어요.',
        speechBubbles: [
          { character: '샬럿', text: '비스킷, 나 오늘 아홉 살이야!', x: 80, y: 24 },
        ],
        imageUrl: image(1),
        translation: {
          text: "Today is Charlotte's ninth birthday. When she opens her eyes, Biscuit the puppy leaps onto the bed, wagging hard. Charlotte looks at her calendar first. Today's date has a big red circle around it. Inside, she has written, “Picnic in the park with Mina!” A rolled-up picnic mat and a picnic basket wait by the bed. She packed them last night. Outside, the sun is shining.",
          speechBubbles: [
            { character: 'Charlotte', text: "Biscuit, I'm nine today!" },
          ],
        },
      },
    ],
  },
  {
    id: 2,
    title: '2장',
    chapterTitle: '생일 밥상',
    translation: { title: 'Chapter 2', chapterTitle: 'Birthday Breakfast' },
    panels: [
      {
        id: 'c2-p1',
        text: '거실 바닥에 놓인 동그란 밥상에 생일 아침밥이 차려져 있었어요. 엄마는 아침 일찍 미역국을 끓여 주셨어요. 아빠는 샬럿이 좋아하는 달걀말이를 도톰하게 말아 주셨어요. 샬럿이 숟가락으로 미역국을 막 뜨려는데, 남동생 레오가 등 뒤에 숨긴 것을 쑥 내밀었어요. 노란 색종이로 접은 왕관이었어요. 조금 삐뚤빼뚤했지만 샬럿은 얼른 왕관을 머리에 썼어요.',
        speechBubbles: [
          { character: '엄마', text: '생일 축하해, 우리 샬럿! 미역국 따뜻할 때 먹어.', x: 20, y: 14 },
          { character: '아빠', text: '소풍 도시락은 아빠가 김밥으로 싸 놨어!', x: 80, y: 32 },
          { character: '레오', text: '누나, 생일 축하해! 이거 내가 접었어.', x: 50, y: 50 },
        ],
        imageUrl: image(2),
        translation: {
          text: "Birthday breakfast is waiting on a low, round table in the living room. Mom got up early to make miyeokguk. It is a seaweed soup that Koreans eat on birthdays. Dad made Charlotte's favorite rolled omelet, cut into fat yellow slices. Charlotte picks up her spoon. Just then, her little brother Leo pulls something from behind his back. It is a crown folded from yellow paper! It is a bit crooked, but Charlotte puts it on right away.",
          speechBubbles: [
            { character: 'Mom', text: "Happy birthday, sweetie! Eat your soup while it's warm." },
            { character: 'Dad', text: 'And I packed kimbap for your picnic!' },
            { character: 'Leo', text: 'Happy birthday! I folded it myself.' },
          ],
        },
      },
    ],
  },
  {
    id: 3,
    title: '3장',
    chapterTitle: '미나의 카드',
    translation: { title: 'Chapter 3', chapterTitle: "Mina's Card" },
    panels: [
      {
        id: 'c3-p1',
        text: '학교에 가니 단짝 미나가 교실 문 앞에서 기다리고 있었어요. 미나는 직접 그린 생일 카드를 내밀었어요. 카드에는 두 친구가 공원에 돗자리를 펴고 김밥을 먹는 그림이 그려져 있었어요. 바로 오늘 오후에 둘이 함께 가기로 한 소풍이었어요. 그런데 창밖 하늘에 회색 구름이 슬금슬금 몰려오고 있었어요.',
        speechBubbles: [
          { character: '미나', text: '샬럿, 생일 축하해! 앞으로도 쭉 단짝이야!', x: 68, y: 16 },
          { character: '샬럿', text: '고마워! 이따 공원에서 우리도 이렇게 먹자!', x: 33, y: 36 },
        ],
        imageUrl: image(3),
        translation: {
          text: "At school, Charlotte's best friend Mina is waiting at the classroom door. She hands Charlotte a birthday card she drew herself. On the card, two friends eat kimbap on a picnic mat in the park. That is exactly the picnic they are going on this afternoon! But outside the window, gray clouds are creeping across the sky.",
          speechBubbles: [
            { character: 'Mina', text: 'Happy birthday, Charlotte! Best friends forever and ever!' },
            { character: 'Charlotte', text: "Thank you! Let's eat just like this at the park later!" },
          ],
        },
      },
    ],
  },
] satisfies PointBubbleChapterWords[];
