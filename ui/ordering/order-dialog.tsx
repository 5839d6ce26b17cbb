import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';
import { messages } from '../../core/domain/messages';
import { PHONE_MAX_LENGTH } from '../../core/domain/order';
import { formatPrice } from '../format';

export interface OrderDialogProps {
  open: boolean;
  productName: string;
  customer: { email: string; displayName: string };
  quantity: number;
  total: number;
  phone: string;
  submitting: boolean;
  onPhone(phone: string): void;
  onSubmit(): void;
  onClose(): void;
}

/** The order form: who orders what, read-only, and the phone number to reach them on. */
export function OrderDialog({ open, productName, customer, quantity, total, phone, submitting, onPhone, onSubmit, onClose }: OrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={messages.orderFor(productName)} busy={submitting}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField label="Name" value={customer.displayName} readOnly />
        <TextField label="Email" type="email" value={customer.email} readOnly />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Quantity" value={quantity} readOnly />
          <TextField label="Price" value={formatPrice(total)} readOnly />
        </div>
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          value={phone}
          maxLength={PHONE_MAX_LENGTH}
          onChange={(event) => onPhone(event.target.value)}
          hint="So we can reach you about delivery"
          disabled={submitting}
        />
        <Button type="submit" size="lg" busy={submitting} className="mt-2 w-full">
          {submitting ? 'Placing your order…' : 'Submit'}
        </Button>
      </form>
    </Dialog>
  );
}
