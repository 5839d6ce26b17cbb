import { forwardRef, useId, useState } from 'react';
import { cx } from '../components/cx';

const STARS = [1, 2, 3, 4, 5] as const;
const starPath = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5z';

/** How a rating reads aloud: "4 out of 5 stars", "4.3 out of 5 stars". */
export const ratingLabel = (rating: number) => `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;

function Star({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className={cx('shrink-0', className)}>
      <path d={starPath} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={filled ? 0 : 1.5} strokeLinejoin="round" />
    </svg>
  );
}

export interface StarsProps {
  /** 0 to 5; an average is shown to the nearest whole star and read to one decimal. */
  rating: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** A rating shown as five stars, read as "4 out of 5 stars". */
export function Stars({ rating, size = 'md', className }: StarsProps) {
  const whole = Math.round(rating);
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={cx('inline-flex items-center gap-0.5', className)}>
      {STARS.map((n) => (
        <Star key={n} filled={n <= whole} className={cx(size === 'sm' ? 'size-4' : 'size-5', n <= whole ? 'text-brand' : 'text-steel')} />
      ))}
    </span>
  );
}

export interface StarInputProps {
  /** The chosen stars, 1 to 5; none chosen yet when undefined. */
  value: number | undefined;
  onChange(value: number): void;
  onBlur?(): void;
  /** The radios' shared name; one is generated when not given. */
  name?: string;
  label?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * Choosing 1 to 5 stars: a group of five radios labelled "Rating". Tab reaches the group, the
 * arrow keys move between the stars, as with any radio group.
 */
export const StarInput = forwardRef<HTMLInputElement, StarInputProps>(function StarInput({ value, onChange, onBlur, name, label = 'Rating', error, disabled = false }, ref) {
  const id = useId();
  const groupName = name ?? `${id}-stars`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink-soft">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex items-center gap-1 self-start"
        onMouseLeave={() => setHovered(null)}
      >
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => !disabled && setHovered(n)}
            className={cx(
              'rounded-md p-0.5 has-focus-visible:focus-ring',
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            <input
              ref={n === (value ?? 1) ? ref : undefined}
              type="radio"
              name={groupName}
              value={n}
              checked={value === n}
              disabled={disabled}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              className="sr-only"
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            <Star filled={n <= shown} className={cx('size-8 transition-colors', n <= shown ? 'text-brand' : 'text-muted')} />
          </label>
        ))}
        {value !== undefined && (
          <span aria-hidden="true" className="ml-2 text-sm text-muted">
            {value} / 5
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
