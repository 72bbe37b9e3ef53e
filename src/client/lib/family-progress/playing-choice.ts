/**
 * Per family code: the child playing on this device, names added here that the server has not heard yet, and
 * the names the server's last fresh answer named (`seen`): a seen name the server no longer names was deleted
 * on another device.
 */
export interface PlayingChoice {
  name: string | null;
  added: readonly string[];
  seen: readonly string[];
}
export type PlayingChoices = Readonly<Record<string, PlayingChoice>>;

const NOBODY: PlayingChoice = { name: null, added: [], seen: [] };
/** A family has few children; a long list is not one the server sent. */
const SEEN_NAMES_MAX = 100;
const names = (list: unknown, max: number) => (Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string').slice(-max) : []);
/** A device adds a few children, not hundreds: the list stays short however often "someone new" is used. */
export const ADDED_NAMES_MAX = 12;

/** What storage held, read defensively: anything unreadable counts as no choice. */
export function readChoices(stored: string | null): PlayingChoices {
  if (!stored) return {};
  try {
    const raw: unknown = JSON.parse(stored);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const choices: Record<string, PlayingChoice> = {};
    for (const [code, value] of Object.entries(raw as Record<string, { name?: unknown; added?: unknown; seen?: unknown }>)) {
      const name = typeof value?.name === 'string' ? value.name : null;
      choices[code] = { name, added: names(value?.added, ADDED_NAMES_MAX), seen: names(value?.seen, SEEN_NAMES_MAX) };
    }
    return choices;
  } catch {
    return {};
  }
}

export const choiceOf = (choices: PlayingChoices, code: string): PlayingChoice => choices[code] ?? NOBODY;

/** The child now playing under the code (a name already normalised); a name new to the family is kept among the added ones. */
export function choose(choices: PlayingChoices, code: string, name: string, isNew: boolean): PlayingChoices {
  const own = choiceOf(choices, code);
  const added = isNew && !own.added.includes(name) ? [...own.added, name].slice(-ADDED_NAMES_MAX) : own.added;
  return { ...choices, [code]: { ...own, name, added } };
}

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * A fresh answer of the family's names against the ones the device saw before. A name the server named and names
 * no more was deleted elsewhere ("우리 기록 모두 지우기" on another device): it stops being the child playing
 * here and an added name, and comes back in `gone` for the device to forget what else it kept of that child.
 * A name only added here and never sent stays. The same choices object when nothing changed.
 */
export function withFamilyNames(choices: PlayingChoices, code: string, familyNames: readonly string[]): { choices: PlayingChoices; gone: string[] } {
  const own = choiceOf(choices, code);
  const gone = own.seen.filter((n) => !familyNames.includes(n));
  const seen = [...familyNames].slice(-SEEN_NAMES_MAX);
  if (gone.length === 0 && sameNames(own.seen, seen)) return { choices, gone };
  const name = own.name !== null && gone.includes(own.name) ? null : own.name;
  const added = own.added.filter((n) => !gone.includes(n));
  return { choices: { ...choices, [code]: { name, added, seen } }, gone };
}

/** The code's choice forgotten (the code left the device, or its records were deleted). */
export function forget(choices: PlayingChoices, code: string): PlayingChoices {
  const { [code]: _gone, ...rest } = choices;
  return rest;
}

/** The names to offer: the family's (from the server, quiz takers included), then those added here, each once. */
export function namesToOffer(familyNames: readonly string[], choice: PlayingChoice): string[] {
  return [...new Set([...familyNames, ...choice.added, ...(choice.name ? [choice.name] : [])])];
}
