import type { PadKey } from './number-pad-keys';

const keys: PadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const keyClass = 'min-h-14 rounded-2xl text-3xl font-extrabold shadow-sm ring-1 transition active:scale-95 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Big keys for a finger, instead of the phone's own keyboard, which would slide up over the timer and the
 * feedback. Every key is at least 56 px tall; the last row is "take back", 0 and 확인.
 */
export function NumberPad({
  onKey,
  onSubmit,
  disabled,
  canSubmit,
}: {
  onKey: (key: PadKey) => void;
  onSubmit: () => void;
  disabled: boolean;
  canSubmit: boolean;
}) {
  const digit = (key: PadKey) => (
    <button key={key} type="button" disabled={disabled} onClick={() => onKey(key)} className={`${keyClass} bg-white text-slate-900 ring-slate-200`}>
      {key}
    </button>
  );
  return (
    <div role="group" aria-label="숫자 자판" data-testid="number-pad" className="mx-auto mt-2 grid max-w-xs grid-cols-3 gap-2">
      {keys.map(digit)}
      <button
        type="button"
        disabled={disabled}
        onClick={() => onKey('back')}
        aria-label="한 글자 지우기"
        className={`${keyClass} bg-slate-100 text-slate-700 ring-slate-200`}
      >
        ⌫
      </button>
      {digit('0')}
      <button type="button" disabled={disabled || !canSubmit} onClick={onSubmit} className={`${keyClass} bg-indigo-600 text-2xl text-white ring-indigo-700`}>
        확인
      </button>
    </div>
  );
}
