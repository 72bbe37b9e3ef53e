import { expect, it } from 'vitest';
import { slug } from './slug';

it('turns a group name into an id with no spaces or symbols', () => {
  expect(slug('Coding & Logic')).toBe('coding-logic');
  expect(slug('  Progress & Planning! ')).toBe('progress-planning');
  expect(slug('Math & Language 2')).toBe('math-language-2');
});
