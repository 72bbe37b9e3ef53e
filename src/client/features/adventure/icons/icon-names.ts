import { characters } from '@/content/adventure/characters';
import { levels } from '@/content/adventure/levels';

/** Pictures the page itself uses, besides the ones named in the content. */
export const uiIconNames = ['up-arrow', 'down-arrow', 'left-arrow', 'right-arrow', 'basket', 'repeat-button', 'play-button', 'sparkles', 'trophy'] as const;

/** Every Fluent Emoji icon the adventure shows, sorted; fluent-icons.ts holds exactly these. */
export function adventureIconNames(): string[] {
  const fromContent = [
    ...characters.map((c) => c.icon),
    ...levels.flatMap((level) => [...level.items.map((i) => i.icon), ...level.hazards.map((h) => h.icon)]),
  ];
  return [...new Set([...uiIconNames, ...fromContent])].sort();
}
