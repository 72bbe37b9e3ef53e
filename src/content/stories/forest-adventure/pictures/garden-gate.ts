import { scaled, tones, type PropDefinition } from '@/pictures';

const wood = tones.wood;

/** A wooden garden gate between two posts: upright slats, a cross brace and a latch. */
export const gardenGate: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const slats = [-34, -20, -6, 8, 22]
      .map((x) => `<path d="M${x} -4V-78l6 -6 6 6V-4Z" fill="${wood.base}"/><path d="M${x + 8} -4V-80l4 2V-4Z" fill="${wood.shade}"/>`)
      .join('');
    return scaled(
      size,
      `<rect x="-50" y="-96" width="12" height="96" rx="2" fill="${tones.darkWood.base}"/><rect x="38" y="-96" width="12" height="96" rx="2" fill="${tones.darkWood.base}"/><rect x="-52" y="-100" width="16" height="6" rx="2" fill="${tones.darkWood.light}"/><rect x="36" y="-100" width="16" height="6" rx="2" fill="${tones.darkWood.light}"/>${slats}<rect x="-36" y="-70" width="72" height="9" rx="2" fill="${wood.light}"/><rect x="-36" y="-24" width="72" height="9" rx="2" fill="${wood.light}"/><path d="M-32 -22L30 -64" stroke="${wood.shade}" stroke-width="7" stroke-linecap="round"/><rect x="28" y="-52" width="12" height="6" rx="2" fill="${tones.metal.base}"/>`,
    );
  },
};
