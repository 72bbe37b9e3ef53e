/** Where a device's answer is kept, so only its first page pays for the check. */
export const HANGUL_CHECK_KEY = 'iyagi:hangul-font';

/**
 * A tiny script for the end of the page's <body>: if this device draws Hangul as the same empty boxes it
 * draws for code points no font has, it adds the stylesheet that brings a Korean web font. Devices with a
 * Korean font (nearly all) fetch nothing (docs/decisions/004-system-fonts.md).
 *
 * It measures in the page's own font stack, whose Korean font the page has already found, and in idle
 * time; the answer is remembered, so later pages add the font at once or do nothing. Hangul from a real
 * font is full-width (0.9–1 em a syllable in every Korean font), wider than any Latin font's empty box
 * (0.4–0.75 em), so a wide result settles it in one cheap measurement (about 5 ms). Only a narrow one is
 * compared with the boxes for unassigned code points, which makes the browser search every font (about
 * 30 ms).
 */
export function koreanFontCheckScript(stylesheetUrl: string): string {
  return `(function(){var k=${JSON.stringify(HANGUL_CHECK_KEY)},known=null;function add(){var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(stylesheetUrl)};document.head.appendChild(l)}function keep(v){try{localStorage.setItem(k,v)}catch(e){}}try{known=localStorage.getItem(k)}catch(e){}if(known==='missing')return add();if(known==='ok')return;var idle=window.requestIdleCallback||function(f){setTimeout(f,1)};idle(function(){try{var c=document.createElement('canvas').getContext('2d');c.font='32px '+getComputedStyle(document.body).fontFamily;var w=c.measureText('\\uD55C\\uAE00\\uC774\\uC57C\\uAE30').width;if(w>=5*32*0.8)return keep('ok');idle(function(){var missing=w===c.measureText('\\u0378\\u0379\\u0380\\u0381\\u0382').width;keep(missing?'missing':'ok');if(missing)add()})}catch(e){}})})();`;
}
