import { tones, type PropDefinition } from '@/pictures';

/** Muddy flood water: brown, with darker streaks, pale swirls and foam on the crests. */
export const mud = { base: '#b08552', shade: '#85623a', light: '#dcc08e' };
/** How far above the near bank the muddy band's darker strip starts. */
export const NEAR_STRIP = 26;
/** Clear shallow water over pebbles. */
const clear = { base: '#6fbde3', shade: '#4a9cc8', light: '#bfe8fa' };

const r = (v: number) => Math.round(v * 10) / 10;

/** A band of water `size` wide lying across the picture, its near edge at y = 0 and 96 units deep: rows of choppy waves, nearer ones bigger, foam on the crests and whirlpools. */
function muddy(size: number): string {
  const w = size / 2;
  const h = 96;
  const parts: string[] = [];
  let top = `M${r(-w)} ${-h}`;
  for (let x = -w; x + 24 <= w; x += 24) top += `q6 -4 12 0t12 0`;
  parts.push(`<path d="${top}L${r(w)} ${-h}L${r(w)} 0H${r(-w)}Z" fill="${mud.base}"/>`);
  parts.push(`<path d="M${r(-w)} ${-h + 4}H${r(w)}V${-h + 30}H${r(-w)}Z" fill="${mud.light}" opacity=".35"/>`);
  parts.push(`<path d="M${r(-w)} ${-NEAR_STRIP}H${r(w)}V0H${r(-w)}Z" fill="${mud.shade}" opacity=".45"/>`);
  // Rows of waves; the wave length and stroke grow toward the near bank, and each row is shifted so they never line up.
  const rows = [-84, -70, -55, -38, -20];
  rows.forEach((y, i) => {
    const len = 18 + i * 8;
    const amp = 3 + i * 1.6;
    const stroke = 1.6 + i * 0.6;
    const x0 = -w + ((i * 13) % len);
    let d = `M${r(x0)} ${y}`;
    for (let x = x0; x + len <= w; x += len) d += `q${r(len / 4)} ${r(-amp)} ${r(len / 2)} 0t${r(len / 2)} 0`;
    parts.push(
      `<path d="${d}" stroke="${i % 2 ? mud.shade : mud.light}" stroke-width="${r(stroke)}" stroke-dasharray="${r(len * 1.3)} ${r(len * 0.9)}" fill="none" stroke-linecap="round"/>`,
    );
  });
  // Foam caps and whirlpools at pseudo-random places along the band.
  let seed = 7;
  const next = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
  for (let x = -w + 10; x < w - 44; x += 30) {
    const y = -14 - next() * 64;
    const k = 0.6 + ((y + 96) / 96) * 0.8;
    parts.push(
      `<path d="M${r(x + next() * 20)} ${r(y)}q${r(6 * k)} ${r(-7 * k)} ${r(14 * k)} -1q${r(4 * k)} ${r(-5 * k)} ${r(10 * k)} 1" stroke="#f4ead8" stroke-width="${r(2 + k)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  for (let x = -w + 60; x < w - 20; x += 150) {
    const y = -30 - next() * 40;
    parts.push(`<path d="M${r(x)} ${r(y)}a12 5 0 1 1 12 5a7 3 0 1 1 -6 -3" stroke="${mud.light}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`);
  }
  // Foam lapping at the near bank: a row of small scallops, not a straight dashed line that reads as a road marking.
  let lap = `M${r(-w)} -1`;
  for (let x = -w; x + 16 <= w; x += 16) lap += `q4 -5 8 -3t8 2`;
  parts.push(`<path d="${lap}" stroke="#f4ead8" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".8"/>`);
  return parts.join('');
}

/** A shallow stream running toward us: narrow at the back, `size` wide at the front, pebbles showing. */
function stream(size: number): string {
  const w = size / 2;
  const h = size * 0.62;
  const tw = w * 0.28;
  const parts = [
    `<path d="M${r(-w)} 0C${r(-w * 0.6)} ${r(-h * 0.3)} ${r(-tw * 1.4)} ${r(-h * 0.7)} ${r(-tw)} ${r(-h)}H${r(tw)}C${r(tw * 1.6)} ${r(-h * 0.7)} ${r(w * 0.6)} ${r(-h * 0.3)} ${r(w)} 0Z" fill="${clear.base}"/>`,
  ];
  parts.push(
    `<path d="M${r(-w * 0.7)} 0C${r(-w * 0.4)} ${r(-h * 0.3)} ${r(-tw * 0.8)} ${r(-h * 0.7)} ${r(-tw * 0.5)} ${r(-h)}" stroke="${clear.shade}" stroke-width="${r(size / 40)}" fill="none" opacity=".5"/>`,
  );
  for (const [fx, fy, k] of [
    [-0.5, -0.12, 1],
    [0.3, -0.2, 0.9],
    [-0.1, -0.35, 0.8],
    [0.45, -0.08, 1.1],
    [-0.25, -0.55, 0.6],
    [0.12, -0.7, 0.5],
    [-0.6, -0.05, 0.9],
  ] as const) {
    parts.push(
      `<ellipse cx="${r(fx * w)}" cy="${r(fy * h)}" rx="${r(size * 0.018 * k)}" ry="${r(size * 0.009 * k)}" fill="${tones.stone.shade}" opacity=".7"/>`,
    );
  }
  for (const [fx, fy] of [
    [-0.3, -0.25],
    [0.2, -0.45],
    [0.5, -0.15],
    [-0.05, -0.82],
    [-0.55, -0.3],
  ] as const) {
    parts.push(
      `<path d="M${r(fx * w)} ${r(fy * h)}q${r(size * 0.02)} ${r(-size * 0.012)} ${r(size * 0.04)} 0" stroke="${clear.light}" stroke-width="${r(size / 120 + 1)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

/** A small patch of water lapping round something standing in it (a wader's legs), `size` wide. */
function ripple(size: number): string {
  const w = size / 2;
  return `<path d="M${r(-w)} 0q${r(w / 2)} ${r(-w / 3)} ${r(w)} ${r(-w / 3)}t${r(w)} ${r(w / 3)}q${r(-w)} ${r(w / 6)} ${r(-2 * w)} 0Z" fill="${clear.base}" opacity=".85"/><path d="M${r(-w * 0.6)} ${r(-w * 0.12)}q${r(w * 0.6)} ${r(-w * 0.2)} ${r(w * 1.2)} 0" stroke="${clear.light}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
}

/**
 * Clear water in front of a wader's legs, drawn after the wader: `size` wide, its surface at
 * y = -size * 0.7 (a standing adult's knee when size is about 1.5 times the knee's height),
 * a ring of ripples round the legs at the surface and the water down to the riverbed at y = 0,
 * so the legs below the knee are under it.
 */
function kneeDeep(size: number): string {
  const w = size / 2;
  const h = size * 0.7;
  const body = `<path d="M${r(-w)} ${r(-h + 6)}q${r(w * 0.5)} ${r(-8)} ${r(w)} ${r(-6)}t${r(w)} ${r(6)}C${r(w * 0.8)} ${r(-h * 0.4)} ${r(w * 0.7)} ${r(-h * 0.1)} ${r(w * 0.9)} 0H${r(-w * 0.9)}C${r(-w * 0.7)} ${r(-h * 0.1)} ${r(-w * 0.8)} ${r(-h * 0.4)} ${r(-w)} ${r(-h + 6)}Z" fill="${clear.base}"/>`;
  const ring = `<ellipse cx="0" cy="${r(-h + 1)}" rx="${r(w * 0.5)}" ry="${r(size * 0.045)}" fill="none" stroke="${clear.light}" stroke-width="${r(size / 60 + 1)}"/><path d="M${r(-w * 0.85)} ${r(-h + 12)}q${r(w * 0.2)} -5 ${r(w * 0.4)} 0M${r(w * 0.4)} ${r(-h + 14)}q${r(w * 0.2)} -5 ${r(w * 0.4)} 0M${r(-w * 0.3)} ${r(-h * 0.5)}q${r(w * 0.2)} -4 ${r(w * 0.4)} 0" stroke="${clear.light}" stroke-width="${r(size / 80 + 1)}" fill="none" stroke-linecap="round"/>`;
  return body + ring;
}

/** River water drawn over a background: 'muddy' (a fast brown flood, a band `size` wide) or a shallow 'stream'; 'ripple' laps round a wader; 'knee-deep' covers a wader's legs to the knee. */
export const floodWater: PropDefinition = {
  landmark: true,
  variants: ['muddy', 'stream', 'ripple', 'knee-deep'],
  draw: ({ size, variant }) =>
    variant === 'stream' ? stream(size) : variant === 'ripple' ? ripple(size) : variant === 'knee-deep' ? kneeDeep(size) : muddy(size),
};
