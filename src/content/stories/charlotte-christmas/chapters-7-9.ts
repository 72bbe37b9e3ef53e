import type { SideBubbleChapterWords } from '../with-pictures';

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
        translation: {
          text: '그때 샬럿이 담요를 휙 걷어 내고 벌떡 일어났어요. 할머니 할아버지 댁은 골목 세 개만 지나면 나왔어요. 이렇게 눈이 쌓이면 차는 못 다녀요. 하지만 썰매라면 쌩쌩 미끄러져 갈 수 있지요!',
          speechBubbles: [
            { character: '샬럿', text: '할머니 할아버지가 못 오시면, 우리가 크리스마스를 갖다 드리자!' },
            { character: '레오', text: '썰매로? 내가 끌어도 돼?' },
            { character: '아빠', text: '자, 다들 장화 신자!' },
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
        translation: {
          text: '모두 모자를 쓰고 장화를 신고 장갑을 꼈어요. 썰매에 선물 다섯 개를 싣고 깜깜한 눈길로 나섰어요. 그런데 비스킷이 선물 위로 폴짝 올라타더니 임금님처럼 떡하니 앉았어요.',
          speechBubbles: [
            { character: '아빠', text: '비스킷, 너는 걸어가야지!' },
            { character: '비스킷', text: '멍!' },
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
        translation: {
          text: '할머니 할아버지 댁 문 앞에서 온 가족이 크리스마스 노래를 불렀어요. 문을 여신 할머니께서 깜짝 놀라 숨을 훅 들이쉬셨어요.',
          speechBubbles: [
            { character: '모두', text: '메리 크리스마스! 즐거운 성탄절 보내세요!' },
            { character: '할머니', text: '어머나, 세상에! 이게 누구야!' },
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
        translation: {
          text: '집 안에서는 벽난로 불이 타닥타닥 따뜻하게 타고 있었어요. 모두 함께 선물을 풀어 보았어요. 할머니께서는 종이 별을 창문에 거셨어요. 할아버지께서는 빨간 목도리를 바로 두르셨어요.',
          speechBubbles: [
            { character: '할아버지', text: '에취! 아이고, 이제야 목이 따뜻하구나.' },
            { character: '할머니', text: '샬럿, 저것 좀 봐라! 네 별이 우리 집 창문에서 반짝이는구나.' },
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
        translation: {
          text: '한참 뒤, 가족은 별빛 아래 눈길을 걸어 집으로 향했어요. 썰매는 텅 비어서 가벼웠어요. 샬럿이 뒤를 돌아보았어요. 할머니 댁 창문에서 종이 별이 반짝이고, 빨간 목도리를 두른 할아버지께서 손을 흔들고 계셨어요.',
          speechBubbles: [
            { character: '레오', text: '할아버지, 안녕히 계세요! 별도 안녕!' },
            { character: '샬럿', text: '할아버지, 목도리 꼭 하고 계세요!' },
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
        translation: {
          text: '집에 돌아오자, 레오가 울퉁불퉁한 작은 선물을 내밀었어요. 안에는 삐뚤빼뚤 웃는 얼굴이 그려진 종이 별이 들어 있었어요. 샬럿이 레오를 어찌나 꽉 안았는지, 레오가 “끽!” 소리를 냈어요.',
          speechBubbles: [
            { character: '레오', text: '나 혼자 만들었어. 동전은 하나도 안 들었어!' },
            { character: '샬럿', text: '메리 크리스마스, 레오. 이건 내 동전 유리병 위에 딱 올려놓을 거야!' },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
