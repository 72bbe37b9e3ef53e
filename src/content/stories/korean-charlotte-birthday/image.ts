/** One picture per chapter, whatever the words say: c<chapter>-p1.svg. */
export const image = (chapter: number) => `/illustrations/korean-charlotte-birthday/c${chapter}-p1.svg`;
