import { useEffect, useRef, useState } from 'react';
import type { CardPayments } from '../../core/ports/browser/card-payments';
import { TextField } from '../components/text-field';
import type { CardFormProps } from '../services/card-providers';

/** A card as typed into the sandbox form. */
export interface TypedCard {
  number: string;
  expiry: string;
  cvc: string;
}

export interface SandboxCardFormProps extends CardFormProps {
  /** Formats the fields as the customer types (the provider's own rules). */
  format: { number(value: string): string; expiry(value: string): string };
  /** The provider's browser half, reading the card from this form. */
  makePayments(card: () => TypedCard): CardPayments;
}

/** The embedded provider's card form: number, expiry and CVC, formatted as typed. */
export function SandboxCardForm({ onPayments, disabled, onCardChange, format, makePayments }: SandboxCardFormProps) {
  const [card, setCard] = useState<TypedCard>({ number: '', expiry: '', cvc: '' });
  const current = useRef(card);
  current.current = card;
  const edit = (change: Partial<TypedCard>) => {
    setCard((typed) => ({ ...typed, ...change }));
    onCardChange();
  };

  useEffect(() => {
    onPayments(makePayments(() => current.current));
    return () => onPayments(null);
  }, [onPayments, makePayments]);

  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_8rem_6rem]" disabled={disabled}>
      <legend className="sr-only">Card</legend>
      {/* No sample number or CVC as placeholders: they read as a card already filled in (the test cards are listed above). */}
      <div className="col-span-2 sm:col-span-1">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          onChange={(event) => edit({ number: format.number(event.target.value) })}
          className="font-mono"
        />
      </div>
      <TextField
        label="Expiry"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM / YY"
        value={card.expiry}
        onChange={(event) => edit({ expiry: format.expiry(event.target.value) })}
        className="font-mono"
      />
      <TextField
        label="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={card.cvc}
        onChange={(event) => edit({ cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
        className="font-mono"
      />
    </fieldset>
  );
}
