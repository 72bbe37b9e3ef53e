export { people, personIds, type PersonId } from './cast';
export { drawPerson, heldPropPoint, seatHeight, type PersonOptions } from './draw-person';
export { standingHeight } from './proportions';
export * from './types';
