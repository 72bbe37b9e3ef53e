import { inlineScript } from '../lib/inline-script';

/**
 * The site's menu opens and closes by invoker commands and closes on a tap outside (`closedby="any"`),
 * without script. A browser from before them (Safari before 26.2, an iPad kept on an older iOS) gets the
 * same from this small listener, on every page, whether or not the page runs a bundle.
 */
function supportInvokers(): void {
  const commands = 'command' in HTMLButtonElement.prototype;
  const lightDismiss = 'closedBy' in HTMLDialogElement.prototype;
  if (commands && lightDismiss) return;
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const invoker = commands ? null : target.closest('button[commandfor]');
    if (invoker) {
      const dialog = document.getElementById(invoker.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = invoker.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close') dialog.close();
      return;
    }
    if (lightDismiss || !(target instanceof HTMLDialogElement) || !target.open || target.getAttribute('closedby') !== 'any') return;
    const box = target.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) target.close();
  });
}

export const invokersScript = () => inlineScript(supportInvokers);
