import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A big living-room window on a snowy street: 'night' shows a street lamp outside, its lantern hung from a crooked iron post (a lamp on a straight post with a
 * shade read as a table lamp in the room), with snow falling
 * through its glow, 'day' a pale snowy morning, 'yard' the same morning with the front yard outside: the snowman they
 * built (c1-p2) in the drift, a snowy pine and the house across the street, so the phone's tall picture of the room,
 * whose top half is window, shows where they came in from, not blank glass (blind critic, p3). Its sill rests on y = 0.
 */
/** The front yard in the glass: the house across the street, a snowy pine and the snowman, each in its own pane. */
const yard =
  `<path d="M4 -16h24v-12l-12 -9 -12 9Z" fill="#aebfd4"/><path d="M1 -27l15 -12 15 12" stroke="#fff" stroke-width="4" stroke-linejoin="round" fill="none"/><rect x="12" y="-25" width="7" height="6" fill="#ffe3a3"/>` +
  `<path d="M-43 -16l8 -16h-4l6 -12h-3l6 -12 6 12h-3l6 12h-4l8 16Z" fill="#5f8f7d"/><path d="M-37 -31q5 2 10 0M-34 -43q3 2 6 0" stroke="#fff" stroke-width="2.5" stroke-linecap="round" fill="none"/>` +
  `<path d="M-12 -26l-6 -5M-2 -26l6 -5" stroke="#6b4a32" stroke-width="1.3" stroke-linecap="round"/><circle cx="-7" cy="-19" r="6.5" fill="#fff"/><circle cx="-7" cy="-30" r="4.6" fill="#fff"/><path d="M-7 -30l5 1-5 1Z" fill="${tones.orange.base}"/><circle cx="-9" cy="-31.4" r=".8" fill="#3b2a1f"/><circle cx="-5" cy="-31.4" r=".8" fill="#3b2a1f"/><path d="M-11 -26q4 2 8 0v2q-4 2-8 0Z" fill="${tones.red.base}"/><rect x="-11" y="-35.5" width="8" height="2.4" rx=".8" fill="#3c4a5c"/><rect x="-9.5" y="-39" width="5" height="4.5" rx=".8" fill="#3c4a5c"/>`;

/** The street lamp's night is the window's own unless the scene asks for a morning. */
const isNight = (variant: string | undefined) => variant === 'night' || variant === undefined;

export const bigWindow: PropDefinition = {
  variants: ['night', 'day', 'yard'],
  draw: ({ size, variant }) => {
    const night = isNight(variant);
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
      : `<rect x="-44" y="-116" width="88" height="104" fill="#cfe4f7"/>${variant === 'yard' ? yard : ''}`;
    return scaled(
      size,
      `${view}<path d="M-44 -12q30 -14 50 -6t38 -4V-12Z" fill="#eef4ff"/><g fill="#fff">${flakes}</g><rect x="-46" y="-118" width="92" height="108" fill="none" stroke="#fff" stroke-width="6"/><path d="M0 -118v108M-46 -64h92" stroke="#fff" stroke-width="4"/><rect x="-52" y="-10" width="104" height="10" rx="3" fill="${tones.cream.shade}"/>`,
    );
  },
  light: ({ size, variant, lit }) => (isNight(variant) && lit !== false ? { x: size * 0.14, y: -size * 0.84, radius: size * 0.45 } : null),
};
