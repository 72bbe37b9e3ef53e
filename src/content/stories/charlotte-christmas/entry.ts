import type { Story } from '@/shared/story';

/** The library entry: all the home and library pages need, without the chapters. */
export const charlotteChristmasEntry = {
  id: 'charlotte-christmas',
  title: "Charlotte's Homemade Christmas",
  description:
    'Charlotte has only three coins, so she makes her Christmas presents by hand. When a snowstorm keeps Grandma and Grandpa at home, she finds a way to bring Christmas to them.',
  coverImage: '/illustrations/charlotte-christmas/cover.svg',
  coverScene: {
    background: 'christmas-living-room',
    actors: [
      { icon: 'sparkles', x: 540, y: 300, size: 50 },
      { icon: 'boy-light', x: 320, y: 385, size: 120 },
      { icon: 'girl-light', x: 460, y: 365, size: 160 },
      { icon: 'wrapped-gift', x: 560, y: 430, size: 65 },
      { icon: 'dog', x: 200, y: 430, size: 85, flip: true },
    ],
  },
  coverAlt: 'Charlotte and Leo stand by a glowing Christmas tree with a wrapped present, while Biscuit sits by the fireplace.',
  author: 'Iyagi Story Team',
  readingLevel: 'Grade 3',
  route: '/book/charlotte-christmas',
  series: 'Charlotte Adventures',
  themes: ['christmas', 'giving', 'family'],
  language: 'English',
} satisfies Story;
