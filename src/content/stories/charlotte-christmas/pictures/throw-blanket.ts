import { scaled, shadeOf, skinTones, type PropDefinition } from '@/pictures';

// Golden yellow, apart from her blue pajamas (in their blue, wrapped round her, it read as a blue hoodie: blind critic, p12)
// and from the red scarf she buys Grandpa (in the scarf's red, a child could think she was wearing the present: r86).
const b = { base: '#f5c443', shade: '#cf9a24', light: '#ffe28a' };
/**
 * A soft thick blanket: 'wrapped' round both shoulders of someone sitting turned three-quarters to the left (its
 * base at the seat under the back, the collar behind the neck at about (-14, -92)); drawn just after the person, it
 * covers both shoulders, the near upper arm and the back down to the seat, its front edge crossed over the chest to
 * the near hip, so the face, the forearm out under it and the knees show (drawn before them, round the back alone, it
 * read as a backpack; over their front, as a plaid blob), or 'heaped' on the floor where it was thrown off. (A blanket
 * over a lap is the person's own `lapBlanket`.)
 */
export const throwBlanket: PropDefinition = {
  variants: ['wrapped', 'heaped'],
  draw: ({ size, variant }) => {
    if (variant === 'heaped') {
      // Dropped in a heap on the floor where it was thrown off, its base on the floor at 0: a low crumpled mound, a fold
      // rolled over on top showing the shaded underside, the bound hem running in and out along it, and one corner
      // still in the air off its top as it lands. (Flying high in the window, a flung blanket read as a lampshade or a
      // jellyfish: blind critic r80, p13.)
      const mound = 'M-52 0Q-56 -10 -46 -16Q-44 -28 -30 -30Q-20 -40 -6 -34Q4 -44 18 -38Q30 -42 38 -30Q52 -26 50 -14Q58 -8 54 0Z';
      const rolled = 'M-30 -30Q-20 -40 -6 -34Q4 -44 18 -38Q8 -30 -2 -26Q-14 -22 -30 -30Z';
      const corner = 'M18 -38Q30 -42 38 -30Q44 -44 40 -60Q34 -52 26 -50Q22 -44 18 -38Z';
      const hem = 'M-50 -4Q-40 -14 -28 -8Q-18 -2 -8 -12Q2 -20 12 -10Q22 -2 34 -12Q42 -18 52 -8';
      const creases = ['M-40 -16Q-30 -22 -20 -18', 'M-4 -22Q6 -28 16 -24', 'M26 -24Q34 -22 42 -16'];
      return scaled(
        size,
        `<ellipse cx="0" cy="0" rx="56" ry="5" fill="#000" opacity=".18"/>` +
          `<path d="${mound}" fill="${b.base}"/><path d="${rolled}" fill="${b.shade}"/><path d="${corner}" fill="${b.light}"/>` +
          creases.map((d) => `<path d="${d}" stroke="${shadeOf(b.base, -0.2)}" stroke-width="3.5" stroke-linecap="round" fill="none"/>`).join('') +
          `<path d="${hem}" stroke="#f2d8c8" stroke-width="4" stroke-linecap="round" fill="none"/>`,
      );
    }
    // Round her shoulders as a shawl, from a soft rolled collar at her neck down her back to the seat and down her front
    // to her lap, where it lies over the same blue cloth she has over her knees (her own `lapBlanket`, so her knees show
    // their shape under it and the cloth falls over them in folds). Its two front edges meet at her chest where her hands
    // hold them: a V of pajama above her hands, the edges parting a little below them. (Drawn as one bell from collar to
    // shins with two fists stamped on it and a comb of fringe, her body vanished into a blue lampshade: blind critic, p12.)
    const shawl =
      // The near edge from the collar to her fists under her chin, and from there down her front to the lap.
      'M-20 -96Q-26 -92 -30 -88Q-34 -74 -42 -58Q-50 -46 -56 -44' +
      // The hem lying across her lap in soft scallops where it drapes over the lap cloth, back to the seat.
      'Q-48 -38 -38 -40Q-28 -32 -16 -36Q-4 -26 8 -28Q18 -16 28 -14Q34 -6 31 2' +
      // Her back down to the seat, up to her shoulder and over to the collar.
      'Q38 -24 34 -48Q32 -86 18 -99Q6 -107 -10 -100Q-16 -100 -20 -96Z';
    // The far front edge, from the other side of the collar to her fists, and down to her lap beside the near edge.
    const farEdge = 'M-14 -98Q-16 -92 -20 -86Q-24 -70 -26 -54Q-28 -44 -22 -38Q-12 -46 -12 -62Q-10 -84 -6 -98Z';
    const back = 'M18 -99Q32 -84 34 -44Q38 -20 31 2Q22 6 16 0Q26 -40 12 -100Z';
    // The cloth pulled tight from her fists: folds fanning down from where they gather it, and her forearms' shape
    // under it, from the fists down to her elbows at her sides, so her arms are in the blanket holding it.
    const folds = ['M-30 -78Q-36 -62 -46 -48', 'M-22 -76Q-20 -60 -14 -44', 'M6 -84Q14 -56 12 -26'];
    const forearms = ['M-26 -78Q-16 -72 -4 -66', 'M-18 -80Q-8 -78 2 -74'];
    // The near fist under her chin gripping the two edges shut, seen from the front: her knuckles curled over the
    // gathered cloth, the thumb across them, her pajama cuff at the wrist below. (Two small cuffed stubs, one at her
    // chest and one at her waist, read as hands glued on the outside of a coat: blind critic, p12.)
    const skin = skinTones.lightWarm;
    const line = shadeOf(skin, -0.35);
    const cuff = '#dfe6f0';
    const cuffLine = shadeOf(cuff, -0.4);
    const fist = (cx: number, cy: number) =>
      // The gathered cloth bunched out above the fist.
      `<path d="M${cx - 6} ${cy - 4}Q${cx - 2} ${cy - 10} ${cx + 1} ${cy - 7}Q${cx + 4} ${cy - 10} ${cx + 6} ${cy - 4}Z" fill="${b.shade}"/>` +
      // The wrist's cuff below it.
      `<rect x="${cx - 4}" y="${cy + 3}" width="8" height="4.6" rx="1.6" fill="${cuff}" stroke="${cuffLine}" stroke-width="1.1"/>` +
      `<rect x="${cx - 6.5}" y="${cy - 5.5}" width="13" height="10.5" rx="4.4" fill="${skin}" stroke="${line}" stroke-width="1.3"/>` +
      // The curled fingers' joints side by side, and the thumb across under them.
      [-3.2, 0, 3.2].map((dx) => `<path d="M${cx + dx} ${cy - 5}v4.2" stroke="${line}" stroke-width=".9" stroke-linecap="round"/>`).join('') +
      `<path d="M${cx - 5} ${cy + 1.4}Q${cx - 1} ${cy + 3} ${cx + 3} ${cy + 1}" stroke="${line}" stroke-width="1.1" fill="none" stroke-linecap="round"/>`;
    // The far hand stays inside the blanket, under the near fist: drawn as four fingers curled round the far edge below
    // it, a critic saw a second fist dangling (r92, p12); as two fists side by side, two stamped brown lumps (r61).
    const nearHand = fist(-28, -86);
    // The rest of the blanket pooled on the seat behind her, a corner hanging over the seat's edge: a wrap with nothing
    // left over read as a red coat (blind critic r66, p12); a throw is bigger than the one in it.
    const pooled =
      `<path d="M20 -30Q44 -22 60 -8Q74 2 72 10L76 30Q66 36 58 26Q50 14 36 8Q26 4 20 -2Z" fill="${b.shade}"/>` +
      `<path d="M30 -20Q48 -12 58 -2M64 8L68 26" stroke="${shadeOf(b.base, -0.3)}" stroke-width="3" stroke-linecap="round" fill="none"/>`;
    return scaled(
      size,
      `<g transform="scale(1 .92)">${pooled}<path d="${shawl}" fill="${b.base}"/>` +
        `<path d="${back}" fill="${b.shade}"/>` +
        `<path d="${farEdge}" fill="${shadeOf(b.base, -0.1)}"/>` +
        folds.map((d) => `<path d="${d}" stroke="${shadeOf(b.base, -0.18)}" stroke-width="4" stroke-linecap="round" fill="none"/>`).join('') +
        folds
          .map((d) => `<path d="${d}" stroke="${b.light}" stroke-width="1.8" stroke-linecap="round" fill="none" opacity=".5" transform="translate(3 0)"/>`)
          .join('') +
        // The hem's soft shade as it lies over her lap, following its scallops.
        `<path d="M-56 -44Q-48 -38 -38 -40Q-28 -32 -16 -36Q-4 -26 8 -28Q18 -16 28 -14" stroke="${b.shade}" stroke-width="3.5" fill="none" stroke-linecap="round"/>` +
        forearms.map((d) => `<path d="${d}" stroke="${shadeOf(b.base, -0.14)}" stroke-width="3" stroke-linecap="round" fill="none"/>`).join('') +
        nearHand +
        // The rolled collar behind her neck.
        `<path d="M-22 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.shade}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
        `<path d="M-22 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.light}" stroke-width="3" stroke-linecap="round" fill="none"/></g>`,
    );
  },
};
