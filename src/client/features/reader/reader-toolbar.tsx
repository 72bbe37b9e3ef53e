import type { ReactNode } from 'react';
import type { BookLang } from '@/shared/book-words';
import { ChoiceGroup } from './choice-group';
import { ControlIcon } from './control-icons';
import { RATES, type ReaderPrefs, type TextChoice, type ViewMode } from './reader-prefs';
import { languageNames, readerWord, shortWord } from './reader-words';

interface ReaderToolbarProps {
  /** The languages the controls speak. */
  ui: readonly BookLang[];
  mode: ViewMode;
  text: TextChoice;
  rate: number;
  onChange: (change: Partial<ReaderPrefs>) => void;
  /** More under the settings (the print link, on a phone). */
  children?: ReactNode;
  /** The site's own menu, under the settings on a phone, where the site's header folds away while reading. */
  siteMenu?: ReactNode;
}

/**
 * How to read, remembered on this device. The text language (English · 한국어 · 둘 다), what brings most
 * families here, is always in sight, one tap away; the voice's speed and pages or scroll sit behind the
 * settings button, which opens over the page rather than pushing it down. Which voice reads is beside the
 * reading itself (voice-choice.tsx).
 */
export function ReaderToolbar({ ui, mode, text, rate, onChange, children, siteMenu }: ReaderToolbarProps) {
  const word = (key: Parameters<typeof readerWord>[1]) => readerWord(ui, key);
  const languages = (['en', 'ko'] as const).map((lang) => ({ value: lang, label: languageNames[lang], lang }));
  return (
    <div data-reader-toolbar className="relative flex shrink-0 items-center justify-between gap-1 md:gap-2 print:hidden">
      <ChoiceGroup<TextChoice>
        legend={word('text')}
        compact
        value={text}
        options={[...languages, { value: 'both', label: shortWord(ui, 'both') }]}
        onChange={(value) => onChange({ text: value })}
      />
      <details className="group">
        {/* On a phone in page mode the row is slim: the settings are a gear (not the site menu's ☰) that also holds the site's menu. */}
        <summary
          title={word('options')}
          className={`flex min-h-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-full bg-white text-sm font-bold text-indigo-800 ring-2 ring-indigo-200 hover:bg-indigo-50 sm:text-base [&::-webkit-details-marker]:hidden ${siteMenu ? 'max-md:size-11 md:px-3' : 'px-3'}`}
        >
          <ControlIcon name="gear" className={siteMenu ? 'size-6 md:size-5' : 'size-5'} />
          <span className={siteMenu ? 'max-md:sr-only' : undefined}>{shortWord(ui, 'settings')}</span>
        </summary>
        <div className="absolute top-full right-0 z-40 mt-2 flex max-h-[calc(100svh-4rem)] w-max max-w-[calc(100vw-1rem)] flex-col gap-3 overflow-y-auto overscroll-contain rounded-3xl bg-white p-4 shadow-xl ring-1 ring-amber-200">
          <ChoiceGroup<number>
            legend={word('speed')}
            value={rate}
            options={RATES.map((value) => ({ value, label: value < 1 ? word('slow') : word('normal') }))}
            onChange={(value) => onChange({ rate: value })}
          />
          <ChoiceGroup<ViewMode>
            legend={word('view')}
            value={mode}
            options={[
              { value: 'page', label: word('pageMode') },
              { value: 'scroll', label: word('scrollMode') },
            ]}
            onChange={(value) => onChange({ mode: value })}
          />
          {children}
          {siteMenu && <div className="border-t border-amber-200 pt-3 md:hidden">{siteMenu}</div>}
        </div>
      </details>
    </div>
  );
}
