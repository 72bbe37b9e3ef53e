import type { SideBubbleChapterWords } from '../with-pictures';

/** Snow comes and Grandma and Grandpa will come on Christmas Eve; with three dollars in her jar, Charlotte buys one present and makes the rest. */
export const chaptersOneToThree = [
  {
    id: 1,
    title: 'The First Snow',
    translation: { title: '첫눈' },
    panels: [
      {
        id: 'c1-p1',
        text: 'Snow fell all night long. By morning, the street was white all the way to Grandma and Grandpa’s house. Charlotte, her little brother Leo and Biscuit ran out with their sled.',
        speechBubbles: [
          { character: 'Leo', text: 'Snow! Real snow!', position: 'left' },
          { character: 'Charlotte', text: 'Six more days until Christmas!', position: 'right' },
        ],
        translation: {
          text: '밤새 눈이 펑펑 내렸어요. 아침이 되자 할머니 할아버지 댁까지 가는 길이 온통 하얘졌어요. 샬럿과 남동생 레오는 강아지 비스킷과 함께 썰매를 끌고 뛰어나갔어요.',
          speechBubbles: [
            { character: '레오', text: '눈이다! 진짜 눈이야!' },
            { character: '샬럿', text: '여섯 밤만 자면 크리스마스야!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'leo',
              does: 'jumps in the deep snow with both arms up, mouth open to catch a snowflake',
              feels: 'thrilled',
              wears: 'green winter coat, wool hat, snow boots and mittens',
            },
            {
              id: 'charlotte',
              does: 'runs out of the front door pulling the sled by its rope',
              feels: 'excited',
              wears: 'purple winter coat, wool hat with a pompom, snow boots and mittens',
            },
            { id: 'biscuit', does: 'bounds ahead through the snow, ears flying', feels: 'happy', wears: 'his red collar' },
          ],
          offstage: [
            { id: 'grandma', why: 'named only as the house at the far end of the snowy street; she is inside it' },
            { id: 'grandpa', why: 'named only as the house at the far end of the snowy street; he is inside it' },
          ],
          objects: [
            { id: 'sled', state: 'empty, pulled by its rope' },
            { id: 'grandmas-house', state: 'small, at the far end of the same street, snow on its roof' },
          ],
          place: 'the snowy street outside Charlotte’s house, Grandma and Grandpa’s house at its far end',
          indoors: false,
          time: 'morning',
          weather: 'snow',
        },
      },
      {
        id: 'c1-p2',
        text: 'They built a snowman. Then Charlotte counted on her mittens: Mom, Dad, Leo, and Grandma and Grandpa, who were coming on Christmas Eve. That made five!',
        speechBubbles: [
          { character: 'Charlotte', text: 'I’m giving everyone a present this year!', position: 'right' },
          { character: 'Leo', text: 'One for me? Yay!', position: 'left' },
        ],
        translation: {
          text: '둘은 눈사람을 만들었어요. 그러고는 샬럿이 손모아장갑 낀 손가락을 하나씩 꼽았어요. 엄마, 아빠, 레오, 그리고 크리스마스이브에 오실 할머니 할아버지. 모두 다섯이에요!',
          speechBubbles: [
            { character: '샬럿', text: '올해는 내가 모두한테 선물할 거야!' },
            { character: '레오', text: '나도 받는 거야? 야호!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'counts the people she will give presents to on her mittens: one mitten held up open at her chest, its fingers spread, a finger of her other mitten touching them one by one, her eyes down on them, as she tells Leo',
              feels: 'happy, thinking who gets one',
              wears: 'purple winter coat, wool hat with a pompom, snow boots and mittens',
            },
            {
              id: 'leo',
              does: 'turned to her, looks up at her, one mitten on his own chest: one for me?',
              feels: 'hopeful and excited',
              wears: 'green winter coat, wool hat, snow boots and mittens',
            },
            { id: 'biscuit', does: 'sits up at the snowman’s foot, nose raised to its carrot', feels: 'curious', wears: 'his red collar' },
          ],
          offstage: [
            { id: 'mom', why: 'only named as someone to give a present to; she is inside the house' },
            { id: 'dad', why: 'only named as someone to give a present to; he is inside the house' },
            { id: 'grandma', why: 'only named: she is coming on Christmas Eve' },
            { id: 'grandpa', why: 'only named: he is coming on Christmas Eve' },
          ],
          objects: [{ id: 'snowman', state: 'finished, with a carrot nose' }],
          place: 'the snowy front yard',
          indoors: false,
          time: 'morning',
          weather: 'snow',
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
        text: 'Back inside, Charlotte tipped her coin jar upside down. Twelve quarters rolled across the rug. Biscuit sniffed them, but coins aren’t snacks.',
        speechBubbles: [{ character: 'Charlotte', text: 'Three whole dollars! I’m rich!', position: 'left' }],
        translation: {
          text: '집에 들어온 샬럿은 유리 저금통을 거꾸로 탈탈 털었어요. 25센트짜리 동전 열두 개가 양탄자 위로 데굴데굴 굴러 나왔어요. 다 합치면 3달러예요. 비스킷이 킁킁 냄새를 맡았지만, 동전은 간식이 아니에요.',
          speechBubbles: [{ character: '샬럿', text: '우아, 나 완전 부자야!' }],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'kneels on the rug holding the empty jar upside down over the coins',
              feels: 'proud and delighted',
              wears: 'sweater, jeans and her purple shoes',
            },
            { id: 'biscuit', does: 'stands at the end of the trail of quarters, nose down, sniffing the last one', feels: 'curious', wears: 'his red collar' },
          ],
          objects: [
            { id: 'coin-jar', state: 'upside down and empty, its open mouth down, its red lid off on the rug by her knee' },
            { id: 'quarters', count: 12, state: 'eleven spread out apart on the rug, two still rolling, the last one dropping out of the jar' },
          ],
          place: 'the living room floor',
          indoors: true,
          time: 'morning',
          weather: 'snow',
        },
      },
      {
        id: 'c2-p2',
        text: 'At the corner store, Charlotte found the perfect truck for Leo. Ten dollars! Way too much. Then she spotted a soft red scarf for Grandpa. Exactly three dollars!',
        speechBubbles: [
          { character: 'Dad', text: 'That’s all your coins. Sure?', position: 'left' },
          { character: 'Charlotte', text: 'I’m sure! His neck is always cold.', position: 'right' },
        ],
        translation: {
          text: '동네 가게에서 샬럿은 레오한테 딱 맞는 트럭을 찾았어요. 그런데 10달러나 했어요! 그때 할아버지께 드릴 빨간 목도리가 눈에 들어왔어요. 딱 3달러였어요!',
          speechBubbles: [
            { character: '아빠', text: '그게 네 동전 전부인데, 괜찮겠니?' },
            { character: '샬럿', text: '응! 할아버지는 늘 목이 시리시잖아.' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'turned to Dad, face to face with him, holds up the red scarf she chose and tips her quarters from her other palm into his cupped mittens',
              feels: 'sure and happy',
              wears: 'purple winter coat, unzipped, wool hat with a pompom',
            },
            {
              id: 'dad',
              does: 'kneels a step from her, sat back on his heels at her eye level, turned to her, both mittens cupped under her palm to catch her coins',
              feels: 'gently checking, proud',
              wears: 'winter jacket, wool hat, scarf',
            },
          ],
          offstage: [
            { id: 'grandpa', why: 'the scarf is for him; he is at his own house' },
            { id: 'leo', why: 'the truck would have been his present; he is at home' },
          ],
          objects: [
            { id: 'red-scarf', state: 'soft and red, with a price tag that says $3' },
            { id: 'toy-truck', state: 'the truck Charlotte wanted for Leo, on the shelf, with a price tag that says $10' },
            { id: 'quarters', state: "heaped on her open palm, tipping off it toward Dad's cupped mittens to pay" },
          ],
          place: 'the small corner store, shelves of toys and scarves',
          indoors: true,
          time: 'day',
          weather: 'cloudy',
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
        text: 'The jar was empty. Four to go! Charlotte had an idea: “I’ll make them!” Her desk became a secret workshop. She drew Mom a picture. Leo stuck a paper star on his forehead.',
        speechBubbles: [
          { character: 'Leo', text: 'Look! I’m a Christmas tree!', position: 'left' },
          { character: 'Charlotte', text: 'The smallest one in the world!', position: 'right' },
        ],
        translation: {
          text: '저금통은 텅 비었어요. 아직 넷이나 남았는데! 샬럿이 무릎을 탁 쳤어요. “만들면 되지!” 책상은 비밀 작업실이 되었어요. 첫 선물은 엄마에게 줄 가족 그림이에요. 레오는 종이 별을 이마에 붙였어요.',
          speechBubbles: [
            { character: '레오', text: '이것 봐! 나 크리스마스트리야!' },
            { character: '샬럿', text: '세상에서 제일 작은 트리네!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'sits at her desk drawing, a crayon in her hand and her eyes on her picture, and laughs at Leo beside it',
              feels: 'amused, busy with her new idea',
              wears: 'sweater and jeans',
            },
            {
              id: 'leo',
              does: 'stands tall at the far end of her desk with arms spread like branches, a paper star glued to his forehead',
              feels: 'proud and silly',
              wears: 'striped shirt and overalls',
            },
          ],
          offstage: [{ id: 'mom', why: 'the picture is a secret present for her; she is not in the room' }],
          objects: [
            { id: 'moms-picture', state: 'half colored: Mom, Dad, Charlotte, Leo and Biscuit drawn in crayon' },
            { id: 'leos-forehead-star', state: 'glued on his forehead, a little crooked' },
            { id: 'coin-jar', state: 'empty, on the desk' },
            { id: 'crayons', state: 'spilled across the desk' },
          ],
          place: 'Charlotte’s bedroom, her desk turned into a secret workshop with paper, crayons and glue',
          indoors: true,
          time: 'day',
          weather: 'cloudy',
        },
      },
      {
        id: 'c3-p2',
        text: 'Charlotte tried to fold a gold star for Grandma. Rrrip! It tore in half. Then her friend Mina came over and showed her the trick. They cut a crown for Leo from the scraps.',
        speechBubbles: [
          { character: 'Mina', text: 'Fold here, then here. Pull the corners!', position: 'left' },
          { character: 'Charlotte', text: 'Wow, like magic!', position: 'right' },
        ],
        translation: {
          text: '샬럿은 할머니께 드릴 금빛 별을 접어 보았어요. 찌익! 별이 반으로 찢어졌어요. 그때 친구 미나가 놀러 와서 요령을 알려 주었어요. 남은 금종이로는 레오에게 줄 왕관을 오렸어요.',
          speechBubbles: [
            { character: '미나', text: '여기 접고, 또 여기 접어. 모서리를 당겨!' },
            { character: '샬럿', text: '와, 마법 같아!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'mina',
              does: 'holds up the gold star she folded and points to where Charlotte’s next fold goes, to show how',
              feels: 'happy to teach',
              wears: 'yellow sweater and leggings',
            },
            { id: 'charlotte', does: 'folds a new square of gold paper in both hands, copying Mina', feels: 'amazed, wide-eyed', wears: 'sweater and jeans' },
          ],
          offstage: [
            { id: 'grandma', why: 'the gold star is for her; she is at her own house' },
            { id: 'leo', why: 'the crown is a surprise for him, so he is kept out of the room' },
          ],
          objects: [
            { id: 'gold-star', state: 'five points, folded from gold paper, in Mina’s hand' },
            { id: 'torn-star', state: 'Charlotte’s first try: a gold paper star torn in half, lying on the floor by her knee' },
            { id: 'leos-crown', state: 'cut from leftover gold paper, taped into a ring, standing on the floor by the scraps and the scissors' },
          ],
          place: 'Charlotte’s bedroom floor, the secret workshop',
          indoors: true,
          time: 'day',
          weather: 'cloudy',
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
