import { berryAt } from './birthday-cake';
import { scaled, type PropDefinition } from '@/pictures';

/** One big strawberry, held by its green cap to set on a cake: `size` is its width (it is a little taller). */
export const strawberry: PropDefinition = {
  grip: 0.9,
  variants: [],
  draw: ({ size }) => scaled(size, `<g transform="scale(8.6)">${berryAt(0, 0, 1)}</g>`),
};
