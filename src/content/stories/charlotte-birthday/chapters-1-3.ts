import type { FramedChapterWords } from '../with-pictures';

/** The birthday morning: Charlotte wakes up excited, but nobody seems to remember. */
export const chaptersOneToThree = [
  {
    id: 1,
    pageNumber: 1,
    title: 'Birthday Morning',
    panels: [
      {
        text: 'Charlotte opened her eyes. Sunshine poured through the window onto her bed. She pulled the blanket up to her chin and grinned.',
        speechBubble: 'It’s my birthday! I’m eight today!',
        speaker: 'Charlotte',
        borderColor: '#f9a8d4',
        translation: {
          text: '샬럿이 눈을 떴어요. 창문으로 들어온 햇살이 침대 위로 쏟아졌어요. 샬럿은 이불을 턱까지 끌어올리고 배시시 웃었어요.',
          speechBubble: '오늘은 내 생일! 나 이제 여덟 살이야!',
          speaker: '샬럿',
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'lies in her bed with her head on the pillow, eyes wide open, holding the blanket up to her chin; her body rests on the mattress',
              feels: 'excited, grinning',
              wears: 'pajamas',
            },
          ],
          objects: [
            { id: 'bed', state: 'blanket pulled up to her chin, pillow under her head' },
            { id: 'sunny-window', state: 'sunshine pouring in onto the bed' },
          ],
          place: "Charlotte's bedroom",
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        text: 'Biscuit leaped onto the bed and licked her nose. His tail went wag, wag, wag.',
        speechBubble: 'Good morning, Biscuit! Do you know what day it is?',
        speaker: 'Charlotte',
        borderColor: '#fcd34d',
        translation: {
          text: '강아지 비스킷이 침대로 폴짝 뛰어올라 샬럿의 코를 핥았어요. 꼬리를 살랑살랑 흔들면서요.',
          speechBubble: '잘 잤어, 비스킷? 오늘이 무슨 날인지 알아?',
          speaker: '샬럿',
        },
        shot: {
          size: 'wide',
          who: [
            { id: 'charlotte', does: 'sits up in bed and laughs as Biscuit licks her nose', feels: 'happy and giggly', wears: 'pajamas' },
            { id: 'biscuit', does: 'stands on the blanket and licks Charlotte’s nose, tail wagging', feels: 'excited', wears: 'red collar' },
          ],
          objects: [{ id: 'bed', state: 'blanket rumpled' }],
          place: "Charlotte's bedroom",
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        text: 'She raced down the hall with Biscuit at her heels. Any second now, someone would shout, “Happy birthday!”',
        speechBubble: null,
        speaker: null,
        borderColor: '#93c5fd',
        translation: {
          text: '샬럿은 복도를 달려갔어요. 비스킷도 졸졸 뒤따랐어요. 이제 곧 누군가 “생일 축하해!” 하고 외칠 거예요.',
          speechBubble: null,
          speaker: null,
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'runs down the hall toward the kitchen, bare feet flying',
              feels: 'excited, expecting a surprise',
              wears: 'pajamas, bare feet',
            },
            { id: 'biscuit', does: 'runs right at Charlotte’s heels', feels: 'excited', wears: 'red collar' },
          ],
          objects: [],
          place: 'the downstairs hall by the stairs',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
    ],
    activityTitle: 'My Birthday Morning',
    activityDescription: 'What is the first thing you would like to do on your birthday morning? Tell someone or draw it.',
    activities: null,
    translation: {
      title: '생일 아침',
      activityTitle: '나의 생일 아침',
      activityDescription: '생일날 아침에 눈을 뜨면 제일 먼저 무엇을 하고 싶나요? 누군가에게 말하거나 그림으로 그려 보세요.',
    },
  },
  {
    id: 2,
    pageNumber: 2,
    title: 'A Very Quiet Kitchen',
    panels: [
      {
        text: 'In the kitchen, Dad was making toast. Mom was reading a long list. She folded it up fast, tucked it in her pocket and smiled. That was all.',
        speechBubble: 'Morning, sweetie. Your toast is ready.',
        speaker: 'Mom',
        borderColor: '#fdba74',
        translation: {
          text: '부엌에서 아빠는 토스트를 굽고 있었어요. 엄마는 길쭉한 종이를 들여다보다가 얼른 접어 주머니에 넣고 싱긋 웃었어요. 그게 다였어요.',
          speechBubble: '잘 잤니, 우리 딸? 토스트 다 됐다.',
          speaker: '엄마',
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'mom',
              does: 'has folded a long list up fast and is putting it away toward her pocket, winking at Charlotte',
              feels: 'hiding a happy secret',
              wears: 'blue blouse and jeans',
            },
            {
              id: 'dad',
              does: 'stands at the counter making toast, taking a golden slice out of the toaster for Charlotte',
              feels: 'busy, acting as if it is an ordinary day',
              wears: 'green sweater and jeans',
            },
            {
              id: 'charlotte',
              does: 'waits in the kitchen with her hands together, turned to Dad and the toast',
              feels: 'hopeful, then let down',
              wears: 'pajamas, bare feet',
            },
          ],
          objects: [
            { id: 'moms-list', state: 'a tall sheet of lines, folded up fast, its creases showing, going into her back pocket' },
            { id: 'toast', state: 'golden, coming out of the toaster' },
            { id: 'toaster' },
          ],
          place: 'the kitchen',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        text: 'Leo looked at Charlotte and giggled. Then he stuffed a huge spoonful of cereal into his mouth.',
        speechBubble: 'Mmf! I’m not saying anything!',
        speaker: 'Leo',
        borderColor: '#86efac',
        translation: {
          text: '레오가 샬럿을 보더니 킥킥 웃었어요. 그러고는 시리얼을 한 숟가락 가득 떠서 입에 밀어 넣었어요.',
          speechBubble: '읍읍! 난 아무 말도 안 할 거야!',
          speaker: '레오',
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'leo',
              does: 'sits at the end of the table turned to Charlotte and giggles, a huge spoonful of cereal stuffed into his mouth, his cheeks puffed out',
              feels: 'giggly, bursting with a secret',
              wears: 'pajamas',
            },
            { id: 'charlotte', does: 'stands at the table’s end, her hands on its edge, and frowns at Leo', feels: 'puzzled', wears: 'pajamas, bare feet' },
          ],
          objects: [
            { id: 'cereal-bowl', state: 'full of golden ring cereal and milk' },
            { id: 'spoon', state: 'long, in Leo’s fist, its heaped bowl at his lips, going in' },
            { id: 'kitchen-table' },
          ],
          place: 'the kitchen',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        text: 'Charlotte’s smile got smaller and smaller. Had they all forgotten? Even her best friend Mina hadn’t called. Mina always called!',
        speechBubble: null,
        speaker: null,
        borderColor: '#c4b5fd',
        translation: {
          text: '샬럿의 얼굴에서 웃음이 점점 사라졌어요. 다들 잊어버린 걸까요? 단짝 친구 미나한테서도 전화 한 통 없었어요. 미나는 늘 전화했는데!',
          speechBubble: null,
          speaker: null,
        },
        shot: {
          size: 'close',
          who: [
            {
              id: 'charlotte',
              does: 'stands alone by the kitchen counter and looks down at the silent phone in her hands, her toast left on the plate',
              feels: 'sad and left out',
              wears: 'pajamas, bare feet',
            },
          ],
          offstage: [{ id: 'mina', why: 'Charlotte’s best friend is at her own home; Charlotte is only thinking of her because she has not called' }],
          objects: [{ id: 'phone', state: 'silent, in her hands, its dark screen turned to her face, its lilac back to us' }],
          place: 'the kitchen',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
    ],
    activityTitle: 'Spot the Secret',
    activityDescription: 'Look at Leo in the pictures. How can you tell he is hiding something? Talk about a time you kept a happy secret.',
    activities: null,
    translation: {
      title: '조용한 부엌',
      activityTitle: '비밀을 찾아라',
      activityDescription: '그림 속 레오를 살펴보세요. 레오가 무언가 숨기고 있다는 걸 어떻게 알 수 있나요? 즐거운 비밀을 지켰던 때를 이야기해 보세요.',
    },
  },
  {
    id: 3,
    pageNumber: 3,
    title: 'A Walk with Grandpa',
    panels: [
      {
        text: 'Ding-dong! Grandma and Grandpa were at the door. Grandpa was holding a ball.',
        speechBubble: 'Come on, Charlotte! Let’s take Biscuit to the park.',
        speaker: 'Grandpa',
        borderColor: '#5eead4',
        translation: {
          text: '딩동! 할머니와 할아버지가 오셨어요. 할아버지는 손에 공을 들고 계셨어요.',
          speechBubble: '샬럿, 비스킷 데리고 공원에 가자꾸나!',
          speaker: '할아버지',
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'grandpa',
              does: 'stands in the open front door and holds out a ball in both hands',
              feels: 'cheerful, up to something',
              wears: 'flat cap, checked shirt, brown vest and trousers',
            },
            {
              id: 'grandma',
              does: 'waves from the doorstep beside Grandpa',
              feels: 'warm, keeping a secret',
              wears: 'purple cardigan and skirt, handbag on her arm',
            },
            {
              id: 'charlotte',
              does: 'turns to Grandpa and Grandma and waves hello',
              feels: 'surprised and hopeful',
              wears: 'yellow T-shirt, jeans and sneakers',
            },
            { id: 'biscuit', does: 'wags his tail and stares at the ball', feels: 'eager', wears: 'red collar' },
          ],
          objects: [
            { id: 'ball', state: 'red, in Grandpa’s hand' },
            { id: 'front-door', state: 'open' },
          ],
          place: 'the front hall at the open front door',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        text: 'At the park, Grandpa threw the ball far away. Biscuit ran the wrong way and chased a butterfly! Charlotte laughed and laughed.',
        speechBubble: 'Biscuit, the ball is over there!',
        speaker: 'Charlotte',
        borderColor: '#a3e635',
        translation: {
          text: '공원에서 할아버지가 공을 멀리 던지셨어요. 그런데 비스킷은 반대쪽으로 달려가 나비를 쫓았어요! 샬럿은 배꼽을 잡고 웃었어요.',
          speechBubble: '비스킷, 공은 저쪽이야!',
          speaker: '샬럿',
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'grandpa',
              does: 'has just thrown the ball, running into the throw, his arm still up after it, and chuckles',
              feels: 'amused',
              wears: 'flat cap, checked shirt, brown vest and trousers',
            },
            {
              id: 'charlotte',
              does: 'laughs and points at the ball, Biscuit’s leash slipped from her hand',
              feels: 'happy for a moment',
              wears: 'yellow T-shirt, jeans and sneakers',
            },
            {
              id: 'biscuit',
              does: 'runs off the other way after a butterfly, far from Charlotte, his leash trailing',
              feels: 'playful',
              wears: 'red collar and leash',
            },
          ],
          objects: [
            { id: 'ball', state: 'flying far away through the air, on a dotted arc from Grandpa’s hand' },
            { id: 'butterfly', state: 'yellow, fluttering just ahead of Biscuit’s nose' },
          ],
          place: 'the park, on the grass',
          indoors: false,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        text: 'They sat down under a big tree. “Grandpa, I think everyone forgot my birthday,” Charlotte said quietly. Grandpa only smiled and winked.',
        speechBubble: 'Let’s stay out a little longer.',
        speaker: 'Grandpa',
        borderColor: '#fda4af',
        translation: {
          text: '둘은 커다란 나무 아래에 앉았어요. “할아버지, 다들 제 생일을 잊어버렸나 봐요.” 샬럿이 작은 목소리로 말했어요. 할아버지는 빙긋 웃으며 한쪽 눈을 찡긋하셨어요.',
          speechBubble: '조금만 더 놀다 가자꾸나.',
          speaker: '할아버지',
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'grandpa',
              does: 'kneels sitting back on his heels in the grass beside Charlotte, under the tree, a hand on her shoulder, and winks at her, one eye shut, smiling',
              feels: 'loving, keeping a secret',
              wears: 'flat cap, checked shirt, brown vest and trousers',
            },
            {
              id: 'charlotte',
              does: 'sits on a tree stump beside Grandpa, her hands in her lap, her head bowed, and looks up sideways at him',
              feels: 'sad and quiet',
              wears: 'yellow T-shirt, jeans and sneakers',
            },
            { id: 'biscuit', does: 'lies in the grass beside Grandpa, resting after his run', feels: 'tired and happy', wears: 'red collar' },
          ],
          objects: [{ id: 'oak-tree', state: 'big and leafy, with cool shade' }],
          place: 'the park, under a big tree',
          indoors: false,
          time: 'morning',
          weather: 'clear',
        },
      },
    ],
    activityTitle: 'Grandpa’s Wink',
    activityDescription: 'Why do you think Grandpa winked? Guess what is happening at home while Charlotte is at the park.',
    activities: null,
    translation: {
      title: '할아버지와 산책',
      activityTitle: '할아버지의 윙크',
      activityDescription: '할아버지는 왜 윙크를 하셨을까요? 샬럿이 공원에 있는 동안 집에서는 무슨 일이 일어나고 있을지 짐작해 보세요.',
    },
  },
] satisfies FramedChapterWords[];
