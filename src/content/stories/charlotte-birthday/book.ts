import { withPictures } from '../with-pictures';
import { charlotteBirthdayStory } from './story';
import { chaptersOneToThree } from './chapters-1-3';
import { chaptersFourToSix } from './chapters-4-6';
import { chaptersSevenToNine } from './chapters-7-9';
import { characters } from './characters';
import { coverScene } from './cover';
import { parts } from './drawn-cast';
import { pictures } from './pictures';
import { wardrobe } from './wardrobe';

/** Charlotte turns eight; a spoiled surprise becomes a cake the whole family bakes together. */
export const charlotteBirthdayBook = withPictures(
  {
    format: 'framed-panels',
    story: charlotteBirthdayStory,
    characters,
    coverScene,
    chapters: [...chaptersOneToThree, ...chaptersFourToSix, ...chaptersSevenToNine],
  },
  pictures,
  wardrobe,
  parts,
);
