import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkQuantity } from '../../core/domain/product';
import { QuantityPicker } from './quantity-picker';

/** Presentational: the ordering machine (see ProductOrdering) decides the quantity and its verdict. */
// $21 each, $25.20 with the United Kingdom's 20% VAT, as a customer reads it.
const product = { min: 5, max: 200, price: 21, stock: 1000, packSize: 1, priceBreaks: [], partNumber: 'HT-10001' };
const fewLeft = { ...product, stock: 7 };
const soldOut = { ...product, stock: 0 };

const meta = {
  title: 'Ordering/QuantityPicker',
  component: QuantityPicker,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    product,
    quantity: 12,
    verdict: checkQuantity(product, 12),
    total: 12 * 21,
    onQuantity: fn(),
    onPurchase: fn(),
  },
} satisfies Meta<typeof QuantityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quantity within min..max: the total is shown and Purchase is enabled. */
export const InBounds: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue(12);
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText(/order between 5 and 200/)).toHaveTextContent('Total $302.40 inc. VAT · order between 5 and 200');

    // Controlled: an edit is reported, the shown value stays the one passed in.
    await userEvent.type(quantity, '0');
    await expect(args.onQuantity).toHaveBeenLastCalledWith(120);

    const purchase = canvas.getByRole('button', { name: 'Purchase' });
    await expect(purchase).toBeEnabled();
    await userEvent.click(purchase);
    await expect(args.onPurchase).toHaveBeenCalledTimes(1);
  },
};

/** Above the maximum: Purchase is disabled and the note says why. */
export const AboveMax: Story = {
  args: { quantity: 250, verdict: checkQuantity(product, 250), total: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Maximum Quantity Exceeded/)).toHaveTextContent('Maximum Quantity Exceeded: order between 5 and 200');
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await expect(canvas.queryByText(/Total/)).not.toBeInTheDocument();
    await expect(args.onPurchase).not.toHaveBeenCalled();
  },
};

/** Below the minimum: Purchase is disabled and the note asks for more. */
export const BelowMin: Story = {
  args: { quantity: 2, verdict: checkQuantity(product, 2), total: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Add Minimum Quantity/)).toHaveTextContent('Add Minimum Quantity: order between 5 and 200');
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  },
};

/** The field emptied (or not a whole number): nothing to order yet. */
export const Empty: Story = {
  args: { quantity: Number.NaN, verdict: checkQuantity(product, Number.NaN), total: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(null);
    await expect(canvas.getByText(/Use a whole number/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  },
};

/** Only 7 left: the bound is what is in stock, and more than that says how many may be ordered. */
export const OnlyAFewLeft: Story = {
  args: { product: fewLeft, quantity: 8, verdict: checkQuantity(fewLeft, 8), total: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveAttribute('max', '7');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Only 7 left in stock: order 7 or fewer')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  },
};

/** Within what is left: the note's bound is the 7 in stock, not the maximum of 200. */
export const OnlyAFewLeftInBounds: Story = {
  args: { product: fewLeft, quantity: 6, verdict: checkQuantity(fewLeft, 6), total: 6 * 21 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/order between/)).toHaveTextContent('Total $151.20 inc. VAT · order between 5 and 7');
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  },
};

/** Out of stock: nothing can be typed or purchased, and Purchase says why. */
export const OutOfStock: Story = {
  args: { product: soldOut, quantity: 5, verdict: checkQuantity(soldOut, 5), total: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    const purchase = canvas.getByRole('button', { name: 'Purchase' });
    await expect(purchase).toBeDisabled();
    await expect(purchase).toHaveAccessibleDescription('This product is out of stock: it can be ordered again once the shop has more');
    await expect(args.onPurchase).not.toHaveBeenCalled();
  },
};

// Claw hammers: $24 each, $22 from 20, $20 from 50 ($28.80, $26.40 and $24.00 with VAT).
const hammer = { ...product, price: 24, priceBreaks: [{ from: 20, to: 49, price: 22 }, { from: 50, to: null, price: 20 }] };

/** At 20 the unit price is the first break's: the total says so, and what the next break would cost. */
export const AtAVolumePrice: Story = {
  args: { product: hammer, quantity: 20, verdict: checkQuantity(hammer, 20), total: 440 },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText(/Total/);
    await expect(note).toHaveTextContent('Total $528.00 inc. VAT ($26.40 each, volume price) · order between 5 and 200');
    await expect(note).toHaveTextContent('Order 50 or more for $24.00 each');
  },
};

/** Below the first break: the next break is offered, no volume price is claimed. */
export const BelowTheFirstBreak: Story = {
  args: { product: hammer, quantity: 10, verdict: checkQuantity(hammer, 10), total: 240 },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByText(/Total/);
    await expect(note).toHaveTextContent('Total $288.00 inc. VAT · order between 5 and 200Order 20 or more for $26.40 each');
    await expect(note).not.toHaveTextContent('volume price');
  },
};

// Tape measures in boxes of ten.
const boxed = { ...product, min: 10, max: 300, price: 16, packSize: 10 };

/** Sold in packs: the field steps by the pack, and a quantity between packs names the nearest two. */
export const NotWholePacks: Story = {
  args: { product: boxed, quantity: 25, verdict: checkQuantity(boxed, 25), total: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveAttribute('step', '10');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Sold in packs of 10: order 20 or 30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  },
};

/** In whole packs: the note says how it is sold, and the bound in stock is whole packs too. */
export const InWholePacks: Story = {
  args: { product: { ...boxed, stock: 47 }, quantity: 30, verdict: checkQuantity(boxed, 30), total: 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('max', '40');
    await expect(canvas.getByText(/Total/)).toHaveTextContent('Total $576.00 inc. VAT · order between 10 and 40, sold in packs of 10');
  },
};
