import { expect, test } from 'vitest';
import { books } from '@/content/stories/shelf-books';
import { bookPages } from '../book-pages';
import { pageScript, talkScript } from './speech-script';

const book = (id: string) => books.find((b) => b.story.id === id)!;

test('a page is read narration first, then each bubble in order', () => {
  const christmas = book('charlotte-christmas');
  const first = bookPages(christmas)[0]!.panel;
  const script = pageScript(christmas, first, 'en');
  expect(script[0]).toEqual({ id: 'text', text: first.text, lang: 'en' });
  expect(script.slice(1).map((p) => p.id)).toEqual((first as { speechBubbles: unknown[] }).speechBubbles.map((_, i) => `bubble-${i}`));
  expect(script[1]!.text).toBe('Snow! Real snow!');
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
