import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

/** The look of every field's control: text, text area, select. */
export const fieldControlClass =
  'block w-full rounded-lg border bg-surface px-3.5 text-ink placeholder:text-muted/70 transition-colors ' +
  'focus:border-brand disabled:cursor-not-allowed disabled:opacity-60';

// Only for typed fields: a select always matches :read-only, and would look locked.
const typedControlClass = cx(fieldControlClass, 'read-only:bg-canvas read-only:text-ink-soft');

interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id: string;
  children: ReactNode;
}

/** A field's label above its control, and its hint or error below. */
export function FieldFrame({ label, error, hint, id, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-soft">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className, ...rest }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={fieldId}>
      <input
        ref={ref}
        id={fieldId}
        // A value shown, not asked for: Tab goes to the fields that take typing.
        tabIndex={rest.readOnly ? -1 : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={cx(typedControlClass, 'h-11', error ? 'border-danger' : 'border-line', className)}
        {...rest}
      />
    </FieldFrame>
  );
});

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, error, hint, id, className, ...rest }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={fieldId}>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        className={cx(typedControlClass, 'min-h-28 py-2.5', error ? 'border-danger' : 'border-line', className)}
        {...rest}
      />
    </FieldFrame>
  );
});
