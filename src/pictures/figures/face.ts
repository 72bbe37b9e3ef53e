import { circle, ellipse, n, pt } from './svg';
import type { Expression } from './types';
import type { Gaze } from '@/pictures/vocabulary/figure-vocabulary';

const ink = '#3d2630';

type Eyes = 'dot' | 'down' | 'happy' | 'closed' | 'wide' | 'squeeze' | 'half' | 'look-up';
type Brows = 'none' | 'neutral' | 'raised' | 'sad' | 'cross' | 'thinking';
type Mouth = 'small-smile' | 'smile' | 'grin' | 'laugh' | 'o' | 'yawn' | 'frown' | 'wobbly' | 'wail' | 'flat' | 'proud' | 'puff' | 'side';
type Extra = 'blush' | 'tears' | 'tear' | 'sweat' | 'cheeks' | 'puffed' | 'flushed';

/** A feeling is eyes, brows and mouth together, plus what runs down the face (docs/pictures.md). */
const faces: Record<Expression, { eyes: Eyes; brows: Brows; mouth: Mouth; extras: Extra[]; shut?: Eyes }> = {
  neutral: { eyes: 'dot', brows: 'neutral', mouth: 'small-smile', extras: [] },
  happy: { eyes: 'dot', brows: 'neutral', mouth: 'smile', extras: ['blush'] },
  laughing: { eyes: 'happy', brows: 'raised', mouth: 'laugh', extras: ['blush'] },
  sad: { eyes: 'down', brows: 'sad', mouth: 'frown', extras: [] },
  crying: { eyes: 'squeeze', brows: 'sad', mouth: 'wail', extras: ['tears', 'blush'] },
  surprised: { eyes: 'wide', brows: 'raised', mouth: 'o', extras: [] },
  worried: { eyes: 'dot', brows: 'sad', mouth: 'wobbly', extras: ['sweat'] },
  scared: { eyes: 'wide', brows: 'sad', mouth: 'wail', extras: ['sweat'] },
  cross: { eyes: 'dot', brows: 'cross', mouth: 'frown', extras: ['cheeks'] },
  // Cross and laughing at once (a burnt batch, a brother's joke): frowning brows over a grin.
  'cross-laughing': { eyes: 'dot', brows: 'cross', mouth: 'grin', extras: ['cheeks'] },
  sleepy: { eyes: 'half', brows: 'neutral', mouth: 'flat', extras: [] },
  asleep: { eyes: 'closed', brows: 'none', mouth: 'small-smile', extras: ['blush'] },
  thinking: { eyes: 'look-up', brows: 'thinking', mouth: 'side', extras: [] },
  proud: { eyes: 'happy', brows: 'raised', mouth: 'proud', extras: ['blush'] },
  // Eyes shut tight while the cheeks puff: how a child blows out candles.
  blowing: { eyes: 'closed', brows: 'raised', mouth: 'puff', extras: ['puffed'] },
  // One eye open, the other shut in a smiling arc: the picture's right eye, so a wink reads the same way in every book.
  wink: { eyes: 'dot', brows: 'raised', mouth: 'grin', extras: ['blush'], shut: 'happy' },
  // A big sleepy yawn: eyes shut, mouth wide open in a tall oval.
  yawn: { eyes: 'closed', brows: 'raised', mouth: 'yawn', extras: ['blush'] },
  // Crying for joy: smiling eyes and mouth with tears running (a reunion, relief).
  'happy-tears': { eyes: 'happy', brows: 'sad', mouth: 'smile', extras: ['tears', 'blush'] },
  // Blowing hard until red all over (a balloon, a trumpet): eyes screwed shut, cheeks puffed, the face flushed.
  'puffing-red': { eyes: 'squeeze', brows: 'raised', mouth: 'puff', extras: ['puffed', 'flushed'] },
  // Eyes screwed shut and smiling: making a wish, hoping hard.
  wishing: { eyes: 'squeeze', brows: 'raised', mouth: 'smile', extras: ['blush'] },
  // "Ah-choo!": eyes screwed shut, brows up, the mouth wide open.
  sneeze: { eyes: 'squeeze', brows: 'raised', mouth: 'yawn', extras: ['blush'] },
  // Red all over from puffing or blushing hard ("red as a tomato"), grinning, a drop of sweat.
  'red-faced': { eyes: 'happy', brows: 'raised', mouth: 'grin', extras: ['flushed', 'sweat'] },
};

