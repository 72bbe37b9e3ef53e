import { tones } from '@/pictures';

/** A flat wooden tray in perspective, 100 wide, whose top surface is around y = -10. */
export function tray(tone = tones.wood): string {
  return `<path d="M-50 -4L-42 -18H42L50 -4Z" fill="${tone.light}"/><path d="M-50 -5H50V0H-50Z" fill="${tone.base}"/><path d="M20 -5H50V0H20Z" fill="${tone.shade}"/><path d="M-46 -9H46" stroke="${tone.shade}" stroke-width="1" opacity=".5"/>`;
}
