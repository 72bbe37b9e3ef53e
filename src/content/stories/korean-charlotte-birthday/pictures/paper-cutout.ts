import { tenths, scaled, tones, type PropDefinition } from '@/pictures';

/** A strip of clear tape holding a cut-out to the glass. */
const tape = (x: number, y: number, r = 0) =>
  `<rect x="${x - 7}" y="${y - 3}" width="14" height="6" rx="1" fill="#fff" opacity=".7" transform="rotate(${r} ${x} ${y})"/>`;

function sun(): string {
  const c = tones.yellow;
  const rays = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    const p = (r: number, da = 0) => `${tenths(Math.cos(a + da) * r)} ${tenths(-50 + Math.sin(a + da) * r)}`;
    return `M${p(30, -0.16)}L${p(48)}L${p(30, 0.16)}Z`;
  }).join('');
  return [
    `<path d="${rays}" fill="${c.shade}"/>`,
    `<circle cy="-50" r="31" fill="${c.base}"/><path d="M-22 -72a31 31 0 0 1 40-6a28 28 0 0 0-40 6Z" fill="${c.light}"/>`,
    `<circle cx="-10" cy="-54" r="3" fill="${tones.darkWood.base}"/><circle cx="10" cy="-54" r="3" fill="${tones.darkWood.base}"/><path d="M-10 -42q10 8 20 0" stroke="${tones.darkWood.base}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    tape(0, -96, -8),
  ].join('');
}

function tree(x: number, h: number): string {
  const g = tones.green;
  const w = h * 0.3;
  return [
    `<rect x="${x - 4}" y="-${h * 0.28}" width="8" height="${h * 0.28}" fill="${tones.wood.base}"/>`,
    `<path d="M${x} -${h}L${x - w} -${h * 0.48}H${x + w}Z" fill="${g.base}"/><path d="M${x} -${h * 0.78}L${x - w * 1.15} -${h * 0.24}H${x + w * 1.15}Z" fill="${g.base}"/>`,
    `<path d="M${x} -${h}L${x + w} -${h * 0.48}H${x}ZM${x} -${h * 0.78}L${x + w * 1.15} -${h * 0.24}H${x}Z" fill="${g.shade}"/>`,
    tape(x, -h, 6),
  ].join('');
}

/** Shapes cut from 색종이 and taped to a window: 'sun' a smiling yellow sun, 'trees' two green paper trees. 100 wide. */
export const paperCutout: PropDefinition = {
  variants: ['sun', 'trees'],
  draw: ({ size, variant }) => scaled(size, variant === 'trees' ? tree(-22, 96) + tree(24, 80) : sun()),
};
