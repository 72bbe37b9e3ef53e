import { at, clampCount, scaled, tones, type PropDefinition } from '@/pictures';

/** One coin lying flat, about 18 wide; the jar and the piggy bank use it too. */
export const coin = `<ellipse cy="-4" rx="9" ry="4" fill="#c99a2e"/><ellipse cy="-6" rx="9" ry="4" fill="${tones.yellow.base}"/><ellipse cy="-6" rx="5" ry="2" fill="none" stroke="${tones.yellow.light}" stroke-width="1.2"/>`;

/** `count` coins (default 3) in small stacks, or 'spread' out one by one in loose rows, easy to count. */
export const coins: PropDefinition = {
  variants: ['stacks', 'spread'],
  draw: ({ size, count, variant }) => {
    const n = clampCount(count, 3, 1, 20);
    if (variant === 'spread') {
      const perRow = Math.ceil(n / 2);
      const gap = 96 / Math.max(perRow, 1);
      return scaled(
        size,
        Array.from({ length: n }, (_, i) => {
          const row = i < perRow ? 1 : 0;
          const col = row ? i : i - perRow;
          return at(-48 + gap / 2 + col * gap + row * gap * 0.35 - gap * 0.18, -row * 9, `<g transform="scale(${Math.min(1.6, gap / 19)})">${coin}</g>`);
        }).join(''),
      );
    }
    const stacks = Math.min(3, n);
    return scaled(
      size,
      Array.from({ length: n }, (_, i) =>
        at(((i % stacks) - (stacks - 1) / 2) * 24 * 2, -Math.floor(i / stacks) * 3, `<g transform="scale(2)">${coin}</g>`, `translate(0 ${(i % stacks) * 2})`),
      ).join(''),
    );
  },
};
