/**
 * A page's spoken parts: the narration ('text'); a speech bubble ('bubble-<n>', numbered from 0 without leading
 * zeros) and the name of who says it ('speaker-<n>'); on a chapter's last page, the chapter's activity
 * ('activity-title', 'activity'); on the end page (END_PAGE) its three talk-together questions ('talk-…').
 * Apart from the speech API's schemas (story-speech.ts), so a book page names its parts without loading zod.
 */
export const STORY_PART = /^(text|(bubble|speaker)-(0|[1-9]\d?)|activity-title|activity|talk-(happened|feeling|myLife))$/;

/** The page key of the end page, after the last page: its talk-together questions are read under it. */
export const END_PAGE = 'end';
