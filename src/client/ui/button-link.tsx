import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export type ButtonTone = 'primary' | 'secondary' | 'quiet' | 'danger';

/** Shared look for every big, child-sized button: at least 48 px tall, clear contrast. */
export function buttonClass(tone: ButtonTone = 'primary', extra = ''): string {
  const base =
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-lg font-bold transition-transform active:scale-95 disabled:cursor-not-allowed disabled:opacity-50';
  const tones: Record<ButtonTone, string> = {
    primary: 'bg-indigo-600 text-white shadow-md hover:bg-indigo-700',
    secondary: 'bg-amber-300 text-amber-950 shadow-md hover:bg-amber-400',
    quiet: 'bg-white text-slate-800 ring-2 ring-slate-200 hover:bg-slate-50',
    danger: 'bg-rose-700 text-white shadow-md hover:bg-rose-800',
  };
  return `${base} ${tones[tone]} ${extra}`.trim();
}

export function ButtonLink({ tone, className, ...props }: ComponentProps<typeof Link> & { tone?: ButtonTone }) {
  return <Link {...props} className={buttonClass(tone, className ?? '')} />;
}

export function Button({ tone, className, type = 'button', ...props }: ComponentProps<'button'> & { tone?: ButtonTone }) {
  return <button type={type} {...props} className={buttonClass(tone, className ?? '')} />;
}
