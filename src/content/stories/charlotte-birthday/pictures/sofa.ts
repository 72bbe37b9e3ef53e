import { scaled, tones, type PropDefinition } from '@/pictures';

const w = tones.wood;

/**
 * A two-seat sofa: a back of two cushions with buttons, two seat cushions whose front faces are in shade,
 * rolled arms lit on top, a throw cushion, and a pleated skirt to the floor on stubby wooden feet; same box as before, so who sits on it
 * stays where they sit.
 */
export const sofa: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const c = tones.teal;
    const y = tones.yellow;
    const back = `<rect x="-44" y="-66" width="88" height="40" rx="12" fill="${c.shade}"/><path d="M-40 -60q20-5 40-2M2 -62q20-3 38 2" stroke="${c.base}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".8"/><path d="M0 -62v28" stroke="#2a7d73" stroke-width="1.5"/><g fill="#2a7d73"><circle cx="-20" cy="-48" r="1.6"/><circle cx="20" cy="-48" r="1.6"/></g>`;
    const seat = `<rect x="-38" y="-36" width="76" height="22" rx="6" fill="${c.base}"/><path d="M-38 -26h76v6q0 6-6 6h-64q-6 0-6-6Z" fill="${c.shade}"/><path d="M0 -35v21" stroke="#2a7d73" stroke-width="1.5"/><path d="M-36 -34h34M2 -34h34" stroke="${c.light}" stroke-width="2" stroke-linecap="round"/>`;
    const arm = (x: number) =>
      `<rect x="${x}" y="-46" width="16" height="38" rx="7" fill="${c.base}"/><rect x="${x + 9}" y="-40" width="7" height="32" rx="3.5" fill="${c.shade}" opacity=".7"/><ellipse cx="${x + 8}" cy="-42" rx="6.5" ry="3" fill="${c.light}" opacity=".8"/>`;
    const cushion = `<path d="M-30 -52q0-6 6-6h12q6 0 6 6v6q0 6-6 6h-12q-6 0-6-6Z" fill="${y.base}"/><path d="M-30 -46q0 6 6 6h12q6 0 6-6q-12 3-24 0Z" fill="${y.shade}"/><path d="M-26 -54q6-2 12 0" stroke="${y.light}" stroke-width="1.5" fill="none" stroke-linecap="round"/>`;
    // A skirt to the floor under the seat and arms, on stubby feet: through an open gap under it the feet of anyone
    // standing behind it showed, as if they stood inside it.
    const legs = `<path d="M-44 -4h6l-1 4h-4ZM38 -4h6l-1 4h-4Z" fill="${w.shade}"/><path d="M-49 -16h98v11q0 2-2 2h-94q-2 0-2-2Z" fill="#2a8a7e"/><path d="M-30 -14v10M-10 -14v10M10 -14v10M30 -14v10" stroke="#1f6d63" stroke-width="1.2" opacity=".7"/><path d="M-49 -16h98v2.4h-98Z" fill="#1f5f57" opacity=".45"/>`;
    return scaled(size, `${legs}${back}${seat}${arm(-50)}${arm(34)}${cushion}`);
  },
};
