import { lettering } from '../lettering';
import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A green classroom blackboard in a wooden frame, the homework chalked on it: 우리 동네 지도 — 월요일까지 in chalk lettering and a little map. 100 wide, 56 tall. */
export const blackboard: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const w = tones.wood;
    const chalk = '#f4f6ef';
    return scaled(
      size,
      [
        `<rect x="-50" y="-58" width="100" height="58" rx="2" fill="${w.shade}"/><rect x="-47" y="-55" width="94" height="50" fill="#2f5d4a"/><rect x="-50" y="-5" width="100" height="5" fill="${w.base}"/>`,
        lettering('우리 동네 지도', { x: -16, y: -37, size: 10, fill: chalk, maxWidth: 56 }),
        lettering('월요일까지', { x: -16, y: -20, size: 8, fill: chalk, maxWidth: 50 }),
        `<path d="M12 -48h28v30h-28Z" fill="none" stroke="${chalk}" stroke-width="1.2"/><path d="M16 -24Q24 -36 30 -30T38 -40" fill="none" stroke="#ffd25a" stroke-width="1.4"/><path d="M18 -44l5 -2 4 3" fill="none" stroke="${chalk}" stroke-width="1.2"/>`,
        `<rect x="24" y="-8" width="8" height="3" rx="1" fill="#fff"/>`,
      ].join(''),
    );
  },
};
