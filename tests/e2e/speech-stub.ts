import type { Page } from '@playwright/test';

export interface Spoken {
  text: string;
  lang: string;
}

/**
 * Replaces the browser's speechSynthesis (the Web Speech API, not our code) with one that
 * records what it is asked to say and reports each word after `wordMs`, as a device voice does.
 * With `voices: []` the device has no voice and the reader must fall back to the server's audio.
 */
export async function stubSpeech(page: Page, { voices = ['en-US', 'ko-KR'], wordMs = 150 } = {}) {
  await page.addInitScript(
    ({ langs, wordMs }) => {
      const spoken: { text: string; lang: string; inTap: boolean }[] = [];
      (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
      // Whether a tap is being handled right now: iOS WebKit speaks only utterances started there.
      let tapping = false;
      const tapOver = () => {
        tapping = false;
      };
      window.addEventListener(
        'click',
        () => {
          tapping = true;
          setTimeout(tapOver);
        },
        { capture: true },
      );
      window.addEventListener('click', tapOver);
      const voiceList = langs.map((lang) => ({ lang, name: `Test ${lang}`, voiceURI: lang, localService: true, default: false }));
      class Utterance {
        text: string;
        lang = '';
        rate = 1;
        voice: unknown = null;
        onboundary: ((event: { name: string; charIndex: number }) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: ((event: { error: string }) => void) | null = null;
        constructor(text: string) {
          this.text = text;
        }
      }
      let current: { utterance: Utterance; timer: number } | null = null;
      let paused = false;
      const synth = {
        getVoices: () => voiceList,
        addEventListener() {},
        removeEventListener() {},
        speak(utterance: Utterance) {
          spoken.push({ text: utterance.text, lang: utterance.lang, inTap: tapping });
          const words = [...utterance.text.matchAll(/\S+/g)];
          let i = 0;
          const step = () => {
            if (!current || current.utterance !== utterance) return;
            if (paused) {
              current.timer = window.setTimeout(step, wordMs);
              return;
            }
            if (i < words.length) {
              utterance.onboundary?.({ name: 'word', charIndex: words[i++]!.index });
              current.timer = window.setTimeout(step, wordMs);
            } else {
              current = null;
              utterance.onend?.();
            }
          };
          current = { utterance, timer: window.setTimeout(step, 10) };
        },
        cancel() {
          if (!current) return;
          const { utterance, timer } = current;
          clearTimeout(timer);
          current = null;
          utterance.onerror?.({ error: 'interrupted' });
        },
        pause() {
          paused = true;
        },
        resume() {
          paused = false;
        },
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    },
    { langs: voices, wordMs },
  );
}

type SpeakCall = Spoken & { inTap: boolean };
const speakCalls = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: SpeakCall[] }).__spoken);

/** What the device voice was asked to say, in order (the empty utterance that starts speech within a tap says nothing). */
export const spokenSoFar = async (page: Page): Promise<Spoken[]> =>
  (await speakCalls(page)).filter((call) => call.text !== '').map(({ text, lang }) => ({ text, lang }));

/** Whether the page's first speechSynthesis.speak() ran within a tap, or null if it has not spoken. */
export const firstSpeechWasInTap = async (page: Page): Promise<boolean | null> => (await speakCalls(page))[0]?.inTap ?? null;
