import { scaled, tones, type PropDefinition } from '@/pictures';

const paints = [tones.red, tones.orange, tones.yellow, tones.green, tones.blue, tones.purple];

function palette(): string {
  const dabs = paints.map((t, i) => `<path d="M${-30 + i * 12} ${-56 + (i % 2) * 8}q5-4 8 0t-2 6q-7 2-6-6Z" fill="${t.base}"/>`).join('');
  const pans = paints
    .map((t, i) => {
      const cx = -30 + (i % 3) * 30;
      const cy = i < 3 ? -21 : -9;
      return `<ellipse cx="${cx}" cy="${cy}" rx="10" ry="5" fill="${tones.china.shade}"/><ellipse cx="${cx}" cy="${cy}" rx="8.5" ry="4" fill="${t.base}"/><ellipse cx="${cx - 3}" cy="${cy - 1.5}" rx="3" ry="1.2" fill="${t.light}"/>`;
    })
    .join('');
  return `<path d="M-48 -30L-44 -70H44L48 -30Z" fill="${tones.blue.shade}"/><path d="M-40 -36L-37 -64H37L40 -36Z" fill="${tones.china.base}"/>${dabs}<path d="M-30 -40L26 -62" stroke="${tones.wood.base}" stroke-width="3.5" stroke-linecap="round"/><path d="M26 -62l8 -3" stroke="${tones.metal.shade}" stroke-width="4" stroke-linecap="round"/><path d="M34 -65l7 -3" stroke="${tones.red.shade}" stroke-width="5" stroke-linecap="round"/><rect x="-50" y="-32" width="100" height="32" rx="5" fill="${tones.blue.base}"/><rect x="-45" y="-29" width="90" height="26" rx="3" fill="${tones.china.base}"/>${pans}`;
}

/**
 * An open tin box of watercolour paints, 'palette': the lid up behind, its inside painted with mixing
 * dabs and the brush laid across it, and two rows of round bright pans, so it cannot read as a laptop.
 */
export const paintBox: PropDefinition = {
  grip: 0.2,
  variants: ['palette'],
  draw: ({ size }) => scaled(size, palette()),
};
