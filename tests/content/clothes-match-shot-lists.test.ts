import { describe, expect, test } from 'vitest';
import { dressFor, lookInBook, type Dressed } from '@/pictures/figures';
import { channels } from '@/pictures/figures/svg';
import { books } from '@/content/stories/shelf-books';
import type { PersonItem } from '@/pictures/vocabulary/scene';
import type { Book } from '@/content/stories/pictured-book';

/**
 * What each shot list says a person wears is what the kit draws on them: every garment `wears`
 * names is drawn, in the colour it names, and a coat, pajamas, a raincoat or an apron is drawn
 * only when the shot list names it. Words in brackets are notes, not clothes ("(coat off)").
 */

type Panel = Book['chapters'][number]['panels'][number];
const panelsOf = (book: Book): Panel[] => (book.chapters as readonly { panels: readonly Panel[] }[]).flatMap((chapter) => [...chapter.panels]);

type Family = 'red' | 'pink' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'brown' | 'gray' | 'white';
const colourWords: Record<string, Family> = {
  red: 'red',
  pink: 'pink',
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
  'olive-green': 'green',
  teal: 'teal',
  blue: 'blue',
  navy: 'blue',
  denim: 'blue',
  purple: 'purple',
  brown: 'brown',
  gray: 'gray',
  white: 'white',
};

/** The colour a child would call a drawn hex: hue for bright colours, then brown, gray and white. */
function familyOf(hex: string): Family {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const sat = max === min ? 0 : (max - min) / (1 - Math.abs(2 * light - 1));
  if (light > 0.93) return 'white';
  if (sat < 0.18) return light > 0.85 ? 'white' : 'gray';
  const hue =
    max === min
      ? 0
      : max === r
        ? (60 * ((g - b) / (max - min)) + 360) % 360
        : max === g
          ? 60 * ((b - r) / (max - min)) + 120
          : 60 * ((r - g) / (max - min)) + 240;
  if (hue >= 15 && hue < 50 && light < 0.5) return 'brown';
  if (hue < 12 || hue >= 345) return light > 0.7 ? 'pink' : 'red';
  if (hue < 40) return 'orange';
  if (hue < 66) return 'yellow';
  if (hue < 160) return 'green';
  if (hue < 190) return 'teal';
  if (hue < 255) return 'blue';
  if (hue < 300) return 'purple';
  return 'pink';
}

/** A garment the words can name: whether the drawn person has it, and its drawn colour. */
interface Garment {
  drawn: (d: Dressed, clothes: PersonItem['clothes']) => boolean;
  colour?: (d: Dressed) => string | undefined;
}
const legsCovered = (d: Dressed) => ['top-trousers', 'overalls', 'apron'].includes(d.look.outfit.kind);
const top = (d: Dressed) => d.look.outfit.top;
const winter = (_d: Dressed, clothes: PersonItem['clothes']) => clothes === 'winter';
/** Longest names first, so "flat cap" is read before "cap" and "T-shirt" before "shirt". */
const garments: [RegExp, Garment][] = [
  [/\braincoat\b/, { drawn: (_d, c) => c === 'raincoat', colour: top }],
  [/\bpajamas\b/, { drawn: (_d, c) => c === 'pajamas' }],
  [/\bflat cap\b/, { drawn: (d) => d.look.outfit.hat?.kind === 'flat-cap', colour: (d) => d.look.outfit.hat?.colour }],
  [/\bheadscarf\b/, { drawn: (d) => d.look.signature === 'headscarf', colour: (d) => d.look.signatureColour }],
  [/\b(coat|jacket)\b/, { drawn: winter, colour: top }],
  [/\b(wool hat|mittens|snow boots)\b/, { drawn: winter }],
  [/\bapron\b/, { drawn: (d) => d.apron !== null, colour: (d) => d.apron ?? undefined }],
  [/\bt-shirt\b/, { drawn: (d) => d.look.outfit.kind !== 'dress' && d.look.outfit.sleeves === 'short', colour: top }],
  [/\b(sweater|sweatshirt|hoodie|blouse|shirt)\b/, { drawn: (d) => d.look.outfit.kind !== 'dress', colour: top }],
  [/\bcardigan\b/, { drawn: (d) => d.look.outfit.layer?.kind === 'cardigan', colour: (d) => d.look.outfit.layer?.colour }],
  [/\bvest\b/, { drawn: (d) => d.look.outfit.layer?.kind === 'vest', colour: (d) => d.look.outfit.layer?.colour }],
  [/\bdress\b/, { drawn: (d) => d.look.outfit.kind === 'dress', colour: top }],
  [/\bskirt\b/, { drawn: (d) => d.look.outfit.kind === 'top-skirt' || d.look.outfit.kind === 'hanbok-jeogori', colour: (d) => d.look.outfit.bottom }],
  [/\bshorts\b/, { drawn: (d) => d.look.outfit.kind === 'top-shorts', colour: (d) => d.look.outfit.bottom }],
  [/\boveralls\b/, { drawn: (d) => d.look.outfit.kind === 'overalls', colour: (d) => d.look.outfit.bottom }],
  [/\bjeans\b/, { drawn: (d) => legsCovered(d) && familyOf(d.look.outfit.bottom) === 'blue', colour: (d) => d.look.outfit.bottom }],
  [/\b(trousers|pants|leggings)\b/, { drawn: legsCovered, colour: (d) => d.look.outfit.bottom }],
  [/\bboots\b/, { drawn: (d) => d.look.outfit.boots === true, colour: (d) => d.look.outfit.shoes }],
  [/\b(sneakers|shoes)\b/, { drawn: () => true, colour: (d) => d.look.outfit.shoes }],
  [/\bbare feet\b/, { drawn: (d) => d.look.outfit.shoes === d.look.skin }],
  [/\bbackpack\b/, { drawn: (d, c) => d.look.outfit.backpack !== undefined && c !== 'pajamas' }],
  [/\bglasses\b/, { drawn: (d) => d.look.signature === 'glasses' }],
];
const patterns: [RegExp, (d: Dressed, garment: string) => boolean][] = [
  [/\bstriped\b/, (d) => d.look.outfit.pattern === 'stripes'],
  [/\b(checked|plaid)\b/, (d, garment) => (/skirt/.test(garment) ? d.look.outfit.skirtPattern === 'checks' : d.look.outfit.pattern === 'checks')],
];
/** Clothes that change the whole figure: drawn only when named, so the words and the picture agree both ways. */
const outfitsNamed: [PersonItem['clothes'], RegExp][] = [
  ['winter', /\b(coat|jacket)\b/],
  ['pajamas', /\bpajamas\b/],
  ['raincoat', /\braincoat\b/],
  ['apron', /\bapron\b/],
];

