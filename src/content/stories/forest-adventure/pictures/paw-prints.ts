import { clampCount, scaled, type PropDefinition } from '@/pictures';

/** A trail of tiny paw prints pressed into mud, from the near left going away to the right; `count` prints ('deep': pressed darker, to read on the phone). */
export const pawPrints: PropDefinition = {
  variants: ['deep'],
  draw: ({ size, count, variant }) => {
    const fill = variant === 'deep' ? '#2a170b' : '#5b3b26';
    const n = clampCount(count, 8, 2, 16);
    const prints: string[] = [];
    for (let i = 0; i < n; i++) {
      const t = i / (n - 1);
      const x = -44 + 88 * t;
      const y = -4 - 18 * t + (i % 2 ? -4 : 3);
      const k = 1 - 0.35 * t;
      prints.push(
        `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${k.toFixed(2)})" fill="${fill}"><ellipse rx="3.4" ry="2.6"/><circle cx="-3.4" cy="-3.6" r="1.3"/><circle cx="-1.2" cy="-4.8" r="1.3"/><circle cx="1.2" cy="-4.8" r="1.3"/><circle cx="3.4" cy="-3.6" r="1.3"/></g>`,
      );
    }
    return scaled(size, prints.join(''));
  },
};
