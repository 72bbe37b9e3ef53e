import { describe, expect, test } from 'vitest';
import { planIllustrations } from '@/content/stories/book-pictures';
import { books } from '@/content/stories/shelf-books';
import { panelWords } from '@/shared/book-words';
import type { PropLook, Scene } from '@/pictures/vocabulary/scene';
import { panelsOf, type Panel } from '../support/book-panels';

const numbers: Record<string, number> = { three: 3, five: 5, eight: 8, nine: 9, twelve: 12, 셋: 3, 다섯: 5, 여덟: 8, 아홉: 9, 열두: 12 };

/**
 * The kit's birthday cake and the cakes a book draws itself (charlotte-birthday's home-made lopsided cake
 * and its first cake fallen upside down), each with the state the words give it in its id.
 */
const cakeProps = new Set(['birthday-cake', 'lopsided-cake', 'upside-down-cake']);

/** Every prop in a scene, in hands and on heads too. */
function propsIn(scene: Scene): PropLook[] {
  return scene.items.flatMap((item) => {
    if ('prop' in item) return [item];
    if ('person' in item) return [item.holding, item.holdingFar, item.tucked, item.wearing].filter((look): look is PropLook => look !== undefined);
    return [];
  });
}

/** The kit's whole cake tipped 20° or more: caught in its fall, a moment before it lands squashed. */
const falling = (look: PropLook) => look.prop === 'birthday-cake' && 'rotate' in look && Math.abs(Number(look.rotate)) >= 20;

/** How many candles the words say, in either language ("eight candles", "초 여덟 개"), or null. */
function candlesSaid(text: string): number | null {
  const en = /\b(three|five|eight|nine|twelve)\s+(?:little\s+)?candles\b/i.exec(text);
  if (en) return numbers[en[1]!.toLowerCase()]!;
  const ko = /(?:초|촛불)\s*(셋|다섯|여덟|아홉|열두)\s*개/.exec(text);
  return ko ? numbers[ko[1]!]! : null;
}

test('every person, animal, prop and icon the pictures name is one the kit can draw', () => {
  expect(() => planIllustrations(books)).not.toThrow();
});

describe.each(books.map((book) => [book.story.id, book] as const))('%s pictures follow the words', (_id, book) => {
  const bothLanguages = (panel: Panel) => `${panelWords(book, panel, 'en').text} ${panelWords(book, panel, 'ko').text}`;
  const cakesIn = (panel: Panel) => propsIn(panel.scene).filter((look) => cakeProps.has(look.prop));
  /** The cakes that carry candles: the kit's cake, or a book's own cake drawn with its 'candles' variant over it. */
  const candlesIn = (panel: Panel) => cakesIn(panel).filter((look) => look.prop === 'birthday-cake' || look.variant === 'candles');

  test('a cake shows as many candles as the words say', () => {
    const wrong = panelsOf(book).flatMap((panel) => {
      const said = candlesSaid(bothLanguages(panel));
      return said === null
        ? []
        : candlesIn(panel)
            .filter((cake) => cake.count !== said)
            .map((cake) => `${panel.imageUrl}: ${cake.count} candles, the words say ${said}`);
    });
    expect(wrong).toEqual([]);
  });

  test('candles the words blow out are out in the picture (unless the same words first light them)', () => {
    const wrong = panelsOf(book).flatMap((panel) => {
      const words = bothLanguages(panel);
      if (!/blew out|불어 (?:꺼|껐)|한 번에 껐/.test(words) || /\blit\b|반짝|불을 붙/.test(words)) return [];
      return candlesIn(panel)
        .filter((cake) => cake.lit !== false)
        .map(() => `${panel.imageUrl}: candles still lit`);
    });
    expect(wrong).toEqual([]);
  });

  // A crash in the words is drawn squashed on the floor, or at its moment: the whole cake tipping off in its fall.
  test('a squashed or crooked cake in the words is drawn that way', () => {
    const wrong = panelsOf(book).flatMap((panel) => {
      const words = panelWords(book, panel, 'en').text;
      const cakes = cakesIn(panel);
      const squashed = cakes.some((look) => look.prop === 'upside-down-cake' || falling(look));
      const crooked = cakes.some((look) => look.prop === 'lopsided-cake');
      return [
        ...(/squashed|SPLAT/.test(words) && !squashed ? [`${panel.imageUrl}: the cake is not squashed`] : []),
        ...(/cake was small and a little crooked|crooked cake/.test(words) && !crooked ? [`${panel.imageUrl}: the cake is not crooked`] : []),
      ];
    });
    expect(wrong).toEqual([]);
  });

  test('coins the words count are the coins drawn', () => {
    const wrong = panelsOf(book).flatMap((panel) => {
      const said = /\b(three|five|eight|nine|twelve)\s+quarters\b/i.exec(panelWords(book, panel, 'en').text);
      const coins = propsIn(panel.scene)
        .filter((look) => look.prop === 'coins')
        .map((look) => look.count);
      return said && coins.length > 0 && !coins.includes(numbers[said[1]!.toLowerCase()])
        ? [`${panel.imageUrl}: ${coins.join(', ')} coins, the words say ${said[1]}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });
});
