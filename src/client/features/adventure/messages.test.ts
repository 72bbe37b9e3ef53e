import { describe, expect, it } from 'vitest';
import { feedbackMessage, feedbackMessageKo, hazardMessage, treasureLabel, treasureLabelKo, withObjectParticle } from './messages';

describe('what the game says', () => {
  it('the hazard alert uses the words of the spec', () => {
    expect(hazardMessage('fire')).toBe('Oops! You hit a fire! Try again.');
    expect(hazardMessage('spike')).toBe('Oops! You hit a spike! Try again.');
  });

  it('counts hiding treasures in plain English', () => {
    expect(feedbackMessage({ kind: 'unfinished', itemsLeft: 1, goalLeft: false })).toMatch(/^The program ended\. 1 treasure is still hiding\./);
    expect(feedbackMessage({ kind: 'unfinished', itemsLeft: 2, goalLeft: false })).toMatch(/2 treasures are still hiding/);
  });

  it('names the treasure and the points when one is picked up', () => {
    expect(feedbackMessage({ kind: 'collected', itemName: 'Apple', points: 50 })).toBe('You got the Apple! +50 points');
    expect(feedbackMessage(null)).toBeNull();
  });

  it('says whose treasure it is, starting with a capital letter', () => {
    expect(treasureLabel({ name: 'Apple', belongsTo: 'Bunny' })).toBe('Bunny’s Apple');
    expect(treasureLabel({ name: 'Crown', belongsTo: 'the Queen' })).toBe('The Queen’s Crown');
  });
});

describe('Korean words', () => {
  it('picks 을 or 를 by the last sound of the word', () => {
    expect(['사과', '열쇠', '왕관', '별', '이야기책'].map(withObjectParticle)).toEqual(['사과를', '열쇠를', '왕관을', '별을', '이야기책을']);
  });

  it('names each treasure and its owner in Korean', () => {
    expect(treasureLabelKo({ name: 'Crown', belongsTo: 'the Queen' })).toBe('여왕님의 왕관');
    expect(feedbackMessageKo({ kind: 'collected', itemName: 'Apple', points: 50 })).toBe('사과를 주웠어요! +50점');
  });
});
