import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookLang } from '@/shared/book-words';
import type { Narration, NarrationContext } from './narrator';
import type { SpokenPart } from './speech-script';
import { startSpeechInTap } from './speech-in-tap';

export type ReadAloudStatus = 'idle' | 'playing' | 'paused';

/** What is being said right now, for the highlight. */
export interface SpokenCue {
  partId: string;
  lang: BookLang;
  wordStart: number | null;
}

let narratorModule: Promise<typeof import('./narrator')> | null = null;
const loadNarrator = () => (narratorModule ??= import('./narrator'));

/** Read-aloud for one book: a page's parts in order, or a single tapped word; the speech code loads on first use. */
export function useReadAloud() {
  const [status, setStatus] = useState<ReadAloudStatus>('idle');
  const [cue, setCue] = useState<SpokenCue | null>(null);
  const narration = useRef<Narration | null>(null);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current++;
    narration.current?.cancel();
    narration.current = null;
    setStatus('idle');
    setCue(null);
  }, []);

  useEffect(() => stop, [stop]);

  const read = useCallback(
    async (parts: readonly SpokenPart[], context: NarrationContext, onDone?: () => void) => {
      startSpeechInTap();
      stop();
      const mine = run.current;
      setStatus('playing');
      const { narrate } = await loadNarrator();
      if (mine !== run.current) return;
      narration.current = narrate(
        parts,
        context,
        ({ partIndex, wordStart }) => {
          if (mine === run.current) setCue({ partId: parts[partIndex]!.id, lang: parts[partIndex]!.lang, wordStart });
        },
        () => {
          if (mine !== run.current) return;
          stop();
          onDone?.();
        },
      );
    },
    [stop],
  );

  const sayWord = useCallback(
    async (part: SpokenPart, wordStart: number, context: NarrationContext) => {
      startSpeechInTap();
      stop();
      const mine = run.current;
      setCue({ partId: part.id, lang: part.lang, wordStart });
      const { sayWord: say } = await loadNarrator();
      if (mine !== run.current) return;
      narration.current = say(part, wordStart, context, () => {
        if (mine === run.current) stop();
      });
    },
    [stop],
  );

  const pause = useCallback(() => {
    narration.current?.pause();
    setStatus('paused');
  }, []);
  const resume = useCallback(() => {
    narration.current?.resume();
    setStatus('playing');
  }, []);

  return { status, cue, read, sayWord, pause, resume, stop };
}
