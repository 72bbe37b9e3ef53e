import type { Pose } from './types';

/** An arm or leg as two angles in degrees: at the shoulder or hip, and at the elbow or knee. */
export type Limb = readonly [number, number];

/**
 * Joint angles for one pose, written twice: as seen from the side (used for side and
 * three-quarter views) and from the front.
 *
 * Side view: 0° hangs straight down and positive turns towards where the figure faces. An elbow
 * bends the forearm further forwards (forearm = shoulder + elbow); a knee bends the shin backwards
 * (shin = hip − knee). "near" is the limb on the viewer's side.
 * Front view: positive turns outwards, away from the body; an elbow or knee bends back inwards
 * (forearm = shoulder − elbow). "right" and "left" are the picture's right and left.
 */
export interface PoseSpec {
  side: { nearArm: Limb; farArm: Limb; nearLeg: Limb; farLeg: Limb };
  front: { rightArm: Limb; leftArm: Limb; rightLeg: Limb; leftLeg: Limb };
  /** Forward lean of the upper body, degrees. */
  lean?: number;
  /** Turned, how much further than the torso the neck and head lean on round the back's curve, degrees (draw-person sets it). */
  curl?: number;
  /** Seen from the front, the torso tipped sideways over the hips, degrees: weight on one leg (draw-person sets it). */
  sway?: number;
  /**
   * Turned, how far a grown-up standing at rest stands on one leg (0 none, about 1 most): the free knee forward and
   * the free hip down, the standing leg slanting back under hips carried forward (draw-person sets it, decision 115).
   */
  stance?: number;
  /** Off the ground, as a share of standing height (a jump, tiptoes). */
  lift?: number;
  /** Seated on the floor or crouching, legs folded: turned, a hand sent nowhere and hanging rests on its own knee (skeleton.ts). */
  handsOnKnees?: boolean;
  /** Drawn lying down: the front view turned on its side, head towards the facing. */
  lying?: boolean;
  /** Front view: the near (picture's right) thigh alone points at the viewer, raised, and looks shorter. */
  frontNearThigh?: number;
  /** Front view: thighs or shins pointing at the viewer look shorter. */
  frontThigh?: number;
  frontShin?: number;
  /** Seen three-quarters, a seated thigh runs out partly toward us and shows this share of its length (skeleton.ts). */
  turnedThigh?: number;
  /** Where a held thing goes: the near hand, or between both hands. */
  holds?: 'near' | 'both';
  /**
   * Turned, the held thing rests against the chest, pulled back from the fists toward the body, as a thing
   * cradled does: held out at the fists, a rolled mat hugged by someone running floated before her.
   */
  againstChest?: boolean;
  /** The hands take the held thing by its bottom edge, so it shows whole above them (a sign held up high). */
  holdsByBottom?: boolean;
  /** The open hands are under the held thing, which lies on the palms over them (a map carried flat). */
  palmsUnder?: boolean;
  /** Seen from the front, the hands take the held thing by its side edges (draw-person). */
  byEdges?: boolean;
  /** The working hand points one finger (pointing, a finger to the lips, a finger held up). */
  finger?: boolean;
  /**
   * The working hand counts on its raised fingers (`fingers` more than one) and is sent somewhere: its palm goes
   * there, fingers up, where the counter can see them (set by draw-person, not a pose's own).
   */
  counts?: boolean;
  /** The far hand points one finger (set by `armsFor` when the other arm points). */
  farFinger?: boolean;
  /** The working hand is open, its fingers spread (a wave reads as a wave, not a raised fist). */
  openHand?: boolean;
  /** The far hand is open (set by `armsFor` when the other arm waves, or by a pose that opens both). */
  farOpenHand?: boolean;
  /**
   * The working hand is pressed flat on a surface at its `reachTo` point (a palm on a wall, on a door): the arm
   * reaches it nearly straight and the hand is seen from its back, fingers spread, in contact (skeleton.ts, hands.ts).
   */
  pressed?: boolean;
  /**
   * The pressed hand is on a surface that faces us (a wall's face along the picture, a window pane), not one seen edge-on
   * (a door's edge, a lid, a knee): it lies on it seen from its back, fingers spread, the thumb out toward the body
   * (hands.ts `handOnWall`). Only the scene knows which way the surface faces, so it is a pose of its own.
   */
  onWall?: boolean;
  /** Open hands keep their fingers together, side by side, instead of spread. */
  fingersTogether?: boolean;
  /** Both hands pressed flat together under the chin, fingers up: a wish, a plea, a thank-you (skeleton.ts). */
  palms?: boolean;
  /** Open hands meeting out in front of the chest, lower and farther out than `palms`, with a mark of the clap's motion. */
  claps?: boolean;
  /**
   * Hands that go to a place on the face: the arm is solved to reach it on this body (a child's arm
   * and a grandfather's differ), so the angles above only say how the arm hangs when it cannot.
   */
  reach?: { near?: FaceSpot; far?: FaceSpot };
  /** The arms cross on purpose (arms folded): they are not kept apart. */
  crossesArms?: boolean;
  /** Seen from the side, the arms wrap round the front of the shins (hugging the knees), wherever the legs put them. */
  hugsShins?: boolean;
  /**
   * The working arm (and the far one, `farHugs`) wraps round another body: the forearm curves round it and
   * the hand lies open on the far side, fingers together, as a hand on a back does (draw-person).
   */
  hugs?: boolean;
  farHugs?: boolean;
}

