import type { SideBubbleChapterWords } from '../with-pictures';
import { names, namesEn, picture } from './cast';

export const chapters5to6 = [
  {
    id: 5,
    title: '길 이름은 누가 지었을까?',
    translation: { title: 'Who Named the Road?' },
    panels: [
      {
        id: 'c5-p1',
        text: '집으로 내려오는 길, 서준이는 젖은 지도를 두 손으로 받쳐 들고 터덜터덜 걸었어요. 큰길 모퉁이에서 파란 표지판 하나가 눈에 들어왔어요. 하얀 글씨로 ‘평창문화로’라고 쓰여 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 이 길 이름은 누가 지었어요?', position: 'left' },
          { character: names.grandpa, text: '마침 옆집 할머니가 오시는구나. 할머니께 여쭤보렴.', position: 'right' },
        ],
        imageUrl: picture('c5-p1'),
        translation: {
          text: 'On the way down, Seojun carried the wet map flat on both hands. He trudged along. At the corner of the big road, a blue sign caught his eye. Its white letters said "Pyeongchangmunhwa-ro." That means Pyeongchang Culture Road.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'Grandpa, who named this road?' },
            { character: namesEn.grandpa, text: 'Here comes Grandma Next Door. Why not ask her?' },
          ],
        },
      },
      {
        id: 'c5-p2',
        text: '옆집 할머니가 장바구니를 내려놓고 표지판을 올려다보셨어요. 이 길은 원래 다른 이름이었대요. 우리 동네에는 그림 그리는 사람과 글 쓰는 사람이 많이 살고 미술관도 많아서, 동네 사람들이 ‘문화’라는 말이 들어간 이름을 바랐대요.',
        speechBubbles: [
          {
            character: names.neighbour,
            text: '2012년에 동네 사람 1,044명이 종이에 자기 이름을 적어서 이 길 이름을 바꿨단다.',
            position: 'right',
          },
          { character: names.seojun, text: '천 명이 넘게요?', position: 'left' },
        ],
        imageUrl: picture('c5-p2'),
        translation: {
          text: 'Grandma Next Door set down her shopping basket and looked up at the sign. This road used to have a different name, she said. Lots of painters and writers live around here, and there are many art galleries. So people wanted a name with "culture" in it.',
          speechBubbles: [
            { character: namesEn.neighbour, text: 'In 2012, 1,044 neighbours signed their names to change it.' },
            { character: namesEn.seojun, text: 'More than a thousand people?' },
          ],
        },
      },
      {
        id: 'c5-p3',
        text: '서준이는 1,044명을 떠올려 보았어요. 우리 반 스물다섯 명을 마흔 번 넘게 모아야 채울 수 있는 숫자였어요. 그 많은 사람이 길게 줄을 서서 한 명씩 이름을 적는 모습이 눈앞에 그려졌어요.',
        speechBubbles: [
          { character: names.neighbour, text: '그 이름들 가운데 너희 할아버지 이름도 있단다.', position: 'right' },
          { character: names.seojun, text: '정말요? 할아버지도요?', position: 'left' },
          { character: names.grandpa, text: '네가 태어나기 전 일이지.', position: 'right' },
        ],
        imageUrl: picture('c5-p3'),
        translation: {
          text: "Seojun tried to picture 1,044 people. His class had twenty-five children. You would need more than forty classes like his! He imagined them all in a long, long line, each one writing a name.",
          speechBubbles: [
            { character: namesEn.neighbour, text: "Your grandpa's name is on that list too, you know." },
            { character: namesEn.seojun, text: 'Really? You too, Grandpa?' },
            { character: namesEn.grandpa, text: 'That was before you were born.' },
          ],
        },
      },
    ],
  },
  {
    id: 6,
    title: '김이 모락모락 떡집',
    translation: { title: 'The Steamy Tteok Shop' },
    panels: [
      {
        id: 'c6-p1',
        text: '옆집 할머니와 함께 평창문화로를 따라 조금 내려가니 작은 떡집이 나왔어요. 추석을 앞두고 가게 앞에는 하얀 김이 모락모락 피어올랐어요. 쟁반마다 반달 모양 송편과 길쭉한 가래떡이 가지런히 놓여 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '속상한데도 배에서 꼬르륵 소리가 나요.', position: 'left' },
          { character: names.neighbour, text: '호호, 떡 냄새는 아무도 못 이기지.', position: 'right' },
        ],
        imageUrl: picture('c6-p1'),
        translation: {
          text: 'Grandma Next Door walked with them a little way down Pyeongchang Culture Road. There they found a small tteok shop. Tteok are chewy Korean rice cakes. Chuseok, the autumn harvest holiday, was coming, so white steam puffed out of the door. Some trays held songpyeon, little rice cakes shaped like half-moons. Others held garaetteok, long white rice-cake sticks.',
          speechBubbles: [
            { character: namesEn.seojun, text: "I'm sad, but my tummy is still rumbling." },
            { character: namesEn.neighbour, text: 'Ho ho! Nobody can say no to the smell of tteok.' },
          ],
        },
      },
      {
        id: 'c6-p2',
        text: '떡집 아주머니가 갓 뽑은 가래떡을 한 가닥 잘라 주셨어요. 말랑말랑하고 따끈했어요. 서준이가 젖은 지도를 보여 드리자 아주머니가 안타까운 얼굴로 들여다보셨어요.',
        speechBubbles: [
          { character: names.baker, text: '저런, 우리 떡집도 여기 그렸니?', position: 'right' },
          { character: names.seojun, text: '아직요. 그리기도 전에 물에 빠졌어요.', position: 'left' },
        ],
        imageUrl: picture('c6-p2'),
        translation: {
          text: 'The auntie at the tteok shop cut Seojun a piece of fresh garaetteok. It was soft, chewy and warm. When Seojun showed her the wet map, her face fell.',
          speechBubbles: [
            { character: namesEn.baker, text: 'Oh dear. Did you draw my shop on it?' },
            { character: namesEn.seojun, text: 'Not yet. My map fell in the stream first.' },
          ],
        },
      },
      {
        id: 'c6-p3',
        text: '서준이는 수첩을 꺼내 어른들에게 우리 동네에서 무엇이 제일 좋은지 여쭤보았어요. 아주머니는 새벽에 가게 문을 열 때 분홍빛으로 물드는 산봉우리가 좋다고 하셨어요. 옆집 할머니는 돌담 너머로 “밥은 먹었니?” 하고 묻는 이웃들이 제일 좋다고 하셨어요.',
        speechBubbles: [{ character: names.seojun, text: '저는요, 보리랑 걷는 돌담길이 제일 좋아요!', position: 'center' }],
        imageUrl: picture('c6-p3'),
        translation: {
          text: 'Seojun took out his little notebook. He asked the grown-ups what they loved most about the neighbourhood. The auntie loved opening her shop at dawn, when the mountain peaks turn pink. Grandma Next Door loved the neighbours who call over the stone walls, "Have you eaten yet?"',
          speechBubbles: [{ character: namesEn.seojun, text: 'And I love walking the stone-wall lane with Bori!' }],
        },
      },
      {
        id: 'c6-p4',
        text: '해 질 무렵, 서준이는 집에 돌아오자마자 젖은 지도를 밥상 위에 펼쳤어요. 번진 선을 사인펜으로 다시 따라 그리면 지도를 살릴 수 있을 것 같았어요. 그런데 펜 끝이 닿자마자 젖은 종이가 찌익 찢어지고 말았어요.',
        speechBubbles: [
          { character: names.seojun, text: '으앙, 더 망가졌어!', position: 'left' },
          { character: names.grandpa, text: '젖은 종이는 기다려 줘야 한단다. 오늘 밤은 말려 두자.', position: 'right' },
        ],
        imageUrl: picture('c6-p4'),
        translation: {
          text: 'They got home at sunset. Right away, Seojun spread the wet map on the low table. Maybe he could save it by tracing over the blurry lines. But the moment his pen touched the paper — rrrip! The wet paper tore right down the middle.',
          speechBubbles: [
            { character: namesEn.seojun, text: "Nooo! Now it's even worse!" },
            { character: namesEn.grandpa, text: "Wet paper needs time. Let's dry it overnight." },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