export interface FaceFrame {
  /** Head centre and radius. */
  cx: number;
  cy: number;
  r: number;
  /** −1 looking left, 1 right, 0 at the viewer. */
  direction: -1 | 0 | 1;
  /** 0 front, 0.55 three-quarter, 1 side. */
  turn: number;
  skin: string;
  /** Where open eyes look: down at a lap or the ground, up at a star, across at someone. */
  gaze?: Gaze;
}

/** `look` moves the pupils sideways (−1 left … 1 right), `lift` up (−1) or down (1). */
function eye(kind: Eyes, x: number, y: number, s: number, width: number, look: number, lift: number): string {
  const w = s * width;
  switch (kind) {
    case 'dot':
    case 'down':
    case 'look-up': {
      const dy = (kind === 'down' ? s * 0.25 : kind === 'look-up' ? -s * 0.35 : 0) + lift * s * 0.5;
      const dx = (kind === 'look-up' ? s * 0.3 : 0) + look * s * 0.2;
      return `${ellipse(x + dx, y + dy, w * 0.78, s, ink)}${circle(x + dx + w * 0.28, y + dy - s * 0.38, s * 0.3, '#fff')}`;
    }
    case 'wide': {
      const px = x + look * s * 0.25;
      const py = y + lift * s * 0.45;
      return `${ellipse(x, y, w * 1.05, s * 1.3, '#fff', `stroke="${ink}" stroke-width="${n(s * 0.22)}"`)}${circle(px, py, s * 0.6, ink)}${circle(px + s * 0.2, py - s * 0.25, s * 0.2, '#fff')}`;
    }
    case 'happy':
      return `<path d="M${pt(x - w, y + s * 0.3)}Q${pt(x, y - s * 1.2)} ${pt(x + w, y + s * 0.3)}" stroke="${ink}" stroke-width="${n(s * 0.45)}" stroke-linecap="round" fill="none"/>`;
    case 'closed':
      return `<path d="M${pt(x - w, y)}Q${pt(x, y + s * 1.1)} ${pt(x + w, y)}" stroke="${ink}" stroke-width="${n(s * 0.4)}" stroke-linecap="round" fill="none"/>`;
    case 'squeeze':
      return `<path d="M${pt(x - w, y - s * 0.6)}L${pt(x + w * 0.6, y)}L${pt(x - w, y + s * 0.6)}" stroke="${ink}" stroke-width="${n(s * 0.4)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
    case 'half':
      return `${ellipse(x, y + s * 0.25, w * 0.78, s * 0.6, ink)}<path d="M${pt(x - w * 1.1, y - s * 0.1)}H${n(x + w * 1.1)}" stroke="${ink}" stroke-width="${n(s * 0.35)}" stroke-linecap="round"/>`;
  }
}

/** Crying eyes point their chevrons at the nose, so the right eye is the left one mirrored. */
function mirroredEye(kind: Eyes, x: number, y: number, s: number, width: number, look: number, lift: number, mirror: boolean): string {
  const markup = eye(kind, x, y, s, width, look, lift);
  return kind === 'squeeze' && mirror ? `<g transform="matrix(-1 0 0 1 ${n(2 * x)} 0)">${markup}</g>` : markup;
}

function brow(kind: Brows, x: number, y: number, s: number, outer: 1 | -1, width: number): string {
  if (kind === 'none') return '';
  const w = s * 1.1 * width;
  // Heights of the inner and outer ends of the brow, relative to its resting line.
  const ends: Record<Exclude<Brows, 'none'>, [number, number]> = {
    neutral: [0, 0],
    raised: [-0.7, -0.7],
    sad: [-0.8, 0.35],
    cross: [0.6, -0.5],
    thinking: outer === 1 ? [-0.9, -1.1] : [0.1, 0.1],
  };
  const [inner, outerEnd] = ends[kind];
  const xi = x - outer * w;
  const xo = x + outer * w;
  return `<path d="M${pt(xi, y + inner * s)}Q${pt(x, y - s * 0.5 + ((inner + outerEnd) / 2) * s)} ${pt(xo, y + outerEnd * s)}" stroke="${ink}" stroke-width="${n(s * 0.36)}" stroke-linecap="round" fill="none"/>`;
}

function mouth(kind: Mouth, x: number, y: number, s: number, width: number): string {
  const w = s * width;
  const stroke = (d: string, k = 0.38) =>
    `<path d="${d}" stroke="${ink}" stroke-width="${n(s * k)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  switch (kind) {
    case 'small-smile':
      return stroke(`M${pt(x - w * 0.7, y)}Q${pt(x, y + s * 0.7)} ${pt(x + w * 0.7, y)}`);
    case 'smile':
      return stroke(`M${pt(x - w * 1.1, y - s * 0.15)}Q${pt(x, y + s * 1.2)} ${pt(x + w * 1.1, y - s * 0.15)}`);
    case 'grin':
    case 'proud':
      return `<path d="M${pt(x - w * 1.2, y - s * 0.2)}Q${pt(x, y + s * 1.7)} ${pt(x + w * 1.2, y - s * 0.2)}Z" fill="${ink}"/><path d="M${pt(x - w * 0.9, y)}Q${pt(x, y + s * 0.45)} ${pt(x + w * 0.9, y)}Z" fill="#fff"/>`;
    case 'laugh':
      return `<path d="M${pt(x - w * 1.3, y - s * 0.3)}Q${pt(x, y + s * 2.3)} ${pt(x + w * 1.3, y - s * 0.3)}Z" fill="${ink}"/>${ellipse(x, y + s * 0.75, w * 0.6, s * 0.35, '#f2727f')}`;
    case 'o':
      // Big enough to read as a gasp on a phone, with a hint of tongue.
      return `${ellipse(x, y + s * 0.45, s * 0.75, s * 0.95, ink)}${ellipse(x, y + s * 0.95, s * 0.45, s * 0.3, '#f2727f')}`;
    case 'yawn':
      return `${ellipse(x, y + s * 0.9, s * 1.4, s * 2, ink)}${ellipse(x, y + s * 2, s * 0.9, s * 0.6, '#f2727f')}`;
    case 'puff':
      return ellipse(x + w * 0.2, y + s * 0.2, s * 0.55, s * 0.55, ink);
    case 'frown':
      return stroke(`M${pt(x - w * 0.9, y + s * 0.6)}Q${pt(x, y - s * 0.4)} ${pt(x + w * 0.9, y + s * 0.6)}`);
    case 'wobbly':
      return stroke(`M${pt(x - w, y + s * 0.3)}q${pt(w * 0.5, -s * 0.5)} ${pt(w, 0)}t${pt(w, 0)}`, 0.32);
    case 'wail':
      // Wide open and turned down, a tongue showing: a cry you can hear, not a frown.
      return `<path d="M${pt(x - w * 1.4, y + s * 1.5)}Q${pt(x, y - s * 1.2)} ${pt(x + w * 1.4, y + s * 1.5)}Q${pt(x, y + s * 2.1)} ${pt(x - w * 1.4, y + s * 1.5)}Z" fill="${ink}"/>${ellipse(x, y + s * 1.35, w * 0.7, s * 0.45, '#f2727f')}`;
    case 'flat':
      return stroke(`M${pt(x - w * 0.6, y + s * 0.2)}H${n(x + w * 0.6)}`);
    case 'side':
      return stroke(`M${pt(x - w * 0.5, y + s * 0.3)}Q${pt(x + w * 0.3, y + s * 0.2)} ${pt(x + w * 0.8, y - s * 0.1)}`);
  }
}

