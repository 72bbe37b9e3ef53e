import { skinTones, type AnimalLook, type BookParts, type PersonLook } from '@/pictures';
import { bukhansan } from './bukhansan';
import { drawingBoard } from './drawing-board';
import { hillLane } from './hill-lane';
import { mapCarried, mapFlat } from './map-flat';
import { neighbourhoodMap } from './neighbourhood-map';
import { needleDiagram } from './needle-diagram';
import { crayonDown, crayonStub, notebook, pocketLeaf, stickHooking, stickPointing, stickScratching } from './pyeongchang-held';
import {
  boardFlat,
  boardOnLap,
  crayonBox,
  curledRoof,
  floorCushion,
  foldingScreen,
  potPlant,
  hanokMaru,
  kickedPebble,
  mapOnTable,
  pineBand,
  sittingRock,
  sleepBlanket,
  splashCrown,
  steppingStone,
  treeTrunk,
  tteokTrays,
  garaetteokPiece,
} from './pyeongchang-things';
import { shopFront } from './shop-front';
import { songpyeonBag } from './songpyeon';
import { thoughtCloud } from './thought-cloud';
import { tteokShop } from './tteok-shop';
import { windowPeaks } from './window-peaks';
import { berryBasket } from './berry-basket';
import { branch } from './branch';
import { carvedStone } from './carved-stone';
import { chipmunk } from './chipmunk';
import { feltTipPens } from './felt-tip-pens';
import { glueStick } from './glue-stick';
import { hanokGate } from './hanok-gate';
import { hillSign } from './hill-sign';
import { homeworkBoard } from './homework-board';
import { mumPots, wateringCanHeld } from './mum-pots';
import { riceCakeScissors } from './rice-cake-scissors';
import { roadNameRoman, roadNameSign } from './road-name-sign';
import { shopCounter } from './shop-counter';
import { shopSign } from './shop-sign';
import { shopSteam } from './shop-steam';
import { steamer } from './steamer';
import { stoneWall } from './stone-wall';
import { tteok } from './tteok';
import { villageLights } from './village-lights';
import { walkingStick } from './walking-stick';
import { warmGlow } from './warm-glow';
import { gustLeaves } from './gust-leaves';
import { hanokRoom } from './hanok-room';
import { hanokVillage, roadSignStreet } from './korea';
import { valley, valleyBank } from './valley';

/** The neighbourhood's people, one look each on every page. */
export const people = {
  seojun: {
    name: '서준',
    age: 'child',
    height: 1,
    skin: skinTones.koreanWarm,
    hair: { style: 'bowl', colour: '#231d26' },
    outfit: { kind: 'top-trousers', top: '#4f9de0', bottom: '#2f3a63', shoes: '#f5f5f5', sleeves: 'short' },
    face: { shape: 'round', eyes: 'round', nose: 'button', brows: 'medium' },
  },
  'seojun-grandpa': {
    name: '할아버지',
    age: 'elder',
    height: 0.98,
    build: 'slight',
    skin: skinTones.koreanWarm,
    // Short grey hair over the whole crown and an oval face with a broad jaw: bald with a long face, his head was a pale egg.
    hair: { style: 'short', colour: '#b8b8c0' },
    outfit: { kind: 'top-trousers', top: '#8a9a6a', bottom: '#4d4a5a', shoes: '#3d2f2a' },
    signature: 'glasses',
    signatureColour: '#3d2630',
    // Narrow, smiling eyes small behind the glasses, heavy brows and no blush: round eyes and pink cheeks read as a mask.
    face: { shape: 'oval', eyes: 'narrow', nose: 'broad', brows: 'heavy', ears: 'big', rosy: false, lines: 'wrinkles' },
  },
  'neighbour-grandma': {
    name: '옆집 할머니',
    age: 'elder',
    height: 0.9,
    build: 'sturdy',
    skin: skinTones.koreanWarm,
    hair: { style: 'perm', colour: '#b9b6c2' },
    outfit: { kind: 'top-trousers', top: '#e0607a', bottom: '#7f58be', shoes: '#5a4a3a' },
    face: { shape: 'round', eyes: 'narrow', nose: 'round', brows: 'fine', rosy: true, lines: 'wrinkles' },
  },
  baker: {
    name: '떡집 아주머니',
    age: 'adult',
    height: 0.95,
    build: 'sturdy',
    skin: skinTones.koreanLight,
    hair: { style: 'tied-back', colour: '#2b2230' },
    outfit: { kind: 'apron', top: '#5aa9ea', bottom: '#4a4f63', shoes: '#f0f0f0' },
    signature: 'headscarf',
    signatureColour: '#f59ab5',
    face: { shape: 'square', eyes: 'narrow', nose: 'broad', brows: 'medium', rosy: true, lines: 'laugh' },
  },
  teacher: {
    name: '선생님',
    age: 'adult',
    height: 0.97,
    build: 'slight',
    skin: skinTones.koreanLight,
    hair: { style: 'long', colour: '#2b2230' },
    outfit: { kind: 'top-skirt', top: '#ffffff', bottom: '#4fbfb0', shoes: '#6b4229', layer: { kind: 'cardigan', colour: '#4fbfb0' } },
    face: { shape: 'oval', eyes: 'almond', nose: 'pointed', brows: 'fine' },
  },
  harin: {
    name: '하린',
    age: 'child',
    height: 1.01,
    skin: skinTones.koreanLight,
    hair: { style: 'ponytail', colour: '#2b2230' },
    outfit: { kind: 'top-trousers', top: '#a27be0', bottom: '#f2f2f2', shoes: '#f59ab5', sleeves: 'short' },
    signature: 'hair-bow',
    signatureColour: '#4fbfb0',
    face: { shape: 'heart', eyes: 'big', nose: 'button', brows: 'fine' },
  },
  'kid-a': {
    name: 'A classmate',
    age: 'child',
    height: 0.98,
    skin: skinTones.medium,
    hair: { style: 'short', colour: '#3a2a22' },
    outfit: { kind: 'top-trousers', top: '#ffd25a', bottom: '#4a6fa5', shoes: '#333845' },
    face: { shape: 'square', eyes: 'round', nose: 'round', brows: 'heavy' },
  },
  'kid-b': {
    name: 'Another classmate',
    age: 'child',
    height: 1.04,
    skin: skinTones.lightWarm,
    hair: { style: 'bob', colour: '#2b2230' },
    outfit: { kind: 'dress', top: '#6cbf5f', bottom: '#6cbf5f', shoes: '#e8574f' },
    face: { shape: 'long', eyes: 'almond', nose: 'pointed', brows: 'medium' },
  },
} as const satisfies Record<string, PersonLook>;

