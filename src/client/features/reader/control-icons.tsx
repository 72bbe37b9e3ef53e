/**
 * The reader's control icons, drawn rather than emoji so they show on every device; each control
 * also says its word beside them.
 */
const paths = {
  previous: 'M15 5 7 12l8 7z',
  next: 'm9 5 8 7-8 7z',
  speaker: 'M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
  book: 'M3 5.5C5.5 4.5 8.5 4.5 12 6.5c3.5-2 6.5-2 9-1V19c-2.5-1-5.5-1-9 1-3.5-2-6.5-2-9-1zM12 6.5V20',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  play: 'm8 5 11 7-11 7z',
  stop: 'M6 6h12v12H6z',
  again: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4.5h4.5',
  down: 'm5 9 7 7 7-7',
  waiting: 'M21 12a9 9 0 1 1-9-9',
  gear: 'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
} as const;

export type ControlIconName = keyof typeof paths;

const filled = new Set<ControlIconName>(['previous', 'next', 'pause', 'play', 'stop']);

export function ControlIcon({ name, className = 'size-6' }: { name: ControlIconName; className?: string }) {
  const solid = filled.has(name);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill={solid ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={solid ? 0 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
