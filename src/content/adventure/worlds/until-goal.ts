import type { GameLevel, PaletteKind, World } from '@/shared/adventure';
import { mapFromText } from '../map-text';
import { programFromText } from '../program-text';

const palette: PaletteKind[] = ['up', 'down', 'left', 'right', 'collect', 'repeat-until'];
const forest = { background: 'forest', facing: 'right', palette } as const satisfies Partial<GameLevel>;

/** Loops "until the goal": no counting, the repeat stops by itself at the flag. */
export const untilGoalWorld: World = {
  id: 'until-goal',
  title: 'Flag Forest',
  titleKo: '깃발 숲',
  idea: 'Repeat until you reach the flag: no counting needed.',
  ideaKo: '깃발에 닿을 때까지 반복해요. 셀 필요가 없어요.',
  icon: 'chequered-flag',
  levels: [
    {
      ...forest,
      id: 1,
      title: 'The Long Path',
      titleKo: '아주 긴 길',
      description: 'The flag is far, far away. Do you have to count the squares?',
      descriptionKo: '깃발이 아주 멀리 있어요. 칸을 꼭 세어야 할까요?',
      ...mapFromText([
        '..........',
        '..#....#..',
        '..........',
        '.#..#...#.',
        '..........',
        'S........G',
        '..........',
        '.#...#..#.',
        '..........',
        '..#....#..',
      ]),
      hint: 'Put Right inside "Repeat until the flag". It keeps going until you are on the flag.',
      hintKo: '‘깃발까지 반복’ 안에 ‘오른쪽으로’를 넣어요. 깃발에 닿을 때까지 계속 가요.',
      solution: { program: programFromText('G(R)') },
      completionMessage: 'No counting at all! The Repeat stopped at the flag.',
      completionMessageKo: '하나도 안 셌는데 깃발에서 딱 멈췄어요!',
    },
    {
      ...forest,
      id: 2,
      title: 'Stairs to the Flag',
      titleKo: '깃발까지 계단',
      description: 'Stairs go all the way up to the flag. Watch out for the fire!',
      descriptionKo: '계단이 깃발까지 이어져요. 불을 조심해요!',
      ...mapFromText(['.......G', '........', '.......F', '......F.', '.....F..', '....F...', '...F....', 'S.F.....']),
      hint: 'One stair is Right, then Up. Put both inside "Repeat until the flag".',
      hintKo: '한 계단은 오른쪽으로 한 번, 위로 한 번이에요. 둘 다 ‘깃발까지 반복’ 안에 넣어요.',
      solution: { program: programFromText('G(R U)') },
      completionMessage: 'Step, step, step, all the way to the top!',
      completionMessageKo: '한 계단씩 꼭대기까지 올라갔어요!',
    },
    {
      ...forest,
      id: 3,
      title: 'Berry Walk',
      titleKo: '딸기 길',
      description: 'Berries grow along the path. Pick them all before the flag.',
      descriptionKo: '길을 따라 딸기가 자라요. 깃발에 가기 전에 다 주워요.',
      ...mapFromText(['.........', '.#.....#.', '.........', '...#..#..', 'S.ab..c.G', '..#...#..', '.........', '.#.....#.', '.........'], {
        a: { id: 'berry-1', name: 'Strawberry', emoji: '🍓', icon: 'strawberry', belongsTo: 'Hedgehog' },
        b: { id: 'berry-2', name: 'Strawberry', emoji: '🍓', icon: 'strawberry', belongsTo: 'Rabbit' },
        c: { id: 'berry-3', name: 'Cherries', emoji: '🍒', icon: 'cherries', belongsTo: 'Hedgehog' },
      }),
      hint: 'Collect on a square with nothing is fine. Put Right and Collect inside "Repeat until the flag".',
      hintKo: '아무것도 없는 칸에서 주워도 괜찮아요. ‘깃발까지 반복’ 안에 ‘오른쪽으로’와 ‘줍기’를 넣어요.',
      solution: { program: programFromText('G(R C)') },
      completionMessage: 'You picked every berry on the way!',
      completionMessageKo: '가는 길에 딸기를 하나도 빠짐없이 주웠어요!',
    },
    {
      ...forest,
      id: 4,
      title: 'Zigzag',
      titleKo: '지그재그',
      description: 'Two steps right, one step up, again and again. Stairs of one step will not work!',
      descriptionKo: '오른쪽으로 두 칸, 위로 한 칸을 되풀이해요. 한 칸짜리 계단으로는 안 돼요!',
      ...mapFromText(['........', '.#....#.', '........', '...#....', '.....FG.', '...F...X', '.F...X..', 'S..X....']),
      hint: 'Look at the path: Right, Right, Up. Put those three inside "Repeat until the flag".',
      hintKo: '길을 잘 봐요. 오른쪽으로, 오른쪽으로, 위로예요. 이 세 블록을 ‘깃발까지 반복’ 안에 넣어요.',
      solution: { program: programFromText('G(R R U)') },
      completionMessage: 'Zig, zag, flag! You found the pattern.',
      completionMessageKo: '지그, 재그, 깃발! 규칙을 찾았어요.',
    },
  ],
};
