import { scaled, tones, type PropDefinition } from '@/pictures';

/** A glue stick lying on its side, uncapped, the cap beside it; 100 wide. */
export const glueStick: PropDefinition = {
  grip: 0.2,
  variants: [],
  draw: ({ size }) => {
    const o = tones.orange;
    return scaled(
      size,
      `<rect x="-40" y="-22" width="52" height="22" rx="4" fill="${o.base}"/><rect x="-40" y="-8" width="52" height="8" rx="3" fill="${o.shade}"/><rect x="-36" y="-18" width="20" height="6" rx="2" fill="#fff" opacity=".8"/><rect x="12" y="-19" width="12" height="16" rx="2" fill="#f7f3e6"/><rect x="30" y="-22" width="16" height="22" rx="4" fill="${tones.blue.base}"/><rect x="30" y="-8" width="16" height="8" rx="3" fill="${tones.blue.shade}"/>`,
    );
  },
};
