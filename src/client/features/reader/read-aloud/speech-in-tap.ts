let spoken = false;
let audio: HTMLAudioElement | null = null;

/**
 * iOS WebKit says nothing for speechSynthesis.speak() called outside a tap, and it and Firefox refuse to play
 * an audio element first played seconds after one; the reader speaks only after loading its speech code, the
 * device's voice list and maybe the server's clip. So each tap that starts speech calls this before any
 * await: an empty utterance said here lets every later one speak, and the audio element played here (with
 * nothing to play yet) may play the server's clips from then on.
 */
export function startSpeechInTap(): void {
  if (!audio && typeof Audio !== 'undefined') {
    audio = new Audio();
    audio.play().catch(() => {});
  }
  if (spoken || typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
  spoken = true;
  speechSynthesis.speak(new SpeechSynthesisUtterance(''));
}

/** The audio element a tap allowed to play (a new one where no tap came first). */
export function tappedAudio(): HTMLAudioElement {
  return (audio ??= new Audio());
}
