import { expect, test } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { bookPages } from '../book-pages';
import { activityScript, pageScript, talkScript } from './speech-script';

const book = (id: string) => books.find((b) => b.story.id === id)!;

test('a page is read narration first, then each bubble in order, each led by who says it', () => {
  const christmas = book('charlotte-christmas');
  const first = bookPages(christmas)[0]!.panel as { text: string; speechBubbles: { character: string; text: string }[] };
  const script = pageScript(christmas, first as never, 'en');
  expect(script[0]).toEqual({ id: 'text', text: first.text, lang: 'en' });
  expect(script.slice(1).map((p) => p.id)).toEqual(first.speechBubbles.flatMap((_, i) => [`speaker-${i}`, `bubble-${i}`]));
  expect(script.slice(1).map((p) => p.text)).toEqual(first.speechBubbles.flatMap((b) => [b.character, b.text]));
  expect(script.find((p) => p.id === 'bubble-0')!.text).toBe('Snow! Real snow!');
});

test('in Korean the names are the Korean ones, and a page with no bubble is its narration alone', () => {
  const birthday = book('charlotte-birthday');
  const pages = bookPages(birthday);
  expect(pageScript(birthday, pages[0]!.panel, 'ko').map((p) => p.id)).toEqual(['text', 'speaker-0', 'bubble-0']);
  expect(pageScript(birthday, pages[0]!.panel, 'ko')[1]).toEqual({ id: 'speaker-0', text: '샬럿', lang: 'ko' });
  const quiet = pages.find(({ panel }) => (panel as { speechBubble: string | null }).speechBubble === null)!;
  expect(pageScript(birthday, quiet.panel, 'en').map((p) => p.id)).toEqual(['text']);
});

test('a chapter’s activity is read title first, in the voice’s language; a chapter without one reads nothing', () => {
  const birthday = book('charlotte-birthday');
  const chapter = birthday.chapters[0]! as { activityTitle: string; translation: { activityDescription: string } };
  const script = activityScript(birthday, birthday.chapters[0]!, 'ko');
  expect(script.map((p) => p.id)).toEqual(['activity-title', 'activity']);
  expect(script[1]).toEqual({ id: 'activity', text: chapter.translation.activityDescription, lang: 'ko' });
  expect(activityScript(birthday, birthday.chapters[0]!, 'en')[0]!.text).toBe(chapter.activityTitle);
  const forest = book('forest-adventure');
  expect(activityScript(forest, forest.chapters[0]!, 'en')).toEqual([]);
});

test('the end page reads its three questions, what happened, a feeling, then the child’s own life, in the voice’s language', () => {
  const talk = {
    happened: { en: 'What did Theo find?', ko: '테오는 무엇을 찾았나요?' },
    feeling: { en: 'How did Theo feel?', ko: '테오는 어떤 기분이었을까요?' },
    myLife: { en: 'Have you ever been lost?', ko: '길을 잃은 적이 있나요?' },
  };
  expect(talkScript(talk, 'ko')).toEqual([
    { id: 'talk-happened', text: '테오는 무엇을 찾았나요?', lang: 'ko' },
    { id: 'talk-feeling', text: '테오는 어떤 기분이었을까요?', lang: 'ko' },
    { id: 'talk-myLife', text: '길을 잃은 적이 있나요?', lang: 'ko' },
  ]);
  expect(talkScript(talk, 'en').map((part) => part.text)).toEqual(['What did Theo find?', 'How did Theo feel?', 'Have you ever been lost?']);
});
