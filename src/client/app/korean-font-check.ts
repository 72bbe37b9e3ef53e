/** Where a device's answer is kept, so only its first page pays for the check. */
export const HANGUL_CHECK_KEY = 'iyagi:hangul-font';

/**
 * A tiny script for the end of the page's <body>: if this device draws Hangul as the same empty boxes it
 * draws for code points no font has, it adds the stylesheet that brings a Korean web font. Devices with a
 * Korean font (nearly all) fetch nothing (docs/decisions/004-system-fonts.md). Looking for a font that
 * has the missing code points takes the main thread 10 to 40 ms, so the two measurements run in idle
 * time, one per task, and the answer is remembered: later pages add the font at once or do nothing.
 */
export function koreanFontCheckScript(stylesheetUrl: string): string {
  return `(function(){var k=${JSON.stringify(HANGUL_CHECK_KEY)},known=null;function add(){var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(stylesheetUrl)};document.head.appendChild(l)}try{known=localStorage.getItem(k)}catch(e){}if(known==='missing')return add();if(known==='ok')return;var idle=window.requestIdleCallback||function(f){setTimeout(f,1)};idle(function(){try{var c=document.createElement('canvas').getContext('2d');c.font='32px sans-serif';var w=c.measureText('\\uD55C\\uAE00\\uC774\\uC57C\\uAE30').width;idle(function(){var missing=w===c.measureText('\\u0378\\u0379\\u0380\\u0381\\u0382').width;try{localStorage.setItem(k,missing?'missing':'ok')}catch(e){}if(missing)add()})}catch(e){}})})();`;
}
