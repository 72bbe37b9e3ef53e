import { scaled, tones, type PropDefinition } from '@/pictures';

/** A mixing bowl of creamy batter, 'stirring': the spoon out of it, in a stirring hand. */
export const mixingBowl: PropDefinition = {
  grip: 0,
  variants: ['stirring'],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-50 -50Q-46 0 0 0Q46 0 50 -50Z" fill="${tones.teal.base}"/><path d="M20 -4Q46 -10 50 -50H34Q34 -12 20 -4Z" fill="${tones.teal.shade}"/><ellipse cy="-50" rx="50" ry="10" fill="${tones.teal.light}"/><ellipse cy="-49" rx="45" ry="7.5" fill="#f8dc9a"/>`,
    ),
};
