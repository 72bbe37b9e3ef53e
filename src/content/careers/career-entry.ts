import { z } from '@/shared/zod';
import { careerStages, type CareerStage } from '@/shared/career';
import { QuadrantCardSchema, type QuadrantCard } from '@/shared/quadrant';

/** The kinds of work the catalogue is shelved by (one file each); a set of suggestions spreads across them. */
export const CAREER_KINDS = ['technology', 'science-nature', 'health-sports', 'arts-media', 'words-people', 'food-business'] as const;
export type CareerKind = (typeof CAREER_KINDS)[number];

/** One career of the built-in catalogue: what it is, which board cards lead to it, and its Korea-to-US plan. */
export interface CareerEntry {
  id: string;
  title: string;
  description: string;
  /** Cards the career leans on most; they weigh double when scoring a board. */
  mainCards: readonly QuadrantCard[];
  extraCards: readonly QuadrantCard[];
  roadmap: Record<CareerStage, readonly string[]>;
  /** Fun things to try within 3 months. */
  activities: readonly string[];
}

/** A catalogue career with its kind of work, which the catalogue gives it from the file it is shelved in. */
export interface CatalogueCareer extends CareerEntry {
  kind: CareerKind;
}

const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => s === s.trim(), 'no outer spaces');
const stageItems = z.array(text(120)).min(3).max(5);

export const CareerEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    title: text(30),
    description: text(120),
    mainCards: z.array(QuadrantCardSchema).min(1).max(3),
    extraCards: z.array(QuadrantCardSchema).max(4),
    roadmap: z.object(Object.fromEntries(careerStages.map((s) => [s, stageItems])) as Record<CareerStage, typeof stageItems>).strict(),
    activities: z.array(text(120)).min(3).max(6),
  })
  .strict()
  .refine((c) => new Set([...c.mainCards, ...c.extraCards]).size === c.mainCards.length + c.extraCards.length, 'a card is listed twice');