/** What is wrong between one person's `wears` and how the kit dresses them in this scene. */
function clothesProblems(wears: string, item: PersonItem, wardrobe: Book['coverScene']['wardrobe']): string[] {
  const look = lookInBook(item.person, wardrobe);
  if (!look) return [`${item.person} is not in the cast`];
  const dressed = dressFor(look, item.clothes, item.backpack);
  const said = wears.toLowerCase().replace(/\([^)]*\)/g, ' ');
  const problems: string[] = [];
  for (const segment of said.split(/,| and | over | with | under /)) {
    const match = garments.find(([name]) => name.test(segment));
    if (!match) continue;
    const [name, garment] = match;
    const word = segment.match(name)![0];
    if (!garment.drawn(dressed, item.clothes)) {
      problems.push(`"${word}" is not drawn`);
      continue;
    }
    const colourWord = Object.keys(colourWords).find((c) => new RegExp(`(^|\\s)${c}\\s`).test(segment.slice(0, segment.indexOf(word) + 1)));
    const drawnColour = garment.colour?.(dressed);
    if (colourWord && drawnColour && familyOf(drawnColour) !== colourWords[colourWord]) {
      problems.push(`"${colourWord} ${word}" is drawn ${familyOf(drawnColour)} (${drawnColour})`);
    }
    for (const [pattern, drawn] of patterns) {
      if (pattern.test(segment) && !drawn(dressed, word)) problems.push(`"${segment.trim()}" is drawn plain`);
    }
  }
  const clothes = item.clothes === 'everyday' ? undefined : item.clothes;
  for (const [outfit, named] of outfitsNamed) {
    if (clothes === outfit && !named.test(said)) problems.push(`drawn in ${outfit} clothes the shot list does not name`);
  }
  if (look.outfit.kind === 'apron' && !/\bapron\b/.test(said) && clothes === undefined) problems.push('drawn in an apron the shot list does not name');
  return problems;
}

describe('the family of a drawn colour', () => {
  test.each([
    ['#ffd25a', 'yellow'],
    ['#4a6fa5', 'blue'],
    ['#2f3a63', 'blue'],
    ['#8d5b3a', 'brown'],
    ['#e8574f', 'red'],
    ['#f59ab5', 'pink'],
    ['#7f58be', 'purple'],
    ['#6b6b73', 'gray'],
    ['#f5f5f5', 'white'],
    ['#4fbfb0', 'teal'],
    ['#7f8f55', 'green'],
    ['#fffaf0', 'white'],
    ['#ee7f9f', 'pink'],
  ] as const)('%s is %s', (hex, family) => {
    expect(familyOf(hex)).toBe(family);
  });
});

describe.each(books.map((book) => [book.story.id, book] as const))('%s: what the shot lists say each person wears is drawn', (_id, book) => {
  test('every person in every panel', () => {
    const problems: string[] = [];
    for (const panel of panelsOf(book)) {
      for (const figure of panel.shot.who) {
        const item = panel.scene.items.find((i): i is PersonItem => 'person' in i && i.person === figure.id);
        if (!item) continue;
        for (const problem of clothesProblems(figure.wears, item, panel.scene.wardrobe))
          problems.push(`${panel.imageUrl} ${figure.id} (${figure.wears}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
