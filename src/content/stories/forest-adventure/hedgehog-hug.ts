import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

const heart = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y + r * 0.9}c${-r * 1.6} ${-r} ${-r * 1.3} ${-r * 2.4} 0 ${-r * 1.5}c${r * 1.3} ${-r * 0.9} ${r * 1.6} ${r * 0.5} 0 ${r * 1.5}Z" fill="${tones.pink.shade}"/><path d="M${x - r * 0.45} ${y - r * 0.2}q0 ${-r * 0.35} ${r * 0.3} ${-r * 0.4}" stroke="${tones.pink.light}" stroke-width="${r * 0.25}" fill="none" stroke-linecap="round"/>`;

const coat = '#9a7658';
const coatShade = '#6f5238';
const pad = '#f1dcc0';

/** A furry hedgehog forearm from (x1, y1) arching to a paw at (x2, y2): a pale pad with three toes and little claws. */
function paw(x1: number, y1: number, cx: number, cy: number, x2: number, y2: number): string {
  const arm = `M${x1} ${y1}Q${cx} ${cy} ${x2} ${y2}`;
  const toes = [-1, 0, 1]
    .map((k) => {
      const tx = x2 - 7 + k * 1.5;
      const ty = y2 + k * 5.5;
      return `<circle cx="${tx}" cy="${ty}" r="3.4" fill="${pad}" stroke="${coatShade}" stroke-width="1.4"/><path d="M${tx - 3} ${ty}l-3 0.6" stroke="#4a3526" stroke-width="1.4" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="${arm}" stroke="${coatShade}" stroke-width="15" stroke-linecap="round" fill="none"/><path d="${arm}" stroke="${coat}" stroke-width="11" stroke-linecap="round" fill="none"/><ellipse cx="${x2 - 2}" cy="${y2}" rx="7" ry="9" fill="${pad}" stroke="${coatShade}" stroke-width="1.6"/>${toes}`;
}

/**
 * A furry hedgehog paw lying palm down, flat on a back, its wrist at (x1, y1) and the paw at (x2, y2):
 * the top of the paw in her coat, three toes curling over the spines at its front, no pad showing.
 */
function pawOnBack(x1: number, y1: number, x2: number, y2: number): string {
  const wrist = `M${x1} ${y1}L${x2} ${y2}`;
  const toes = [-1, 0, 1]
    .map((k) => {
      const tx = x2 - 8 + Math.abs(k) * 1.5;
      const ty = y2 + k * 4.5;
      return `<circle cx="${tx}" cy="${ty}" r="3" fill="${coat}" stroke="${coatShade}" stroke-width="1.3"/><path d="M${tx - 2.5} ${ty + 1}l-1.5 2.5" stroke="#4a3526" stroke-width="1.3" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="${wrist}" stroke="${coatShade}" stroke-width="13" stroke-linecap="round" fill="none"/><path d="${wrist}" stroke="${coat}" stroke-width="9" stroke-linecap="round" fill="none"/><ellipse cx="${x2 - 1}" cy="${y2}" rx="8" ry="6.5" fill="${coat}" stroke="${coatShade}" stroke-width="1.5"/>${toes}`;
}

/**
 * Two hedgehogs hugging nose to nose (forest-adventure: Bramble and her mom), drawn where their
 * noses meet: the mom's furry front paw (a forearm in her coat, a pale pad with toes and claws)
 * reaches from her chest over her child's back, and little hearts rise between them. List it after
 * both hedgehogs so the paw lies over Bramble's spines. The kit's hedgehogs have no arms, so the
 * hug's paw is this prop's. 'short' is a stubby front paw from the mom's side, just below her cheek, to her child's chin.
 * 'round' and 'round-paw' are one hug in two layers: 'round' (listed between the mom and her child) is the
 * mom's short arm from low on her chest going round behind her child's neck; 'round-paw' (listed after
 * the child) is its paw coming over from behind her head and lying flat on her back, palm down, with the hearts.
 */
export const hedgehogHug: PropDefinition = {
  variants: ['short', 'round', 'round-paw'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'round'
        ? paw(16, 2, -2, 2, -26, -8)
        : variant === 'round-paw'
          ? `${pawOnBack(-38, -17, -54, -13)}${heart(-6, -66, 7)}${heart(12, -84, 9)}${heart(-2, -106, 6)}`
          : variant === 'short'
            ? // A short, stout paw from low on the mom's chest, under both snouts, to her child's chin: no long arm to read as a trunk.
              `${paw(22, 5, 10, 15, -6, 8)}${heart(-6, -56, 7)}${heart(12, -74, 9)}${heart(-2, -96, 6)}`
            : `${paw(24, -16, -18, -66, -60, -34)}${heart(-6, -96, 7)}${heart(12, -114, 9)}${heart(-2, -136, 6)}`,
    ),
};
