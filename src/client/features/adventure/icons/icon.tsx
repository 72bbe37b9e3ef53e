import { fluentIcons } from './fluent-icons';

const uris = new Map<string, string>();

function iconUri(name: string): string {
  let uri = uris.get(name);
  if (!uri) {
    const svg = fluentIcons[name];
    if (!svg) throw new Error(`icon "${name}" is not in fluent-icons.ts; add it to icon-names.ts and regenerate`);
    uri = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    uris.set(name, uri);
  }
  return uri;
}

/** A Fluent Emoji picture. Decorative unless given alt text. */
export function Icon({ name, alt = '', className = 'size-8' }: { name: string; alt?: string; className?: string }) {
  return <img src={iconUri(name)} alt={alt} aria-hidden={alt === '' ? true : undefined} draggable={false} className={`select-none ${className}`} />;
}
