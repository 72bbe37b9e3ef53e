import type { PointBubbleChapterWords } from '../with-pictures';

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
        text: '샬럿이 눈을 뜨자마자 비스킷이 침대로 폴짝 뛰어올랐어요. 달력에는 오늘 날짜에 빨간 동그라미가 그려져 있었어요. ‘미나랑 공원 소풍!’ 침대 옆에는 어젯밤 챙겨 둔 돗자리와 소풍 바구니가 있었어요.',
        speechBubbles: [{ character: '샬럿', text: '비스킷, 나 오늘 아홉 살이야!', x: 62, y: 10 }],
        translation: {
          text: 'The moment Charlotte wakes up, Biscuit jumps onto her bed. On the calendar, today has a big red circle: “Picnic in the park with Mina!” Her picnic mat and basket wait by the bed, all packed.',
          speechBubbles: [{ character: 'Charlotte', text: 'Biscuit, I’m nine today!' }],
        },
        shot: {
          size: 'wide',
          who: [
            { id: 'charlotte', does: 'sits up in bed and throws both arms in the air, laughing at Biscuit', feels: 'excited', wears: 'pajamas' },
            { id: 'biscuit', does: 'leaps onto the bed, tail wagging, licking at Charlotte', feels: 'happy', wears: 'his red collar' },
          ],
          offstage: [{ id: 'mina', why: 'only her name, written on the calendar: the picnic is with her later today' }],
          objects: [
            { id: 'calendar', state: "hangs on the wall; today's date circled in red, with '미나랑 공원 소풍!' written inside" },
            { id: 'picnic-mat', state: 'rolled up by the bed, dry and clean' },
            { id: 'picnic-basket', state: 'packed and ready by the bed' },
          ],
          place: "Charlotte's bedroom",
          indoors: true,
          time: 'morning',
          weather: 'clear',
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
        text: '엄마가 끓인 미역국에서 김이 모락모락 났어요. 저녁엔 할머니 할아버지도 오신대요. 레오가 등 뒤에서 노란 색종이 왕관을 꺼냈어요. 뾰족뾰족한 끝이 조금 삐뚤빼뚤했어요. 그래도 샬럿은 얼른 왕관을 썼어요.',
        speechBubbles: [
          { character: '레오', text: '누나, 생일 축하해! 내가 접었어.', x: 58, y: 8 },
          { character: '아빠', text: '우리 생일 공주님 납시오!', x: 86, y: 26 },
        ],
        translation: {
          text: 'A bowl of seaweed soup is steaming on the table. In Korea, that’s birthday soup! Grandma and Grandpa are coming tonight, too. Then Leo pulls a yellow paper crown from behind his back. Its points are a little crooked, but Charlotte puts it right on.',
          speechBubbles: [
            { character: 'Leo', text: 'Happy birthday! I folded it myself.' },
            { character: 'Dad', text: 'Make way for the birthday princess!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'puts the paper crown Leo folded right on her head, both hands setting it straight',
              feels: 'delighted',
              wears: 'striped T-shirt and denim overalls',
            },
            {
              id: 'leo',
              does: 'stands beside Charlotte and holds out both open hands to her, proud of the crown he folded, as she puts it on',
              feels: 'proud',
              wears: 'green T-shirt and shorts',
            },
            { id: 'mom', does: 'sits at the low table, clapping for Charlotte', feels: 'happy', wears: 'light cardigan and jeans' },
            {
              id: 'dad',
              does: 'sits across the table and grins at Charlotte in her crown, one hand up as if announcing a princess',
              feels: 'cheerful and playful',
              wears: 'blue sweater and trousers',
            },
          ],
          offstage: [
            { id: 'grandma', why: 'the words only say she is coming tonight' },
            { id: 'grandpa', why: 'the words only say he is coming tonight' },
          ],
          objects: [
            { id: 'bapsang', state: 'low round table on the living-room floor, set for breakfast' },
            { id: 'miyeokguk', state: 'a bowl of seaweed soup, steaming, in front of Charlotte' },
            { id: 'rice-bowl', state: 'full of white rice' },
            { id: 'paper-crown', state: 'folded from yellow 색종이 paper, with pointed folded tips, a little crooked, on Charlotte’s head, her hands on it' },
          ],
          place: 'the living room, breakfast on a low round table on the floor',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
    ],
  },
  {
    id: 3,
    title: '3장',
    chapterTitle: '미나의 카드',
    translation: { title: 'Chapter 3', chapterTitle: 'Mina’s Card' },
    panels: [
      {
        id: 'c3-p1',
        text: '교실 문 앞에서 미나가 카드를 내밀었어요. 직접 그린 생일 카드였어요. 공원 돗자리에서 둘이 김밥을 먹는 그림이었어요. 그런데 창밖으로 회색 구름이 슬금슬금 몰려오고 있었어요.',
        speechBubbles: [
          { character: '미나', text: '생일 축하해, 내 단짝! 오늘 꼭 이렇게 먹자!', x: 68, y: 8 },
          { character: '샬럿', text: '우아, 이거 우리잖아! 고마워!', x: 33, y: 80 },
        ],
        translation: {
          text: 'At the classroom door, Mina hands Charlotte a card she drew herself. It shows the two of them eating kimbap on a picnic mat in the park. But gray clouds are creeping past the window.',
          speechBubbles: [
            { character: 'Mina', text: 'Happy birthday, best friend! Let’s eat just like this today!' },
            { character: 'Charlotte', text: 'Wow, that’s us! Thank you!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'turns to Mina and holds the card she has just been given in both hands between them, beaming at it and at her',
              feels: 'delighted',
              wears: 'striped T-shirt and denim overalls, backpack on',
            },
            {
              id: 'mina',
              does: 'has just handed Charlotte the open birthday card, her hand still at its edge, beaming',
              feels: 'happy and proud of her card',
              wears: 'lilac hoodie and pink skirt, backpack on',
            },
          ],
          objects: [
            {
              id: 'birthday-card',
              state: "hand-drawn in crayon: Charlotte and Mina eating kimbap on a picnic mat in a sunny park, with '생일 축하해, 샬럿!' written across the top",
            },
          ],
          place: 'the classroom doorway at school',
          indoors: true,
          time: 'day',
          weather: 'cloudy',
        },
      },
    ],
  },
] satisfies PointBubbleChapterWords[];
