import { describe, expect, it } from 'vitest';
import { selectionMessage, tapCard, tapZone } from './tap-selection';

describe('tap to place', () => {
  it('picks a card up with one tap and puts it down with a second tap on the same card', () => {
    const picked = tapCard(null, '수학', 'pool');
    expect(picked).toEqual({ card: '수학', from: 'pool' });
    expect(tapCard(picked, '수학', 'pool')).toBeNull();
    expect(tapCard(picked, '영어', 'pool')).toEqual({ card: '영어', from: 'pool' });
  });

  it('places a pool card in the tapped zone, and moves a placed card to another zone', () => {
    expect(tapZone({ card: '수학', from: 'pool' }, 'likes')).toEqual({ type: 'place', card: '수학', zone: 'likes' });
    expect(tapZone({ card: '수학', from: 'likes' }, 'strengths')).toEqual({ type: 'move', card: '수학', from: 'likes', zone: 'strengths' });
  });

  it('does nothing for a zone tap with no card picked, or on the zone the card is already in', () => {
    expect(tapZone(null, 'likes')).toEqual({ type: 'none' });
    expect(tapZone({ card: '수학', from: 'likes' }, 'likes')).toEqual({ type: 'none' });
  });

  it('tells the child what to tap next', () => {
    expect(selectionMessage({ card: '수학', from: 'pool' })).toBe("'수학' 카드를 골랐어요. 넣을 칸을 눌러 주세요.");
    expect(selectionMessage({ card: '수학', from: 'likes' })).toContain('좋아하는 것 칸에서');
    expect(selectionMessage(null)).toBe('');
  });
});
