import type { SideBubbleChapter } from '@/shared/story';

/** Cookies and the tree are ready, then the snow keeps Grandma and Grandpa away. */
export const chaptersFourToSix = [
  {
    id: 4,
    title: 'Cookie Day',
    panels: [
      {
        id: 'c4-p1',
        text: 'Next, Charlotte and Mom baked star cookies. They were a present for Dad, who loves cookies more than anything.',
        speechBubbles: [
          { character: 'Mom', text: "Don't tell Dad!", position: 'left' },
          { character: 'Charlotte', text: 'My lips are sealed!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c4-p1.svg',
        imageAlt: 'Mom and Charlotte bake star-shaped cookies together in the kitchen.',
        scene: {
          background: 'kitchen',
          actors: [
            { icon: 'woman-light', x: 230, y: 350, size: 165 },
            { icon: 'cookie', x: 360, y: 268, size: 50 },
            { icon: 'star', x: 420, y: 268, size: 45 },
            { icon: 'cookie', x: 480, y: 268, size: 50 },
            { icon: 'girl-light', x: 570, y: 370, size: 145, flip: true },
          ],
        },
      },
      {
        id: 'c4-p2',
        text: 'Leo came in and ate three cookies in a row. Charlotte put the rest in a box and tied it with a ribbon, fast!',
        speechBubbles: [
          { character: 'Leo', text: "I'm just checking that they taste good!", position: 'left' },
          { character: 'Charlotte', text: "That's enough checking!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c4-p2.svg',
        imageAlt: 'Leo munches a cookie while Charlotte quickly wraps the rest of the cookies as a present on the counter.',
        scene: {
          background: 'kitchen',
          actors: [
            { icon: 'boy-light', x: 240, y: 380, size: 125 },
            { icon: 'cookie', x: 300, y: 405, size: 45 },
            { icon: 'wrapped-gift', x: 440, y: 248, size: 90 },
            { icon: 'girl-light', x: 590, y: 370, size: 145, flip: true },
          ],
        },
      },
    ],
  },
  {
    id: 5,
    title: 'Trimming the Tree',
    panels: [
      {
        id: 'c5-p1',
        text: 'Dad carried in a tall Christmas tree. Everyone hung shiny balls on it. Leo sat on Dad\'s shoulders to put the star on top.',
        speechBubbles: [
          { character: 'Leo', text: "I'm the tallest one in the family now!", position: 'left' },
          { character: 'Dad', text: 'Hold on tight, little elf!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c5-p1.svg',
        imageAlt: 'Leo sits on Dad\'s shoulders next to the decorated Christmas tree. Charlotte and Mom watch and smile.',
        scene: {
          background: 'christmas-living-room',
          actors: [
            { icon: 'woman-light', x: 200, y: 360, size: 150 },
            { icon: 'girl-light', x: 330, y: 375, size: 135 },
            { icon: 'man-light', x: 500, y: 355, size: 165 },
            { icon: 'boy-light', x: 500, y: 230, size: 105 },
            { icon: 'dog', x: 400, y: 440, size: 75 },
          ],
        },
      },
      {
        id: 'c5-p2',
        text: 'That night, Charlotte tiptoed downstairs and hid her presents under the tree. There was one for every person she loved.',
        speechBubbles: [{ character: 'Charlotte', text: 'A picture for Mom, cookies for Dad, a paper crown for Leo...', position: 'left' }],
        imageUrl: '/illustrations/charlotte-christmas/c5-p2.svg',
        imageAlt: 'At night, Charlotte quietly places wrapped presents under the Christmas tree.',
        scene: {
          background: 'christmas-living-room',
          time: 'night',
          actors: [
            { icon: 'girl-light', x: 420, y: 370, size: 145 },
            { icon: 'wrapped-gift', x: 540, y: 430, size: 55 },
            { icon: 'wrapped-gift', x: 660, y: 445, size: 50 },
            { icon: 'scarf', x: 600, y: 450, size: 45 },
          ],
        },
      },
    ],
  },
  {
    id: 6,
    title: 'Bad News',
    panels: [
      {
        id: 'c6-p1',
        text: 'On Christmas Eve, Grandma called. Grandpa had a bad cold, and the snow was too deep to drive. They could not come this year.',
        speechBubbles: [
          { character: 'Grandma', text: "I'm so sorry, sweetheart.", position: 'left' },
          { character: 'Charlotte', text: "But Christmas won't feel right without you!", position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c6-p1.svg',
        imageAlt: 'Charlotte talks to Grandma on the phone in the living room and looks upset. Mom stands beside her, and snow falls outside the window.',
        scene: {
          background: 'living-room',
          time: 'evening',
          actors: [
            { icon: 'woman-light', x: 460, y: 355, size: 160 },
            { icon: 'girl-light', x: 600, y: 375, size: 140, flip: true },
            { icon: 'telephone-receiver', x: 545, y: 345, size: 55 },
            { icon: 'snowflake', x: 610, y: 120, size: 35 },
            { icon: 'snowflake', x: 690, y: 180, size: 30 },
          ],
        },
      },
      {
        id: 'c6-p2',
        text: 'Charlotte sat by the window and watched the snow. The paper star and the red scarf waited under the tree.',
        speechBubbles: [{ character: 'Mom', text: "We'll think of something together.", position: 'right' }],
        imageUrl: '/illustrations/charlotte-christmas/c6-p2.svg',
        imageAlt: 'At night, Charlotte sits sadly near the window. Mom comes to comfort her, and presents wait under the tree.',
        scene: {
          background: 'christmas-living-room',
          time: 'night',
          actors: [
            { icon: 'girl-light', x: 360, y: 375, size: 140 },
            { icon: 'woman-light', x: 500, y: 355, size: 155, flip: true },
            { icon: 'wrapped-gift', x: 640, y: 445, size: 50 },
            { icon: 'scarf', x: 700, y: 450, size: 45 },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
