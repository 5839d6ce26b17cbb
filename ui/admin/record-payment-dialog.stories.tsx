import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectInView } from '../../.storybook/layout-checks';
import { owedOnAccountOrder } from '../../.storybook/sample-data/orders';
import { sampleAdmin } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { totalWords } from '../../core/domain/tax';
import { formatDate } from '../format';
import { RecordPaymentDialog } from './record-payment-dialog';

/** The dialog Record payment opens on an order bought on account, against the story's shop: POST /api/order/:id/payment-on-account. */
const meta = {
  title: 'Admin/RecordPaymentDialog',
  component: RecordPaymentDialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded', shop: { orders: [owedOnAccountOrder], signedInAs: sampleAdmin } },
  args: { order: owedOnAccountOrder, onClose: fn() },
} satisfies Meta<typeof RecordPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async () => within(await screen.findByRole('dialog', { name: `Record the payment of ${owedOnAccountOrder.number}` }));

/** The amount, the company's buyer and the due date, then the bank reference to type. */
export const Open: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(`${totalWords(owedOnAccountOrder)} from ${owedOnAccountOrder.customerName}, due ${formatDate(owedOnAccountOrder.paymentDueAt!)}`);
    await waitFor(() => expect(dialog.getByLabelText('Bank reference')).toHaveFocus());
  },
};

/** The shop fails (500): its message shows in the dialog, which stays open with the reference typed; nothing closes it but the admin. */
export const ServerError: Story = {
  parameters: { api: { recordPaymentOnAccount: 500 } },
  play: async (context) => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Bank reference'), 'BACS 4471 PATEL JOINERY');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    const alert = await dialog.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.'));
    await expectInView(alert);
    await expect(dialog.getByLabelText('Bank reference')).toHaveValue('BACS 4471 PATEL JOINERY');
    await expect(context.args.onClose).not.toHaveBeenCalled();
    await expect(storyApi(context).callsOf('recordPaymentOnAccount')).toHaveLength(1);
  },
};

/** On a phone (390 px): the field, the message and both buttons fit. */
export const Phone: Story = {
  ...ServerError,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await ServerError.play!(context);
    const dialog = await openDialog();
    await expectInView(dialog.getByRole('button', { name: 'Record payment' }));
    await expectInView(dialog.getByRole('button', { name: 'Cancel' }));
  },
};
