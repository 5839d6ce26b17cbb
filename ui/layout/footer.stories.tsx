import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer, footerGroups } from './footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of footerGroups) {
      const nav = canvas.getByRole('navigation', { name: group.title });
      await expect(within(nav).getAllByRole('link')).toHaveLength(group.links.length);
    }
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/detail#privacy');
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Hartwell Tools Ltd. All rights reserved.`)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
