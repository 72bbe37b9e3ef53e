/** Speakers' names as the bubbles show them, so every page names a person the same way. */
export const names = {
  seojun: '서준',
  grandpa: '할아버지',
  neighbour: '옆집 할머니',
  baker: '떡집 아주머니',
  classmate: '하린',
} as const;

/** The same people in the English edition: what an English-speaking child would call them. */
export const namesEn = {
  seojun: 'Seojun',
  grandpa: 'Grandpa',
  neighbour: 'Grandma Next Door',
  baker: 'Tteok Shop Auntie',
  classmate: 'Harin',
} satisfies Record<keyof typeof names, string>;
