/** A tab as the keyboard sees it. */
export interface TabStop<V extends string> {
  value: V;
  disabled?: boolean;
}

/**
 * The tab a key moves to in a row of tabs (the WAI-ARIA tabs pattern): the arrows to the next or previous tab that
 * can be chosen, round the ends, and Home and End to the first and last. Null for any other key, or when no other
 * tab can be chosen.
 */
export function tabAfterKey<V extends string>(tabs: readonly TabStop<V>[], current: V, key: string): V | null {
  const open = tabs.filter((tab) => !tab.disabled);
  if (open.length === 0) return null;
  const at = open.findIndex((tab) => tab.value === current);
  const next = (() => {
    switch (key) {
      case 'ArrowRight':
        return open[(at + 1) % open.length];
      case 'ArrowLeft':
        return open[(at - 1 + open.length) % open.length];
      case 'Home':
        return open[0];
      case 'End':
        return open[open.length - 1];
      default:
        return undefined;
    }
  })();
  return next && next.value !== current ? next.value : null;
}
