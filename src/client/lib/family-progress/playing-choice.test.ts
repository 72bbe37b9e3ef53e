import { describe, expect, it } from 'vitest';
import { choiceOf, choose, forget, namesToOffer, readChoices, withFamilyNames } from './playing-choice';

describe('who is playing on this device', () => {
  it('is kept per family code, with names new to the family remembered once', () => {
    let choices = choose({}, 'A', '  지우 ', false);
    choices = choose(choices, 'A', '새봄', true);
    choices = choose(choices, 'A', '새봄', true);
    choices = choose(choices, 'B', 'Mina', false);
    expect(choiceOf(choices, 'A')).toEqual({ name: '새봄', added: ['새봄'], seen: [] });
    expect(choiceOf(choices, 'B').name).toBe('Mina');
    expect(choiceOf(forget(choices, 'A'), 'A')).toEqual({ name: null, added: [], seen: [] });
    expect(readChoices(JSON.stringify(choices))).toEqual(choices);
  });

  it('offers the family’s names first, then those added here, each once', () => {
    expect(namesToOffer(['지우', '새봄'], { name: '하나', added: ['새봄', '하나'], seen: [] })).toEqual(['지우', '새봄', '하나']);
  });

  it('reads broken storage as no choice', () => {
    expect(readChoices('{')).toEqual({});
    expect(readChoices('[1]')).toEqual({});
    expect(readChoices('{"A":{"name":5,"added":"x"}}')).toEqual({ A: { name: null, added: [], seen: [] } });
  });
});

describe('the family’s names from a fresh answer', () => {
  it('are remembered as seen, and change nothing else while no seen name goes', () => {
    const chosen = choose({}, 'A', '지우', false);
    const { choices, gone } = withFamilyNames(chosen, 'A', ['지우', '서준']);
    expect(gone).toEqual([]);
    expect(choiceOf(choices, 'A')).toEqual({ name: '지우', added: [], seen: ['지우', '서준'] });
    expect(withFamilyNames(choices, 'A', ['지우', '서준']).choices).toBe(choices);
  });

  it('forget a child deleted on another device: no longer playing here, nor offered as added', () => {
    let choices = choose({}, 'A', '새봄', true);
    choices = withFamilyNames(choices, 'A', ['지우', '새봄']).choices;
    choices = choose(choices, 'A', '지우', false);
    choices = choose(choices, 'A', '하나', true);
    const after = withFamilyNames(choices, 'A', []);
    expect(after.gone).toEqual(['지우', '새봄']);
    // 하나 was added on this device and never reached the server: nobody deleted her.
    expect(choiceOf(after.choices, 'A')).toEqual({ name: '하나', added: ['하나'], seen: [] });
    const deleted = withFamilyNames(choose(choices, 'A', '지우', false), 'A', []);
    expect(choiceOf(deleted.choices, 'A').name).toBeNull();
    expect(namesToOffer([], choiceOf(deleted.choices, 'A'))).toEqual(['하나']);
  });
});
