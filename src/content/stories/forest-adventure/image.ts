/** Panel pictures keep their paths whatever the words say: c<chapter>-p<panel>.svg. */
export const image = (chapter: number, panel: number) => `/illustrations/forest-adventure/c${chapter}-p${panel}.svg`;
