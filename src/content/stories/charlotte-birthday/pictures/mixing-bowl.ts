import { scaled, tones, type PropDefinition } from '@/pictures';

/** A mixing bowl, with a heap of flour or creamy batter and a wooden spoon; 'stirring' is batter with the spoon out, in a stirring hand. */
export const mixingBowl: PropDefinition = {
  grip: 0,
  variants: ['flour', 'batter', 'stirring'],
  draw: ({ size, variant }) => {
    const flour = variant !== 'batter' && variant !== 'stirring';
    const inside = flour ? '#fbfaf6' : '#f8dc9a';
    return scaled(
      size,
      [
        `<path d="M-50 -50Q-46 0 0 0Q46 0 50 -50Z" fill="${tones.teal.base}"/><path d="M20 -4Q46 -10 50 -50H34Q34 -12 20 -4Z" fill="${tones.teal.shade}"/>`,
        `<ellipse cy="-50" rx="50" ry="10" fill="${tones.teal.light}"/><ellipse cy="-49" rx="45" ry="7.5" fill="${inside}"/>`,
        !flour ? '' : '<path d="M-24 -50q24-26 48 0Z" fill="#fbfaf6"/><path d="M4 -66q12 6 20 16h-14Z" fill="#e9e5da"/>',
        variant === 'stirring' ? '' : `<path d="M14 -54L46 -96" stroke="${tones.wood.base}" stroke-width="5" stroke-linecap="round"/>`,
      ].join(''),
    );
  },
};
