import { scaled, type PropDefinition } from '@/pictures';

/**
 * A dog's dash drawn the picture-book way: three speed lines streaming out behind a runner facing left, the middle one
 * longest. Its origin is at the runner's rump, level with the middle line, the lines running off to the right; 100
 * wide. Standing in the open with the end in his jaws, Biscuit read as standing still, not zooming under the sofa
 * (blind critics r73 to r75, p7).
 */
export const dashMarks: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(size, '<g stroke="#8a6a4e" stroke-width="6" stroke-linecap="round" opacity=".85"><path d="M8 -14H62"/><path d="M4 0H90"/><path d="M10 14H70"/></g>'),
};
