import type { BirthdayChapterWords } from '../with-pictures';

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
      },
      {
        text: 'Dad blew up balloon after balloon. His face turned redder and redder, and Leo giggled.',
        speechBubble: 'Daddy, you look like a tomato!',
        borderColor: '#fb7185',
        imageUrl: '/illustrations/charlotte-birthday/c4-p2.svg',
      },
      {
        text: 'Grandma set the cake on the table with eight candles on top. Then Dad whispered to everyone.',
        speechBubble: 'Now we hide and wait. Shh!',
        borderColor: '#facc15',
        imageUrl: '/illustrations/charlotte-birthday/c4-p3.svg',
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
      },
      {
        text: 'Biscuit zoomed through the open door and into the party room. Balloons! Candles! And a cake that smelled so good!',
        speechBubble: null,
        borderColor: '#fbbf24',
        imageUrl: '/illustrations/charlotte-birthday/c5-p2.svg',
      },
      {
        text: 'He jumped up for one little sniff. CRASH! The cake slid off the table and landed on the floor. SPLAT!',
        speechBubble: 'Oh no! The cake!',
        borderColor: '#f87171',
        imageUrl: '/illustrations/charlotte-birthday/c5-p3.svg',
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
      },
      {
        text: 'Charlotte saw the balloons and the pretty decorations. Then she saw the squashed cake on the floor. Biscuit had cream all over his nose.',
        speechBubble: 'Biscuit! What did you do?',
        borderColor: '#67e8f9',
        imageUrl: '/illustrations/charlotte-birthday/c6-p2.svg',
      },
      {
        text: 'Leo started to cry. Mom looked sad too. She had worked all morning on that cake.',
        speechBubble: 'Your birthday is ruined!',
        borderColor: '#94a3b8',
        imageUrl: '/illustrations/charlotte-birthday/c6-p3.svg',
      },
    ],
    activityTitle: 'How Do They Feel?',
    activityDescription: 'Look at each person in the pictures. Say one feeling word for each of them.',
    activities: null,
  },
] satisfies BirthdayChapterWords[];
