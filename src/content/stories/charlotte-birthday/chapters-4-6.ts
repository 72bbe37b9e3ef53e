import type { BirthdayChapter } from '@/shared/story';

/** Meanwhile the family gets a surprise party ready, until Biscuit runs home first. */
export const chaptersFourToSix = [
  {
    id: 4,
    pageNumber: 4,
    title: 'Meanwhile, at Home',
    panels: [
      {
        text: 'Back at home, everyone was very busy. Mom and Grandma were baking a big strawberry cake.',
        speechBubble: 'Quick, before Charlotte comes back!',
        borderColor: '#f472b6',
        imageUrl: '/illustrations/charlotte-birthday/c4-p1.svg',
        imageAlt: 'Mom and Grandma bake a big strawberry cake together in the kitchen.',
        scene: {
          background: 'kitchen',
          actors: [
            { icon: 'woman-light', x: 220, y: 350, size: 165 },
            { icon: 'birthday-cake', x: 400, y: 232, size: 130 },
            { icon: 'strawberry', x: 485, y: 268, size: 45 },
            { icon: 'old-woman-light', x: 600, y: 355, size: 160, flip: true },
          ],
        },
      },
      {
        text: 'Dad blew up balloon after balloon. His face turned redder and redder, and Leo giggled.',
        speechBubble: 'Daddy, you look like a tomato!',
        borderColor: '#fb7185',
        imageUrl: '/illustrations/charlotte-birthday/c4-p2.svg',
        imageAlt: 'Dad blows up balloons in the party room while Leo points and laughs.',
        scene: {
          background: 'party-room',
          actors: [
            { icon: 'man-light', x: 300, y: 350, size: 165 },
            { icon: 'balloon', x: 400, y: 265, size: 85 },
            { icon: 'balloon', x: 470, y: 170, size: 70 },
            { icon: 'balloon', x: 250, y: 175, size: 60 },
            { icon: 'boy-light', x: 530, y: 380, size: 120, flip: true },
          ],
        },
      },
      {
        text: 'Grandma set the cake on the table with eight candles on top. Then Dad whispered to everyone.',
        speechBubble: 'Now we hide and wait. Shh!',
        borderColor: '#facc15',
        imageUrl: '/illustrations/charlotte-birthday/c4-p3.svg',
        imageAlt: 'The party room is ready with balloons and a birthday cake on the table. Dad, Leo and Grandma get ready to hide.',
        scene: {
          background: 'party-room',
          actors: [
            { icon: 'man-light', x: 180, y: 350, size: 160 },
            { icon: 'boy-light', x: 310, y: 385, size: 115 },
            { icon: 'old-woman-light', x: 460, y: 360, size: 150, flip: true },
            { icon: 'birthday-cake', x: 600, y: 272, size: 105 },
          ],
        },
      },
    ],
    activityTitle: 'Party Helpers',
    activityDescription: 'Name three jobs you could do to help get a party ready. Which job would be the most fun?',
    activities: null,
  },
  {
    id: 5,
    pageNumber: 5,
    title: 'Biscuit Smells Something',
    panels: [
      {
        text: 'At the park, Biscuit lifted his nose. He smelled something sweet in the wind. Then he pulled free and ran for home!',
        speechBubble: 'Biscuit, wait for us!',
        borderColor: '#38bdf8',
        imageUrl: '/illustrations/charlotte-birthday/c5-p1.svg',
        imageAlt: 'Biscuit runs out of the park towards home while Charlotte and Grandpa call after him.',
        scene: {
          background: 'park',
          actors: [
            { icon: 'old-man-light', x: 160, y: 360, size: 150 },
            { icon: 'girl-light', x: 320, y: 370, size: 140 },
            { icon: 'paw-prints', x: 530, y: 455, size: 45 },
            { icon: 'dog', x: 650, y: 420, size: 95, flip: true },
          ],
        },
      },
      {
        text: 'Biscuit zoomed through the open door and into the party room. Balloons! Candles! And a cake that smelled so good!',
        speechBubble: null,
        borderColor: '#fbbf24',
        imageUrl: '/illustrations/charlotte-birthday/c5-p2.svg',
        imageAlt: 'Biscuit rushes into the empty party room and stares at the birthday cake.',
        scene: {
          background: 'party-room',
          actors: [
            { icon: 'dog', x: 320, y: 415, size: 100, flip: true },
            { icon: 'birthday-cake', x: 600, y: 272, size: 105 },
            { icon: 'sparkles', x: 600, y: 195, size: 50 },
          ],
        },
      },
      {
        text: 'He jumped up for one little sniff. CRASH! The cake slid off the table and landed on the floor. SPLAT!',
        speechBubble: 'Oh no! The cake!',
        borderColor: '#f87171',
        imageUrl: '/illustrations/charlotte-birthday/c5-p3.svg',
        imageAlt: 'The birthday cake has fallen on the floor next to Biscuit. Mom rushes in, shocked.',
        scene: {
          background: 'party-room',
          actors: [
            { icon: 'woman-light', x: 200, y: 350, size: 165 },
            { icon: 'dog', x: 420, y: 420, size: 95, flip: true },
            { icon: 'collision', x: 560, y: 385, size: 90 },
            { icon: 'birthday-cake', x: 560, y: 445, size: 95 },
          ],
        },
      },
    ],
    activityTitle: 'Follow Your Nose',
    activityDescription: 'Biscuit followed a sweet smell. Name five things that smell good to you.',
    activities: null,
  },
  {
    id: 6,
    pageNumber: 6,
    title: 'Surprise... Oops!',
    panels: [
      {
        text: 'Just then, Charlotte and Grandpa came in. Everyone jumped out and shouted. But their voices sounded very small.',
        speechBubble: 'Surprise...',
        borderColor: '#a78bfa',
        imageUrl: '/illustrations/charlotte-birthday/c6-p1.svg',
        imageAlt: 'Charlotte and Grandpa walk into the party room. Mom, Dad, Leo and Grandma jump out to surprise her.',
        scene: {
          background: 'party-room',
          actors: [
            { icon: 'balloon', x: 400, y: 170, size: 70 },
            { icon: 'old-man-light', x: 90, y: 355, size: 150 },
            { icon: 'girl-light', x: 220, y: 370, size: 135 },
            { icon: 'old-woman-light', x: 400, y: 360, size: 145, flip: true },
            { icon: 'boy-light', x: 510, y: 380, size: 115, flip: true },
            { icon: 'woman-light', x: 610, y: 355, size: 155, flip: true },
            { icon: 'man-light', x: 720, y: 350, size: 160, flip: true },
          ],
        },
      },
      {
        text: 'Charlotte saw the balloons and the pretty decorations. Then she saw the squashed cake on the floor. Biscuit had cream all over his nose.',
        speechBubble: 'Biscuit! What did you do?',
        borderColor: '#67e8f9',
        imageUrl: '/illustrations/charlotte-birthday/c6-p2.svg',
        imageAlt: 'Charlotte looks at the squashed cake on the floor. Biscuit sits beside it with cream on his nose.',
        scene: {
          background: 'party-room',
          actors: [
            { icon: 'girl-light', x: 250, y: 365, size: 150 },
            { icon: 'dog', x: 430, y: 425, size: 95 },
            { icon: 'birthday-cake', x: 570, y: 448, size: 90 },
          ],
        },
      },
      {
        text: 'Leo started to cry. Mom looked sad too. She had worked all morning on that cake.',
        speechBubble: 'Your birthday is ruined!',
        borderColor: '#94a3b8',
        imageUrl: '/illustrations/charlotte-birthday/c6-p3.svg',
        imageAlt: 'Leo cries next to Mom, who looks sad, while Charlotte watches them.',
        scene: {
          background: 'party-room',
          actors: [
            { icon: 'woman-light', x: 200, y: 350, size: 165 },
            { icon: 'boy-light', x: 330, y: 380, size: 125 },
            { icon: 'droplet', x: 352, y: 395, size: 24 },
            { icon: 'girl-light', x: 580, y: 365, size: 145, flip: true },
          ],
        },
      },
    ],
    activityTitle: 'How Do They Feel?',
    activityDescription: 'Look at each person in the pictures. Say one feeling word for each of them.',
    activities: null,
  },
] satisfies BirthdayChapter[];
