import { skinTones, type AnimalLook, type BookParts, type PersonLook } from '@/pictures';
import { people as family } from '../../charlotte-family';
import { charlotteBackpack } from './charlotte-backpack';
import { forestMap } from './forest-map';
import { forestRiver } from './forest-river';
import { hedgehogHome } from './hedgehog-home';
import { hillPath } from './hill-path';
import { oakClearing } from './oak-clearing';
import { pebbleBend } from './pebble-bend';
import { pushedBranch } from './pushed-branch';
import { riverbank } from './riverbank';
import { riverStones, stoneRow } from './river-stones';
import { rolledRock } from './rolled-rock';
import { runningTrail } from './running-trail';
import { snappedBridge } from './snapped-bridge';
import { wildBlueberries } from './wild-blueberries';
import { blueberries } from './blueberries';
import { blueberryBasket } from './blueberry-basket';
import { bootMud } from './boot-mud';
import { crackers } from './crackers';
import { ferns } from './ferns';
import { gardenGate } from './garden-gate';
import { lantern } from './lantern';
import { mudPatch } from './mud-patch';
import { pawPrints } from './paw-prints';
import { pineTree } from './pine-tree';
import { prickleOuch } from './prickle-ouch';
import { roundPebble } from './round-pebble';
import { forest } from './forest';
import { floodWoods } from './flood-woods';

/** Theo and his dad, one look each on every page. */
export const people = {
  theo: {
    name: 'Theo',
    age: 'child',
    height: 1.03,
    skin: skinTones.mediumDark,
    // Close-cropped: the kit's short curls sit at the head's sides however it turns, so on a three-quarter face they
    // came down over his near eye like a patch and hid the hero's face on four pages.
    hair: { style: 'short', colour: '#2a1f22' },
    outfit: { kind: 'top-trousers', top: '#f5a04a', bottom: '#37476b', shoes: '#e8574f' },
    face: { shape: 'round', eyes: 'big', nose: 'broad', brows: 'medium' },
  },
  'theo-dad': {
    name: "Theo's dad",
    age: 'adult',
    height: 1.05,
    build: 'broad',
    skin: skinTones.mediumDark,
    hair: { style: 'short', colour: '#2a1f22' },
    outfit: { kind: 'top-trousers', top: '#4a9a45', bottom: '#525e6b', shoes: '#3d2f2a' },
    signature: 'beard',
    signatureColour: '#2a1f22',
    face: { shape: 'square', eyes: 'almond', nose: 'broad', brows: 'heavy', lines: 'laugh' },
  },
} as const satisfies Record<string, PersonLook>;

/** The forest's animals, in proportion to the people (a fox about as long as a child's leg). */
export const animals = {
  bramble: { name: 'Bramble', species: 'hedgehog', size: 46, coat: '#8a5a3a', accent: '#f3d7b0' },
  // Bramble's mom a head bigger than her, with a pale sandy face and silver-tipped spines, so a child tells the two
  // apart in their hug (a shade lighter than Bramble's brown, the two read as twins).
  'bramble-mom': { name: "Bramble's mom", species: 'hedgehog', size: 66, coat: '#c9a27a', accent: '#f6e6cf', detail: '#a89886' },
  pip: { name: 'Pip', species: 'fox', size: 82, coat: '#ea7a35', accent: '#fff4e6', detail: '#3d2630' },
  hazel: { name: 'Hazel', species: 'owl', size: 70, coat: '#9c7650', accent: '#f4e2c4', detail: '#7a5838' },
} as const satisfies Record<string, AnimalLook>;

/** What this book brings to the picture engine: its people and animals, the props only it draws, its clearing, its hill and its riverbank at sunset. */
export const parts: BookParts = {
  people: { charlotte: family.charlotte, ...people },
  animals,
  props: {
    'blueberry-basket': blueberryBasket,
    'boot-mud': bootMud,
    'garden-gate': gardenGate,
    'mud-patch': mudPatch,
    'paw-prints': pawPrints,
    'pine-tree': pineTree,
    'prickle-ouch': prickleOuch,
    'round-pebble': roundPebble,
    blueberries,
    crackers,
    ferns,
    lantern,
    'forest-map': forestMap,
    'forest-river': forestRiver,
    'snapped-bridge': snappedBridge,
    'wild-blueberries': wildBlueberries,
    'charlotte-backpack': charlotteBackpack,
    'pushed-branch': pushedBranch,
    'rolled-rock': rolledRock,
    'running-trail': runningTrail,
    'river-stones': riverStones,
    'stone-row': stoneRow,
    'pebble-bend': pebbleBend,
    'hedgehog-home': hedgehogHome,
  },
  settings: {
    forest: { draw: forest, ground: 380, outdoors: true },
    'oak-clearing': { draw: oakClearing, ground: 380, outdoors: true },
    'hill-path': { draw: hillPath, ground: 370, outdoors: true },
    riverbank: { draw: riverbank, ground: 380, outdoors: true },
    'flood-woods': { draw: floodWoods, ground: 380, outdoors: true },
  },
};
