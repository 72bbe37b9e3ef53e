import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/button-link';

/** A friendly card for an empty list, optionally with a way to go and make some data. */
export function EmptyState({ emoji, title, children, action }: { emoji: string; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center shadow-md ring-1 ring-slate-100">
      <span aria-hidden="true" className="text-5xl">
        {emoji}
      </span>
      <p className="text-xl font-extrabold text-slate-900">{title}</p>
      {children && <div className="max-w-md text-slate-700">{children}</div>}
      {action}
    </div>
  );
}

export function StartQuizLink({ children = '첫 퀴즈 시작하기' }: { children?: ReactNode }) {
  return (
    <ButtonLink to="/multiplication-table" tone="primary" className="mt-2">
      {children}
    </ButtonLink>
  );
}

/** A small celebration in place of a list that has nothing wrong in it. */
export function Celebration({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 rounded-2xl bg-emerald-50 px-4 py-4 text-lg font-bold text-emerald-900">
      <span aria-hidden="true" className="text-3xl">
        🎉
      </span>
      {children}
    </p>
  );
}
