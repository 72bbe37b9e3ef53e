import { useRef } from 'react';
import type { BookLang } from '@/shared/book-words';
import { ChoiceGroup } from './choice-group';
import { ControlIcon } from './control-icons';
import { languageNames, readerWord } from './reader-words';

interface VoiceChoiceProps {
  /** The languages the controls speak. */
  ui: readonly BookLang[];
  /** The language the voice reads in. */
  voice: BookLang;
  /** A parent chose the voice; otherwise it follows the text on show. */
  chosen: boolean;
  /** The voice is reading now. */
  reading: boolean;
  /** A language for the voice, or null for the voice to follow the text. */
  onChange: (voice: BookLang | null) => void;
  /** Where its choices open: under it, or above it on a bar at the bottom of the window. */
  opens?: 'down' | 'up';
}

/**
 * Which voice reads, said on the page beside the reading ("🔊 한국어"), and a tap away from changing: the same
 * language as the text (the default), or English or Korean whatever the text shows, for a parent who wants that
 * on purpose. Its box is a finger tall, but it takes no more of the row than its words: the page keeps its room.
 */
export function VoiceChoice({ ui, voice, chosen, reading, onChange, opens = 'down' }: VoiceChoiceProps) {
  const menu = useRef<HTMLDetailsElement>(null);
  const name = readerWord(ui, 'audio');
  const pick = (value: BookLang | 'follow') => {
    onChange(value === 'follow' ? null : value);
    menu.current?.removeAttribute('open');
  };
  return (
    <details ref={menu} data-voice-choice className="relative z-10 shrink-0">
      <summary
        aria-label={`${name}: ${languageNames[voice]}`}
        className="-my-3 flex min-h-11 cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden"
      >
        <span className="flex items-center gap-1 rounded-full bg-white px-2 text-sm font-bold text-indigo-800 ring-2 ring-indigo-200 hover:bg-indigo-50 md:px-3 md:py-0.5 md:text-base">
          <ControlIcon name="speaker" className={`size-4 md:size-5 ${reading ? 'motion-safe:animate-pulse' : ''}`} />
          <span lang={voice}>{languageNames[voice]}</span>
        </span>
      </summary>
      <div
        className={`absolute right-0 z-40 w-max ${opens === 'down' ? 'top-full mt-1' : 'bottom-full mb-1'} max-w-[calc(100vw-1rem)] rounded-3xl bg-white p-4 shadow-xl ring-1 ring-amber-200`}
      >
        <ChoiceGroup<BookLang | 'follow'>
          legend={name}
          value={chosen ? voice : 'follow'}
          options={[
            { value: 'follow', label: readerWord(ui, 'voiceFollows') },
            { value: 'en', label: languageNames.en, lang: 'en' },
            { value: 'ko', label: languageNames.ko, lang: 'ko' },
          ]}
          onChange={pick}
        />
      </div>
    </details>
  );
}
