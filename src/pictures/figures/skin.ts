/** Skin tones the engine's people are drawn in; a book's cast picks one for each person. */
export const skinTones = {
  light: '#f8d7bf',
  lightWarm: '#f3cba8',
  medium: '#e3ae84',
  mediumDark: '#b47a52',
  elderLight: '#f1cdb2',
  koreanLight: '#f6d2b2',
  koreanWarm: '#efc39c',
};
