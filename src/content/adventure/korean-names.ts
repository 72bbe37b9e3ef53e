/** The treasures and their owners in Korean, keyed by the English names the spec's data uses. */
export const treasureNamesKo: Readonly<Record<string, string>> = {
  Apple: '사과',
  Tulip: '튤립',
  Key: '열쇠',
  Storybook: '이야기책',
  Balloon: '풍선',
  Crown: '왕관',
  Gem: '보석',
  Star: '별',
};

export const ownerNamesKo: Readonly<Record<string, string>> = {
  Bunny: '토끼',
  Bee: '꿀벌',
  Owl: '부엉이',
  Fox: '여우',
  Bear: '곰',
  'the Queen': '여왕님',
  'the Dragon': '용',
  'the Moon': '달님',
};
