/** The shapes the build draws each panel in (viewBox sizes). */
export const WIDE_PICTURE = { width: 800, height: 500 } as const;
export const TALL_PICTURE = { width: 400, height: 500 } as const;

/**
 * Every panel picture comes in two compositions drawn from one scene: the wide one (16:10, desks
 * and print) at the panel's imageUrl, and the tall one (4:5, phones) beside it, so a phone's page
 * fits its picture above the words without cropping anyone out.
 */
export function tallPictureUrl(imageUrl: string): string {
  if (!imageUrl.endsWith('.svg')) throw new Error(`Not a panel picture: ${imageUrl}`);
  return `${imageUrl.slice(0, -'.svg'.length)}-tall.svg`;
}
