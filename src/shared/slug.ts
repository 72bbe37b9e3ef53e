/** A name as an HTML id or URL part: lower-case letters and digits joined by single dashes ("Coding & Logic" → "coding-logic"). */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
