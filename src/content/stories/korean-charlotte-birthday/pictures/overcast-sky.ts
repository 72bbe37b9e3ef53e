import { scaled, type PropDefinition } from '@/pictures';

/** Dense slanting rain over the scenery, in a fixed scatter so the same scene always draws the same file. */
function downpour(): string {
  const streaks: string[] = [];
  for (let i = 0; i < 420; i += 1) {
    const x = ((i * 37.3) % 150) - 75;
    const y = ((i * 23.9) % 112) - 110;
    const long = i % 3 === 0 ? 3.4 : 2.4;
    streaks.push(`M${x.toFixed(1)} ${y.toFixed(1)}l${(-long * 0.36).toFixed(2)} ${long}`);
  }
  return `<path d="${streaks.join('')}" stroke="#e4edf5" stroke-width=".28" stroke-linecap="round" opacity=".6"/>`;
}

/**
 * A rainy day's sky for an outdoor background: a heavy grey ceiling of cloud over the whole sky, down to the
 * hills, a grey wash over the scenery and dense rain slanting down over it, so the sun and blue sky of a 'day'
 * background read as a downpour (a bank of clouds over a blue sky with a few streaks read as a shower passing).
 * Drawn first (just after the background), so people keep their own colours and no streak crosses a face; the
 * scene's own `weather: 'rain'` (or 'shelter-rain') falls in front of them. Its box is 100 wide, y = 0 at its
 * bottom, but it runs well past each side and up so a tall re-staging never shows an edge: place it at the
 * canvas's bottom centre (x 400, y 500) at size 800.
 */
export const overcastSky: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The sky itself, grey to the hills: opaque high up, thinning as it comes down to the horizon.
        '<rect x="-80" y="-130" width="160" height="97" fill="#7f8996"/>',
        ...[0.9, 0.78, 0.64, 0.5, 0.36, 0.22, 0.1].map(
          (o, i) => `<rect x="-80" y="${-33.2 + i * 1.2}" width="160" height="1.3" fill="#8b95a1" opacity="${o}"/>`,
        ),
        '<rect x="-80" y="-130" width="160" height="136" fill="#5d6a78" opacity=".3"/>',
        // Low heavy clouds rolling across it, darker underneath.
        '<g fill="#6b7684"><ellipse cx="-58" cy="-55" rx="16" ry="9"/><ellipse cx="-34" cy="-58" rx="18" ry="9"/><ellipse cx="-8" cy="-55" rx="18" ry="9"/><ellipse cx="18" cy="-58" rx="18" ry="9"/><ellipse cx="42" cy="-55" rx="16" ry="9"/><ellipse cx="64" cy="-57" rx="14" ry="9"/><ellipse cx="-20" cy="-44" rx="20" ry="5"/><ellipse cx="30" cy="-44" rx="22" ry="5"/></g>',
        '<g fill="#56616e"><ellipse cx="-40" cy="-49" rx="18" ry="3.5"/><ellipse cx="-2" cy="-48" rx="18" ry="3.5"/><ellipse cx="34" cy="-49" rx="16" ry="3.5"/><ellipse cx="62" cy="-48" rx="12" ry="3"/></g>',
        '<g fill="#98a2ae"><ellipse cx="-30" cy="-64" rx="9" ry="2.6"/><ellipse cx="10" cy="-65" rx="10" ry="2.6"/><ellipse cx="48" cy="-63" rx="8" ry="2.4"/></g>',
        downpour(),
      ].join(''),
    ),
};
