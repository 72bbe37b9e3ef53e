import { useEffect } from 'react';
import type { Turn } from './page-gestures';

/** The left and right arrow keys turn pages, except while typing or with a modifier held. */
export function usePageKeys(onTurn: (turn: Turn) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowRight') onTurn('next');
      else if (event.key === 'ArrowLeft') onTurn('previous');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onTurn]);
}
