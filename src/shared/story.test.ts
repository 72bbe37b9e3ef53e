import { expect, test } from 'vitest';
import { SideBubblePanelSchema } from './story';

const panel = {
  id: 'c1-p1',
  imageUrl: '/illustrations/walk/c1-p1.svg',
  imageAlt: 'A dog in the park.',
  scene: { background: 'park', time: 'day', items: [{ animal: 'biscuit', x: 400, y: 460, pose: 'sit', facing: 'left', expression: 'happy' }] },
  shot: {
    size: 'wide',
    who: [{ id: 'biscuit', does: 'sits in the park', feels: 'happy', wears: 'his red collar' }],
    objects: [],
    place: 'the park',
    indoors: false,
    time: 'day',
    weather: 'clear',
  },
  text: 'Bo runs.',
  speechBubbles: [],
  translation: { text: '보가 달려요.', speechBubbles: [], imageAlt: '공원에 강아지가 있어요.' },
};

test('a panel has both a picture and text, so the reader never has one to skip', () => {
  expect(SideBubblePanelSchema.safeParse(panel).success).toBe(true);
  expect(SideBubblePanelSchema.safeParse({ ...panel, text: '  ' }).success).toBe(false);
  expect(SideBubblePanelSchema.safeParse({ ...panel, imageUrl: '' }).success).toBe(false);
});
