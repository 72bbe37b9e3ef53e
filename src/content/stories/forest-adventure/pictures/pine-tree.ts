import { pineShape, scaled, type PropDefinition } from '@/pictures';

const bark = { base: '#6b4430', shade: '#452a1c', light: '#8d5d40' };

/**
 * An old pine seen from near its foot ('old'): one broad trunk flaring into roots over the ground, its bark in
 * long dark plates lit on the left, two snapped-off branch stubs, and its crown high up, so a few big, particular
 * trunks stand over the children instead of a row of cone trees. In the same 100-wide box, standing on (0, 0).
 */
function oldPine(): string {
  const trunk = `<path d="M-30 0q10-6 14-22q2-90 6-190q1-60 2-110h16q1 50 2 110q4 100 6 190q4 16 14 22Z" fill="${bark.base}"/>`;
  const shade = `<path d="M6 -322q1 50 2 110q4 100 6 190q4 16 14 22h-14q-4-10-8-24q-2-110-4-190q-1-60-2-108Z" fill="${bark.shade}"/>`;
  const lit = `<path d="M-20 -16q2-100 6-196q1-60 2-108h3q-1 50-2 108q-3 96-4 196Z" fill="${bark.light}" opacity=".7"/>`;
  const plates = [
    [-10, -20, -8, -150],
    [-2, -40, 0, -230],
    [4, -10, 6, -120],
    [-6, -170, -4, -290],
    [2, -250, 3, -320],
  ]
    .map(([x0, y0, x1, y1]) => `M${x0} ${y0}Q${x0! - 3} ${(y0! + y1!) / 2} ${x1} ${y1}`)
    .join('');
  const fissures = `<path d="${plates}" stroke="${bark.shade}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
  const stubs = `<path d="M-9 -206l-22 -16l3 -4l21 12ZM10 -150l20 -12l2 4l-21 14Z" fill="${bark.shade}"/>`;
  const roots = `<path d="M-30 0q-8 0-14 2h22q4-4 8-10ZM30 0q8 0 12 2h-20q-4-4-6-10Z" fill="${bark.shade}"/>`;
  // The fir's tiers without the shadow it casts on the ground, which up here would hang in the air.
  const crown = `<g transform="translate(0 -196) scale(1.4 1.3)">${pineShape('#2f6e4a').replace(/^<ellipse[^>]*\/>/, '')}</g>`;
  return `<ellipse rx="46" ry="6" fill="#1f3a22" opacity=".2"/>${trunk}${shade}${lit}${fissures}${stubs}${roots}${crown}`;
}

/**
 * A tall near pine, drawn as the settings draw their firs (uneven drooping tiers lit on the left, shaded on
 * the right) but stretched to this prop's old box: 100 wide, 284 tall, its trunk standing on (0, 0) ('fir', the first, so the one drawn when none is named); or 'old'.
 */
export const pineTree: PropDefinition = {
  variants: ['fir', 'old'],
  draw: ({ size, variant }) => scaled(size, variant === 'old' ? oldPine() : `<g transform="scale(0.94 1.86)">${pineShape('#2f7d4f')}</g>`),
};
