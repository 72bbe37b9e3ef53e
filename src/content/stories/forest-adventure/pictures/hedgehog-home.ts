import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Just the little round door between a tree's roots, flung open: two big roots arching over a round doorway ringed
 * with pale stones, warm light pouring out of it, the round wooden door (its planks and knob) swung open on its
 * hinge at the right, seen edge-on as a narrow oval, and a doorstep of light on the ground.
 */
function doorOpen(): string {
  const roots = `<path d="M-62 0q20-4 26-26q8-34 36-36q28 2 36 36q6 22 26 26Z" fill="${tones.darkWood.base}"/><path d="M-58 0q16-8 20-24q6-26 20-34M58 0q-16-8-20-24q-6-26-20-34" stroke="${tones.darkWood.shade}" stroke-width="3.4" fill="none" stroke-linecap="round"/><path d="M-30 -50q14-12 30-12" stroke="${tones.darkWood.light}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/>`;
  const stones = Array.from({ length: 13 }, (_, i) => {
    const a = Math.PI * (-0.08 + (i / 12) * 1.16);
    const x = Math.round(-Math.cos(a) * 25 * 10) / 10;
    const y = Math.round((-24 - Math.sin(a) * 25) * 10) / 10;
    return `<ellipse cx="${x}" cy="${y}" rx="4.4" ry="3.4" fill="${i % 2 ? tones.stone.base : tones.stone.light}"/>`;
  }).join('');
  const doorway = `<path d="M-15 0A22 22 0 1 1 15 0Z" fill="#ffc95a"/><path d="M-9 0A14 14 0 1 1 9 0Z" fill="#fff0a8"/>`;
  const door = `<ellipse cx="34" cy="-24" rx="8" ry="21" fill="${tones.wood.base}"/><path d="M31 -42v36M36 -43v38" stroke="${tones.wood.shade}" stroke-width="1.6"/><ellipse cx="34" cy="-24" rx="8" ry="21" stroke="${tones.wood.shade}" stroke-width="1.6" fill="none"/><circle cx="30" cy="-22" r="2.2" fill="${tones.yellow.shade}"/>`;
  const step = `<path d="M-30 4h60" stroke="#ffd66e" stroke-width="5" opacity=".55" stroke-linecap="round"/>`;
  return `${roots}${doorway}${stones}${door}${step}`;
}

/** A hedgehog's home, 'door-open': the round door under a tree's roots, flung open. */
export const hedgehogHome: PropDefinition = {
  variants: ['door-open'],
  light: ({ size, lit = true }) => (lit ? { x: 0, y: -size * 0.18, radius: size * 1.6 } : null),
  draw: ({ size }) => scaled(size, doorOpen()),
};
