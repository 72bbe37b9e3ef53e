import type { BlockLook } from './block-look';

/**
 * A block's name: Korean, then the English word quietly beside it (the site's language rule), or under it
 * where the block is narrow. Korean words never break in the middle; a long name wraps between words.
 */
export function BlockName({ look, stacked = false, className = '' }: { look: BlockLook; stacked?: boolean; className?: string }) {
  return (
    <span className={`min-w-0 break-keep ${stacked ? 'text-left leading-tight' : ''} ${className}`}>
      {look.label}{' '}
      <span lang="en" className={`text-sm font-semibold opacity-70 ${stacked ? 'block' : ''}`}>
        {look.labelEn}
      </span>
    </span>
  );
}
