import { isBuiltInSetting } from './backgrounds';
import { isBuiltInProp } from './props';
import { storeParts, type BookParts } from './registry';

export type { BookParts, Setting } from './registry';

/**
 * How a book hands the engine its own people, animals, props and settings (its folder's drawn-cast.ts),
 * under its id. A scene whose `book` is that id then names them like anything the engine draws.
 */
export function registerBookParts(book: string, parts: BookParts): void {
  storeParts(book, parts, (kind, id) => (kind === 'props' ? isBuiltInProp(id) : kind === 'settings' ? isBuiltInSetting(id) : false));
}
