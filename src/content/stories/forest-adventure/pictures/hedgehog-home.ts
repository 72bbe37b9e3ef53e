import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Just the little door between a tree's roots, flung open: two big roots arching over a tall round-topped doorway
 * ringed with pale stones, warm light pouring out of it, the wooden door (its planks and knob) swung open on its hinge
 * at the right, seen edge-on as a narrow oval, and a doorstep of light on the ground.
 */
function doorOpen(): string {
  const roots = `<path d="M-66 0q20-4 27-32q9-42 39-44q30 2 39 44q7 28 27 32Z" fill="${tones.darkWood.base}"/><path d="M-62 0q16-8 21-30q7-32 22-42M62 0q-16-8-21-30q-7-32-22-42" stroke="${tones.darkWood.shade}" stroke-width="3.4" fill="none" stroke-linecap="round"/><path d="M-30 -64q14-12 30-12" stroke="${tones.darkWood.light}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>`;
  // Pale stones round a tall round-topped doorway: up each side, then over the arch.
  const ring = [
    ...[-4, -15, -26].map((y) => [-25, y] as const),
    ...Array.from({ length: 7 }, (_, i) => {
      const a = Math.PI * (i / 6);
      return [-Math.cos(a) * 25, -34 - Math.sin(a) * 25] as const;
    }),
    ...[-26, -15, -4].map((y) => [25, y] as const),
  ];
  const stones = ring
    .map(
      ([x, y], i) =>
        `<ellipse cx="${Math.round(x * 10) / 10}" cy="${Math.round(y * 10) / 10}" rx="4.4" ry="3.4" fill="${i % 2 ? tones.stone.base : tones.stone.light}"/>`,
    )
    .join('');
  // Tall enough that a grown hedgehog standing up comes out of it (a round hole came to her waist).
  const doorway = `<path d="M-20 0V-34A20 20 0 0 1 20 -34V0Z" fill="#ffc95a"/><path d="M-12 0V-34A12 12 0 0 1 12 -34V0Z" fill="#fff0a8"/>`;
  const door = `<ellipse cx="36" cy="-28" rx="8" ry="27" fill="${tones.wood.base}"/><path d="M33 -52v46M38 -53v48" stroke="${tones.wood.shade}" stroke-width="1.6"/><ellipse cx="36" cy="-28" rx="8" ry="27" stroke="${tones.wood.shade}" stroke-width="1.6" fill="none"/><circle cx="32" cy="-26" r="2.2" fill="${tones.yellow.shade}"/>`;
  const step = `<path d="M-30 4h60" stroke="#ffd66e" stroke-width="5" opacity=".55" stroke-linecap="round"/>`;
  return `${roots}${doorway}${stones}${door}${step}`;
}

/** A hedgehog's home, 'door-open': the round door under a tree's roots, flung open. */
export const hedgehogHome: PropDefinition = {
  variants: ['door-open'],
  light: ({ size, lit = true }) => (lit ? { x: 0, y: -size * 0.18, radius: size * 1.6 } : null),
  draw: ({ size }) => scaled(size, doorOpen()),
};
