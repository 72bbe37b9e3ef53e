import type { PropDefinition } from '@/pictures';

/**
 * A long fireplace match held at its foot (y = 0) and pointing straight up: a thin wooden stick
 * `size` long with a red head and, when lit (the default), a flame with a soft glow. Tip it
 * toward a candle with the item's `rotate`: drawn 'tipped', it gives the scene no light of its own,
 * for the scene places a prop's light as if it stood upright, so a tipped match's light would glow
 * where its flame is not (beside the hand's face); it keeps only the flame's own soft glow.
 */
export const longMatch: PropDefinition = {
  grip: 0,
  variants: ['tipped'],
  draw: ({ size, lit = true }) => {
    const k = size / 100;
    const stick = `<rect x="${-1.6 * k}" y="${-96 * k}" width="${3.2 * k}" height="${96 * k}" rx="${1.2 * k}" fill="#e3b685"/><rect x="${0.2 * k}" y="${-96 * k}" width="${1.4 * k}" height="${96 * k}" fill="#c68b59"/>`;
    const head = `<ellipse cy="${-98 * k}" rx="${2.8 * k}" ry="${4.2 * k}" fill="#bf3f3a"/><ellipse cx="${-0.8 * k}" cy="${-99.5 * k}" rx="${1 * k}" ry="${1.8 * k}" fill="#ff8f85"/>`;
    const flame = lit
      ? `<circle cy="${-106 * k}" r="${13 * k}" fill="#ffd36b" opacity=".35"/><path d="M0 ${-120 * k}q${7 * k} ${10 * k} ${4 * k} ${17 * k}q${-4 * k} ${4 * k} ${-8 * k} 0q${-3 * k} ${-7 * k} ${4 * k} ${-17 * k}Z" fill="#ff9f1c"/><path d="M0 ${-112 * k}q${3 * k} ${5 * k} ${1.6 * k} ${8 * k}q${-1.6 * k} ${1.6 * k} ${-3.2 * k} 0q${-1.2 * k} ${-3.5 * k} ${1.6 * k} ${-8 * k}Z" fill="#fff0a8"/>`
      : '';
    return stick + head + flame;
  },
};
