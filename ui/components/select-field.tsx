import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, fieldControlClass } from './text-field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The choices, as `<option>` elements. */
  children: ReactNode;
}

/** A labelled choice among a few options, looking like the text fields beside it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, error, hint, id, className, children, ...rest }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={fieldId}>
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={cx(fieldControlClass, 'h-11 min-w-0 truncate pr-8', error ? 'border-danger' : 'border-line', className)}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
});
