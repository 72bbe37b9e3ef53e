import { bowl, scaled, tones, type PropDefinition } from '@/pictures';

/** 미역국 in a 국그릇: light brown broth with dark green seaweed, and a 숟가락 resting in it. */
export const miyeokguk: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const soup = [
      '<ellipse cy="-43" rx="44" ry="11" fill="#d4ac72"/><ellipse cx="-6" cy="-45" rx="30" ry="6" fill="#e4c28f"/>',
      '<g fill="none" stroke-linecap="round"><path d="M-30 -44q6-6 12 0t12 0" stroke="#2e5a36" stroke-width="5"/><path d="M2 -40q6-6 12 0t12-1" stroke="#2e5a36" stroke-width="5"/><path d="M-14 -48q5-5 10 0t10 0" stroke="#3f7a4a" stroke-width="4"/><path d="M-20 -38q4 3 10 0" stroke="#4b8a56" stroke-width="3"/></g>',
      `<path d="M8 -45L46 -74" stroke="${tones.metal.shade}" stroke-width="5" stroke-linecap="round"/><path d="M9 -46L46 -74" stroke="${tones.metal.light}" stroke-width="2" stroke-linecap="round"/><ellipse cx="2" cy="-41" rx="9" ry="5" fill="${tones.metal.base}" transform="rotate(-30 2 -41)"/>`,
    ].join('');
    return scaled(size, bowl(100, 44, soup));
  },
};
