import { bush, clearOfEdges, defs, landmark, pine, rect, roundTree, sky, vGradient, WHOLE_WIDTH, type ViewSpan, type TimeOfDay } from './parts';

function mushroom(view: ViewSpan, x: number, y: number, s = 1): string {
  return `<g transform="translate(${clearOfEdges(x, 23 * s, view)} ${y}) scale(${s})"><rect x="-6" y="-18" width="12" height="18" rx="4" fill="#fff3e0"/><path d="M-22 -16q22-34 44 0Z" fill="#e53935"/><circle cx="-8" cy="-24" r="3.5" fill="#fff"/><circle cx="7" cy="-22" r="3" fill="#fff"/></g>`;
}

/** Sky glow, two rows of trees and sunbeams: the part both forest pictures share. */
function woods(): string {
  const far = [20, 110, 200, 300, 500, 600, 690, 780].map((x, i) => pine(x, 330, 0.9 + (i % 3) * 0.15, '#8cc79a'));
  const mid = [60, 250, 560, 740].map((x, i) => roundTree(x, 360, 1 + (i % 2) * 0.2, '#4f9e4a', '#3a7d3f'));
  return [
    defs(
      vGradient('sky', ['#e8f6d0', '#c6e6a8']),
      vGradient('grass', ['#7dbd5c', '#5ea446']),
      '<linearGradient id="bg-ray" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#fffbe0" stop-opacity=".5"/><stop offset="100%" stop-color="#fffbe0" stop-opacity="0"/></linearGradient>',
    ),
    sky('sky'),
    landmark('pine-trees pine-tree', far.join('')),
    '<path d="M0 330q400-30 800 0V400H0Z" fill="#9fd08a"/>',
    mid.join(''),
    '<g fill="url(#bg-ray)"><path d="M300 0h50L470 360h-60Z"/><path d="M420 0h30l120 330h-40Z"/></g>',
    // big trunks framing the picture at both edges
    '<path d="M0 0h48q-8 200 14 420H0Z" fill="#7a4e33"/><path d="M800 0h-44q10 220-16 420h60Z" fill="#6d4529"/>',
    '<path d="M20 120q10 60 0 120M780 90q-10 80 0 150" stroke="#5d3b26" stroke-width="4" fill="none"/>',
  ].join('');
}

export function forest(_time: TimeOfDay, view = WHOLE_WIDTH): string {
  return [
    woods(),
    rect(0, 380, 800, 120, 'url(#bg-grass)'),
    bush(130, 400, 1.1, '#4a8f3f'),
    bush(680, 404, 1.2, '#4a8f3f'),
    mushroom(view, 200, 440),
    mushroom(view, 228, 446, 0.7),
    mushroom(view, 610, 452, 0.9),
    '<path d="M330 470q8-18 16 0M480 466q8-18 16 0M400 488q8-18 16 0" stroke="#4a8f3f" stroke-width="4" fill="none"/>',
  ].join('');
}

export function forestPath(_time: TimeOfDay, view = WHOLE_WIDTH): string {
  return [
    woods(),
    rect(0, 370, 800, 130, 'url(#bg-grass)'),
    // the path narrows towards the trees so it leads the eye into the woods
    landmark(
      'forest-path path',
      '<path d="M230 500C320 440 450 430 392 372h26c60 50-10 80 170 128Z" fill="#e2c18e"/><path d="M300 500c60-40 130-60 110-100h8c40 50-20 60 60 100Z" fill="#eed4a6"/>',
    ),
    '<g fill="#b0a89a"><ellipse cx="170" cy="470" rx="16" ry="9"/><ellipse cx="530" cy="478" rx="18" ry="10"/><ellipse cx="470" cy="410" rx="10" ry="6"/></g>',
    bush(100, 410, 1.1, '#4a8f3f'),
    bush(700, 420, 1.2, '#4a8f3f'),
    mushroom(view, 640, 460, 0.9),
  ].join('');
}
