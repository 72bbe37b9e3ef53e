import { useId, useState, type FormEvent } from 'react';
import { parseFamilyCode } from '@/shared/family-code';
import { Button } from '../../ui/button-link';
import { joinFamilyCode } from './family-code-store';

/** Adds a code someone shared to this device and puts it in use. */
export function JoinCodeForm({ onJoined }: { onJoined?: (code: string) => void }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = parseFamilyCode(typed);
    if (!code) {
      setProblem('코드를 다시 확인해 주세요. 영어와 숫자 16자리예요.');
      return;
    }
    joinFamilyCode(code);
    setTyped('');
    setProblem(null);
    onJoined?.(code);
  };

  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2 text-left">
      <label htmlFor={inputId} className="font-bold text-slate-900">
        가족 코드 입력하기
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="text"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="예: 7K2M-QX9P-RT4B-W3HN"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          className="min-h-12 min-w-0 flex-1 rounded-xl border-2 border-slate-300 px-4 font-mono text-lg uppercase focus:border-indigo-500 focus:outline-none"
        />
        <Button type="submit">이 코드로 보기</Button>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="font-semibold text-rose-700">
          {problem}
        </p>
      )}
    </form>
  );
}
