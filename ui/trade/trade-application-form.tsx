import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { emptyAddress, type AddressForm } from '../../core/domain/address';
import { tradeApplicationSchema, type TradeApplication, type TradeApplicationForm as Values } from '../../core/domain/trade-account';
import { AddressFields } from '../addresses/address-fields';
import { Alert } from '../components/alert';
import { FormActions } from '../components/form-actions';
import { TextField } from '../components/text-field';
import { useServerError } from '../hooks/use-server-error';

export interface TradeApplicationFormProps {
  /** Where the form starts: a declined application's details, to correct and send again. */
  initial?: Partial<Values>;
  /** The recipient the invoice address starts with. */
  recipient: string;
  /** Sends the application; a refusal's message shows above the button and what was typed stays. */
  onSubmit(application: Values): Promise<void>;
}

const start = (initial: Partial<Values> | undefined, recipient: string): Values => ({
  companyName: initial?.companyName ?? '',
  companyNumber: initial?.companyNumber ?? '',
  vatNumber: initial?.vatNumber ?? '',
  invoiceAddress: { ...emptyAddress(recipient), ...initial?.invoiceAddress },
});

/** What a business tells the shop to open a trade account, checked by the application's schema as it is typed. */
export function TradeApplicationForm({ initial, recipient, onSubmit }: TradeApplicationFormProps) {
  const { register, handleSubmit, formState } = useForm<Values, unknown, TradeApplication>({
    resolver: valibotResolver(tradeApplicationSchema),
    defaultValues: start(initial, recipient),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;
  const { serverError, submit } = useServerError((parsed: TradeApplication) => onSubmit(typedOf(parsed)));
  const field = (name: 'companyName' | 'companyNumber' | 'vatNumber') => ({ ...register(name), error: errors[name]?.message, readOnly: isSubmitting });
  // The address's fields, registered under invoiceAddress.
  const registerAddress = ((name: keyof AddressForm) => register(`invoiceAddress.${name}`)) as unknown as UseFormRegister<AddressForm>;
  const addressErrors = (errors.invoiceAddress ?? {}) as FieldErrors<AddressForm>;

  return (
    <form noValidate aria-label="Apply for a trade account" onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Company name" autoComplete="organization" {...field('companyName')} />
        </div>
        <TextField label="Company number" hint="As registered, for example 01234567 or SC123456" {...field('companyNumber')} />
        <TextField label="VAT number (optional)" hint="With its country prefix, for example GB123456789" {...field('vatNumber')} />
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-ink">Invoice address</legend>
        <AddressFields register={registerAddress} errors={addressErrors} readOnly={isSubmitting} />
      </fieldset>
      {serverError && <Alert>{serverError}</Alert>}
      <FormActions submitting={isSubmitting}>Apply for a trade account</FormActions>
    </form>
  );
}

/** The parsed application as the contract takes it: a VAT number left out is sent as none. */
const typedOf = (parsed: TradeApplication): Values => ({ ...parsed, vatNumber: parsed.vatNumber ?? '' });
