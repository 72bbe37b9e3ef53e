import type { PointBubbleChapterWords } from '../with-pictures';

// Bubbles are placed as in chapters-1-3.ts: x is the speaker's centre in percent, y just above their head.
export const chapters7to9 = [
  {
    id: 7,
    title: '7장',
    chapterTitle: '거실 소풍',
    translation: { title: 'Chapter 7', chapterTitle: 'The Living-Room Picnic' },
    panels: [
      {
        id: 'c7-p1',
        text: '레오는 색종이 해와 나무를 창문에 붙였어요. 아빠는 커다란 우산을 파라솔처럼 펼쳤어요. 김밥을 먹는데, 비스킷이 김밥 꼬다리를 물고 소파 밑으로 쏙 숨었어요. 딩동! 할머니와 할아버지가 딸기 케이크를 들고 오셨어요.',
        speechBubbles: [
          { character: '레오', text: '비스킷도 소풍 왔네!', x: 52, y: 8 },
          { character: '샬럿', text: '어서 오세요, 우리 공원에!', x: 54, y: 30 },
        ],
        translation: {
          text: 'Leo tapes a paper sun and paper trees to the window. Dad opens the big umbrella over the mat, like at the beach. Everyone is eating kimbap when Biscuit grabs a kimbap end and zooms under the sofa. Ding-dong! Grandma and Grandpa arrive with a strawberry cake.',
          speechBubbles: [
            { character: 'Leo', text: 'Biscuit’s having a picnic too!' },
            { character: 'Charlotte', text: 'Welcome to our park!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'springs up on the picnic mat in her socks, turns to the door and throws her arms up to welcome Grandma and Grandpa',
              feels: 'overjoyed',
              wears: 'striped T-shirt and denim overalls, socks, the paper crown back on her head',
            },
            {
              id: 'grandma',
              does: 'steps in from the door in her socks, holding the strawberry cake out on its plate in both hands to Charlotte',
              feels: 'warm and delighted',
              wears: 'pink cardigan and long skirt, socks',
            },
            {
              id: 'leo',
              does: 'sits on the picnic mat eating kimbap, grinning and looking over at Biscuit',
              feels: 'amused',
              wears: 'green T-shirt and shorts, socks',
            },
            {
              id: 'dad',
              does: 'sits on the mat holding up the big umbrella he opened over it, his other hand on his knee',
              feels: 'cheerful',
              wears: 'blue sweater and trousers, socks',
            },
            {
              id: 'grandpa',
              does: 'still in the doorway behind Grandma in his socks, waving hello',
              feels: 'cheerful',
              wears: 'white shirt, brown vest and flat cap, socks',
            },
            { id: 'mina', does: 'sits on the picnic mat, eating kimbap', feels: 'happy', wears: 'lilac hoodie and pink skirt, socks' },
            {
              id: 'biscuit',
              does: 'noses in at the foot of the sofa with a kimbap end in his mouth, about to dive under it',
              feels: 'sneaky and pleased',
              wears: 'his red collar',
            },
            { id: 'mom', does: 'sits at the back of the picnic mat, eating kimbap', feels: 'happy', wears: 'light cardigan and jeans, socks' },
          ],
          objects: [
            { id: 'strawberry-cake', state: 'whole, topped with strawberries, no candles yet, in Grandma’s hands' },
            { id: 'paper-crown', state: 'yellow, folded points, a little crooked, on Charlotte’s head' },
            { id: 'kimbap-box', state: 'open on the picnic mat, full of kimbap slices' },
            { id: 'kimbap-end', state: 'the end slice of a kimbap roll, in Biscuit’s mouth' },
            { id: 'sofa', state: 'against the wall by the door, Biscuit at its foot about to dive under' },
          ],
          place: 'the living room turned into a picnic park: the mat spread on the floor, the big umbrella open over it, paper sun and trees on the window',
          indoors: true,
          time: 'evening',
          weather: 'rain',
        },
      },
    ],
  },
  {
    id: 8,
    title: '8장',
    chapterTitle: '촛불 아홉 개',
    translation: { title: 'Chapter 8', chapterTitle: 'Nine Candles' },
    panels: [
      {
        id: 'c8-p1',
        text: '아빠가 불을 껐어요. 딸기 케이크 위에서 촛불 아홉 개가 반짝였어요. 모두 손뼉을 치며 노래했어요. 샬럿은 두 손을 모으고 눈을 꼭 감았어요. 무슨 소원을 빌까요?',
        speechBubbles: [
          { character: '다 같이', text: '♪ 생일 축하합니다, 생일 축하합니다, 사랑하는 샬럿의 생일 축하합니다! ♪', x: 94, y: 80 },
          { character: '레오', text: '얼른 소원 빌어!', x: 8, y: 80 },
        ],
        translation: {
          text: 'Dad switches off the lights. Nine candles glow on the strawberry cake. Everyone claps and sings. Charlotte puts her hands together and shuts her eyes tight. What will she wish for?',
          speechBubbles: [
            { character: 'Everyone', text: '♪ Happy birthday to you, happy birthday to you, happy birthday, dear Charlotte, happy birthday to you! ♪' },
            { character: 'Leo', text: 'Quick, make a wish!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'kneels before the cake with her hands pressed together and her eyes shut tight, making a wish',
              feels: 'hopeful and happy',
              wears: 'striped T-shirt and denim overalls, the paper crown on her head',
            },
            { id: 'leo', does: 'sits on the mat beside her, clapping and singing', feels: 'excited', wears: 'green T-shirt and shorts' },
            { id: 'mina', does: 'kneels on the mat on her other side, clapping and singing', feels: 'happy', wears: 'lilac hoodie and pink skirt' },
            { id: 'grandma', does: 'sits a step back on the mat, clapping and singing', feels: 'loving', wears: 'pink cardigan and long skirt' },
            { id: 'mom', does: 'sits a step back on the mat at her shoulder, clapping and singing', feels: 'loving', wears: 'light cardigan and jeans' },
            {
              id: 'grandpa',
              does: 'sits at the back of the ring in the dark, clapping and singing, lit from below by the candles',
              feels: 'loving',
              wears: 'white shirt, brown vest and flat cap, socks',
            },
            {
              id: 'dad',
              does: 'sits at the back of the ring in the dark, back from the light switch, clapping and singing, lit from below by the candles',
              feels: 'cheerful',
              wears: 'blue sweater and trousers, socks',
            },
          ],
          objects: [
            { id: 'strawberry-cake', state: 'on a low round table on the picnic mat, topped with strawberries' },
            { id: 'candles', count: 9, state: 'lit, glowing in the dark room' },
            { id: 'paper-crown', state: 'yellow, folded points, a little crooked, on Charlotte’s head' },
          ],
          place: 'the living room, lights off, everyone around the cake on the picnic mat',
          indoors: true,
          time: 'evening',
          weather: 'rain',
        },
      },
    ],
  },
  {
    id: 9,
    title: '9장',
    chapterTitle: '별빛 아래 소원',
    translation: { title: 'Chapter 9', chapterTitle: 'A Wish Under the Stars' },
    panels: [
      {
        id: 'c9-p1',
        text: '잠잘 시간이 되자 비가 그치고 창밖에 별이 떴어요. 샬럿은 색종이 왕관을 베개 옆에 두고 누웠어요. 비스킷은 돌돌 만 돗자리 위에서 새근새근 자고 있었어요.',
        speechBubbles: [
          { character: '엄마', text: '무슨 소원 빌었어? 엄마한테만 살짝 알려 줘.', x: 95, y: 27 },
          { character: '샬럿', text: '비밀이야! 대신 힌트 줄게. 돗자리!', x: 8, y: 42 },
        ],
        translation: {
          text: 'By bedtime, the rain has stopped and stars are out. Charlotte lies in bed with her paper crown by her pillow. Biscuit is fast asleep on the rolled-up picnic mat.',
          speechBubbles: [
            { character: 'Mom', text: 'What did you wish for? Whisper it to me.' },
            { character: 'Charlotte', text: 'It’s a secret! Here’s a hint: picnic mat!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'lies in bed with her head on the pillow under the blanket, smiling up at Mom with a finger on her lips',
              feels: 'happy and sleepy',
              wears: 'pajamas',
            },
            {
              id: 'mom',
              does: 'kneels on the floor at the head of the bed, turned to Charlotte and leaning in to her, one hand tucking the quilt in by Charlotte’s hand and the other resting on sleeping Biscuit’s back, smiling at her, listening',
              feels: 'tender',
              wears: 'light cardigan and jeans',
            },
            { id: 'biscuit', does: 'sleeps curled up on the rolled-up picnic mat on the floor by the bed', feels: 'sleepy', wears: 'his red collar' },
          ],
          objects: [
            { id: 'paper-crown', state: 'yellow, folded points, a little crooked, set by her pillow beside her face' },
            { id: 'picnic-mat', state: 'rolled up on the floor by the bed, under Biscuit' },
            { id: 'birthday-card', state: 'Mina’s card, standing open on the nightstand by the lamp' },
          ],
          place: "Charlotte's bedroom",
          indoors: true,
          time: 'night',
          weather: 'clear',
        },
      },
    ],
  },
] satisfies PointBubbleChapterWords[];
