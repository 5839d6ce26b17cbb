import { useId, type ReactNode } from 'react';

/** The dark band that closes a content page: a line of invitation and its buttons. */
export function CallToAction({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card bg-ink px-6 py-10 text-white sm:px-10">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-extrabold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-slate-300">{children}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}
