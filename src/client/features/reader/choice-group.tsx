interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
  /** One tight row whose legend only screen readers hear (the reader's language switch on a phone). */
  compact?: boolean;
}

/** A row of toggle buttons, one pressed: a named group a screen reader announces as such. */
export function ChoiceGroup<T extends string | number>({ legend, value, options, onChange, compact = false }: ChoiceGroupProps<T>) {
  return (
    <fieldset className={`flex items-center ${compact ? 'gap-1 sm:gap-1.5' : 'flex-wrap gap-2'}`}>
      <legend className={compact ? 'sr-only' : 'float-left mr-1 font-bold text-slate-700'}>{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`rounded-full font-semibold whitespace-nowrap ring-2 ring-indigo-200 transition-colors hover:bg-indigo-50 aria-pressed:bg-indigo-600 aria-pressed:text-white aria-pressed:ring-indigo-600 ${compact ? 'min-h-11 min-w-11 bg-white px-1.5 text-sm min-[400px]:px-2.5 sm:px-4 sm:text-base' : 'min-h-12 px-4'}`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
