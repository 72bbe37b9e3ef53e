import type { PointBubbleChapterWords } from '../with-pictures';

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
        text: '학교가 끝나자 엄마가 샬럿과 미나, 레오를 데리고 공원에 갔어요. 큰 나무 아래 돗자리를 펴고 도시락을 열었어요. 그때 굵은 빗방울이 후드득 떨어졌어요. 모두 짐을 챙겨 정자로 뛰었어요.',
        speechBubbles: [
          { character: '레오', text: '비다! 김밥 다 젖겠어!', x: 52, y: 44 },
          { character: '샬럿', text: '안 돼! 내 생일이란 말이야!', x: 30, y: 30 },
        ],
        translation: {
          text: 'After school, Mom takes Charlotte, Mina and Leo to the park. They spread the mat under a big tree and open the lunch box. Then fat raindrops come pattering down. Everyone grabs everything and runs to the park’s little wooden pavilion.',
          speechBubbles: [
            { character: 'Leo', text: 'Rain! The kimbap’s getting wet!' },
            { character: 'Charlotte', text: 'No fair! It’s my birthday!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'runs last up the path for the shelter, the rolled picnic mat in her arms, crying out, tears running down her face',
              feels: 'upset and crying',
              wears: 'striped T-shirt and denim overalls, getting wet',
            },
            {
              id: 'leo',
              does: 'runs toward the shelter holding the kimbap box in both hands against his chest',
              feels: 'alarmed',
              wears: 'green T-shirt and shorts',
            },
            {
              id: 'mina',
              does: 'runs with one hand over her head against the rain, the picnic basket in the other',
              feels: 'surprised',
              wears: 'lilac hoodie and pink skirt',
            },
            {
              id: 'mom',
              does: 'has just reached the shelter ahead of the children and leans out from under its roof, one arm waving them in, calling to them',
              feels: 'worried',
              wears: 'light cardigan and jeans, getting wet',
            },
          ],
          objects: [
            { id: 'oak-tree', state: 'leafy, shading the picnic spot' },
            { id: 'picnic-mat', state: 'rolled up, carried in Charlotte’s arms' },
            { id: 'kimbap-box', state: 'open, full of kimbap slices' },
            { id: 'picnic-basket', state: 'lid flapping open' },
            { id: 'jeongja', state: 'in the background: an open wooden pavilion on posts with a tiled roof and no walls' },
          ],
          place: 'the park, on the grass under a big tree',
          indoors: false,
          time: 'day',
          weather: 'rain',
        },
      },
    ],
  },
  {
    id: 5,
    title: '5장',
    chapterTitle: '그치지 않는 비',
    translation: { title: 'Chapter 5', chapterTitle: 'The Rain Won’t Stop' },
    panels: [
      {
        id: 'c5-p1',
        text: '샬럿은 정자에 앉아 숫자를 세며 비가 그치기를 기다렸어요. 미나도 같이 셌어요. 하지만 빗줄기는 점점 더 굵어졌어요. 공원 곳곳에 물웅덩이가 생기고, 돗자리도 흠뻑 젖었어요.',
        speechBubbles: [
          { character: '샬럿', text: '곧 그칠 거야. 하나, 둘, 셋…', x: 33, y: 22 },
          { character: '엄마', text: '얘들아, 큰 우산 쓰고 집에 가자.', x: 94, y: 11 },
        ],
        translation: {
          text: 'Charlotte sits in the pavilion and counts, waiting for the rain to stop. Mina counts with her. But the rain only pours harder. Puddles spread across the park, and the picnic mat is soaking wet.',
          speechBubbles: [
            { character: 'Charlotte', text: 'It’ll stop soon. One, two, three…' },
            { character: 'Mom', text: 'Kids, let’s all go home under my big umbrella.' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'charlotte',
              does: 'sits on the edge of the pavilion floor counting on her fingers, staring out at the rain',
              feels: 'hopeful but sinking',
              wears: 'striped T-shirt and denim overalls, damp, hair dripping',
            },
            {
              id: 'mina',
              does: 'sits close beside Charlotte, counting on her fingers with her',
              feels: 'sorry for Charlotte',
              wears: 'lilac hoodie and pink skirt, damp',
            },
            {
              id: 'leo',
              does: 'sits on the pavilion floor with his head down, hugging the kimbap box in his lap',
              feels: 'glum',
              wears: 'green T-shirt and shorts, damp',
            },
            {
              id: 'mom',
              does: 'stands at the pavilion steps under the big umbrella, holding up the soaked picnic mat in her other hand',
              feels: 'sorry but calm',
              wears: 'light cardigan and jeans, shoulder bag',
            },
          ],
          objects: [
            { id: 'jeongja', state: 'the park pavilion: open wooden floor raised on posts, curved tiled roof, no walls, rain pouring off the roof edges' },
            {
              id: 'picnic-mat',
              state: 'the striped mat soaking wet, blotched with wet patches, hanging from Mom’s hand, its bottom end still rolled, dripping into a puddle',
            },
            { id: 'kimbap-box', state: 'closed, in Leo’s arms' },
            { id: 'umbrella', state: 'big and open, held up in Mom’s other hand' },
            { id: 'puddles', state: 'spreading across the park paths' },
          ],
          place: 'the park pavilion (jeongja) in the rain',
          indoors: false,
          time: 'day',
          weather: 'rain',
        },
      },
    ],
  },
  {
    id: 6,
    title: '6장',
    chapterTitle: '샬럿의 좋은 생각',
    translation: { title: 'Chapter 6', chapterTitle: 'Charlotte’s Big Idea' },
    panels: [
      {
        id: 'c6-p1',
        text: '집에 돌아온 샬럿은 젖은 양말도 안 벗고 창가에 웅크려 앉았어요. 미나의 카드만 자꾸 들여다보았어요. 카드 속 공원은 해가 쨍쨍한데… 그때 미나가 그림 속 돗자리를 톡톡 짚었어요.',
        speechBubbles: [
          { character: '샬럿', text: '돗자리! 거실에서 소풍하면 되잖아!', x: 24, y: 10 },
          { character: '미나', text: '좋아! 수건으로 닦을게!', x: 80, y: 16 },
        ],
        translation: {
          text: 'Back home, Charlotte curls up by the window in her wet socks. She just stares at Mina’s card, where the sun is shining. Then Mina taps the picnic mat in the picture.',
          speechBubbles: [
            { character: 'Charlotte', text: 'The mat! We can have our picnic right here!' },
            { character: 'Mina', text: 'Yes! I’ll towel it dry!' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'charlotte',
              does: 'sits curled up on the window seat by the rainy window in her wet socks, holding Mina’s card by its edge and staring at it as an idea lights up her eyes',
              feels: 'sad, then suddenly excited',
              wears: 'striped T-shirt and denim overalls, hair still damp',
            },
            {
              id: 'mina',
              does: 'kneels beside Charlotte on the window seat, tapping the picnic mat drawn on the card',
              feels: 'hopeful',
              wears: 'lilac hoodie and pink skirt, still damp',
            },
          ],
          objects: [
            {
              id: 'birthday-card',
              state: "hand-drawn in crayon: Charlotte and Mina eating kimbap on a picnic mat in a sunny park, with '생일 축하해, 샬럿!' written across the top",
            },
            { id: 'picnic-mat', state: 'still wet from the rain, rolled up on the floor by the window seat' },
            { id: 'wet-socks', state: 'wet from the puddles, still on Charlotte’s feet' },
          ],
          place: 'the living room, by the window',
          indoors: true,
          time: 'day',
          weather: 'rain',
        },
      },
    ],
  },
] satisfies PointBubbleChapterWords[];
