import type { AddressChoice } from '../../core/domain/address-choice';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';
import { messages } from '../../core/domain/messages';
import { PHONE_MAX_LENGTH } from '../../core/domain/order';
import { useId } from 'react';
import { useShownPrices } from '../catalogue/use-shown-prices';
import { useOrderTax } from './use-order-tax';
import { AddressPicker } from './address-picker';
import type { CreditStanding, PaymentMethod } from '../../core/domain/on-account';
import { PaymentChoice } from '../trade/payment-choice';

export interface OrderDialogProps {
  open: boolean;
  productName: string;
  /** The product's part number, which its VAT rate may depend on (a zero-rated part). */
  partNumber: string | null;
  customer: { email: string; displayName: string };
  quantity: number;
  total: number;
  phone: string;
  /** Where to deliver, as the address picker last reported it. */
  address: AddressChoice | null;
  /** Set once Submit was pressed without an address that can be sent. */
  addressError: string | null;
  submitting: boolean;
  /** What the buyer's company may still buy on account; null (or left out) when it pays by card. */
  standing?: CreditStanding | null;
  paymentMethod?: PaymentMethod;
  onPaymentMethod?(method: PaymentMethod): void;
  onPhone(phone: string): void;
  onAddress(choice: AddressChoice | null): void;
  onSubmit(): void;
  onClose(): void;
}

/** The order form: who orders what, read-only, the phone number to reach them on, where to deliver and, for a company buying on account, how to pay. */
export function OrderDialog(props: OrderDialogProps) {
  const { open, productName, customer, quantity, total, phone, address, addressError, submitting, onPhone, onAddress, onSubmit, onClose } = props;
  const formId = useId();
  const shown = useShownPrices();
  // What the order comes to where it goes, VAT included or not as the buyer reads prices; the gross is what the credit must cover.
  const tax = useOrderTax(total > 0 ? [{ lineTotal: total, partNumber: props.partNumber }] : null, address);
  const price = tax && shown.ofTaxed(tax);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={messages.orderFor(productName)}
      busy={submitting}
      // In the dialog's foot, which stays in view however long the address form is.
      footer={
        <Button type="submit" form={formId} size="lg" busy={submitting} className="w-full">
          {submitting ? 'Placing your order…' : 'Submit'}
        </Button>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" value={customer.displayName} readOnly />
          <TextField label="Email" type="email" value={customer.email} readOnly />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Quantity" value={quantity} readOnly />
          <TextField label="Price" value={price ? `${price} ${shown.words}` : '…'} readOnly />
        </div>
        <TextField
          label="Phone Number (optional)"
          type="tel"
          autoComplete="tel"
          value={phone}
          maxLength={PHONE_MAX_LENGTH}
          onChange={(event) => onPhone(event.target.value)}
          hint="So we can reach you about delivery"
          disabled={submitting}
        />
        <AddressPicker value={address} onChange={onAddress} showErrors={addressError !== null} disabled={submitting} recipient={customer.displayName} />
        {addressError && <Alert>{addressError}</Alert>}
        <PaymentChoice standing={props.standing ?? null} total={tax?.gross ?? null} value={props.paymentMethod ?? 'card'} onChange={(method) => props.onPaymentMethod?.(method)} disabled={submitting} />
      </form>
    </Dialog>
  );
}
