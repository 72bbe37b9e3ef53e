/** Theme words (English and Korean) and the emoji a library card shows for them. */
const themeEmoji: Record<string, string> = {
  birthday: '🎂',
  생일: '🎂',
  family: '🏡',
  가족: '🏡',
  friendship: '🤝',
  우정: '🤝',
  christmas: '🎄',
  크리스마스: '🎄',
  giving: '🎁',
  나눔: '🎁',
  nature: '🌳',
  자연: '🌳',
  teamwork: '🙌',
  협동: '🙌',
  courage: '🦁',
  용기: '🦁',
  neighbourhood: '🏘️',
  neighborhood: '🏘️',
  동네: '🏘️',
  neighbours: '👋',
  neighbors: '👋',
  이웃: '👋',
  seasons: '🍂',
  계절: '🍂',
  culture: '🏮',
  문화: '🏮',
};

export const DEFAULT_THEME_EMOJI = '📖';

/** The emoji for a story's first theme; a book with an unknown or missing theme gets an open book. */
export function emojiForTheme(theme: string | undefined): string {
  if (!theme) return DEFAULT_THEME_EMOJI;
  return themeEmoji[theme.trim().toLowerCase()] ?? DEFAULT_THEME_EMOJI;
}
