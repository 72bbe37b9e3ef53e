import type { SceneActor } from '@/shared/scene';

type Place = (x: number, y: number, size?: number, flip?: boolean) => SceneActor;

/** Each character keeps one icon on every page, so readers always recognise them. */
function actor(icon: string, defaultSize: number): Place {
  return (x, y, size = defaultSize, flip = false) => ({ icon, x, y, size, ...(flip ? { flip } : {}) });
}

export const theo = actor('boy-medium-dark', 150);
export const charlotte = actor('girl-light', 150);
export const pip = actor('fox', 130);
export const hazel = actor('owl', 120);
export const bramble = actor('hedgehog', 100);
export const prop = (icon: string): Place => actor(icon, 70);
