import { describe, expect, it } from 'vitest';
import type { CareerRecommendation } from '@/shared/career';
import type { QuadrantLists } from '@/shared/quadrant';
import { careerPlanContent } from './career-plan-content';
import { careerPlanFileName, koreanDateStamp } from './career-plan-file-name';

const career: CareerRecommendation = {
  title: '소프트웨어 개발자',
  description: '앱을 만드는 사람이에요 🚀',
  reasons: ['컴퓨터'],
  roadmap: { elementary: ['코딩 교실'], middle: [], high: ['AP 컴퓨터 과학'], university: ['컴퓨터 과학 전공'], career: ['개발자'] },
};
const board: QuadrantLists = { strengths: ['컴퓨터', '수학'], weaknesses: [], likes: ['게임'], dislikes: [] };
const day = new Date(2026, 10, 21, 15, 0);

describe('career plan PDF content', () => {
  it('names the file after the plan, the career and a tidy Korean date', () => {
    expect(koreanDateStamp(day)).toBe('2026.11.21');
    expect(careerPlanFileName('소프트웨어 개발자', day)).toBe('진로계획_소프트웨어 개발자_2026.11.21.pdf');
    expect(careerPlanFileName('A/B: 연구원?', day)).toBe('진로계획_A B 연구원_2026.11.21.pdf');
  });

  it('lists the four board zones, empty ones included, in board order', () => {
    const content = careerPlanContent(board, career, [], day);
    expect(content.board.map((b) => b.title)).toEqual(['강점 (Strengths)', '약점 (Weaknesses)', '좋아하는 것 (Likes)', '싫어하는 것 (Dislikes)']);
    expect(content.board[0]?.items).toBe('컴퓨터, 수학');
    expect(content.board[1]?.items).toBe('아직 없어요');
    expect(content.dateLine).toBe('만든 날: 2026년 11월 21일');
  });

  it('prints five stages in order, with the preparing note for a missing one, the default score and no emoji', () => {
    const content = careerPlanContent({ strengths: ['컴퓨터'], weaknesses: [], likes: [], dislikes: [] }, career, ['코딩 해 보기 🎮'], day);
    expect(content.stages.map((s) => s.title)).toEqual(['초등학교 (한국, 지금)', '중학교 (한국)', '고등학교 (한국)', '대학교 (미국)', '첫 직장 (미국·글로벌)']);
    expect(content.stages[1]).toEqual({ title: '중학교 (한국)', items: ['이 단계는 준비 중이에요'], preparing: true });
    expect(content.career.match).toBe('잘 맞는 정도 85%');
    expect(content.career.description).toBe('앱을 만드는 사람이에요');
    expect(content.activities).toEqual(['코딩 해 보기']);
  });
});
