import type { LevelBackground } from '@/shared/adventure';

/** Colours of each level's map, chosen by the level's `background`. */
export const boardThemes: Record<LevelBackground, { frame: string; light: string; dark: string; name: string }> = {
  meadow: { frame: 'bg-lime-200 ring-lime-300', light: 'bg-lime-50', dark: 'bg-lime-100', name: 'a sunny meadow' },
  forest: { frame: 'bg-emerald-300 ring-emerald-400', light: 'bg-emerald-50', dark: 'bg-emerald-100', name: 'a deep forest' },
  castle: { frame: 'bg-violet-300 ring-violet-400', light: 'bg-violet-50', dark: 'bg-violet-100', name: 'a castle garden' },
};
