import type { TimeOfDay, ViewSpan } from './backgrounds/parts';
import type { AnimalLook } from './figures/animals';
import type { PersonLook } from './figures/types';
import type { PropDefinition } from './props/types';

/** A book's own place: its drawing on the 800 × 500 canvas and where its floor or ground begins. */
export interface Setting {
  draw: (time: TimeOfDay, view: ViewSpan) => string;
  /** Canvas y where the ground begins: figures stand below it. */
  ground: number;
  /** Out of doors: by day the sun lights it from one side and every figure and thing on the ground casts a shadow away from it. */
  outdoors?: true;
}

/**
 * What a book brings to the engine from its own folder: its people (by cast id), its animals, the props
 * only it draws and its own settings. The engine itself draws only generic things, so it names no book.
 */
export interface BookParts {
  people?: Readonly<Record<string, PersonLook>>;
  animals?: Readonly<Record<string, AnimalLook>>;
  props?: Readonly<Record<string, PropDefinition>>;
  settings?: Readonly<Record<string, Setting>>;
}

type Kind = keyof BookParts;
interface Parts {
  people: Map<string, PersonLook>;
  animals: Map<string, AnimalLook>;
  props: Map<string, PropDefinition>;
  settings: Map<string, Setting>;
}
const kinds: readonly Kind[] = ['people', 'animals', 'props', 'settings'];

/** Each book's parts under its id: two books may each have a prop called "map", and each draws its own. */
const byBook = new Map<string, Parts>();
/** The book whose picture is being drawn (see inBook); none when a caller draws outside any book. */
let current: Parts | undefined;

/**
 * Adds a book's parts. Registering the same part again is harmless; a different part under a taken id in
 * the same book, or an id the engine itself draws, is an error.
 */
export function storeParts(book: string, parts: BookParts, builtIn: (kind: Kind, id: string) => boolean): void {
  let own = byBook.get(book);
  if (!own) {
    own = { people: new Map(), animals: new Map(), props: new Map(), settings: new Map() };
    byBook.set(book, own);
  }
  for (const kind of kinds) {
    const map = own[kind] as Map<string, unknown>;
    for (const [id, part] of Object.entries(parts[kind] ?? {})) {
      if (builtIn(kind, id)) throw new Error(`${book}: the engine already draws ${kind} "${id}": a book registers only its own`);
      const taken = map.get(id);
      if (taken !== undefined && taken !== part) throw new Error(`${book} registers two different ${kind} as "${id}"`);
      map.set(id, part);
    }
  }
}

/** Draws with the parts of the given book in reach; without a book, with every registered book's (the first to name an id wins). */
export function inBook<T>(book: string | undefined, draw: () => T): T {
  const previous = current;
  const parts = book === undefined ? undefined : byBook.get(book);
  if (book !== undefined && !parts) throw new Error(`No parts are registered for the book "${book}"`);
  current = parts;
  try {
    return draw();
  } finally {
    current = previous;
  }
}

/** A part of the book being drawn, or of any registered book when none is. */
export function registeredPart<K extends Kind>(kind: K, id: string): Parts[K] extends Map<string, infer P> ? P | undefined : never {
  type Found = Parts[K] extends Map<string, infer P> ? P | undefined : never;
  if (current) return (current[kind] as Map<string, unknown>).get(id) as Found;
  for (const parts of byBook.values()) {
    const part = (parts[kind] as Map<string, unknown>).get(id);
    if (part !== undefined) return part as Found;
  }
  return undefined as Found;
}
