/** The smallest square a child's finger and eye can use on the map, in CSS pixels. */
export const MIN_CELL_PX = 40;

/** How many squares across fit the map's width at MIN_CELL_PX or more (the whole map when it fits). */
export function visibleCells(gridSize: number, widthPx: number, minCellPx = MIN_CELL_PX): number {
  if (widthPx <= 0) return gridSize;
  return Math.max(1, Math.min(gridSize, Math.floor(widthPx / minCellPx)));
}

/**
 * The first column (or row) the camera shows, so the hero stays in the middle of the view and the
 * view never runs past the map's edge.
 */
export function cameraStart(position: number, gridSize: number, visible: number): number {
  const centred = position - Math.floor(visible / 2);
  return Math.max(0, Math.min(gridSize - visible, centred));
}
