import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleCustomer } from '../../.storybook/sample-data/people';
import { storyApi } from '../../.storybook/shop/story-shop-loader';
import { VerifyEmailBanner } from './verify-email-banner';

const unverified = { ...sampleCustomer, emailVerified: false };

/** The dashboard's reminder to a customer whose email is not confirmed; 'Resend the link' calls POST /api/account/verification-email. */
const meta = {
  title: 'Account/Verify email banner',
  component: VerifyEmailBanner,
  args: { email: unverified.email },
  parameters: { shop: { users: [unverified], signedInAs: unverified } },
} satisfies Meta<typeof VerifyEmailBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = async () => within(await screen.findByRole('region', { name: /notifications/i }));

/** The link is sent again: a toast says where, and the story's outbox holds the email. */
export const Resends: Story = {
  play: async (context) => {
    const banner = within(context.canvasElement).getByRole('region', { name: 'Confirm your email address' });
    await expect(banner).toHaveTextContent(`We sent a link to ${unverified.email}`);
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend the link' }));
    await waitFor(async () => expect((await toasts()).getByText(`A new link is on its way to ${unverified.email}. It can take a minute to arrive.`)).toBeVisible());
    const queued = storyApi(context).shop.repositories.outbox.all();
    await expect(queued.map((m) => [m.to, m.subject, m.status])).toEqual([[unverified.email, 'Confirm your email address for Hartwell Tools', 'queued']]);
  },
};

/** POST /api/account/verification-email answers 429: the toast says to wait. */
export const TooManyAsked: Story = {
  parameters: { api: { sendVerificationEmail: 429 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend the link' }));
    await waitFor(async () => expect((await toasts()).getByText(/Please wait a moment and try again/)).toBeVisible());
  },
};

/** On a phone the button goes below the words, and nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend the link' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
