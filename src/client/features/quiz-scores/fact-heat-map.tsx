import { HEAT_MAP_TABLES, SLOW_ANSWER_SECONDS, type FactLevel, type HeatCell } from '@/shared/quiz-scores/fact-heat-map';

/** Colour and words per level; the words are the legend and what a screen reader hears in each cell. */
const levelLook: Record<FactLevel, { cell: string; label: string }> = {
  known: { cell: 'bg-emerald-400 text-emerald-950', label: '잘 알아요' },
  slow: { cell: 'bg-yellow-300 text-yellow-950', label: `맞혔지만 느려요 (${SLOW_ANSWER_SECONDS}초 이상)` },
  shaky: { cell: 'bg-orange-400 text-orange-950', label: '가끔 틀려요' },
  missed: { cell: 'bg-rose-600 text-white', label: '자주 틀려요' },
  unasked: { cell: 'bg-slate-200 text-slate-600', label: '아직 안 풀었어요' },
};
const levels: FactLevel[] = ['known', 'slow', 'shaky', 'missed', 'unasked'];

function cellWords(c: HeatCell): string {
  const look = levelLook[c.level];
  if (c.level === 'unasked') return look.label;
  return `${look.label}: ${c.attempts}번 중 ${c.misses}번 틀림, 평균 ${c.averageSeconds}초`;
}

/**
 * One child's times tables at a glance: tables 2–9 across, ×1 to ×9 down, each fact coloured by how right and
 * how quick the child is. A real table, so a screen reader reads each cell with its table and multiplier.
 */
export function FactHeatMap({ playerName, map }: { playerName: string; map: readonly HeatCell[][] }) {
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[19rem] table-fixed border-separate border-spacing-0.5 text-center text-sm">
          <caption className="mb-2 text-left text-base font-bold text-slate-800">{playerName}의 구구단 지도</caption>
          <thead>
            <tr>
              <td className="w-8" />
              {HEAT_MAP_TABLES.map((t) => (
                <th key={t} scope="col" className="pb-1 font-bold text-slate-700">
                  {t}단
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {map.map((row, i) => (
              <tr key={i}>
                <th scope="row" className="pr-1 text-right font-bold text-slate-700">
                  ×{row[0]?.multiplier}
                </th>
                {row.map((c) => (
                  <td
                    key={c.table}
                    data-testid={`heat-${c.table}x${c.multiplier}`}
                    data-level={c.level}
                    className={`h-8 rounded-md font-bold tabular-nums ${levelLook[c.level].cell}`}
                  >
                    <span aria-hidden="true">{c.table * c.multiplier}</span>
                    <span className="sr-only">
                      {c.table} × {c.multiplier} = {c.table * c.multiplier}, {cellWords(c)}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="색깔 뜻" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {levels.map((level) => (
          <li key={level} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block size-4 rounded ${levelLook[level].cell}`} />
            {levelLook[level].label}
          </li>
        ))}
      </ul>
    </div>
  );
}
