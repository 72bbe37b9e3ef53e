export { lookInBook, personLook } from './cast';
export { dressFor, type Dressed } from './clothes';
export { armWidthOf, clapBurstOf, clapMarks, drawPersonLayers, heldPropPoint, palmsOf, seatHeight, skeletonOf, type PersonOptions } from './draw-person';
export { standingHeight } from './proportions';
export * from './types';
