import { skinTones, type AnimalLook, type PersonLook } from '@/pictures';

/**
 * The Charlotte books' family and friend, one look each, so a child recognises them on every page of
 * every book they are in. Dad is darker than Mom and the children take after both, so a family in one
 * picture is not one peach. Each of those books registers them with the picture engine (its drawn-cast.ts).
 */
export const people = {
  charlotte: {
    name: 'Charlotte',
    age: 'child',
    height: 1,
    skin: skinTones.lightWarm,
    hair: { style: 'ponytail', colour: '#a3602f' },
    outfit: { kind: 'dress', top: '#f2706a', bottom: '#f2706a', shoes: '#6f4fa3', sleeves: 'short' },
    signature: 'hair-bow',
    signatureColour: '#ffcf3f',
    face: { shape: 'heart', eyes: 'big', nose: 'button', brows: 'medium', mouth: 'wide' },
  },
  leo: {
    name: 'Leo',
    age: 'toddler',
    height: 1.08,
    skin: skinTones.lightWarm,
    hair: { style: 'short', colour: '#a3602f' },
    outfit: { kind: 'top-trousers', top: '#6cbf5f', bottom: '#3f6fb5', shoes: '#e8574f', sleeves: 'short' },
    signature: 'freckles',
    face: { shape: 'round', eyes: 'round', nose: 'button', brows: 'fine', ears: 'big', rosy: true },
  },
  mom: {
    name: 'Mom',
    age: 'adult',
    height: 0.96,
    build: 'slight',
    skin: skinTones.light,
    hair: { style: 'bob', colour: '#7b4526' },
    outfit: { kind: 'top-skirt', top: '#9b7bdc', bottom: '#3d5a8a', shoes: '#7a3d52', layer: { kind: 'cardigan', colour: '#f0c75a' } },
    // No laugh lines: on a young mother's profile the line under her rosy cheek read as a drip down it (r95).
    face: { shape: 'heart', eyes: 'almond', nose: 'round', brows: 'fine', lines: 'none', rosy: true },
  },
  dad: {
    name: 'Dad',
    age: 'adult',
    height: 1.04,
    build: 'broad',
    skin: skinTones.medium,
    hair: { style: 'short', colour: '#5a3620' },
    outfit: { kind: 'top-trousers', top: '#3fa89b', bottom: '#55596b', shoes: '#3d2f2a' },
    signature: 'glasses',
    signatureColour: '#3d2630',
    face: { shape: 'square', eyes: 'round', nose: 'long', brows: 'heavy', lines: 'laugh' },
  },
  grandma: {
    name: 'Grandma',
    age: 'elder',
    height: 0.95,
    build: 'sturdy',
    skin: skinTones.elderLight,
    hair: { style: 'bun', colour: '#dcdbe3' },
    outfit: { kind: 'top-skirt', top: '#e88a9c', bottom: '#6d5a8c', shoes: '#6b4229', layer: { kind: 'cardigan', colour: '#f7f0e0' } },
    face: { shape: 'round', eyes: 'narrow', eyesSet: 'wide', nose: 'round', brows: 'medium', mouth: 'wide', rosy: true, lines: 'wrinkles' },
  },
  grandpa: {
    name: 'Grandpa',
    age: 'elder',
    height: 1,
    build: 'stout',
    skin: skinTones.elderLight,
    hair: { style: 'balding', colour: '#e4e4ea' },
    outfit: { kind: 'top-trousers', top: '#c68b59', bottom: '#5d6b58', shoes: '#4a3225' },
    signature: 'glasses',
    signatureColour: '#6b4229',
    // An oval face under his bald crown: long, his bare head read as an egg with no chin, his scarf a lump under it (r96, r97).
    face: { shape: 'oval', eyes: 'almond', eyesSet: 'close', nose: 'broad', brows: 'heavy', ears: 'big', lines: 'wrinkles' },
  },
  mina: {
    name: 'Mina',
    age: 'child',
    height: 1.02,
    skin: skinTones.koreanLight,
    hair: { style: 'pigtails', colour: '#2b2230' },
    outfit: { kind: 'top-skirt', top: '#ffd25a', bottom: '#f59ab5', shoes: '#5aa9ea', sleeves: 'short' },
    signature: 'hair-bow',
    signatureColour: '#f26b8a',
    // Not Charlotte's heart face, big lashed eyes and wide mouth: a round face, small round eyes set wide under fine brows,
    // a round nose, a small mouth. With a child's almond eye under its heavy lid she looked cross while she sang, and
    // critics still saw Charlotte with black hair (r97).
    face: { shape: 'round', eyes: 'round', eyesSet: 'wide', nose: 'round', brows: 'fine', mouth: 'small', rosy: true },
  },
} as const satisfies Record<string, PersonLook>;

/** The family's puppy. */
export const animals = {
  biscuit: { name: 'Biscuit', species: 'dog', size: 78, coat: '#e7b77c', accent: '#a86b3c', detail: '#e8574f' },
} as const satisfies Record<string, AnimalLook>;
