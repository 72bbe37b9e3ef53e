import type { GameLevel, PaletteKind, World } from '@/shared/adventure';
import { mapFromText } from '../map-text';
import { programFromText } from '../program-text';

const palette: PaletteKind[] = ['up', 'down', 'left', 'right', 'collect', 'repeat-2', 'repeat-3', 'repeat-4', 'call'];
const castle = { background: 'castle', facing: 'right', palette } as const satisfies Partial<GameLevel>;

/** A named procedure: the child builds a block of their own once and uses it again and again. */
export const proceduresWorld: World = {
  id: 'procedures',
  title: 'Magic Castle',
  titleKo: '마법 성',
  idea: 'Make your own block once, then use it again and again.',
  ideaKo: '나만의 블록을 한 번 만들고, 여러 번 써요.',
  icon: 'magic-wand',
  levels: [
    {
      ...castle,
      id: 1,
      title: 'Flower Hop',
      titleKo: '꽃 따기',
      description: 'Build "Pick a flower" once: step right, hop up, pick, hop down. Then use it three times.',
      descriptionKo: '‘꽃 따기’ 블록을 한 번 만들어요. 오른쪽으로 한 칸, 위로 한 칸, 줍기, 아래로 한 칸. 그리고 세 번 써요.',
      procedure: { name: 'Pick a flower', nameKo: '꽃 따기' },
      ...mapFromText(['........', '..#..#..', '........', '.#....#.', '........', '.a.b..c.', 'S.......', '..X..X..'], {
        a: { id: 'tulip', name: 'Tulip', emoji: '🌷', icon: 'tulip', belongsTo: 'the Queen' },
        b: { id: 'rose', name: 'Rose', emoji: '🌹', icon: 'rose', belongsTo: 'the King' },
        c: { id: 'sunflower', name: 'Sunflower', emoji: '🌻', icon: 'sunflower', belongsTo: 'the Prince' },
      }),
      hint: 'Put Right, Up, Collect, Down in "Pick a flower". Then the program: Pick a flower, Right, Pick a flower, Repeat 2 Right, Pick a flower.',
      hintKo: '‘꽃 따기’ 안에 오른쪽으로, 위로, 줍기, 아래로를 넣어요. 프로그램은 꽃 따기, 오른쪽으로, 꽃 따기, 2번 반복 오른쪽으로, 꽃 따기예요.',
      solution: { program: programFromText('P R P 2(R) P'), procedure: programFromText('R U C D', 'p') },
      completionMessage: 'You made your own block and used it three times!',
      completionMessageKo: '나만의 블록을 만들어서 세 번이나 썼어요!',
    },
    {
      ...castle,
      id: 2,
      title: 'Berry Pairs',
      titleKo: '열매 두 개씩',
      description: 'Fruit grows in pairs: one here, one up and to the right. Make a block that picks a pair.',
      descriptionKo: '열매가 두 개씩 붙어 있어요. 여기 하나, 오른쪽 위에 하나. 두 개를 줍는 블록을 만들어요.',
      procedure: { name: 'Pick a pair', nameKo: '두 개 줍기' },
      ...mapFromText(['.......b', '......a.', '..#.....', '.....d..', '....c...', '..#.....', '..f.....', 'Se...#..'], {
        e: { id: 'grapes', name: 'Grapes', emoji: '🍇', icon: 'grapes', belongsTo: 'the Dragon' },
        f: { id: 'kiwi', name: 'Kiwi', emoji: '🥝', icon: 'kiwi-fruit', belongsTo: 'the Dragon' },
        c: { id: 'tangerine', name: 'Tangerine', emoji: '🍊', icon: 'tangerine', belongsTo: 'the Knight' },
        d: { id: 'blueberries', name: 'Blueberries', emoji: '🫐', icon: 'blueberries', belongsTo: 'the Knight' },
        a: { id: 'cherries', name: 'Cherries', emoji: '🍒', icon: 'cherries', belongsTo: 'the Queen' },
        b: { id: 'strawberry', name: 'Strawberry', emoji: '🍓', icon: 'strawberry', belongsTo: 'the Queen' },
      }),
      hint: 'Put Collect, Right, Up, Collect in "Pick a pair". Walk to the first fruit of each pair, then use Pick a pair.',
      hintKo: '‘두 개 줍기’ 안에 줍기, 오른쪽으로, 위로, 줍기를 넣어요. 열매 쌍의 첫 번째 열매까지 걸어가서 ‘두 개 줍기’를 써요.',
      solution: { program: programFromText('R P 2(R U) P R U U P'), procedure: programFromText('C R U C', 'p') },
      completionMessage: 'Three pairs, one block. Your block saved lots of work!',
      completionMessageKo: '세 쌍을 블록 하나로! 나만의 블록이 일을 많이 덜어 줬어요.',
    },
    {
      ...castle,
      id: 3,
      title: 'Star Tower',
      titleKo: '별 탑',
      description: 'Stars sit on every floor of the tower. Your block climbs one floor; a Repeat climbs them all.',
      descriptionKo: '탑의 층마다 별이 있어요. 나만의 블록으로 한 층을 오르고, 반복으로 모든 층을 올라요.',
      procedure: { name: 'Climb a floor', nameKo: '한 층 오르기' },
      ...mapFromText(['.........', '.#.....#.', '.........', '.........', '........d', '......c..', '....b..F.', '..a..F...', 'S..F.....'], {
        a: { id: 'star-1', name: 'Star', emoji: '🌟', icon: 'glowing-star', belongsTo: 'the Moon' },
        b: { id: 'star-2', name: 'Star', emoji: '🌟', icon: 'glowing-star', belongsTo: 'the Moon' },
        c: { id: 'star-3', name: 'Star', emoji: '🌟', icon: 'glowing-star', belongsTo: 'the Sun' },
        d: { id: 'star-4', name: 'Star', emoji: '🌟', icon: 'glowing-star', belongsTo: 'the Sun' },
      }),
      hint: 'Put Repeat 2 Right, Up, Collect in "Climb a floor". Then put Climb a floor inside Repeat 4.',
      hintKo: '‘한 층 오르기’ 안에 ‘2번 반복 오른쪽으로’, 위로, 줍기를 넣어요. 그다음 ‘4번 반복’ 안에 ‘한 층 오르기’를 넣어요.',
      solution: { program: programFromText('4(P)'), procedure: programFromText('2(R) U C', 'p') },
      completionMessage: 'Your own block inside a Repeat: that is real coder magic!',
      completionMessageKo: '반복 안에 나만의 블록이라니, 진짜 코더의 마법이에요!',
    },
  ],
};
