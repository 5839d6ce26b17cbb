import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A line beneath the label: what ticking it does, or why it cannot be ticked. */
  hint?: ReactNode;
}

/** A box to tick, its label beside it and a hint beneath. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, hint, id, className, ...rest }, ref) {
  const generated = useId();
  const boxId = id ?? generated;
  return (
    <div className={cx('flex items-start gap-3', className)}>
      <input
        ref={ref}
        id={boxId}
        type="checkbox"
        aria-describedby={hint ? `${boxId}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand disabled:cursor-not-allowed"
        {...rest}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={boxId} className={cx('font-medium text-ink', rest.disabled && 'text-muted')}>
          {label}
        </label>
        {hint && (
          <p id={`${boxId}-hint`} className="text-sm wrap-anywhere text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
});
