import { describe, expect, it } from 'vitest';
import { documentRows } from './document-rows';
import { DEMO_SELLER, type TaxDocument } from './tax-document';

const invoice: TaxDocument = {
  _id: 'd1',
  kind: 'invoice',
  number: 'INV-2026-000001',
  issuedAt: '2026-11-28T09:30:15.123Z',
  orderId: 'o1',
  orderNumber: 'HT-10001',
  seller: DEMO_SELLER,
  buyer: { name: 'Ann Archer', email: 'ann@example.com', company: null, vatNumber: null },
  invoiceAddress: null,
  deliveryAddress: null,
  lines: [],
  net: 123_450,
  tax: 24_690,
  gross: 148_140,
  reverseCharge: false,
  paymentReference: 'pi_1',
  dueAt: null,
  corrects: null,
};
const note: TaxDocument = {
  ...invoice,
  _id: 'd2',
  kind: 'credit-note',
  number: 'CN-2026-000001',
  buyer: { name: 'Karl Fischer', email: 'karl@example.com', company: 'Fischer Elektro GmbH', vatNumber: 'DE123456789' },
  net: 1200,
  tax: 0,
  gross: 1200,
  reverseCharge: true,
  corrects: 'INV-2026-000001',
};

describe("the accountant's export", () => {
  it('gives a row per document, empty cells where a customer has no company or VAT number and an invoice corrects nothing, then the totals per kind', () => {
    const rows = documentRows({
      documents: [invoice, note],
      totals: { invoice: { count: 1, net: 123_450, tax: 24_690, gross: 148_140 }, 'credit-note': { count: 2, net: 1200, tax: 0, gross: 1200 } },
    });
    expect(rows).toEqual([
      ['Kind', 'Number', 'Issued (UTC)', 'Order', 'Customer', 'Company', 'VAT number', 'Net', 'VAT', 'Gross', 'Reverse charge', 'Corrects'],
      ['Invoice', 'INV-2026-000001', '2026-11-28 09:30:15', 'HT-10001', 'Ann Archer', '', '', '1234.50', '246.90', '1481.40', 'no', ''],
      ['Credit note', 'CN-2026-000001', '2026-11-28 09:30:15', 'HT-10001', 'Karl Fischer', 'Fischer Elektro GmbH', 'DE123456789', '12.00', '0.00', '12.00', 'yes', 'INV-2026-000001'],
      ['Total of 1 invoice', '', '', '', '', '', '', '1234.50', '246.90', '1481.40', '', ''],
      ['Total of 2 credit notes', '', '', '', '', '', '', '12.00', '0.00', '12.00', '', ''],
    ]);
  });
});
