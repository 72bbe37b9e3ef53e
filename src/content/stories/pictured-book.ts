import { z } from '@/shared/zod';
import { BookCharactersSchema, SceneSchema, ShotListSchema } from '@/pictures';
import {
  FramedChapterSchema,
  FramedPanelSchema,
  PointBubbleChapterSchema,
  PointBubblePanelSchema,
  SideBubbleChapterSchema,
  SideBubblePanelSchema,
  StorySchema,
} from '@/shared/story';

/**
 * A book as its folder writes it: the reader's book (src/shared/story.ts, what the pages show) plus what
 * the picture engine draws from: each panel's scene and shot list, the cover's scene and who is who. The
 * client never reads these, so they stay out of the shared contract and with the engine's vocabulary.
 */
const pictured = { scene: SceneSchema, /** What the picture must show, derived from the words of both editions. */ shot: ShotListSchema };

const framedChapter = FramedChapterSchema.extend({ panels: z.array(FramedPanelSchema.extend(pictured)).min(1) });
const sideBubbleChapter = SideBubbleChapterSchema.extend({ panels: z.array(SideBubblePanelSchema.extend(pictured)).min(1) });
const pointBubbleChapter = PointBubbleChapterSchema.extend({ panels: z.array(PointBubblePanelSchema.extend(pictured)).min(1) });
const frame = { story: StorySchema, characters: BookCharactersSchema, coverScene: SceneSchema };

export const BookSchema = z.discriminatedUnion('format', [
  z.object({ format: z.literal('framed-panels'), ...frame, chapters: z.array(framedChapter) }),
  z.object({ format: z.literal('side-bubbles'), ...frame, chapters: z.array(sideBubbleChapter) }),
  z.object({ format: z.literal('point-bubbles'), ...frame, chapters: z.array(pointBubbleChapter) }),
]);
export type Book = z.infer<typeof BookSchema>;
export type FramedChapter = z.infer<typeof framedChapter>;
export type SideBubbleChapter = z.infer<typeof sideBubbleChapter>;
export type PointBubbleChapter = z.infer<typeof pointBubbleChapter>;
