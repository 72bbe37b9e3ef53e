import type { PaletteKind, ProgramBlock } from '@/shared/adventure';
import type { Action } from './engine/steps';

export interface BlockLook {
  /** What the block says on screen, in Korean first… */
  label: string;
  /** …and as a quiet English second line. */
  labelEn: string;
  /** What a screen reader says, in Korean and in English. */
  spoken: string;
  spokenEn: string;
  icon: string;
  /** Tailwind colours: moves are blue, collect is green, repeats are purple. */
  tint: string;
}

const looks: Record<PaletteKind, BlockLook> = {
  up: { label: '위로', labelEn: 'Up', spoken: '위로 한 칸', spokenEn: 'Move up', icon: 'up-arrow', tint: 'bg-sky-100 text-sky-950 ring-sky-300' },
  down: { label: '아래로', labelEn: 'Down', spoken: '아래로 한 칸', spokenEn: 'Move down', icon: 'down-arrow', tint: 'bg-sky-100 text-sky-950 ring-sky-300' },
  left: {
    label: '왼쪽으로',
    labelEn: 'Left',
    spoken: '왼쪽으로 한 칸',
    spokenEn: 'Move left',
    icon: 'left-arrow',
    tint: 'bg-sky-100 text-sky-950 ring-sky-300',
  },
  right: {
    label: '오른쪽으로',
    labelEn: 'Right',
    spoken: '오른쪽으로 한 칸',
    spokenEn: 'Move right',
    icon: 'right-arrow',
    tint: 'bg-sky-100 text-sky-950 ring-sky-300',
  },
  collect: { label: '줍기', labelEn: 'Collect', spoken: '줍기', spokenEn: 'Collect', icon: 'basket', tint: 'bg-emerald-100 text-emerald-950 ring-emerald-300' },
  'repeat-3': {
    label: '3번 반복',
    labelEn: 'Repeat 3x',
    spoken: '3번 반복',
    spokenEn: 'Repeat 3 times',
    icon: 'repeat-button',
    tint: 'bg-violet-100 text-violet-950 ring-violet-300',
  },
  'repeat-5': {
    label: '5번 반복',
    labelEn: 'Repeat 5x',
    spoken: '5번 반복',
    spokenEn: 'Repeat 5 times',
    icon: 'repeat-button',
    tint: 'bg-violet-100 text-violet-950 ring-violet-300',
  },
};

export function paletteLook(kind: PaletteKind): BlockLook {
  return looks[kind];
}

export function blockKind(block: ProgramBlock): PaletteKind {
  if (block.type === 'move') return block.direction;
  if (block.type === 'collect') return 'collect';
  return block.times === 3 ? 'repeat-3' : 'repeat-5';
}

export function blockLook(block: ProgramBlock): BlockLook {
  return looks[blockKind(block)];
}

/** The look of what a running step does, for the "now running" line under the map. */
export function actionLook(action: Action): BlockLook {
  return looks[action.type === 'move' ? action.direction : 'collect'];
}
