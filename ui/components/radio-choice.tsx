import type { ReactNode } from 'react';
import { cx } from './cx';

/** One radio choice, the whole row its label; a choice that cannot be taken is greyed and skipped. */
export function Choice({ name, checked, onChoose, disabled = false, children }: { name: string; checked: boolean; onChoose(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <label
      className={cx(
        'flex min-w-0 items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors',
        disabled ? 'cursor-not-allowed border-line bg-surface opacity-60' : 'cursor-pointer',
        !disabled && (checked ? 'border-brand bg-brand-soft' : 'border-line bg-surface hover:border-ink-soft'),
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChoose} disabled={disabled} className="mt-1 size-4 shrink-0 accent-brand" />
      {children}
    </label>
  );
}
