import { bowl, scaled, tones, type PropDefinition } from '@/pictures';

/** A 밥그릇 with a dome of white rice. */
export const riceBowl: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const rice = [
      `<path d="M-38 -48Q-34 -74 0 -76Q34 -74 38 -48Q0 -38 -38 -48Z" fill="${tones.cream.light}"/>`,
      `<path d="M10 -74Q34 -70 38 -48Q24 -44 14 -44Q24 -58 10 -74Z" fill="#ebe6dc"/>`,
      '<g fill="#e2dccf"><ellipse cx="-14" cy="-60" rx="3" ry="1.6"/><ellipse cx="4" cy="-66" rx="3" ry="1.6"/><ellipse cx="-22" cy="-52" rx="3" ry="1.6"/><ellipse cx="16" cy="-56" rx="3" ry="1.6"/></g>',
    ].join('');
    return scaled(size, bowl(84, 46, rice, tones.china, '#d98f8f'));
  },
};
