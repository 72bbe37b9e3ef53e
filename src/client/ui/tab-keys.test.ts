import { expect, test } from 'vitest';
import { tabAfterKey } from './tab-keys';

const modes = [{ value: 'quiz' }, { value: 'practice' }] as const;
const three = [{ value: 'a' }, { value: 'b', disabled: true }, { value: 'c' }] as const;

test('the arrows move to the next and previous tab, round the ends', () => {
  expect(tabAfterKey(modes, 'quiz', 'ArrowRight')).toBe('practice');
  expect(tabAfterKey(modes, 'practice', 'ArrowRight')).toBe('quiz');
  expect(tabAfterKey(modes, 'quiz', 'ArrowLeft')).toBe('practice');
});

test('Home and End go to the first and last tab', () => {
  expect(tabAfterKey(three, 'c', 'Home')).toBe('a');
  expect(tabAfterKey(three, 'a', 'End')).toBe('c');
  expect(tabAfterKey(three, 'a', 'Home')).toBeNull();
});

test('a tab that cannot be chosen is passed over', () => {
  expect(tabAfterKey(three, 'a', 'ArrowRight')).toBe('c');
  expect(tabAfterKey(three, 'c', 'ArrowLeft')).toBe('a');
  // A quiz in progress: practice cannot be chosen, so the arrows stay on the quiz.
  expect(tabAfterKey([{ value: 'quiz' }, { value: 'practice', disabled: true }], 'quiz', 'ArrowRight')).toBeNull();
});

test('other keys move nothing', () => {
  expect(tabAfterKey(modes, 'quiz', 'Enter')).toBeNull();
  expect(tabAfterKey(modes, 'quiz', 'ArrowDown')).toBeNull();
});
