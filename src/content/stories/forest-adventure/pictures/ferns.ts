import { scaled, type PropDefinition } from '@/pictures';

const fern = { base: '#5aa54e', shade: '#3f8139', light: '#94d27a' };

/** One fern frond: a curved stem with leaflets on both sides, from the base outward at an angle. */
function frond(angle: number, length: number, tone: string): string {
  const leaflets: string[] = [];
  for (let i = 1; i < 9; i++) {
    const y = -length * (i / 9);
    const w = 15 * (1 - i / 10);
    leaflets.push(
      `<path d="M0 ${y.toFixed(1)}q${-w} -2 ${(-w * 1.3).toFixed(1)} ${(-w * 0.9).toFixed(1)}q${w * 0.7} 0 ${(w * 1.3).toFixed(1)} ${(w * 0.5).toFixed(1)}ZM0 ${y.toFixed(1)}q${w} -2 ${(w * 1.3).toFixed(1)} ${(-w * 0.9).toFixed(1)}q${-w * 0.7} 0 ${(-w * 1.3).toFixed(1)} ${(w * 0.5).toFixed(1)}Z"/>`,
    );
  }
  return `<g transform="rotate(${angle})" fill="${tone}"><path d="M0 0q3 ${(-length * 0.5).toFixed(1)} 0 ${(-length).toFixed(1)}" stroke="${tone}" stroke-width="3.5" fill="none"/>${leaflets.join('')}</g>`;
}

/** A clump of ferns, 'shaking': the fronds tipped, with shake lines and a flying leaf. */
export const ferns: PropDefinition = {
  variants: ['shaking'],
  draw: ({ size }) => {
    // How far each frond is tipped from where it would stand still, in degrees.
    const shake = 10;
    const body = [
      frond(-62 - shake, 60, fern.shade),
      frond(60 + shake, 58, fern.shade),
      frond(-50 - shake, 70, fern.shade),
      frond(40 + shake, 72, fern.base),
      frond(-25 + shake, 86, fern.base),
      frond(22 - shake, 84, fern.base),
      frond(0 + shake / 2, 92, fern.light),
    ].join('');
    const lines = `<path d="M-46 -60q-6 8 0 16M-54 -52q-6 8 0 16M46 -62q6 8 0 16M54 -54q6 8 0 16M-10 -102q6 -4 12 0M-14 -110q10 -6 20 0" stroke="#4a9a45" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M36 -92q6-6 12-2q-4 8-12 2Z" fill="${fern.base}"/><path d="M-40 -88q-6-6-12-2q4 8 12 2Z" fill="${fern.light}"/>`;
    return scaled(size, body + lines);
  },
};
