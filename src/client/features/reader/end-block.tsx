import type { ReactNode } from 'react';

/** The last page: a big 'The End' and the buttons to go on reading. */
export function EndBlock({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <>
      <p aria-hidden="true" className="text-5xl">
        🌟
      </p>
      <h2 className="mt-3 text-3xl font-extrabold text-slate-900">{title}</h2>
      <p className="mx-auto mt-3 max-w-md text-lg text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </>
  );
}
