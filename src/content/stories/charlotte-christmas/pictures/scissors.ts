import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A child's round-tipped scissors lying open on the floor, seen from above at a slant: two red plastic finger loops
 * and two steel blades crossing at the pivot, open as if just put down after cutting. About 100 wide.
 */
export const scissors: PropDefinition = {
  variants: ['open'],
  draw: ({ size }) => {
    const r = tones.red;
    const blades = `<path d="M-6 -10L46 -26Q50 -26 48 -22L-2 -4Z" fill="#c9ced6" stroke="#8e96a3" stroke-width="2" stroke-linejoin="round"/><path d="M-6 -6L44 6Q48 8 44 10L-4 0Z" fill="#dde1e7" stroke="#8e96a3" stroke-width="2" stroke-linejoin="round"/>`;
    const loops = `<ellipse cx="-26" cy="-18" rx="20" ry="9" fill="none" stroke="${r.shade}" stroke-width="8"/><ellipse cx="-26" cy="-18" rx="20" ry="9" fill="none" stroke="${r.base}" stroke-width="5"/><ellipse cx="-24" cy="4" rx="20" ry="9" fill="none" stroke="${r.shade}" stroke-width="8"/><ellipse cx="-24" cy="4" rx="20" ry="9" fill="none" stroke="${r.base}" stroke-width="5"/>`;
    const pivot = `<circle cx="-4" cy="-6" r="3.4" fill="#6d7480"/>`;
    return scaled(size, `<ellipse cx="4" cy="10" rx="52" ry="8" fill="#00000018"/>${loops}${blades}${pivot}`);
  },
};
