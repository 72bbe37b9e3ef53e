import type { BirthdayChapter } from '@/shared/story';

/** The birthday morning: Charlotte wakes up excited, but nobody seems to remember. */
export const chaptersOneToThree = [
  {
    id: 1,
    pageNumber: 1,
    title: 'Birthday Morning',
    panels: [
      {
        text: 'Charlotte opened her eyes. The sun was shining through the window. Today she was eight years old!',
        speechBubble: 'Today is my birthday!',
        borderColor: '#f9a8d4',
        imageUrl: '/illustrations/charlotte-birthday/c1-p1.svg',
        imageAlt: 'Charlotte sits up in her bed in the bright morning sun, smiling, with sparkles around her.',
        scene: {
          background: 'bedroom',
          actors: [
            { icon: 'girl-light', x: 680, y: 290, size: 150 },
            { icon: 'sparkles', x: 560, y: 190, size: 60 },
            { icon: 'sun', x: 160, y: 150, size: 70 },
          ],
        },
      },
      {
        text: 'Biscuit jumped onto the bed and licked her nose. His tail went wag, wag, wag.',
        speechBubble: 'Good morning, Biscuit! Guess what day it is?',
        borderColor: '#fcd34d',
        imageUrl: '/illustrations/charlotte-birthday/c1-p2.svg',
        imageAlt: 'Biscuit the puppy jumps onto the bed next to Charlotte and licks her nose.',
        scene: {
          background: 'bedroom',
          actors: [
            { icon: 'girl-light', x: 720, y: 290, size: 150 },
            { icon: 'dog', x: 610, y: 300, size: 100, flip: true },
            { icon: 'red-heart', x: 665, y: 190, size: 40 },
          ],
        },
      },
      {
        text: 'She hurried down the stairs with Biscuit at her heels. Any second now, everyone would shout, "Happy birthday!"',
        speechBubble: null,
        borderColor: '#93c5fd',
        imageUrl: '/illustrations/charlotte-birthday/c1-p3.svg',
        imageAlt: 'Charlotte runs happily into the living room with Biscuit running behind her.',
        scene: {
          background: 'living-room',
          actors: [
            { icon: 'girl-light', x: 500, y: 370, size: 150 },
            { icon: 'dog', x: 340, y: 420, size: 95, flip: true },
            { icon: 'sparkles', x: 580, y: 270, size: 50 },
          ],
        },
      },
    ],
    activityTitle: 'My Birthday Morning',
    activityDescription: 'What is the first thing you would like to do on your birthday morning? Tell someone or draw it.',
    activities: null,
  },
  {
    id: 2,
    pageNumber: 2,
    title: 'A Very Quiet Kitchen',
    panels: [
      {
        text: 'In the kitchen, Dad was making toast. Mom was reading a long list. "Good morning, sweetie," said Mom. That was all.',
        speechBubble: 'Good morning, sweetie.',
        borderColor: '#fdba74',
        imageUrl: '/illustrations/charlotte-birthday/c2-p1.svg',
        imageAlt: 'In the kitchen, Dad makes toast and Mom reads a list while Charlotte stands between them.',
        scene: {
          background: 'kitchen',
          actors: [
            { icon: 'man-light', x: 170, y: 350, size: 165 },
            { icon: 'bread', x: 300, y: 262, size: 60 },
            { icon: 'girl-light', x: 410, y: 375, size: 135 },
            { icon: 'woman-light', x: 630, y: 350, size: 165, flip: true },
            { icon: 'memo', x: 540, y: 390, size: 60 },
          ],
        },
      },
      {
        text: 'Leo looked at Charlotte and giggled. Then he pushed a huge spoonful of cereal into his mouth.',
        speechBubble: "Mmf! I'm not saying anything!",
        borderColor: '#86efac',
        imageUrl: '/illustrations/charlotte-birthday/c2-p2.svg',
        imageAlt: 'Leo giggles over his cereal bowl while Charlotte looks at him with a puzzled face.',
        scene: {
          background: 'kitchen',
          actors: [
            { icon: 'boy-light', x: 300, y: 370, size: 130 },
            { icon: 'bowl-with-spoon', x: 300, y: 450, size: 70 },
            { icon: 'girl-light', x: 560, y: 365, size: 145, flip: true },
          ],
        },
      },
      {
        text: 'Charlotte\'s smile grew smaller and smaller. Did everyone forget her birthday?',
        speechBubble: null,
        borderColor: '#c4b5fd',
        imageUrl: '/illustrations/charlotte-birthday/c2-p3.svg',
        imageAlt: 'Charlotte stands alone in the kitchen looking at the calendar, feeling sad. Biscuit looks up at her.',
        scene: {
          background: 'kitchen',
          actors: [
            { icon: 'spiral-calendar', x: 560, y: 230, size: 80 },
            { icon: 'girl-light', x: 420, y: 365, size: 160 },
            { icon: 'dog', x: 270, y: 425, size: 85, flip: true },
          ],
        },
      },
    ],
    activityTitle: 'Spot the Secret',
    activityDescription: 'Look at Leo in the pictures. How can you tell he is hiding something? Talk about a time you kept a happy secret.',
    activities: null,
  },
  {
    id: 3,
    pageNumber: 3,
    title: 'A Walk with Grandpa',
    panels: [
      {
        text: 'Ding-dong! Grandma and Grandpa were at the door. Grandpa had a ball in his hand.',
        speechBubble: "Come on, Charlotte! Let's take Biscuit to the park.",
        borderColor: '#5eead4',
        imageUrl: '/illustrations/charlotte-birthday/c3-p1.svg',
        imageAlt: 'Grandma and Grandpa arrive in the living room. Grandpa holds a ball and smiles at Charlotte and Biscuit.',
        scene: {
          background: 'living-room',
          actors: [
            { icon: 'old-woman-light', x: 150, y: 360, size: 155 },
            { icon: 'old-man-light', x: 300, y: 360, size: 155 },
            { icon: 'tennis', x: 375, y: 330, size: 45 },
            { icon: 'girl-light', x: 520, y: 375, size: 140, flip: true },
            { icon: 'dog', x: 640, y: 425, size: 90 },
          ],
        },
      },
      {
        text: 'At the park, Grandpa threw the ball far away. Biscuit ran the wrong way and chased a butterfly instead! Charlotte laughed and laughed.',
        speechBubble: 'Biscuit, the ball is over there!',
        borderColor: '#a3e635',
        imageUrl: '/illustrations/charlotte-birthday/c3-p2.svg',
        imageAlt: 'In the sunny park, Biscuit chases a butterfly while the ball lies far away. Grandpa and Charlotte laugh.',
        scene: {
          background: 'park',
          actors: [
            { icon: 'old-man-light', x: 150, y: 360, size: 155 },
            { icon: 'girl-light', x: 300, y: 370, size: 140 },
            { icon: 'dog', x: 520, y: 420, size: 95 },
            { icon: 'butterfly', x: 440, y: 330, size: 50 },
            { icon: 'tennis', x: 720, y: 440, size: 40 },
          ],
        },
      },
      {
        text: 'They sat down under a big tree. "Grandpa, I think everyone forgot my birthday," Charlotte said quietly. Grandpa just smiled and winked.',
        speechBubble: "Let's stay out a little longer.",
        borderColor: '#fda4af',
        imageUrl: '/illustrations/charlotte-birthday/c3-p3.svg',
        imageAlt: 'Charlotte and Grandpa rest under a tree in the park. Grandpa smiles kindly while Biscuit lies nearby.',
        scene: {
          background: 'park',
          actors: [
            { icon: 'deciduous-tree', x: 400, y: 240, size: 300 },
            { icon: 'old-man-light', x: 330, y: 370, size: 150 },
            { icon: 'girl-light', x: 480, y: 380, size: 135, flip: true },
            { icon: 'dog', x: 600, y: 430, size: 80 },
          ],
        },
      },
    ],
    activityTitle: "Grandpa's Wink",
    activityDescription: 'Why do you think Grandpa winked? Guess what is happening at home while Charlotte is at the park.',
    activities: null,
  },
] satisfies BirthdayChapter[];
