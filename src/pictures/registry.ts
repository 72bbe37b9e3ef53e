import type { TimeOfDay, ViewSpan } from './backgrounds/parts';
import type { AnimalLook } from './figures/animals';
import type { PersonLook } from './figures/types';
import type { PropDefinition } from './props/types';

/** A book's own place: its drawing on the 800 × 500 canvas and where its floor or ground begins. */
export interface Setting {
  draw: (time: TimeOfDay, view: ViewSpan) => string;
  /** Canvas y where the ground begins: figures stand below it. */
  ground: number;
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

/** The parts books have registered, one map per kind; the engine's lookups read these after their own. */
export const registered = {
  people: new Map<string, PersonLook>(),
  animals: new Map<string, AnimalLook>(),
  props: new Map<string, PropDefinition>(),
  settings: new Map<string, Setting>(),
} satisfies Record<Kind, Map<string, unknown>>;

/**
 * Adds parts under their ids. Registering the same part again is harmless (books sharing a cast each
 * register it); a different part under a taken id, or an id the engine itself draws, is an error.
 */
export function storeParts(parts: BookParts, builtIn: (kind: Kind, id: string) => boolean): void {
  for (const kind of Object.keys(registered) as Kind[]) {
    const map = registered[kind] as Map<string, unknown>;
    for (const [id, part] of Object.entries(parts[kind] ?? {})) {
      if (builtIn(kind, id)) throw new Error(`The engine already draws ${kind} "${id}": a book registers only its own`);
      const taken = map.get(id);
      if (taken !== undefined && taken !== part) throw new Error(`Two books register different ${kind} as "${id}"`);
      map.set(id, part);
    }
  }
}
