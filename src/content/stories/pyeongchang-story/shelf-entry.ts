import type { ShelfEntry } from '../shelf-types';
import { pyeongchangStoryStory } from './story';

/** This book on the shelf as every page may know it: its library entry and its reader's and print page's titles. */
export const pyeongchangStoryEntry: ShelfEntry = {
  story: pyeongchangStoryStory,
  page: {
    title: '서준이의 평창동 지도 — 이야기 Iyagi',
    description:
      '동네 지도 숙제에 ‘우리 동네엔 그릴 게 없어’라고 생각한 서준이가 할아버지와 북한산 아래 평창동을 걸으며 숲과 돌담길, 떡집, 길 이름에 담긴 이웃들의 이야기를 찾아 지도를 완성하는 여덟 장짜리 그림책이에요.',
  },
  printPage: {
    title: '서준이의 평창동 지도 (인쇄용) — 이야기 Iyagi',
    description: '그림책 《서준이의 평창동 지도》의 여덟 장을 그림과 말풍선까지 A4 종이에 두 단으로 인쇄할 수 있는 페이지예요.',
  },
};
