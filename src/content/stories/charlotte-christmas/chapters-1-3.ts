import type { SideBubbleChapterWords } from '../with-pictures';

/** Snow comes; with five names to give to and three dollars in her jar, Charlotte buys one present and makes the rest. */
export const chaptersOneToThree = [
  {
    id: 1,
    title: 'The First Snow',
    translation: { title: '첫눈' },
    panels: [
      {
        id: 'c1-p1',
        text: 'Snow fell all night long. In the morning, the whole street was white. Charlotte and her little brother Leo ran outside with Biscuit, their dog.',
        speechBubbles: [
          { character: 'Leo', text: 'Snow! Real snow!', position: 'left' },
          { character: 'Charlotte', text: 'Just six more days until Christmas!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c1-p1.svg',
        translation: {
          text: '밤새 눈이 펑펑 내렸어요. 아침이 되자 온 동네가 하얗게 변했어요. 샬럿과 남동생 레오는 강아지 비스킷과 함께 밖으로 뛰어나갔어요.',
          speechBubbles: [
            { character: '레오', text: '눈이다! 진짜 눈이야!' },
            { character: '샬럿', text: '여섯 밤만 자면 크리스마스야!' },
          ],
        },
      },
      {
        id: 'c1-p2',
        text: 'They built a snowman with a carrot nose. Then Charlotte tried to count on her fingers. That is hard to do in mittens!',
        speechBubbles: [
          { character: 'Leo', text: 'What are you counting?', position: 'left' },
          { character: 'Charlotte', text: "Mom, Dad, you, Grandma and Grandpa. That's five presents to give!", position: 'right' },
          { character: 'Leo', text: 'One for me? Yay!', position: 'left' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c1-p2.svg',
        translation: {
          text: '둘은 당근 코를 붙인 눈사람을 만들었어요. 그러고 나서 샬럿은 손가락을 하나씩 꼽아 보았어요. 그런데 벙어리장갑을 끼고는 그게 참 어려웠어요!',
          speechBubbles: [
            { character: '레오', text: '누나, 뭘 세는 거야?' },
            { character: '샬럿', text: '엄마, 아빠, 너, 할머니, 할아버지. 내가 줄 선물이 다섯 개야!' },
            { character: '레오', text: '하나는 내 거야? 야호!' },
          ],
        },
      },
    ],
  },
  {
    id: 2,
    title: 'Twelve Quarters',
    translation: { title: '동전 열두 개' },
    panels: [
      {
        id: 'c2-p1',
        text: 'Back inside, Charlotte emptied her coin jar onto the rug. She counted twelve quarters. Four quarters make one dollar, so she had three dollars. Biscuit sniffed the quarters, but coins are not snacks.',
        speechBubbles: [{ character: 'Charlotte', text: "Three whole dollars! I'm rich!", position: 'left' }],
        imageUrl: '/illustrations/charlotte-christmas/c2-p1.svg',
        translation: {
          text: '집에 들어온 샬럿은 동전을 모으는 유리병을 양탄자 위에 쏟았어요. 25센트짜리 동전이 열두 개 나왔어요. 동전 네 개면 1달러니까, 모두 3달러였어요. 비스킷이 킁킁 냄새를 맡았지만, 동전은 간식이 아니에요.',
          speechBubbles: [{ character: '샬럿', text: '3달러나 있어! 나 완전 부자야!' }],
        },
      },
      {
        id: 'c2-p2',
        text: 'At the market, Charlotte and Dad looked at price tags. A toy truck for Leo cost ten dollars. A sparkly necklace for Mom cost fifteen. Three dollars could not buy those. Then Charlotte found a soft red scarf. It cost exactly three dollars!',
        speechBubbles: [
          { character: 'Charlotte', text: "Grandpa's neck is always cold. This is for him!", position: 'right' },
          { character: 'Dad', text: "That's every coin you have. Are you sure?", position: 'left' },
          { character: 'Charlotte', text: "I'm sure!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c2-p2.svg',
        translation: {
          text: '샬럿은 아빠와 함께 시장에 가서 가격표를 살펴보았어요. 레오에게 줄 장난감 트럭은 10달러였어요. 엄마께 드릴 반짝이 목걸이는 15달러였고요. 3달러로는 어느 것도 살 수 없었어요. 그때 부드러운 빨간 목도리가 눈에 띄었어요. 딱 3달러였어요!',
          speechBubbles: [
            { character: '샬럿', text: '할아버지는 늘 목이 시리다고 하셨어. 이건 할아버지 선물이야!' },
            { character: '아빠', text: '그게 네 동전 전부인데, 정말 괜찮겠니?' },
            { character: '샬럿', text: '응, 정말 괜찮아!' },
          ],
        },
      },
    ],
  },
  {
    id: 3,
    title: 'The Secret Workshop',
    translation: { title: '비밀 작업실' },
    panels: [
      {
        id: 'c3-p1',
        text: 'Now the jar was empty, but she still needed four more presents. So Charlotte set up a secret workshop with paper, crayons and glue. Leo came to help. He glued a paper star to his own forehead.',
        speechBubbles: [
          { character: 'Leo', text: "Look! I'm a Christmas tree!", position: 'left' },
          { character: 'Charlotte', text: "You're the smallest Christmas tree in the world!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c3-p1.svg',
        translation: {
          text: '이제 동전 유리병은 텅 비었는데, 선물은 아직 네 개나 모자랐어요. 그래서 샬럿은 방에 비밀 작업실을 차리고 종이와 크레파스, 풀을 꺼냈어요. 레오도 돕겠다며 들어왔어요. 그러더니 종이 별을 자기 이마에 척 붙였어요.',
          speechBubbles: [
            { character: '레오', text: '이것 봐! 나 크리스마스트리야!' },
            { character: '샬럿', text: '세상에서 제일 작은 크리스마스트리네!' },
          ],
        },
      },
      {
        id: 'c3-p2',
        text: "Then Charlotte's friend Mina came over. Mina knew how to fold a paper star with five points. Together they made a golden one for Grandma.",
        speechBubbles: [
          { character: 'Mina', text: 'Fold it here, then here. Now pull the corners!', position: 'left' },
          { character: 'Charlotte', text: 'It popped out like magic!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c3-p2.svg',
        translation: {
          text: '그때 샬럿의 친구 미나가 놀러 왔어요. 미나는 뾰족한 끝이 다섯 개인 종이 별을 접을 줄 알았어요. 둘은 함께 할머니께 드릴 금빛 별을 접었어요.',
          speechBubbles: [
            { character: '미나', text: '여기를 접고, 또 여기를 접어. 이제 모서리를 쏙 당겨 봐!' },
            { character: '샬럿', text: '와, 마법처럼 별이 튀어나왔어!' },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
