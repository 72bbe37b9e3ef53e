import { scaled, tones, type PropDefinition } from '@/pictures';

const bark = tones.wood;
const leaf = { base: '#6cbf5f', shade: '#4a9a45', light: '#a6e08f' };

/** A long fallen branch, 'lying' along, with twigs and a few leaves. */
export const branch: PropDefinition = {
  variants: ['lying'],
  draw: ({ size }) => {
    const stick = `<path d="M-50 -8Q0 -16 48 -10" stroke="${bark.base}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M-50 -5Q0 -12 48 -7" stroke="${bark.shade}" stroke-width="3.5" fill="none" stroke-linecap="round"/><path d="M-10 -13l10 -14M18 -13l6 -12M28 -11l14 4" stroke="${bark.base}" stroke-width="3" fill="none" stroke-linecap="round"/><g fill="${leaf.base}"><ellipse cx="2" cy="-30" rx="8" ry="4.5" transform="rotate(-40 2 -30)"/><ellipse cx="-8" cy="-29" rx="7" ry="4" transform="rotate(30 -8 -29)" fill="${leaf.shade}"/><ellipse cx="26" cy="-27" rx="8" ry="4.5" transform="rotate(-60 26 -27)"/><ellipse cx="32" cy="-22" rx="7" ry="4" transform="rotate(20 32 -22)" fill="${leaf.light}"/><ellipse cx="45" cy="-5" rx="8" ry="4.5" fill="${leaf.shade}"/><ellipse cx="-4" cy="-22" rx="6" ry="3.5" fill="${leaf.light}"/><ellipse cx="-36" cy="-14" rx="7" ry="4" transform="rotate(-20 -36 -14)"/></g>`;
    return scaled(size, stick);
  },
};
