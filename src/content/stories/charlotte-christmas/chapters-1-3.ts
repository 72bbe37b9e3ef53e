import type { SideBubbleChapter } from '@/shared/story';

/** Snow comes, and Charlotte decides to give presents she makes herself. */
export const chaptersOneToThree = [
  {
    id: 1,
    title: 'The First Snow',
    panels: [
      {
        id: 'c1-p1',
        text: 'Snow fell all night long. In the morning, the whole street was white. Charlotte and Leo ran outside with Biscuit.',
        speechBubbles: [
          { character: 'Leo', text: 'Snow! Real snow!', position: 'left' },
          { character: 'Charlotte', text: 'Christmas is coming soon!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c1-p1.svg',
        imageAlt: 'Charlotte, Leo and Biscuit play in the snow on a white street while snowflakes fall.',
        scene: {
          background: 'snowy-street',
          actors: [
            { icon: 'snowflake', x: 260, y: 120, size: 40 },
            { icon: 'snowflake', x: 560, y: 90, size: 35 },
            { icon: 'boy-light', x: 250, y: 380, size: 125 },
            { icon: 'girl-light', x: 420, y: 370, size: 145 },
            { icon: 'dog', x: 580, y: 425, size: 90 },
          ],
        },
      },
      {
        id: 'c1-p2',
        text: 'They built a snowman together. Leo asked Charlotte what she wanted for Christmas. Her answer surprised him.',
        speechBubbles: [
          { character: 'Charlotte', text: 'This year, I want to give presents, not just get them.', position: 'left' },
          { character: 'Leo', text: 'Give them? Not get them?', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c1-p2.svg',
        imageAlt: 'Charlotte and Leo stand on each side of a snowman they built on the snowy street.',
        scene: {
          background: 'snowy-street',
          actors: [
            { icon: 'girl-light', x: 220, y: 370, size: 145 },
            { icon: 'snowman', x: 400, y: 350, size: 170 },
            { icon: 'boy-light', x: 580, y: 380, size: 125, flip: true },
          ],
        },
      },
    ],
  },
  {
    id: 2,
    title: 'Three Coins',
    panels: [
      {
        id: 'c2-p1',
        text: 'Charlotte emptied her coin jar onto the rug. Out came only three coins. Biscuit sniffed them, but coins are not snacks.',
        speechBubbles: [{ character: 'Charlotte', text: "Three coins. That's not very much.", position: 'left' }],
        imageUrl: '/illustrations/charlotte-christmas/c2-p1.svg',
        imageAlt: 'In her bedroom, Charlotte looks at three coins beside her coin jar while Biscuit sniffs them.',
        scene: {
          background: 'bedroom',
          actors: [
            { icon: 'girl-light', x: 200, y: 370, size: 150 },
            { icon: 'jar', x: 300, y: 425, size: 80 },
            { icon: 'coin', x: 370, y: 450, size: 45 },
            { icon: 'coin', x: 415, y: 458, size: 45 },
            { icon: 'coin', x: 458, y: 446, size: 45 },
            { icon: 'dog', x: 520, y: 425, size: 90 },
          ],
        },
      },
      {
        id: 'c2-p2',
        text: 'At the market with Dad, Charlotte found a soft red scarf. It cost exactly three coins. It was perfect for Grandpa, who always felt cold.',
        speechBubbles: [
          { character: 'Dad', text: 'Good choice!', position: 'left' },
          { character: 'Charlotte', text: 'Grandpa will love it!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c2-p2.svg',
        imageAlt: 'At the market, Charlotte holds up a red scarf and pays with her coins while Dad smiles.',
        scene: {
          background: 'market',
          actors: [
            { icon: 'man-light', x: 220, y: 350, size: 165 },
            { icon: 'girl-light', x: 420, y: 370, size: 145 },
            { icon: 'scarf', x: 530, y: 340, size: 75 },
            { icon: 'coin', x: 590, y: 400, size: 35 },
          ],
        },
      },
    ],
  },
  {
    id: 3,
    title: 'The Secret Workshop',
    panels: [
      {
        id: 'c3-p1',
        text: 'For the other presents, Charlotte set up a secret workshop with paper, crayons, and glue. Leo wanted to help. He glued a paper star to his own forehead.',
        speechBubbles: [
          { character: 'Leo', text: "Look! I'm a Christmas tree!", position: 'left' },
          { character: 'Charlotte', text: 'Oh, Leo!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c3-p1.svg',
        imageAlt: 'In her bedroom, Charlotte laughs at Leo, who has a paper star stuck on his forehead. Crayons and scissors lie on the rug.',
        scene: {
          background: 'bedroom',
          actors: [
            { icon: 'boy-light', x: 230, y: 380, size: 130 },
            { icon: 'star', x: 230, y: 350, size: 28 },
            { icon: 'scissors', x: 340, y: 450, size: 45 },
            { icon: 'crayon', x: 395, y: 455, size: 45 },
            { icon: 'girl-light', x: 470, y: 370, size: 145, flip: true },
          ],
        },
      },
      {
        id: 'c3-p2',
        text: 'Then Mina came over to help. She showed Charlotte how to fold paper into a shining star. It was for Grandma.',
        speechBubbles: [
          { character: 'Mina', text: 'Fold it here, and then here.', position: 'left' },
          { character: 'Charlotte', text: 'It looks like a real star!', position: 'right' },
        ],
        imageUrl: '/illustrations/charlotte-christmas/c3-p2.svg',
        imageAlt: 'Mina and Charlotte sit in the bedroom and hold up a shining paper star between them.',
        scene: {
          background: 'bedroom',
          actors: [
            { icon: 'girl-medium', x: 210, y: 370, size: 145 },
            { icon: 'glowing-star', x: 330, y: 290, size: 70 },
            { icon: 'girl-light', x: 450, y: 370, size: 145, flip: true },
            { icon: 'scissors', x: 330, y: 450, size: 40 },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
