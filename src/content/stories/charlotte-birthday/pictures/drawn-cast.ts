import type { BookParts } from '@/pictures';
import { animals, people } from '../../charlotte-family';
import { ballInFlight } from './ball-flight';
import { bedQuilt } from './bed-quilt';
import { cerealSpoon } from './cereal-spoon';
import { cheekTear } from './cheek-tear';
import { flourNoseTip } from './flour-nose-tip';
import { leashClip } from './leash-clip';
import { lopsidedCakeProp, upsideDownCakeProp } from './cakes';
import { longListFolding } from './long-list-folding';
import { tiedBalloons } from './party-balloons';
import { partyList } from './party-list';
import { scentWisp } from './scent-wisp';
import { stirSwirl } from './stir-swirl';
import { actionMarks } from './action-marks';
import { balloonPile, blowingBalloon } from './balloon-pile';
import { balloons } from './balloons';
import { birthdayCake } from './birthday-cake';
import { cakeCandles } from './cake-candles';
import { cakeSlice } from './cake-slice';
import { cerealBowl } from './cereal-bowl';
import { cupboard } from './cupboard';
import { dollop } from './dollop';
import { eggs } from './eggs';
import { flourSack } from './flour-sack';
import { flourSmudge } from './flour-smudge';
import { fridge } from './fridge';
import { gate } from './gate';
import { handbag } from './handbag';
import { houseFront } from './house-front';
import { leash } from './leash';
import { longMatch } from './long-match';
import { milkBottle } from './milk-bottle';
import { mixingBowl } from './mixing-bowl';
import { paintBox } from './paint-box';
import { redBall } from './red-ball';
import { silentPhone } from './silent-phone';
import { sofa } from './sofa';
import { spoon } from './spoon';
import { strawberry } from './strawberry';
import { strawberryBowl } from './strawberry-bowl';
import { sugarJar } from './sugar-jar';
import { sunnyDoorway } from './sunny-doorway';
import { toast } from './toast';
import { toaster } from './toaster';
import { wallClock } from './wall-clock';
import { yellowButterfly } from './yellow-butterfly';
import { diningRoom, hallwayStairs, hallwayStairsLowRack } from './korean-rooms';
import { partyRoom } from './party-room';
import { charlottesBedroom } from './bedroom';
import { woodenBed } from './wooden-bed';

/** What this book brings to the picture engine: the Charlotte family and their puppy, and the props only it draws: Grandpa's ball flying where he threw it, her bed and her quilt over her in it, Leo's long spoon of cereal, the clip of the leash she holds, Mom's list, the home-made lopsided cake, the first cake fallen upside down, the party's balloons with tied knots (a bunch tied to a little weight, the heap on the floor), the morning sun pouring onto her bed, the batter swirling round Leo's spoon and the cake's smell wafting from the window. */
export const parts: BookParts = {
  people,
  animals,
  props: {
    'action-marks': actionMarks,
    'balloon-pile': balloonPile,
    'birthday-cake': birthdayCake,
    'blowing-balloon': blowingBalloon,
    'cake-candles': cakeCandles,
    'cake-slice': cakeSlice,
    'cereal-bowl': cerealBowl,
    'flour-sack': flourSack,
    'flour-smudge': flourSmudge,
    'house-front': houseFront,
    'long-match': longMatch,
    'milk-bottle': milkBottle,
    'mixing-bowl': mixingBowl,
    'paint-box': paintBox,
    'red-ball': redBall,
    'silent-phone': silentPhone,
    'strawberry-bowl': strawberryBowl,
    'sugar-jar': sugarJar,
    'sunny-doorway': sunnyDoorway,
    'wall-clock': wallClock,
    'yellow-butterfly': yellowButterfly,
    balloons,
    cupboard,
    dollop,
    eggs,
    fridge,
    gate,
    handbag,
    leash,
    sofa,
    spoon,
    strawberry,
    toast,
    toaster,
    'ball-in-flight': ballInFlight,
    'bed-quilt': bedQuilt,
    'cereal-spoon': cerealSpoon,
    'cheek-tear': cheekTear,
    'flour-nose-tip': flourNoseTip,
    'leash-clip': leashClip,
    'party-list': partyList,
    'long-list-folding': longListFolding,
    'lopsided-cake': lopsidedCakeProp,
    'upside-down-cake': upsideDownCakeProp,
    'tied-balloons': tiedBalloons,
    'scent-wisp': scentWisp,
    'stir-swirl': stirSwirl,
    'wooden-bed': woodenBed,
  },
  settings: {
    'dining-room': { draw: diningRoom, ground: 345 },
    'hallway-stairs': { draw: hallwayStairs, ground: 395 },
    // The same hall, its coat rack lower, for a frame close on a child running through it (c1-p3).
    'hallway-stairs-low-rack': { draw: hallwayStairsLowRack, ground: 395 },
    'party-room': { draw: partyRoom, ground: 380 },
    'charlottes-bedroom': { draw: charlottesBedroom, ground: 370 },
  },
};
