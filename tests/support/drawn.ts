import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { DrawnRecord } from '../../scripts/lib/drawn-pictures';
import { drawnSvg } from '../../scripts/lib/drawn-pictures';
import { books } from '@/content/stories/shelf-books';
import type { Book } from '@/content/stories/pictured-book';
import { tallPictureUrl } from '@/shared/picture-urls';
import { panelKey, panelsOf, type Panel } from './book-panels';

/** A drawn panel picture with what it was drawn from: its book, its key (`c2-p3`), its words' shot list and its scene. */
export interface DrawnPanel extends DrawnRecord {
  book: Book;
  key: string;
  /** How test lists name it: `forest-adventure c2-p3`. */
  name: string;
  panel: Panel;
}

let records: DrawnRecord[] | undefined;

/** Every picture as the run drew it (tests/support/drawn-pictures.global-setup.ts): covers and both compositions of every panel. */
export function drawnRecords(): DrawnRecord[] {
  records ??= JSON.parse(readFileSync(path.join(inject('drawnPicturesDir'), 'pictures.json'), 'utf8')) as DrawnRecord[];
  return records;
}

/** Every panel picture, in both compositions, with its book and panel. */
export function drawnPanels(): DrawnPanel[] {
  const byUrl = new Map(drawnRecords().map((record) => [`${record.url}|${record.frame}`, record]));
  return books.flatMap((book) =>
    panelsOf(book).flatMap((panel) => {
      const name = panelKey(book, panel);
      const key = name.slice(book.story.id.length + 1);
      return (['wide', 'tall'] as const).map((frame) => {
        const url = frame === 'tall' ? tallPictureUrl(panel.imageUrl) : panel.imageUrl;
        const record = byUrl.get(`${url}|${frame}`);
        if (!record) throw new Error(`${url} was not drawn`);
        return { ...record, book, key, name, panel };
      });
    }),
  );
}

/** Both compositions of every panel, wide first. */
export function drawnPairs(): { wide: DrawnPanel; tall: DrawnPanel }[] {
  const byName = new Map<string, { wide?: DrawnPanel; tall?: DrawnPanel }>();
  for (const drawn of drawnPanels()) byName.set(drawn.name, { ...byName.get(drawn.name), [drawn.frame]: drawn });
  return [...byName.values()].map(({ wide, tall }) => ({ wide: wide!, tall: tall! }));
}

/** A drawn picture's SVG document, as the run drew it. */
export const drawnPicture = (url: string): string => drawnSvg(inject('drawnPicturesDir'), url);
