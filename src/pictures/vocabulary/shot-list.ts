import { z } from '@/shared/zod';

const text = z.string().trim().min(1);
/** A name: a person or animal the engine draws ('the-child', 'the-puppy'), or a key object ('map', 'candles'). */
const partId = z.string().regex(/^[a-z0-9-]+$/);

/** Someone in the picture: who, doing what (the verb the picture draws), feeling what, wearing what. */
export const ShotFigureSchema = z.object({
  id: partId,
  /** The verb, drawn: "eats a spoonful of cereal", "winks at his granddaughter", "carries his son on his shoulders". */
  does: text,
  feels: text,
  /** What they wear in this scene: "pajamas", "winter coat, wool hat and mittens", "yellow raincoat". */
  wears: text,
});
export type ShotFigure = z.infer<typeof ShotFigureSchema>;

/** A thing the words name that the picture must show, with its count and state when the words give one. */
export const ShotObjectSchema = z.object({
  id: partId,
  count: z.number().int().min(1).max(40).optional(),
  /** In plain English words a test can look for: "blown out", "squashed", "torn", "muddy and fast". */
  state: text.optional(),
});
export type ShotObject = z.infer<typeof ShotObjectSchema>;

/**
 * How close the camera stands: close (a face and hands: a feeling), medium (people from the knees up: an
 * action) or wide (the place, a journey). In a close or medium shot the first of `who` is the main person,
 * whose face the engine frames at a fifth of the picture's height or more.
 */
export const shotSizes = ['close', 'medium', 'wide'] as const;

/**
 * What a panel's picture must show, written beside its words and derived from both editions: the
 * people and animals present, their verbs and feelings, the key objects in their count and state,
 * the place, time, weather and clothing. The picture engine draws from it and tests hold both to it.
 */
export const ShotListSchema = z.object({
  size: z.enum(shotSizes),
  who: z.array(ShotFigureSchema),
  /** Named by the words but rightly not drawn (a voice on the phone, someone being remembered), and why. */
  offstage: z.array(z.object({ id: partId, why: text })).optional(),
  objects: z.array(ShotObjectSchema),
  place: text,
  indoors: z.boolean(),
  time: z.enum(['morning', 'day', 'evening', 'night']),
  weather: z.enum(['clear', 'cloudy', 'rain', 'snow']),
});
export type ShotList = z.infer<typeof ShotListSchema>;

/** The people and animals of one book: the figure each is drawn as, and the names the words use. */
export const BookCharactersSchema = z.record(partId, z.object({ en: z.array(text).min(1), ko: z.array(text).min(1) }));
export type BookCharacters = z.infer<typeof BookCharactersSchema>;