/** Seojun's cat, and the little blue bird singing above the forest path. */
export const animals = {
  bori: { name: '보리', species: 'cat', size: 66, coat: '#f2b25c', accent: '#fff3df', detail: '#d98b2f' },
  'bird-blue': { name: 'a bird', species: 'bird', size: 26, coat: '#5aa9ea', accent: '#fff7e0' },
} as const satisfies Record<string, AnimalLook>;

/** What this book brings to the picture engine: its people, its cat, the props only it draws and its places. */
export const parts: BookParts = {
  people,
  animals,
  props: {
    'berry-basket': berryBasket,
    'carved-stone': carvedStone,
    'felt-tip-pens': feltTipPens,
    'glue-stick': glueStick,
    'hanok-gate': hanokGate,
    'hill-sign': hillSign,
    'homework-board': homeworkBoard,
    'mum-pots': mumPots,
    'watering-can-held': wateringCanHeld,
    'rice-cake-scissors': riceCakeScissors,
    'road-name-roman': roadNameRoman,
    'road-name-sign': roadNameSign,
    'shop-counter': shopCounter,
    'shop-sign': shopSign,
    'shop-steam': shopSteam,
    steamer,
    'stone-wall': stoneWall,
    'village-lights': villageLights,
    'walking-stick': walkingStick,
    'warm-glow': warmGlow,
    'gust-leaves': gustLeaves,
    branch,
    chipmunk,
    tteok,
    'neighbourhood-map': neighbourhoodMap,
    'drawing-board': drawingBoard,
    'map-flat': mapFlat,
    'map-carried': mapCarried,
    'hill-lane': hillLane,
    'garaetteok-piece': garaetteokPiece,
    'board-flat': boardFlat,
    'board-on-lap': boardOnLap,
    'crayon-box': crayonBox,
    'curled-roof': curledRoof,
    'floor-cushion': floorCushion,
    'folding-screen': foldingScreen,
    'pot-plant': potPlant,
    'hanok-maru': hanokMaru,
    'kicked-pebble': kickedPebble,
    'map-on-table': mapOnTable,
    'pine-band': pineBand,
    'sitting-rock': sittingRock,
    'sleep-blanket': sleepBlanket,
    'splash-crown': splashCrown,
    'stepping-stone': steppingStone,
    'tree-trunk': treeTrunk,
    'tteok-trays': tteokTrays,
    'crayon-down': crayonDown,
    'crayon-stub': crayonStub,
    notebook,
    'pocket-leaf': pocketLeaf,
    'thought-cloud': thoughtCloud,
    'needle-diagram': needleDiagram,
    'songpyeon-paper-bag': songpyeonBag,
    'songpyeon-shop-front': shopFront,
    'stick-pointing': stickPointing,
    'stick-hooking': stickHooking,
    'stick-scratching': stickScratching,
    'window-peaks': windowPeaks,
  },
  settings: {
    'hanok-room': { draw: hanokRoom, ground: 345 },
    'hanok-village': { draw: hanokVillage, ground: 380, outdoors: true },
    'road-sign': { draw: roadSignStreet, ground: 360, outdoors: true },
    valley: { draw: valley, ground: 350, outdoors: true },
    'valley-bank': { draw: valleyBank, ground: 350, outdoors: true },
    bukhansan: { draw: bukhansan, ground: 390, outdoors: true },
    'tteok-shop': { draw: tteokShop, ground: 390 },
  },
};
