/** What a served page's HTML says about pictures, read from the HTML as a browser gets it. */

/** The pictures a page's HTML points at (img src, picture source srcset, preload href), by path. */
export function illustrationPaths(html: string): string[] {
  return [...html.matchAll(/\b(?:src|srcset|href)="(\/illustrations\/[^"]+)"/gi)].map((match) => match[1]!);
}

/** The `src` of every `<img>` in a page's HTML. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)].map((match) => match[1]!);
}
