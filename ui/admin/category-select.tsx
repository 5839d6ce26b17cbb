import { forwardRef, type ReactNode } from 'react';
import { SelectField } from '../components/select-field';
import type { CategoryChoice } from './category-choices';

export interface CategorySelectProps {
  label: string;
  /** The first choice, standing for no category: "Top level", "No category". */
  noneLabel: string;
  choices: readonly CategoryChoice[];
  /** The chosen category's id; null for the first choice. */
  value: string | null;
  onChange(id: string | null): void;
  onBlur?(): void;
  name?: string;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string;
}

// A select holds text: the empty value stands for null (no category, the top).
const NONE = '';

/** A choice of category, each named by its path, after a first choice for none. */
export const CategorySelect = forwardRef<HTMLSelectElement, CategorySelectProps>(function CategorySelect({ noneLabel, choices, value, onChange, ...field }, ref) {
  return (
    <SelectField ref={ref} value={value ?? NONE} onChange={(event) => onChange(event.target.value === NONE ? null : event.target.value)} {...field}>
      <option value={NONE}>{noneLabel}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
});
