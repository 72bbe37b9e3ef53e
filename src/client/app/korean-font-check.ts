/**
 * A tiny script for the page's <head>: if this device draws Hangul as the same empty boxes it draws for
 * code points no font has, it adds the stylesheet that brings a Korean web font. Devices with a Korean
 * font (nearly all) fetch nothing (docs/decisions/004-system-fonts.md).
 */
export function koreanFontCheckScript(stylesheetUrl: string): string {
  return `(function(){try{var c=document.createElement('canvas').getContext('2d');c.font='32px sans-serif';if(c.measureText('\\uD55C\\uAE00\\uC774\\uC57C\\uAE30').width===c.measureText('\\u0378\\u0379\\u0380\\u0381\\u0382').width){var l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(stylesheetUrl)};document.head.appendChild(l)}}catch(e){}})();`;
}
