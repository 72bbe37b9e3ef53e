interface PlayerFilterProps {
  players: readonly string[];
  selected: string | null;
  onSelect: (player: string | null) => void;
}

function chipClass(active: boolean): string {
  const base = 'min-h-11 rounded-full px-5 text-base font-bold transition-colors';
  return active ? `${base} bg-indigo-600 text-white shadow-md` : `${base} bg-white text-slate-800 ring-2 ring-slate-200 hover:bg-indigo-50`;
}

/** 'All' plus one toggle button per player; aria-pressed tells screen readers which one is on. */
export function PlayerFilter({ players, selected, onSelect }: PlayerFilterProps) {
  return (
    <div role="group" aria-label="누구의 기록을 볼까요?" className="flex flex-wrap gap-2">
      <button type="button" aria-pressed={selected === null} className={chipClass(selected === null)} onClick={() => onSelect(null)}>
        전체
      </button>
      {players.map((name) => (
        <button key={name} type="button" aria-pressed={selected === name} className={chipClass(selected === name)} onClick={() => onSelect(name)}>
          {name}
        </button>
      ))}
    </div>
  );
}
