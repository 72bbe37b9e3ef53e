import { scaled, type PropDefinition } from '@/pictures';

/**
 * One tear about to fall, worn (`wearing`, size 30 for a child) so it sits on the cheek below the
 * picture-right eye of a face turned three-quarter left: a child close to tears, the phone at the other ear.
 */
export const tearDrop: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M6 96Q-3 110 -2 116A8 8 0 0 0 14 116Q15 110 6 96Z" fill="#8fd3ff" stroke="#4aa3df" stroke-width="2"/><ellipse cx="3" cy="113" rx="2.5" ry="3.5" fill="#ffffff" opacity=".8"/>`,
    ),
};
