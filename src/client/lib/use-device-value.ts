import { useEffect, useState } from 'react';
import { isHydrated } from './hydrated-mark';
import { useCatchUp } from './use-catch-up';

/**
 * A value only this device knows (what its storage keeps), for a prerendered page, and followed as it changes:
 * null in the prerendered HTML and while React takes the page over, then caught up with (`useCatchUp`).
 * React's `useSyncExternalStore` re-renders the page at once, inside the takeover's own task, whenever the
 * device's value is not the prerendered one (on the score report, every visit). A page opened later in the visit
 * reads the value in its first render. `read` must give the same value until it changes.
 */
export function useDeviceValue<T>(subscribe: (listener: () => void) => () => void, read: () => T): T | null {
  const [value, setValue] = useState<T | null>(() => (isHydrated() ? read() : null));
  const catchUp = useCatchUp();
  useEffect(() => {
    const update = () => setValue(read());
    catchUp(update);
    return subscribe(update);
  }, [subscribe, read, catchUp]);
  return value;
}
