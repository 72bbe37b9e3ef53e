import type { BirthdayChapterWords } from '../with-pictures';

/** Charlotte turns the spoiled surprise into a cake everyone bakes together. */
export const chaptersSevenToNine = [
  {
    id: 7,
    pageNumber: 7,
    title: "Charlotte's Idea",
    panels: [
      {
        text: 'Charlotte looked at the balloons again. Her family had not forgotten her at all! They had been planning a party all day. Her heart felt warm and big.',
        speechBubble: 'You remembered my birthday!',
        borderColor: '#f9a8d4',
        imageUrl: '/illustrations/charlotte-birthday/c7-p1.svg',
      },
      {
        text: 'She gave Leo a big hug. Then she had an idea.',
        speechBubble: "Don't cry, Leo. Let's make a new cake together!",
        borderColor: '#fde047',
        imageUrl: '/illustrations/charlotte-birthday/c7-p2.svg',
      },
      {
        text: 'Grandma looked in the fridge. She found eggs, milk, butter, and lots of strawberries.',
        speechBubble: 'That is all we need!',
        borderColor: '#6ee7b7',
        imageUrl: '/illustrations/charlotte-birthday/c7-p3.svg',
      },
    ],
    activityTitle: 'Make It Better',
    activityDescription: 'Think of a time something went wrong. What did you or your family do to make it better?',
    activities: null,
  },
  {
    id: 8,
    pageNumber: 8,
    title: 'The Best Mess',
    panels: [
      {
        text: 'Charlotte cracked the eggs. Leo stirred so fast that flour flew everywhere. Now Dad had a white nose!',
        speechBubble: 'Achoo! Who turned me into a snowman?',
        borderColor: '#bae6fd',
        imageUrl: '/illustrations/charlotte-birthday/c8-p1.svg',
      },
      {
        text: 'Ding-dong! It was Mina, Charlotte\'s best friend. She had a present in her hands.',
        speechBubble: 'Happy birthday, Charlotte! Can I help too?',
        borderColor: '#fca5a5',
        imageUrl: '/illustrations/charlotte-birthday/c8-p2.svg',
      },
      {
        text: 'The girls put strawberries on top. The new cake was small and a little crooked. But it smelled wonderful!',
        speechBubble: "It's a little wobbly, but it's perfect!",
        borderColor: '#f0abfc',
        imageUrl: '/illustrations/charlotte-birthday/c8-p3.svg',
      },
    ],
    activityTitle: 'Draw Your Dream Cake',
    activityDescription: 'Draw the birthday cake of your dreams. What shape is it? What is on top?',
    activities: null,
  },
  {
    id: 9,
    pageNumber: 9,
    title: 'Eight Little Candles',
    panels: [
      {
        text: 'That evening, everyone stood around the new cake. Grandpa lit eight little candles, and they all sang "Happy Birthday."',
        speechBubble: 'Happy birthday, dear Charlotte!',
        borderColor: '#fb923c',
        imageUrl: '/illustrations/charlotte-birthday/c9-p1.svg',
      },
      {
        text: 'Charlotte closed her eyes and made a wish. Then she blew out all eight candles in one big breath. Everyone clapped!',
        speechBubble: 'Whoosh!',
        borderColor: '#fcd34d',
        imageUrl: '/illustrations/charlotte-birthday/c9-p2.svg',
      },
      {
        text: 'Biscuit got a bone instead of cake. Mina gave Charlotte a box of paints. Charlotte hugged everyone, one by one.',
        speechBubble: 'This is the best birthday ever!',
        borderColor: '#f472b6',
        imageUrl: '/illustrations/charlotte-birthday/c9-p3.svg',
      },
    ],
    activityTitle: 'A Wish for Someone',
    activityDescription: 'Charlotte made a birthday wish. Write or say a kind wish for someone you love.',
    activities: null,
  },
] satisfies BirthdayChapterWords[];
