let started = false;

/**
 * iOS WebKit says nothing for speechSynthesis.speak() called outside a tap, and the reader speaks only after
 * loading its speech code and the device's voice list. Saying an empty utterance within the first tap lets
 * every later utterance on the page speak; so each tap that starts speech calls this before any await.
 */
export function startSpeechInTap(): void {
  if (started || typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
  started = true;
  speechSynthesis.speak(new SpeechSynthesisUtterance(''));
}
