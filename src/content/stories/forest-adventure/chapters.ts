import type { SideBubbleChapter } from '@/shared/story';
import { bramble, charlotte, hazel, pip, prop, theo } from './cast';

const image = (chapter: number, panel: number) => `/illustrations/forest-adventure/c${chapter}-p${panel}.svg`;

export const forestAdventureChapters = [
  {
    id: 1,
    title: 'A Walk in the Woods',
    panels: [
      {
        id: 'c1-p1',
        text: 'Theo and his friend Charlotte walk into the green forest. Theo has a map. Charlotte has a backpack full of snacks.',
        speechBubbles: [
          { character: 'Theo', text: "Let's find the big old oak tree!", position: 'left' },
          { character: 'Charlotte', text: 'I packed blueberries for us!', position: 'right' },
        ],
        imageUrl: image(1, 1),
        imageAlt: 'Theo holds a map and Charlotte carries a red backpack on a sunny forest path.',
        scene: {
          background: 'forest-path',
          actors: [theo(300, 350, 160), prop('world-map')(200, 430), charlotte(500, 355, 160), prop('backpack')(600, 430)],
        },
      },
      {
        id: 'c1-p2',
        text: 'Something orange jumps out from behind a tree. It is Pip the fox! Pip looks very worried.',
        speechBubbles: [{ character: 'Pip', text: 'Theo! Charlotte! Please help me!', position: 'right' }],
        imageUrl: image(1, 2),
        imageAlt: 'Pip the fox jumps out from behind a tree in front of Theo and Charlotte.',
        scene: {
          background: 'forest',
          actors: [theo(180, 365), charlotte(330, 370), pip(580, 340, 150), prop('sweat-droplets')(650, 270, 50)],
        },
      },
      {
        id: 'c1-p3',
        text: 'Pip tells them about Bramble the hedgehog. Bramble went to pick berries this morning and has not come home.',
        speechBubbles: [
          { character: 'Pip', text: 'Bramble is so small. What if Bramble is lost?', position: 'left' },
          { character: 'Charlotte', text: "Don't worry. We will find Bramble together.", position: 'right' },
        ],
        imageUrl: image(1, 3),
        imageAlt: 'Pip the fox thinks about Bramble the hedgehog while Theo and Charlotte listen.',
        scene: {
          background: 'forest',
          actors: [
            pip(220, 370),
            prop('thought-balloon')(300, 160, 170),
            bramble(300, 150, 70),
            theo(460, 360),
            charlotte(620, 365),
          ],
        },
      },
    ],
  },
  {
    id: 2,
    title: 'Tiny Tracks',
    panels: [
      {
        id: 'c2-p1',
        text: 'The friends look down at the muddy path. They see tiny paw prints. The prints lead down the hill.',
        speechBubbles: [{ character: 'Theo', text: "Look! These must be Bramble's tracks.", position: 'left' }],
        imageUrl: image(2, 1),
        imageAlt: 'Theo, Charlotte and Pip look at a line of tiny paw prints on the forest path.',
        scene: {
          background: 'forest-path',
          actors: [
            theo(150, 340),
            prop('paw-prints')(300, 450, 55),
            prop('paw-prints')(420, 430, 50),
            prop('paw-prints')(530, 410, 45),
            pip(400, 340, 120),
            charlotte(650, 345),
          ],
        },
      },
      {
        id: 'c2-p2',
        text: "The tracks stop at the river. Last night's storm broke the little wooden bridge. Bramble is on the other side, sitting on a rock.",
        speechBubbles: [{ character: 'Bramble', text: "Help! I can't get across!", position: 'right' }],
        imageUrl: image(2, 2),
        imageAlt: 'Theo, Charlotte and Pip stand by the river. Across the water, Bramble sits on a rock near pieces of a broken bridge.',
        scene: {
          background: 'river',
          actors: [
            theo(110, 415, 140),
            charlotte(250, 420, 140),
            pip(380, 430, 110),
            prop('wood')(480, 345, 50),
            prop('rock')(640, 285, 80),
            bramble(640, 242, 72),
          ],
        },
      },
      {
        id: 'c2-p3',
        text: 'Hoo, hoo! Hazel the owl flies down from a tall tree. Hazel can see the whole forest from up high.',
        speechBubbles: [
          { character: 'Hazel', text: 'I know a place where the water is low!', position: 'center' },
          { character: 'Theo', text: 'Can you show us, Hazel?', position: 'left' },
        ],
        imageUrl: image(2, 3),
        imageAlt: 'Hazel the owl flies down above Theo, Pip and Charlotte in the forest.',
        scene: {
          background: 'forest',
          actors: [hazel(400, 140, 130), theo(220, 370), pip(400, 390, 110), charlotte(580, 370)],
        },
      },
    ],
  },
  {
    id: 3,
    title: 'Stepping Stones',
    panels: [
      {
        id: 'c3-p1',
        text: 'Hazel leads them to a spot where the river is not deep. Charlotte sees big flat rocks on the bank. She has an idea.',
        speechBubbles: [{ character: 'Charlotte', text: "Let's make a path of stepping stones!", position: 'center' }],
        imageUrl: image(3, 1),
        imageAlt: 'Charlotte gets an idea beside the river while Hazel watches from above and Theo looks at the rocks.',
        scene: {
          background: 'river',
          actors: [
            hazel(720, 180, 100),
            theo(140, 415, 140),
            charlotte(320, 405, 160),
            prop('light-bulb')(395, 318, 55),
            prop('rock')(520, 445, 80),
            prop('rock')(610, 455, 70),
          ],
        },
      },
      {
        id: 'c3-p2',
        text: 'Everyone works together. Theo and Charlotte roll the rocks into the water. Pip pushes with his nose, and Hazel tells them where to put each one.',
        speechBubbles: [
          { character: 'Hazel', text: 'A little more to the left!', position: 'center' },
          { character: 'Theo', text: 'One, two, three, push!', position: 'left' },
        ],
        imageUrl: image(3, 2),
        imageAlt: 'Theo, Charlotte and Pip push rocks into the river in a line while Hazel points the way.',
        scene: {
          background: 'river',
          actors: [
            hazel(500, 170, 100),
            theo(140, 415, 140),
            charlotte(280, 420, 140),
            prop('rock')(400, 455, 70),
            prop('rock')(490, 375, 60),
            prop('rock')(430, 340, 52),
            pip(620, 430, 110),
          ],
        },
      },
      {
        id: 'c3-p3',
        text: 'Bramble steps from stone to stone, slowly and carefully. The friends cheer for every step. At last, Bramble is across!',
        speechBubbles: [
          { character: 'Charlotte', text: 'You can do it, Bramble!', position: 'left' },
          { character: 'Bramble', text: 'I did it!', position: 'right' },
        ],
        imageUrl: image(3, 3),
        imageAlt: 'Bramble the hedgehog walks across a row of stepping stones while Theo, Charlotte and Pip cheer.',
        scene: {
          background: 'river',
          actors: [
            theo(130, 415, 130),
            charlotte(260, 420, 130),
            pip(650, 430, 100),
            prop('rock')(490, 375, 60),
            prop('rock')(430, 340, 52),
            prop('rock')(480, 310, 42),
            bramble(490, 345, 62),
            hazel(720, 180, 100),
            prop('sparkles')(550, 320, 40),
          ],
        },
      },
    ],
  },
  {
    id: 4,
    title: 'Home Under the Stars',
    panels: [
      {
        id: 'c4-p1',
        text: "Bramble gives everyone a big hug. Bramble's basket is still full of blueberries. Bramble shares them with all the friends.",
        speechBubbles: [{ character: 'Bramble', text: 'Thank you, friends. You were so brave!', position: 'center' }],
        imageUrl: image(4, 1),
        imageAlt: 'Bramble shares a basket of blueberries with Theo, Charlotte, Pip and Hazel in the evening forest.',
        scene: {
          background: 'forest',
          time: 'evening',
          actors: [
            theo(130, 350, 140),
            charlotte(270, 355, 140),
            prop('basket')(400, 430, 90),
            prop('blueberries')(400, 380, 60),
            bramble(500, 410, 90),
            pip(620, 380, 110),
            hazel(720, 330, 100),
            prop('red-heart')(500, 330, 40),
          ],
        },
      },
      {
        id: 'c4-p2',
        text: 'The sun goes down as they walk home. Theo turns on his flashlight. Hazel flies ahead to show the way.',
        speechBubbles: [{ character: 'Pip', text: 'This is the best day ever!', position: 'right' }],
        imageUrl: image(4, 2),
        imageAlt: 'The friends walk along the forest path at sunset. Theo shines a flashlight and Hazel flies ahead.',
        scene: {
          background: 'forest-path',
          time: 'evening',
          actors: [
            hazel(680, 120, 100),
            prop('flashlight')(260, 420, 60, true),
            theo(180, 350, 140),
            charlotte(330, 360, 130),
            pip(470, 390, 100),
            bramble(570, 420, 75),
          ],
        },
      },
      {
        id: 'c4-p3',
        text: 'That night, the friends sit together under the stars. Theo smiles. The forest is a happy place when friends help each other.',
        speechBubbles: [
          { character: 'Theo', text: "Let's have another adventure tomorrow!", position: 'left' },
          { character: 'Charlotte', text: 'Yes, all of us together!', position: 'right' },
        ],
        imageUrl: image(4, 3),
        imageAlt: 'Theo, Charlotte, Pip, Bramble and Hazel sit together under a starry night sky with a crescent moon.',
        scene: {
          background: 'night-sky',
          time: 'night',
          actors: [
            prop('crescent-moon')(660, 90, 80),
            prop('star')(140, 80, 50),
            prop('star')(400, 60, 40),
            theo(170, 370, 140),
            charlotte(310, 375, 140),
            pip(450, 395, 110),
            bramble(560, 420, 80),
            hazel(670, 380, 110),
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
