import { CAREER_SET_SIZE, careerStageTitles } from '@/shared/career';
import type { QuadrantLists } from '@/shared/quadrant';
import type { ChatMessage } from './openai-chat-client';
import type { NextStepsInput, RecommendInput } from './recommender';

const stageGuide = Object.entries(careerStageTitles)
  .map(([key, title]) => `"${key}" = ${title}`)
  .join(', ');

const SYSTEM = [
  'You are a warm career guide for a Korean third grader (about 9 years old) whose family plans a path from Korea to the United States.',
  'Write every text value in natural, correctly spaced Korean that a child can read, in the friendly 해요 style.',
  'Never use emoji. Be concrete and true to life: real school activities in Korea, real US admissions steps, real US degrees and first jobs.',
  'Answer with one JSON object only, no other text.',
].join(' ');

const describeBoard = (board: QuadrantLists) =>
  JSON.stringify({ 강점: board.strengths, 약점: board.weaknesses, '좋아하는 것': board.likes, '싫어하는 것': board.dislikes });

export function recommendMessages(input: RecommendInput): ChatMessage[] {
  const avoid = [...new Set(input.previousSets.flat())];
  const user = [
    `The child's about-me board: ${describeBoard(input.board)}.`,
    `Suggest ${CAREER_SET_SIZE} careers. Strengths and likes count for a career; weaknesses and dislikes count against it.`,
    avoid.length > 0 ? `Do not suggest any of these, already shown: ${JSON.stringify(avoid)}.` : '',
    'Reply as {"careers":[{"title":string,"description":string,"matchScore":integer 50-98,"reasons":string[],"roadmap":{"elementary":string[],"middle":string[],"high":string[],"university":string[],"career":string[]}}]}.',
    'title: the job in Korean (at most 20 characters). description: one or two short sentences a child understands.',
    "reasons: only cards copied exactly from the child's strengths and likes that lead to this career.",
    `roadmap: 3 to 5 short action items per stage, where ${stageGuide}.`,
  ];
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user.filter(Boolean).join('\n') },
  ];
}

export function nextStepsMessages(input: NextStepsInput): ChatMessage[] {
  const user = [
    `The child's about-me board: ${describeBoard(input.board)}.`,
    `The career the child chose: ${input.career.title} (${input.career.description}).`,
    'List 4 or 5 fun, safe activities the child can try within the next 3 months at home, at school or with family, that lead toward this career.',
    'Each item is one short Korean phrase ending like "~하기" or "~해 보기".',
    'Reply as {"nextSteps": string[]}.',
  ];
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user.join('\n') },
  ];
}
