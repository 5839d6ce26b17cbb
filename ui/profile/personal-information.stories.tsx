import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyProfile } from '../../core/domain/profile';
import { expectNoSidewaysScroll, longEmail, unbrokenName } from '../../.storybook/layout-checks';
import { sampleProfile } from '../../.storybook/sample-data/profiles';
import { PersonalInformation } from './personal-information';

/** The card of My Profile: what the customer has saved. */
const meta = {
  title: 'Profile/PersonalInformation',
  component: PersonalInformation,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { profile: sampleProfile },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof PersonalInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

const nothingSaved = 'Nothing saved yet: fill in the form to add your details.';

/** The value shown for a term of the card's list. */
const valueOf = (card: HTMLElement, term: string) => {
  const dt = within(card).getAllByRole('term').find((element) => element.textContent === term);
  if (!dt?.nextElementSibling) throw new Error(`No "${term}" in the card`);
  return dt.nextElementSibling as HTMLElement;
};

export const Empty: Story = {
  args: { profile: emptyProfile(sampleProfile.email) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Personal Information' });
    await expect(within(card).getByText(nothingSaved)).toBeVisible();
    await expect(valueOf(card, 'Email')).toHaveTextContent(sampleProfile.email);
    for (const term of ['Name', 'Home address', 'Education', 'Link']) await expect(valueOf(card, term)).toHaveTextContent('Not added yet');
    await expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Personal Information' });
    await expect(within(card).queryByText(nothingSaved)).not.toBeInTheDocument();
    await expect(valueOf(card, 'Name')).toHaveTextContent(sampleProfile.name);
    await expect(valueOf(card, 'Email')).toHaveTextContent(sampleProfile.email);
    await expect(valueOf(card, 'Home address')).toHaveTextContent(sampleProfile.home);
    await expect(valueOf(card, 'Education')).toHaveTextContent(sampleProfile.education);
    const link = within(valueOf(card, 'Link')).getByRole('link', { name: sampleProfile.link });
    await expect(link).toHaveAttribute('href', sampleProfile.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A link that is not an http(s) web address is shown as text, never as something to click. */
export const LinkNotAWebAddress: Story = {
  args: { profile: { ...sampleProfile, link: 'javascript:alert(document.cookie)' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Personal Information' });
    await expect(valueOf(card, 'Link')).toHaveTextContent('javascript:alert(document.cookie)');
    await expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Long values wrap inside the card rather than stretching it. */
export const LongValues: Story = {
  args: {
    profile: {
      ...sampleProfile,
      home: 'Unit 1402, Northbridge Fabrication Industrial Park, 18250 Trans-Canada Highway Service Road West, Kirkland, Quebec H9J 2M5',
      link: 'https://www.example.com/a/very/long/path/to/a/portfolio/page/that/keeps/going/and/going?ref=profile-card-overflow-check',
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Personal Information' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** A name of 360 letters and a very long email wrap inside the card on a phone. */
export const LongNameOnAPhone: Story = {
  args: { profile: { ...sampleProfile, name: unbrokenName, email: longEmail } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Personal Information' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expectNoSidewaysScroll(canvasElement);
  },
};
