import { scaled, tones, type PropDefinition } from '@/pictures';

/** A toy: a red toy 'truck'. */
export const toy: PropDefinition = {
  variants: ['truck'],
  draw: ({ size }) => {
    const r = tones.red;
    const wheel = (x: number) => `<circle cx="${x}" cy="-12" r="12" fill="#3c4a5c"/><circle cx="${x}" cy="-12" r="5" fill="${tones.metal.light}"/>`;
    return scaled(
      size,
      `<rect x="-50" y="-50" width="62" height="36" rx="4" fill="${tones.yellow.base}"/><rect x="-50" y="-50" width="62" height="8" rx="3" fill="${tones.yellow.light}"/><path d="M12 -14V-56H34L50 -36V-14Z" fill="${r.base}"/><path d="M18 -50H32L44 -36H18Z" fill="${tones.blue.light}"/><rect x="-50" y="-20" width="100" height="8" rx="3" fill="${r.shade}"/>${wheel(-32)}${wheel(30)}`,
    );
  },
};
