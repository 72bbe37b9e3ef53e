import { describe, expect, it } from 'vitest';
import { choiceOf, choose, forget, namesToOffer, readChoices } from './playing-choice';

describe('who is playing on this device', () => {
  it('is kept per family code, with names new to the family remembered once', () => {
    let choices = choose({}, 'A', '  지우 ', false);
    choices = choose(choices, 'A', '새봄', true);
    choices = choose(choices, 'A', '새봄', true);
    choices = choose(choices, 'B', 'Mina', false);
    expect(choiceOf(choices, 'A')).toEqual({ name: '새봄', added: ['새봄'] });
    expect(choiceOf(choices, 'B').name).toBe('Mina');
    expect(choiceOf(forget(choices, 'A'), 'A')).toEqual({ name: null, added: [] });
    expect(readChoices(JSON.stringify(choices))).toEqual(choices);
  });

  it('offers the family’s names first, then those added here, each once', () => {
    expect(namesToOffer(['지우', '새봄'], { name: '하나', added: ['새봄', '하나'] })).toEqual(['지우', '새봄', '하나']);
  });

  it('reads broken storage as no choice', () => {
    expect(readChoices('{')).toEqual({});
    expect(readChoices('[1]')).toEqual({});
    expect(readChoices('{"A":{"name":5,"added":"x"}}')).toEqual({ A: { name: null, added: [] } });
  });
});
