import { scaled, shadeOf, skinTones, tones, type PropDefinition } from '@/pictures';

const b = tones.blue;
/**
 * A soft thick blanket: 'wrapped' round both shoulders of someone sitting turned three-quarters to the left (its
 * base at the seat under the back, the collar behind the neck at about (-14, -92)); drawn just after the person, it
 * covers both shoulders, the near upper arm and the back down to the seat, its front edge crossed over the chest to
 * the near hip, so the face, the forearm out under it and the knees show (drawn before them, round the back alone, it read as a backpack; over their
 * front, as a plaid blob), or 'flung' through the air. (A blanket over a lap is the person's own `lapBlanket`.)
 */
export const throwBlanket: PropDefinition = {
  variants: ['wrapped', 'flung'],
  draw: ({ size, variant }) => {
    if (variant === 'flung') {
      // Thrown loose, crumpled as it flies: an uneven outline with four corners flapping at different heights, one
      // trailing low behind, a corner flipped over to show the cloth's shaded underside, and long rippling creases along
      // its flight (creases running in to one middle read as an umbrella's ribs) (a smooth dome with a level hem hung in the air like a blue lampshade: blind
      // critic, p13; a flat checked rectangle read as a flag).
      const cloth =
        'M-60 8Q-62 -8 -54 -20Q-60 -36 -46 -52Q-34 -62 -22 -58Q-8 -72 8 -64Q22 -60 30 -70Q44 -82 58 -78' +
        'Q54 -62 46 -50Q60 -40 62 -22Q56 -14 50 -4Q38 -14 28 -10Q20 2 8 -6Q-2 -16 -12 -4Q-22 6 -32 -2Q-46 -8 -60 8Z';
      // The corner flipped back over at the top right, its underside in shade.
      const flap = 'M30 -70Q44 -82 58 -78Q54 -62 46 -50Q40 -58 30 -54Q34 -62 30 -70Z';
      // The underside showing where the lower edge curls under.
      const curl = 'M-32 -2Q-22 6 -12 -4Q-2 -16 8 -6Q0 -12 -12 -10Q-22 -4 -32 -2Z';
      const creases = ['M-50 -42Q-30 -54 -12 -42Q4 -32 22 -46Q34 -54 44 -50', 'M-54 -20Q-36 -30 -18 -22Q0 -14 18 -26Q34 -34 54 -26', 'M-8 -60Q2 -52 14 -56'];
      const flungFolds =
        creases.map((d) => `<path d="${d}" stroke="${shadeOf(b.base, -0.18)}" stroke-width="4" stroke-linecap="round" fill="none"/>`).join('') +
        creases
          .map((d) => `<path d="${d}" stroke="${b.light}" stroke-width="1.8" stroke-linecap="round" fill="none" opacity=".5" transform="translate(2 -2)"/>`)
          .join('');
      return scaled(
        size,
        `<path d="${cloth}" fill="${b.base}"/><path d="M-46 -52Q-34 -62 -22 -58Q-8 -72 8 -64Q-10 -64 -22 -52Q-34 -56 -44 -46Z" fill="${b.light}"/>` +
          `<path d="${flap}" fill="${b.shade}"/><path d="${curl}" fill="${b.shade}"/>${flungFolds}` +
          // A few tassels at the trailing corners, blown out behind.
          `<path d="M-60 8l-5 5M-58 2l-6 3M58 -78l5 -4M62 -22l6 1" stroke="${tones.cream.shade}" stroke-width="2.6" stroke-linecap="round"/>`,
      );
    }
    // Round her shoulders as a shawl, from a soft rolled collar at her neck down her back to the seat and down her front
    // to her lap, where it lies over the same blue cloth she has over her knees (her own `lapBlanket`, so her knees show
    // their shape under it and the cloth falls over them in folds). Its two front edges meet at her chest where her hands
    // hold them: a V of pajama above her hands, the edges parting a little below them. (Drawn as one bell from collar to
    // shins with two fists stamped on it and a comb of fringe, her body vanished into a blue lampshade: blind critic, p12.)
    const shawl =
      // The near edge from the collar down her front, past her hands, to the lap.
      'M-20 -96Q-30 -86 -30 -74Q-34 -60 -44 -50Q-50 -44 -56 -44' +
      // The hem lying across her lap in soft scallops where it drapes over the lap cloth, back to the seat.
      'Q-48 -38 -38 -40Q-28 -32 -16 -36Q-4 -26 8 -28Q18 -16 28 -14Q34 -6 31 2' +
      // Her back down to the seat, up to her shoulder and over to the collar.
      'Q38 -24 34 -48Q32 -86 18 -99Q6 -107 -10 -100Q-16 -100 -20 -96Z';
    // The far front edge, from the other side of the collar to her hands, and down to her lap beside the near edge.
    const farEdge = 'M-14 -98Q-10 -88 -16 -76Q-22 -64 -24 -52Q-28 -44 -22 -38Q-12 -46 -10 -60Q-6 -80 -6 -98Z';
    const back = 'M18 -99Q32 -84 34 -44Q38 -20 31 2Q22 6 16 0Q26 -40 12 -100Z';
    // Soft folds hanging from her shoulders and from where her hands gather the cloth.
    const folds = ['M-26 -62Q-36 -54 -46 -48', 'M-10 -54Q-8 -44 -4 -34', 'M6 -84Q14 -56 12 -26'];
    // Her near hand gripping the near edge at her chest, seen from its back, its wrist in her pajama cuff coming out
    // from inside the blanket between its two edges, its four fingers curled over the edge and the thumb in front of it;
    // her far hand lower, at her waist, its cuff out from under the near edge and its curled fingers round the far edge.
    // (A rounded lump with no wrist read as a loose brown lump lying on the cloth, with no forearm: blind critic, p12;
    // two same fists side by side read as stamped icons.)
    const skin = skinTones.lightWarm;
    const line = shadeOf(skin, -0.35);
    const cuff = '#dfe6f0';
    const cuffLine = shadeOf(cuff, -0.4);
    // Curled fingertips side by side down the cloth's edge, each a small rounded tip.
    const fingers = (x: number, ys: number[], w: number) =>
      ys.map((y) => `<rect x="${x}" y="${y - 1.5}" width="${w}" height="3.1" rx="1.55" fill="${skin}" stroke="${line}" stroke-width=".9"/>`).join('');
    const nearHand =
      // The cuff, from inside the opening to the wrist.
      `<path d="M-12 -76Q-18 -79 -24 -77L-23 -69Q-17 -70 -12 -68Z" fill="${cuff}" stroke="${cuffLine}" stroke-width="1.2"/>` +
      `<path d="M-22 -77.5Q-21 -73 -21.5 -69" stroke="${cuffLine}" stroke-width="1" fill="none"/>` +
      // The back of the hand, from the wrist to the knuckles over the edge.
      `<path d="M-22 -77Q-27 -79 -31 -77Q-34 -74 -33 -70Q-30 -67 -25 -68Q-21 -69 -22 -77Z" fill="${skin}" stroke="${line}" stroke-width="1.3"/>` +
      // The four fingers curled round the edge, side by side down its line, and the thumb pressed on the cloth in front.
      fingers(-36, [-78.5, -75.2, -71.9, -68.6], 5) +
      `<path d="M-24 -70Q-27 -66 -31 -65.5" stroke="${line}" stroke-width="3.4" stroke-linecap="round" fill="none"/>` +
      `<path d="M-24 -70Q-27 -66 -31 -65.5" stroke="${skin}" stroke-width="2" stroke-linecap="round" fill="none"/>`;
    const farHand =
      `<path d="M-10 -50Q-14 -52 -17 -50L-16 -43Q-13 -43 -10 -44Z" fill="${cuff}" stroke="${cuffLine}" stroke-width="1.2"/>` +
      `<path d="M-16 -50.5Q-19 -51 -21 -48Q-22 -45 -20 -43Q-18 -42.5 -16 -43.5Z" fill="${skin}" stroke="${line}" stroke-width="1.2"/>` +
      fingers(-24.4, [-49.5, -46.9, -44.3], 4.6);
    return scaled(
      size,
      `<g transform="scale(1 .92)"><path d="${shawl}" fill="${b.base}"/>` +
        `<path d="${back}" fill="${b.shade}"/>` +
        `<path d="${farEdge}" fill="${shadeOf(b.base, -0.1)}"/>` +
        folds.map((d) => `<path d="${d}" stroke="${shadeOf(b.base, -0.18)}" stroke-width="4" stroke-linecap="round" fill="none"/>`).join('') +
        folds
          .map((d) => `<path d="${d}" stroke="${b.light}" stroke-width="1.8" stroke-linecap="round" fill="none" opacity=".5" transform="translate(3 0)"/>`)
          .join('') +
        // The hem's soft shade as it lies over her lap, following its scallops.
        `<path d="M-56 -44Q-48 -38 -38 -40Q-28 -32 -16 -36Q-4 -26 8 -28Q18 -16 28 -14" stroke="${b.shade}" stroke-width="3.5" fill="none" stroke-linecap="round"/>` +
        farHand +
        nearHand +
        // The rolled collar behind her neck.
        `<path d="M-22 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.shade}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
        `<path d="M-22 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.light}" stroke-width="3" stroke-linecap="round" fill="none"/></g>`,
    );
  },
};
