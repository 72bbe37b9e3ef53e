/** The picture and text fields a panel may carry, in any of the three book formats. */
export interface PanelContent {
  image?: string | null;
  imageUrl?: string | null;
  text?: string | null;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** SPEC §5: a panel renders only when it has both a picture and text. */
export function canShowPanel(panel: PanelContent): boolean {
  return (present(panel.imageUrl) || present(panel.image)) && present(panel.text);
}
