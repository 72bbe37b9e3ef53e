import { useDroppable } from '@dnd-kit/core';
import { quadrantZones, zoneTitles, type QuadrantZone } from '@/shared/quadrant';
import { barDropId } from './announcements';
import type { Selection } from './tap-selection';
import { zoneLooks } from './zone-looks';

function BarTarget({ zone, label, onTap }: { zone: QuadrantZone; label: string; onTap: () => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: barDropId(zone) });
  const look = zoneLooks[zone];
  return (
    <button
      ref={setNodeRef}
      type="button"
      onClick={onTap}
      className={`flex min-h-16 flex-col items-center justify-center rounded-2xl px-1 text-sm leading-tight font-extrabold ring-2 ${isOver ? `${look.over} ring-4` : look.panel} ${look.title}`}
    >
      <span aria-hidden="true" className="text-2xl">
        {look.emoji}
      </span>
      {label}
    </button>
  );
}

interface ZoneBarProps {
  /** The card picked up by a tap, or null while a card is being dragged. */
  selection: Selection | null;
  dragging: boolean;
  onTapZone: (zone: QuadrantZone) => void;
  onCancel: () => void;
}

/**
 * On a phone the four zones are a screen away from the card pool; while a card is picked up or
 * dragged, this bar at the bottom of the screen holds all four, for a tap or a short drag.
 */
export function ZoneBar({ selection, dragging, onTapZone, onCancel }: ZoneBarProps) {
  if (!selection && !dragging) return null;
  const zones = quadrantZones.filter((zone) => zone !== selection?.from);
  return (
    <div
      role="region"
      aria-label="카드를 넣을 칸"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgba(15,23,42,0.12)] backdrop-blur lg:hidden"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="text-base font-bold text-slate-800">{selection ? `'${selection.card}' 카드를 어디에 넣을까요?` : '여기에 놓아도 돼요'}</p>
        {selection && (
          <button type="button" onClick={onCancel} className="min-h-11 rounded-full px-4 text-base font-bold text-slate-600 hover:bg-slate-100">
            그만두기
          </button>
        )}
      </div>
      <div className={`grid gap-2 ${zones.length === 4 ? 'grid-cols-4' : 'grid-cols-3'}`}>
        {zones.map((zone) => (
          <BarTarget key={zone} zone={zone} label={zoneTitles[zone].ko} onTap={() => onTapZone(zone)} />
        ))}
      </div>
    </div>
  );
}
