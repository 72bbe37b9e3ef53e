import type { ReaderLink } from '@/content/stories/shelf-types';
import { ButtonLink } from '../../ui/button-link';

/** A book's own button (back to the library, print, read more): its picture, if any, then its words. */
export function ReaderLinkButton({ link, className }: { link: ReaderLink; className?: string }) {
  return (
    <ButtonLink to={link.to} tone={link.tone} className={className}>
      {link.icon ? <span aria-hidden="true">{link.icon} </span> : null}
      {link.label}
    </ButtonLink>
  );
}
