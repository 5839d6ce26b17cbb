import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageShell } from '../components/page-shell';
import { SiteLayout } from './site-layout';

const meta = {
  title: 'Layout/SiteLayout',
  component: SiteLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    session: { status: 'signedOut' },
    children: (
      <PageShell title="Trade accounts" eyebrow="Services" intro="Sites and workshops order above the usual maximums, on thirty days' credit.">
        <p className="max-w-2xl text-ink-soft">The page's own content goes here, between the header and the footer.</p>
      </PageShell>
    ),
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Trade accounts');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { session: { status: 'signedIn', displayName: 'Dev Patel', isAdmin: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};
