import { scaled, tones, type PropDefinition } from '@/pictures';

/** A lady's handbag with a loop handle (a grandmother's), its base at y = 0, held at the top of its handle. */
export const handbag: PropDefinition = {
  grip: 1,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-18 -60v-22q0-12 18-12t18 12v22" stroke="${tones.darkWood.shade}" stroke-width="7" fill="none"/><path d="M-40 -60h80l-6 52q-1 8-9 8h-50q-8 0-9-8Z" fill="${tones.purple.shade}"/><path d="M-40 -60h80v12h-80Z" fill="${tones.purple.base}"/><rect x="-8" y="-52" width="16" height="10" rx="2" fill="${tones.yellow.base}"/>`,
    ),
};
