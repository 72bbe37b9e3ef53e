import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A big living-room window on a snowy street: 'night' shows a street lamp outside, its lantern hung from a crooked iron post (a lamp on a straight post with a
 * shade read as a table lamp in the room), with snow falling
 * through its glow, 'day' a pale snowy morning. Its sill rests on y = 0.
 */
export const bigWindow: PropDefinition = {
  variants: ['night', 'day'],
  draw: ({ size, variant }) => {
    const night = variant !== 'day';
    // The snow falls past the upper panes and the lamp's glow, clear of the middle of the lower panes where people sit
    // or stand in front of the glass (a flake seen just beside a collar or a blanket read as snow falling inside the
    // room: blind critic, p12).
    const flakes = [
      [-34, -96],
      [-20, -70],
      [-8, -104],
      [16, -90],
      [36, -100],
      [4, -74],
      [30, -60],
      [-28, -82],
      [-40, -108],
      [38, -78],
      [-12, -86],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.9"/>`)
      .join('');
    const view = night
      ? `<rect x="-44" y="-116" width="88" height="104" fill="#22336b"/><circle cx="14" cy="-80" r="26" fill="#ffe08a" opacity=".35"/><path d="M28 -12V-96q0 -8 -8 -8h-6v6" stroke="#37474f" stroke-width="4" fill="none"/><path d="M20 -108q4 -4 10 0" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/><path d="M7 -92h14l-3 -6h-8Z" fill="#37474f"/><path d="M8 -91h12l-2 12h-8Z" fill="#ffe08a"/><path d="M8 -79h12" stroke="#37474f" stroke-width="3"/>`
      : `<rect x="-44" y="-116" width="88" height="104" fill="#cfe4f7"/>`;
    return scaled(
      size,
      `${view}<path d="M-44 -12q30 -14 50 -6t38 -4V-12Z" fill="#eef4ff"/><g fill="#fff">${flakes}</g><rect x="-46" y="-118" width="92" height="108" fill="none" stroke="#fff" stroke-width="6"/><path d="M0 -118v108M-46 -64h92" stroke="#fff" stroke-width="4"/><rect x="-52" y="-10" width="104" height="10" rx="3" fill="${tones.cream.shade}"/>`,
    );
  },
  light: ({ size, variant, lit }) => (variant !== 'day' && lit !== false ? { x: size * 0.14, y: -size * 0.84, radius: size * 0.45 } : null),
};
