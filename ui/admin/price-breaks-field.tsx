import { useId } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MAX_PRICE_BREAKS } from '../../core/domain/volume-prices';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import type { ProductFormValues } from './product-form';

interface PriceBreaksFieldProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/**
 * The product's volume prices: a row a break (from, to, price each), added and removed one at a time;
 * the rule of how they fit together is the product schema's, shown under them.
 */
export function PriceBreaksField({ control, register, errors }: PriceBreaksFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'priceBreaks' });
  const id = useId();
  const rowErrors = errors.priceBreaks;
  const together = rowErrors?.root?.message ?? rowErrors?.message;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4" aria-describedby={together ? `${id}-hint ${id}-error` : `${id}-hint`}>
      <legend className="px-1 text-sm font-semibold text-ink-soft">Volume prices</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Lower unit prices from larger quantities on. Below the first break the price above applies; leave the last break&apos;s end empty to run it to the maximum.
      </p>
      {fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {fields.map((field, at) => (
            <li key={field.id}>
              <fieldset className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
                <legend className="sr-only">Break {at + 1}</legend>
                <TextField label="From" type="number" inputMode="numeric" min={1} step={1} error={rowErrors?.[at]?.from?.message} {...register(`priceBreaks.${at}.from`)} />
                <TextField label="To" type="number" inputMode="numeric" min={1} step={1} placeholder="and more" error={rowErrors?.[at]?.to?.message} {...register(`priceBreaks.${at}.to`)} />
                <TextField label="Price each" type="number" inputMode="numeric" min={1} step={1} hint="Whole dollars" error={rowErrors?.[at]?.price?.message} {...register(`priceBreaks.${at}.price`)} />
                <Button type="button" variant="ghost" size="sm" className="self-end sm:mb-1" aria-label={`Remove break ${at + 1}`} onClick={() => remove(at)}>
                  Remove
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {together && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {together}
        </p>
      )}
      {fields.length < MAX_PRICE_BREAKS && (
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={() => append({ from: '', to: '', price: '' })}>
            Add a price break
          </Button>
        </div>
      )}
    </fieldset>
  );
}
