import type { GameLevel, PaletteKind, ProgramBlock } from '@/shared/adventure';
import type { Action } from './engine/board';
import { blockKind } from './engine/program';

export interface BlockLook {
  /** What the block says on screen, in Korean first… */
  label: string;
  /** …and as a quiet English second line. */
  labelEn: string;
  /** The name on a phone's palette button, where two short lines of 14 px must say it. */
  short: string;
  /** What a screen reader says, in Korean and in English. */
  spoken: string;
  spokenEn: string;
  icon: string;
  /** Tailwind colours: moves are blue, collect green, repeats purple, questions orange, the child's own block pink. */
  tint: string;
}

const move = 'bg-sky-100 text-sky-950 ring-sky-300';
const repeat = 'bg-violet-100 text-violet-950 ring-violet-300';
const question = 'bg-orange-100 text-orange-950 ring-orange-300';

const look = (label: string, labelEn: string, spoken: string, spokenEn: string, icon: string, tint: string, short = label): BlockLook => ({
  label,
  labelEn,
  short,
  spoken,
  spokenEn,
  icon,
  tint,
});

const repeatLook = (n: number) => look(`${n}번 반복`, `Repeat ${n}x`, `${n}번 반복`, `Repeat ${n} times`, 'repeat-button', repeat);

const looks: Record<Exclude<PaletteKind, 'call'>, BlockLook> = {
  // A phone's palette button is about 56 px wide: at 14 px, '오른쪽으로' does not fit on one line, '오른쪽' does (the arrow says the rest).
  up: look('위로', 'Up', '위로 한 칸', 'Move up', 'up-arrow', move, '위'),
  down: look('아래로', 'Down', '아래로 한 칸', 'Move down', 'down-arrow', move, '아래'),
  left: look('왼쪽으로', 'Left', '왼쪽으로 한 칸', 'Move left', 'left-arrow', move, '왼쪽'),
  right: look('오른쪽으로', 'Right', '오른쪽으로 한 칸', 'Move right', 'right-arrow', move, '오른쪽'),
  collect: look('줍기', 'Collect', '줍기', 'Collect', 'basket', 'bg-emerald-100 text-emerald-950 ring-emerald-300'),
  forward: look('앞으로', 'Forward', '앞으로 한 칸', 'Go forward', 'footprints', move),
  'turn-left': look('왼쪽으로 돌기', 'Turn left', '왼쪽으로 돌기', 'Turn left', 'right-arrow-curving-left', move, '왼쪽 돌기'),
  'turn-right': look('오른쪽으로 돌기', 'Turn right', '오른쪽으로 돌기', 'Turn right', 'left-arrow-curving-right', move, '오른쪽 돌기'),
  'repeat-2': repeatLook(2),
  'repeat-3': repeatLook(3),
  'repeat-4': repeatLook(4),
  'repeat-5': repeatLook(5),
  'repeat-6': repeatLook(6),
  'repeat-until': look('깃발까지 반복', 'Repeat until flag', '깃발에 닿을 때까지 반복', 'Repeat until the flag', 'chequered-flag', repeat, '깃발까지 반복'),
  'if-ahead': look('앞에 길이 있으면', 'If path ahead', '앞에 길이 있으면', 'If there is a path ahead', 'red-question-mark', question, '앞에 길?'),
  'if-left': look('왼쪽에 길이 있으면', 'If path left', '왼쪽에 길이 있으면', 'If there is a path to the left', 'red-question-mark', question, '왼쪽에 길?'),
  'if-right': look(
    '오른쪽에 길이 있으면',
    'If path right',
    '오른쪽에 길이 있으면',
    'If there is a path to the right',
    'red-question-mark',
    question,
    '오른쪽에 길?',
  ),
};

/** The child's own block is named by the level ("꽃 따기 · Pick a flower"). */
function callLook(level: Pick<GameLevel, 'procedure'>): BlockLook {
  const name = level.procedure ?? { name: 'My block', nameKo: '나만의 블록' };
  return look(name.nameKo, name.name, name.nameKo, name.name, 'magic-wand', 'bg-pink-100 text-pink-950 ring-pink-300');
}

export function paletteLook(kind: PaletteKind, level: Pick<GameLevel, 'procedure'>): BlockLook {
  return kind === 'call' ? callLook(level) : looks[kind];
}

export function blockLook(block: ProgramBlock, level: Pick<GameLevel, 'procedure'>): BlockLook {
  return paletteLook(blockKind(block), level);
}

/** The look of what a running step does, for the "now running" line under the map. */
export function actionLook(action: Action): BlockLook {
  switch (action.type) {
    case 'move':
      return looks[action.direction];
    case 'turn':
      return looks[action.turn === 'left' ? 'turn-left' : 'turn-right'];
    default:
      return looks[action.type];
  }
}
