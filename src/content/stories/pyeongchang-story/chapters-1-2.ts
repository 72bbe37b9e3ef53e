import type { SideBubbleChapterWords } from '../with-pictures';
import { names, namesEn, picture } from './cast';

export const chapters1to2 = [
  {
    id: 1,
    title: '그릴 게 없는 동네',
    translation: { title: 'Nothing to Draw' },
    panels: [
      {
        id: 'c1-p1',
        text: '금요일 오후, 선생님이 숙제를 내 주셨어요. 월요일까지 우리 동네 지도를 그려 오는 거예요. 친구들은 저마다 자기 동네 자랑을 늘어놓기 시작했어요.',
        speechBubbles: [
          { character: names.classmate, text: '우리 동네에는 커다란 수영장이 있어!', position: 'right' },
          { character: names.seojun, text: '우리 동네는 산이랑 오르막길뿐인데…', position: 'left' },
        ],
        imageUrl: picture('c1-p1'),
        translation: {
          text: "On Friday afternoon, Seojun's teacher gave the class some homework. Everyone had to draw a map of their neighbourhood by Monday. Right away, the children started showing off about where they lived.",
          speechBubbles: [
            { character: namesEn.classmate, text: 'My neighbourhood has a giant swimming pool!' },
            { character: namesEn.seojun, text: 'Mine just has a mountain and steep hills…' },
          ],
        },
      },
      {
        id: 'c1-p2',
        text: '집에 가는 길은 오늘따라 더 가팔랐어요. 서준이는 돌멩이를 툭툭 차며 언덕을 올라갔어요. 기와지붕을 얹은 대문 앞에서 할아버지가 고양이 보리를 안고 기다리고 계셨어요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 우리 동네에는 그릴 게 하나도 없어요.', position: 'left' },
        ],
        imageUrl: picture('c1-p2'),
        translation: {
          text: 'The walk home felt extra steep today. Seojun kicked a pebble all the way up the hill. Grandpa was waiting at the gate under its curved tile roof, holding Bori the cat.',
          speechBubbles: [{ character: namesEn.seojun, text: "Grandpa, there's nothing to draw in our neighbourhood. Nothing!" }],
        },
      },
      {
        id: 'c1-p3',
        text: '저녁을 먹고 나서 할아버지가 커다란 도화지와 크레파스를 꺼내 주셨어요. 서준이는 도화지 한가운데에 우리 집을 조그맣게 그리고 연필을 내려놓았어요. 나머지는 하얗게 텅 비어 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '봐요, 우리 집 말고는 그릴 게 없잖아요.', position: 'left' },
          { character: names.grandpa, text: '그럼 내일 동네를 걸으면서 그릴 걸 하나씩 세어 보자꾸나.', position: 'right' },
        ],
        imageUrl: picture('c1-p3'),
        translation: {
          text: 'After dinner, Grandpa brought out a big sheet of paper and a box of crayons. Seojun drew their house, very small, right in the middle. Then he put down his pencil. The rest of the paper stayed white and empty.',
          speechBubbles: [
            { character: namesEn.seojun, text: "See? There's nothing else to draw." },
            { character: namesEn.grandpa, text: "Then tomorrow let's walk around and count what we can draw." },
          ],
        },
      },
    ],
  },
  {
    id: 2,
    title: '따뜻한 돌담길',
    translation: { title: 'The Warm Stone Wall' },
    panels: [
      {
        id: 'c2-p1',
        text: '토요일 아침, 서준이는 화판에 도화지를 끼우고 할아버지를 따라나섰어요. 보리도 꼬리를 세우고 살금살금 따라왔어요. 할아버지가 골목 끝 기와지붕을 가리키셨어요.',
        speechBubbles: [
          { character: names.seojun, text: '저건 그냥 오래된 지붕이잖아요.', position: 'left' },
          { character: names.grandpa, text: '잘 봐라. 처마 끝이 새 날개처럼 살짝 들려 있지?', position: 'right' },
        ],
        imageUrl: picture('c2-p1'),
        translation: {
          text: 'On Saturday morning, Seojun clipped his paper to a drawing board and set off with Grandpa. Bori crept along behind them, tail held high. Grandpa pointed at a tiled roof at the end of the lane.',
          speechBubbles: [
            { character: namesEn.seojun, text: "That's just an old roof." },
            { character: namesEn.grandpa, text: 'Look closer. See how the edges curl up, like a bird spreading its wings?' },
          ],
        },
      },
      {
        id: 'c2-p2',
        text: '골목을 따라 오래된 돌담이 길게 이어져 있었어요. 서준이가 담에 손바닥을 가만히 대 보았어요. 크고 작은 돌들이 퍼즐처럼 꼭 맞게 쌓여 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '어, 돌이 따끈따끈해요! 햇볕을 먹었나 봐요.', position: 'left' },
          { character: names.grandpa, text: '이 담은 할아버지가 너만 할 때 아버지를 도와 쌓은 거란다.', position: 'right' },
        ],
        imageUrl: picture('c2-p2'),
        translation: {
          text: 'An old stone wall ran all along the lane. Seojun pressed his palm against it. Big stones and small stones fit together like a puzzle.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'Whoa, the stones are warm from the sun!' },
            { character: namesEn.grandpa, text: 'When I was your age, I helped my father build this wall.' },
          ],
        },
      },
      {
        id: 'c2-p3',
        text: '돌담 모퉁이에서 옆집 할머니가 국화 화분에 물을 주고 계셨어요. 노란 국화가 활짝 피어 있었어요. 서준이가 꾸벅 인사하자 할머니가 환하게 웃으셨어요.',
        speechBubbles: [
          { character: names.neighbour, text: '서준이 왔구나! 화판까지 들고 어디 가니?', position: 'right' },
          { character: names.seojun, text: '동네 지도에 그릴 걸 찾으러 가요.', position: 'left' },
          { character: names.neighbour, text: '그럼 우리 집 국화도 좀 그려 주렴.', position: 'right' },
        ],
        imageUrl: picture('c2-p3'),
        translation: {
          text: 'At the corner of the wall, Grandma Next Door was watering her pots of chrysanthemums. The big yellow flowers were wide open. Seojun bowed, and she gave him a sunny smile.',
          speechBubbles: [
            { character: namesEn.neighbour, text: 'Seojun! Where are you off to with that board?' },
            { character: namesEn.seojun, text: "I'm looking for things to put on my neighbourhood map." },
            { character: namesEn.neighbour, text: 'Then draw my flowers, please!' },
          ],
        },
      },
      {
        id: 'c2-p4',
        text: '서준이는 돌담에 화판을 대고 사인펜으로 그림을 그렸어요. 우리 집 옆에 할머니 댁과 노란 국화를 그리고, 구불구불한 돌담길로 두 집을 이었어요. 돌은 하나하나 동그랗게 그렸어요.',
        speechBubbles: [
          { character: names.seojun, text: '하나, 둘, 셋! 벌써 세 개나 그렸어요.', position: 'left' },
          { character: names.grandpa, text: '아직 우리 골목을 벗어나지도 않았는데 말이다.', position: 'right' },
        ],
        imageUrl: picture('c2-p4'),
        translation: {
          text: "Seojun leaned his board on the wall and drew with his felt-tip pens. Next to their house, he added Grandma Next Door's house and her yellow flowers. A wiggly stone-wall lane joined the two houses. He drew every stone as a little circle.",
          speechBubbles: [
            { character: namesEn.seojun, text: "One, two, three! That's three things already." },
            { character: namesEn.grandpa, text: "And we haven't even left our own lane." },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
