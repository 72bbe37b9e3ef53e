import type { PointBubbleChapterWords } from '../with-pictures';
import { image } from './image';

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
        text: '거실은 금세 작은 공원으로 바뀌었어요. 레오는 색종이로 해와 나무를 오려 창문에 붙였어요. 아빠는 커다란 우산을 펴서 돗자리 옆에 파라솔처럼 세워 주셨어요. 모두 돗자리에 둘러앉아 김밥을 먹는데 초인종이 딩동 울렸어요. 할머니와 할아버지께서 딸기 케이크를 들고 오신 거예요. 비스킷은 떨어진 김밥을 찾느라 돗자리 둘레를 빙빙 돌았어요.',
        speechBubbles: [
          { character: '할머니', text: '우리 샬럿, 생일 축하한다. 케이크는 할머니가 직접 구웠단다.', x: 22, y: 16 },
          { character: '샬럿', text: '할머니, 할아버지, 여기 앉으세요! 김밥 드세요!', x: 49, y: 36 },
        ],
        imageUrl: image(7),
        translation: {
          text: 'Soon the living room turns into a little park. Leo cuts out a paper sun and paper trees and tapes them to the window. Dad opens a big umbrella beside the mat, like a beach umbrella. Everyone is munching kimbap when the doorbell rings. Ding-dong! Grandma and Grandpa have come with a strawberry cake. Biscuit circles the mat, sniffing for dropped kimbap.',
          speechBubbles: [
            { character: 'Grandma', text: 'Happy birthday, my dear. I baked this cake myself.' },
            { character: 'Charlotte', text: 'Grandma, Grandpa, come sit here! Have some kimbap!' },
          ],
        },
      },
    ],
  },
  {
    id: 8,
    title: '8장',
    chapterTitle: '아홉 개의 촛불',
    translation: { title: 'Chapter 8', chapterTitle: 'Nine Candles' },
    panels: [
      {
        id: 'c8-p1',
        text: '저녁이 되자 아빠가 거실 불을 끄셨어요. 돗자리 한가운데 놓인 딸기 케이크 위에서 촛불 아홉 개가 반짝였어요. 모두 손뼉을 치며 생일 축하 노래를 불렀어요. 노래가 끝나자 샬럿은 두 손을 모으고 눈을 꼭 감은 채 소원을 빌었어요. 그러고는 후 하고 촛불 아홉 개를 한 번에 껐어요.',
        speechBubbles: [
          { character: '다 같이', text: '♪ 생일 축하합니다, 사랑하는 샬럿, 생일 축하합니다! ♪', x: 50, y: 10 },
          { character: '레오', text: '누나, 얼른 소원 빌어!', x: 35, y: 32 },
        ],
        imageUrl: image(8),
        translation: {
          text: 'In the evening, Dad switches off the living-room lights. The strawberry cake sits in the middle of the mat. Nine candles glow on top. Everyone claps and sings the birthday song. When the song ends, Charlotte shuts her eyes tight and makes a wish. Then she blows out all nine candles in one big breath.',
          speechBubbles: [
            { character: 'Everyone', text: '♪ Happy birthday, dear Charlotte, happy birthday to you! ♪' },
            { character: 'Leo', text: 'Quick, make a wish!' },
          ],
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
        text: '잠잘 시간이 되자 어느새 비가 그치고 창밖에 별이 반짝였어요. 미나는 집으로 돌아갔고, 할머니와 할아버지께서도 댁으로 돌아가셨어요. 샬럿은 색종이 왕관을 베개 옆에 두고 침대에 누웠어요. 비스킷은 침대 옆에 돌돌 말아 둔 돗자리 위에서 벌써 새근새근 자고 있었어요. 엄마가 샬럿에게 이불을 덮어 주셨어요.',
        speechBubbles: [
          { character: '엄마', text: '아까 무슨 소원 빌었는지 엄마한테만 살짝 알려 줄래?', x: 64, y: 14 },
          { character: '샬럿', text: '비밀이야! 대신 힌트 줄게. 돗자리!', x: 82, y: 36 },
        ],
        imageUrl: image(9),
        translation: {
          text: 'By bedtime, the rain has stopped, and stars twinkle outside the window. Mina has gone home, and so have Grandma and Grandpa. Charlotte sets her paper crown beside her pillow and snuggles into bed. Biscuit is already fast asleep on the rolled-up picnic mat. Mom tucks the blanket around Charlotte.',
          speechBubbles: [
            { character: 'Mom', text: 'Will you tell me your wish? Just me, in a whisper?' },
            { character: 'Charlotte', text: "It's a secret! But here's a hint: picnic mat!" },
          ],
        },
      },
    ],
  },
] satisfies PointBubbleChapterWords[];
