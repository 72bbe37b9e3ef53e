/**
 * The words a scene uses for figures. They live in shared so the content schema can check
 * scenes, and the picture engine draws exactly these.
 */
export const poses = [
  'stand',
  'walk',
  'run',
  'jump',
  'sit-chair',
  'sit-floor',
  'kneel',
  'lie',
  'sleep',
  'wave',
  'point',
  'hold',
  'hold-both',
  'reach-up',
  'carry',
  'hug',
  'hands-to-face',
  'blow',
  'arms-crossed',
  'cheer',
  'hands-up',
  'draw',
  'eat',
  'phone',
  'crack-egg',
  'crouch',
  'ride-shoulders',
  'clap',
  'shush',
  'arm-around',
  'bow',
  'lean-in',
  'push',
  'wipe-eyes',
  'open-hand',
  'finger-up',
  'hold-up',
  'hold-chest',
  'hand-on-heart',
  'hug-knees',
  'pull',
  'point-up',
  'point-down',
  'hands-over-mouth',
  'stamp',
  'arms-wide',
  'hand-to-forehead',
  'hand-on-head',
  'hold-out',
  'hold-sides',
  'call',
  'one-knee',
  'palms-together',
  'lunge',
  'sit-edge',
  'throw',
  'sneeze',
  'sit-side',
  'shield',
  'palm-on',
  'palm-on-wall',
  'kick',
  'carry-under',
  'step-back',
] as const;
export type Pose = (typeof poses)[number];

/**
 * A head tipped apart from the body: looking down at a mitten in the hands, up at a bird; or tipped far
 * back, at something high above (an animal's nose nearly straight up at a hedgehog on a far bank, a child's
 * chin up at a road sign on a tall post).
 */
export const headTilts = ['up', 'down', 'up-high'] as const;
export type HeadTilt = (typeof headTilts)[number];

/** Where open eyes look, apart from where the head turns: up at a star, down at the grass, across at someone, or up or down and across at once. */
export const gazes = ['up', 'down', 'left', 'right', 'up-left', 'up-right', 'down-left', 'down-right'] as const;
export type Gaze = (typeof gazes)[number];

/**
 * Where the figure looks: left and right mean towards that side of the picture. The three-quarter-back facings turn
 * the figure away from us toward that side (a child facing a wall, its hand on the stones): the body is the
 * three-quarter one, the head the back of its hair, with no face and nothing on the shirt's front.
 */
export const facings = [
  'front',
  'three-quarter-left',
  'three-quarter-right',
  'side-left',
  'side-right',
  'three-quarter-back-left',
  'three-quarter-back-right',
] as const;
export type Facing = (typeof facings)[number];

export const expressions = [
  'neutral',
  'happy',
  'laughing',
  'sad',
  'crying',
  'surprised',
  'worried',
  'scared',
  'cross',
  'cross-laughing',
  'sleepy',
  'asleep',
  'thinking',
  'proud',
  'blowing',
  'wink',
  'red-faced',
  'yawn',
  'happy-tears',
  'sneeze',
  'wishing',
  'puffing-red',
  'mouth-full',
  'singing',
  'calling',
  'teary',
  'determined',
  'sly',
  'doubtful',
  'amazed',
  'straining',
] as const;
export type Expression = (typeof expressions)[number];

/** What a person wears in a scene, over their everyday look: the weather, the hour and the work dress them. */
export const clothes = ['everyday', 'winter', 'pajamas', 'raincoat', 'apron'] as const;
export type Clothes = (typeof clothes)[number];

/**
 * 'gallop': a dog, cat or fox at full run, in the leap of its stride: front legs reaching, hind legs pushed back,
 * the body stretched long and every paw off the ground.
 * 'point': a front paw lifted forward (pressing, showing) or, for an owl, one wing stretched out the way it faces.
 * 'stand-up': a hedgehog standing upright on its hind feet, its short arms at its sides, as storybooks draw one;
 * 'hug': the same, its arms reaching forward round the one in front of it (list the one hugged first).
 * 'cling': a hedgehog hanging on to something above and ahead of it: leaned in under it, both arms stretched up to
 * it with claws hooked over it, legs dangling apart (place it so its paws are on the thing).
 * 'freeze': frozen with fright. A hedgehog on its hind feet sinks into itself, spines bristling, paws at its chest; a
 * cat, dog or fox stands tall on four stiff legs, its back arched, its fur up along it and its tail straight up.
 */
export const animalPoses = [
  'stand',
  'walk',
  'run',
  'gallop',
  'sit',
  'lie',
  'sleep',
  'jump',
  'curl',
  'fly',
  'sniff',
  'cower',
  'hide-eyes',
  'point',
  'stand-up',
  'hug',
  'cling',
  'freeze',
] as const;
export type AnimalPose = (typeof animalPoses)[number];
