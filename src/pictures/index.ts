export { knownIconName, sceneIconNames, UnknownIconError } from './icons';
export { registerBookParts, type BookParts, type Setting } from './register';
export { renderSceneSvg } from './render-scene';
