import { expect, test } from 'vitest';
import { canShowPanel } from './panel-visibility';

test('a panel with a picture and text is shown', () => {
  expect(canShowPanel({ imageUrl: '/illustrations/a/c1-p1.svg', text: 'Hello.' })).toBe(true);
  expect(canShowPanel({ image: '/illustrations/a/c1-p1.svg', text: '안녕.' })).toBe(true);
});

test('a panel without a picture renders nothing', () => {
  expect(canShowPanel({ text: 'Hello.' })).toBe(false);
  expect(canShowPanel({ imageUrl: '', text: 'Hello.' })).toBe(false);
  expect(canShowPanel({ imageUrl: null, image: '  ', text: 'Hello.' })).toBe(false);
});

test('a panel without text renders nothing', () => {
  expect(canShowPanel({ imageUrl: '/illustrations/a/c1-p1.svg' })).toBe(false);
  expect(canShowPanel({ imageUrl: '/illustrations/a/c1-p1.svg', text: '   ' })).toBe(false);
  expect(canShowPanel({ imageUrl: '/illustrations/a/c1-p1.svg', text: null })).toBe(false);
});
