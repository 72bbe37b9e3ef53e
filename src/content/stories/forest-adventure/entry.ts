import type { Story } from '@/shared/story';
import { bramble, charlotte, hazel, pip, theo } from './cast';

/** The library entry: all the home and library pages need, without the chapters. */
export const forestAdventureEntry = {
  id: 'forest-adventure',
  title: "Theo's Forest Adventure",
  description:
    'Theo and Charlotte meet a fox, an owl and a little hedgehog in the woods. When a storm breaks the bridge, the friends work together to bring the hedgehog home.',
  coverImage: '/illustrations/forest-adventure/cover.svg',
  coverScene: {
    background: 'forest',
    actors: [hazel(620, 130, 110), theo(230, 360, 160), charlotte(390, 365, 160), pip(540, 385, 120), bramble(660, 420, 90)],
  },
  coverAlt: 'Theo and Charlotte stand in a sunny forest with Pip the fox, Bramble the hedgehog and Hazel the owl.',
  author: 'Iyagi Story Team',
  readingLevel: 'Grade 3',
  route: '/book/forest-adventure',
  series: 'Charlotte Adventures',
  themes: ['nature', 'teamwork', 'courage', 'friendship'],
  language: 'English',
} satisfies Story;
