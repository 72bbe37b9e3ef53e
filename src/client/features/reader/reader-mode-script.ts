import { PREFS_KEY } from './reader-prefs';

/**
 * Runs in the prerendered book page before its layouts are drawn: a family that chose page or scroll
 * mode gets that layout from the first paint (app.css reads the mark), not after the scripts load.
 */
export const readerModeScript = `try{var m=JSON.parse(localStorage.getItem(${JSON.stringify(PREFS_KEY)})||'{}').mode;if(m==='page'||m==='scroll')document.documentElement.dataset.readerMode=m}catch(e){}`;
