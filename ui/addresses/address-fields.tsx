import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AddressForm } from '../../core/domain/address';
import { TextField } from '../components/text-field';

export interface AddressFieldsProps {
  register: UseFormRegister<AddressForm>;
  errors: FieldErrors<AddressForm>;
  /** While the address is being saved. */
  readOnly?: boolean;
}

/** What a parcel label needs, each field with its message from the address schema beneath it. */
export function AddressFields({ register, errors, readOnly }: AddressFieldsProps) {
  const field = (name: keyof AddressForm) => ({ ...register(name), error: errors[name]?.message, readOnly });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Recipient" autoComplete="name" {...field('recipient')} />
      <TextField label="Company (optional)" autoComplete="organization" {...field('company')} />
      <div className="sm:col-span-2">
        <TextField label="Address line 1" autoComplete="address-line1" {...field('line1')} />
      </div>
      <div className="sm:col-span-2">
        <TextField label="Address line 2 (optional)" autoComplete="address-line2" {...field('line2')} />
      </div>
      <TextField label="City" autoComplete="address-level2" {...field('city')} />
      <TextField label="Region (optional)" autoComplete="address-level1" {...field('region')} />
      <TextField label="Postcode" autoComplete="postal-code" {...field('postcode')} />
      <TextField label="Country" autoComplete="country-name" {...field('country')} />
    </div>
  );
}
