import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { session: { status: 'signedOut' }, onSignOut: fn() },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  },
};

/** While the session is being checked: neither Login nor Dashboard yet. */
export const Loading: Story = {
  args: { session: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your sign-in');
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  },
};

export const Customer: Story = {
  args: { session: { status: 'signedIn', displayName: 'Dev Patel', isAdmin: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Admin: Story = {
  args: { session: { status: 'signedIn', displayName: 'Margaret Hartwell', isAdmin: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};

/** The current page's link is highlighted. */
export const OnAboutPage: Story = {
  parameters: { initialPath: '/about' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(await nav.findByRole('link', { name: 'About' })).toHaveAttribute('data-status', 'active');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-status', 'active');
  },
};

/** On a phone the links fold into a menu. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { session: { status: 'signedIn', displayName: 'Dev Patel', isAdmin: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(menu).getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // Left open, to show the menu.
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** The cart's link, for visitors and customers alike, named with how many products it holds. */
export const WithCart: Story = {
  args: { cartCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Cart, 3 products' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveTextContent('3');
    // Outside the menu: a phone reaches it without opening the menu.
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  },
};

/** One product; nothing; not known yet (the sign-in still being checked). */
export const OneProductInCart: Story = {
  args: { cartCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();
  },
};

export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement).getByRole('link', { name: 'Cart, empty' });
    await expect(cart).not.toHaveTextContent(/\d/);
  },
};

export const CartNotKnownYet: Story = {
  args: { session: { status: 'loading' }, cartCount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart' })).toBeVisible();
  },
};

const topCategories = ['Fixings', 'Hand tools', 'Measuring', 'Power tools'].map((name, i) => ({ _id: `00000000-0000-4000-8000-00000008000${i}`, name }));

/** The top categories beside the search box, on a screen wide enough for both. */
export const WithCategories: Story = {
  args: { categories: topCategories, search: <input aria-label="Search the catalogue" className="w-full rounded-lg border border-line px-3 py-2" /> },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Categories' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Fixings', 'Hand tools', 'Measuring', 'Power tools']);
    await expect(nav.getByRole('link', { name: 'Power tools' })).toHaveAttribute('href', `/category/${topCategories[3]._id}`);
  },
};

/** On a phone the top categories are listed in the menu, under the shop's pages. */
export const CategoriesInMobileMenu: Story = {
  args: { categories: topCategories },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(menu.getByText('Shop by category')).toBeVisible();
    await expect(within(menu.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Measuring' })).toBeVisible();
  },
};
