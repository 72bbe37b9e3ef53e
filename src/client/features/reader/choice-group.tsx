interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  onChange: (value: T) => void;
}

/** A row of toggle buttons, one pressed: a named group a screen reader announces as such. */
export function ChoiceGroup<T extends string | number>({ legend, value, options, onChange }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 font-bold text-slate-700">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="min-h-12 rounded-full px-4 font-semibold ring-2 ring-indigo-200 transition-colors hover:bg-indigo-50 aria-pressed:bg-indigo-600 aria-pressed:text-white aria-pressed:ring-indigo-600"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
