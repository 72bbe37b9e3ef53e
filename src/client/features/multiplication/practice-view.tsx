import { useState } from 'react';
import { PRACTICE_MULTIPLIERS, PRACTICE_TABLES, QUIZ_TABLES } from '@/shared/multiplication';
import { funFacts, generalTips, tableTips } from './practice-tips';
import type { SpeechPlayer } from './speech-player';

const range = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
/** The spec's tables 2–7 first, then the 8s and 9s in a table of their own (eight columns would not fit a phone). */
const firstTables = range(QUIZ_TABLES);
const moreTables = range({ min: QUIZ_TABLES.max + 1, max: PRACTICE_TABLES.max });
const tables = [...firstTables, ...moreTables];
const multipliers = range(PRACTICE_MULTIPLIERS);

const tableColour: Record<number, string> = {
  2: 'bg-sky-100',
  3: 'bg-emerald-100',
  4: 'bg-amber-100',
  5: 'bg-rose-100',
  6: 'bg-violet-100',
  7: 'bg-orange-100',
  8: 'bg-lime-100',
  9: 'bg-pink-100',
};

export function PracticeView({ player }: { player: SpeechPlayer }) {
  const [shown, setShown] = useState<Shown>(null);

  const speak = (table: number, multiplier: number) => {
    // The tap itself unlocks audio on phones.
    player.unlock();
    setShown({ table, multiplier, playing: true });
    void player
      .play({ kind: 'multiplication', table, multiplier })
      .finally(() => setShown((now) => (now?.table === table && now.multiplier === multiplier ? { ...now, playing: false } : now)));
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="practice-table-title" className="rounded-3xl bg-white p-3 shadow-md ring-1 ring-slate-100 sm:p-6">
        <h2 id="practice-table-title" className="text-2xl font-extrabold text-slate-900">
          구구단 표
        </h2>
        <p className="mt-1 text-slate-700">칸을 누르면 소리 내어 읽어 줘요. 듣고 따라 말해 보세요!</p>
        <p
          data-testid="practice-display"
          aria-live="polite"
          className="my-4 min-h-14 rounded-2xl bg-indigo-50 px-4 py-3 text-center text-3xl font-extrabold text-indigo-800"
        >
          {shown ? `${shown.playing ? '🔊 ' : ''}${shown.table} × ${shown.multiplier} = ${shown.table * shown.multiplier}` : '👆 칸을 눌러 보세요'}
        </p>
        <FactTable tables={firstTables} shown={shown} onTap={speak} className="" />
        <h3 className="mt-6 text-xl font-extrabold text-slate-900">8단과 9단도 해 볼까요?</h3>
        <FactTable tables={moreTables} shown={shown} onTap={speak} className="max-w-sm" />
      </section>

      <section aria-labelledby="table-tips-title">
        <h2 id="table-tips-title" className="text-2xl font-extrabold text-slate-900">
          단마다 외우는 꿀팁 🍯
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tables.map((table) => (
            <li key={table} className={`rounded-3xl p-5 ${tableColour[table]}`}>
              <p className="text-xl font-extrabold text-slate-900">{table}단</p>
              <p className="mt-2 text-slate-800">{tableTips[table]}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <TipList title="구구단 잘 외우는 방법 ✏️" items={generalTips} />
        <TipList title="알면 재미있는 곱셈 이야기 🌟" items={funFacts} />
      </div>
    </div>
  );
}

function TipList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="rounded-3xl bg-white p-6 shadow-md ring-1 ring-slate-100">
      <h2 className="text-xl font-extrabold text-slate-900">{title}</h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-800">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-indigo-400" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Shown = { table: number; multiplier: number; playing: boolean } | null;

/** Tables side by side against ×1 to ×9; tapping a cell speaks it. Narrow row labels keep cells 44 px wide on a phone. */
function FactTable({
  tables,
  shown,
  onTap,
  className,
}: {
  tables: readonly number[];
  shown: Shown;
  onTap: (table: number, multiplier: number) => void;
  className: string;
}) {
  return (
    <table className={`mt-2 w-full table-fixed border-separate border-spacing-1 text-center sm:border-spacing-2 ${className}`}>
      <caption className="sr-only">{`${tables[0]}단부터 ${tables.at(-1)}단까지, 1부터 9까지 곱한 답`}</caption>
      <thead>
        <tr>
          {/* Narrow row labels leave each answer cell at least 44 px wide on a 390 px phone. */}
          <td className="w-8 sm:w-14" />
          {tables.map((table) => (
            <th key={table} scope="col" className={`rounded-xl py-2 text-lg font-extrabold text-slate-900 ${tableColour[table]}`}>
              {table}단
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {multipliers.map((multiplier) => (
          <tr key={multiplier}>
            <th scope="row" className="text-lg font-bold text-slate-600">
              ×{multiplier}
            </th>
            {tables.map((table) => {
              const active = shown?.playing && shown.table === table && shown.multiplier === multiplier;
              return (
                <td key={table}>
                  <button
                    type="button"
                    onClick={() => onTap(table, multiplier)}
                    aria-label={`${table} × ${multiplier} = ${table * multiplier}`}
                    className={`min-h-11 w-full rounded-xl px-1 py-2 text-lg font-bold text-slate-800 transition active:scale-95 sm:text-xl ${
                      active ? 'bg-indigo-600 text-white shadow-md' : `${tableColour[table]} hover:brightness-95`
                    }`}
                  >
                    <span aria-hidden="true" className="hidden text-base font-semibold lg:inline">
                      {table} × {multiplier} ={' '}
                    </span>
                    {table * multiplier}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
