import { pineShape, scaled, type PropDefinition } from '@/pictures';

/**
 * A tall near pine, drawn as the settings draw their firs (uneven drooping tiers lit on the left, shaded on
 * the right) but stretched to this prop's old box: 100 wide, 284 tall, its trunk standing on (0, 0).
 */
export const pineTree: PropDefinition = {
  variants: [],
  draw: ({ size }) => scaled(size, `<g transform="scale(0.94 1.86)">${pineShape('#2f7d4f')}</g>`),
};
