import { useState } from 'react';
import { formatFamilyCode } from '@/shared/family-code';
import { FamilyCodeShare } from '../../lib/family-code/family-code-share';
import type { FamilyCodeList } from '../../lib/family-code/family-code-list';
import { chooseFamilyCode } from '../../lib/family-code/family-code-store';
import { JoinCodeForm } from '../../lib/family-code/join-code-form';
import { Button } from '../../ui/button-link';

function chipClass(active: boolean): string {
  const base = 'min-h-11 rounded-full px-4 font-mono text-base font-bold transition-colors';
  return active ? `${base} bg-indigo-600 text-white shadow-md` : `${base} bg-white text-slate-800 ring-2 ring-slate-200 hover:bg-indigo-50`;
}

/** The code in use and how to share it; a choice between codes when the device holds several; adding another. */
export function FamilyCodeBar({ list, active }: { list: FamilyCodeList; active: string }) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-label="가족 코드" className="mb-6 grid gap-4 rounded-3xl bg-white p-4 shadow-md ring-1 ring-slate-100 sm:p-5 lg:grid-cols-[1fr_auto]">
      <FamilyCodeShare code={active} intro="이 코드를 아는 기기에서만 아래 기록을 볼 수 있어요." />
      <div className="flex flex-col gap-3 lg:w-80">
        {list.codes.length > 1 && (
          <div role="group" aria-label="어느 코드의 기록을 볼까요?" className="flex flex-wrap gap-2">
            {list.codes.map((code) => (
              <button key={code} type="button" aria-pressed={code === active} className={chipClass(code === active)} onClick={() => chooseFamilyCode(code)}>
                {formatFamilyCode(code)}
              </button>
            ))}
          </div>
        )}
        <Button tone="quiet" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          <span aria-hidden="true">➕</span> 다른 코드 추가하기
        </Button>
        {adding && <JoinCodeForm onJoined={() => setAdding(false)} />}
      </div>
    </section>
  );
}
