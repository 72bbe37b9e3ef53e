import type { BirthdayChapterWords } from '../with-pictures';

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
      },
      {
        text: 'Biscuit jumped onto the bed and licked her nose. His tail went wag, wag, wag.',
        speechBubble: 'Good morning, Biscuit! Guess what day it is?',
        borderColor: '#fcd34d',
        imageUrl: '/illustrations/charlotte-birthday/c1-p2.svg',
      },
      {
        text: 'She hurried down the stairs with Biscuit at her heels. Any second now, everyone would shout, "Happy birthday!"',
        speechBubble: null,
        borderColor: '#93c5fd',
        imageUrl: '/illustrations/charlotte-birthday/c1-p3.svg',
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
      },
      {
        text: 'Leo looked at Charlotte and giggled. Then he pushed a huge spoonful of cereal into his mouth.',
        speechBubble: "Mmf! I'm not saying anything!",
        borderColor: '#86efac',
        imageUrl: '/illustrations/charlotte-birthday/c2-p2.svg',
      },
      {
        text: 'Charlotte\'s smile grew smaller and smaller. Did everyone forget her birthday?',
        speechBubble: null,
        borderColor: '#c4b5fd',
        imageUrl: '/illustrations/charlotte-birthday/c2-p3.svg',
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
      },
      {
        text: 'At the park, Grandpa threw the ball far away. Biscuit ran the wrong way and chased a butterfly instead! Charlotte laughed and laughed.',
        speechBubble: 'Biscuit, the ball is over there!',
        borderColor: '#a3e635',
        imageUrl: '/illustrations/charlotte-birthday/c3-p2.svg',
      },
      {
        text: 'They sat down under a big tree. "Grandpa, I think everyone forgot my birthday," Charlotte said quietly. Grandpa just smiled and winked.',
        speechBubble: "Let's stay out a little longer.",
        borderColor: '#fda4af',
        imageUrl: '/illustrations/charlotte-birthday/c3-p3.svg',
      },
    ],
    activityTitle: "Grandpa's Wink",
    activityDescription: 'Why do you think Grandpa winked? Guess what is happening at home while Charlotte is at the park.',
    activities: null,
  },
] satisfies BirthdayChapterWords[];
