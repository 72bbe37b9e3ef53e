import { bushShape, grove, meadow, mushroom, rect, WHOLE_WIDTH, woods, type TimeOfDay } from '@/pictures';

/** The woods where Theo meets his friends: the trees and the meadow under them, with bushes and mushrooms. */
export function forest(_time: TimeOfDay, view = WHOLE_WIDTH): string {
  return [
    woods(),
    rect(0, 380, 800, 120, 'url(#bg-grass)'),
    meadow(380),
    grove('bush', bushShape('#4a8f3f'), [
      [130, 400, 1.1],
      [680, 404, 1.2],
    ]),
    mushroom(view, 200, 440),
    mushroom(view, 228, 446, 0.7),
    mushroom(view, 610, 452, 0.9),
  ].join('');
}
