import { scaled, type PropDefinition } from '@/pictures';

const kraft = { base: '#c8955c', shade: '#a57440', light: '#e2b985' };

/**
 * A brown paper sack of flour held in both arms: a plump kraft-paper
 * sack with its top rolled over, a cream label with a wheat ear on the front. Held low, so it
 * sits against the chest under the chin.
 */
export const flourSack: PropDefinition = {
  grip: 0.75,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<path d="M-38 0Q-44 -50 -36 -96H36Q44 -50 38 0Z" fill="${kraft.base}"/>`,
        `<path d="M14 0Q22 -50 16 -96H36Q44 -50 38 0Z" fill="${kraft.shade}"/>`,
        `<path d="M-34 -92q2 40 -2 84" stroke="${kraft.light}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/>`,
        `<rect x="-40" y="-110" width="80" height="18" rx="8" fill="${kraft.shade}"/><rect x="-38" y="-108" width="60" height="8" rx="4" fill="${kraft.light}"/>`,
        `<ellipse cx="-4" cy="-50" rx="24" ry="26" fill="#fbf1dc"/>`,
        `<path d="M-4 -30v-36" stroke="#d6a33c" stroke-width="3" stroke-linecap="round"/>`,
        [-62, -54, -46, -38]
          .map(
            (y) =>
              `<ellipse cx="-9" cy="${y}" rx="4" ry="6" fill="#e6ae2e" transform="rotate(-30 -9 ${y})"/><ellipse cx="1" cy="${y}" rx="4" ry="6" fill="#e6ae2e" transform="rotate(30 1 ${y})"/>`,
          )
          .join(''),
      ].join(''),
    ),
};
