import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { quadrantZones, type QuadrantZone } from '@/shared/quadrant';
import { isZone } from './announcements';
import { centredOver, zoneForArrow } from './keyboard-zones';

/** Arrow keys jump a held card from zone to zone instead of nudging it a few pixels at a time. */
export const zoneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!event.code.startsWith('Arrow')) return undefined;
  // The page must not scroll under the card when an arrow has no zone to go to.
  event.preventDefault();
  if (!collisionRect) return undefined;
  // Right after pick-up the zones may not be measured yet; an arrow pressed that quickly still counts.
  const boxOf = (id: QuadrantZone) => {
    const container = droppableContainers.get(id);
    return droppableRects.get(id) ?? container?.rect.current ?? container?.node.current?.getBoundingClientRect();
  };
  const zones = quadrantZones.flatMap((id) => {
    const box = boxOf(id);
    return box ? [{ id, box }] : [];
  });
  const target = zoneForArrow(event.code, collisionRect, isZone(over?.id) ? over.id : null, zones);
  const box = target ? boxOf(target) : undefined;
  return box ? centredOver(box, collisionRect) : undefined;
};
