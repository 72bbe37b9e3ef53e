import { scaled, tones, type PropDefinition } from '@/pictures';

/** The small 기와 roof over the gate, its eaves curling up at the ends (처마), its foot at y. */
function roof(y: number): string {
  const tiles = Array.from({ length: 12 }, (_, i) => `M${-42 + i * 7.6} ${y - 12}v12`).join('');
  return `<path d="M-56 ${y - 6}Q-50 ${y - 2} -42 ${y}H42Q50 ${y - 2} 56 ${y - 6}Q48 ${y - 4} 40 ${y - 14}Q20 ${y - 26} 0 ${y - 26}Q-20 ${y - 26} -40 ${y - 14}Q-48 ${y - 4} -56 ${y - 6}Z" fill="#4a5160"/><path d="${tiles}" stroke="#6b7384" stroke-width="2.6"/><path d="M-56 ${y - 6}Q-50 ${y - 2} -42 ${y}H42Q50 ${y - 2} 56 ${y - 6}" fill="none" stroke="#2f3542" stroke-width="3"/><path d="M-14 ${y - 27}H14" stroke="#2f3542" stroke-width="5" stroke-linecap="round"/>`;
}

/**
 * The gate's own flat stone terrace (기단): a level top the doors and whoever waits at them stand on, and a coursed front
 * face going down into the lane, so the gate never stands on a slope (on a phone the lane's slope slid under its left
 * foot and the right one sank in).
 */
function terrace(): string {
  const s = tones.stone;
  const joints = [-40, -22, -4, 14, 32, 48].map((x, i) => `M${x} ${i % 2 ? 7 : 12}v${i % 2 ? 5 : 6}`).join('');
  return [
    `<rect x="-56" y="-4" width="112" height="11" fill="${s.base}"/>`,
    `<rect x="-56" y="7" width="112" height="11" fill="${s.shade}"/>`,
    `<path d="M-56 12.2H56${joints}" stroke="#8a857c" stroke-width=".8" fill="none"/>`,
    `<path d="M-56 7H56" stroke="${s.light}" stroke-width="1.2"/>`,
  ].join('');
}

/**
 * A 한옥 gate, 'gate': two wooden doors under a small 기와 roof whose eaves curl up at the ends (처마), on a flat stone
 * terrace (its top from y = -4 to 7, its face down to 18). 100 wide.
 */
export const hanokGate: PropDefinition = {
  variants: ['gate'],
  draw: ({ size }) => {
    const w = tones.wood;
    const d = tones.darkWood;
    return scaled(
      size,
      [
        terrace(),
        `<rect x="-40" y="-86" width="80" height="86" fill="${d.shade}"/>`,
        `<rect x="-34" y="-80" width="33" height="80" fill="${w.base}"/><rect x="1" y="-80" width="33" height="80" fill="${w.base}"/>`,
        `<path d="M-30 -80V0M-20 -80V0M-10 -80V0M5 -80V0M15 -80V0M25 -80V0" stroke="${w.shade}" stroke-width="1.4"/>`,
        `<path d="M-34 -60H34M-34 -20H34" stroke="${d.base}" stroke-width="3"/><circle cx="-5" cy="-42" r="2.6" fill="#c9a24a"/><circle cx="5" cy="-42" r="2.6" fill="#c9a24a"/>`,
        roof(-84),
      ].join(''),
    );
  },
};
