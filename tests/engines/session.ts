import type { Driver, EngineName } from './driver';
import { openFirefox } from './firefox';
import { startSite, startSoundServer, startXvfb } from './processes';
import { openWebKit } from './webkit';

export const PHONE = { width: 390, height: 844 };
export const DESK = { width: 1280, height: 800 };
export type Viewport = typeof PHONE;

/**
 * Everything one engine's journeys share: the site on its own port and fresh database, a sound server whose
 * null sink is the engine's speaker, the X screens its windows live on, and one window per viewport.
 */
export async function startEngine(engine: EngineName) {
  const site = await startSite();
  const sound = await startSoundServer([engine]);
  // WebKit's window fills its screen, so each viewport is a screen; Firefox sets its viewport itself.
  const screens = engine === 'webkit' ? [PHONE, DESK] : [{ width: 1300, height: 1000 }];
  const xvfbs = await Promise.all(screens.map((s) => startXvfb(s.width, s.height)));
  const envFor = (display: string): NodeJS.ProcessEnv => ({ ...process.env, DISPLAY: display, PULSE_SERVER: sound.server, PULSE_SINK: engine });
  const open = (viewport: Viewport): Promise<Driver> => {
    if (engine === 'firefox') return openFirefox({ baseUrl: site.baseUrl, env: envFor(xvfbs[0]!.display), viewport });
    const display = xvfbs[viewport === PHONE ? 0 : 1]!.display;
    return openWebKit({ baseUrl: site.baseUrl, display, env: envFor(display), viewport });
  };
  const windows = new Map<Viewport, Promise<Driver>>();
  return {
    site,
    sound,
    /** The engine's window at this viewport, opened on first use and kept for the next journey. */
    window(viewport: Viewport): Promise<Driver> {
      let window = windows.get(viewport);
      if (!window) windows.set(viewport, (window = open(viewport)));
      return window;
    },
    /** A window of its own (a fresh profile: no service worker, no storage), closed by the caller. */
    freshWindow: open,
    async close() {
      await Promise.all([...windows.values()].map(async (window) => (await window).close()));
      await site.close();
      await Promise.all([sound.stop(), ...xvfbs.map((x) => x.stop())]);
    },
  };
}

export type Engine = Awaited<ReturnType<typeof startEngine>>;
