/**
 * A page's spoken parts, as the speech API names them: the narration ('text'); a speech bubble ('bubble-<n>',
 * numbered from 0 without leading zeros) and the name of who says it ('speaker-<n>'); on a chapter's last page, the
 * chapter's activity ('activity-title', 'activity'); on the end page, the three questions to talk over
 * ('talk-happened', 'talk-feeling', 'talk-myLife'). Apart from the speech API's schemas (story-speech.ts), so a book
 * page names its parts without loading zod.
 */
export const STORY_PART = /^(text|(bubble|speaker)-(0|[1-9]\d?)|activity-title|activity|talk-(happened|feeling|myLife))$/;

/** The end page's key, after the last page: it has only the questions to talk over. */
export const END_PAGE = 'end';

/** The three questions to talk over, in the order the end page asks them; their part is 'talk-<id>'. */
export const TALK_PARTS = ['happened', 'feeling', 'myLife'] as const;

/** The speech API's name for one of the questions: the page marks its words with it, and the server reads it. */
export const talkPart = (id: (typeof TALK_PARTS)[number]) => `talk-${id}`;
