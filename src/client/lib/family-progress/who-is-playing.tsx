import { useId, useState } from 'react';
import { playerNameProblem, normalizePlayerName, PLAYER_NAME_MAX } from '@/shared/player-name';
import { Button } from '../../ui/button-link';
import { choosePlayingChild, usePlayingChoice } from './playing-child';
import { namesToOffer } from './playing-choice';

const chip = (on: boolean) =>
  `inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-base font-bold transition-colors ${
    on ? 'bg-indigo-600 text-white shadow-md' : 'bg-white text-slate-800 ring-2 ring-slate-200 hover:bg-indigo-50'
  }`;

interface WhoIsPlayingProps {
  code: string;
  /** The children the family's records name (the quizzes' too). */
  familyNames: readonly string[];
  /** Called once a child is chosen (a dialog closes then). */
  onChosen?: (name: string) => void;
  className?: string;
}

/**
 * "누가 하나요? · Who's playing?": the family's children as buttons, one tap to switch, and "someone new".
 * Remembered on this device per family code; only shown on a device that holds a code.
 */
export function WhoIsPlaying({ code, familyNames, onChosen, className = '' }: WhoIsPlayingProps) {
  const choice = usePlayingChoice(code);
  const names = namesToOffer(familyNames, choice);
  const [adding, setAdding] = useState(names.length === 0);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const inputId = useId();

  const pick = (name: string, isNew = false) => {
    choosePlayingChild(code, name, isNew);
    onChosen?.(name);
  };
  const add = () => {
    const name = normalizePlayerName(typed);
    const why = playerNameProblem(name);
    if (why) return setProblem(why);
    setProblem(null);
    setTyped('');
    setAdding(false);
    pick(name, !names.includes(name));
  };

  return (
    <section aria-labelledby={headingId} data-who-is-playing className={`rounded-3xl bg-white p-4 shadow-sm ring-1 ring-amber-100 sm:p-5 ${className}`}>
      <h2 id={headingId} className="text-lg font-extrabold text-slate-900">
        <span aria-hidden="true">🙋 </span>누가 하나요?{' '}
        <span lang="en" className="font-bold text-slate-600">
          Who&apos;s playing?
        </span>
      </h2>
      <div role="group" aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2">
        {names.map((name) => (
          <button key={name} type="button" aria-pressed={name === choice.name} className={chip(name === choice.name)} onClick={() => pick(name)}>
            {name === choice.name && <span aria-hidden="true">✓</span>}
            {name}
          </button>
        ))}
        <button type="button" aria-expanded={adding} className={chip(false)} onClick={() => setAdding(true)}>
          <span aria-hidden="true">＋</span> 새 친구 <span lang="en">· Someone new</span>
        </button>
      </div>
      {adding && (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label htmlFor={inputId} className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-bold text-slate-700">
            <span>
              이름 <span lang="en">· Name</span>
            </span>
            <input
              id={inputId}
              value={typed}
              maxLength={PLAYER_NAME_MAX}
              autoComplete="off"
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${inputId}-problem` : undefined}
              onChange={(event) => setTyped(event.target.value)}
              className="min-h-11 w-full min-w-40 rounded-xl px-3 text-lg text-slate-900 ring-2 ring-slate-200 focus:ring-indigo-600 focus:outline-none"
            />
          </label>
          <Button type="submit" className="min-h-11! px-5! text-base!">
            추가 <span lang="en">· Add</span>
          </Button>
          {problem && (
            <p id={`${inputId}-problem`} role="alert" className="w-full text-sm font-bold text-rose-700">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
