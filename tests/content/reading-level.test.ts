import { expect, test } from 'vitest';
import { levelFromGrade, measureEnglish, measureKorean, sentencesOf } from './reading-level';

test('sentences split after . ! ? and a closing quote, not inside a sentence', () => {
  expect(sentencesOf('"Look!" said Theo. Mom smiled… Then it rained?')).toEqual(['"Look!"', 'said Theo.', 'Mom smiled…', 'Then it rained?']);
});

test('short sentences of everyday words measure as an early level', () => {
  const m = measureEnglish(['The dog ran. The cat sat. We had fun. I see the sun.']);
  expect(m.level).toBe(1);
  expect(m.unfamiliarShare).toBe(0);
});

test('long sentences of rare words measure as the top level', () => {
  const m = measureEnglish(['The neighbourhood association deliberated extensively regarding the commemorative designation of the thoroughfare.']);
  expect(m.level).toBe(4);
  expect(m.unfamiliarShare).toBeGreaterThan(0.5);
});

test('names inside a sentence count as familiar words', () => {
  expect(measureEnglish(['We saw Bramble and Biscuit.']).unfamiliarShare).toBe(0);
});

test('grades map to levels at 1.5, 2.5 and 3.5', () => {
  expect([1.4, 1.5, 2.4, 2.5, 3.4, 3.5].map(levelFromGrade)).toEqual([1, 2, 2, 3, 3, 4]);
});

test('Korean sentences of few 어절 measure low; statistics words raise the level', () => {
  expect(measureKorean(['비가 와요. 우리는 집에 있어요.']).level).toBe(1);
  const hard = measureKorean(['마을 면적의 65퍼센트가 산림이라서 주민들은 지역 공동체를 보존하려고 노력했어요.']);
  expect(hard.hardShare).toBeGreaterThan(0.02);
  expect(hard.level).toBe(4);
});
