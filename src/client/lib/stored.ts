/**
 * localStorage that never throws. The prerender has no window, and private modes, strict settings and full
 * disks refuse storage: each of those reads as "nothing stored" and a write that fails is just forgotten.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether the value was kept: false when storage refused it, and the caller's state lasts this visit only. */
export function writeStored(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets a stored value; storage that refuses has nothing to forget. */
export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    return;
  }
}

/** The same two calls as a Web Storage shape, for code that takes its storage as an argument. */
export const safeStorage: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: readStored,
  setItem: (key, value) => void writeStored(key, value),
};
