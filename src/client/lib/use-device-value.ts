import { startTransition, useEffect, useRef, useState } from 'react';
import { holdHydratedMark, isHydrated } from './hydrated-mark';

/**
 * A value only this device knows (what its storage keeps), for a prerendered page, and followed as it changes:
 * null in the prerendered HTML and while React takes the page over, then read in a transition, and the page
 * marked ready once that render is on screen. React's `useSyncExternalStore` re-renders the page at once, inside
 * the takeover's own task, whenever the device's value is not the prerendered one (on the score report, every
 * visit). A page opened later in the visit reads the value in its first render. `read` must give the same value
 * until it changes.
 */
export function useDeviceValue<T>(subscribe: (listener: () => void) => () => void, read: () => T): T | null {
  const [value, setValue] = useState<T | null>(() => (isHydrated() ? read() : null));
  const [caughtUp, setCaughtUp] = useState(isHydrated);
  const hold = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (caughtUp) hold.current?.();
  }, [caughtUp]);
  useEffect(() => {
    const update = () => setValue(read());
    if (isHydrated()) update();
    else {
      hold.current ??= holdHydratedMark();
      startTransition(() => {
        update();
        setCaughtUp(true);
      });
    }
    const unsubscribe = subscribe(update);
    return () => {
      unsubscribe();
      hold.current?.();
      hold.current = null;
    };
  }, [subscribe, read]);
  return value;
}
