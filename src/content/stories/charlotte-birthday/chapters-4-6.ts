import type { FramedChapterWords } from '../with-pictures';

/** While Charlotte is out, the family gets the party ready, until Biscuit finds the cake first. */
export const chaptersFourToSix = [
  {
    id: 4,
    pageNumber: 4,
    title: 'Meanwhile, at Home',
    panels: [
      {
        text: 'Back at home, Mom and Grandma were baking a big strawberry cake. Its sweet smell floated out the open kitchen window.',
        speechBubble: 'Quick, before Charlotte comes back!',
        speaker: 'Mom',
        borderColor: '#f472b6',
        translation: {
          text: '집에서는 엄마와 할머니가 커다란 딸기 케이크를 만들고 있었어요. 달콤한 냄새가 열린 부엌 창문 밖으로 퍼져 나갔어요.',
          speechBubble: '샬럿 오기 전에 얼른 끝내야 해요!',
          speaker: '엄마',
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'mom',
              does: 'stirs the cake batter in a big bowl with a wooden spoon',
              feels: 'in a happy hurry',
              wears: 'apron over a blue blouse and jeans',
            },
            {
              id: 'grandma',
              does: 'holds up a strawberry from the bowl, ready for the top of the cake',
              feels: 'cheerful',
              wears: 'apron over a purple cardigan and skirt',
            },
          ],
          offstage: [{ id: 'charlotte', why: 'she is still at the park with Grandpa; Mom only says her name' }],
          objects: [
            { id: 'mixing-bowl', state: 'big, full of creamy cake batter, a wooden spoon in it' },
            { id: 'scent-wisp', state: 'pink wisps of sweet smell rising toward the open window' },
            { id: 'strawberries', state: 'red and fresh, in a bowl' },
            { id: 'kitchen-window', state: 'open, curtain lifting in the breeze' },
          ],
          place: 'the kitchen',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        text: 'Dad blew up balloon after balloon. His cheeks turned bright red, and Leo burst out laughing.',
        speechBubble: 'Daddy, you look like a tomato!',
        speaker: 'Leo',
        borderColor: '#fb7185',
        translation: {
          text: '아빠는 풍선을 불고 또 불었어요. 아빠 얼굴이 새빨개지자 레오가 깔깔거렸어요.',
          speechBubble: '아빠, 토마토 같아요!',
          speaker: '레오',
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'dad',
              does: 'sits on the floor blowing up a balloon at his lips, his head turned to Leo, his cheeks puffed out and his face bright red',
              feels: 'out of breath but happy',
              wears: 'green sweater and jeans',
            },
            { id: 'leo', does: 'laughs and points at Dad’s red face', feels: 'delighted', wears: 'striped T-shirt and shorts' },
          ],
          objects: [{ id: 'balloons', state: 'blown up, a growing pile of them on the floor' }],
          place: 'the living room',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        text: 'Grandma set the cake on the living room table and pushed in eight candles. Then Dad whispered the plan.',
        speechBubble: 'When they come in, we all jump out. Shh!',
        speaker: 'Dad',
        borderColor: '#facc15',
        translation: {
          text: '할머니가 거실 탁자에 케이크를 올려놓고 초 여덟 개를 꽂으셨어요. 그러고 나서 아빠가 작전을 속삭였어요.',
          speechBubble: '샬럿이 들어오면 다 같이 튀어나오는 거야. 쉿!',
          speaker: '아빠',
        },
        shot: {
          size: 'wide',
          who: [
            { id: 'grandma', does: 'pushes the last candle into the cake', feels: 'proud', wears: 'apron over a purple cardigan and skirt' },
            { id: 'dad', does: 'whispers with a finger on his lips', feels: 'excited, plotting', wears: 'green sweater and jeans' },
            { id: 'leo', does: 'listens with both hands over his mouth', feels: 'thrilled to be in on the secret', wears: 'striped T-shirt and shorts' },
            { id: 'mom', does: 'leans in to listen, her long list in her hand', feels: 'excited', wears: 'apron over a blue blouse and jeans' },
          ],
          offstage: [{ id: 'charlotte', why: 'she is still at the park; the plan is a surprise for her' }],
          objects: [
            { id: 'birthday-cake', state: 'big and whole, strawberries on top, on the table' },
            { id: 'candles', count: 8, state: 'standing in the cake, not lit' },
            { id: 'living-room-table' },
            { id: 'balloons', state: 'blown up, hanging in bunches' },
            { id: 'moms-list', state: 'long, in Mom’s hand' },
          ],
          place: 'the living room',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
    ],
    activityTitle: 'Party Helpers',
    activityDescription: 'Name three jobs you could do to help get a party ready. Which job would be the most fun?',
    activities: null,
    translation: {
      title: '그동안 집에서는',
      activityTitle: '파티 도우미',
      activityDescription: '파티 준비를 도울 수 있는 일을 세 가지 말해 보세요. 어떤 일이 가장 재미있을까요?',
    },
  },
  {
    id: 5,
    pageNumber: 5,
    title: 'Biscuit Smells Something',
    panels: [
      {
        text: 'On the way home, Biscuit stopped at the front gate. He lifted his nose. Sniff, sniff! Then he pulled free and ran for the house!',
        speechBubble: 'Biscuit, come back!',
        speaker: 'Charlotte',
        borderColor: '#38bdf8',
        translation: {
          text: '집에 돌아오는 길, 대문 앞에서 비스킷이 우뚝 멈춰 섰어요. 코를 쳐들고 킁킁! 그러더니 목줄을 홱 뿌리치고 집으로 달려갔어요!',
          speechBubble: '비스킷, 이리 와!',
          speaker: '샬럿',
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'biscuit',
              does: 'dashes through the front gate toward the house, nose up, his leash trailing behind him',
              feels: 'excited, following a sweet smell',
              wears: 'red collar and leash',
            },
            {
              id: 'charlotte',
              does: 'runs after him with one hand reaching out, calling him back',
              feels: 'worried',
              wears: 'yellow T-shirt, jeans and sneakers',
            },
            { id: 'grandpa', does: 'hurries behind, pointing after the dog', feels: 'surprised', wears: 'flat cap, checked shirt, brown vest and trousers' },
          ],
          objects: [
            { id: 'leash', state: 'pulled free of Charlotte’s hand, trailing behind Biscuit' },
            { id: 'front-gate', state: 'open' },
            { id: 'kitchen-window', state: 'open, on the front of the house' },
          ],
          place: 'the sidewalk at the front gate of their house',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        text: 'Leo opened the front door to peek outside. Whoosh! Biscuit zoomed past him into the living room. Balloons! Candles! And a cake that smelled so good!',
        speechBubble: null,
        speaker: null,
        borderColor: '#fbbf24',
        translation: {
          text: '마침 레오가 밖을 내다보려고 현관문을 빼꼼 열었어요. 쌩! 비스킷이 레오 옆을 지나 거실로 달려 들어갔어요. 풍선! 생일 초! 그리고 달콤한 냄새가 폴폴 나는 케이크!',
          speechBubble: null,
          speaker: null,
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'biscuit',
              does: 'races across the living room toward the cake on the table, nose up, leash trailing',
              feels: 'thrilled',
              wears: 'red collar and leash',
            },
            { id: 'leo', does: 'holds the open front door and spins around to look', feels: 'startled', wears: 'striped T-shirt and shorts' },
          ],
          objects: [
            { id: 'front-door', state: 'open' },
            { id: 'balloons', state: 'blown up, hanging in bunches' },
            { id: 'birthday-cake', state: 'big and whole, strawberries on top, on the table' },
            { id: 'candles', count: 8, state: 'standing in the cake, not lit' },
            { id: 'living-room-table' },
          ],
          place: 'the living room, seen from the front door',
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        text: 'He jumped up for one little sniff. CRASH! The cake slid off the table. SPLAT! It landed upside down on the floor.',
        speechBubble: 'Oh no! The cake!',
        speaker: 'Mom',
        borderColor: '#f87171',
        translation: {
          text: '비스킷이 냄새를 딱 한 번만 맡으려고 폴짝 뛰어올랐어요. 쿵! 케이크가 탁자에서 미끄러졌어요. 철퍼덕! 바닥에 거꾸로 떨어지고 말았어요.',
          speechBubble: '어떡해! 케이크가!',
          speaker: '엄마',
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'biscuit',
              does: 'leaps up at the end of the table for one little sniff, all four paws off the floor, as the cake slides off onto him',
              feels: 'scared',
              wears: 'red collar and leash',
            },
            {
              id: 'mom',
              does: 'stops short at the sofa’s end, both hands on her cheeks, mouth open',
              feels: 'shocked',
              wears: 'apron over a blue blouse and jeans',
            },
          ],
          objects: [
            {
              id: 'birthday-cake',
              state: 'sliding off the table’s edge, tipping in the air, a moment from landing squashed and upside down on the floor',
            },
            { id: 'candles', count: 8, state: 'on the tipping cake' },
            { id: 'living-room-table', state: 'empty of the cake, only the balloons left tied on it' },
          ],
          place: 'the living room',
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
    ],
    activityTitle: 'Follow Your Nose',
    activityDescription: 'Biscuit followed a sweet smell. Name five things that smell good to you.',
    activities: null,
    translation: {
      title: '비스킷의 코',
      activityTitle: '코를 따라가요',
      activityDescription: '비스킷은 달콤한 냄새를 따라갔어요. 여러분에게 좋은 냄새가 나는 것을 다섯 가지 말해 보세요.',
    },
  },
  {
    id: 6,
    pageNumber: 6,
    title: 'Surprise… Oops!',
    panels: [
      {
        text: 'Just then, Charlotte and Grandpa came in. Everyone jumped out, just as Dad had planned. But their voices came out very small.',
        speechBubble: 'Surprise…',
        speaker: 'Everyone',
        borderColor: '#a78bfa',
        translation: {
          text: '바로 그때 샬럿과 할아버지가 들어왔어요. 아빠 작전대로 모두 튀어나왔어요. 그런데 다들 목소리가 모깃소리만 했어요.',
          speechBubble: '서프라이즈…',
          speaker: '다 같이',
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'stops in the living room doorway, her hands to her cheeks',
              feels: 'confused',
              wears: 'yellow T-shirt, jeans and sneakers',
            },
            {
              id: 'grandpa',
              does: 'stands behind Charlotte, a hand to his forehead: oh no',
              feels: 'worried',
              wears: 'flat cap, checked shirt, brown vest and trousers',
            },
            { id: 'leo', does: 'peeks out from behind the sofa, lip shaking', feels: 'about to cry', wears: 'striped T-shirt and shorts' },
            {
              id: 'mom',
              does: 'jumps out from behind the sofa toward Charlotte with both arms up',
              feels: 'caught out, her “Surprise…” coming out small',
              wears: 'apron over a blue blouse and jeans',
            },
            {
              id: 'dad',
              does: 'jumps up from behind the sofa, turned to Charlotte, with both arms up, a step back',
              feels: 'caught out, his “Surprise…” coming out small',
              wears: 'green sweater and jeans',
            },
            {
              id: 'grandma',
              does: 'jumps out beside Dad toward Charlotte with her arms half up',
              feels: 'caught out, her “Surprise…” coming out small',
              wears: 'apron over a purple cardigan and skirt',
            },
            { id: 'biscuit', does: 'sits by the cake on the floor with his ears down', feels: 'guilty', wears: 'red collar and leash' },
          ],
          objects: [
            { id: 'balloons', state: 'blown up, hanging in bunches' },
            {
              id: 'birthday-cake',
              state: 'squashed, upside down on the floor: its layers burst open, pink and white cream and strawberries splatted round it',
            },
          ],
          place: 'the living room',
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        text: 'Charlotte saw the balloons first. Then she saw the squashed cake on the floor, and Biscuit with cream on his nose.',
        speechBubble: 'Biscuit! What did you do?',
        speaker: 'Charlotte',
        borderColor: '#67e8f9',
        translation: {
          text: '샬럿은 먼저 풍선을 보았어요. 그다음 바닥에 뭉개진 케이크가 눈에 들어왔어요. 비스킷 코에는 크림이 잔뜩 묻어 있었어요.',
          speechBubble: '비스킷! 너 무슨 사고를 친 거야?',
          speaker: '샬럿',
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'points at the squashed cake, her brows up and her mouth wobbly, eyes on Biscuit',
              feels: 'dismayed',
              wears: 'yellow T-shirt, jeans and sneakers',
            },
            {
              id: 'biscuit',
              does: 'sits by the cake with cream on his nose, ears down, looking up at Charlotte',
              feels: 'sorry',
              wears: 'red collar and leash',
            },
          ],
          objects: [
            { id: 'balloons', state: 'blown up, hanging in bunches' },
            {
              id: 'birthday-cake',
              state: 'squashed, upside down on the floor: its layers burst open, pink and white cream and strawberries splatted round it',
            },
            { id: 'candles', count: 8, state: 'knocked over in the cream' },
            { id: 'cream', state: 'a white blob on Biscuit’s nose' },
          ],
          place: 'the living room',
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        text: 'Leo burst into tears. Mom stared at the mess and said nothing. She had worked all morning on that cake.',
        speechBubble: 'I let Biscuit in! Now your birthday is ruined!',
        speaker: 'Leo',
        borderColor: '#94a3b8',
        translation: {
          text: '레오가 울음을 터뜨렸어요. 엄마는 엉망이 된 바닥을 말없이 내려다보았어요. 아침 내내 만든 케이크였거든요.',
          speechBubble: '내가 문 열어서 그래! 누나 생일 다 망쳤어!',
          speaker: '레오',
        },
        shot: {
          size: 'medium',
          who: [
            { id: 'leo', does: 'cries with tears running down his face, fists at his eyes', feels: 'sorry and upset', wears: 'striped T-shirt and shorts' },
            {
              id: 'mom',
              does: 'sinks to her knees on the floor by the squashed cake, fingertips at her chin, staring at it',
              feels: 'sad and tired',
              wears: 'apron over a blue blouse and jeans',
            },
          ],
          objects: [
            {
              id: 'birthday-cake',
              state: 'squashed, upside down on the floor: its layers burst open, pink and white cream and strawberries splatted round it',
            },
          ],
          place: 'the living room',
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
    ],
    activityTitle: 'How Do They Feel?',
    activityDescription: 'Look at each person in the pictures. Say one feeling word for each of them.',
    activities: null,
    translation: {
      title: '서프라이즈… 이런!',
      activityTitle: '어떤 기분일까요?',
      activityDescription: '그림 속 사람들을 한 명씩 살펴보세요. 한 사람마다 기분을 나타내는 말을 하나씩 말해 보세요.',
    },
  },
] satisfies FramedChapterWords[];
