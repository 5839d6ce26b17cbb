import { valibotResolver } from '@hookform/resolvers/valibot';
import { useServerError } from '../hooks/use-server-error';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { addressSchema, emptyAddress, type Address, type AddressForm as AddressValues } from '../../core/domain/address';
import { Alert } from '../components/alert';
import { FormActions } from '../components/form-actions';
import { AddressFields } from './address-fields';

export interface AddressFormProps {
  /** The address being changed; empty fields without it. */
  initial?: AddressValues;
  submitLabel: string;
  /** Saves the address; a rejection's message is shown above the buttons and what was typed stays. */
  onSubmit(address: Address): Promise<void>;
  onCancel(): void;
  /** More to ask before the buttons (whether to make it the default). */
  children?: ReactNode;
}

/** The address's own fields only: a saved one also carries its id and whether it is the default. */
const formValues = (initial?: AddressValues): AddressValues => {
  const start = emptyAddress();
  for (const field of Object.keys(start) as (keyof AddressValues)[]) start[field] = initial?.[field] ?? start[field] ?? '';
  return start;
};

/** An address to add to the book or change in it, checked by the address schema as it is typed. */
export function AddressForm({ initial, submitLabel, onSubmit, onCancel, children }: AddressFormProps) {
  const { register, handleSubmit, formState } = useForm<AddressValues, unknown, Address>({
    resolver: valibotResolver(addressSchema),
    defaultValues: formValues(initial),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const { serverError, submit } = useServerError(onSubmit);

  return (
    <form noValidate aria-label="Address" onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-5">
      <AddressFields register={register} errors={errors} readOnly={isSubmitting} />
      {children}
      {serverError && <Alert>{serverError}</Alert>}
      <FormActions submitting={isSubmitting} onCancel={onCancel}>
        {submitLabel}
      </FormActions>
    </form>
  );
}
