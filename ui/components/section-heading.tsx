import type { ReactNode } from 'react';
import { cx } from './cx';

export function SectionHeading({ eyebrow, title, children, align = 'left', id }: { eyebrow?: string; title: ReactNode; children?: ReactNode; align?: 'left' | 'center'; id?: string }) {
  return (
    <div className={cx('mb-8 max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="mb-2 text-sm font-bold tracking-wider text-brand uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-extrabold text-ink sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-lg text-muted">{children}</p>}
    </div>
  );
}
