import { HEAT_MAP_TABLES, RECENT_ANSWERS, SLOW_ANSWER_SECONDS, type HeatCell } from '@/shared/quiz-scores/fact-heat-map';
import { levelLook } from './fact-levels-look';

function cellWords(c: HeatCell): string {
  const look = levelLook[c.level];
  if (c.level === 'unasked') return look.label;
  return `${look.label}: 최근 ${c.answers}번 중 ${c.misses}번 틀림, 평균 ${c.averageSeconds}초`;
}

/** The one rule the map and the counts under it share, said where a parent reads them. */
export function FactRule() {
  return (
    <p data-testid="fact-rule" className="mt-1 mb-3 text-sm text-slate-600">
      한 문제를 최근 {RECENT_ANSWERS}번 푼 답으로 정해요. 모두 맞히고 평균 {SLOW_ANSWER_SECONDS}초가 안 걸리면 ‘잘 알아요’, 모두 맞혔지만 더 걸리면 ‘느려요’,
      틀린 답이 절반보다 적으면 ‘가끔 틀려요’, 절반 이상이면 ‘자주 틀려요’예요. 3 × 7과 7 × 3은 한 문제로 세요. 지도의 색과 아래 숫자는 이 규칙 하나로 셌어요.
    </p>
  );
}

/**
 * One child's times tables at a glance: tables 2–9 across, ×2 to ×9 down, each fact coloured by its level. A real
 * table, so a screen reader reads each cell with its table and multiplier. The legend is the counts beside it.
 */
export function FactHeatMap({ playerName, map }: { playerName: string; map: readonly HeatCell[][] }) {
  return (
    <div>
      <h3 className="text-left text-base font-bold text-slate-800">{playerName}의 구구단 지도</h3>
      <FactRule />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[19rem] table-fixed border-separate border-spacing-0.5 text-center text-sm">
          <caption className="sr-only">{playerName}의 구구단 지도: 단마다, 곱하는 수마다 얼마나 잘 아는지</caption>
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
            {map.map((row) => (
              <tr key={row[0]?.multiplier}>
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
    </div>
  );
}
