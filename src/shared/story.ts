import { z } from './zod';

const text = z.string().trim().min(1);
/** Every picture is a generated SVG under /illustrations/<book id>/. */
const illustrationUrl = z.string().regex(/^\/illustrations\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/);

const StoryLanguageSchema = z.enum(['English', 'Korean']);
export type StoryLanguage = z.infer<typeof StoryLanguageSchema>;

/**
 * Every book is written in its spec language first (the fields the spec names) and has a
 * second edition in the other language under `translation`, written by a native editor,
 * not word for word. Bubbles in a translation follow the same order as the originals.
 */
const TranslatedBubbleSchema = z.object({ character: text, text });

const readingLevelNumber = z.number().int().min(1).max(4);

export const seriesNames = ['Charlotte Adventures', '샬럿 이야기', '우리 동네 문화 이야기'] as const;
const SeriesSchema = z.enum(seriesNames);

/** A library entry (docs/product.md §3 Story). */
export const StorySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  description: text,
  coverImage: illustrationUrl,
  coverAlt: text,
  author: text,
  readingLevel: text,
  /** Measured on a 1–4 scale per language (tests/content/reading-level.ts); readingLevel shows the first. */
  levels: z.object({ en: readingLevelNumber, ko: readingLevelNumber }),
  route: z.string().regex(/^\/book\/[a-z0-9-]+$/),
  series: SeriesSchema,
  themes: z.array(text).min(1),
  language: StoryLanguageSchema,
  translation: z.object({ title: text, description: text, coverAlt: text, themes: z.array(text).min(1) }),
});
export type Story = z.infer<typeof StorySchema>;

const BubblePositionSchema = z.enum(['left', 'right', 'center']);

/** A speech bubble placed beside the picture (Christmas, forest and neighbourhood books). */
const SideBubbleSchema = z.object({
  character: text,
  text,
  position: BubblePositionSchema,
});
export type SideBubble = z.infer<typeof SideBubbleSchema>;

/** A speech bubble placed on the picture by coordinates in percent (Korean birthday book). */
const PointBubbleSchema = z.object({
  character: text,
  text,
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
});
export type PointBubble = z.infer<typeof PointBubbleSchema>;

/**
 * docs/product.md §5 shows a panel only with both a picture and text; here neither can be empty, so a book
 * missing one fails the build instead of dropping a panel at run time.
 */
const picture = {
  imageUrl: illustrationUrl,
  imageAlt: text,
};

/**
 * A framed panel (the product's "Birthday panel", docs/product.md): the picture in a coloured frame,
 * its words and at most one speech bubble beneath; its chapter ends with an activity.
 */
export const FramedPanelSchema = z.object({
  ...picture,
  text,
  speechBubble: text.nullable(),
  /** Who says the speech bubble; null exactly when there is no bubble. */
  speaker: text.nullable(),
  borderColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  translation: z.object({ text, speechBubble: text.nullable(), speaker: text.nullable(), imageAlt: text }),
});
export type FramedPanel = z.infer<typeof FramedPanelSchema>;

export const FramedChapterSchema = z.object({
  id: z.number().int().positive(),
  pageNumber: z.number().int().positive(),
  title: text,
  panels: z.array(FramedPanelSchema).min(1),
  activityTitle: text,
  activityDescription: text,
  activities: z.array(text).max(0).nullable(),
  translation: z.object({ title: text, activityTitle: text, activityDescription: text }),
});

export const SideBubblePanelSchema = z.object({
  ...picture,
  id: z.string().min(1),
  text,
  speechBubbles: z.array(SideBubbleSchema),
  translation: z.object({ text, speechBubbles: z.array(TranslatedBubbleSchema), imageAlt: text }),
});
export type SideBubblePanel = z.infer<typeof SideBubblePanelSchema>;

export const SideBubbleChapterSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  panels: z.array(SideBubblePanelSchema).min(1),
  translation: z.object({ title: text }),
});

export const PointBubblePanelSchema = z.object({
  ...picture,
  id: z.string().min(1),
  text,
  speechBubbles: z.array(PointBubbleSchema),
  translation: z.object({ text, speechBubbles: z.array(TranslatedBubbleSchema), imageAlt: text }),
});
export type PointBubblePanel = z.infer<typeof PointBubblePanelSchema>;

export const PointBubbleChapterSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  chapterTitle: text,
  panels: z.array(PointBubblePanelSchema).min(1),
  translation: z.object({ title: text, chapterTitle: text }),
});

/** A whole book: its library entry plus chapters in one of three formats. */
export const BookSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('framed-panels'),
    story: StorySchema,
    chapters: z.array(FramedChapterSchema),
  }),
  z.object({
    format: z.literal('side-bubbles'),
    story: StorySchema,
    chapters: z.array(SideBubbleChapterSchema),
  }),
  z.object({
    format: z.literal('point-bubbles'),
    story: StorySchema,
    chapters: z.array(PointBubbleChapterSchema),
  }),
]);
export type Book = z.infer<typeof BookSchema>;
