import type { ReactNode } from 'react';

/** A small drawing of each game, so a child sees what it is before reading: drawn here, never fetched. */
export function GamePicture({ gameKey }: { gameKey: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 90" className="h-auto w-full rounded-2xl" data-testid={`game-picture-${gameKey}`}>
      {pictures[gameKey] ?? <rect width="160" height="90" fill="#e0e7ff" />}
    </svg>
  );
}

const grid = Array.from({ length: 15 }, (_, i) => ({ x: 20 + (i % 5) * 24, y: 9 + Math.floor(i / 5) * 24 }));

const pictures: Record<string, ReactNode> = {
  'programming-adventure': (
    <>
      <rect width="160" height="90" fill="#dcfce7" />
      {grid.map(({ x, y }, i) => (
        <rect key={i} x={x} y={y} width="22" height="22" rx="3" fill={i % 2 === 0 ? '#bbf7d0' : '#86efac'} />
      ))}
      <rect x="20" y="57" width="22" height="22" rx="3" fill="none" stroke="#475569" strokeWidth="2" strokeDasharray="3 2" />
      <circle cx="31" cy="68" r="8" fill="#6366f1" />
      <path d="M42 68h22M64 68v-24" stroke="#6366f1" strokeWidth="3" strokeLinecap="round" strokeDasharray="1 6" />
      <polygon points="79,20 83,28 92,29 85,35 87,44 79,39 71,44 73,35 66,29 75,28" fill="#f59e0b" />
      <path d="M108 69c0-8 6-12 6-17 3 4 7 8 7 14a6.5 6.5 0 0 1-13 3z" fill="#f97316" />
    </>
  ),
  'multiplication-practice': (
    <>
      <rect width="160" height="90" fill="#fef3c7" />
      <rect x="14" y="18" width="58" height="54" rx="10" fill="#fff" stroke="#f59e0b" strokeWidth="3" />
      <text x="43" y="54" textAnchor="middle" fontSize="24" fontWeight="800" fill="#0f172a">
        3×7
      </text>
      <rect x="88" y="18" width="58" height="54" rx="10" fill="#4f46e5" />
      <text x="117" y="54" textAnchor="middle" fontSize="26" fontWeight="800" fill="#fff">
        21
      </text>
      <text x="80" y="52" textAnchor="middle" fontSize="20" fontWeight="800" fill="#b45309">
        =
      </text>
    </>
  ),
  'learning-progress': (
    <>
      <rect width="160" height="90" fill="#e0f2fe" />
      {[30, 42, 38, 55, 64].map((h, i) => (
        <rect key={i} x={22 + i * 24} y={78 - h} width="16" height={h} rx="3" fill={i === 4 ? '#059669' : '#38bdf8'} />
      ))}
      <path d="M30 44L54 34L78 38L102 22L126 14" fill="none" stroke="#0f172a" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  'career-planner': (
    <>
      <rect width="160" height="90" fill="#fce7f3" />
      <path d="M18 74C50 74 44 40 80 44S118 18 142 16" fill="none" stroke="#db2777" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 8" />
      <circle cx="18" cy="74" r="8" fill="#fff" stroke="#0f172a" strokeWidth="2" />
      <path d="M14 74a4 4 0 0 1 8 0" fill="#dc2626" />
      <path d="M14 74a4 4 0 0 0 8 0" fill="#2563eb" />
      <path d="M142 6v22" stroke="#0f172a" strokeWidth="2" />
      <path d="M142 6h14l-4 5 4 5h-14z" fill="#f59e0b" />
    </>
  ),
  'quadrant-board': (
    <>
      <rect width="160" height="90" fill="#ede9fe" />
      <rect x="20" y="8" width="58" height="35" rx="6" fill="#bbf7d0" />
      <rect x="82" y="8" width="58" height="35" rx="6" fill="#fecaca" />
      <rect x="20" y="47" width="58" height="35" rx="6" fill="#fde68a" />
      <rect x="82" y="47" width="58" height="35" rx="6" fill="#cbd5e1" />
      {[
        [28, 16],
        [50, 22],
        [90, 16],
        [28, 55],
        [52, 60],
        [96, 58],
      ].map(([x, y], i) => (
        <rect key={i} x={x} y={y} width="20" height="13" rx="3" fill="#fff" stroke="#6d28d9" strokeWidth="1.5" />
      ))}
    </>
  ),
};
