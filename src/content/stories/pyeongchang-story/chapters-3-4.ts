import type { SideBubbleChapterWords } from '../with-pictures';
import { names, namesEn, picture } from './cast';

export const chapters3to4 = [
  {
    id: 3,
    title: '열 칸 중 여섯 칸 반',
    translation: { title: 'Six and a Half out of Ten' },
    panels: [
      {
        id: 'c3-p1',
        text: '골목 끝 언덕에 오르자 북한산이 눈앞에 우뚝 나타났어요. 하얀 바위 봉우리들이 햇빛에 반짝였고, 그 아래로 소나무 숲이 펼쳐져 있었어요. 날마다 창문으로 보던 산인데, 오늘은 처음 보는 산 같았어요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 북한산이 원래 이렇게 컸어요?', position: 'left' },
          { character: names.grandpa, text: '허허, 늘 그만했단다.', position: 'right' },
        ],
        imageUrl: picture('c3-p1'),
        translation: {
          text: 'At the top of the hill, Bukhansan Mountain rose up right in front of them. Its pale rocky peaks shone in the sun. Below the peaks spread a forest of pine trees. Seojun saw this mountain from his window every day, but today it looked brand new.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'Grandpa, was Bukhansan always this big?' },
            { character: namesEn.grandpa, text: "Ha ha! It's always been this big." },
          ],
        },
      },
      {
        id: 'c3-p2',
        text: '할아버지가 나뭇가지로 땅바닥에 긴 네모를 그리고 열 칸으로 나누셨어요. 그러고는 솔잎을 주워 여섯 칸 반을 채우셨어요. 우리 동네 땅을 똑같이 열 칸으로 나누면, 열 칸 중 여섯 칸 반(65%)이 숲이래요.',
        speechBubbles: [
          { character: names.seojun, text: '하나, 둘, 셋… 여섯 칸 반! 집이랑 길은 겨우 세 칸 반이네요.', position: 'left' },
          { character: names.grandpa, text: '그러니 우리 동네엔 사람보다 새가 더 많을지도 모르지.', position: 'right' },
        ],
        imageUrl: picture('c3-p2'),
        translation: {
          text: 'Grandpa picked up a stick and drew a long box in the dirt. He split it into ten squares. Then he filled six and a half of them with pine needles. If you cut their neighbourhood into ten equal parts, six and a half would be forest. Grown-ups call that 65%.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'One, two, three… six and a half! Houses and roads only get three and a half.' },
            { character: namesEn.grandpa, text: 'So maybe we have more birds here than people.' },
          ],
        },
      },
      {
        id: 'c3-p3',
        text: '서준이는 지도 위쪽에 북한산을 그리고, 초록 크레파스로 숲을 칠했어요. 칠해도 칠해도 끝이 없었어요. 도화지의 절반 넘게 초록색이 되었을 때, 크레파스는 손톱만큼 짧아져 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '그릴 게 없는 게 아니었어. 초록색이 모자라!', position: 'center' },
        ],
        imageUrl: picture('c3-p3'),
        translation: {
          text: 'Seojun drew Bukhansan across the top of his map. Then he coloured the forest with his green crayon. He coloured and coloured, and still there was more. By the time more than half the paper was green, the crayon was as short as his fingernail.',
          speechBubbles: [{ character: namesEn.seojun, text: "I'm not out of things to draw. I'm out of green!" }],
        },
      },
    ],
  },
  {
    id: 4,
    title: '계곡에 빠진 지도',
    translation: { title: 'The Map in the Stream' },
    panels: [
      {
        id: 'c4-p1',
        text: '할아버지와 서준이는 산 아래 숲길로 들어섰어요. 나뭇잎 사이로 햇살이 반짝반짝 쏟아지고, 어디선가 새가 노래했어요. 서준이는 발밑에서 벌써 빨갛게 물든 단풍잎 하나를 주워 주머니에 쏙 넣었어요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 새소리는 지도에 어떻게 그려요?', position: 'left' },
          { character: names.grandpa, text: '음표를 그려 보면 어떠냐?', position: 'right' },
        ],
        imageUrl: picture('c4-p1'),
        translation: {
          text: 'Grandpa and Seojun stepped onto the forest path below the mountain. Sunlight sparkled through the leaves, and somewhere a bird was singing. By his feet, Seojun found a maple leaf that had already turned red. He tucked it into his pocket.',
          speechBubbles: [
            { character: namesEn.seojun, text: "How do you draw a bird's song on a map?" },
            { character: namesEn.grandpa, text: 'Why not try music notes?' },
          ],
        },
      },
      {
        id: 'c4-p2',
        text: '계곡 옆 바위 위에서 다람쥐 한 마리가 도토리를 오물오물 먹고 있었어요. 보리가 엉덩이를 씰룩이며 다람쥐 쪽으로 살금살금 다가갔어요. 서준이는 화판을 물가의 납작한 바위에 내려놓고 얼른 보리를 안아 올렸어요.',
        speechBubbles: [{ character: names.seojun, text: '보리야, 안 돼! 다람쥐가 놀라잖아.', position: 'left' }],
        imageUrl: picture('c4-p2'),
        translation: {
          text: 'On a rock by the stream, a chipmunk was nibbling an acorn. Bori crouched low, wiggled, and crept toward it. Seojun set his board down on a flat rock by the water and scooped Bori up.',
          speechBubbles: [{ character: namesEn.seojun, text: "No, Bori! You'll scare it!" }],
        },
      },
      {
        id: 'c4-p3',
        text: '그때 휘익 바람이 불었어요. 화판이 바위에서 스르륵 미끄러지더니, 첨벙! 계곡물에 빠지고 말았어요. 할아버지가 긴 나뭇가지를 뻗어 떠내려가는 화판을 겨우 건져 올리셨어요.',
        speechBubbles: [
          { character: names.seojun, text: '안 돼, 내 지도!', position: 'left' },
          { character: names.grandpa, text: '조금만 더… 옳지, 잡았다!', position: 'right' },
        ],
        imageUrl: picture('c4-p3'),
        translation: {
          text: 'Just then, a gust of wind whooshed by. The board slid off the rock and — splash! — into the stream. Grandpa stretched out a long stick and fished it out just in time.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'No! My map!' },
            { character: namesEn.grandpa, text: 'Almost… got it!' },
          ],
        },
      },
      {
        id: 'c4-p4',
        text: '지도는 흠뻑 젖어 있었어요. 사인펜으로 그린 집과 돌담은 줄줄 번져서 알아볼 수가 없었어요. 한쪽 귀퉁이는 찢어지기까지 했어요. 서준이의 눈에서 눈물이 뚝뚝 떨어졌어요.',
        speechBubbles: [
          { character: names.seojun, text: '다 망가졌어요. 월요일까지 내야 하는데…', position: 'left' },
          { character: names.grandpa, text: '우선 집에 가져가서 잘 말려 보자.', position: 'right' },
        ],
        imageUrl: picture('c4-p4'),
        translation: {
          text: "The map was soaking wet. The felt-tip ink had run, and the houses and the stone wall were just blurry smudges. One corner was torn. Tears dripped down Seojun's cheeks.",
          speechBubbles: [
            { character: namesEn.seojun, text: "It's ruined. And it's due on Monday…" },
            { character: namesEn.grandpa, text: "Let's take it home and dry it first." },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
