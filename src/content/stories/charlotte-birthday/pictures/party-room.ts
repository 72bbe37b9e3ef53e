import { bunting, defs, rect, room, scatter, vGradient, wholeInView, type ViewSpan } from '@/pictures';

const partyColors = ['#ff6b8b', '#ffd54a', '#5ab0ff', '#7ed67e', '#b07cff'];

function balloon(x: number, y: number, color: string, view: ViewSpan): string {
  return wholeInView(
    `<path d="M${x} ${y + 34}q-8 40 6 80" stroke="#8b6b4a" stroke-width="2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="26" ry="32" fill="${color}"/><ellipse cx="${x - 9}" cy="${y - 12}" rx="6" ry="9" fill="#fff" opacity=".45"/><path d="M${x - 5} ${y + 36}h10l-5-6Z" fill="${color}"/>`,
    { x0: x - 26, x1: x + 26, y0: y - 32, y1: y + 114 },
    view,
  );
}

export function partyRoom(_time: unknown, view: ViewSpan): string {
  const confetti = scatter(17, 26, 20, 90, 760, 200).map(([x, y], i) =>
    rect(x, y, 8, 5, partyColors[i % partyColors.length]!, `transform="rotate(${(i * 37) % 180} ${x} ${y})"`),
  );
  return [
    defs(vGradient('wall', ['#fff1f6', '#ffe2ec'])),
    room('wall', '#e8c39a', '#d3a676', 380),
    confetti.join(''),
    '<path d="M0 20q100 60 200 0t200 0t200 0t200 0" stroke="#b07cff" stroke-width="6" fill="none" opacity=".6"/>',
    bunting(40, partyColors),
    balloon(60, 160, '#ff6b8b', view),
    balloon(110, 190, '#5ab0ff', view),
    balloon(700, 170, '#ffd54a', view),
    balloon(750, 150, '#7ed67e', view),
    // a table with a cloth at the right, for cake or presents placed as actors
    '<path d="M580 400v-20M760 400v-20" stroke="#a1673f" stroke-width="8"/>',
    '<path d="M556 330h228l10 46q-24 14-48 0t-48 0t-48 0t-48 0t-48 0Z" fill="#fff"/><rect x="550" y="322" width="240" height="12" rx="6" fill="#ffb3c7"/>',
    wholeInView(
      rect(650, 290, 40, 40, '#5ab0ff', 'rx="4"') + '<path d="M670 290v40M650 310h40" stroke="#ffd54a" stroke-width="6"/>',
      { x0: 650, x1: 690, y0: 290, y1: 330 },
      view,
    ),
    '<ellipse cx="330" cy="446" rx="220" ry="32" fill="#ffffff" opacity=".35"/>',
  ].join('');
}
