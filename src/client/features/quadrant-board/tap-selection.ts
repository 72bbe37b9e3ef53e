import { zoneTitles, type QuadrantCard, type QuadrantZone } from '@/shared/quadrant';

/** A card picked up by a tap, waiting for a tap on the zone it goes to. */
export interface Selection {
  card: QuadrantCard;
  from: QuadrantZone | 'pool';
}

/** Tapping the selected card again puts it down; tapping another card picks that one instead. */
export function tapCard(selection: Selection | null, card: QuadrantCard, from: Selection['from']): Selection | null {
  return selection?.card === card ? null : { card, from };
}

export type ZoneTap =
  { type: 'place'; card: QuadrantCard; zone: QuadrantZone } | { type: 'move'; card: QuadrantCard; from: QuadrantZone; zone: QuadrantZone } | { type: 'none' };

/** What a tap on a zone does with the selected card. */
export function tapZone(selection: Selection | null, zone: QuadrantZone): ZoneTap {
  if (!selection || selection.from === zone) return { type: 'none' };
  if (selection.from === 'pool') return { type: 'place', card: selection.card, zone };
  return { type: 'move', card: selection.card, from: selection.from, zone };
}

/** What the live region says after a tap, in the page's Korean. */
export function selectionMessage(selection: Selection | null): string {
  if (!selection) return '';
  return selection.from === 'pool'
    ? `'${selection.card}' 카드를 골랐어요. 넣을 칸을 눌러 주세요.`
    : `'${selection.card}' 카드를 골랐어요. ${zoneTitles[selection.from].ko} 칸에서 옮길 칸을 눌러 주세요.`;
}
