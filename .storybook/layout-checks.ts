import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect } from 'storybook/test';

// Layouts that once broke, and checks that nothing is pushed off the screen.

/**
 * Text people type, at lengths that once broke the lists (the hardening walk): a display name of
 * 360 characters without a space made All Users 3,000 px wide and pushed its buttons off-screen.
 */
export const unbrokenName = 'Maximilian'.repeat(36);
export const longEmail = `${'procurement'.repeat(5)}@${'northbridge-fabrication'.repeat(3)}.example`;
/** A product name as long as the product form allows (120), without a space. */
export const unbrokenProductName = 'Torque'.repeat(20);

/** Renders the story in a column of the given width, as a page's layout would. */
export const inColumn =
  (width: string): Decorator =>
  (Story) =>
    createElement('div', { style: { maxWidth: width } }, createElement(Story));

/**
 * The width of the dashboard's content beside its sidebar on a laptop (1280 px): the header's
 * container (80rem) less its gutters (2 x 2rem), the sidebar (20rem) and the gap (1.5rem).
 */
export const inDashboardColumn = inColumn('54.5rem');

/** Asserts that nothing scrolls sideways: neither the page nor the table's own scroll region. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const region of canvasElement.querySelectorAll<HTMLElement>('[role="region"]')) {
    if (region.offsetParent) await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }
}

/** Asserts that a control is on screen, within the page's width: not pushed off by the text beside it. */
export async function expectInView(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}
