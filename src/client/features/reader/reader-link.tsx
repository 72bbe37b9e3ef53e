import type { ReaderLink } from '@/content/stories/shelf-types';
import { ButtonLink } from '../../ui/button-link';

/**
 * A book's own button (back to the library, print, read more): its picture, if any, then its words.
 * `labelClassName` can hide the words from sight where room is short (they still name the button).
 */
export function ReaderLinkButton({ link, className, labelClassName }: { link: ReaderLink; className?: string; labelClassName?: string }) {
  return (
    <ButtonLink to={link.to} tone={link.tone} className={className}>
      {link.icon ? <span aria-hidden="true">{link.icon} </span> : null}
      {labelClassName ? <span className={labelClassName}>{link.label}</span> : link.label}
    </ButtonLink>
  );
}
