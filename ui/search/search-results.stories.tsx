import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoSidewaysScroll, unbrokenProductName } from '../../.storybook/layout-checks';
import { sampleId, sampleProducts } from '../../.storybook/sample-data/catalogue';
import { sampleCategory } from '../../.storybook/sample-data/categories';
import type { SearchRequest } from '../../core/domain/search';
import { SearchResults } from './search-results';

/** The results page's body: the story's shop (the real core over memory) answers GET /api/search for the request given. */
const meta = {
  title: 'Search/SearchResults',
  component: SearchResults,
  parameters: { layout: 'fullscreen' },
  args: { onSort: fn() },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const request = (q: string, more: Partial<SearchRequest> = {}): SearchRequest => ({ q, sort: 'relevance', inStock: false, page: 1, ...more });

/** Sixty parts of one kind, for pages. */
const screws = Array.from({ length: 60 }, (_, n) => ({
  ...sampleProducts[10],
  _id: sampleId(500 + n),
  name: `Hex Bolt M10 x ${20 + n * 5}`,
  partNumber: `HT-HXB-M10-${20 + n * 5}`,
  price: 3 + n,
  stock: n % 4 === 0 ? 0 : 200,
}));

export const Found: Story = {
  args: { request: request('wrenches') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for “wrenches”' })).toBeVisible();
    const names = (await canvas.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    await expect([...names].sort()).toEqual(['Adjustable Wrench 250 mm', 'Combination Wrench Set, 12 pcs']);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 products');
    const filters = canvas.getByRole('complementary', { name: 'Filters' });
    await expect(within(filters).getByRole('link', { name: /In stock/ })).toHaveAttribute('href', '/search?q=wrenches&stock=in');
    await expect(within(filters).getByRole('link', { name: /\$25 to \$100/ })).toHaveAttribute('href', '/search?q=wrenches&price=25-100');
  },
};

export const PartNumberTypedLoosely: Story = {
  args: { request: request('htdrl18') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('heading', { level: 3 }))[0]).toHaveTextContent('Cordless Hammer Drill 18V');
  },
};

/** Nothing matches as typed: the nearest products, said to be so. */
export const NearMatches: Story = {
  args: { request: request('cordles hamer dril') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('heading', { level: 3 }))[0]).toHaveTextContent('Cordless Hammer Drill 18V');
    await expect(canvas.getByText('Nothing matches “cordles hamer dril” as typed: these are the nearest.')).toBeVisible();
  },
};

/** On a phone the filters fold away behind a button that counts those chosen. */
export const FiltersOnAPhone: Story = {
  args: { request: request('', { inStock: true, category: sampleCategory('Hand tools')._id }) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    const toggle = canvas.getByRole('button', { name: 'Filters (2)' });
    if (window.innerWidth >= 1024) return; // the viewport did not apply: the filters stand beside the results
    await expect(canvas.queryByRole('link', { name: /In stock/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /In stock/ })).toBeVisible();
  },
};

/** A price band and In stock chosen: the chosen values are marked and link back to the search without them. */
export const Narrowed: Story = {
  args: { request: request('', { price: '100-500', inStock: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await canvas.findAllByRole('heading', { level: 3 });
    const band = canvas.getByRole('link', { name: /\$100 to \$500/ });
    await expect(band).toHaveAttribute('aria-current', 'true');
    await expect(band).toHaveAttribute('href', '/search?stock=in');
    await expect(canvas.getByRole('link', { name: /In stock/ })).toHaveAttribute('href', '/search?price=100-500');
  },
};

const power = sampleCategory('Power tools');
const drills = sampleCategory('Power tools', 'Drills');

/** With nothing chosen, the top categories are offered, each counting the matches under it. */
export const CategoriesOffered: Story = {
  args: { request: request('') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    const offered = within(canvas.getByRole('list', { name: 'Categories' }));
    await expect(offered.getAllByRole('link').map((link) => link.textContent)).toEqual(['Fixings1', 'Hand tools6', 'Measuring2', 'Power tools3']);
    await expect(offered.getByRole('link', { name: /Power tools/ })).toHaveAttribute('href', `/search?category=${power._id}`);
  },
};

/** A category chosen: only its products and those under it, the way back up, and the categories under it. */
export const InACategory: Story = {
  args: { request: request('', { category: power._id, sort: 'price-low' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = (await canvas.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    await expect(names).toEqual(['Angle Grinder 125 mm', 'Circular Saw 185 mm', 'Cordless Hammer Drill 18V']);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Power tools' })).toBeVisible();
    const facet = within(canvas.getByRole('region', { name: 'Category' }));
    await expect(facet.getByRole('link', { name: '‹ All categories' })).toHaveAttribute('href', '/search?sort=price-low');
    await expect(facet.getByText('Power tools')).toHaveAttribute('aria-current', 'true');
    const under = within(facet.getByRole('list', { name: 'Categories in Power tools' }));
    await expect(under.getAllByRole('link').map((link) => link.textContent)).toEqual(['Drills1', 'Grinders1', 'Saws1']);
    await expect(under.getByRole('link', { name: /Drills/ })).toHaveAttribute('href', `/search?sort=price-low&category=${drills._id}`);
  },
};

/** Deep in the tree: each category above links back to itself. */
export const InASubcategory: Story = {
  args: { request: request('drill', { category: drills._id }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = (await canvas.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    await expect(names).toEqual(['Cordless Hammer Drill 18V']);
    const facet = within(canvas.getByRole('region', { name: 'Category' }));
    await expect(facet.getByRole('link', { name: '‹ Power tools' })).toHaveAttribute('href', `/search?q=drill&category=${power._id}`);
    await expect(facet.getByText('Drills')).toHaveAttribute('aria-current', 'true');
  },
};

/** A shared link to a category since deleted: nothing found, and the filters can be cleared. */
export const CategoryGone: Story = {
  args: { request: request('drill', { category: sampleId(79_999) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing matches with these filters.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/search?q=drill');
    await expect(within(canvas.getByRole('region', { name: 'Category' })).getByRole('link', { name: '‹ All categories' })).toHaveAttribute('href', '/search?q=drill');
  },
};

export const Paged: Story = {
  args: { request: request('hex bolt', { page: 2 }) },
  parameters: { shop: { products: screws } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Pages of results' });
    await expect(pages).toHaveTextContent('Page 2 of 3');
    await expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?q=hex+bolt');
    await expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=hex+bolt&page=3');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(24);
  },
};

export const NothingFound: Story = {
  args: { request: request('xylophone') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products match “xylophone”')).toBeVisible();
    await expect(canvas.getByText('Check the part number, or try fewer or other words.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 products');
  },
};

export const NothingWithTheseFilters: Story = {
  args: { request: request('wrench', { price: '500-up' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing matches with these filters.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/search?q=wrench');
  },
};

/** A product name as long as the form allows, without a space, and a long query: nothing scrolls sideways. */
export const LongNames: Story = {
  args: { request: request(unbrokenProductName) },
  parameters: { shop: { products: [{ ...sampleProducts[0], name: unbrokenProductName }, ...sampleProducts.slice(1)] } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { request: request('drill') },
  parameters: { api: { searchProducts: 500 } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The search could not be done');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
