import type { PropDefinition } from '@/pictures';
import { umbrella } from './umbrella';

/**
 * The big open umbrella held low by its handle, like a beach umbrella planted over a picnic: the
 * same umbrella as 'umbrella', but the hand closes round the shaft just above the hook, so the long
 * shaft rises from the fist and the canopy opens well above the holder's head (the plain umbrella is
 * gripped high, under its canopy, as when walking in the rain).
 */
export const bigUmbrella: PropDefinition = {
  grip: 0.06,
  variants: ['open'],
  draw: ({ size }) => umbrella.draw({ size, variant: 'open' }),
};
