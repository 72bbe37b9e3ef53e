import type { BookParts } from '@/pictures';
import { animals, people } from '../charlotte-family';
import { ballInFlight } from './ball-flight';
import { bedFrame } from './bed-frame';
import { bedQuilt } from './bed-quilt';
import { cerealSpoon } from './cereal-spoon';
import { flourNoseTip } from './flour-nose-tip';
import { leashClip } from './leash-clip';
import { lopsidedCakeProp, upsideDownCakeProp } from './cakes';
import { longListFolding } from './long-list-folding';
import { tiedBalloons } from './party-balloons';
import { partyList } from './party-list';
import { scentWisp } from './scent-wisp';
import { stirSwirl } from './stir-swirl';
import { sunbeam } from './sunbeam';

/** What this book brings to the picture engine: the Charlotte family and their puppy, and the props only it draws: Grandpa's ball flying where he threw it, Charlotte's quilt over her in bed and the headboard and mattress edge that make her bed a bed, Leo's long spoon of cereal, the clip of the leash she holds, Mom's list, the home-made lopsided cake, the first cake fallen upside down, the party's balloons with tied knots (a bunch tied to a little weight, the heap on the floor), the morning sun pouring onto her bed, the batter swirling round Leo's spoon and the cake's smell wafting from the window. */
export const parts: BookParts = {
  people,
  animals,
  props: {
    'ball-in-flight': ballInFlight,
    'bed-frame': bedFrame,
    'bed-quilt': bedQuilt,
    'cereal-spoon': cerealSpoon,
    'flour-nose-tip': flourNoseTip,
    'leash-clip': leashClip,
    'party-list': partyList,
    'long-list-folding': longListFolding,
    'lopsided-cake': lopsidedCakeProp,
    'upside-down-cake': upsideDownCakeProp,
    'tied-balloons': tiedBalloons,
    'scent-wisp': scentWisp,
    'stir-swirl': stirSwirl,
    sunbeam,
  },
};
