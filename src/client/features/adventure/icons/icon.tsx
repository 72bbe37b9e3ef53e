import iconSheet from './fluent-icons.svg?url';

/** A Fluent Emoji picture from the adventure's icon sheet (fluent-icons.svg). Decorative unless given alt text. */
export function Icon({ name, alt = '', className = 'size-8' }: { name: string; alt?: string; className?: string }) {
  return <img src={`${iconSheet}#${name}`} alt={alt} aria-hidden={alt === '' ? true : undefined} draggable={false} className={`select-none ${className}`} />;
}
