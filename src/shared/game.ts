import { z } from './zod';

export const gameCategories = ['Coding & Logic', 'Math & Language', 'Progress Tracking', 'Career & Future'] as const;

/** docs/product.md §3 Game. Colours are Tailwind-independent hex values so content stays plain data. */
export const GameSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  titleKo: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().min(1),
  route: z.string().startsWith('/'),
  category: z.enum(gameCategories),
  difficulty: z.enum(['Beginner', 'Elementary', 'All Levels', 'All Ages']),
  backgroundColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  iconColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  emoji: z.string().min(1),
});
export type Game = z.infer<typeof GameSchema>;
