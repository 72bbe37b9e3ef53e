import { withPictures } from '../with-pictures';
import { charlotteChristmasStory } from './story';
import { chaptersOneToThree } from './chapters-1-3';
import { chaptersFourToSix } from './chapters-4-6';
import { chaptersSevenToNine } from './chapters-7-9';
import { characters } from './characters';
import { coverScene } from './cover';
import { parts } from './drawn-cast';
import { pictures } from './pictures';
import { wardrobe } from './wardrobe';

/** Charlotte spends her three dollars on one present and makes the rest; when the snow keeps Grandpa home, she takes Christmas to him. */
export const charlotteChristmasBook = withPictures(
  {
    format: 'side-bubbles',
    story: charlotteChristmasStory,
    characters,
    coverScene,
    chapters: [...chaptersOneToThree, ...chaptersFourToSix, ...chaptersSevenToNine],
  },
  pictures,
  wardrobe,
  parts,
);
