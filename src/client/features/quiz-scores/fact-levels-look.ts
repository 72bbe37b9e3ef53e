import type { FactLevel } from '@/shared/quiz-scores/fact-heat-map';

/** Each level's colour and words, shared by the heat map's cells and the counts that are its legend. */
export const levelLook: Record<FactLevel, { cell: string; label: string }> = {
  known: { cell: 'bg-emerald-400 text-emerald-950', label: '잘 알아요' },
  slow: { cell: 'bg-yellow-300 text-yellow-950', label: '느려요' },
  shaky: { cell: 'bg-orange-400 text-orange-950', label: '가끔 틀려요' },
  missed: { cell: 'bg-rose-600 text-white', label: '자주 틀려요' },
  unasked: { cell: 'bg-slate-200 text-slate-600', label: '아직 안 풀었어요' },
};
