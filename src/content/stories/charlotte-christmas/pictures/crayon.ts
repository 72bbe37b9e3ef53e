import { scaled, tones, type PropDefinition } from '@/pictures';

/** One whole crayon, 'pink', upright in a hand. 100 wide. */
export const crayon: PropDefinition = {
  grip: 0.2,
  variants: ['pink'],
  draw: ({ size }) => {
    const c = tones.pink;
    const h = 80;
    return scaled(
      size,
      `<rect x="-12" y="${-h}" width="24" height="${h}" rx="4" fill="${c.base}"/><rect x="4" y="${-h}" width="8" height="${h}" rx="3" fill="${c.shade}"/><path d="M-12 ${-h}L0 ${-h - 22}L12 ${-h}Z" fill="${c.shade}"/><rect x="-12" y="${-h * 0.7}" width="24" height="${Math.min(10, h * 0.3)}" fill="${c.light}" opacity=".7"/>`,
    );
  },
};
