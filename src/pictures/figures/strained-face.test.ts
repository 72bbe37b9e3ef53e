import { describe, expect, it } from 'vitest';
import { drawFace, type FaceFrame } from './face';

const frame = (direction: -1 | 0 | 1, turn: number): FaceFrame => ({ cx: 0, cy: 0, r: 20, direction, turn, skin: '#e0b48f' });
/** The open mouth's dark inside, which a smile, a grin or a laugh shows. */
const DARK_MOUTH = '#5a1f2b';

describe('a straining face clenches its teeth, it does not smile (blind critic r50)', () => {
  it.each([
    ['front', frame(0, 0)],
    ['three-quarter', frame(1, 0.55)],
    ['profile', frame(-1, 1)],
  ] as const)('%s: teeth bared, no dark open mouth', (_, at) => {
    const { face } = drawFace('straining', at);
    expect(face).not.toContain(DARK_MOUTH);
    expect(face).toContain('fill="#fff"');
    // The grin it had shows the dark inside: the check tells the two apart.
    expect(drawFace('cross-laughing', at).face).toContain(DARK_MOUTH);
  });
});
