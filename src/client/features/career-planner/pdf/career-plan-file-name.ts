// Characters Windows, macOS or Android refuse in a file name, and control characters (\p{Cc}).
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;

/** '2026. 11. 21.' (the Korean locale's own form) tidied to '2026.11.21'. */
export function koreanDateStamp(date: Date): string {
  return date.toLocaleDateString('ko-KR', { year: 'numeric', month: '2-digit', day: '2-digit' }).replace(/\.\s*/g, '.').replace(/\.$/, '');
}

/** e.g. '진로계획_소프트웨어 개발자_2026.11.21.pdf' (docs/product.md §9: career plan, career title, Korean-locale date). */
export function careerPlanFileName(careerTitle: string, date: Date): string {
  const title = careerTitle.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim() || '직업';
  return `진로계획_${title}_${koreanDateStamp(date)}.pdf`;
}

/** The date line printed on the plan: '2026년 11월 21일'. */
export function koreanLongDate(date: Date): string {
  return date.toLocaleDateString('ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });
}
