import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, unbrokenProductName } from '../../.storybook/layout-checks';
import { sampleId, sampleProducts } from '../../.storybook/sample-data/catalogue';
import { sampleCategories, sampleCategory } from '../../.storybook/sample-data/categories';
import { CategoryPage } from './category-page';

/** /category/:id: the story's shop (the real core over memory) answers GET /api/categories/:id for the id given. */
const meta = {
  title: 'Catalogue/CategoryPage',
  component: CategoryPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const power = sampleCategory('Power tools');
const drills = sampleCategory('Power tools', 'Drills');
const hand = sampleCategory('Hand tools');
const names = async (canvas: ReturnType<typeof within>) => (await canvas.findAllByRole('heading', { level: 3 })).map((heading: HTMLElement) => heading.textContent);

/** A top category: its products and those of the categories under it, in catalogue order, and links to those categories. */
export const TopCategory: Story = {
  args: { id: power._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await names(canvas)).toEqual(['Cordless Hammer Drill 18V', 'Circular Saw 185 mm', 'Angle Grinder 125 mm']);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Power tools' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Power tools')).toHaveAttribute('aria-current', 'page');
    const under = within(canvas.getByRole('navigation', { name: 'Categories in Power tools' }));
    await expect(under.getAllByRole('link').map((link) => link.textContent)).toEqual(['Drills', 'Grinders', 'Saws']);
    await expect(under.getByRole('link', { name: 'Drills' })).toHaveAttribute('href', `/category/${drills._id}`);
    await expect(canvas.getByRole('link', { name: 'Filter and sort these products' })).toHaveAttribute('href', `/search?category=${power._id}`);
  },
};

/** A category under another: the breadcrumbs lead back up; only its own products. */
export const Subcategory: Story = {
  args: { id: drills._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await names(canvas)).toEqual(['Cordless Hammer Drill 18V']);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Power tools' })).toHaveAttribute('href', `/category/${power._id}`);
    await expect(crumbs.getByText('Drills')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('navigation', { name: /Categories in/ })).not.toBeInTheDocument();
  },
};

/** Twenty products under Hand tools: twelve, then the rest on Show more. */
const manyHandTools = Array.from({ length: 20 }, (_, n) => ({ ...sampleProducts[4], _id: sampleId(60_000 + n), name: `Claw Hammer ${n + 1}`, partNumber: `HT-HMR-${n + 1}` }));

export const ShowMore: Story = {
  args: { id: hand._id },
  parameters: { shop: { products: manyHandTools } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await names(canvas)).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more tools' }));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(20));
    await expect(canvas.queryByRole('button', { name: 'Show more tools' })).not.toBeInTheDocument();
  },
};

const emptyCategory = { _id: sampleId(79_000), name: 'Workwear', parentId: null };

/** A category with nothing in it yet says so. */
export const Empty: Story = {
  args: { id: emptyCategory._id },
  parameters: { shop: { categories: [...sampleCategories, emptyCategory] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products here yet')).toBeVisible();
    await expect(canvas.getByText('Products listed under Workwear appear here as soon as they are added.')).toBeVisible();
  },
};

/** An id no category has (one deleted since the link was shared). */
export const NotFound: Story = {
  args: { id: sampleId(79_999) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not find that category')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/search');
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { id: power._id },
  parameters: { api: { getCategory: 500 } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The category could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const longCategory = { _id: sampleId(79_001), name: unbrokenProductName.slice(0, 60), parentId: power._id };

/** A name as long as the form allows, without a space, deep in the tree, on a phone: nothing scrolls sideways. */
export const LongNames: Story = {
  args: { id: longCategory._id },
  parameters: { shop: { categories: [...sampleCategories, longCategory], products: [{ ...sampleProducts[0], name: unbrokenProductName, categoryId: longCategory._id }] } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await names(canvas);
    await expectNoSidewaysScroll(canvasElement);
  },
};
