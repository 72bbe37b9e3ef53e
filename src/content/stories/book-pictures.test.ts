import { describe, expect, it } from 'vitest';
import type { Book } from '@/content/stories/pictured-book';
import { bookPictures, planIllustrations } from './book-pictures';
import { knownIconName, sceneIconNames } from '@/pictures';

function makeBook(id: string, panelIcons: string[]): Book {
  const scene = (icon: string) => ({ background: 'park' as const, time: 'day' as const, items: [{ icon, x: 400, y: 300, size: 40 }] });
  return {
    format: 'side-bubbles',
    characters: {},
    coverScene: scene('dog'),
    story: {
      id,
      title: 'A walk',
      description: 'Two friends walk in the park.',
      coverImage: `/illustrations/${id}/cover.svg`,
      coverAlt: 'A dog in the park.',
      author: 'Test',
      readingLevel: 'Level 2',
      levels: { en: 2, ko: 2 },
      route: `/book/${id}`,
      series: 'Charlotte Adventures',
      themes: ['friends'],
      language: 'English',
      translation: { title: '산책', description: '두 친구가 공원을 걸어요.', coverAlt: '공원에 강아지가 있어요.', themes: ['친구'] },
    },
    chapters: [
      {
        id: 1,
        title: 'One',
        translation: { title: '하나' },
        panels: panelIcons.map((icon, i) => ({
          id: `p${i}`,
          imageUrl: `/illustrations/${id}/panel-${i}.svg`,
          imageAlt: `Panel ${i}`,
          scene: scene(icon),
          shot: { size: 'wide', who: [], objects: [], place: 'a park', indoors: false, time: 'day', weather: 'clear' },
          text: 'Hello.',
          speechBubbles: [],
          translation: { text: '안녕.', speechBubbles: [], imageAlt: `그림 ${i}` },
        })),
      },
    ],
  };
}

describe('planning the illustrations of books', () => {
  it('lists the cover first, then every panel wide and tall, with the alt text as title', () => {
    const pictures = bookPictures(makeBook('walk', ['cat', 'dog']));
    expect(pictures.map((p) => [p.url, p.frame, p.title])).toEqual([
      ['/illustrations/walk/cover.svg', 'wide', 'A dog in the park.'],
      ['/illustrations/walk/panel-0.svg', 'wide', 'Panel 0'],
      ['/illustrations/walk/panel-0-tall.svg', 'tall', 'Panel 0'],
      ['/illustrations/walk/panel-1.svg', 'wide', 'Panel 1'],
      ['/illustrations/walk/panel-1-tall.svg', 'tall', 'Panel 1'],
    ]);
  });

  it('refuses two pictures with the same path, even across books', () => {
    const twin = makeBook('walk', ['cat']);
    expect(() => planIllustrations([makeBook('walk', ['dog']), twin])).toThrow(/\/illustrations\/walk\/cover\.svg is used by more than one/);
  });

  it('names every unknown icon and the picture that uses it', () => {
    expect(() => planIllustrations([makeBook('walk', ['dog', 'no-such-icon'])])).toThrow(
      '/illustrations/walk/panel-1.svg uses unknown Fluent Emoji Flat icon "no-such-icon"',
    );
  });

  it('tells known icon names from unknown ones and lists a scene’s icons once each', () => {
    expect(knownIconName('girl-light')).toBe(true);
    expect(knownIconName('girl-lite')).toBe(false);
    const scene = { background: 'park' as const, time: 'day' as const, items: ['dog', 'cat', 'dog'].map((icon) => ({ icon, x: 1, y: 1, size: 20 })) };
    expect(sceneIconNames(scene)).toEqual(['cat', 'dog']);
  });
});
