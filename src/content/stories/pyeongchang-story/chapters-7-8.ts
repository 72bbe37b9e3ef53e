import type { SideBubbleChapterWords } from '../with-pictures';
import { names, namesEn } from './cast';

export const chapters7to8 = [
  {
    id: 7,
    title: '다시 그리는 지도',
    translation: { title: 'Drawing It Again' },
    panels: [
      {
        id: 'c7-p1',
        text: '일요일 아침, 지도는 빳빳하게 말라 있었어요. 사인펜 선은 모두 흐려졌지만, 크레파스로 칠한 초록 숲만은 그대로였어요. 서준이의 눈이 반짝 빛났어요.',
        speechBubbles: [
          { character: names.seojun, text: '숲은 멀쩡해요! 크레파스는 물에 안 번지나 봐요.', position: 'left' },
          { character: names.grandpa, text: '지도에서 제일 큰 게 살아남았구나.', position: 'right' },
        ],
        translation: {
          text: 'On Sunday morning, the map was dry and stiff. The marker lines had faded, but the green crayon forest was still bright. Seojun’s eyes lit up.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'The forest is fine! Crayon doesn’t run in water.' },
            { character: namesEn.grandpa, text: 'The biggest thing on your map made it.' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'stands on the floor beside Grandpa holding up the two dried halves by their side edges, put together along the tear, grinning down at him over the green forest',
              feels: 'hopeful and excited',
              wears: 'blue sweatshirt and navy trousers, socks (no shoes indoors)',
            },
            {
              id: 'seojun-grandpa',
              does: 'kneels on a cushion beside Seojun, pointing at the green forest across the map’s top, smiling over his glasses',
              feels: 'pleased',
              wears: 'olive-green cardigan, gray trousers and glasses, socks',
            },
          ],
          objects: [
            {
              id: 'neighbourhood-map',
              state:
                'dry and stiff and wrinkled, torn in two halves held up together; marker lines faded into pale smudged blurs; the green crayon forest still bright across the top',
            },
          ],
          place: 'the living room of the hanok',
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        id: 'c7-p2',
        text: '서준이는 살아남은 숲을 가위로 오려 새 도화지 위쪽에 붙였어요. 그 아래에 돌담길과 노란 국화, 김이 나는 떡집, 파란 표지판을 그렸어요.',
        speechBubbles: [
          { character: names.grandpa, text: '돌담 돌을 하나하나 다 기억하는구나.', position: 'right' },
          { character: names.seojun, text: '손으로 만져 봤잖아요.', position: 'left' },
        ],
        translation: {
          text: 'Seojun cut out the forest and glued it across the top of a new sheet. Below it, he drew the stone-wall lane, the yellow mums, the steamy tteok shop and the blue sign.',
          speechBubbles: [
            { character: namesEn.grandpa, text: 'You remember every single stone.' },
            { character: namesEn.seojun, text: 'I touched them, remember?' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'kneels on the floor at the far edge of the map and draws on it with a marker, scissors and a glue stick beside him',
              feels: 'focused and happy',
              wears: 'blue sweatshirt and navy trousers, socks (no shoes indoors)',
            },
            {
              id: 'seojun-grandpa',
              does: 'kneels on the floor beside Seojun at the far edge of the map and leans in over it to tap it with his finger, smiling',
              feels: 'touched',
              wears: 'olive-green cardigan, gray trousers and glasses, socks',
            },
          ],
          objects: [
            {
              id: 'neighbourhood-map',
              state:
                'remade as a collage and spread on the floor: the cut-out green crayon forest glued across the top of a new white sheet; below it the stone-wall lane of little round stones, yellow mums, the steaming tteok shop and the blue road sign freshly drawn',
            },
            { id: 'old-map-scraps', state: 'the torn, smudged leftovers of the old map, pushed aside' },
            { id: 'scissors', state: 'open, beside the scraps' },
            { id: 'glue-stick', state: 'uncapped' },
            { id: 'felt-tip-pens', state: 'spread out on the floor' },
          ],
          place: 'the living room of the hanok',
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c7-p3',
        text: '이번에는 동네 사람들이 좋아하는 것을 그릴 차례였어요. 떡집 뒤로는 분홍빛 새벽 봉우리를, 돌담 너머로는 손 흔드는 옆집 할머니를 그렸어요. 숲 위에는 새소리 음표를 콩콩 찍었어요.',
        speechBubbles: [{ character: names.seojun, text: '보리야, 너는 나랑 돌담길에 그려 줄게.', position: 'left' }],
        translation: {
          text: 'Next came what his neighbors loved. Behind the tteok shop, he drew pink peaks at dawn. Over the wall, he drew Grandma Next Door waving. Above the forest, he dotted music notes for the birds.',
          speechBubbles: [{ character: namesEn.seojun, text: 'Bori, I’ll draw you on the stone-wall lane with me.' }],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'sits on the floor leaning over the map, coloring pink dawn peaks behind the tteok shop; a little boy and an orange cat are already drawn on the stone-wall lane',
              feels: 'happy',
              wears: 'blue sweatshirt and navy trousers, socks (no shoes indoors)',
            },
            {
              id: 'bori',
              does: 'stands on the floor behind the map, sniffing the edge of its green forest, clear of the drawing of herself',
              feels: 'curious',
              wears: 'her own orange striped fur, no collar',
            },
          ],
          offstage: [{ id: 'neighbour-grandma', why: 'she is only drawn on the map, waving over the stone wall; she is not in the room' }],
          objects: [
            {
              id: 'neighbourhood-map',
              state:
                'the collage with new drawings: pink mountain peaks at dawn behind the tteok shop, Grandma Next Door waving over the stone wall, music notes dotted over the green forest, and a boy and an orange cat on the stone-wall lane',
            },
            { id: 'crayons', state: 'pink crayon in Seojun’s hand, the box open, the green one back in its slot worn down to a stub' },
          ],
          place: 'the wooden floor of the hanok living room',
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c7-p4',
        text: '저녁이 되자 옆집 할머니와 떡집 아주머니가 찾아와, 할아버지와 함께 지도 맨 아래 ‘도와준 사람들’ 칸에 이름을 쓰셨어요. 서준이는 빨간 단풍잎을 귀퉁이에 붙이고, 그 옆에서 스르르 잠이 들었어요.',
        speechBubbles: [{ character: names.grandpa, text: '동네를 위해 이름을 쓴 건 두 번째로구나.', position: 'right' }],
        translation: {
          text: 'That evening, Grandma Next Door and the tteok shop auntie came over. With Grandpa, they signed their names at the bottom of the map, under PEOPLE WHO HELPED. Seojun glued the red maple leaf in a corner and fell asleep beside it.',
          speechBubbles: [{ character: namesEn.grandpa, text: 'That’s my second time signing for this neighborhood.' }],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'sleeps curled on the floor beside the finished map under a soft blanket, one hand tucked by his cheek',
              feels: 'peacefully tired',
              wears: 'blue sweatshirt and navy trousers, socks (no shoes indoors)',
            },
            {
              id: 'seojun-grandpa',
              does: 'sits on the floor at one end of the map and writes his name in the People Who Helped box with a felt-tip pen',
              feels: 'proud and tender',
              wears: 'olive-green cardigan, gray trousers and glasses, socks',
            },
            {
              id: 'neighbour-grandma',
              does: 'kneels up off the map’s left edge, her green name already in the box, holding the map flat with both hands',
              feels: 'pleased to help',
              wears: 'pink blouse and purple trousers, socks (no shoes indoors)',
            },
            {
              id: 'baker',
              does: 'sits on the floor at the near corner of the map and writes her name first in the box with a felt-tip pen',
              feels: 'cheerful',
              wears: 'white apron over a blue blouse, pink headscarf, socks (no shoes indoors)',
            },
          ],
          objects: [
            {
              id: 'neighbourhood-map',
              state:
                'the finished collage, the real red maple leaf glued in one corner, a box at the bottom lettered ‘도와준 사람들’ over PEOPLE WHO HELPED, holding three signatures',
            },
            { id: 'signatures', count: 3, state: 'three names just written in the People Who Helped box' },
            { id: 'maple-leaf', state: 'red, glued in a corner of the map' },
            { id: 'blanket', state: 'soft, over the sleeping Seojun' },
            { id: 'floor-lamp', state: 'lit, warm light' },
            { id: 'window', state: 'dark blue evening sky' },
          ],
          place: 'the hanok living room by lamplight',
          indoors: true,
          time: 'evening',
          weather: 'clear',
        },
      },
    ],
  },
  {
    id: 8,
    title: '다 세지 못한 동네',
    translation: { title: 'Too Much to Count' },
    panels: [
      {
        id: 'c8-p1',
        text: '월요일 아침, 서준이가 지도를 펼쳐 들었어요. 숲은 울퉁불퉁 덧붙어 있었고, 귀퉁이에는 진짜 단풍잎이 붙어 있었어요. 지도가 계곡에 빠졌던 이야기에 친구들은 입이 떡 벌어졌어요.',
        speechBubbles: [
          { character: names.classmate, text: '맨 아래 이 사람들은 누구야?', position: 'right' },
          { character: names.seojun, text: '지도 만드는 걸 도와준 우리 이웃들이야!', position: 'left' },
        ],
        translation: {
          text: 'On Monday morning, Seojun held up his map. The glued-on forest was bumpy, and a real maple leaf sat in one corner. Everyone gasped at the story of the stream.',
          speechBubbles: [
            { character: namesEn.classmate, text: 'Who are these people at the bottom?' },
            { character: namesEn.seojun, text: 'My neighbors! They helped me make it.' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            { id: 'seojun', does: 'holds up his map in front of the class with both hands', feels: 'proud', wears: 'blue sweatshirt and navy trousers' },
            {
              id: 'harin',
              does: 'leans in close and points at the names in the People Who Helped box at the bottom of the map',
              feels: 'curious',
              wears: 'purple T-shirt, white trousers and a teal hair bow',
            },
            { id: 'kid-a', does: 'crowds in with his mouth wide open', feels: 'astonished', wears: 'yellow T-shirt and blue jeans' },
            { id: 'kid-b', does: 'gasps with her hands at her cheeks, her mouth dropped open', feels: 'astonished', wears: 'green dress' },
          ],
          offstage: [{ id: 'teacher', why: 'out of the frame: the picture is close on Seojun and the classmates crowding round his map' }],
          objects: [
            {
              id: 'neighbourhood-map',
              state:
                'the collage: the glued-on green forest bumpy across the top, the real red maple leaf in one corner, the lane, mums, tteok shop and blue sign below, and the box lettered ‘도와준 사람들’ over PEOPLE WHO HELPED with three signatures at the bottom',
            },
            { id: 'maple-leaf', state: 'real, red, glued in a corner of the map' },
          ],
          place: "Seojun's classroom",
          indoors: true,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        id: 'c8-p2',
        text: '방과 후, 서준이는 선생님이 금빛 별 스티커를 붙여 주신 지도를 들고 돌담길로 달려갔어요. 이웃들이 모여들어 지도를 들여다보았어요. 그때 보리가 흙 묻은 발로 지도를 꾹 밟았어요.',
        speechBubbles: [
          { character: names.neighbour, text: '어머나, 보리도 도장을 찍었네!', position: 'right' },
          { character: names.grandpa, text: '도와준 사람… 아니, 도와준 고양이지!', position: 'right' },
        ],
        translation: {
          text: 'After school, Seojun ran up the stone-wall lane with his map. His teacher had put a gold star on it! The neighbors crowded around to see. Then Bori stepped right onto the map with a muddy paw.',
          speechBubbles: [
            { character: namesEn.neighbour, text: 'Oh my, Bori signed it too!' },
            { character: namesEn.grandpa, text: 'People who helped… and one cat!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'has just run up and, still in his stride, presses the signed map flat to the stone wall with his open palm over the drawings, laughing',
              feels: 'proud and happy',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'seojun-grandpa',
              does: 'laughs, leaning on his stick and bending in over the map Bori has just stamped',
              feels: 'amused and proud',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            {
              id: 'neighbour-grandma',
              does: 'leans over her wall from the other side, clapping in delight at the paw print on the map',
              feels: 'delighted',
              wears: 'pink blouse, purple trousers and brown slip-on shoes',
            },
            {
              id: 'baker',
              does: 'leans in to look at the map, smiling, a paper bag of songpyeon in her hand',
              feels: 'happy',
              wears: 'white apron over a blue blouse, pink headscarf, sleeves rolled up',
            },
            {
              id: 'bori',
              does: 'stands on the wall right on the map’s folded top edge, just after stamping her muddy paw prints on it',
              feels: 'pleased with herself',
              wears: 'her own orange striped fur, no collar',
            },
          ],
          offstage: [{ id: 'teacher', why: 'she is at school; only her gold star sticker is on the map' }],
          objects: [
            {
              id: 'neighbourhood-map',
              state:
                'the collage with the teacher’s gold star sticker in one corner and a box at the bottom lettered ‘도와준 사람들’ over PEOPLE WHO HELPED, holding three signatures, and a fresh muddy paw print near its top, just under the edge folded over the wall',
            },
            { id: 'signatures', count: 3, state: 'three names written in the People Who Helped box on Sunday' },
            { id: 'gold-star', state: 'a gold star sticker from the teacher, in a corner of the map' },
            { id: 'paw-print', state: 'a big fresh muddy paw print stamped near the map’s top, just under the edge folded over the wall, where Bori stands' },
            { id: 'mums', state: 'yellow, in pots on the wall by the gate' },
            { id: 'stone-wall', state: 'the map laid over its top, hanging face-on down its stones' },
          ],
          place: 'the stone-wall lane by Grandma Next Door’s gate after school, the tteok shop down the road',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c8-p3',
        text: '밤이 되자 북한산 위로 별이 하나둘 떴어요. 서준이와 할아버지는 마루에 앉아 동네를 내려다보았어요. 집집마다 창문에 노란 불이 켜졌어요. 보리는 지도 위에서 동그랗게 잠들었어요.',
        speechBubbles: [
          { character: names.seojun, text: '저 창문들은 못 그렸는데. 하나, 둘, 셋…', position: 'left' },
          { character: names.grandpa, text: '다음엔 더 큰 도화지가 있어야겠구나.', position: 'right' },
        ],
        translation: {
          text: 'At night, stars came out over Bukhansan. Seojun and Grandpa sat on the porch above the neighborhood. Window after window lit up yellow. Bori slept curled on the map.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'I haven’t drawn those windows. One, two, three…' },
            { character: namesEn.grandpa, text: 'Next time, you’ll need bigger paper.' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'sits on the edge of the wooden porch and points down the hill, counting the lit windows',
              feels: 'happy and full of wonder',
              wears: 'blue sweatshirt, navy trousers and socks',
            },
            {
              id: 'seojun-grandpa',
              does: 'sits beside Seojun with an arm around him, laughing softly',
              feels: 'content',
              wears: 'olive-green cardigan, gray trousers and glasses, socks',
            },
            {
              id: 'bori',
              does: 'sleeps curled in a ball on the open map on the porch at their feet',
              feels: 'sleepy',
              wears: 'her own orange striped fur, no collar',
            },
          ],
          objects: [
            { id: 'bukhansan', state: 'a dark outline against the night sky, stars above its peaks' },
            { id: 'stars', state: 'coming out one by one over the mountain' },
            { id: 'village-windows', state: 'yellow lights lit in house after house down the hill, more than anyone could count' },
            { id: 'neighbourhood-map', state: 'the finished collage lying flat on the porch at their feet, Bori asleep on it' },
            { id: 'porch', state: 'wooden maru of the hanok, looking down the hill' },
          ],
          place: 'the wooden porch (maru) of the hanok, looking down over Pyeongchang-dong',
          indoors: false,
          time: 'night',
          weather: 'clear',
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
