import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import type { AddressChoice } from '../../core/domain/address-choice';
import { addressMessages, addressSchema, emptyAddress, MAX_SAVED_ADDRESSES, type Address, type AddressForm, type SavedAddress } from '../../core/domain/address';
import { AddressFields } from '../addresses/address-fields';
import { AddressLines } from '../addresses/address-lines';
import { Alert } from '../components/alert';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import { cx } from '../components/cx';
import { Choice } from '../components/radio-choice';
import { Spinner } from '../components/spinner';
import { addressBookQuery, addressKeys } from '../queries/addresses';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

export type { AddressChoice };

export const addressPickerText = {
  legend: 'Deliver to',
  newAddress: 'A new address',
  saveIt: 'Save it to my address book',
  loading: 'Loading your addresses',
  failed: 'Your saved addresses could not be loaded: type the address, or try again.',
} as const;

export interface AddressPickerProps {
  /** The choice as last reported; null while there is none that can be sent. */
  value: AddressChoice | null;
  /** Every change of choice: null while the new address is unfinished or invalid. */
  onChange(choice: AddressChoice | null): void;
  /** Shows every field's message at once: the order was submitted with the new address unfinished. */
  showErrors?: boolean;
  /** While the order is being placed. */
  disabled?: boolean;
  /** A new address's recipient to start with: the customer's name. */
  recipient?: string;
}

const choiceOf = (form: AddressForm, saveAddress: boolean): AddressChoice | null => {
  const parsed = v.safeParse(addressSchema, form);
  return parsed.success ? { address: parsed.output, saveAddress } : null;
};

/**
 * The order form's delivery address: the saved addresses to choose from, the default chosen at
 * first, or a new one typed here and, unless the customer says not to, saved to their book.
 * It holds no form of its own, so it sits inside the order form.
 */
export function AddressPicker({ value, onChange, showErrors = false, disabled = false, recipient = '' }: AddressPickerProps) {
  const name = useId();
  const api = useService(UI_TOKENS.ShopApi);
  const book = useQuery(addressBookQuery(api));
  const tryAgain = useTryAgain(addressKeys.mine);
  const [typing, setTyping] = useState(value !== null && 'address' in value);
  const [save, setSave] = useState(value !== null && 'saveAddress' in value ? value.saveAddress : true);
  const { register, formState, trigger, getValues, watch } = useForm<AddressForm, unknown, Address>({
    resolver: valibotResolver(addressSchema),
    defaultValues: value !== null && 'address' in value ? value.address : emptyAddress(recipient),
    // Fields say what they need once Submit is pressed (showErrors), never from Tab passing them.
    mode: 'onSubmit',
  });
  const errorsShown = useEffectEvent(() => showErrors);

  const saved: SavedAddress[] = book.data ?? [];
  const full = saved.length >= MAX_SAVED_ADDRESSES;
  const canSave = save && !full;
  // No book to choose from (empty, or not read): the form is the only way.
  const formOnly = book.isSuccess ? saved.length === 0 : book.isError;
  const showForm = typing || formOnly;
  const chosenId = !showForm && value !== null && 'addressId' in value && saved.some((a) => a._id === value.addressId) ? value.addressId : null;

  const report = useEffectEvent((choice: AddressChoice | null) => onChange(choice));

  // The default is chosen once the book arrives (the first listed), unless something else is.
  const firstId = book.data?.[0]?._id;
  useEffect(() => {
    if (!showForm && chosenId === null && firstId !== undefined) report({ addressId: firstId });
  }, [showForm, chosenId, firstId]);

  // While the form shows, each change reports the address, or null while it does not pass.
  useEffect(() => {
    if (!showForm) return;
    report(choiceOf(getValues(), canSave));
    const { unsubscribe } = watch((form, { name: field }) => {
      // Typing here chooses the new address, even if the book arrives meanwhile.
      setTyping(true);
      report(choiceOf(form as AddressForm, canSave));
      // Once the messages show, each follows its field as it is typed.
      if (field && errorsShown()) void trigger(field);
    });
    return unsubscribe;
  }, [showForm, canSave, watch, getValues, trigger]);

  useEffect(() => {
    if (showErrors && showForm) void trigger();
  }, [showErrors, showForm, trigger]);

  const chooseSaved = (id: string) => {
    setTyping(false);
    onChange({ addressId: id });
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-ink-soft">{addressPickerText.legend}</legend>
      {book.isPending && (
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" label={addressPickerText.loading} className="text-brand" />
          <span aria-hidden>{addressPickerText.loading}…</span>
        </p>
      )}
      {book.isError && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-danger-soft px-3 py-2">
          <Alert>{addressPickerText.failed}</Alert>
          <Button variant="secondary" size="sm" onClick={tryAgain}>
            Try again
          </Button>
        </div>
      )}
      {book.isSuccess && saved.length > 0 && (
        <div className="flex flex-col gap-2">
          {saved.map((address) => (
            <Choice key={address._id} name={name} checked={chosenId === address._id} onChoose={() => chooseSaved(address._id)}>
              <div className="flex min-w-0 flex-1 items-start justify-between gap-2">
                <AddressLines address={address} compact className="text-sm" />
                {address.isDefault && <Badge tone="brand">Default</Badge>}
              </div>
            </Choice>
          ))}
          <Choice name={name} checked={showForm} onChoose={() => setTyping(true)}>
            <span className="font-semibold text-ink">{addressPickerText.newAddress}</span>
          </Choice>
        </div>
      )}
      {showForm && (
        <div className={cx('flex flex-col gap-4', !formOnly && 'rounded-lg border border-line p-4')}>
          <AddressFields register={register} errors={formState.errors} />
          <Checkbox
            label={addressPickerText.saveIt}
            hint={full ? addressMessages.bookFull : undefined}
            checked={canSave}
            disabled={full}
            onChange={(event) => setSave(event.target.checked)}
          />
        </div>
      )}
    </fieldset>
  );
}
