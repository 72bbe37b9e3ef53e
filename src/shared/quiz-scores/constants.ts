/** Score-report limits from docs/product.md §9, shared by the pure analysis and the page. */
export const TREND_RECORD_COUNT = 8;
export const SHARED_HARD_MIN_CHILDREN = 2;
export const SHARED_HARD_PROBLEM_LIMIT = 8;
export const PLAYER_MISSED_PROBLEM_LIMIT = 10;
export const RECOMMENDED_TABLE_COUNT = 3;
export const RECOMMENDED_PROBLEMS_PER_TABLE = 2;
export const DETAIL_LIST_MAX_HEIGHT_PX = 256;
