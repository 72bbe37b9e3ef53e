import type { SceneActor } from '@/shared/scene';

type Place = (x: number, y: number, size?: number, flip?: boolean) => SceneActor;

/** The Charlotte books' cast bible: each person keeps one icon on every page. */
function actor(icon: string, defaultSize: number): Place {
  return (x, y, size = defaultSize, flip = false) => ({ icon, x, y, size, ...(flip ? { flip } : {}) });
}

export const charlotte = actor('girl-light', 150);
export const mom = actor('woman-light', 150);
export const dad = actor('man-light', 150);
export const leo = actor('boy-light', 125);
export const grandma = actor('old-woman-light', 145);
export const grandpa = actor('old-man-light', 145);
export const biscuit = actor('dog', 110);
export const mina = actor('girl-medium', 150);
export const prop = (icon: string): Place => actor(icon, 70);
