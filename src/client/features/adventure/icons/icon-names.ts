import { characters } from '@/content/adventure/characters';
import { worlds } from '@/content/adventure/worlds';
import { boardThemes } from '../board-themes';

/** Pictures the page itself uses, besides the ones named in the content. */
const uiIconNames = [
  'up-arrow',
  'down-arrow',
  'left-arrow',
  'right-arrow',
  'basket',
  'repeat-button',
  'play-button',
  'sparkles',
  'trophy',
  'footprints',
  'right-arrow-curving-left',
  'left-arrow-curving-right',
  'chequered-flag',
  'red-question-mark',
  'magic-wand',
  'light-bulb',
  'next-track-button',
  'turtle',
  'person-walking',
  'rabbit-face',
  'star',
  'locked',
  'world-map',
  'wastebasket',
] as const;

/** Every Fluent Emoji icon the adventure shows, sorted; fluent-icons.ts holds exactly these. */
export function adventureIconNames(): string[] {
  const fromContent = [
    ...characters.map((c) => c.icon),
    ...Object.values(boardThemes).map((theme) => theme.wallIcon),
    ...worlds.flatMap((world) => [world.icon, ...world.levels.flatMap((level) => [...level.items.map((i) => i.icon), ...level.hazards.map((h) => h.icon)])]),
  ];
  return [...new Set([...uiIconNames, ...fromContent])].sort();
}
