import type { SideBubbleChapter } from '@/shared/story';

/** The family carries Christmas to Grandma and Grandpa on a sled. */
export const chaptersSevenToNine = [
  {
    id: 7,
    title: 'Christmas on a Sled',
    panels: [
      {
        id: 'c7-p1',
        text: 'Suddenly, Charlotte jumped up. Grandma and Grandpa lived only three streets away. If they could not come to Christmas, Christmas could go to them!',
        speechBubbles: [
          { character: 'Charlotte', text: "Let's take Christmas to Grandma and Grandpa!", position: 'left' },
          { character: 'Leo', text: 'Yay! Can I pull the sled?', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c7-p1.svg',
        imageAlt: 'Charlotte jumps up with a bright idea next to the Christmas tree. Dad, Mom and Leo cheer.',
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
        text: 'The family put on hats and gloves. They piled the presents on the sled. Then Biscuit climbed on top and rode like a king.',
        speechBubbles: [
          { character: 'Dad', text: "Biscuit, you're supposed to walk!", position: 'left' },
          { character: 'Biscuit', text: 'Woof!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c7-p2.svg',
        imageAlt: 'In the snowy evening street, the family pulls a sled full of presents. Biscuit sits on top like a king.',
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
    panels: [
      {
        id: 'c8-p1',
        text: "At Grandma and Grandpa's door, the family sang a Christmas song. Grandma opened the door and gasped.",
        speechBubbles: [
          { character: 'Everyone', text: 'We wish you a merry Christmas!', position: 'left' },
          { character: 'Grandma', text: "Oh my goodness! Look who's here!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c8-p1.svg',
        imageAlt: "On a snowy night, the family sings outside Grandma and Grandpa's house. Grandma opens the door in surprise.",
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
        text: 'Inside, everyone opened presents together. Grandma hung the paper star in her window. Grandpa put on the red scarf right away.',
        speechBubbles: [
          { character: 'Grandpa', text: 'Achoo! This is the best medicine in the world!', position: 'left' },
          { character: 'Grandma', text: 'This star shines just like you, Charlotte.', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c8-p2.svg',
        imageAlt: "In Grandma and Grandpa's living room, Grandpa wears the red scarf and Grandma holds the paper star. Charlotte smiles between them.",
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
    title: 'The Best Present',
    panels: [
      {
        id: 'c9-p1',
        text: 'Later, they walked home under the stars. Charlotte\'s coin jar was empty, but her heart was full.',
        speechBubbles: [
          { character: 'Charlotte', text: 'Giving presents feels even better than getting them!', position: 'left' },
          { character: 'Mom', text: 'I know just what you mean.', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c9-p1.svg',
        imageAlt: 'The family walks home together on a starry winter night with Biscuit and the empty sled.',
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
        text: 'At home, Leo held out a lumpy little present. Inside was a paper star with a crooked smile. Charlotte hugged him tight.',
        speechBubbles: [
          { character: 'Leo', text: 'I made it for you, all by myself!', position: 'left' },
          { character: 'Charlotte', text: "It's my favourite present ever. Merry Christmas, Leo!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c9-p2.svg',
        imageAlt: 'By the Christmas tree at night, Leo gives Charlotte a paper star he made, and she smiles with joy.',
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
