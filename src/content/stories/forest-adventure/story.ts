import type { Story } from '@/shared/story';

/** The library entry: all the home and library pages need, without the chapters. */
export const forestAdventureStory = {
  id: 'forest-adventure',
  title: "Theo's Forest Adventure",
  description:
    'Theo has drawn his own map of the woods. When a storm snaps the log bridge and leaves Bramble the hedgehog on the wrong side, Theo, Charlotte and their forest friends must find another way to bring her home.',
  coverImage: '/illustrations/forest-adventure/cover.svg',
  coverAlt:
    'In a sunny forest by the river, Theo kneels with the map he drew and smiles at Pip the fox, who looks up at him. Charlotte cheers with her arms up, Bramble the hedgehog stands by her basket of blueberries, and Hazel the owl flies overhead.',
  author: 'Iyagi Story Team',
  readingLevel: 'Level 2',
  levels: { en: 2, ko: 2 },
  route: '/book/forest-adventure',
  series: 'Charlotte Adventures',
  themes: ['nature', 'teamwork', 'courage', 'friendship'],
  language: 'English',
  translation: {
    title: '테오의 숲속 모험',
    description:
      '테오는 숲 지도를 직접 그렸어요. 폭풍에 통나무다리가 부러져 고슴도치 브램블이 강 건너편에 갇히자, 테오와 샬럿은 숲속 친구들과 함께 브램블을 집에 데려다줄 방법을 찾아요.',
    coverAlt:
      '햇살 비치는 강가 숲에서 테오가 직접 그린 지도를 들고 무릎을 꿇은 채 여우 핍을 보며 웃고, 핍은 테오를 올려다봐요. 샬럿은 두 팔을 번쩍 들고 환호하고, 고슴도치 브램블은 블루베리 바구니 옆에 서 있고, 부엉이 헤이즐은 머리 위로 날아요.',
    themes: ['자연', '협동', '용기', '우정'],
  },
} satisfies Story;
