import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HANGUL_CHECK_KEY, koreanFontCheckScript } from '@/client/app/korean-font-check';
import { EARLY_TURNS, earlyTapsScript } from '@/client/features/reader/early-taps';
import { readerModeScript } from '@/client/features/reader/reader-mode-script';
import { PREFS_KEY } from '@/client/features/reader/reader-prefs';
import { familyDeviceScript } from '@/client/lib/family-code/family-device-script';
import { FAMILY_CODES_KEY } from '@/client/lib/family-code/active-code';
import { inlineScript } from '@/client/lib/inline-script';
import { invokersScript } from '@/client/app/invokers-fallback';
import { continueCardScript } from '@/client/features/library/continue-card';
import { CONTINUE_KEY } from '@/client/lib/family-progress/continue-reading';
import { PLAYING_KEY } from '@/client/lib/family-progress/playing-child';

/** A bare page, only what the inline scripts touch: each script runs here on its own, as in the prerendered HTML. */
function barePage(stored: Record<string, string>) {
  class Element {
    constructor(readonly attributes: Record<string, string> = {}) {}
    closest(selector: string): Element | null {
      return selector === '[data-turn]' && 'data-turn' in this.attributes ? this : null;
    }
    getAttribute(name: string) {
      return this.attributes[name] ?? null;
    }
  }
  class HTMLButtonElement extends Element {
    disabled = false;
  }
  const appended: { rel?: string; href?: string }[] = [];
  const listeners: ((event: { target: unknown }) => void)[] = [];
  const page = {
    Element,
    HTMLButtonElement,
    localStorage: { getItem: (key: string) => stored[key] ?? null, setItem: (key: string, value: string) => void (stored[key] = value) },
    document: {
      documentElement: { dataset: {} as Record<string, string> },
      head: { appendChild: (link: object) => appended.push(link) },
      createElement: () => ({}),
      addEventListener: (_type: string, listener: (event: { target: unknown }) => void) => listeners.push(listener),
    },
  };
  const context = vm.createContext({ ...page, window: {} });
  (context as { window: unknown }).window = context;
  return { context, appended, listeners, page };
}

