export { bookPictures, planIllustrations, type Picture } from './book-pictures';
export { knownIconName, sceneIconNames, UnknownIconError } from './icons';
export { renderSceneSvg } from './render-scene';
