import { scaled, tones, type PropDefinition } from '@/pictures';

const wood = tones.wood;
const skirt = { base: '#cdb8ec', shade: '#a993d4', light: '#e6dafa' };

/** One turned bedpost from the floor up to `top`, with a round knob on it. */
const post = (x: number, top: number) =>
  `<rect x="${x - 6}" y="${top}" width="12" height="${-top}" rx="4" fill="${wood.shade}"/><rect x="${x - 6}" y="${top}" width="5" height="${-top}" rx="2.5" fill="${wood.base}"/><circle cx="${x}" cy="${top - 6}" r="9" fill="${wood.base}"/><circle cx="${x - 3}" cy="${top - 9}" r="3" fill="${wood.light}"/>`;

/**
 * Charlotte's bed seen from its long side (c1-p1, c1-p2), as one built thing standing on the floor: a tall wooden
 * headboard at the left, an arched panel behind one turned post, a lower footboard like it at the right, a thick white mattress
 * between them on a side rail, and a lilac skirt falling in folds from the rail to just above the floor, so the space
 * under the bed is not a dark hole. Drawn for a bed 360 long at size 360 (about 1.5 times a child's height), its
 * middle at x = 0 and its feet at y = 0; the mattress, 288 long between the posts, has its top 150 above the floor,
 * where a sleeper lies and a pillow rests. (The bedroom's own bed under a book's headboard and mattress edge read as
 * oddly built, the mattress floating over its base.)
 */
export const woodenBed: PropDefinition = {
  variants: [],
  // Part of the room: a phone's narrow frame may cut its foot end, as it would a wall.
  landmark: true,
  draw: ({ size }) =>
    scaled(
      (size * 100) / 360,
      [
        // The headboard's arched panel behind the mattress, its post at the outer end.
        `<path d="M-174 -60V-176Q-161 -206 -148 -176V-60Z" fill="${wood.base}"/><path d="M-169 -70V-170Q-161 -188 -153 -170V-70Z" fill="${wood.light}" opacity=".45"/>`,
        // The footboard's panel, lower.
        `<path d="M148 -60V-158Q161 -174 174 -158V-60Z" fill="${wood.base}"/><path d="M153 -70V-154Q161 -164 169 -154V-70Z" fill="${wood.light}" opacity=".45"/>`,
        // The mattress: its top a thin band seen from just above, its thick white side with a seam along it.
        `<rect x="-144" y="-156" width="288" height="12" rx="6" fill="#f4efff"/>`,
        `<rect x="-146" y="-150" width="292" height="36" rx="8" fill="#ffffff"/><path d="M-140 -116h280" stroke="#d9cdef" stroke-width="3"/><path d="M-134 -132h268" stroke="#d9cdef" stroke-width="1.6" stroke-dasharray="6 5"/>`,
        // The side rail under it, joining head to foot.
        `<rect x="-160" y="-116" width="320" height="22" rx="4" fill="${wood.shade}"/><path d="M-158 -112h316" stroke="${wood.base}" stroke-width="4"/>`,
        // The skirt, falling in soft folds from the rail to just above the floor.
        `<path d="M-150 -94H150V-10Q137 -5 125 -10T100 -10T75 -10T50 -10T25 -10T0 -10T-25 -10T-50 -10T-75 -10T-100 -10T-125 -10T-150 -10Z" fill="${skirt.base}"/>`,
        `<path d="M-118 -92v80M-68 -92v80M-18 -92v80M32 -92v80M82 -92v80M132 -92v80" stroke="${skirt.shade}" stroke-width="3" opacity=".8"/>`,
        `<path d="M-94 -92v80M-44 -92v80M6 -92v80M56 -92v80M106 -92v80" stroke="${skirt.light}" stroke-width="3" opacity=".8"/>`,
        `<rect x="-150" y="-94" width="300" height="6" fill="${skirt.shade}" opacity=".7"/>`,
        // The posts, in front of the panels and the mattress's ends: one at each end, the near one (a second post a step
        // in at each end, critics counted four bedposts boxing her in).
        post(-174, -212),
        post(174, -168),
      ].join(''),
    ),
};
