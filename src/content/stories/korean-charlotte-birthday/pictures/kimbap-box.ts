import { scaled, tones, type PropDefinition } from '@/pictures';

/** One slice of kimbap seen from the top: black 김, white rice, a coloured filling. */
function slice(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#2f3a2c"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="#fdfbf4"/><circle cx="${x - r * 0.25}" cy="${y - r * 0.15}" r="${r * 0.2}" fill="${tones.yellow.base}"/><circle cx="${x + r * 0.25}" cy="${y - r * 0.1}" r="${r * 0.18}" fill="${tones.orange.base}"/><circle cx="${x}" cy="${y + r * 0.28}" r="${r * 0.18}" fill="${tones.green.base}"/><circle cx="${x + r * 0.05}" cy="${y + r * 0.02}" r="${r * 0.12}" fill="${tones.pink.base}"/>`;
}

const box = tones.teal;

/**
 * A 도시락 lunch box of kimbap. 'open': seen a little from above, two rows of round slices;
 * 'closed': the lid on, held shut with a band. 100 wide, about 40 tall. 'piece': one slice on its own,
 * 80 across, tipped toward us, its seaweed side low where the fingers hold it and the rice and filling above.
 * 'end': the roll's end slice (꼬다리) lying on its side, 80 long, its rice showing at the cut and the filling poking
 * out untidily at the other end.
 */
export const kimbapBox: PropDefinition = {
  grip: 0.3,
  // A low box: carried in both hands it stays in them, held to the chest (reckoned as tall as it is wide, it hung below them).
  height: 0.4,
  variants: ['open', 'closed', 'piece', 'end'],
  draw: ({ size, variant }) => {
    if (variant === 'piece') {
      // Tipped toward us as fingers hold it, so its dark 김 side shows under the cut face: flat and round, seen
      // straight on above a fist, it read as a lollipop on a stick.
      return scaled(
        size,
        [
          '<path d="M-40 -62V-26A40 20 0 0 0 40 -26V-62Z" fill="#2f3a2c"/>',
          '<ellipse cy="-62" rx="40" ry="22" fill="#2f3a2c"/><ellipse cy="-62" rx="32" ry="17" fill="#fdfbf4"/>',
          `<ellipse cx="-11" cy="-65" rx="8" ry="4.5" fill="${tones.yellow.base}"/><ellipse cx="10" cy="-64" rx="7" ry="4" fill="${tones.orange.base}"/><ellipse cx="0" cy="-56" rx="7" ry="3.8" fill="${tones.green.base}"/><ellipse cx="1" cy="-62" rx="4.5" ry="2.6" fill="${tones.pink.base}"/>`,
        ].join(''),
      );
    }
    if (variant === 'end') {
      return scaled(
        size,
        [
          `<path d="M18 -30l16-6M20 -22l20-2M18 -12l18 6" stroke-width="7" stroke-linecap="round" stroke="${tones.yellow.base}"/>`,
          `<path d="M20 -26l18-1" stroke-width="6" stroke-linecap="round" stroke="${tones.orange.base}"/><path d="M19 -16l17 3" stroke-width="5" stroke-linecap="round" stroke="${tones.green.base}"/>`,
          '<path d="M-30 -40H22V0H-30Z" fill="#2f3a2c"/><ellipse cx="22" cy="-20" rx="8" ry="20" fill="#3d4a39"/>',
          '<ellipse cx="-30" cy="-20" rx="10" ry="20" fill="#2f3a2c"/><ellipse cx="-30" cy="-20" rx="7.5" ry="16" fill="#fdfbf4"/>',
          `<ellipse cx="-30" cy="-24" rx="2.5" ry="4" fill="${tones.yellow.base}"/><ellipse cx="-29" cy="-14" rx="2.2" ry="3.4" fill="${tones.orange.base}"/>`,
        ].join(''),
      );
    }
    if (variant === 'closed') {
      return scaled(
        size,
        `<rect x="-48" y="-34" width="96" height="34" rx="6" fill="${box.base}"/><rect x="16" y="-34" width="32" height="34" rx="6" fill="${box.shade}"/><rect x="-50" y="-40" width="100" height="12" rx="5" fill="${box.light}"/><rect x="-8" y="-41" width="16" height="41" fill="${tones.pink.base}"/><rect x="2" y="-41" width="6" height="41" fill="${tones.pink.shade}"/>`,
      );
    }
    const back = [-36, -18, 0, 18, 36].map((x) => slice(x, -34, 9)).join('');
    const front = [-27, -9, 9, 27].map((x) => slice(x, -20, 9.5)).join('');
    return scaled(
      size,
      [
        `<path d="M-50 -46L-44 -50H44L50 -46V-2Q50 0 46 0H-46Q-50 0 -50 -2Z" fill="${box.shade}"/>`,
        `<path d="M-46 -44H46V-12H-46Z" fill="#e9f6f2"/>`,
        back,
        front,
        `<rect x="-50" y="-12" width="100" height="12" rx="4" fill="${box.base}"/><rect x="-50" y="-12" width="100" height="3" fill="${box.light}"/>`,
      ].join(''),
    );
  },
};
