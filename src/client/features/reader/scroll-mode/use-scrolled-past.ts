import { useEffect, useState } from 'react';
import { isPastScrollThreshold, SCROLL_TOP_THRESHOLD_PX } from './scroll-threshold';

/** True while the window is scrolled past the threshold; re-renders only when that changes. */
export function useScrolledPast(threshold = SCROLL_TOP_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(isPastScrollThreshold(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
