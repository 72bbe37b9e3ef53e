import createEspeakModule from '@echogarden/espeak-ng-emscripten';

/** 16-bit mono PCM as espeak-ng produces it. */
export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

export interface EspeakVoiceSettings {
  /** espeak-ng voice name, optionally with a variant: 'ko', 'ko+f2'. */
  voice: string;
  /** Words per minute; espeak's default 175 is brisk for eight-year-olds. */
  rate: number;
  pitch: number;
}

export const KOREAN_VOICE: EspeakVoiceSettings = { voice: 'ko', rate: 150, pitch: 50 };

export interface EspeakEngine {
  synthesizePcm(text: string): Pcm;
  /** The phonemes espeak-ng chose, in IPA: shows which language rules read the text. */
  phonemes(text: string): string;
}

// Silence kept around the words so the clip does not start or stop abruptly.
const EDGE_PADDING_SECONDS = 0.05;
const SILENCE_LEVEL = 300;

export async function createEspeakEngine(settings: EspeakVoiceSettings = KOREAN_VOICE): Promise<EspeakEngine> {
  const module = await createEspeakModule();
  const worker = new module.eSpeakNGWorker();
  if (worker.set_voice(settings.voice) !== 0) throw new Error(`espeak-ng has no voice "${settings.voice}"`);
  worker.set_rate(settings.rate);
  worker.set_pitch(settings.pitch);
  const sampleRate = worker.get_samplerate();

  return {
    synthesizePcm(text) {
      const chunks: Int16Array[] = [];
      worker.synthesize(text, (samples) => {
        if (samples && samples.length > 0) chunks.push(samples);
        return false;
      });
      return { samples: trimSilence(concat(chunks), sampleRate), sampleRate };
    },
    phonemes(text) {
      const { code, ipa } = worker.synthesize_ipa(text);
      if (code !== 0) throw new Error(`espeak-ng could not read "${text}" (code ${code})`);
      return ipa.trim();
    },
  };
}

function concat(chunks: Int16Array[]): Int16Array {
  const out = new Int16Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function trimSilence(samples: Int16Array, sampleRate: number): Int16Array {
  const loud = (s: number) => Math.abs(s) > SILENCE_LEVEL;
  const first = samples.findIndex(loud);
  if (first === -1) return samples;
  const last = samples.findLastIndex(loud);
  const pad = Math.round(EDGE_PADDING_SECONDS * sampleRate);
  return samples.slice(Math.max(0, first - pad), Math.min(samples.length, last + pad + 1));
}
