import type { LevelBackground } from '@/shared/adventure';

/** Colours of each level's map, and what its rocks look like, chosen by the level's `background`. */
export const boardThemes: Record<LevelBackground, { frame: string; light: string; dark: string; name: string; wallIcon: string; wallName: string }> = {
  meadow: { frame: 'bg-lime-200 ring-lime-300', light: 'bg-lime-50', dark: 'bg-lime-100', name: 'a sunny meadow', wallIcon: 'rock', wallName: 'rock' },
  forest: {
    frame: 'bg-emerald-300 ring-emerald-400',
    light: 'bg-emerald-50',
    dark: 'bg-emerald-100',
    name: 'a deep forest',
    wallIcon: 'evergreen-tree',
    wallName: 'tree',
  },
  castle: { frame: 'bg-violet-300 ring-violet-400', light: 'bg-violet-50', dark: 'bg-violet-100', name: 'a castle garden', wallIcon: 'rock', wallName: 'rock' },
  beach: { frame: 'bg-amber-200 ring-amber-300', light: 'bg-amber-50', dark: 'bg-sky-100', name: 'a sandy beach', wallIcon: 'rock', wallName: 'rock' },
  snow: { frame: 'bg-sky-300 ring-sky-400', light: 'bg-white', dark: 'bg-sky-50', name: 'a snowy maze', wallIcon: 'evergreen-tree', wallName: 'tree' },
};
