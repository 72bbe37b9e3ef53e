import { withPictures } from '../with-pictures';
import { forestAdventureStory } from './story';
import { chapters1to2 } from './chapters-1-2';
import { chapters3to4 } from './chapters-3-4';
import { characters } from './characters';
import { coverScene } from './cover';
import { parts } from './drawn-cast';
import { pictures } from './pictures';
import { wardrobe } from './wardrobe';

/** Theo is the hero and his map finds the way; Charlotte comes along, which makes this a Charlotte Adventures book. */
export const forestAdventureBook = withPictures(
  {
    format: 'side-bubbles',
    story: forestAdventureStory,
    characters,
    coverScene,
    chapters: [...chapters1to2, ...chapters3to4],
  },
  pictures,
  wardrobe,
  parts,
);
