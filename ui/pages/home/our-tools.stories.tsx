import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { manySampleProducts } from '../../../.storybook/sample-data/catalogue';
import { storyApi } from '../../../.storybook/shop/story-shop-loader';
import { SLOW_ANSWER_MS, slowAnswerText } from '../../components/slow-answer-note';
import { OurTools } from './our-tools';

/** The catalogue section of the home page: it loads GET /api/products, which the story's shop answers. */
const meta = {
  title: 'Catalogue/OurTools',
  component: OurTools,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OurTools>;

export default meta;
type Story = StoryObj<typeof meta>;

const buyNowLinks = /^Buy Now/;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Our Tools' })).toBeVisible();
    const links = await canvas.findAllByRole('link', { name: buyNowLinks });
    await expect(links).toHaveLength(12);
    await expect(canvas.queryByRole('button', { name: 'Show more tools' })).not.toBeInTheDocument();
  },
};

/** More than a page: the next page is appended on request. */
export const Paged: Story = {
  parameters: { shop: { products: manySampleProducts } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link', { name: buyNowLinks })).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more tools' }));
    await expect(await canvas.findByRole('link', { name: 'Buy Now: Spirit Level 600 mm (trade pack)' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: buyNowLinks })).toHaveLength(24);
    await expect(canvas.queryByRole('button', { name: 'Show more tools' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { shop: { products: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No tools in the catalogue yet')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: buyNowLinks })).not.toBeInTheDocument();
  },
};

/** The API answers 500. */
export const Failed: Story = {
  name: 'Error',
  parameters: { api: { listProducts: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The tools could not be loaded');
    await expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: buyNowLinks })).not.toBeInTheDocument();
  },
};

/** "Try again" loads again, and shows the catalogue once the API is back. */
export const RetryAfterError: Story = {
  parameters: { api: { listProducts: 500 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert');
    storyApi(context).heal('listProducts');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('link', { name: buyNowLinks })).toHaveLength(12);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { api: { listProducts: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: buyNowLinks })).not.toBeInTheDocument();
  },
};

/** The API takes longer than a few seconds: the grid's placeholders stay, and a note says the answer is slow. */
export const TakingLonger: Story = {
  parameters: { api: { listProducts: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(canvas.queryByText(slowAnswerText)).not.toBeInTheDocument();
    await expect(await canvas.findByText(slowAnswerText, {}, { timeout: SLOW_ANSWER_MS + 2000 })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading products' })).toBeVisible();
  },
};

/** A slow answer: the note says so, and the tools show once the shop answers. */
export const SlowAnswer: Story = {
  parameters: { api: { listProducts: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(slowAnswerText, {}, { timeout: SLOW_ANSWER_MS + 2000 })).toBeVisible();
    await expect(await canvas.findAllByRole('link', { name: buyNowLinks }, { timeout: 5000 })).toHaveLength(12);
    await expect(canvas.queryByText(slowAnswerText)).not.toBeInTheDocument();
  },
};
