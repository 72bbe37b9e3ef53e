import { scaled, tones, type PropDefinition } from '@/pictures';

const wall = { base: '#f6e2c4', shade: '#e1c59e', light: '#fff3df' };
const white = { base: '#fbfbf7', shade: '#dcdcd2' };

/**
 * The front of a family house seen over its white picket fence: cream wall, red roof, front door
 * on the right, and a gap in the fence at the middle where a gate prop goes; room on the wall above
 * the gap for a window prop (put both at the house's x).
 */
export const houseFront: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const pickets = [-58, -48, -38, -28, 20, 30, 40, 50].map((x) => `<path d="M${x} 0V-30l4 -5l4 5V0Z" fill="${white.base}"/>`).join('');
    return scaled(
      size,
      `<rect x="-50" y="-100" width="100" height="100" fill="${wall.base}"/><rect x="34" y="-100" width="16" height="100" fill="${wall.shade}"/><path d="M-58 -98L0 -146L58 -98Z" fill="${tones.red.base}"/><path d="M0 -146L58 -98H38Z" fill="${tones.red.shade}"/><path d="M-58 -98H58" stroke="${tones.red.shade}" stroke-width="4"/><rect x="24" y="-62" width="20" height="50" rx="2" fill="${tones.darkWood.base}"/><circle cx="40" cy="-36" r="2" fill="${tones.yellow.base}"/><path d="M-60 -20h44M18 -20h42" stroke="${white.shade}" stroke-width="4"/>${pickets}`,
    );
  },
};
