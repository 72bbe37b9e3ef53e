/**
 * A page's spoken parts, as the speech API names them: the narration ('text'); a speech bubble ('bubble-<n>',
 * numbered from 0 without leading zeros) and the name of who says it ('speaker-<n>'); on a chapter's last page, the
 * chapter's activity ('activity-title', 'activity'). Apart from the speech API's schemas (story-speech.ts), so a book
 * page names its parts without loading zod.
 */
export const STORY_PART = /^(text|(bubble|speaker)-(0|[1-9]\d?)|activity-title|activity)$/;

/**
 * The end page's key, after the last page. Its talk-together questions ('talk-…') are the reader's words, not the
 * book's, so only the device's voice says them: the server reads a book's words alone (decision 081).
 */
export const END_PAGE = 'end';
