/**
 * A review sheet of every prop variant and every background at day, evening and night, for
 * looking at the kit by eye. Run: npx tsx scripts/props-sheet.ts [words to filter by]
 * and open .tmp/props-sheet.html (or screenshot it with chromium).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { groundTop } from '@/pictures/backgrounds';
import { drawProp, propIds, propVariants, type PropOptions } from '@/pictures/props';
import { renderSceneSvg } from '@/pictures/render-scene';
import { backgroundIds } from '@/pictures/vocabulary/scene';

const filters = process.argv.slice(2);
const wanted = (id: string) => filters.length === 0 || filters.some((f) => id.includes(f));

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Extra states worth seeing besides each variant's default. */
const extras: Record<string, PropOptions[]> = {
  'birthday-cake': [
    { size: 110, count: 8, lit: false },
    { size: 110, count: 1 },
    { size: 110, variant: 'small-crooked', count: 3, lit: false },
  ],
};

function propCard(id: string, options: PropOptions): string {
  const body = drawProp(id, options);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180"><rect width="180" height="180" fill="#f4efe6"/><path d="M0 165H180" stroke="#d9cfbf"/><g transform="translate(90 165)">${body}</g></svg>`;
  const label = [id, options.variant, options.count === undefined ? '' : `×${options.count}`, options.lit === false ? 'unlit' : ''].filter(Boolean).join(' ');
  return `<figure><img src="${dataUri(svg)}" width="180" height="180"><figcaption>${label} · ${(body.length / 1024).toFixed(1)} KB</figcaption></figure>`;
}

const propCards = propIds.filter(wanted).flatMap((id) => {
  const variants = propVariants(id);
  const base = (variants.length ? variants : [undefined]).map((variant) => propCard(id, { size: 110, variant }));
  return [...base, ...(extras[id] ?? []).map((o) => propCard(id, o))];
});

const backgroundRows = backgroundIds.filter(wanted).map((id) => {
  const floor = groundTop(id);
  const cells = (['day', 'evening', 'night'] as const).map((time) => {
    const svg = renderSceneSvg({
      background: id,
      time,
      items: [{ person: 'charlotte', x: 400, y: floor + 40, pose: 'stand', facing: 'front', expression: 'happy' }],
    }).replace('</svg>', `<path d="M0 ${floor}H800" stroke="#f00" stroke-dasharray="8 8"/></svg>`);
    return `<img src="${dataUri(svg)}" width="400" height="250">`;
  });
  return `<section><h3>${id} (ground ${floor})</h3>${cells.join('')}</section>`;
});

mkdirSync('.tmp', { recursive: true });
writeFileSync(
  '.tmp/props-sheet.html',
  `<!doctype html><meta charset="utf-8"><style>body{font:12px sans-serif;margin:8px;background:#fff}figure{display:inline-block;margin:4px}figcaption{width:180px}h3{margin:6px 0 2px}img{margin-right:4px}</style><div>${propCards.join('')}</div>${backgroundRows.join('')}`,
);
console.log(`wrote .tmp/props-sheet.html: ${propCards.length} prop cards, ${backgroundRows.length} backgrounds`);
