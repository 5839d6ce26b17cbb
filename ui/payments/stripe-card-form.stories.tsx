import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeStripe, stripePayments, type FakeStripe } from '../../.storybook/fake-stripe';
import { useState } from 'react';
import { StripeCardForm, type StripeCardFormProps } from './stripe-card-form';

/** What the Stripe adapter's makePayments does (the ui cannot import adapters/): pay with the card element. */
const makePayments = fn(stripePayments);

type Args = Omit<StripeCardFormProps, 'stripe'>;

/** Stripe's card form, over a fake Stripe.js: it hands over a payments object bound to its card element. */
const meta = {
  title: 'Payments/StripeCardForm',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { disabled: false, onPayments: fn(), onCardChange: fn(), makePayments },
  loaders: [async () => ({ fake: fakeStripe() })],
  render: (args, { loaded }) => <StripeCardForm {...args} stripe={Promise.resolve((loaded.fake as FakeStripe).asStripe)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const billing = { name: 'Dev Patel', email: 'dev.patel@example.com' };

/** Once Stripe.js is ready: a field labelled Card, and a payments object that pays with it. */
export const Ready: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const { stripe, element } = loaded.fake as FakeStripe;
    const canvas = within(canvasElement);
    const field = canvas.getByRole('group', { name: 'Card' });
    await expect(field).toBeVisible();

    await waitFor(() => expect(args.onPayments).toHaveBeenCalled());
    const payments = lastPayments(args.onPayments);
    await expect(typeof payments.confirmCardPayment).toBe('function');
    // Checked by identity: the fakes' method shorthands (functions without a prototype) trip the
    // deep equality of toHaveBeenCalledWith and expect.any(Function).
    const [givenStripe, card] = (args.makePayments as typeof makePayments).mock.lastCall ?? [];
    await expect(givenStripe).toBe(stripe);
    await expect(card?.()).toBe(element);
    // The card element is Stripe's, mounted inside the labelled field, without a postal code.
    await expect(element.mounted).not.toBeNull();
    await expect(field).toContainElement(element.mounted);
    await expect(element.options).toMatchObject({ hidePostalCode: true, disabled: false });

    await expect(await payments.confirmCardPayment('pi_fake_secret_1', billing)).toBe('pi_fake');
    const [method] = (stripe.createPaymentMethod.mock.lastCall ?? []) as unknown as [{ type: string; card: unknown; billing_details: unknown }];
    await expect(method.card).toBe(element);
    await expect(method).toMatchObject({ type: 'card', billing_details: billing });
    await expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_fake_secret_1', { payment_method: 'pm_fake' });
  },
};

/** While a payment is confirmed, Stripe's field is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement, loaded }) => {
    const { element } = loaded.fake as FakeStripe;
    const field = within(canvasElement).getByRole('group', { name: 'Card' });
    await waitFor(() => expect(args.onPayments).toHaveBeenCalled());
    await expect(field).toHaveAttribute('aria-disabled', 'true');
    await expect(element.options).toMatchObject({ disabled: true });
  },
};

/** Stripe's frame reports a mistake in the card: the field says what it is. */
export const InvalidCard: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const { element } = loaded.fake as FakeStripe;
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onPayments).toHaveBeenCalled());
    const change = (error?: { message: string }) =>
      element.emit('change', { elementType: 'card', empty: false, complete: false, error, brand: 'visa', value: { postalCode: '' } } as unknown as StripeCardElementChangeEvent);

    change({ message: 'Your card number is invalid.' });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your card number is invalid.');
    await expect(canvas.getByRole('group', { name: 'Card' })).toHaveAccessibleDescription('Your card number is invalid.');

    change(undefined);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    // Each change of the card is reported, so that a decline of the last card can go too.
    await expect(args.onCardChange).toHaveBeenCalledTimes(2);
  },
};

/** A form that goes away (the payment dialog closes): it takes its payments object back. */
function Removable(props: StripeCardFormProps) {
  const [shown, setShown] = useState(true);
  return (
    <div className="flex flex-col gap-3">
      <button type="button" onClick={() => setShown(false)}>
        Close the form
      </button>
      {shown && <StripeCardForm {...props} />}
    </div>
  );
}

/** Closing the form hands back null: what it handed over no longer has a card to pay with. */
export const Removed: Story = {
  render: (args, { loaded }) => <Removable {...args} stripe={Promise.resolve((loaded.fake as FakeStripe).asStripe)} />,
  play: async ({ args, canvasElement, loaded }) => {
    const { element } = loaded.fake as FakeStripe;
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onPayments).toHaveBeenCalledTimes(1));
    await expect(lastPayments(args.onPayments)).toBeTruthy();

    await userEvent.click(canvas.getByRole('button', { name: 'Close the form' }));
    await waitFor(() => expect(args.onPayments).toHaveBeenLastCalledWith(null));
    await expect(canvas.queryByRole('group', { name: 'Card' })).not.toBeInTheDocument();
    await expect(element.destroyed).toBe(true);
  },
};

/** The payments object onPayments last received. */
function lastPayments(onPayments: Args['onPayments']) {
  const calls = (onPayments as ReturnType<typeof fn>).mock.calls;
  const payments = calls[calls.length - 1]?.[0];
  if (!payments) throw new Error('onPayments has not been given a payments object');
  return payments as NonNullable<Parameters<Args['onPayments']>[0]>;
}
