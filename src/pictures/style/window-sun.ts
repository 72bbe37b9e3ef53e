import { n } from '../figures/svg';

/**
 * Where a sunny window's light lands (decision 148): the window draws its beam down through the glass and the air in
 * front of the wall, and the scene lays a soft lit patch where it falls (on the bed round the people in it, or on the
 * floor). Blind critics read the beam alone, drawn behind the bed on the wall, as "a strip laid on top" that stopped at
 * the sill and lit nothing. Screened warm white, as the room's daylight on the floor is, so it lightens what it falls on
 * and never greys it; soft to its edge, no filter (phones).
 */

/** A beam at its sill in scene units: its two edges, the sill's height, how far right it drifts each unit down. */
export interface SillBeam {
  left: number;
  right: number;
  y: number;
  drift: number;
}

/** The sun's colour and its strength in the patch's middle; the patch's half-width as a share of the beam's width, its depth as a share of that. */
const WINDOW_SUN = {
  colour: '#fff3c4',
  patch: 0.9,
  spread: 1,
  flat: 0.26,
};

/** The lit patch where the beam lands, at height `land`, with its gradient under `id`. */
export function windowSun(id: string, beam: SillBeam, land: number): string {
  const cx = (beam.left + beam.right) / 2 + beam.drift * Math.max(0, land - beam.y);
  const rx = (beam.right - beam.left) * WINDOW_SUN.spread;
  const c = WINDOW_SUN.colour;
  return (
    `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="${WINDOW_SUN.patch}"/>` +
    `<stop offset=".55" stop-color="${c}" stop-opacity="${WINDOW_SUN.patch * 0.55}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse data-window-sun="" cx="${n(cx)}" cy="${n(land)}" rx="${n(rx)}" ry="${n(rx * WINDOW_SUN.flat)}" fill="url(#${id})" style="mix-blend-mode:screen"/>`
  );
}
