import type { GameLevel, PaletteKind, World } from '@/shared/adventure';
import { mapFromText } from '../map-text';
import { programFromText } from '../program-text';

const palette: PaletteKind[] = ['up', 'down', 'left', 'right', 'collect', 'repeat-2', 'repeat-3', 'repeat-4', 'repeat-6'];
const beach = { background: 'beach', facing: 'right', palette } as const satisfies Partial<GameLevel>;

/** Loops with a count: each walk is a number of squares, and one repeat block walks it. */
export const countLoopsWorld: World = {
  id: 'count-loops',
  title: 'Counting Beach',
  titleKo: '숫자 세는 바닷가',
  idea: 'Count the squares, then pick the Repeat with that number.',
  ideaKo: '칸을 세고, 그 숫자만큼 반복해요.',
  icon: 'spiral-shell',
  levels: [
    {
      ...beach,
      id: 1,
      title: 'Six Steps',
      titleKo: '여섯 걸음',
      description: 'The shell is far away. Count the squares and use one Repeat.',
      descriptionKo: '조개껍데기가 멀리 있어요. 칸을 세고 반복 블록 하나로 가 봐요.',
      ...mapFromText(['.......', '.#...#.', '.......', 'S.....a', '.......', '.#...#.', '.......'], {
        a: { id: 'shell', name: 'Shell', emoji: '🐚', icon: 'spiral-shell', belongsTo: 'Crab' },
      }),
      hint: 'The shell is 6 squares to the right. Put Right inside Repeat 6, then Collect.',
      hintKo: '조개껍데기는 오른쪽으로 6칸 가면 있어요. ‘6번 반복’ 안에 ‘오른쪽으로’를 넣고, 그다음 ‘줍기’를 놓아요.',
      solution: { program: programFromText('6(R) C') },
      completionMessage: 'One Repeat took six steps for you!',
      completionMessageKo: '반복 블록 하나가 여섯 걸음을 걸어 줬어요!',
    },
    {
      ...beach,
      id: 2,
      title: 'Up and Over',
      titleKo: '위로, 그리고 옆으로',
      description: 'Two treasures, two walks. Each walk gets its own Repeat.',
      descriptionKo: '보물 두 개, 길도 두 번이에요. 길마다 반복 블록을 하나씩 써요.',
      ...mapFromText(['.......', '..#....', 'a.....b', '.....#.', '.......', '..#....', 'S......'], {
        a: { id: 'coral', name: 'Coral', emoji: '🪸', icon: 'coral', belongsTo: 'Fish' },
        b: { id: 'kite', name: 'Kite', emoji: '🪁', icon: 'kite', belongsTo: 'Seagull' },
      }),
      hint: 'Go up 4 squares with Repeat 4 and Collect. Then go right 6 squares with Repeat 6 and Collect.',
      hintKo: '‘4번 반복’으로 위로 4칸 가서 주워요. 그다음 ‘6번 반복’으로 오른쪽으로 6칸 가서 또 주워요.',
      solution: { program: programFromText('4(U) C 6(R) C') },
      completionMessage: 'Two Repeats, two treasures. Well counted!',
      completionMessageKo: '반복 두 번에 보물 두 개! 잘 셌어요.',
    },
    {
      ...beach,
      id: 3,
      title: 'Sand Stairs',
      titleKo: '모래 계단',
      description: 'The way up is a staircase. One step is Right, then Up.',
      descriptionKo: '올라가는 길이 계단 모양이에요. 한 계단은 오른쪽으로 한 번, 위로 한 번이에요.',
      ...mapFromText(['.......', '.......', '...Xa..', '..X..F.', '.X..F..', 'X..F...', 'S.F....'], {
        a: { id: 'fish', name: 'Fish', emoji: '🐠', icon: 'tropical-fish', belongsTo: 'Seal' },
      }),
      hint: 'Count the stairs: there are 4. Put Right and Up inside Repeat 4, then Collect.',
      hintKo: '계단이 몇 개인지 세어 봐요. 4개예요! ‘4번 반복’ 안에 ‘오른쪽으로’와 ‘위로’를 넣고 ‘줍기’를 놓아요.',
      solution: { program: programFromText('4(R U) C') },
      completionMessage: 'A Repeat can hold two blocks. You climbed the stairs!',
      completionMessageKo: '반복 안에 블록 두 개도 들어가요. 계단을 다 올라갔어요!',
    },
    {
      ...beach,
      id: 4,
      title: 'Shell Row',
      titleKo: '조개 줄',
      description: 'Shells lie in a row, two squares apart. Walk and pick, again and again.',
      descriptionKo: '조개껍데기가 두 칸마다 한 줄로 있어요. 걷고 줍고, 또 걷고 주워요.',
      ...mapFromText(['........', '........', '..#.....', '.....#..', '........', '........', '.X.X.X.X', 'S.a.b.c.'], {
        a: { id: 'shell-1', name: 'Shell', emoji: '🐚', icon: 'spiral-shell', belongsTo: 'Crab' },
        b: { id: 'shell-2', name: 'Shell', emoji: '🐚', icon: 'spiral-shell', belongsTo: 'Turtle' },
        c: { id: 'shell-3', name: 'Shell', emoji: '🐚', icon: 'spiral-shell', belongsTo: 'Octopus' },
      }),
      hint: 'Right, Right, Collect picks up one shell. There are 3 shells, so put those blocks inside Repeat 3.',
      hintKo: '오른쪽으로, 오른쪽으로, 줍기를 하면 조개 하나를 주워요. 조개가 3개니까 그 블록들을 ‘3번 반복’ 안에 넣어요.',
      solution: { program: programFromText('3(R R C) ') },
      completionMessage: 'Walk, walk, pick, three times. Your Repeat did it all!',
      completionMessageKo: '걷고 걷고 줍기를 세 번! 반복 블록이 다 해 줬어요.',
    },
  ],
};
