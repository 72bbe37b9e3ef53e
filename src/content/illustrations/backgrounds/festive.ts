import { bunting, defs, landmark, rect, room, scatter, sky, stars, vGradient } from './parts';

const partyColors = ['#ff6b8b', '#ffd54a', '#5ab0ff', '#7ed67e', '#b07cff'];

function balloon(x: number, y: number, color: string): string {
  return `<path d="M${x} ${y + 34}q-8 40 6 80" stroke="#8b6b4a" stroke-width="2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="26" ry="32" fill="${color}"/><ellipse cx="${x - 9}" cy="${y - 12}" rx="6" ry="9" fill="#fff" opacity=".45"/><path d="M${x - 5} ${y + 36}h10l-5-6Z" fill="${color}"/>`;
}

export function partyRoom(): string {
  const confetti = scatter(17, 26, 20, 90, 760, 200).map(([x, y], i) =>
    rect(x, y, 8, 5, partyColors[i % partyColors.length]!, `transform="rotate(${(i * 37) % 180} ${x} ${y})"`),
  );
  return [
    defs(vGradient('wall', ['#fff1f6', '#ffe2ec'])),
    room('wall', '#e8c39a', '#d3a676', 380),
    confetti.join(''),
    '<path d="M0 20q100 60 200 0t200 0t200 0t200 0" stroke="#b07cff" stroke-width="6" fill="none" opacity=".6"/>',
    bunting(40, partyColors),
    balloon(60, 160, '#ff6b8b'),
    balloon(110, 190, '#5ab0ff'),
    balloon(700, 170, '#ffd54a'),
    balloon(750, 150, '#7ed67e'),
    // a table with a cloth at the right, for cake or presents placed as actors
    '<path d="M580 400v-20M760 400v-20" stroke="#a1673f" stroke-width="8"/>',
    '<path d="M556 330h228l10 46q-24 14-48 0t-48 0t-48 0t-48 0t-48 0Z" fill="#fff"/><rect x="550" y="322" width="240" height="12" rx="6" fill="#ffb3c7"/>',
    rect(650, 290, 40, 40, '#5ab0ff', 'rx="4"'),
    '<path d="M670 290v40M650 310h40" stroke="#ffd54a" stroke-width="6"/>',
    '<ellipse cx="330" cy="446" rx="220" ry="32" fill="#ffffff" opacity=".35"/>',
  ].join('');
}

export function nightSky(): string {
  return [
    defs(vGradient('sky', ['#0a1133', '#23306a', '#4b3f80'])),
    sky('sky'),
    landmark('stars', stars(41, 90, 330)),
    '<g fill="#fff6c8"><path d="M200 90l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z"/><path d="M520 170l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z"/></g>',
    '<path d="M560 60l-90 40" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/>',
    moonFull(660, 110),
    '<path d="M0 330q120-50 240-10t260-20t300 10V400H0Z" fill="#27355f"/>',
    '<path d="M0 370q200-30 400 0t400-10V500H0Z" fill="#2a4a5a"/>',
    '<g fill="#fff59d" opacity=".8"><circle cx="120" cy="430" r="3"/><circle cx="650" cy="420" r="3"/><circle cx="720" cy="460" r="2.5"/><circle cx="80" cy="470" r="2.5"/></g>',
  ].join('');
}

/** A round full moon with craters, for a clear night. */
function moonFull(x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="80" fill="#fff6c8" opacity=".08"/><circle cx="${x}" cy="${y}" r="56" fill="#fff6c8" opacity=".12"/><circle cx="${x}" cy="${y}" r="38" fill="#fff3c0"/><g fill="#efe0a0"><circle cx="${x - 12}" cy="${y - 8}" r="8"/><circle cx="${x + 14}" cy="${y + 10}" r="6"/><circle cx="${x + 6}" cy="${y - 18}" r="4"/></g>`;
}

function stall(x: number, awningA: string, produce: readonly string[]): string {
  const scallops = Array.from({ length: 5 }, (_, i) => `<path d="M${x + i * 48} 150h48v20q-24 20-48 0Z" fill="${i % 2 ? '#fff' : awningA}"/>`);
  const fruit = produce.flatMap((c, k) =>
    [0, 1, 2].map((j) => `<circle cx="${x + 34 + k * 80 + j * 18}" cy="${302 - (j === 1 ? 10 : 0)}" r="11" fill="${c}"/>`),
  );
  return [
    `<path d="M${x + 6} 330V150M${x + 234} 330V150" stroke="#8d5f36" stroke-width="8"/>`,
    `<path d="M${x - 6} 150l20-40h212l20 40Z" fill="${awningA}"/>`,
    scallops.join(''),
    fruit.join(''),
    produce.map((_, k) => rect(x + 18 + k * 80, 300, 68, 30, '#c98f5d', 'rx="3"')).join(''),
    rect(x - 4, 330, 248, 56, '#a86f43', 'rx="4"'),
    rect(x + 6, 340, 228, 8, '#8d5f36'),
  ].join('');
}

export function market(): string {
  return [
    defs(vGradient('sky', ['#9bd5f7', '#eaf6fd']), vGradient('paving', ['#ead9bf', '#d9c3a1'])),
    sky('sky'),
    '<path d="M0 110h90v-30h80v50h110v-40h90v30h120v-50h90v40h110v-20h110V330H0Z" fill="#e0cdb4"/>',
    '<g fill="#f6eee2"><rect x="110" y="92" width="22" height="16" rx="3"/><rect x="300" y="104" width="22" height="16" rx="3"/><rect x="510" y="84" width="22" height="16" rx="3"/><rect x="720" y="104" width="22" height="16" rx="3"/></g>',
    stall(20, '#e85d5d', ['#e53935', '#ff9f1c', '#8bc34a']),
    stall(280, '#3f8fd8', ['#ffd54a', '#7e57c2', '#e53935']),
    stall(540, '#2e9c6a', ['#8bc34a', '#ff9f1c', '#ffd54a']),
    rect(0, 386, 800, 114, 'url(#bg-paving)'),
    '<path d="M0 440h800M0 480h800" stroke="#c9b08a" stroke-width="2"/>',
  ].join('');
}
