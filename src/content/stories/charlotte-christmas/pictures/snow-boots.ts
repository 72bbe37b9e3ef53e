import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A pair of snow boots held up by their tops, toes to the right: the near one a little lower and ahead of the far one, so
 * they read as two boots, not as one block; each stands upright on a thick dark sole with a treaded edge and a rounded
 * toe (side by side and flat-footed, the pair read as a stool).
 */
export const snowBoots: PropDefinition = {
  grip: 0.85,
  variants: [],
  draw: ({ size }) => {
    const boot = (x: number, y: number, tone: { base: string; shade: string }) =>
      `<g transform="translate(${x} ${y})">` +
      // The leg and foot, the toe rounded up in front.
      `<path d="M-13 -70H9V-26Q30 -28 34 -12Q35 -8 32 -7H-13Z" fill="${tone.base}"/>` +
      `<path d="M1 -70H9V-26L1 -23Z" fill="${tone.shade}"/>` +
      // The thick sole with its tread, darker than the boot.
      `<path d="M-15 -8H34Q37 -8 36 -3L35 2H-15Z" fill="#2f2520"/>` +
      `<path d="M-11 2V-1M-3 2V-1M5 2V-1M13 2V-1M21 2V-1M29 2V-1" stroke="#6b5a4d" stroke-width="2"/>` +
      // Laces up the front.
      `<path d="M5 -60H11M5 -50H11M5 -40H11" stroke="${tones.cream.base}" stroke-width="2"/>` +
      // The fleece cuff.
      `<rect x="-16" y="-80" width="29" height="13" rx="6" fill="${tones.cream.base}"/></g>`;
    return scaled(size, boot(-26, -8, { base: '#8d5b3a', shade: '#6b4229' }) + boot(10, 0, { base: '#a26a44', shade: '#7b4c2f' }));
  },
};
