// The package ships no types; this covers the part of its Emscripten API we use.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface ESpeakNGWorker {
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    get_samplerate(): number;
    /** Calls back with chunks of 16-bit mono PCM; returning true aborts synthesis. */
    synthesize(text: string, callback: (samples: Int16Array | null, events: unknown[]) => boolean | number): void;
    synthesize_ipa(text: string): { code: number; ipa: string };
    __destroy__(): void;
  }
  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  const createModule: (options?: object) => Promise<ESpeakNGModule>;
  export default createModule;
}
