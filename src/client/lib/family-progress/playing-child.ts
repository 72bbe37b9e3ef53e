import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../stored';
import { choiceOf, choose, forget, readChoices, type PlayingChoice, type PlayingChoices } from './playing-choice';

export const PLAYING_KEY = 'iyagi:playing';

const listeners = new Set<() => void>();
let cached: { stored: string | null; choices: PlayingChoices } | null = null;

function choices(): PlayingChoices {
  const now = readStored(PLAYING_KEY);
  if (!cached || cached.stored !== now) cached = { stored: now, choices: readChoices(now) };
  return cached.choices;
}

function save(next: PlayingChoices): void {
  // Private browsing may refuse storage: the choice then lasts this visit.
  if (!writeStored(PLAYING_KEY, JSON.stringify(next))) cached = { stored: null, choices: next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PLAYING_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Who plays under the code on this device right now (null: nobody chosen yet). */
export const playingChild = (code: string): string | null => choiceOf(choices(), code).name;

export const choosePlayingChild = (code: string, name: string, isNew = false) => save(choose(choices(), code, name, isNew));
export const forgetPlayingChild = (code: string) => save(forget(choices(), code));

const NO_CHOICE: PlayingChoice = { name: null, added: [] };

/** The device's choice for the code; nobody while the page is prerendered or hydrating, or with no code. */
export function usePlayingChoice(code: string | null): PlayingChoice {
  return useSyncExternalStore(
    subscribe,
    () => (code ? choiceOf(choices(), code) : NO_CHOICE),
    () => NO_CHOICE,
  );
}
