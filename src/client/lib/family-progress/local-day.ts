/** The device's calendar day (YYYY-MM-DD) at `at`, as the family counts days, not as UTC does. */
export function localDay(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}
