import type { Scene } from '@/shared/scene';
import type { PersonLook } from './types';

const skin = {
  light: '#f8d7bf',
  lightWarm: '#f3cba8',
  medium: '#e3ae84',
  mediumDark: '#b47a52',
  elderLight: '#f1cdb2',
  koreanLight: '#f6d2b2',
  koreanWarm: '#efc39c',
};

/**
 * Every recurring person of the five books, one look each, so a child recognises them on every
 * page (the style guide's cast bible). Scenes name people by these ids.
 */
export const people = {
  charlotte: {
    name: 'Charlotte',
    age: 'child',
    height: 1,
    skin: skin.light,
    hair: { style: 'ponytail', colour: '#a3602f' },
    outfit: { kind: 'dress', top: '#f2706a', bottom: '#f2706a', shoes: '#6f4fa3', sleeves: 'short' },
    signature: 'hair-bow',
    signatureColour: '#ffcf3f',
  },
  leo: {
    name: 'Leo',
    age: 'toddler',
    height: 1.08,
    skin: skin.light,
    hair: { style: 'short', colour: '#a3602f' },
    outfit: { kind: 'top-trousers', top: '#6cbf5f', bottom: '#3f6fb5', shoes: '#e8574f', sleeves: 'short' },
    signature: 'freckles',
  },
  mom: {
    name: 'Mom',
    age: 'adult',
    height: 0.96,
    skin: skin.light,
    hair: { style: 'bob', colour: '#7b4526' },
    outfit: { kind: 'top-skirt', top: '#9b7bdc', bottom: '#3d5a8a', shoes: '#7a3d52', layer: { kind: 'cardigan', colour: '#f0c75a' } },
  },
  dad: {
    name: 'Dad',
    age: 'adult',
    height: 1.04,
    skin: skin.light,
    hair: { style: 'short', colour: '#5a3620' },
    outfit: { kind: 'top-trousers', top: '#3fa89b', bottom: '#55596b', shoes: '#3d2f2a' },
    signature: 'glasses',
    signatureColour: '#3d2630',
  },
  grandma: {
    name: 'Grandma',
    age: 'elder',
    height: 0.95,
    skin: skin.elderLight,
    hair: { style: 'bun', colour: '#dcdbe3' },
    outfit: { kind: 'top-skirt', top: '#e88a9c', bottom: '#6d5a8c', shoes: '#6b4229', layer: { kind: 'cardigan', colour: '#f7f0e0' } },
  },
  grandpa: {
    name: 'Grandpa',
    age: 'elder',
    height: 1,
    skin: skin.elderLight,
    hair: { style: 'balding', colour: '#e4e4ea' },
    outfit: { kind: 'top-trousers', top: '#c68b59', bottom: '#5d6b58', shoes: '#4a3225' },
    signature: 'glasses',
    signatureColour: '#6b4229',
  },
  mina: {
    name: 'Mina',
    age: 'child',
    height: 1.02,
    skin: skin.koreanLight,
    hair: { style: 'pigtails', colour: '#2b2230' },
    outfit: { kind: 'top-skirt', top: '#ffd25a', bottom: '#f59ab5', shoes: '#5aa9ea', sleeves: 'short' },
    signature: 'hair-bow',
    signatureColour: '#f26b8a',
  },
  theo: {
    name: 'Theo',
    age: 'child',
    height: 1.03,
    skin: skin.mediumDark,
    hair: { style: 'curly-short', colour: '#2a1f22' },
    outfit: { kind: 'top-trousers', top: '#f5a04a', bottom: '#37476b', shoes: '#e8574f' },
  },
  'theo-dad': {
    name: "Theo's dad",
    age: 'adult',
    height: 1.05,
    skin: skin.mediumDark,
    hair: { style: 'short', colour: '#2a1f22' },
    outfit: { kind: 'top-trousers', top: '#4a9a45', bottom: '#7a5a3c', shoes: '#3d2f2a' },
    signature: 'beard',
    signatureColour: '#2a1f22',
  },
  seojun: {
    name: '서준',
    age: 'child',
    height: 1,
    skin: skin.koreanWarm,
    hair: { style: 'bowl', colour: '#231d26' },
    outfit: { kind: 'top-trousers', top: '#4f9de0', bottom: '#2f3a63', shoes: '#f5f5f5', sleeves: 'short' },
  },
  'seojun-grandpa': {
    name: '할아버지',
    age: 'elder',
    height: 0.98,
    skin: skin.koreanWarm,
    hair: { style: 'balding', colour: '#d8d8de' },
    outfit: { kind: 'top-trousers', top: '#8a9a6a', bottom: '#4d4a5a', shoes: '#3d2f2a' },
    signature: 'glasses',
    signatureColour: '#3d2630',
  },
  'neighbour-grandma': {
    name: '옆집 할머니',
    age: 'elder',
    height: 0.9,
    skin: skin.koreanWarm,
    hair: { style: 'perm', colour: '#b9b6c2' },
    outfit: { kind: 'top-trousers', top: '#e0607a', bottom: '#7f58be', shoes: '#5a4a3a' },
  },
  baker: {
    name: '떡집 아주머니',
    age: 'adult',
    height: 0.95,
    skin: skin.koreanLight,
    hair: { style: 'tied-back', colour: '#2b2230' },
    outfit: { kind: 'apron', top: '#5aa9ea', bottom: '#4a4f63', shoes: '#f0f0f0' },
    signature: 'headscarf',
    signatureColour: '#f59ab5',
  },
  teacher: {
    name: '선생님',
    age: 'adult',
    height: 0.97,
    skin: skin.koreanLight,
    hair: { style: 'long', colour: '#2b2230' },
    outfit: { kind: 'top-skirt', top: '#ffffff', bottom: '#4fbfb0', shoes: '#6b4229', layer: { kind: 'cardigan', colour: '#4fbfb0' } },
  },
  harin: {
    name: '하린',
    age: 'child',
    height: 1.01,
    skin: skin.koreanLight,
    hair: { style: 'ponytail', colour: '#2b2230' },
    outfit: { kind: 'top-trousers', top: '#a27be0', bottom: '#f2f2f2', shoes: '#f59ab5', sleeves: 'short' },
    signature: 'hair-bow',
    signatureColour: '#4fbfb0',
  },
  'korean-grandma': {
    name: '할머니',
    age: 'elder',
    height: 0.93,
    skin: skin.koreanWarm,
    hair: { style: 'bun', colour: '#cfcdd6' },
    outfit: { kind: 'hanbok-jeogori', top: '#f4e3c3', bottom: '#c0506a', shoes: '#f5f5f5' },
  },
  shopkeeper: {
    name: 'Shopkeeper',
    age: 'adult',
    height: 1,
    skin: skin.medium,
    hair: { style: 'curly-short', colour: '#6b6570' },
    outfit: { kind: 'apron', top: '#e8574f', bottom: '#3d4356', shoes: '#3d2f2a' },
    signature: 'glasses',
    signatureColour: '#3d2630',
  },
  'kid-a': {
    name: 'A classmate',
    age: 'child',
    height: 0.98,
    skin: skin.medium,
    hair: { style: 'short', colour: '#3a2a22' },
    outfit: { kind: 'top-trousers', top: '#ffd25a', bottom: '#4a6fa5', shoes: '#333845' },
  },
  'kid-b': {
    name: 'Another classmate',
    age: 'child',
    height: 1.04,
    skin: skin.lightWarm,
    hair: { style: 'bob', colour: '#2b2230' },
    outfit: { kind: 'dress', top: '#6cbf5f', bottom: '#6cbf5f', shoes: '#e8574f' },
  },
} as const satisfies Record<string, PersonLook>;

export type PersonId = keyof typeof people;
export const personIds = Object.keys(people) as PersonId[];

/** A cast member as their book dresses them: the book's outfit over their face, hair and signature. */
export function lookInBook(person: string, wardrobe: Scene['wardrobe']): PersonLook | undefined {
  const look: PersonLook | undefined = Object.hasOwn(people, person) ? people[person as PersonId] : undefined;
  const outfit = wardrobe?.[person];
  return look && outfit ? { ...look, outfit } : look;
}
