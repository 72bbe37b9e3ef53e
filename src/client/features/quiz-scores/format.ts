/**
 * 7 → '7', 7.66 → '7.7', 1234.5 → '1,234.5': averages read better without a trailing '.0'. Worked out by hand: the
 * first Korean Intl formatter a page makes loads the locale's data, 20–36 ms on a desktop, and at the module's top
 * level that was the score report's longest task.
 */
export function formatNumber(value: number): string {
  const tenths = Math.round(Math.abs(value) * 10);
  const whole = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 && tenths > 0 ? '-' : '';
  return `${sign}${whole}${tenths % 10 ? `.${tenths % 10}` : ''}`;
}

export function formatSeconds(seconds: number): string {
  return `${formatNumber(seconds)}초`;
}

/** One formatter per style and time zone, made when first needed: the report formats a date for every record. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(style: 'completed' | 'short', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    const fields: Intl.DateTimeFormatOptions =
      style === 'completed' ? { month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { month: 'numeric', day: 'numeric' };
    format = new Intl.DateTimeFormat('ko-KR', { ...fields, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** '3월 4일 19:05' in the reader's own time zone; a 24-hour clock reads the same in every ICU build. */
export function formatCompletedAt(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat('completed', timeZone).format(date);
}

/** '3/4' for chart ticks, where space is short. */
export function formatShortDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat('short', timeZone).format(date).replace(/\.\s?/g, '/').replace(/\/$/, '');
}
