import type { PointBubbleChapter } from '@/shared/story';
import { charlotte, leo, mina, mom, prop } from './cast';
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
        imageAlt:
          '공원의 큰 나무 아래 펼쳐 둔 돗자리 위로 굵은 빗방울이 쏟아져요. 샬럿과 미나가 김밥 도시락을 끌어안고, 레오가 돗자리 끝을 끌며 지붕 있는 정자 쪽으로 뛰어가요. 엄마가 우산을 펴 들고 아이들을 불러요. 하늘에는 먹구름이 잔뜩 끼어 있어요.',
        translation: {
          text: 'After school, Mom takes Charlotte, Mina and Leo to the park for the picnic. They spread the mat under a big tree and open the kimbap box. Then, all of a sudden, the sky turns dark. Fat raindrops come pattering down, faster and faster. Everyone grabs the food and the mat. They run for a little wooden shelter with a roof.',
          speechBubbles: [
            { character: 'Leo', text: "Rain! The kimbap's getting wet!" },
            { character: 'Charlotte', text: "No! Not today! It's my birthday!" },
          ],
          imageAlt:
            'In the park, fat raindrops pour down onto a picnic mat spread under a big tree. Charlotte and Mina hug the kimbap box, and Leo drags the mat by one corner as they run toward a small wooden shelter with a roof. Mom holds up an open umbrella and calls to them. Dark clouds fill the sky.',
        },
        scene: {
          background: 'classroom',
          actors: [charlotte(260, 370), prop('love-letter')(400, 420, 75), mina(540, 370)],
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
        imageAlt:
          '비가 세차게 쏟아지는 공원의 정자 밑에서 샬럿이 무릎을 끌어안고 앉아 손가락을 꼽으며 하늘을 올려다봐요. 미나와 레오가 옆에 앉아 있고, 엄마가 흠뻑 젖은 돗자리를 돌돌 말고 있어요. 정자 밖 잔디밭에는 물웅덩이가 여러 개 생겼어요.',
        translation: {
          text: "Charlotte sits under the shelter and waits for the rain to stop. She counts to ten on her fingers, then to twenty. But the rain only pours down harder. Puddles spread across the park, and the picnic mat is soaking wet. In the end, they all have to go back to Charlotte's house. Charlotte keeps her head down the whole way back.",
          speechBubbles: [
            { character: 'Charlotte', text: 'It will stop soon. One, two, three…' },
            { character: 'Mom', text: 'Sorry, sweetie. I think we have to go home.' },
          ],
          imageAlt:
            'Under a small wooden shelter in the pouring rain, Charlotte sits hugging her knees, counting on her fingers and looking up at the sky. Mina and Leo sit beside her, and Mom rolls up the soaking-wet picnic mat. Outside the shelter, puddles cover the grass.',
        },
        scene: {
          background: 'park',
          actors: [
            prop('cloud-with-rain')(150, 85, 120),
            prop('cloud-with-rain')(380, 72, 140),
            prop('cloud-with-rain')(620, 100, 120),
            prop('umbrella-with-rain-drops')(310, 250, 150),
            charlotte(310, 380),
            prop('basket')(440, 450, 65),
            prop('umbrella')(560, 260, 130),
            mina(560, 385),
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
        imageAlt:
          '빗방울이 흐르는 창가에 샬럿이 시무룩하게 앉아 있다가 고개를 돌려요. 거실 한가운데에서는 미나가 활짝 웃으며 돗자리를 바닥에 쫙 펼치고, 엄마가 그 위에 김밥 도시락을 올려놓아요. 레오와 강아지 비스킷이 신이 나서 달려와요.',
        translation: {
          text: 'Back home, Charlotte sits by the window, watching raindrops slide down the glass. Then Mina looks around the living room, and her eyes light up. She wipes the wet picnic mat with a towel and spreads it out on the floor. Mom smiles and sets the kimbap box right on top.',
          speechBubbles: [
            { character: 'Mina', text: "If we can't go to the park, let's bring the picnic inside!" },
            { character: 'Charlotte', text: "A living-room picnic? Yes, let's!" },
          ],
          imageAlt:
            'Charlotte sits glumly by a rainy window and turns to look. In the middle of the living room, Mina is smiling as she spreads the picnic mat flat on the floor, and Mom sets the kimbap box on top of it. Leo and Biscuit the puppy come running, excited.',
        },
        scene: {
          background: 'living-room',
          actors: [
            mom(150, 350),
            prop('balloon')(330, 170, 80),
            prop('balloon')(480, 140, 90),
            leo(380, 390),
            charlotte(540, 365, 140),
            mina(690, 370, 140),
            prop('basket')(460, 455, 55),
          ],
        },
      },
    ],
  },
] satisfies PointBubbleChapter[];
