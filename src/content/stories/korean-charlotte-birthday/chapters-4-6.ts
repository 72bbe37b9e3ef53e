import type { PointBubbleChapterWords } from '../with-pictures';
import { image } from './image';

// Bubbles are placed as in chapters-1-3.ts: x is the speaker's centre in percent, y just above their head.
export const chapters4to6 = [
  {
    id: 4,
    title: '4장',
    chapterTitle: '갑자기 내린 비',
    translation: { title: 'Chapter 4', chapterTitle: 'Sudden Rain' },
    panels: [
      {
        id: 'c4-p1',
        text: '방과 후에 엄마는 샬럿과 미나, 레오를 데리고 공원으로 소풍을 가셨어요. 모두 큰 나무 아래에 돗자리를 펴고 김밥 도시락을 열었어요. 그런데 갑자기 하늘이 어두워지더니 굵은 빗방울이 후드득후드득 떨어지기 시작했어요. 모두 도시락과 돗자리를 챙겨 들고 지붕이 있는 정자로 뛰어갔어요.',
        speechBubbles: [
          { character: '레오', text: '비다! 김밥 다 젖겠어!', x: 55, y: 18 },
          { character: '샬럿', text: '안 돼, 오늘은 내 생일이란 말이야!', x: 39, y: 38 },
        ],
        imageUrl: image(4),
        translation: {
          text: 'After school, Mom takes Charlotte, Mina and Leo to the park for the picnic. They spread the mat under a big tree and open the kimbap box. Then, all of a sudden, the sky turns dark. Fat raindrops come pattering down, faster and faster. Everyone grabs the food and the mat. They run for a little wooden shelter with a roof.',
          speechBubbles: [
            { character: 'Leo', text: "Rain! The kimbap's getting wet!" },
            { character: 'Charlotte', text: "No! Not today! It's my birthday!" },
          ],
        },
      },
    ],
  },
  {
    id: 5,
    title: '5장',
    chapterTitle: '그치지 않는 비',
    translation: { title: 'Chapter 5', chapterTitle: "The Rain Won't Stop" },
    panels: [
      {
        id: 'c5-p1',
        text: '샬럿은 정자 안에 앉아 비가 그치기를 기다렸어요. 손가락을 꼽으며 열까지 세고, 또 스물까지 세었어요. 하지만 빗줄기는 점점 더 굵어지기만 했어요. 공원 여기저기에 물웅덩이가 생기고, 돗자리도 흠뻑 젖어 버렸어요. 결국 모두 샬럿네 집으로 돌아가야 했어요. 샬럿은 집에 돌아오는 내내 고개를 푹 숙이고 걸었어요.',
        speechBubbles: [
          { character: '샬럿', text: '조금만 더 기다리면 그칠 거야. 하나, 둘, 셋…', x: 39, y: 18 },
          { character: '엄마', text: '샬럿, 아무래도 오늘은 집에 가야겠어.', x: 80, y: 38 },
        ],
        imageUrl: image(5),
        translation: {
          text: "Charlotte sits under the shelter and waits for the rain to stop. She counts to ten on her fingers, then to twenty. But the rain only pours down harder. Puddles spread across the park, and the picnic mat is soaking wet. In the end, they all have to go back to Charlotte's house. Charlotte keeps her head down the whole way back.",
          speechBubbles: [
            { character: 'Charlotte', text: 'It will stop soon. One, two, three…' },
            { character: 'Mom', text: 'Sorry, sweetie. I think we have to go home.' },
          ],
        },
      },
    ],
  },
  {
    id: 6,
    title: '6장',
    chapterTitle: '미나의 좋은 생각',
    translation: { title: 'Chapter 6', chapterTitle: "Mina's Big Idea" },
    panels: [
      {
        id: 'c6-p1',
        text: '집에 돌아온 샬럿은 창가에 앉아 유리창을 타고 흐르는 빗방울만 바라보았어요. 그때 거실을 둘러보던 미나의 눈이 반짝 빛났어요. 미나는 젖은 돗자리를 수건으로 쓱쓱 닦아서 거실 바닥 한가운데에 쫙 펼쳤어요. 엄마는 빙그레 웃으시며 김밥 도시락을 돗자리 위에 올려 주셨어요.',
        speechBubbles: [
          { character: '미나', text: '공원에 못 가면 거실로 소풍 가자!', x: 86, y: 16 },
          { character: '샬럿', text: '거실로 소풍을? 좋아, 가자!', x: 68, y: 36 },
        ],
        imageUrl: image(6),
        translation: {
          text: 'Back home, Charlotte sits by the window, watching raindrops slide down the glass. Then Mina looks around the living room, and her eyes light up. She wipes the wet picnic mat with a towel and spreads it out on the floor. Mom smiles and sets the kimbap box right on top.',
          speechBubbles: [
            { character: 'Mina', text: "If we can't go to the park, let's bring the picnic inside!" },
            { character: 'Charlotte', text: "A living-room picnic? Yes, let's!" },
          ],
        },
      },
    ],
  },
] satisfies PointBubbleChapterWords[];
