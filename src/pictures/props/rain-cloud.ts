import { scaled } from './kit';
import type { PropDefinition } from './types';

/** A grey rain cloud with drops falling below it; it floats, so y = 0 is where the rain ends. */
export const rainCloud: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<g fill="#8e99a8"><ellipse cx="0" cy="-80" rx="46" ry="18"/><circle cx="-18" cy="-92" r="20"/><circle cx="14" cy="-98" r="24"/></g><ellipse cx="6" cy="-72" rx="38" ry="8" fill="#77818f"/><ellipse cx="8" cy="-102" rx="10" ry="6" fill="#b8c2cf"/><g stroke="#5aa9ea" stroke-width="3" stroke-linecap="round"><path d="M-28 -56l-4 12M-8 -50l-4 12M12 -56l-4 12M32 -50l-4 12M-18 -26l-4 12M2 -20l-4 12M22 -26l-4 12"/></g>`,
    ),
};
