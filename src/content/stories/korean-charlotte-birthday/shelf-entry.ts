import type { ShelfEntry } from '../shelf-types';
import { koreanCharlotteBirthdayStory } from './story';

/** This book on the shelf as every page may know it: its library entry and its reader's and print page's titles. */
export const koreanCharlotteBirthdayEntry: ShelfEntry = {
  story: koreanCharlotteBirthdayStory,
  page: {
    title: '샬럿의 아홉 번째 생일 — 이야기 Iyagi',
    description: '비가 와서 소풍을 못 가게 된 샬럿의 생일날, 가족과 단짝 친구가 함께 만든 특별한 하루를 아홉 장의 그림과 말풍선으로 읽어요.',
  },
  printPage: {
    title: '샬럿의 아홉 번째 생일 (인쇄용) — 이야기 Iyagi',
    description: '그림책 《샬럿의 아홉 번째 생일》을 A4 종이에 두 단으로 인쇄할 수 있는 페이지예요.',
  },
};
