import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleCategory } from '../../../.storybook/sample-data/categories';
import { SiteLayout } from '../../layout/site-layout';
import { HomePage } from './home-page';

/** The home page as the app shows it, inside the site layout; its catalogue comes from the story's shop. */
const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SiteLayout session={{ status: 'signedOut' }}>
        <Story />
      </SiteLayout>
    ),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const buyNowLinks = /^Buy Now/;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tools built for the trade');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '#tools');
    await expect(await canvas.findAllByRole('link', { name: buyNowLinks })).toHaveLength(12);
    // The top categories, each with the categories under it.
    const categories = within(canvas.getByRole('region', { name: 'Shop by category' }));
    await expect(categories.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Fixings', 'Hand tools', 'Measuring', 'Power tools']);
    await expect(categories.getByRole('link', { name: 'Pliers' })).toHaveAttribute('href', `/category/${sampleCategory('Hand tools', 'Pliers')._id}`);
    await expect(canvas.getByRole('heading', { name: 'Built to last a working life' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Meet the team' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Hartwell Tools: tools and parts from the manufacturer'));
  },
};

export const Empty: Story = {
  parameters: { shop: { products: [], categories: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tools in the catalogue yet')).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Shop by category' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'Error',
  parameters: { api: { listProducts: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The tools could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { listProducts: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading products' })).toBeVisible();
  },
};
