import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectInView, expectNoSidewaysScroll } from '../../.storybook/layout-checks';
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

/** On a 320 px phone: the groups one under another, every link in view and going where it says; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // (testing-library joins the brand's inline spans without their space: matched by its end.)
    await expect(canvas.getByRole('link', { name: /Tools\s*, home$/ })).toHaveAttribute('href', '/');
    const navs = footerGroups.map((group) => canvas.getByRole('navigation', { name: group.title }));
    for (const [i, group] of footerGroups.entries()) {
      const links = within(navs[i]).getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual(group.links.map((link) => link.label));
      for (const [j, link] of group.links.entries()) {
        await expect(links[j]).toHaveAttribute('href', link.hash ? `${link.to}#${link.hash}` : link.to);
        await expectInView(links[j]);
      }
      if (i > 0) await expect(navs[i].getBoundingClientRect().top).toBeGreaterThanOrEqual(navs[i - 1].getBoundingClientRect().bottom);
    }
    await expect(canvas.getByText('Unit 4, Don Valley Works, Sheffield S9 3TY')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
