import type { SideBubbleChapterWords } from '../with-pictures';

/** The family carries Christmas down the street to Grandma and Grandpa on the sled, and at home Leo has a present of his own. */
export const chaptersSevenToNine = [
  {
    id: 7,
    title: 'Christmas on a Sled',
    translation: { title: '썰매에 실은 크리스마스' },
    panels: [
      {
        id: 'c7-p1',
        text: 'Charlotte threw off her blanket and jumped up. Grandma and Grandpa’s house was just down the street!',
        speechBubbles: [
          { character: 'Charlotte', text: 'If they can’t come to Christmas, let’s take Christmas to them!', position: 'left' },
          { character: 'Dad', text: 'Boots on, everybody!', position: 'left' },
        ],
        translation: {
          text: '샬럿이 담요를 휙 걷어 내고 벌떡 일어났어요. 할머니 할아버지 댁은 바로 이 길 끝에 있잖아요!',
          speechBubbles: [
            { character: '샬럿', text: '할머니 할아버지가 못 오시면, 우리가 크리스마스를 갖다 드리자!' },
            { character: '아빠', text: '자, 다들 장화 신자!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'jumps up off the window seat, flinging the blanket away, one arm pointing out at the street',
              feels: 'bursting with an idea',
              wears: 'pajamas',
            },
            { id: 'leo', does: 'hops up and down, hands clasped', feels: 'excited', wears: 'pajamas' },
            {
              id: 'dad',
              does: 'holds a pair of snow boots out to Charlotte and grins',
              feels: 'ready for an adventure',
              wears: 'cozy sweater and slippers',
            },
            { id: 'mom', does: 'hurries over with the winter coats from the hooks by the door', feels: 'happy', wears: 'sweater and jeans' },
          ],
          offstage: [
            { id: 'grandma', why: 'only named: she is at her house down the street' },
            { id: 'grandpa', why: 'only named: he is sick at his house down the street' },
          ],
          objects: [{ id: 'blanket', state: 'thrown off, in a heap on the rug' }, { id: 'window-seat' }, { id: 'snow-boots', state: 'held out by Dad' }],
          place: 'the living room, by the big window',
          indoors: true,
          time: 'night',
          weather: 'snow',
        },
      },
      {
        id: 'c7-p2',
        text: 'They piled the five presents on the sled. Leo helped Dad pull it down the dark, snowy street. Then Biscuit hopped on and rode like a king.',
        speechBubbles: [
          { character: 'Dad', text: 'Biscuit, you’re supposed to walk!', position: 'left' },
          { character: 'Biscuit', text: 'Woof!', position: 'right' },
        ],
        translation: {
          text: '썰매에 선물 다섯 개를 실었어요. 레오는 아빠와 함께 깜깜한 눈길로 썰매를 끌었어요. 그런데 비스킷이 폴짝 올라타더니 임금님처럼 떡하니 앉았어요.',
          speechBubbles: [
            { character: '아빠', text: '비스킷, 너는 걸어가야지!' },
            { character: '비스킷', text: '멍!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'leo',
              does: 'helps Dad pull the sled, both mittens on its rope, leaning forward into the pull',
              feels: 'proud and determined',
              wears: 'green winter coat, wool hat, snow boots and mittens',
            },
            {
              id: 'dad',
              does: 'strides ahead pulling the sled by its rope, his mittens held back at his hip, calling back over his shoulder to Biscuit',
              feels: 'amused',
              wears: 'winter jacket, wool hat, snow boots and mittens',
            },
            { id: 'biscuit', does: 'sits up tall on top of the presents, nose in the air', feels: 'proud', wears: 'his red collar' },
            {
              id: 'charlotte',
              does: 'walks beside the sled, one mitten on the presents to keep them steady',
              feels: 'happy',
              wears: 'purple winter coat, wool hat with a pompom, snow boots and mittens',
            },
            { id: 'mom', does: 'walks behind the sled, a step back', feels: 'happy', wears: 'long winter coat, wool hat, snow boots and mittens' },
          ],
          objects: [
            { id: 'sled', state: 'piled high, pulled by its rope' },
            { id: 'rope', state: 'a thick red rope, from the sled’s front through Leo’s mittens into Dad’s' },
            { id: 'presents', count: 5, state: 'wrapped, piled on the sled' },
          ],
          place: 'the dark, snowy street between the two houses',
          indoors: false,
          time: 'night',
          weather: 'snow',
        },
      },
    ],
  },
  {
    id: 8,
    title: 'Knock, Knock!',
    translation: { title: '똑똑!' },
    panels: [
      {
        id: 'c8-p1',
        text: 'At Grandma and Grandpa’s door, they all sang. Out came Grandma, her hands on her cheeks.',
        speechBubbles: [
          {
            character: 'Everyone',
            text: '♪ We wish you a merry Christmas, we wish you a merry Christmas, we wish you a merry Christmas and a happy New Year! ♪',
            position: 'left',
          },
          { character: 'Grandma', text: 'Oh my goodness! Look who’s here!', position: 'right' },
        ],
        translation: {
          text: '할머니 할아버지 댁 문 앞에서 온 가족이 크리스마스 노래를 불렀어요. 문을 여신 할머니는 두 손으로 볼을 감싸셨어요.',
          speechBubbles: [
            { character: '모두', text: '♪ 즐거운 성탄 보내세요, 즐거운 성탄 보내세요, 즐거운 성탄 보내시고 새해 복 많이 받으세요! ♪' },
            { character: '할머니', text: '어머나, 세상에! 이게 누구야!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'grandma',
              does: 'stands in the open doorway with both hands on her cheeks',
              feels: 'surprised and overjoyed',
              wears: 'cardigan, long skirt and slippers',
            },
            {
              id: 'charlotte',
              does: 'sings with her mouth wide open, her mittens clasped at her chest',
              feels: 'joyful',
              wears: 'purple winter coat, wool hat with a pompom, snow boots and mittens',
            },
            { id: 'leo', does: 'sings loudly, jumping on the spot', feels: 'joyful', wears: 'green winter coat, wool hat, snow boots and mittens' },
            { id: 'mom', does: 'sings beside Charlotte', feels: 'happy', wears: 'long winter coat, wool hat, snow boots and mittens' },
            {
              id: 'dad',
              does: 'sings to Grandma with a hand on his heart, holding the sled rope',
              feels: 'happy',
              wears: 'winter jacket, wool hat, snow boots and mittens',
            },
            { id: 'biscuit', does: 'sits on the presents on the sled, wagging his tail', feels: 'happy', wears: 'his red collar' },
          ],
          offstage: [{ id: 'grandpa', why: 'inside by the fire with his bad cold; he is seen on the next page' }],
          objects: [
            { id: 'front-door', state: 'wide open, warm light pouring out' },
            { id: 'sled', state: 'at the doorstep' },
            { id: 'presents', count: 5, state: 'wrapped, on the sled' },
          ],
          place: "the doorstep of Grandma and Grandpa's house",
          indoors: false,
          time: 'night',
          weather: 'clear',
        },
      },
      {
        id: 'c8-p2',
        text: 'Inside, by the fire, Mom held her picture close. Dad bit into a cookie. Leo put on his crown. And Grandpa wrapped up in the red scarf.',
        speechBubbles: [
          { character: 'Grandpa', text: 'Achoo! Ahh, my neck is warm at last.', position: 'left' },
          { character: 'Grandma', text: 'This star goes in my window!', position: 'right' },
        ],
        translation: {
          text: '벽난로 불이 타닥타닥 타오르는 집 안에서, 엄마는 그림을 가슴 앞에 소중히 들었어요. 아빠는 쿠키를 베어 물었어요. 레오는 왕관을 썼어요. 할아버지는 빨간 목도리를 두르셨어요.',
          speechBubbles: [
            { character: '할아버지', text: '에취! 아이고, 이제야 목이 따뜻하구나.' },
            { character: '할머니', text: '이 별은 우리 창문에 걸어야겠다!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'grandpa',
              does: 'sits in his armchair by the fire, wrapped up snug in the red scarf, both hands on it, sneezing: achoo!',
              feels: 'cozy and touched',
              wears: 'cardigan and slippers, a blanket on his knees',
            },
            {
              id: 'charlotte',
              does: 'stands by Grandpa’s chair and claps, watching him wrap up in the scarf she bought him',
              feels: 'happy and proud',
              wears: 'sweater and jeans, in socks (her coat and boots off)',
            },
            {
              id: 'mom',
              does: 'holds the picture of the family close against her chest, turned to Charlotte',
              feels: 'moved',
              wears: 'sweater (her coat off)',
            },
            {
              id: 'leo',
              does: 'puts the gold paper crown on his head',
              feels: 'proud as a king',
              wears: 'sweater and overalls, in socks (his coat and boots off)',
            },
            {
              id: 'dad',
              does: 'bites into a star cookie, the open cookie box in his other hand, by the tree',
              feels: 'blissful',
              wears: 'sweater (his coat off)',
            },
            {
              id: 'grandma',
              does: 'stands at the window beside Mom and holds the gold star up to the glass to hang it',
              feels: 'delighted',
              wears: 'cardigan, long skirt and slippers',
            },
            { id: 'biscuit', does: 'lies by the fire', feels: 'sleepy and content', wears: 'his red collar' },
          ],
          objects: [
            { id: 'fireplace', state: 'fire crackling' },
            { id: 'red-scarf', state: 'around Grandpa’s neck' },
            { id: 'gold-star', state: 'hanging in the window' },
            { id: 'moms-picture', state: 'unwrapped, hugged by Mom' },
            { id: 'cookie-box', state: 'open, in Dad’s hands' },
            { id: 'leos-crown', state: 'on Leo’s head' },
          ],
          place: "Grandma and Grandpa's living room",
          indoors: true,
          time: 'night',
          weather: 'clear',
        },
      },
    ],
  },
  {
    id: 9,
    title: 'A Star for Charlotte',
    translation: { title: '샬럿을 위한 별' },
    panels: [
      {
        id: 'c9-p1',
        text: 'They walked home under the stars with the empty sled. Charlotte looked back. The gold star glowed in Grandma’s window, and Grandpa waved in his red scarf.',
        speechBubbles: [
          { character: 'Leo', text: 'Bye, Grandpa! Bye, star!', position: 'right' },
          { character: 'Charlotte', text: 'Keep your scarf on, Grandpa!', position: 'left' },
        ],
        translation: {
          text: '가족은 빈 썰매를 끌고 별빛 아래 집으로 향했어요. 샬럿이 뒤를 돌아보았어요. 할머니 댁 창문에서 금빛 별이 반짝이고, 할아버지가 빨간 목도리를 두르고 손을 흔드셨어요.',
          speechBubbles: [
            { character: '레오', text: '할아버지, 안녕히 계세요! 별도 안녕!' },
            { character: '샬럿', text: '할아버지, 목도리 꼭 하고 계세요!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'at the back of the family, turns round to look back at the house and waves',
              feels: 'happy and warm inside',
              wears: 'purple winter coat, wool hat with a pompom, snow boots and mittens',
            },
            {
              id: 'leo',
              does: 'calls goodbye to Grandpa, one arm reaching out to him',
              feels: 'happy',
              wears: 'green winter coat, wool hat, snow boots, mittens and his gold paper crown over his hat',
            },
            { id: 'dad', does: 'pulls the empty sled by its rope', feels: 'content', wears: 'winter jacket, wool hat, snow boots and mittens' },
            {
              id: 'mom',
              does: 'walks home beside Dad, holding the picture in her mittens',
              feels: 'content',
              wears: 'long winter coat, wool hat, snow boots and mittens',
            },
            { id: 'biscuit', does: 'trots out in front, leading the way home', feels: 'happy', wears: 'his red collar' },
            {
              id: 'grandpa',
              does: 'waves from just inside the lit doorway of his house down the street',
              feels: 'happy',
              wears: 'the red scarf and a cardigan',
            },
          ],
          offstage: [{ id: 'grandma', why: 'named only by her window, where the gold star hangs; she is inside' }],
          objects: [
            { id: 'sled', state: 'empty' },
            { id: 'gold-star', state: 'glowing in the window' },
            { id: 'red-scarf', state: 'around Grandpa’s neck' },
            { id: 'grandmas-house', state: 'behind them down the street, one window lit' },
          ],
          place: 'the snowy street between the two houses',
          indoors: false,
          time: 'night',
          weather: 'clear',
        },
      },
      {
        id: 'c9-p2',
        text: 'Back home, Leo gave Charlotte a lumpy little present: a paper star with a crooked smile. She hugged him until he squeaked. Then she set the star on her empty coin jar.',
        speechBubbles: [
          { character: 'Leo', text: 'I made it myself. Zero coins!', position: 'left' },
          { character: 'Charlotte', text: 'Now my jar isn’t empty at all!', position: 'right' },
        ],
        translation: {
          text: '집에 오자 레오가 울퉁불퉁한 선물을 내밀었어요. 삐뚤빼뚤 웃는 종이 별이었어요. 샬럿이 꽉 끌어안자 레오가 “끽!” 했어요. 샬럿은 별을 빈 저금통 위에 올려놓았어요.',
          speechBubbles: [
            { character: '레오', text: '내가 만들었어. 동전은 하나도 안 썼어!' },
            { character: '샬럿', text: '이제 내 저금통, 하나도 안 비었다!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'kneels hugging Leo tight in both arms, the paper star she set on her empty coin jar standing on its lid beside them',
              feels: 'touched and overjoyed',
              wears: 'sweater and jeans, in socks (her coat dropped on the floor)',
            },
            {
              id: 'leo',
              does: 'gets squeezed in the hug, eyes shut, squeaking and laughing',
              feels: 'proud and squished',
              wears: 'sweater, overalls, socks and his gold paper crown',
            },
          ],
          objects: [
            { id: 'leos-star', state: 'crooked, with a crooked smile drawn in crayon, standing on the lid of the coin jar' },
            { id: 'leos-present', state: 'lumpy, its paper crumpled open' },
            { id: 'coin-jar', state: 'empty of coins, on the little table beside them, Leo’s paper star on its lid' },
          ],
          place: 'the living room at home, by the Christmas tree',
          indoors: true,
          time: 'night',
          weather: 'clear',
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
