import type { SideBubbleChapterWords } from '../with-pictures';
import { image } from './image';

export const chapters3to4 = [
  {
    id: 3,
    title: 'Stepping Stones',
    translation: { title: '징검다리' },
    panels: [
      {
        id: 'c3-p1',
        text: 'Theo unfolds his map again and studies it carefully. Farther down the river, he once drew a wiggly bend full of little gray dots. He named it Pebble Bend. There, the river is wide and slow, and flat rocks lie all along the bank. Hoo, hoo! Hazel the owl swoops down from a tall pine. From way up high, she can see the whole river.',
        speechBubbles: [
          { character: 'Theo', text: 'We can build stepping stones at Pebble Bend!', position: 'left' },
          { character: 'Hazel', text: "Your map is right! I'll lead Bramble there on her side.", position: 'center' },
          { character: 'Charlotte', text: "Stepping stones? Theo, that's brilliant!", position: 'right' },
        ],
        imageUrl: image(3, 1),
        translation: {
          text: "테오는 지도를 다시 펼치고 꼼꼼히 살펴보았어요. 강을 따라 조금 내려간 곳에 꼬불꼬불한 물굽이와 회색 점들이 그려져 있었어요. 테오가 '조약돌 여울'이라고 이름 붙인 곳이에요. 거기는 강이 넓고 물살이 느린 데다, 강가에 납작한 돌도 잔뜩 있어요. 부엉부엉! 그때 부엉이 헤이즐이 키 큰 소나무에서 날아 내려왔어요. 헤이즐은 높은 곳에서 강 전체를 내려다볼 수 있어요.",
          speechBubbles: [
            { character: '테오', text: '조약돌 여울에 징검다리를 놓으면 돼!' },
            { character: '헤이즐', text: '네 지도가 맞아! 브램블은 내가 건너편 길로 데려갈게.' },
            { character: '샬럿', text: '징검다리? 테오, 그거 진짜 좋은 생각이다!' },
          ],
        },
      },
      {
        id: 'c3-p2',
        text: "At Pebble Bend, the water is shallow, slow and sparkly, so everyone gets to work. Theo and Charlotte pick the flattest rocks and roll them to the edge. Dad lifts the heaviest ones into the water. Pip nudges small stones with his nose. Hazel flaps above the river and calls out where each one should go. Soon five stones stretch across, like a dotted line on Theo's map.",
        speechBubbles: [
          { character: 'Hazel', text: 'That one goes a little more to the left!', position: 'center' },
          { character: 'Theo', text: 'One, two, three, push!', position: 'left' },
          { character: 'Bramble', text: "I can see them! They're getting closer!", position: 'right' },
        ],
        imageUrl: image(3, 2),
        translation: {
          text: '조약돌 여울은 물이 얕고 잔잔해서 햇빛에 반짝반짝 빛났어요. 모두 힘을 모아 일을 시작했어요. 테오와 샬럿은 가장 납작한 돌을 골라 물가까지 굴렸어요. 아빠는 제일 무거운 돌을 번쩍 들어 물속에 놓고, 핍은 작은 돌을 코로 꾹꾹 밀었어요. 헤이즐은 강 위를 날며 돌을 어디에 놓을지 알려 주었어요. 어느새 돌 다섯 개가 강을 가로질러 놓였는데, 꼭 테오 지도에 그린 점선 같았어요.',
          speechBubbles: [
            { character: '헤이즐', text: '그 돌은 왼쪽으로 조금만 더!' },
            { character: '테오', text: '하나, 둘, 셋, 영차!' },
            { character: '브램블', text: '보여! 징검다리가 점점 가까워지고 있어!' },
          ],
        },
      },
      {
        id: 'c3-p3',
        text: 'Bramble puts one foot on the first stone. Then the second. The third stone wobbles, and she freezes in the middle of the river. Charlotte crouches on the bank and calls to her in a soft, calm voice. Bramble takes a deep breath and keeps going. Step, step, hop! She tumbles onto the grass, basket and all. Everyone cheers so loudly that a frog jumps into the water.',
        speechBubbles: [
          { character: 'Charlotte', text: 'Look at me, Bramble, not at the water.', position: 'left' },
          { character: 'Bramble', text: 'I did it! I really did it!', position: 'right' },
        ],
        imageUrl: image(3, 3),
        translation: {
          text: '브램블이 첫 번째 돌에 조심조심 발을 올렸어요. 이어서 두 번째 돌에도요. 그런데 세 번째 돌이 흔들거리자 브램블은 강 한가운데에서 그만 얼어붙고 말았어요. 샬럿이 강가에 쪼그려 앉아 차분한 목소리로 브램블을 불렀어요. 브램블은 숨을 크게 들이마시고 다시 발을 내디뎠어요. 콩, 콩, 폴짝! 마침내 브램블이 바구니를 안은 채 풀밭으로 데굴데굴 굴러 왔어요. 모두 어찌나 크게 환호했는지 개구리가 놀라 물속으로 퐁당 뛰어들었어요.',
          speechBubbles: [
            { character: '샬럿', text: '브램블, 물 말고 나를 봐.' },
            { character: '브램블', text: '해냈어! 내가 진짜 해냈어!' },
          ],
        },
      },
    ],
  },
  {
    id: 4,
    title: 'Home Under the Stars',
    translation: { title: '별빛 아래 집으로' },
    panels: [
      {
        id: 'c4-p1',
        text: 'Bramble gives everyone a prickly hug. Ouch! But it is a happy sort of ouch. Her basket is still full of blueberries, because she held on to it the whole time. The sky turns orange and pink. Bramble pours the berries onto a flat rock, and Charlotte adds crackers from her backpack. Dad lights his lantern.',
        speechBubbles: [
          { character: 'Bramble', text: 'Have some! These are the fattest berries in the forest.', position: 'center' },
          { character: 'Theo', text: "Mmm! Now let's get you home.", position: 'left' },
        ],
        imageUrl: image(4, 1),
        translation: {
          text: '브램블은 모두를 차례차례 꼭 안아 주었어요. 아야! 가시가 따끔했지만 다들 웃음이 터졌어요. 브램블은 그 난리 속에서도 바구니를 꼭 붙잡고 있어서 블루베리가 아직 가득했어요. 어느새 하늘이 주황빛, 분홍빛으로 물들었어요. 브램블은 납작한 바위 위에 블루베리를 쏟아 놓았고, 샬럿은 가방에서 크래커를 꺼냈어요. 아빠는 가져온 등불을 켰어요.',
          speechBubbles: [
            { character: '브램블', text: '먹어 봐! 숲에서 제일 통통한 블루베리야.' },
            { character: '테오', text: '음, 맛있다! 이제 너희 집에 가자.' },
          ],
        },
      },
      {
        id: 'c4-p2',
        text: "Theo leads the way with his map and his flashlight. Hazel flies ahead, and Dad's lantern glows at the back. At the top of the hill stands the big old oak. Between its roots is a little round door. It bursts open, and Bramble's mom rushes out. She wraps Bramble in a long, prickly hug. Theo grins, because he found the big old oak after all.",
        speechBubbles: [
          { character: "Bramble's mom", text: 'Bramble! I was so worried about you!', position: 'right' },
          { character: 'Bramble', text: 'Mama, I crossed the river on stepping stones!', position: 'center' },
        ],
        imageUrl: image(4, 2),
        translation: {
          text: '테오가 지도와 손전등을 들고 앞장섰어요. 헤이즐은 앞에서 날아가고, 아빠의 등불은 맨 뒤에서 환하게 빛났어요. 언덕 꼭대기에 오래된 큰 참나무가 우뚝 서 있었는데, 뿌리 사이에 작고 동그란 문이 있었어요. 문이 벌컥 열리더니 브램블 엄마가 달려 나와 브램블을 오래오래 꼭 안아 주었어요. 테오는 씩 웃었어요. 결국 큰 참나무를 찾아낸 거예요.',
          speechBubbles: [
            { character: '브램블 엄마', text: '브램블! 얼마나 걱정했는지 몰라!' },
            { character: '브램블', text: '엄마, 나 징검다리로 강을 건넜어!' },
          ],
        },
      },
      {
        id: 'c4-p3',
        text: "The first stars come out as they walk out of the forest. At Theo's garden gate, Dad holds up the lantern so Theo can see his map. Theo takes a stubby pencil out of his pocket. Across Pebble Bend, he draws five little stones in a row. Then, in his neatest letters, he writes a new name: Bramble's Crossing.",
        speechBubbles: [
          { character: 'Charlotte', text: 'Can we go back tomorrow and check on the stones?', position: 'right' },
          { character: 'Theo', text: "Yes! And this time I'm bringing more snacks.", position: 'left' },
          { character: "Theo's dad", text: 'And dry socks for everyone.', position: 'center' },
        ],
        imageUrl: image(4, 3),
        translation: {
          text: "숲을 빠져나올 무렵, 하늘에 첫 별이 하나둘 떴어요. 테오네 집 대문 앞에서 아빠가 지도가 잘 보이도록 등불을 높이 들어 주었어요. 테오는 주머니에서 몽당연필을 꺼냈어요. 그러고는 지도 속 조약돌 여울에 작은 돌 다섯 개를 나란히 그렸어요. 그 옆에는 제일 반듯한 글씨로 '브램블 징검다리'라는 새 이름도 적었어요.",
          speechBubbles: [
            { character: '샬럿', text: '내일 다시 가서 징검다리 잘 있나 보자!' },
            { character: '테오', text: '좋아! 이번엔 간식을 더 많이 챙겨 갈 거야.' },
            { character: '테오 아빠', text: '모두 갈아 신을 마른 양말도 챙기자.' },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
