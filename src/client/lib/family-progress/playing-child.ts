import { useSyncExternalStore } from 'react';
import { storedValue } from '../stored-value';
import { choiceOf, choose, forget, readChoices, withFamilyNames, type PlayingChoice } from './playing-choice';

export const PLAYING_KEY = 'iyagi:playing';

const stored = storedValue(PLAYING_KEY, readChoices);

/** Who plays under the code on this device right now (null: nobody chosen yet). */
export const playingChild = (code: string): string | null => choiceOf(stored.read(), code).name;

export const choosePlayingChild = (code: string, name: string, isNew = false) => void stored.save(choose(stored.read(), code, name, isNew));
export const forgetPlayingChild = (code: string) => void stored.save(forget(stored.read(), code));

/** A fresh answer's names for the code: answers the children the server named before and names no more. */
export function noteFamilyNames(code: string, familyNames: readonly string[]): string[] {
  const before = stored.read();
  const { choices, gone } = withFamilyNames(before, code, familyNames);
  if (choices !== before) stored.save(choices);
  return gone;
}

const NO_CHOICE: PlayingChoice = { name: null, added: [], seen: [] };

/** The device's choice for the code; nobody while the page is prerendered or hydrating, or with no code. */
export function usePlayingChoice(code: string | null): PlayingChoice {
  return useSyncExternalStore(
    stored.subscribe,
    () => (code ? choiceOf(stored.read(), code) : NO_CHOICE),
    () => NO_CHOICE,
  );
}
