import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { quadrantZones, zoneTitles, type QuadrantZone } from '@/shared/quadrant';

type Id = string | number;

export function isZone(id: Id | null | undefined): id is QuadrantZone {
  return typeof id === 'string' && (quadrantZones as readonly string[]).includes(id);
}

/** The phone's zone bar at the bottom of the screen takes drops too; its targets are 'bar-<zone>'. */
export const barDropId = (zone: QuadrantZone) => `bar-${zone}`;

/** The zone a drop target stands for: a zone itself or its button in the zone bar. */
export function zoneOfDropId(id: Id | null | undefined): QuadrantZone | null {
  if (isZone(id)) return id;
  const rest = typeof id === 'string' && id.startsWith('bar-') ? id.slice(4) : null;
  return isZone(rest) ? rest : null;
}

const zoneName = (id: Id) => {
  const zone = zoneOfDropId(id);
  return zone ? `${zoneTitles[zone].ko} 칸` : '카드 모음';
};

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    '카드를 들려면 스페이스나 엔터를 누르세요. 방향키로 강점, 약점, 좋아하는 것, 싫어하는 것 칸 사이를 옮겨 다니고, 스페이스나 엔터를 누르면 그 칸에 내려놓아요. 그만두려면 Esc를 누르세요.',
};

/** What a screen reader says while a card moves; every line is in Korean, like the page. */
export const announcements: Announcements = {
  onDragStart: ({ active }) => `'${active.id}' 카드를 들었어요.`,
  onDragOver: ({ active, over }) => (over ? `'${active.id}' 카드가 ${zoneName(over.id)} 위에 있어요.` : `'${active.id}' 카드가 어느 칸 위에도 있지 않아요.`),
  onDragEnd: ({ active, over }) =>
    over && zoneOfDropId(over.id)
      ? `'${active.id}' 카드를 ${zoneName(over.id)}에 넣었어요.`
      : `'${active.id}' 카드를 칸 밖에 놓아서 카드 모음에 그대로 두었어요.`,
  onDragCancel: ({ active }) => `'${active.id}' 카드 옮기기를 그만두었어요. 카드는 카드 모음에 그대로 있어요.`,
};
