import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A green watering can, 'pouring-right': tipped forward, its spout to the right, water falling from it. 100 wide.
 */
export const wateringCan: PropDefinition = {
  grip: 0.75,
  variants: ['pouring-right'],
  draw: ({ size }) => {
    const t = tones.teal;
    const can = `<path d="M-26 -8H20L16 -52H-22Z" fill="${t.base}"/><path d="M4 -52H16L20 -8H8Z" fill="${t.shade}"/><path d="M-22 -52H16" stroke="${t.light}" stroke-width="3"/><path d="M-14 -52Q-4 -76 10 -52" fill="none" stroke="${t.shade}" stroke-width="5"/><path d="M-24 -18L-48 -44" stroke="${t.base}" stroke-width="7" stroke-linecap="round"/><ellipse cx="-50" cy="-46" rx="6" ry="4" fill="${t.shade}" transform="rotate(-40 -50 -46)"/>`;
    const water =
      '<path d="M-61 -20q-3 10 -2 20M-55 -20q-1 10 2 20M-67 -18q-4 8 -4 18" stroke="#8fcaf0" stroke-width="2.4" fill="none" stroke-linecap="round"/>';
    // Tipped about its handle, so the hand that holds it (at the grip) stays on the handle; drawn spout left, then turned round.
    const tipped = `<g transform="translate(22 -18)"><g transform="rotate(-22 0 -8)">${can}</g>${water}</g>`;
    return scaled(size, `<g transform="scale(-1 1)">${tipped}</g>`);
  },
};
