export { lookInBook, people, personIds, type PersonId } from './cast';
export { dressFor, type Dressed } from './clothes';
export { drawPerson, heldPropPoint, seatHeight, type PersonOptions } from './draw-person';
export { standingHeight } from './proportions';
export * from './types';
