import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sandboxCardFormat } from '../../.storybook/sandbox-cards';
import type { CardPayments } from '../../core/ports/browser/card-payments';
import { SandboxCardForm, type SandboxCardFormProps, type TypedCard } from './sandbox-card-form';

/**
 * A stand-in for the sandbox provider's browser half: it pays with the card the form hands it,
 * answering a transaction id made of the card's last four digits, so a story can tell which card it read.
 */
const makePayments = fn(
  (card: () => TypedCard): CardPayments => ({
    async confirmCardPayment() {
      return `pi_sandbox_${card().number.replace(/\D/g, '').slice(-4)}`;
    },
  }),
);

/** The embedded provider's card form: number, expiry and CVC, formatted as typed with the provider's own rules. */
const meta = {
  title: 'Payments/SandboxCardForm',
  component: SandboxCardForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { disabled: false, onPayments: fn(), onCardChange: fn(), format: sandboxCardFormat, makePayments },
} satisfies Meta<typeof SandboxCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const billing = { name: 'Dev Patel', email: 'dev.patel@example.com' };

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    number: canvas.getByRole('textbox', { name: 'Card number' }),
    expiry: canvas.getByRole('textbox', { name: 'Expiry' }),
    cvc: canvas.getByRole('textbox', { name: 'CVC' }),
  };
};

/** The number is grouped by four, the expiry written MM / YY, and the CVC keeps at most four digits. */
export const FormatsAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const { number, expiry, cvc } = fields(canvasElement);
    await expect(within(canvasElement).getByRole('group', { name: 'Card' })).toBeEnabled();

    await userEvent.type(number, '4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');

    await userEvent.type(expiry, '1234');
    await expect(expiry).toHaveValue('12 / 34');

    await userEvent.type(cvc, '1a2-3');
    await expect(cvc).toHaveValue('123');
    await userEvent.type(cvc, '45');
    await expect(cvc).toHaveValue('1234');

    // Letters and separators typed into the number are dropped, and the expiry keeps four digits.
    await userEvent.clear(number);
    await userEvent.type(number, '4000-0000 0000.0002');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '12/345');
    await expect(expiry).toHaveValue('12 / 34');
  },
};

/** The form hands over a payments object bound to the card as typed: it pays with the card entered since. */
export const HandsOverPayments: Story = {
  play: async ({ args, canvasElement }) => {
    const make = args.makePayments as typeof makePayments;
    await waitFor(() => expect(args.onPayments).toHaveBeenCalled());
    await expect(make).toHaveBeenCalledTimes(1);
    // The object handed over is the one makePayments made (checked by identity).
    const payments = lastPayments(args.onPayments);
    await expect(payments).toBe(make.mock.results[0]?.value);
    await expect(typeof payments.confirmCardPayment).toBe('function');

    const [card] = make.mock.lastCall ?? [];
    if (!card) throw new Error('makePayments was not given the card');
    await expect(card()).toEqual({ number: '', expiry: '', cvc: '' });

    const { number, expiry, cvc } = fields(canvasElement);
    await userEvent.type(number, '4242424242424242');
    await userEvent.type(expiry, '1234');
    await userEvent.type(cvc, '123');

    // The getter reads the card as it is now, without the form handing over a new object.
    await expect(card()).toEqual({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    await expect(await payments.confirmCardPayment('pi_sandbox_1_secret_1', billing)).toBe('pi_sandbox_4242');
    await expect(make).toHaveBeenCalledTimes(1);
    await expect(lastPayments(args.onPayments)).toBe(payments);
  },
};

/** Every edit of the card is reported, so that what was said of the last card can go. */
export const ReportsCardChanges: Story = {
  play: async ({ args, canvasElement }) => {
    const { number, expiry, cvc } = fields(canvasElement);
    await expect(args.onCardChange).not.toHaveBeenCalled();
    await userEvent.type(number, '4');
    await expect(args.onCardChange).toHaveBeenCalledTimes(1);
    await userEvent.type(expiry, '1');
    await userEvent.type(cvc, '1');
    await expect(args.onCardChange).toHaveBeenCalledTimes(3);
  },
};

/** While a payment is confirmed, the card cannot change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const { number, expiry, cvc } = fields(canvasElement);
    await expect(within(canvasElement).getByRole('group', { name: 'Card' })).toBeDisabled();
    await expect(number).toBeDisabled();
    await expect(expiry).toBeDisabled();
    await expect(cvc).toBeDisabled();
  },
};

/** The payments object onPayments last received. */
function lastPayments(onPayments: SandboxCardFormProps['onPayments']) {
  const calls = (onPayments as ReturnType<typeof fn>).mock.calls;
  const payments = calls[calls.length - 1]?.[0];
  if (!payments) throw new Error('onPayments has not been given a payments object');
  return payments as CardPayments;
}
