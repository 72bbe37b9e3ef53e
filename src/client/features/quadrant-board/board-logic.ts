import { DROP_DEBOUNCE_MS, quadrantCards, quadrantZones, type QuadrantCard, type QuadrantLists, type QuadrantZone } from '@/shared/quadrant';

/** Everything the board shows: the four zones, the pool of unused cards, and when the last drop landed. */
export interface BoardState {
  readonly lists: QuadrantLists;
  readonly pool: readonly QuadrantCard[];
  readonly lastDropAt: number | null;
}

const poolOrder = new Map<string, number>(quadrantCards.map((card, index) => [card, index]));

export function isQuadrantCard(value: string): value is QuadrantCard {
  return poolOrder.has(value);
}

function sortByPoolOrder(cards: readonly QuadrantCard[]): QuadrantCard[] {
  return [...cards].sort((a, b) => (poolOrder.get(a) ?? 0) - (poolOrder.get(b) ?? 0));
}

export function placedCount(lists: QuadrantLists): number {
  return quadrantZones.reduce((sum, zone) => sum + lists[zone].length, 0);
}

/**
 * The board as saved: unknown cards and repeats are dropped (the first place a card appears wins),
 * and the pool holds every card used nowhere, in pool order.
 */
export function boardFromSaved(saved: Readonly<Record<QuadrantZone, readonly string[]>>): BoardState {
  const used = new Set<QuadrantCard>();
  const keep = (cards: readonly string[]) =>
    cards.filter((card): card is QuadrantCard => {
      if (!isQuadrantCard(card) || used.has(card)) return false;
      used.add(card);
      return true;
    });
  const lists: QuadrantLists = {
    strengths: keep(saved.strengths),
    weaknesses: keep(saved.weaknesses),
    likes: keep(saved.likes),
    dislikes: keep(saved.dislikes),
  };
  return { lists, pool: quadrantCards.filter((card) => !used.has(card)), lastDropAt: null };
}

/**
 * Moves a pool card into a zone. The very same state comes back (so callers know not to save) when the
 * card is not in the pool, is already in that zone, or the previous drop landed under DROP_DEBOUNCE_MS ago.
 */
export function placeCard(state: BoardState, card: QuadrantCard, zone: QuadrantZone, now: number): BoardState {
  if (!state.pool.includes(card) || state.lists[zone].includes(card)) return state;
  if (state.lastDropAt !== null && now - state.lastDropAt < DROP_DEBOUNCE_MS) return state;
  return {
    lists: { ...state.lists, [zone]: [...state.lists[zone], card] },
    pool: state.pool.filter((c) => c !== card),
    lastDropAt: now,
  };
}

/** Moves a placed card to another zone (a tap on the card, then on the zone), with the same debounce as a drop. */
export function moveCard(state: BoardState, card: QuadrantCard, from: QuadrantZone, to: QuadrantZone, now: number): BoardState {
  if (from === to || !state.lists[from].includes(card) || state.lists[to].includes(card)) return state;
  if (state.lastDropAt !== null && now - state.lastDropAt < DROP_DEBOUNCE_MS) return state;
  return {
    ...state,
    lists: { ...state.lists, [from]: state.lists[from].filter((c) => c !== card), [to]: [...state.lists[to], card] },
    lastDropAt: now,
  };
}

/** Takes a card out of a zone; the pool gets it back and is sorted into pool order again. */
export function removeCard(state: BoardState, card: QuadrantCard, zone: QuadrantZone): BoardState {
  if (!state.lists[zone].includes(card)) return state;
  return {
    ...state,
    lists: { ...state.lists, [zone]: state.lists[zone].filter((c) => c !== card) },
    pool: sortByPoolOrder([...state.pool, card]),
  };
}

/** Fisher–Yates shuffle of the pool; `random` returns a number in [0, 1) like Math.random. */
export function shufflePool(state: BoardState, random: () => number = Math.random): BoardState {
  const pool = [...state.pool];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return { ...state, pool };
}
