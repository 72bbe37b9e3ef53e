import { describe, expect, it } from 'vitest';
import { moodOf } from '@/pictures/figures/animals';

/**
 * A scared animal's face is its own: big white eyes under a raised brow and its ears laid flat, where a surprised one
 * keeps its ears up and a happy one has dark shining eyes. With only the surprised eye, a scared fox looked calm.
 */
describe('an animal says scared with its whole face', () => {
  const scared = moodOf('scared');
  it('has eyes of its own, not the surprised or the happy ones', () => {
    expect(scared.eyes).toBe('scared');
    expect(moodOf('surprised').eyes).toBe('wide');
    expect(moodOf('happy').eyes).toBe('dot');
  });

  it('lays its ears flat; a surprised or happy animal keeps them up', () => {
    expect(scared.earsDown).toBe(true);
    expect(moodOf('surprised').earsDown).toBe(false);
    expect(moodOf('happy').earsDown).toBe(false);
  });

  it('opens its mouth', () => {
    expect(scared.mouth).toBe('o');
  });
});
