import type { BookLang } from '@/shared/book-words';
import { ChoiceGroup } from './choice-group';
import { RATES, type ReaderPrefs, type TextChoice, type ViewMode } from './reader-prefs';
import { languageNames, readerWord } from './reader-words';

interface ReaderToolbarProps {
  /** The languages the controls speak. */
  ui: readonly BookLang[];
  mode: ViewMode;
  text: TextChoice;
  audio: BookLang;
  rate: number;
  onChange: (change: Partial<ReaderPrefs>) => void;
}

/** How to read: pages or one scroll, which text, which voice and how fast; remembered on this device. */
export function ReaderToolbar({ ui, mode, text, audio, rate, onChange }: ReaderToolbarProps) {
  const word = (key: Parameters<typeof readerWord>[1]) => readerWord(ui, key);
  const languages = (['en', 'ko'] as const).map((lang) => ({ value: lang, label: languageNames[lang], lang }));
  return (
    <div className="mt-6 flex flex-wrap items-start gap-x-6 gap-y-3 rounded-3xl bg-white p-4 ring-1 ring-amber-200 print:hidden">
      <ChoiceGroup<ViewMode>
        legend={word('view')}
        value={mode}
        options={[
          { value: 'page', label: `📖 ${word('pageMode')}` },
          { value: 'scroll', label: `📜 ${word('scrollMode')}` },
        ]}
        onChange={(value) => onChange({ mode: value })}
      />
      <details className="group w-full sm:w-auto">
        <summary className="flex min-h-12 cursor-pointer items-center gap-2 rounded-full px-4 font-bold text-indigo-800 ring-2 ring-indigo-200 hover:bg-indigo-50">
          <span aria-hidden="true">⚙️</span> {word('options')}
        </summary>
        <div className="mt-3 flex flex-col gap-3">
          <ChoiceGroup<TextChoice>
            legend={word('text')}
            value={text}
            options={[...languages, { value: 'both', label: `${word('both')}` }]}
            onChange={(value) => onChange({ text: value })}
          />
          <ChoiceGroup<BookLang> legend={word('audio')} value={audio} options={languages} onChange={(value) => onChange({ audio: value })} />
          <ChoiceGroup<number>
            legend={word('speed')}
            value={rate}
            options={RATES.map((value) => ({ value, label: value < 1 ? `🐢 ${word('slow')}` : word('normal') }))}
            onChange={(value) => onChange({ rate: value })}
          />
        </div>
      </details>
    </div>
  );
}
