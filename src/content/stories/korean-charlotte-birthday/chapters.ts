import type { PointBubbleChapter } from '@/shared/story';
import { biscuit, charlotte, dad, grandma, grandpa, leo, mina, mom, prop } from './cast';

const image = (chapter: number) => `/illustrations/korean-charlotte-birthday/c${chapter}-p1.svg`;

// Bubbles: x is the speaker's centre in percent (the tail points there; the reader keeps the bubble inside the
// picture), y the bubble's middle, just above the speaker's head.
export const koreanCharlotteBirthdayChapters = [
  {
    id: 1,
    title: '1장',
    chapterTitle: '생일 아침',
    panels: [
      {
        id: 'c1-p1',
        text: '오늘은 샬럿의 생일이에요. 샬럿은 이제 아홉 살이 되었어요. 눈을 뜨자마자 강아지 비스킷이 꼬리를 흔들며 침대 위로 뛰어올랐어요.',
        speechBubbles: [{ character: '샬럿', text: '비스킷, 나 오늘 아홉 살이야!', x: 80, y: 24 }],
        imageUrl: image(1),
        imageAlt: '아침 해가 창밖에 떠오른 방에서 샬럿이 침대에 앉아 있고, 강아지 비스킷이 침대 위로 올라와 꼬리를 흔들어요.',
        scene: {
          background: 'bedroom',
          actors: [
            charlotte(650, 262, 130),
            biscuit(748, 300, 90),
            prop('sun')(155, 150, 60),
            prop('alarm-clock')(470, 350, 50),
          ],
        },
      },
    ],
  },
  {
    id: 2,
    title: '2장',
    chapterTitle: '엄마의 미역국',
    panels: [
      {
        id: 'c2-p1',
        text: '부엌에서 고소한 냄새가 솔솔 났어요. 엄마는 아침 일찍 미역국을 끓여 주셨어요. 아빠는 샬럿이 좋아하는 달걀말이를 만들어 주셨어요. 생일날 먹는 미역국은 언제나 특별해요.',
        speechBubbles: [
          { character: '엄마', text: '생일 축하해, 우리 샬럿!', x: 20, y: 32 },
          { character: '아빠', text: '달걀말이도 많이 먹어!', x: 80, y: 32 },
        ],
        imageUrl: image(2),
        imageAlt: '부엌 식탁에 김이 나는 미역국과 달걀 요리가 놓여 있고, 엄마와 아빠가 샬럿을 사이에 두고 웃고 있어요.',
        scene: {
          background: 'kitchen',
          actors: [
            mom(160, 350),
            charlotte(400, 340, 140),
            dad(640, 350),
            prop('steaming-bowl')(360, 450, 65),
            prop('cooking')(450, 450, 60),
          ],
        },
      },
    ],
  },
  {
    id: 3,
    title: '3장',
    chapterTitle: '레오의 왕관',
    panels: [
      {
        id: 'c3-p1',
        text: '남동생 레오가 등 뒤에 무언가를 숨기고 다가왔어요. 레오가 내민 것은 색종이로 접은 왕관이었어요. 조금 삐뚤빼뚤했지만 샬럿에게는 세상에서 가장 멋진 왕관이었어요.',
        speechBubbles: [
          { character: '레오', text: '누나, 생일 축하해! 내가 만들었어.', x: 68, y: 46 },
          { character: '샬럿', text: '고마워, 레오! 정말 멋지다.', x: 36, y: 22 },
        ],
        imageUrl: image(3),
        imageAlt: '거실에서 샬럿이 종이 왕관을 쓰고 웃고 있고, 남동생 레오와 강아지 비스킷이 옆에 있어요.',
        scene: {
          background: 'living-room',
          actors: [
            charlotte(290, 370),
            prop('crown')(290, 280, 65),
            leo(530, 385),
            biscuit(690, 420, 90),
          ],
        },
      },
    ],
  },
  {
    id: 4,
    title: '4장',
    chapterTitle: '미나의 카드',
    panels: [
      {
        id: 'c4-p1',
        text: '교실에 들어서자 단짝 친구 미나가 달려왔어요. 미나는 직접 그린 생일 카드를 건넸어요. 카드 속에는 두 친구가 손을 잡고 웃는 그림이 있었어요.',
        speechBubbles: [{ character: '미나', text: '샬럿, 생일 축하해! 우리 계속 단짝이야.', x: 66, y: 34 }],
        imageUrl: image(4),
        imageAlt: '교실에서 미나가 샬럿에게 하트가 그려진 생일 카드를 건네고 있어요.',
        scene: {
          background: 'classroom',
          actors: [charlotte(260, 370), prop('love-letter')(400, 420, 75), mina(540, 370)],
        },
      },
    ],
  },
  {
    id: 5,
    title: '5장',
    chapterTitle: '갑자기 내린 비',
    panels: [
      {
        id: 'c5-p1',
        text: '방과 후에는 친구들과 공원에서 생일 소풍을 하기로 했어요. 그런데 공원에 도착하자 하늘이 어두워지더니 비가 쏟아지기 시작했어요. 샬럿은 우산 아래에서 한숨을 쉬었어요.',
        speechBubbles: [
          { character: '샬럿', text: '오늘 소풍은 못 하겠네…', x: 38, y: 30 },
          { character: '미나', text: '괜찮아, 다른 방법이 있을 거야.', x: 72, y: 46 },
        ],
        imageUrl: image(5),
        imageAlt: '비구름이 낀 공원에서 샬럿과 미나가 우산을 쓰고 서 있고, 소풍 바구니가 발밑에 놓여 있어요.',
        scene: {
          background: 'park',
          actors: [
            prop('cloud-with-rain')(150, 85, 120),
            prop('cloud-with-rain')(380, 72, 140),
            prop('cloud-with-rain')(620, 100, 120),
            prop('umbrella-with-rain-drops')(310, 250, 150),
            charlotte(310, 380),
            prop('basket')(440, 450, 65),
            prop('umbrella')(560, 260, 130),
            mina(560, 385),
          ],
        },
      },
    ],
  },
  {
    id: 6,
    title: '6장',
    chapterTitle: '거실 소풍 준비',
    panels: [
      {
        id: 'c6-p1',
        text: '집에 돌아오자 엄마가 좋은 생각이 있다고 하셨어요. 공원에 못 가면 거실을 공원처럼 꾸미면 된대요. 레오와 미나도 풍선을 불며 신나게 도왔어요.',
        speechBubbles: [
          { character: '엄마', text: '우리 거실에서 소풍하자!', x: 20, y: 30 },
          { character: '레오', text: '풍선은 내가 불게!', x: 47, y: 50 },
        ],
        imageUrl: image(6),
        imageAlt: '거실에서 엄마와 샬럿, 레오, 미나가 풍선과 소풍 바구니로 방을 공원처럼 꾸미고 있어요.',
        scene: {
          background: 'living-room',
          actors: [
            mom(150, 350),
            prop('balloon')(330, 170, 80),
            prop('balloon')(480, 140, 90),
            leo(380, 390),
            charlotte(540, 365, 140),
            mina(690, 370, 140),
            prop('basket')(460, 455, 55),
          ],
        },
      },
    ],
  },
  {
    id: 7,
    title: '7장',
    chapterTitle: '할머니와 케이크',
    panels: [
      {
        id: 'c7-p1',
        text: '초인종이 울리고 할머니와 할아버지가 오셨어요. 할머니는 샬럿과 함께 딸기 케이크를 만드셨어요. 비스킷은 생크림 냄새를 맡고 식탁 옆을 빙빙 돌았어요.',
        speechBubbles: [
          { character: '할머니', text: '딸기는 샬럿이 올려 볼래?', x: 22, y: 32 },
          { character: '할아버지', text: '비스킷, 케이크는 안 돼!', x: 80, y: 32 },
        ],
        imageUrl: image(7),
        imageAlt: '부엌에서 할머니와 샬럿이 딸기 케이크를 만들고, 할아버지가 케이크 쪽으로 다가오는 비스킷을 말리고 있어요.',
        scene: {
          background: 'kitchen',
          actors: [
            grandma(170, 350),
            charlotte(390, 340, 140),
            grandpa(650, 350),
            prop('shortcake')(420, 450, 75),
            prop('strawberry')(330, 455, 45),
            biscuit(560, 430, 90),
          ],
        },
      },
    ],
  },
  {
    id: 8,
    title: '8장',
    chapterTitle: '아홉 개의 촛불',
    panels: [
      {
        id: 'c8-p1',
        text: '드디어 생일 파티가 시작되었어요. 케이크 위에서 촛불 아홉 개가 반짝였어요. 모두 생일 축하 노래를 불러 주었고, 샬럿은 눈을 감고 소원을 빌었어요.',
        speechBubbles: [
          { character: '아빠', text: '사랑하는 샬럿, 생일 축하합니다!', x: 78, y: 24 },
          { character: '레오', text: '누나, 소원 빌어!', x: 33, y: 44 },
        ],
        imageUrl: image(8),
        imageAlt: '풍선으로 꾸민 방에서 가족과 미나가 촛불 켠 생일 케이크 앞에 선 샬럿을 둘러싸고 노래해요.',
        scene: {
          background: 'party-room',
          time: 'evening',
          actors: [
            grandma(80, 340, 120),
            mom(200, 320, 130),
            leo(280, 400, 105),
            charlotte(400, 310, 140),
            prop('birthday-cake')(400, 435, 110),
            mina(520, 400, 110),
            dad(610, 320, 130),
            grandpa(720, 340, 120),
            biscuit(140, 440, 80),
            prop('party-popper')(680, 450, 60),
          ],
        },
      },
    ],
  },
  {
    id: 9,
    title: '9장',
    chapterTitle: '별빛 아래 소원',
    panels: [
      {
        id: 'c9-p1',
        text: '파티가 끝나자 비가 그치고 하늘에 별이 떴어요. 엄마가 샬럿에게 무슨 소원을 빌었는지 살짝 물어보셨어요. 샬럿은 엄마 귀에 대고 작게 속삭였어요.',
        speechBubbles: [
          { character: '샬럿', text: '내년 생일에도 다 같이 모이게 해 달라고 빌었어.', x: 82, y: 18 },
          { character: '엄마', text: '정말 예쁜 소원이구나.', x: 64, y: 38 },
        ],
        imageUrl: image(9),
        imageAlt: '밤이 된 방에서 침대에 누운 샬럿이 곁에 앉은 엄마에게 속삭여요. 창밖에는 달과 별이 떠 있고, 바닥에는 종이 왕관과 비스킷이 있어요.',
        scene: {
          background: 'bedroom',
          time: 'night',
          actors: [
            prop('crescent-moon')(195, 130, 55),
            prop('star')(110, 115, 30),
            charlotte(660, 262, 130),
            mom(515, 300, 140),
            biscuit(250, 430, 85, true),
            prop('crown')(360, 445, 50),
          ],
        },
      },
    ],
  },
] satisfies PointBubbleChapter[];
