/** Per family code: the child playing on this device, and names added here that the server has not heard yet. */
export interface PlayingChoice {
  name: string | null;
  added: readonly string[];
}
export type PlayingChoices = Readonly<Record<string, PlayingChoice>>;

const NOBODY: PlayingChoice = { name: null, added: [] };
/** A device adds a few children, not hundreds: the list stays short however often "someone new" is used. */
export const ADDED_NAMES_MAX = 12;

/** What storage held, read defensively: anything unreadable counts as no choice. */
export function readChoices(stored: string | null): PlayingChoices {
  if (!stored) return {};
  try {
    const raw: unknown = JSON.parse(stored);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const choices: Record<string, PlayingChoice> = {};
    for (const [code, value] of Object.entries(raw as Record<string, { name?: unknown; added?: unknown }>)) {
      const name = typeof value?.name === 'string' ? value.name : null;
      const added = Array.isArray(value?.added) ? value.added.filter((n): n is string => typeof n === 'string').slice(-ADDED_NAMES_MAX) : [];
      choices[code] = { name, added };
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
  return { ...choices, [code]: { name, added } };
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