/** Where on the face a hand goes: cupped beside the mouth to call out, cupped over the mouth, a finger at the lips, a palm on the cheek, a fist at the eye, a palm on the brow or on top of the head. */
export type FaceSpot = 'mouth' | 'lips' | 'cheek' | 'eye' | 'forehead' | 'crown' | 'beside-mouth';

const still = { rightLeg: [3, 0], leftLeg: [3, 0] } as const;
// Arms at rest hang with a clear bend at the elbow, the upper arm a little out and the forearm in toward the thigh,
// so the hand turns in: straight, they were sticks, and at a 16° bend they still read on a phone as tubes.
const armsDown = { rightArm: [16, 28], leftArm: [16, 28] } as const;
const standingLegs = { nearLeg: [-3, 0], farLeg: [4, 8] } as const;

export const poseSpecs: Record<Pose, PoseSpec> = {
  stand: {
    // From the side the forearms swing a little forward of the upper arms, so each elbow shows.
    side: { nearArm: [4, 28], farArm: [-6, 24], ...standingLegs },
    front: { ...armsDown, ...still },
  },
  walk: {
    // The front knee eased (16°, was 10°) as the heel comes down, the back one bent as it pushes off its toe: with the
    // front leg straight the two legs opened and closed like scissors.
    side: { nearArm: [-24, 18], farArm: [26, 22], nearLeg: [24, 16], farLeg: [-18, 24] },
    front: { rightArm: [16, 24], leftArm: [12, 20], rightLeg: [5, 0], leftLeg: [2, 0] },
  },
  run: {
    // A stride: the front leg reaching forward, its knee eased and its foot landing ahead of the hips, the back leg
    // stretched out behind from the hip to the pushing toe. With the front thigh near level and the back shin kicked up,
    // every runner read as sitting on an invisible chair (decision 064); with the front shin folded back under the knee,
    // both feet were behind the hips and a racing girl read as falling (blind critic r81, birthday p3). The back foot
    // off the floor, pushing off behind on its toe, and the body leant well in: with both feet flat on the floor in a
    // long stride, a racing girl read as walking (r83). The back knee bent so its foot kicks up off the floor behind:
    // bent less, the toe still touched down, "both feet planted, a brisk walk" (r92, r93).
    lean: 24,
    lift: 0.04,
    side: { nearArm: [-45, 90], farArm: [50, 75], nearLeg: [42, 40], farLeg: [-22, 62] },
    // From the front the near knee comes up toward us, the thigh short and the foot lifted under it; the other leg
    // takes the weight.
    front: { rightArm: [30, 60], leftArm: [30, 60], rightLeg: [8, 12], leftLeg: [4, 0] },
    frontNearThigh: 0.5,
  },
  jump: {
    lift: 0.12,
    side: { nearArm: [150, 10], farArm: [138, 12], nearLeg: [40, 80], farLeg: [28, 70] },
    front: { rightArm: [140, -10], leftArm: [140, -10], rightLeg: [22, 45], leftLeg: [22, 45] },
  },
  'sit-chair': {
    // Turned, the hands rest on the lap: the forearms slope down to the thighs, the wrists on them (level forearms held
    // the fists in the air before the chest, "a clenched fist floating with no forearm": blind critic, decision 132).
    side: { nearArm: [14, 50], farArm: [10, 54], nearLeg: [90, 90], farLeg: [87, 88] },
    front: { rightArm: [10, 42], leftArm: [10, 42], rightLeg: [6, 6], leftLeg: [6, 6] },
    frontThigh: 0.3,
    turnedThigh: 0.78,
  },
  /**
   * Sitting on the edge of a bed (or a bench, a porch): the thighs level over the edge, the shins hanging down
   * and a little forward to the floor, the hands resting on the edge beside the hips. No chair is drawn; the
   * scene places the person on the floor in front of what they sit on.
   */
  'sit-edge': {
    side: { nearArm: [-14, 6], farArm: [-20, 4], nearLeg: [86, 70], farLeg: [82, 66] },
    front: { rightArm: [22, 4], leftArm: [22, 4], rightLeg: [8, 4], leftLeg: [8, 4] },
    frontThigh: 0.3,
    turnedThigh: 0.78,
  },
  'sit-floor': {
    // Cross-legged: the knees a little above the hips, out in front, the shins folded back down to the floor, so the
    // seat is on it. With the thighs level and the shins dropping under them, the seat rode a shin's drop up and a
    // grown-up read as kneeling (decision 064).
    side: { nearArm: [22, 50], farArm: [18, 56], nearLeg: [98, 164], farLeg: [94, 154] },
    front: { rightArm: [14, 30], leftArm: [14, 30], rightLeg: [72, 146], leftLeg: [72, 146] },
    handsOnKnees: true,
  },
  kneel: {
    // The thighs a little forward of upright, so the fold at the knee shows: thigh and back in one straight
    // upright line read as a plank standing on its shins. The near one forward to a clear knee and the far one
    // upright, so its darker knee shows behind: at one angle the two lay on one another as one lump, and the far
    // one brought forward covered what lay before the kneeler (decision 064).
    side: { nearArm: [10, 14], farArm: [-8, 18], nearLeg: [18, 108], farLeg: [2, 92] },
    front: { ...armsDown, rightLeg: [5, 0], leftLeg: [5, 0] },
    // Face-on, the thighs come toward us and look short, so the kneeler is clearly lower than a stander: at their
    // full length a kneeling girl stood as tall as her standing little brother (decision 064).
    frontThigh: 0.62,
    frontShin: 0.12,
  },
  lie: {
    lying: true,
    side: { nearArm: [6, 10], farArm: [-6, 8], ...standingLegs },
    front: { rightArm: [14, 4], leftArm: [14, 4], ...still },
  },
  sleep: {
    lying: true,
    side: { nearArm: [6, 10], farArm: [-6, 8], ...standingLegs },
    front: { rightArm: [10, 4], leftArm: [160, 150], rightLeg: [4, 0], leftLeg: [2, 0] },
  },
  wave: {
    openHand: true,
    side: { nearArm: [150, 22], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [145, 25], leftArm: [14, 22], ...still },
  },
  point: {
    finger: true,
    side: { nearArm: [82, 12], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [80, 12], leftArm: [14, 22], ...still },
  },
  hold: {
    holds: 'near',
    side: { nearArm: [22, 68], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [14, 96], leftArm: [14, 22], ...still },
  },
  'hold-both': {
    holds: 'both',
    side: { nearArm: [24, 66], farArm: [18, 72], ...standingLegs },
    front: { rightArm: [16, 100], leftArm: [16, 100], ...still },
  },
  'reach-up': {
    lift: 0.02,
    lean: -5,
    side: { nearArm: [166, 14], farArm: [156, 16], nearLeg: [0, 0], farLeg: [-6, 0] },
    front: { rightArm: [162, -12], leftArm: [154, -12], ...still },
  },
  carry: {
    // Leaning back a little against the weight in the arms.
    lean: -6,
    holds: 'both',
    side: { nearArm: [38, 66], farArm: [32, 72], ...standingLegs },
    front: { rightArm: [24, 112], leftArm: [24, 112], ...still },
  },
  hug: {
    lean: 6,
    hugs: true,
    farHugs: true,
    side: { nearArm: [64, 36], farArm: [58, 42], nearLeg: [6, 0], farLeg: [-6, 0] },
    front: { rightArm: [62, 120], leftArm: [62, 120], ...still },
  },
  'hands-to-face': {
    reach: { near: 'cheek', far: 'cheek' },
    side: { nearArm: [48, 128], farArm: [42, 134], ...standingLegs },
    front: { rightArm: [60, 226], leftArm: [60, 226], ...still },
  },
  /** Both hands cupped over the mouth: a gasp, a giggle held in, a secret about to burst out. */
  'hands-over-mouth': {
    reach: { near: 'mouth', far: 'mouth' },
    side: { nearArm: [40, 132], farArm: [34, 138], ...standingLegs },
    front: { rightArm: [34, 176], leftArm: [34, 176], ...still },
  },
  /** One palm flat on the forehead, the other arm down: "oh no!", worry, a headache, thinking hard. */
  'hand-to-forehead': {
    reach: { near: 'forehead' },
    side: { nearArm: [60, 120], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [60, 200], leftArm: [14, 22], ...still },
  },
  /**
   * One hand on top of the head, holding a cap or hat on in a rush, keeping the rain off, or "oh dear!"; the other arm
   * down. The hand open, its fingers together over the hair: closed, it stood up over the head as a cheering fist.
   */
  'hand-on-head': {
    reach: { near: 'crown' },
    openHand: true,
    fingersTogether: true,
    side: { nearArm: [60, 120], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [60, 200], leftArm: [14, 22], ...still },
  },
  /**
   * A flat thing (a map, a card, a drawing) held up in front by its two side edges: seen from the
   * front the hands go to its edges, the forearms behind it and the hands over it, so every part of it
   * shows. From the side, as 'hold-out'.
   */
  'hold-sides': {
    holds: 'both',
    byEdges: true,
    side: { nearArm: [62, 40], farArm: [56, 44], ...standingLegs },
    front: { rightArm: [26, 120], leftArm: [26, 120], ...still },
  },
  /**
   * Both hands hold a thing out in front at shoulder height, below the eyes, to look at it or show it:
   * a mitten being counted on, a paper star, a card (between 'hold-both' at the chest and 'hold-up' overhead).
   */
  'hold-out': {
    holds: 'both',
    holdsByBottom: true,
    // Held out on open hands, the fingers spread under it, as one shows a thing.
    openHand: true,
    farOpenHand: true,
    side: { nearArm: [62, 40], farArm: [56, 44], ...standingLegs },
    front: { rightArm: [26, 120], leftArm: [26, 120], ...still },
  },
  /** Both arms spread wide at shoulder height: "ta-da!", a welcome, "this big!". From the side, one forward and one back. */
  'arms-wide': {
    openHand: true,
    farOpenHand: true,
    side: { nearArm: [-80, -10], farArm: [86, 6], ...standingLegs },
    front: { rightArm: [92, 4], leftArm: [92, 4], ...still },
  },
  /**
   * One knee lifted high to stamp the foot down (crossness, impatience, "it's not fair!"), fists down at the sides.
   * From the front the raised thigh comes toward the viewer, short, and the shin hangs under the knee, the foot off
   * the ground: a thigh out to the side with the fists on the knees read as sitting on a bench.
   */
  stamp: {
    side: { nearArm: [-18, 40], farArm: [24, 50], nearLeg: [72, 74], farLeg: [4, 0] },
    front: { rightArm: [18, 4], leftArm: [18, 4], rightLeg: [16, 22], leftLeg: [3, 0] },
    frontNearThigh: 0.4,
  },
  blow: {
    lean: 14,
    side: { nearArm: [-22, 12], farArm: [-28, 12], nearLeg: [6, 0], farLeg: [-8, 0] },
    front: { ...armsDown, ...still },
  },
  'arms-crossed': {
    crossesArms: true,
    side: { nearArm: [18, 100], farArm: [14, 104], ...standingLegs },
    front: { rightArm: [16, 122], leftArm: [16, 122], ...still },
  },
  cheer: {
    side: { nearArm: [158, -8], farArm: [146, -6], ...standingLegs },
    front: { rightArm: [148, -12], leftArm: [148, -12], ...still },
  },
  /**
   * Both arms flung up with the hands open, fingers spread: "Surprise!", "ta-da". Cheer's fists read as cheering a
   * win (blind critic r61, on the page where the family jumps out with a small "Surprise…").
   */
  'hands-up': {
    openHand: true,
    farOpenHand: true,
    side: { nearArm: [150, -2], farArm: [140, 0], ...standingLegs },
    front: { rightArm: [142, -6], leftArm: [142, -6], ...still },
  },
  draw: {
    lean: 18,
    holds: 'near',
    side: { nearArm: [58, 18], farArm: [40, 34], nearLeg: [84, 152], farLeg: [80, 144] },
    front: { rightArm: [22, 64], leftArm: [14, 30], rightLeg: [72, 146], leftLeg: [72, 146] },
  },
  /** A spoonful on its way to the mouth: the near hand up at the chin, the far hand at the bowl. */
  eat: {
    holds: 'near',
    side: { nearArm: [40, 128], farArm: [30, 60], ...standingLegs },
    front: { rightArm: [24, 150], leftArm: [18, 96], ...still },
  },
  /** A phone held to the ear. */
  phone: {
    holds: 'near',
    side: { nearArm: [64, 128], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [80, -120], leftArm: [14, 22], ...still },
  },
  /** Both hands together in front at chest height, over a bowl: cracking an egg, stirring. */
  'crack-egg': {
    holds: 'both',
    lean: 10,
    side: { nearArm: [52, 50], farArm: [46, 56], ...standingLegs },
    front: { rightArm: [30, 118], leftArm: [30, 118], ...still },
  },
  /** Knees bent low, to reach something on the floor or meet a small child's eyes. */
  crouch: {
    // Folded low over the knees, heels under the seat: the back leans out over the feet, not upright on air.
    lean: 20,
    // Knees up in front of the chest and the shins slanting back down to feet flat under them, so each leg
    // reads as a thigh, a knee and a shin: folded flatter, the thighs hid behind the arms and left two feet.
    side: { nearArm: [36, 30], farArm: [28, 36], nearLeg: [112, 142], farLeg: [110, 140] },
    front: { rightArm: [20, 40], leftArm: [20, 40], rightLeg: [30, 60], leftLeg: [30, 60] },
    frontThigh: 0.45,
    frontShin: 0.8,
    handsOnKnees: true,
  },
  /**
   * Down on one knee, the other foot planted in front: to be at a child's height, to tie a lace, to look
   * at something low. From the side the near knee is on the ground and the far foot in front; from the
   * front, where one shin cannot come toward the viewer while the other hangs, it is drawn as a kneel.
   */
  'one-knee': {
    lean: 6,
    side: { nearArm: [30, 40], farArm: [20, 50], nearLeg: [-4, 92], farLeg: [86, 86] },
    front: { rightArm: [20, 40], leftArm: [20, 40], rightLeg: [5, 0], leftLeg: [5, 0] },
    frontShin: 0.25,
  },
  /**
   * Sitting astride the shoulders of the person listed next (draw-scene seats the rider there): the
   * thighs run out and down over their shoulders, and the shins hang down their chest either side of
   * their head, where they hold them; arms up for balance. (Thighs straight out sideways put the knees,
   * and the short shins, at the carrier's ears.)
   */
  'ride-shoulders': {
    side: { nearArm: [120, 30], farArm: [110, 36], nearLeg: [80, 80], farLeg: [74, 74] },
    front: { rightArm: [120, 30], leftArm: [120, 30], rightLeg: [50, 50], leftLeg: [50, 50] },
    // Long enough that the knees clear a grown-up's head and hair, so a shin hangs down each side of it, in sight, not behind his face.
    frontThigh: 1.8,
  },
  /**
   * Clapping: open hands meeting out in front of the chest, fingers up, with short marks beside them for the
   * motion; `palms-together` (a wish) holds its palms still, higher, under the chin.
   */
  clap: {
    claps: true,
    openHand: true,
    farOpenHand: true,
    fingersTogether: true,
    side: { nearArm: [50, 84], farArm: [44, 92], ...standingLegs },
    front: { rightArm: [28, 128], leftArm: [28, 128], ...still },
  },
  /** One hand cupped beside the open mouth to call out: "Quick, make a wish!", "Over here!". The other arm down. */
  call: {
    reach: { near: 'beside-mouth' },
    side: { nearArm: [40, 132], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [34, 176], leftArm: [14, 22], ...still },
  },
  /** One finger to the lips: "shh", a secret, a surprise being kept. */
  shush: {
    finger: true,
    reach: { near: 'lips' },
    side: { nearArm: [46, 146], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [44, 196], leftArm: [14, 22], ...still },
  },
  /**
   * The near arm out at shoulder height, reaching behind the person beside them (list that person
   * after this one so the arm tucks behind their back), the other arm relaxed.
   */
  'arm-around': {
    side: { nearArm: [84, 30], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [96, 28], leftArm: [14, 22], ...still },
  },
  /** A bow from the waist, hands at the sides: a thank-you, a greeting. The lean shows from the side or three-quarters. */
  bow: {
    lean: 38,
    side: { nearArm: [-8, 6], farArm: [-12, 6], nearLeg: [4, 0], farLeg: [-4, 0] },
    front: { rightArm: [8, 4], leftArm: [8, 4], ...still },
  },
  /** Leaning in from the hips to look or listen closer (over a shoulder, at a map), the face still up. */
  'lean-in': {
    lean: 18,
    side: { nearArm: [14, 16], farArm: [8, 12], ...standingLegs },
    front: { ...armsDown, ...still },
  },
  /** Leaning in, both arms straight out low in front: pushing a rock, a sled, a door. Kneel with `arms: 'push'`. */
  push: {
    lean: 24,
    side: { nearArm: [70, 6], farArm: [64, 10], nearLeg: [28, 6], farLeg: [-22, 8] },
    front: { rightArm: [26, 40], leftArm: [26, 40], ...still },
  },
  /** One hand at the eye, wiping tears: the fingers, together, at the lower lid; the other arm hangs. */
  'wipe-eyes': {
    reach: { near: 'eye' },
    openHand: true,
    fingersTogether: true,
    side: { nearArm: [90, 104], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [140, -124], leftArm: [14, 22], ...still },
  },
  /** The near hand out in front at the waist, palm up: offering, showing, "here you are". */
  'open-hand': {
    openHand: true,
    side: { nearArm: [34, 40], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [40, 30], leftArm: [14, 22], ...still },
  },
  /** One finger held up beside the face: an idea, "wait", "one more". */
  'finger-up': {
    finger: true,
    side: { nearArm: [40, 120], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [40, 150], leftArm: [14, 22], ...still },
  },
  /** Both hands raise a thing high over the head to show it: a map, a card, a prize. */
  'hold-up': {
    holds: 'both',
    holdsByBottom: true,
    // The elbows out and bent, the forearms up to the thing: two straight arms up beside the head read as one
    // slab framing the face, not as arms holding something up.
    side: { nearArm: [148, 26], farArm: [142, 30], ...standingLegs },
    front: { rightArm: [132, -56], leftArm: [132, -56], ...still },
  },
  /** Both arms fold a thing close against the chest: a cat, a card, a gift. */
  'hold-chest': {
    holds: 'both',
    againstChest: true,
    side: { nearArm: [16, 118], farArm: [10, 124], ...standingLegs },
    front: { rightArm: [14, 134], leftArm: [14, 134], ...still },
  },
  /**
   * One open hand laid flat on one's own chest, fingers together across it: moved, touched, "oh, my heart". The
   * forearm folds up to the chest as in `hold-chest` and the hand goes on along it over the breastbone; the other arm down.
   */
  'hand-on-heart': {
    openHand: true,
    fingersTogether: true,
    side: { nearArm: [4, 150], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [10, 140], leftArm: [14, 22], ...still },
  },
  /** Pointing up at something overhead: a crown on a head, a bird, a star. */
  'point-up': {
    finger: true,
    side: { nearArm: [126, 0], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [150, 0], leftArm: [14, 22], ...still },
  },
  /** Pointing down and forward at something on the floor or a table: a footprint, a spot on a map. */
  'point-down': {
    finger: true,
    side: { nearArm: [40, 12], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [42, 10], leftArm: [14, 22], ...still },
  },
  /** Sitting on the floor, knees drawn up, arms wrapped round the shins: sulking, waiting, sad. Pair with `head: 'down'` for the chin on the knees. */
  'hug-knees': {
    lean: 22,
    hugsShins: true,
    side: { nearArm: [34, 70], farArm: [30, 74], nearLeg: [142, 150], farLeg: [138, 146] },
    front: { rightArm: [22, 64], leftArm: [22, 64], rightLeg: [72, 146], leftLeg: [72, 146] },
  },
  /**
   * Both palms pressed flat together under the chin, fingers up: making a wish, hoping, pleading, a thank-you.
   * The arms' angles only say how they hang before the skeleton brings the hands together there.
   */
  'palms-together': {
    palms: true,
    openHand: true,
    farOpenHand: true,
    fingersTogether: true,
    side: { nearArm: [30, 120], farArm: [26, 124], ...standingLegs },
    front: { rightArm: [20, 140], leftArm: [20, 140], ...still },
  },
  /** Leaning back, both arms straight out in front at the waist, heels dug in: pulling a rope, a sled, a stuck door. */
  pull: {
    lean: -18,
    holds: 'both',
    side: { nearArm: [74, 4], farArm: [68, 6], nearLeg: [30, 8], farLeg: [-16, 4] },
    front: { rightArm: [18, 44], leftArm: [18, 44], rightLeg: [8, 0], leftLeg: [8, 0] },
  },
  /**
   * One knee forward and deeply bent, the other leg stretched out behind, the body low and leaning far in, both
   * arms straight out ahead: shoving a heavy thing, rolling a rock, reaching out over water. From the front,
   * where a leg cannot stretch behind, the knees bend apart and the arms reach out low.
   */
  lunge: {
    lean: 34,
    // The back leg a little bent at the knee, so the body from heel to head is a curve and not one straight plank.
    side: { nearArm: [78, 6], farArm: [72, 10], nearLeg: [78, 84], farLeg: [-34, 22] },
    front: { rightArm: [30, 36], leftArm: [30, 36], rightLeg: [20, 34], leftLeg: [10, 6] },
    frontThigh: 0.8,
  },
  /**
   * Just after a throw: the throwing (near) arm swung forward and up past the head, the hand open where the
   * thing left it, the other arm back for balance, the body leaning into it with the weight on the front foot
   * and the back heel up. A hand by the face after a throw read as a wave. A natural step, the front knee bent and
   * the back leg near straight, the feet about a shoulder and a half apart: the back leg swung far behind with its
   * knee bent drew a rubbery split-lunge, the body from back heel to hand one long plank (decision 064).
   */
  throw: {
    lean: 14,
    openHand: true,
    side: { nearArm: [128, 14], farArm: [-42, 24], nearLeg: [-18, 8], farLeg: [26, 22] },
    front: { rightArm: [150, 16], leftArm: [40, 20], rightLeg: [3, 0], leftLeg: [12, 16] },
  },
  /**
   * A sneeze: the head snapped forward and down with the body, the shoulders up, both open hands flying up to the
   * face, the knees eased. Hands clasped at the chest read as calm.
   */
  sneeze: {
    lean: 20,
    reach: { near: 'mouth', far: 'mouth' },
    openHand: true,
    farOpenHand: true,
    side: { nearArm: [50, 120], farArm: [44, 126], nearLeg: [10, 14], farLeg: [-4, 10] },
    front: { rightArm: [40, 170], leftArm: [40, 170], rightLeg: [4, 6], leftLeg: [4, 6] },
  },
  /**
   * Sunk down on the floor, sitting with both legs folded to one side (toward the way the figure faces, or the
   * picture's right from the front), the body slumped a little over them; the arms rest on the lap unless the
   * scene gives them something to do (`arms: 'hands-to-face'` for dismay).
   */
  'sit-side': {
    lean: 10,
    // The thighs low along the floor and the shins folded back beside them: the knees on the floor, not up as a
    // cross-legged sit's are.
    side: { nearArm: [20, 44], farArm: [14, 50], nearLeg: [88, 176], farLeg: [84, 170] },
    front: { rightArm: [14, 40], leftArm: [14, 40], rightLeg: [78, 166], leftLeg: [-78, -166] },
    frontThigh: 0.75,
  },
  /**
   * A palm pressed flat on a surface (a wall's warm stones, a door, a window): give the point with `reachTo`. The
   * arm goes out to it nearly straight, the hand open and flat along it, its fingers together (on a wall that faces
   * us, `palm-on-wall`). With `open-hand` and `handFlat` the elbow bent down under a palm raised beside the body, which read
   * as a wave (decision 064). Without a point the arm reaches forward at chest height.
   */
  'palm-on': {
    openHand: true,
    pressed: true,
    side: { nearArm: [72, 8], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [72, 8], leftArm: [14, 22], ...still },
  },
  /**
   * A kick (a pebble on the lane, a ball): the kicking (near) foot swung forward and up off the ground, its knee nearly
   * straight, the body leaning back a little over the standing leg, and the arms out for balance, the near one back and
   * the far one forward. Walking with the kicked thing at the toe, both feet stayed on the ground and no kick showed
   * (blind critics, round 31).
   */
  kick: {
    lean: -8,
    openHand: true,
    farOpenHand: true,
    side: { nearArm: [-30, 26], farArm: [58, 20], nearLeg: [68, 10], farLeg: [-8, 6] },
    front: { rightArm: [62, 14], leftArm: [62, 14], rightLeg: [16, 30], leftLeg: [4, 0] },
    frontNearThigh: 0.55,
  },
  /**
   * A palm pressed flat on a wall whose face is toward us (the stones of a wall the presser stands along, a window
   * pane): as `palm-on`, but the hand lies on the wall's face, seen from its back like a hand print, its four fingers
   * spread up the wall and the thumb out toward the body, its shadow close under it. `palm-on`'s hand lies along a
   * surface seen edge-on (a door's edge, a knee, a lid); on a wall facing us, its closed blade read as a hand held up
   * at the reader (blind critics, round 31).
   */
  'palm-on-wall': {
    openHand: true,
    pressed: true,
    onWall: true,
    side: { nearArm: [72, 8], farArm: [-8, 18], ...standingLegs },
    front: { rightArm: [72, 8], leftArm: [14, 22], ...still },
  },
  /**
   * A flat thing (a map, a tray, a book) carried lying across both hands held under it, palms up, at the waist: the
   * upper arms hang, the forearms go forward level, and the thing rests on the open hands (a map carried on both palms).
   * `carry` and `hold-both` hold a thing by its width below the chin, which dropped a foreshortened sheet to the knees;
   * `hold-out` raises it to the chest as one shows a thing.
   */
  'carry-under': {
    holds: 'both',
    holdsByBottom: true,
    palmsUnder: true,
    openHand: true,
    farOpenHand: true,
    side: { nearArm: [12, 80], farArm: [8, 84], ...standingLegs },
    front: { rightArm: [14, 100], leftArm: [14, 100], ...still },
  },
  /**
   * A protective arm held out low across the ones behind or beside (a parent facing a danger, keeping the children
   * back): turned, the near arm goes down and back from the shoulder, its hand behind the body between the waist and
   * the hips, its elbow eased and the hand open; face-on it goes out to the side. The other hangs. Turned, a grown-up's
   * shoulder is at a child's head: raised back at −56° the arm went out near level and laid its hand on the child's
   * hair (decision 141, addendum).
   */
  shield: {
    openHand: true,
    side: { nearArm: [-24, -12], farArm: [-6, 24], ...standingLegs },
    front: { rightArm: [62, 8], leftArm: [16, 28], ...still },
  },
  /**
   * A startled step back from something before the body (an arrow landing, a snap, a fright): the weight on the back
   * foot, bent a little under the hips, the front leg out straight with its heel down where the step came from; the
   * torso leans back and the head goes back with it; both hands come up open at chest height, palms out to the thing
   * (decision 127). The scene turns the person to the thing and gives the face its fright (`surprised`, `scared`).
   */
  'step-back': {
    lean: -22,
    openHand: true,
    farOpenHand: true,
    side: { nearArm: [26, 104], farArm: [14, 112], nearLeg: [26, 2], farLeg: [-8, 16] },
    front: { rightArm: [25, 175], leftArm: [25, 175], rightLeg: [12, 0], leftLeg: [4, 4] },
  },
};

/**
 * The arms a person is drawn with: the pose's own, or another pose's (`arms`), with the far arm
 * optionally doing a third pose's working arm (`otherArm`), so one hand holds while the other points.
 */
export function armsFor(pose: Pose, arms?: Pose, otherArm?: Pose): PoseSpec {
  const base = poseSpecs[arms ?? pose];
  if (!otherArm) return base;
  const other = poseSpecs[otherArm];
  return {
    ...base,
    // The far hand is busy, so a held thing goes in the near hand alone.
    holds: base.holds ? 'near' : undefined,
    farFinger: other.finger,
    farOpenHand: other.openHand,
    farHugs: other.hugs,
    reach: { near: base.reach?.near, far: other.reach?.near },
    // The far hand takes the other pose's palms only if both hands do (palms-together is always both).
    palms: base.palms === true && other.palms === true,
    claps: base.claps === true && other.claps === true,
    side: { ...base.side, farArm: other.side.nearArm },
    front: { ...base.front, leftArm: other.front.rightArm },
  };
}
