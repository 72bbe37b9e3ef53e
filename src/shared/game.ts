import { zm } from './zod';

const gameCategories = ['Coding & Logic', 'Math & Language', 'Progress Tracking', 'Career & Future'] as const;

/** docs/product.md §3 Game. Colours are Tailwind-independent hex values so content stays plain data. */
export const GameSchema = /* @__PURE__ */ zm.object({
  id: zm.string().check(zm.regex(/^[a-z0-9-]+$/)),
  title: zm.string().check(zm.minLength(1)),
  titleKo: zm.string().check(zm.minLength(1)),
  description: zm.string().check(zm.minLength(1)),
  icon: zm.string().check(zm.minLength(1)),
  route: zm.string().check(zm.startsWith('/')),
  category: zm.enum(gameCategories),
  difficulty: zm.enum(['Beginner', 'Elementary', 'All Levels', 'All Ages']),
  backgroundColor: zm.string().check(zm.regex(/^#[0-9a-f]{6}$/i)),
  iconColor: zm.string().check(zm.regex(/^#[0-9a-f]{6}$/i)),
  emoji: zm.string().check(zm.minLength(1)),
});
export type Game = zm.infer<typeof GameSchema>;
