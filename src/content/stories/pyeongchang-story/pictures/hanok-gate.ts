import { scaled, tones, type PropDefinition } from '@/pictures';

/** The small 기와 roof over the gate, its eaves curling up at the ends (처마), its foot at y. */
function roof(y: number): string {
  const tiles = Array.from({ length: 12 }, (_, i) => `M${-42 + i * 7.6} ${y - 12}v12`).join('');
  return `<path d="M-56 ${y - 6}Q-50 ${y - 2} -42 ${y}H42Q50 ${y - 2} 56 ${y - 6}Q48 ${y - 4} 40 ${y - 14}Q20 ${y - 26} 0 ${y - 26}Q-20 ${y - 26} -40 ${y - 14}Q-48 ${y - 4} -56 ${y - 6}Z" fill="#4a5160"/><path d="${tiles}" stroke="#6b7384" stroke-width="2.6"/><path d="M-56 ${y - 6}Q-50 ${y - 2} -42 ${y}H42Q50 ${y - 2} 56 ${y - 6}" fill="none" stroke="#2f3542" stroke-width="3"/><path d="M-14 ${y - 27}H14" stroke="#2f3542" stroke-width="5" stroke-linecap="round"/>`;
}

/** A 한옥 gate, 'gate': two wooden doors under a small 기와 roof whose eaves curl up at the ends (처마). 100 wide. */
export const hanokGate: PropDefinition = {
  variants: ['gate'],
  draw: ({ size }) => {
    const w = tones.wood;
    const d = tones.darkWood;
    return scaled(
      size,
      [
        `<rect x="-40" y="-86" width="80" height="86" fill="${d.shade}"/>`,
        `<rect x="-34" y="-80" width="33" height="80" fill="${w.base}"/><rect x="1" y="-80" width="33" height="80" fill="${w.base}"/>`,
        `<path d="M-30 -80V0M-20 -80V0M-10 -80V0M5 -80V0M15 -80V0M25 -80V0" stroke="${w.shade}" stroke-width="1.4"/>`,
        `<path d="M-34 -60H34M-34 -20H34" stroke="${d.base}" stroke-width="3"/><circle cx="-5" cy="-42" r="2.6" fill="#c9a24a"/><circle cx="5" cy="-42" r="2.6" fill="#c9a24a"/>`,
        roof(-84),
      ].join(''),
    );
  },
};
