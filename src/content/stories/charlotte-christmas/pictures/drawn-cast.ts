import type { BookParts } from '@/pictures';
import { animals, people } from '../../charlotte-family';
import { armchair } from './armchair';
import { christmasPresent } from './christmas-present';
import { christmasThings } from './christmas-things';
import { familyPicture } from './family-picture';
import { wreath } from './wreath';
import { winterCoats } from './winter-coats';
import { bakingTray } from './baking-tray';
import { bigWindow } from './big-window';
import { christmasTree } from './christmas-tree';
import { coinJar } from './coin-jar';
import { crayon } from './crayon';
import { crayons } from './crayons';
import { crumpledWrapping } from './crumpled-wrapping';
import { grandparentsHouse } from './grandparents-house';
import { knitScarf } from './knit-scarf';
import { lightString } from './light-string';
import { litDoorway } from './lit-doorway';
import { paperCrown } from './paper-crown';
import { paperStar } from './paper-star';
import { phone } from './phone';
import { priceTag } from './price-tag';
import { scissors } from './scissors';
import { sled } from './sled';
import { snowBoots } from './snow-boots';
import { snowman } from './snowman';
import { snowyPine } from './snowy-pine';
import { snowyStreetLane } from './snowy-street-lane';
import { starCookieProp } from './star-cookie';
import { tearDrop } from './tear-drop';
import { throwBlanket } from './throw-blanket';
import { toy } from './toy';
import { christmasLivingRoom } from './christmas-living-room';
import { toyShop } from './toy-shop';
import { snowyStreet, winterNight } from './winter';

/** What this book brings to the picture engine: the Charlotte family and their puppy, and the props only it draws. */
export const parts: BookParts = {
  people,
  animals,
  props: {
    armchair,
    'christmas-present': christmasPresent,
    'christmas-things': christmasThings,
    'family-picture': familyPicture,
    'winter-coats': winterCoats,
    wreath,
    'baking-tray': bakingTray,
    'big-window': bigWindow,
    'christmas-tree': christmasTree,
    'coin-jar': coinJar,
    crayon,
    crayons,
    'crumpled-wrapping': crumpledWrapping,
    'grandparents-house': grandparentsHouse,
    'knit-scarf': knitScarf,
    'light-string': lightString,
    'lit-doorway': litDoorway,
    'paper-crown': paperCrown,
    'paper-star': paperStar,
    phone,
    'price-tag': priceTag,
    scissors,
    sled,
    'snow-boots': snowBoots,
    snowman,
    'snowy-pine': snowyPine,
    'snowy-street-lane': snowyStreetLane,
    'star-cookie': starCookieProp,
    'tear-drop': tearDrop,
    'throw-blanket': throwBlanket,
    toy,
  },
  settings: {
    'christmas-living-room': { draw: christmasLivingRoom, ground: 380 },
    'snowy-street': { draw: snowyStreet, ground: 356, outdoors: true },
    'toy-shop': { draw: toyShop, ground: 390 },
    'winter-night': { draw: winterNight, ground: 370, outdoors: true },
  },
};
