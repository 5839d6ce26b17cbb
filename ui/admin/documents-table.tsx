import { formatCents } from '../../core/domain/money';
import type { DocumentKind, TaxDocument } from '../../core/domain/tax-document';
import { Badge } from '../components/badge';
import { LongWords } from '../components/long-words';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { formatDateTime, formatDay } from '../format';
import { OrderNumberLink } from './order-links';
import { DownloadDocumentButton } from '../orders/download-document-button';

/** A kind as the page names one document of it. */
export const documentKindWords: Record<DocumentKind, string> = { invoice: 'Invoice', 'credit-note': 'Credit note' };

/** The document's number, and for a credit note the invoice it corrects. */
function NumberCell({ document }: { document: TaxDocument }) {
  return (
    <>
      <span className="font-semibold whitespace-nowrap text-ink">{document.number}</span>
      {document.corrects && <span className="block text-xs whitespace-nowrap text-muted">Corrects {document.corrects}</span>}
    </>
  );
}

/** The day it was issued as the period counts it (UTC); the moment in the reader's time in the tooltip. */
function IssuedCell({ document }: { document: TaxDocument }) {
  return (
    <time dateTime={document.issuedAt} title={formatDateTime(document.issuedAt)} className="whitespace-nowrap">
      {formatDay(document.issuedAt.slice(0, 10))}
    </time>
  );
}

/** Who it was issued to: the customer's name over the company's name and VAT number, when bought for one. */
function CustomerCell({ document }: { document: TaxDocument }) {
  const { name, company, vatNumber } = document.buyer;
  return (
    <>
      <span className="block font-semibold">
        <LongWords text={name} />
      </span>
      {company && (
        <span className="block text-xs text-ink-soft">
          <LongWords text={company} />
        </span>
      )}
      {vatNumber && <span className="block text-xs whitespace-nowrap text-muted">VAT number {vatNumber}</span>}
    </>
  );
}

/** The VAT charged, or the reverse charge that stands for it. */
function VatCell({ document }: { document: TaxDocument }) {
  return (
    <span className="inline-flex flex-col items-end gap-1">
      {formatCents(document.tax)}
      {document.reverseCharge && <Badge tone="info">Reverse charge</Badge>}
    </span>
  );
}

/** A period's invoices and credit notes, oldest first: a table where its columns fit, one card per document where they do not. */
export function DocumentsTable({ documents, caption }: { documents: readonly TaxDocument[]; caption: string }) {
  const columns: ListColumn<TaxDocument>[] = [
    { header: 'Number', cell: (document) => <NumberCell document={document} />, inCard: false },
    { header: 'Kind', cell: (document) => <span className="whitespace-nowrap">{documentKindWords[document.kind]}</span>, inCard: false },
    { header: 'Issued', cell: (document) => <IssuedCell document={document} /> },
    { header: 'Order', cell: (document) => <OrderNumberLink order={{ _id: document.orderId, number: document.orderNumber }} /> },
    { header: 'Customer', cell: (document) => <CustomerCell document={document} />, tableClassName: 'min-w-40' },
    { header: 'Net', cell: (document) => formatCents(document.net), numeric: true, tableClassName: 'whitespace-nowrap' },
    {
      header: 'VAT',
      cell: (document) => <VatCell document={document} />,
      cardCell: (document) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {formatCents(document.tax)}
          {document.reverseCharge && <Badge tone="info">Reverse charge</Badge>}
        </span>
      ),
      numeric: true,
      tableClassName: 'whitespace-nowrap',
    },
    { header: 'Gross', cell: (document) => formatCents(document.gross), numeric: true, strong: true, tableClassName: 'whitespace-nowrap' },
    { header: 'PDF', cell: (document) => <DownloadDocumentButton document={document} />, inCard: false },
  ];
  return (
    <ResponsiveList
      items={documents}
      caption={caption}
      columns={columns}
      tableFrom="3xl"
      tableClassName="[&_td]:px-3 [&_th]:px-3"
      card={{
        title: (document) => <NumberCell document={document} />,
        badge: (document) => <Badge tone={document.kind === 'invoice' ? 'neutral' : 'brand'}>{documentKindWords[document.kind]}</Badge>,
        actions: (document) => <DownloadDocumentButton document={document} />,
      }}
    />
  );
}
