import { useEffect, useId } from 'react';
import { onAccountMessages, type CreditStanding, type PaymentMethod } from '../../core/domain/on-account';
import { Choice } from '../components/radio-choice';

export interface PaymentChoiceProps {
  /** What the buyer's company may still buy on account; null when it pays by card, and then nothing is asked. */
  standing: CreditStanding | null;
  /** What the order comes to with its VAT, in cents (null while it is worked out): more than is left on account, the account cannot be chosen. */
  total: number | null;
  value: PaymentMethod;
  onChange(method: PaymentMethod): void;
  disabled?: boolean;
}

/** How a company's buyer pays: by card after placing, or on the company's account while its credit covers the order. */
export function PaymentChoice({ standing, total, value, onChange, disabled = false }: PaymentChoiceProps) {
  const name = useId();
  const tooMuch = standing !== null && total !== null && total > standing.left;
  // An order grown past what is left goes back to the card, so that nothing is sent the shop will refuse.
  useEffect(() => {
    if ((tooMuch || !standing) && value === 'account') onChange('card');
  }, [tooMuch, standing, value, onChange]);
  if (!standing) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-ink">How to pay</legend>
      <Choice name={name} checked={value === 'card'} onChoose={() => onChange('card')}>
        <span className="text-sm font-medium text-ink">{onAccountMessages.byCard}</span>
      </Choice>
      <Choice name={name} checked={value === 'account' && !tooMuch} onChoose={() => onChange('account')} disabled={tooMuch}>
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="text-sm font-medium text-ink">{onAccountMessages.onAccount}</span>
          <span className="text-sm text-muted">{tooMuch ? onAccountMessages.tooMuch(standing) : onAccountMessages.choice(standing)}</span>
        </span>
      </Choice>
    </fieldset>
  );
}
