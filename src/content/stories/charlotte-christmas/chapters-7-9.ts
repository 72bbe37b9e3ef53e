import type { SideBubbleChapter } from '@/shared/story';

/** The family carries Christmas to Grandma and Grandpa on a sled, and at home Leo has a present of his own. */
export const chaptersSevenToNine = [
  {
    id: 7,
    title: 'Christmas on a Sled',
    translation: { title: '썰매에 실은 크리스마스' },
    panels: [
      {
        id: 'c7-p1',
        text: 'Suddenly, Charlotte threw off her blanket and jumped up. Grandma and Grandpa lived only three streets away. A car could not drive in this snow, but a sled could slide!',
        speechBubbles: [
          { character: 'Charlotte', text: "If they can't come to Christmas, let's take Christmas to them!", position: 'left' },
          { character: 'Leo', text: 'On the sled? Can I pull it?', position: 'right' },
          { character: 'Dad', text: 'Boots on, everybody!', position: 'left' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c7-p1.svg',
        imageAlt:
          'In the lamp-lit living room at night, Charlotte jumps up from the window seat with a big smile and points at the presents under the glowing tree. Her blanket lies on the floor. Leo, Mom and Dad turn to her, surprised and excited.',
        translation: {
          text: '그때 샬럿이 담요를 휙 걷어 내고 벌떡 일어났어요. 할머니 할아버지 댁은 골목 세 개만 지나면 나왔어요. 이렇게 눈이 쌓이면 차는 못 다녀요. 하지만 썰매라면 쌩쌩 미끄러져 갈 수 있지요!',
          speechBubbles: [
            { character: '샬럿', text: '할머니 할아버지가 못 오시면, 우리가 크리스마스를 갖다 드리자!' },
            { character: '레오', text: '썰매로? 내가 끌어도 돼?' },
            { character: '아빠', text: '자, 다들 장화 신자!' },
          ],
          imageAlt:
            '밤, 스탠드 불빛이 켜진 거실에서 샬럿이 창가에서 벌떡 일어나 환하게 웃으며 빛나는 트리 밑 선물들을 가리켜요. 바닥에는 담요가 떨어져 있어요. 레오와 엄마, 아빠가 놀라면서도 신난 얼굴로 샬럿을 돌아봐요.',
        },
        scene: {
          background: 'christmas-living-room',
          time: 'evening',
          actors: [
            { icon: 'light-bulb', x: 400, y: 240, size: 55 },
            { icon: 'man-light', x: 140, y: 355, size: 155 },
            { icon: 'woman-light', x: 270, y: 355, size: 150 },
            { icon: 'girl-light', x: 400, y: 355, size: 155 },
            { icon: 'boy-light', x: 520, y: 385, size: 115, flip: true },
          ],
        },
      },
      {
        id: 'c7-p2',
        text: 'Everyone put on hats, boots and gloves. They piled the five presents on the sled. Out they went into the dark, snowy street. Then Biscuit hopped on top and rode like a king.',
        speechBubbles: [
          { character: 'Dad', text: "Biscuit, you're supposed to walk!", position: 'left' },
          { character: 'Biscuit', text: 'Woof!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c7-p2.svg',
        imageAlt:
          'On a dark, snowy street under glowing streetlights, Dad and Leo pull a sled piled with five presents. Biscuit sits proudly on top like a king. Mom and Charlotte walk beside the sled in hats, boots and gloves.',
        translation: {
          text: '모두 모자를 쓰고 장화를 신고 장갑을 꼈어요. 썰매에 선물 다섯 개를 싣고 깜깜한 눈길로 나섰어요. 그런데 비스킷이 선물 위로 폴짝 올라타더니 임금님처럼 떡하니 앉았어요.',
          speechBubbles: [
            { character: '아빠', text: '비스킷, 너는 걸어가야지!' },
            { character: '비스킷', text: '멍!' },
          ],
          imageAlt:
            '가로등이 환한 깜깜한 눈길에서 아빠와 레오가 선물 다섯 개를 실은 썰매를 함께 끌어요. 비스킷은 그 위에 임금님처럼 의젓하게 앉아 있어요. 엄마와 샬럿은 모자, 장화, 장갑 차림으로 썰매 옆을 걸어요.',
        },
        scene: {
          background: 'snowy-street',
          time: 'evening',
          actors: [
            { icon: 'man-light', x: 110, y: 355, size: 150 },
            { icon: 'woman-light', x: 230, y: 355, size: 145 },
            { icon: 'sled', x: 420, y: 440, size: 150 },
            { icon: 'wrapped-gift', x: 385, y: 395, size: 55 },
            { icon: 'dog', x: 455, y: 370, size: 80, flip: true },
            { icon: 'crown', x: 455, y: 315, size: 35 },
            { icon: 'girl-light', x: 600, y: 370, size: 135 },
            { icon: 'boy-light', x: 710, y: 380, size: 115 },
          ],
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
        text: "At Grandma and Grandpa's door, the family sang a Christmas song. Grandma opened the door and gasped.",
        speechBubbles: [
          { character: 'Everyone', text: 'We wish you a merry Christmas!', position: 'left' },
          { character: 'Grandma', text: "Oh my goodness! Look who's here!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c8-p1.svg',
        imageAlt:
          "On a snowy night, the family stands outside Grandma and Grandpa's glowing house with the sled of presents, singing with their mouths wide open. Grandma opens the front door and holds her hands to her cheeks in surprise.",
        translation: {
          text: '할머니 할아버지 댁 문 앞에서 온 가족이 크리스마스 노래를 불렀어요. 문을 여신 할머니께서 깜짝 놀라 숨을 훅 들이쉬셨어요.',
          speechBubbles: [
            { character: '모두', text: '메리 크리스마스! 즐거운 성탄절 보내세요!' },
            { character: '할머니', text: '어머나, 세상에! 이게 누구야!' },
          ],
          imageAlt:
            '눈 내리는 밤, 불빛이 새어 나오는 할머니 할아버지 댁 앞에서 가족이 선물 썰매 옆에 서서 입을 크게 벌리고 노래해요. 현관문을 연 할머니께서 두 손으로 볼을 감싸며 깜짝 놀라세요.',
        },
        scene: {
          background: 'winter-night',
          time: 'night',
          actors: [
            { icon: 'bell', x: 260, y: 190, size: 60 },
            { icon: 'man-light', x: 90, y: 355, size: 145 },
            { icon: 'woman-light', x: 200, y: 355, size: 140 },
            { icon: 'boy-light', x: 300, y: 385, size: 110 },
            { icon: 'girl-light', x: 410, y: 370, size: 130 },
            { icon: 'house', x: 640, y: 270, size: 220 },
            { icon: 'old-woman-light', x: 620, y: 370, size: 140, flip: true },
          ],
        },
      },
      {
        id: 'c8-p2',
        text: 'Inside, the fire was warm and crackly. Everyone opened presents together. Grandma hung the paper star in her window. Grandpa put on the red scarf right away.',
        speechBubbles: [
          { character: 'Grandpa', text: 'Achoo! Ahh, my neck is warm at last.', position: 'left' },
          { character: 'Grandma', text: 'Look, Charlotte! Your star is shining in our window.', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c8-p2.svg',
        imageAlt:
          "In Grandma and Grandpa's cozy living room, a fire crackles in the fireplace. Grandpa holds a tissue and wears the red scarf. Grandma hangs the golden paper star in the window. Charlotte smiles between them, while Mom, Dad and Leo open presents nearby.",
        translation: {
          text: '집 안에서는 벽난로 불이 타닥타닥 따뜻하게 타고 있었어요. 모두 함께 선물을 풀어 보았어요. 할머니께서는 종이 별을 창문에 거셨어요. 할아버지께서는 빨간 목도리를 바로 두르셨어요.',
          speechBubbles: [
            { character: '할아버지', text: '에취! 아이고, 이제야 목이 따뜻하구나.' },
            { character: '할머니', text: '샬럿, 저것 좀 봐라! 네 별이 우리 집 창문에서 반짝이는구나.' },
          ],
          imageAlt:
            '할머니 할아버지 댁 아늑한 거실, 벽난로에서 불이 타닥타닥 타요. 할아버지께서는 휴지를 손에 쥐고 빨간 목도리를 두르고 계세요. 할머니께서는 금빛 종이 별을 창문에 거세요. 샬럿은 두 분 사이에서 환하게 웃고, 엄마와 아빠, 레오는 옆에서 선물을 풀어요.',
        },
        scene: {
          background: 'living-room',
          time: 'evening',
          actors: [
            { icon: 'old-man-light', x: 190, y: 355, size: 155 },
            { icon: 'scarf', x: 190, y: 420, size: 60 },
            { icon: 'girl-light', x: 390, y: 375, size: 135 },
            { icon: 'glowing-star', x: 650, y: 150, size: 60 },
            { icon: 'old-woman-light', x: 580, y: 360, size: 150, flip: true },
          ],
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
        text: "Later, the family walked home under the stars. The sled was light and empty now. Charlotte looked back. The paper star glowed in Grandma's window, and Grandpa waved in his red scarf.",
        speechBubbles: [
          { character: 'Leo', text: 'Bye, Grandpa! Bye, star!', position: 'right' },
          { character: 'Charlotte', text: 'Keep your scarf on, Grandpa!', position: 'left' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c9-p1.svg',
        imageAlt:
          "On a starry winter night, the family walks home through the snow with Biscuit and the empty sled. Charlotte looks back at Grandma and Grandpa's house. The golden paper star glows in the window, and Grandpa waves, wearing the red scarf.",
        translation: {
          text: '한참 뒤, 가족은 별빛 아래 눈길을 걸어 집으로 향했어요. 썰매는 텅 비어서 가벼웠어요. 샬럿이 뒤를 돌아보았어요. 할머니 댁 창문에서 종이 별이 반짝이고, 빨간 목도리를 두른 할아버지께서 손을 흔들고 계셨어요.',
          speechBubbles: [
            { character: '레오', text: '할아버지, 안녕히 계세요! 별도 안녕!' },
            { character: '샬럿', text: '할아버지, 목도리 꼭 하고 계세요!' },
          ],
          imageAlt:
            '별이 총총한 겨울밤, 가족이 비스킷, 빈 썰매와 함께 눈길을 걸어 집으로 가요. 샬럿이 뒤돌아 할머니 할아버지 댁을 바라봐요. 창문에는 금빛 종이 별이 빛나고, 빨간 목도리를 두른 할아버지께서 손을 흔드세요.',
        },
        scene: {
          background: 'winter-night',
          time: 'night',
          actors: [
            { icon: 'glowing-star', x: 430, y: 100, size: 50 },
            { icon: 'woman-light', x: 170, y: 355, size: 150 },
            { icon: 'girl-light', x: 310, y: 370, size: 135 },
            { icon: 'man-light', x: 460, y: 355, size: 150 },
            { icon: 'boy-light', x: 580, y: 385, size: 110 },
            { icon: 'sled', x: 690, y: 445, size: 110 },
            { icon: 'dog', x: 690, y: 400, size: 75 },
          ],
        },
      },
      {
        id: 'c9-p2',
        text: 'Back home, Leo held out a lumpy little present. Inside was a paper star with a crooked smile drawn on it. Charlotte hugged him so tight that he squeaked.',
        speechBubbles: [
          { character: 'Leo', text: 'I made it all by myself. It cost zero coins!', position: 'left' },
          { character: 'Charlotte', text: "Merry Christmas, Leo. It's going right on top of my coin jar!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c9-p2.svg',
        imageAlt:
          'By the glowing Christmas tree at night, Charlotte hugs Leo tight. In her hand is his lumpy, crooked paper star with a smiley face drawn on it. Biscuit wags his tail beside them.',
        translation: {
          text: '집에 돌아오자, 레오가 울퉁불퉁한 작은 선물을 내밀었어요. 안에는 삐뚤빼뚤 웃는 얼굴이 그려진 종이 별이 들어 있었어요. 샬럿이 레오를 어찌나 꽉 안았는지, 레오가 "끽!" 소리를 냈어요.',
          speechBubbles: [
            { character: '레오', text: '나 혼자 만들었어. 동전은 하나도 안 들었어!' },
            { character: '샬럿', text: '메리 크리스마스, 레오. 이건 내 동전 유리병 위에 딱 올려놓을 거야!' },
          ],
          imageAlt:
            '밤, 환하게 빛나는 크리스마스트리 옆에서 샬럿이 레오를 꼭 끌어안아요. 샬럿의 손에는 웃는 얼굴이 그려진 울퉁불퉁하고 삐뚤빼뚤한 종이 별이 들려 있어요. 비스킷은 옆에서 꼬리를 흔들어요.',
        },
        scene: {
          background: 'christmas-living-room',
          time: 'night',
          actors: [
            { icon: 'boy-light', x: 330, y: 385, size: 125 },
            { icon: 'star', x: 410, y: 360, size: 45 },
            { icon: 'red-heart', x: 420, y: 240, size: 45 },
            { icon: 'girl-light', x: 500, y: 370, size: 145, flip: true },
            { icon: 'dog', x: 200, y: 430, size: 80, flip: true },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
