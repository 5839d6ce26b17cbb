import { expect, within } from 'storybook/test';
import { linesNamed, moreProducts } from '../core/domain/order-contents';
import type { OrderLine } from '../core/domain/order-line';
import { centsOf, formatCents } from '../core/domain/money';
import { vatLabel, type OrderTax } from '../core/domain/tax';
import { formatPrice } from '../ui/format';

// What the stories assert of an order's lines, wherever an order is shown.

/**
 * Every line of the table is shown in order: its product's name, part number, unit price, quantity
 * and line total; then, for an order with VAT (`tax`), its net and VAT, and the total with VAT; for
 * an order from before VAT, the total alone.
 */
export async function expectLinesTable(table: HTMLElement, lines: readonly OrderLine[], total: number, tax: OrderTax | null) {
  const rows = within(table).getAllByRole('row');
  // A header, a row per line, the net and the VAT when there is VAT, the total.
  await expect(rows).toHaveLength(lines.length + (tax ? 4 : 2));
  for (const [i, line] of lines.entries()) {
    const row = rows[i + 1];
    await expect(within(row).getByText(line.name)).toBeVisible();
    await expect(row).toHaveTextContent(line.name);
    if (line.partNumber) await expect(row).toHaveTextContent(line.partNumber);
    await expect(row).toHaveTextContent(formatPrice(line.unitPrice));
    await expect(row).toHaveTextContent(String(line.quantity));
    await expect(row).toHaveTextContent(formatPrice(line.lineTotal));
  }
  if (!tax) {
    await expect(rows.at(-1)!).toHaveTextContent(`Total${formatPrice(total)}`);
    return;
  }
  // The net is the lines added up: the VAT was worked out on these very lines.
  await expect(tax.net).toBe(centsOf(total));
  await expect(rows.at(-3)!).toHaveTextContent(`Net (ex VAT)${formatCents(tax.net)}`);
  await expect(rows.at(-2)!).toHaveTextContent(`${vatLabel(tax)}${formatCents(tax.tax)}`);
  await expect(rows.at(-1)!).toHaveTextContent(`Total${formatCents(tax.gross)}`);
}

/** A list's row names the order's first lines with their quantities, and counts the rest. */
export async function expectLinesInRow(cell: HTMLElement, lines: readonly OrderLine[]) {
  const { named, more } = linesNamed(lines);
  const items = within(within(cell).getByRole('list', { name: 'Products' })).getAllByRole('listitem');
  await expect(items).toHaveLength(named.length + (more > 0 ? 1 : 0));
  for (const [i, line] of named.entries()) {
    await expect(items[i]).toHaveTextContent(`${line.quantity} ×${line.name}`);
    // Whole, never cut short with an ellipsis.
    await expect(within(items[i]).getByText(line.name)).toBeVisible();
    await expectNotCut(within(items[i]).getByText(line.name));
  }
  if (more > 0) await expect(items.at(-1)!).toHaveTextContent(moreProducts(more));
}

/** Text shown whole: neither clipped by its box nor cut to an ellipsis. */
export async function expectNotCut(element: HTMLElement) {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  await expect(element.scrollHeight).toBeLessThanOrEqual(element.clientHeight + 1);
}

/**
 * Every word in the element on one line: names, emails, phone numbers and order numbers may wrap
 * between words (an email after its @ or at a dot, a hyphenated word after its hyphen), never inside one.
 */
export async function expectWordsWhole(element: Element) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const word of text.matchAll(/[^\s-]+-?/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      await expect(tops.size, `"${word[0]}" is broken across lines`).toBeLessThanOrEqual(1);
    }
  }
}
