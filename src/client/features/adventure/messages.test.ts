import { describe, expect, it } from 'vitest';
import { feedbackMessage, hazardMessage, treasureLabel } from './messages';

describe('what the game says', () => {
  it('the hazard alert uses the words of the spec', () => {
    expect(hazardMessage('fire')).toBe('Oops! You hit a fire! Try again.');
    expect(hazardMessage('spike')).toBe('Oops! You hit a spike! Try again.');
  });

  it('counts hiding treasures in plain English', () => {
    expect(feedbackMessage({ kind: 'unfinished', itemsLeft: 1 })).toMatch(/^The program ended\. 1 treasure is still hiding\./);
    expect(feedbackMessage({ kind: 'unfinished', itemsLeft: 2 })).toMatch(/2 treasures are still hiding/);
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