/** Eyes, brows, mouth and what a feeling adds (blush, tears, a sweat drop), on a head. */
export function drawFace(expression: Expression, frame: FaceFrame): string {
  const { cx, cy, r, direction, turn } = frame;
  const face = faces[expression];
  const s = r * 0.12;
  // Eyes look where the head turns, unless the gaze sends them across the picture, up or down, or both
  // at once (up at a sign on a post beside someone, down at the mittens in one's hands).
  const look = frame.gaze?.endsWith('left') ? -2.2 : frame.gaze?.endsWith('right') ? 2.2 : direction;
  const lift = frame.gaze?.startsWith('up') ? -1 : 0;
  const down = frame.gaze?.startsWith('down') === true;
  // The features slide towards the way the head turns; the far eye narrows and, in profile, hides.
  const centre = cx + direction * turn * r * 0.5;
  const spacing = r * 0.36 * (1 - turn * 0.35);
  const eyeY = cy + r * 0.12;
  const parts: string[] = [];
  const eyes: { x: number; width: number; outer: 1 | -1 }[] =
    direction === 0
      ? [
          { x: cx - spacing, width: 1, outer: -1 },
          { x: cx + spacing, width: 1, outer: 1 },
        ]
      : turn >= 1
        ? [{ x: centre + direction * r * 0.08, width: 0.8, outer: -direction as 1 | -1 }]
        : [
            { x: centre - direction * spacing, width: 1, outer: -direction as 1 | -1 },
            { x: centre + direction * spacing * 0.9, width: 0.75, outer: direction as 1 | -1 },
          ];
  if (face.extras.includes('puffed')) {
    // Cheeks full of air push the face's outline out on each side: round skin bulges under the eyes.
    for (const e of eyes) {
      const x = e.x + e.outer * r * 0.42 * e.width;
      parts.push(circle(x, eyeY + s * 3.9, r * 0.34 * e.width, frame.skin));
    }
  }
  if (face.extras.includes('flushed'))
    parts.push(ellipse(cx + direction * turn * r * 0.2, cy + r * 0.32, r * (0.8 - 0.25 * turn), r * 0.55, '#e8433a', 'opacity=".5"'));
  if (face.extras.includes('puffed')) {
    // Cheeks blown full of air: round, bright red, bulging out past the face's edge.
    for (const e of eyes) {
      const x = e.x + e.outer * s * 1.6;
      parts.push(
        circle(x, eyeY + s * 4.4, s * 2.5 * e.width, '#f2706a', 'opacity=".7"'),
        circle(x - e.outer * s * 0.7, eyeY + s * 3.6, s * 0.7 * e.width, '#ffd0c8', 'opacity=".9"'),
      );
    }
  }
  if (face.extras.includes('blush') || face.extras.includes('cheeks')) {
    const colour = face.extras.includes('cheeks') ? '#f47b7b' : '#f59aa5';
    const opacity = face.extras.includes('cheeks') ? '.55' : '.45';
    for (const e of eyes) parts.push(ellipse(e.x + e.outer * s * 0.6, eyeY + s * 3, s * 1.7 * e.width, s * 1.05, colour, `opacity="${opacity}"`));
  }
  const rightmost = Math.max(...eyes.map((e) => e.x));
  for (const e of eyes) {
    const open = down && face.eyes === 'dot' ? 'down' : face.eyes;
    const kind = face.shut && e.x === rightmost ? face.shut : open;
    parts.push(mirroredEye(kind, e.x, eyeY, s * 1.05, e.width, look, down && kind === 'wide' ? 1 : lift, e.outer === 1));
    parts.push(brow(face.brows, e.x, eyeY - s * 3.1, s, e.outer, e.width));
  }
  const mouthX = direction === 0 ? cx : centre + direction * r * (turn >= 1 ? 0.3 : 0.02);
  const mouthY = cy + r * 0.55;
  parts.push(mouth(face.mouth, mouthX, mouthY, s, 1.5 * (1 - turn * 0.4)));
  if (face.mouth === 'puff') {
    parts.push(
      `<path d="M${pt(mouthX + (direction || 1) * s * 2.5, mouthY)}h${n((direction || 1) * s * 3)}M${pt(mouthX + (direction || 1) * s * 2.5, mouthY - s * 1.5)}l${pt((direction || 1) * s * 2.5, -s * 1)}M${pt(mouthX + (direction || 1) * s * 2.5, mouthY + s * 1.5)}l${pt((direction || 1) * s * 2.5, s * 1)}" stroke="#9fd3f5" stroke-width="${n(s * 0.5)}" stroke-linecap="round"/>`,
    );
  }
  if (face.extras.includes('tears')) {
    for (const e of eyes) {
      parts.push(
        `<path d="M${pt(e.x, eyeY + s)}q${pt(-s * 0.8 * e.outer, s * 3)} ${pt(-s * 0.2 * e.outer, s * 6)}" stroke="#6ec3f4" stroke-width="${n(s * 0.9)}" stroke-linecap="round" fill="none" opacity=".9"/>`,
      );
      parts.push(`<path d="M${pt(e.x + e.outer * s * 1.6, eyeY + s * 8)}q${pt(-s, s * 1.4)} 0 ${n(s * 2)}q${pt(s, 0)} 0 ${n(-s * 2)}Z" fill="#6ec3f4"/>`);
    }
  }
  if (face.extras.includes('sweat')) {
    const x = cx - (direction || 1) * r * 0.78;
    const y = cy - r * 0.35;
    parts.push(
      `<path d="M${pt(x, y)}q${pt(-s * 1.3, s * 2.2)} 0 ${n(s * 2.6)}q${pt(s * 1.3, -s * 0.4)} 0 ${n(-s * 2.6)}Z" fill="#8fd0f7" stroke="#4fa6dc" stroke-width="${n(s * 0.2)}"/>`,
    );
  }
  return parts.join('');
}
