import { zm } from './zod';

/** The 20 cards of the about-me board (docs/product.md §3), in their sorted pool order. */
export const quadrantCards = [
  '수학',
  '영어',
  '과학',
  '미술',
  '음악',
  '체육',
  '축구',
  '수영',
  '독서',
  '글쓰기',
  '그림그리기',
  '피아노',
  '친구 사귀기',
  '발레',
  '요리',
  '컴퓨터',
  '게임',
  '영화보기',
  '팀워크',
  '집중력',
] as const;
export type QuadrantCard = (typeof quadrantCards)[number];
export const QuadrantCardSchema = /* @__PURE__ */ zm.enum(quadrantCards);

export const quadrantZones = ['strengths', 'weaknesses', 'likes', 'dislikes'] as const;
export type QuadrantZone = (typeof quadrantZones)[number];

export const zoneTitles: Record<QuadrantZone, { ko: string; en: string }> = {
  strengths: { ko: '강점', en: 'Strengths' },
  weaknesses: { ko: '약점', en: 'Weaknesses' },
  likes: { ko: '좋아하는 것', en: 'Likes' },
  dislikes: { ko: '싫어하는 것', en: 'Dislikes' },
};

export const QUADRANT_SESSION_STORAGE_KEY = 'quadrant-session-id';
export const SUGGESTED_CARDS_PER_ZONE = { min: 3, max: 5 } as const;
export const DROP_DEBOUNCE_MS = 100;

/** 'session-' + timestamp in ms + random base-36 text, as the client makes it. */
const SESSION_ID_PATTERN = /^session-\d{10,16}-[a-z0-9]{4,16}$/;
/** The one rule for a board session id: the server validates requests with it, the client stored ids. */
export const SessionIdSchema = /* @__PURE__ */ zm.string().check(zm.regex(SESSION_ID_PATTERN, 'sessionId must look like session-<timestamp>-<random>'));

export function isSessionId(value: unknown): value is string {
  return SessionIdSchema.safeParse(value).success;
}

export function newSessionId(now = Date.now(), random = Math.random): string {
  return `session-${now}-${random().toString(36).slice(2, 11).padEnd(4, '0')}`;
}

const zoneList = /* @__PURE__ */ zm.array(QuadrantCardSchema).check(zm.maxLength(quadrantCards.length));

export const QuadrantListsSchema = /* @__PURE__ */ zm.object({
  strengths: zoneList,
  weaknesses: zoneList,
  likes: zoneList,
  dislikes: zoneList,
});
export type QuadrantLists = zm.infer<typeof QuadrantListsSchema>;

/** Body of POST /api/quadrant-board: every card at most once across the whole board. */
export const QuadrantBoardSchema = /* @__PURE__ */ zm.strictObject({ ...QuadrantListsSchema.shape, sessionId: SessionIdSchema }).check(
  zm.superRefine((board, ctx) => {
    const seen = new Set<string>();
    for (const zone of quadrantZones) {
      for (const card of board[zone]) {
        if (seen.has(card)) ctx.addIssue({ code: 'custom', message: `card '${card}' appears more than once`, path: [zone] });
        seen.add(card);
      }
    }
  }),
);
export type QuadrantBoard = zm.infer<typeof QuadrantBoardSchema>;

export const emptyQuadrantLists = (): QuadrantLists => ({ strengths: [], weaknesses: [], likes: [], dislikes: [] });
