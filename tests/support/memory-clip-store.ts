import type { ClipStore } from '@/server/services/speech/clip-cache';

/** A ClipStore in a Map: for tests and benchmarks that need no database. */
export function createMemoryClipStore(): ClipStore & { readonly clips: Map<string, Buffer> } {
  const clips = new Map<string, Buffer>();
  return {
    clips,
    async get(key) {
      return clips.get(key) ?? null;
    },
    async put(key, mp3) {
      clips.set(key, mp3);
    },
  };
}
