import type { QuadrantZone } from '@/shared/quadrant';

export interface ZoneLook {
  emoji: string;
  /** The zone's title said in a child's words. */
  question: string;
  panel: string;
  over: string;
  title: string;
  badge: string;
  chip: string;
}

// Whole class names, so Tailwind finds them; weaknesses get a calm, growing colour rather than red.
export const zoneLooks: Record<QuadrantZone, ZoneLook> = {
  strengths: {
    emoji: '💪',
    question: '내가 잘하는 것',
    panel: 'bg-emerald-50 ring-emerald-200',
    over: 'bg-emerald-100 ring-emerald-500',
    title: 'text-emerald-900',
    badge: 'bg-emerald-700 text-white',
    chip: 'ring-emerald-300',
  },
  weaknesses: {
    emoji: '🌱',
    question: '아직 어렵지만 키워 갈 것',
    panel: 'bg-sky-50 ring-sky-200',
    over: 'bg-sky-100 ring-sky-500',
    title: 'text-sky-900',
    badge: 'bg-sky-700 text-white',
    chip: 'ring-sky-300',
  },
  likes: {
    emoji: '💖',
    question: '하면 신나고 즐거운 것',
    panel: 'bg-pink-50 ring-pink-200',
    over: 'bg-pink-100 ring-pink-500',
    title: 'text-pink-900',
    badge: 'bg-pink-700 text-white',
    chip: 'ring-pink-300',
  },
  dislikes: {
    emoji: '🙅',
    question: '별로 하고 싶지 않은 것',
    panel: 'bg-violet-50 ring-violet-200',
    over: 'bg-violet-100 ring-violet-500',
    title: 'text-violet-900',
    badge: 'bg-violet-700 text-white',
    chip: 'ring-violet-300',
  },
};