describe('inline scripts', () => {
  it('the Korean font check adds the web font at once where the device is known to lack Korean', () => {
    const { context, appended } = barePage({ [HANGUL_CHECK_KEY]: 'missing' });
    vm.runInContext(koreanFontCheckScript('/assets/korean-web-font.css'), context);
    expect(appended).toEqual([{ rel: 'stylesheet', href: '/assets/korean-web-font.css' }]);
  });

  it('the Korean font check fetches nothing where the device is known to have Korean', () => {
    const { context, appended } = barePage({ [HANGUL_CHECK_KEY]: 'ok' });
    vm.runInContext(koreanFontCheckScript('/assets/korean-web-font.css'), context);
    expect(appended).toEqual([]);
  });

  it('the reader-mode mark follows the stored choice, and ignores a broken entry', () => {
    const chosen = barePage({ [PREFS_KEY]: '{"mode":"page"}' });
    vm.runInContext(readerModeScript(), chosen.context);
    expect(chosen.page.document.documentElement.dataset).toEqual({ readerMode: 'page' });
    const broken = barePage({ [PREFS_KEY]: '{"mode":' });
    vm.runInContext(readerModeScript(), broken.context);
    expect(broken.page.document.documentElement.dataset).toEqual({});
  });

  it('the family-device mark is set only where a family code is kept in its canonical form', () => {
    const kept = barePage({ [FAMILY_CODES_KEY]: '{"codes":["ABCD2345EFGH6789"],"active":"ABCD2345EFGH6789"}' });
    vm.runInContext(familyDeviceScript(), kept.context);
    expect(kept.page.document.documentElement.dataset).toEqual({ familyDevice: '' });
    for (const stored of ['{"codes":["abcd-2345"]}', '{"codes":', '{}']) {
      const none = barePage({ [FAMILY_CODES_KEY]: stored });
      vm.runInContext(familyDeviceScript(), none.context);
      expect(none.page.document.documentElement.dataset).toEqual({});
    }
  });

  it('early taps on page-turn buttons are written down until the page is hydrated', () => {
    const { context, listeners, page } = barePage({});
    vm.runInContext(earlyTapsScript(), context);
    const tap = (target: unknown) => listeners.forEach((listener) => listener({ target }));
    const disabled = new page.HTMLButtonElement({ 'data-turn': 'previous' });
    disabled.disabled = true;
    tap(new page.HTMLButtonElement({ 'data-turn': 'next' }));
    tap(disabled);
    tap(new page.Element());
    page.document.documentElement.dataset.hydrated = '';
    tap(new page.HTMLButtonElement({ 'data-turn': 'next' }));
    expect((context as Record<string, unknown>)[EARLY_TURNS]).toEqual(['next']);
  });

  it('the invokers fallback opens and closes the menu where the browser has no invoker commands, and does nothing where it has', () => {
    class Element {
      constructor(readonly attributes: Record<string, string> = {}) {}
      closest(selector: string): Element | null {
        return selector === 'button[commandfor]' && 'commandfor' in this.attributes ? this : null;
      }
      getAttribute(name: string) {
        return this.attributes[name] ?? null;
      }
    }
    class HTMLButtonElement extends Element {}
    class HTMLDialogElement extends Element {
      open = false;
      showModal() {
        this.open = true;
      }
      close() {
        this.open = false;
      }
      getBoundingClientRect() {
        return { left: 100, right: 300, top: 0, bottom: 800 };
      }
    }
    const olderBrowser = (withInvokers: boolean) => {
      const dialog = new HTMLDialogElement({ id: 'site-menu', closedby: 'any' });
      const listeners: ((event: object) => void)[] = [];
      if (withInvokers) {
        Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true });
        Object.defineProperty(HTMLDialogElement.prototype, 'closedBy', { value: '', configurable: true });
      }
      const context = vm.createContext({
        Element,
        HTMLButtonElement,
        HTMLDialogElement,
        document: {
          getElementById: (id: string) => (id === 'site-menu' ? dialog : null),
          addEventListener: (_: string, l: (e: object) => void) => listeners.push(l),
        },
      });
      vm.runInContext(invokersScript(), context);
      delete (HTMLButtonElement.prototype as { command?: string }).command;
      delete (HTMLDialogElement.prototype as { closedBy?: string }).closedBy;
      const click = (target: unknown, clientX = 0, clientY = 0) => listeners.forEach((l) => l({ target, clientX, clientY }));
      return { dialog, listeners, click };
    };

    const { dialog, click } = olderBrowser(false);
    click(new HTMLButtonElement({ commandfor: 'site-menu', command: 'show-modal' }));
    expect(dialog.open).toBe(true);
    click(dialog, 200, 400);
    expect(dialog.open).toBe(true);
    click(dialog, 40, 400);
    expect(dialog.open).toBe(false);
    click(new HTMLButtonElement({ commandfor: 'site-menu', command: 'show-modal' }));
    click(new HTMLButtonElement({ commandfor: 'site-menu', command: 'close' }));
    expect(dialog.open).toBe(false);

    expect(olderBrowser(true).listeners).toEqual([]);
  });

  it('the home page’s "계속 읽기" card shows the book the child playing now left unfinished, at its page, and nothing else', () => {
    const code = 'ABCD2345EFGH6789';
    const stored = (playing: string, active = code) => ({
      [FAMILY_CODES_KEY]: JSON.stringify({ codes: [code, 'ZZZZ2345EFGH6789'], active }),
      [PLAYING_KEY]: JSON.stringify({ [code]: { name: playing, added: [] } }),
      [CONTINUE_KEY]: JSON.stringify({ code, childName: '지우', bookId: 'forest-adventure', page: 4, pageCount: 12 }),
    });
    const run = (storage: Record<string, string>) => {
      const slots: Record<string, { textContent: string }> = { child: { textContent: '' }, title: { textContent: '' }, pages: { textContent: '' } };
      const card = {
        hidden: true,
        href: '/stories',
        setAttribute(name: string, value: string) {
          if (name === 'href') this.href = value;
        },
        querySelector: (selector: string) => slots[/data-continue-(\w+)/.exec(selector)?.[1] ?? ''] ?? null,
      };
      const { context, page } = barePage(storage);
      (page.document as unknown as { getElementById: (id: string) => unknown }).getElementById = (id) => (id === 'continue-reading' ? card : null);
      vm.runInContext(continueCardScript(), context);
      return { card, text: Object.values(slots).map((slot) => slot.textContent) };
    };
    const shown = run(stored('지우'));
    expect(shown.card).toMatchObject({ hidden: false, href: '/book/forest-adventure#page-5' });
    expect(shown.text).toEqual(['지우', '테오의 숲속 모험', '5 / 12쪽']);
    // Another child plays on the device now, another code is in use, or storage is broken: the card stays hidden.
    expect(run(stored('서준')).card.hidden).toBe(true);
    expect(run(stored('지우', 'ZZZZ2345EFGH6789')).card.hidden).toBe(true);
    expect(run({ ...stored('지우'), [CONTINUE_KEY]: '{"code":' }).card.hidden).toBe(true);
  });

  it('refuses a function with comments inside, which one line would break', () => {
    const commented = new Function('a', '// a comment\nreturn a;') as (a: string) => void;
    expect(() => inlineScript(commented, 'x')).toThrow(/comments/);
  });
});
