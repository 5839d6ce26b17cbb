import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { addressMessages } from '../../core/domain/address';
import type { AddressChoice } from '../../core/domain/address-choice';
import type { PaymentMethod } from '../../core/domain/on-account';
import { PHONE_MAX_LENGTH } from '../../core/domain/order';
import { orderLinesOf, quoteMessages, quoteTotal, type Quote } from '../../core/domain/quote';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { TextField } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useOrderTax } from '../ordering/use-order-tax';
import { AddressPicker } from '../ordering/address-picker';
import { quoteKeys, useAcceptQuote } from '../queries/quotes';
import { PaymentChoice } from '../trade/payment-choice';
import { useCreditStanding } from '../trade/use-buyer-prices';

export interface AcceptQuoteFormProps {
  /** An answered quote whose prices still hold. */
  quote: Quote;
  onCancel(): void;
}

/** Accepting a quote asks what checkout asks (where it goes, a phone, how to pay), then places the order at the quoted prices and goes on to pay it. */
export function AcceptQuoteForm({ quote, onCancel }: AcceptQuoteFormProps) {
  const accept = useAcceptQuote();
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const standing = useCreditStanding();
  const headingId = useId();
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState<AddressChoice | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const [error, setError] = useState<string | null>(null);
  const placing = accept.isPending;
  const total = quoteTotal(quote);
  const lines = useMemo(() => orderLinesOf(quote), [quote]);
  // The order's VAT where it goes: the quoted prices are without it.
  const tax = useOrderTax(lines, address);

  const chooseAddress = (choice: AddressChoice | null) => {
    setAddress(choice);
    if (choice) setAddressError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!address) return setAddressError(addressMessages.chooseOne);
    setError(null);
    try {
      const acceptance = { phone, saveAddress: false, ...address, ...(paymentMethod === 'account' ? { paymentMethod } : {}) };
      const { order } = await accept.mutateAsync({ id: quote._id, acceptance });
      toast.success(quoteMessages.accepted);
      // Paid next by card, as any order; one bought on account is shown.
      void navigate(order.paymentDueAt ? { to: '/dashboard/order/$id', params: { id: order._id } } : { to: '/dashboard/payment/$id', params: { id: order._id } });
    } catch (failure) {
      setError(messageOf(failure));
      // Refused as the quote stands (past its date, decided elsewhere): it is read again to show why.
      void client.invalidateQueries({ queryKey: quoteKeys.one(quote._id) });
    }
  };

  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <form noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)} className="flex min-w-0 flex-col gap-5">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          Accept and order
        </h3>
        <p className="text-sm text-ink-soft">
          {quoteMessages.acceptTotal(total, tax)}
        </p>
        <TextField
          label="Phone Number (optional)"
          // Opened by Accept, which is gone: typing starts here.
          autoFocus
          type="tel"
          autoComplete="tel"
          value={phone}
          maxLength={PHONE_MAX_LENGTH}
          onChange={(event) => setPhone(event.target.value)}
          hint="So we can reach you about delivery"
          disabled={placing}
        />
        <AddressPicker value={address} onChange={chooseAddress} showErrors={addressError !== null} disabled={placing} recipient={quote.customerName} />
        {addressError && <Alert>{addressError}</Alert>}
        <PaymentChoice standing={standing} total={tax?.gross ?? null} value={paymentMethod} onChange={setPaymentMethod} disabled={placing} />
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={placing}>
            Cancel
          </Button>
          <Button type="submit" busy={placing}>
            {placing ? 'Placing your order…' : 'Place order'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
