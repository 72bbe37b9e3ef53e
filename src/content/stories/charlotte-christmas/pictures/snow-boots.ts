import { scaled, tones, type PropDefinition } from '@/pictures';

/** A pair of snow boots side by side, fleece at the top, toes to the right. */
export const snowBoots: PropDefinition = {
  grip: 0.85,
  variants: [],
  draw: ({ size }) => {
    const boot = (x: number, tone: { base: string; shade: string }) =>
      `<g transform="translate(${x} 0)"><path d="M-14 -70H10V-22Q30 -24 34 -8V0H-14Z" fill="${tone.base}"/><path d="M-14 -6H34V0H-14Z" fill="${tone.shade}"/><path d="M2 -70H10V-22L2 -20Z" fill="${tone.shade}"/><rect x="-17" y="-80" width="30" height="13" rx="6" fill="${tones.cream.base}"/></g>`;
    return scaled(size, boot(-22, { base: '#8d5b3a', shade: '#6b4229' }) + boot(14, { base: '#a26a44', shade: '#7b4c2f' }));
  },
};
