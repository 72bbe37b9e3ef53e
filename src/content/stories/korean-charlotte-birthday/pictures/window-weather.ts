import { scaled, type PropDefinition } from '@/pictures';

// Many fine streaks and small beads on the glass: a few big streaks, and drops with trails, read at the size of a
// whole window as white teardrops and music notes, not a downpour.
const streaks = Array.from({ length: 80 }, (_, i) => `M${(((i * 23.7) % 106) - 50).toFixed(1)} ${(((i * 17.3) % 100) - 92).toFixed(1)}l-1.8 7`).join('');
const beads = [
  [-38, -40],
  [-20, -66],
  [-8, -22],
  [14, -50],
  [30, -30],
  [38, -74],
  [-30, -12],
  [24, -84],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r=".9"/>`)
  .join('');

/**
 * The weather seen through a background's window: a pane of glass with its white glazing bars,
 * laid over the window's own glass so an indoor picture shows what is outside. 'rain': a grey
 * sky with rain streaking down and drops running on the glass; 'rain-night': the same after dark.
 * Its box is 100 wide and 97 tall (y = 0 is the pane's bottom edge), the glazing bars crossing at its
 * middle: size it to the glass inside the frame and the curtains (the living room's window: x 650,
 * y 226, size 156).
 */
export const windowWeather: PropDefinition = {
  variants: ['rain', 'rain-night'],
  draw: ({ size, variant }) => {
    const night = variant === 'rain-night';
    const sky = night ? ['#26325a', '#1e2848', '#34426e'] : ['#9aa7b5', '#83909f', '#b7c1cc'];
    const cloud = night ? ['#3a4772', '#2e3a62'] : ['#7b8694', '#68727f'];
    const clouds = [
      `<g fill="${cloud[0]}"><ellipse cx="-30" cy="-84" rx="26" ry="11"/><ellipse cx="-8" cy="-90" rx="20" ry="12"/><ellipse cx="22" cy="-86" rx="28" ry="11"/><ellipse cx="40" cy="-66" rx="18" ry="8"/><ellipse cx="-44" cy="-62" rx="14" ry="6"/></g>`,
      `<g fill="${cloud[1]}"><ellipse cx="-18" cy="-78" rx="24" ry="5"/><ellipse cx="22" cy="-79" rx="24" ry="5"/></g>`,
    ].join('');
    const rain =
      `<path d="${streaks}" stroke="${night ? '#7d8fc4' : '#e3ecf5'}" stroke-width=".6" stroke-linecap="round" opacity=".8"/>` +
      `<g fill="${night ? '#8fa3dc' : '#eaf4ff'}" opacity=".8">${beads}</g>`;
    // Clouds and rain stay on the glass: the pane is its own viewport, so nothing spills onto the curtains or the wall.
    return scaled(
      size,
      [
        `<svg x="-50" y="-97" width="100" height="97" viewBox="-50 -97 100 97" overflow="hidden">`,
        `<rect x="-50" y="-97" width="100" height="97" fill="${sky[0]}"/>`,
        `<rect x="-50" y="-30" width="100" height="30" fill="${sky[1]}" opacity=".6"/>`,
        `<rect x="-50" y="-97" width="100" height="14" fill="${sky[2]}" opacity=".5"/>`,
        clouds,
        rain,
        `<path d="M0 -97V0M-50 -48.5H50" stroke="#fff" stroke-width="3.8"/>`,
        `<path d="M-36 -92l-10 16M30 -44l-10 16" stroke="#fff" stroke-width="2" opacity=".25" stroke-linecap="round"/>`,
        '</svg>',
      ].join(''),
    );
  },
};
