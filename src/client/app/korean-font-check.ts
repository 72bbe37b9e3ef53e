import { inlineScript } from '../lib/inline-script';

/** Where a device's answer is kept, so only its first page pays for the check. */
export const HANGUL_CHECK_KEY = 'iyagi:hangul-font';

/**
 * Runs from the end of the page's <body>: if this device draws Hangul as the same empty boxes it draws for
 * code points no font has, it adds the stylesheet that brings a Korean web font. Devices with a Korean
 * font (nearly all) fetch nothing (docs/decisions/004-system-fonts.md).
 *
 * It measures in the page's own font stack, whose Korean font the page has already found, and in idle
 * time; the answer is remembered, so later pages add the font at once or do nothing. Hangul from a real
 * font is full-width (0.9–1 em a syllable in every Korean font), wider than any Latin font's empty box
 * (0.4–0.75 em), so a wide result ("한글이야기", five syllables, at least 0.8 em each) settles it in one
 * cheap measurement (about 5 ms). Only a narrow one is compared with the boxes for unassigned code points
 * (U+0378…U+0382), which makes the browser search every font (about 30 ms). Storage may refuse (private
 * mode, a full disk): then the next page checks again.
 */
function checkKoreanFont(key: string, stylesheetUrl: string): void {
  const addStylesheet = () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    document.head.appendChild(link);
  };
  const keep = (answer: 'ok' | 'missing') => {
    try {
      localStorage.setItem(key, answer);
    } catch {
      return;
    }
  };
  let known: string | null = null;
  try {
    known = localStorage.getItem(key);
  } catch {
    known = null;
  }
  if (known === 'missing') return addStylesheet();
  if (known === 'ok') return;
  const idle: (run: () => void) => void = 'requestIdleCallback' in window ? (run) => requestIdleCallback(run) : (run) => setTimeout(run, 1);
  idle(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return;
    canvas.font = `32px ${getComputedStyle(document.body).fontFamily}`;
    const width = canvas.measureText('\uD55C\uAE00\uC774\uC57C\uAE30').width;
    if (width >= 5 * 32 * 0.8) return keep('ok');
    idle(() => {
      const missing = width === canvas.measureText('\u0378\u0379\u0380\u0381\u0382').width;
      keep(missing ? 'missing' : 'ok');
      if (missing) addStylesheet();
    });
  });
}

/** The check as the inline script the prerendered page carries. */
export const koreanFontCheckScript = (stylesheetUrl: string) => inlineScript(checkKoreanFont, HANGUL_CHECK_KEY, stylesheetUrl);
