import { readStored, writeStored } from '../../lib/stored';

/** Chrome's install offer, which the page may show at a moment of its own choosing. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'iyagi:install-hint-dismissed';
const listeners = new Set<() => void>();
let offer: InstallPromptEvent | null = null;

function set(next: InstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener();
}

/** Keeps the browser's install offer instead of its own mini-bar; called once, at start-up. */
export function captureInstallPrompt(): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    set(event as InstallPromptEvent);
  };
  const onInstalled = () => set(null);
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether there is an offer the family has not turned down on this device. */
export function installOffered(): boolean {
  if (!offer) return false;
  return readStored(DISMISSED_KEY) === null;
}

export async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  await current.prompt();
  await current.userChoice;
  set(null);
}

export function dismissInstallHint(): void {
  // Storage refused: the hint simply comes back next time.
  writeStored(DISMISSED_KEY, '1');
  set(null);
}
