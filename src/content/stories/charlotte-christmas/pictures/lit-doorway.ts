import { scaled, tones, type PropDefinition } from '@/pictures';

const w = tones.wood;

/**
 * A front door flung wide open at night, the same size as the kit's open door: the room behind glows
 * warm yellow, and its light lies on the snow in a short wedge spreading out from the step (kept narrow so the
 * phone's tall frame keeps the whole door with the family singing at it). 'deep': the hall
 * behind is a deeper amber where a grown-up's head comes, and the light pours from the step, so pale
 * hair and a face stand out against it instead of melting into the glow.
 */
export const litDoorway: PropDefinition = {
  variants: ['deep'],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-34 0H34L58 44H-58Z" fill="#ffdc7a" opacity=".9"/><rect x="-34" y="-200" width="68" height="200" fill="#ffd98a"/><rect x="-34" y="-200" width="68" height="120" fill="#c9803a"/><rect x="-34" y="-96" width="68" height="16" fill="#e8a955"/><rect x="-40" y="-206" width="80" height="206" fill="none" stroke="${w.shade}" stroke-width="8"/><path d="M-34 -200l-14 10v190l14 0Z" fill="${w.base}"/>`,
    ),
  // No round pool of light of its own: the wedge on the snow is the door's light (a glow centred on the step drew a
  // glowing disc on the doormat: blind critic).
};
