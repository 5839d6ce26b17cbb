import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../core/domain/money';
import type { TaxDocument } from '../../core/domain/tax-document';
import { Card } from '../components/card';
import { formatDate } from '../format';
import { orderDocumentsQuery } from '../queries/documents';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { CardHeading } from './card-heading';
import { DownloadDocumentButton } from './download-document-button';

const kindWords = { invoice: 'Invoice', 'credit-note': 'Credit note' } as const;

/** The order's invoices and credit notes, each downloadable as the PDF the shop issued; nothing until there is one. */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const api = useService(UI_TOKENS.ShopApi);
  const documents = useQuery(orderDocumentsQuery(api, orderId));
  if (!documents.data || documents.data.length === 0) return null;
  return (
    <Card className="min-w-0 p-5">
      <CardHeading>Invoices and credit notes</CardHeading>
      <ul className="flex flex-col divide-y divide-line">
        {documents.data.map((document) => (
          <DocumentRow key={document._id} document={document} />
        ))}
      </ul>
    </Card>
  );
}

function DocumentRow({ document }: { document: TaxDocument }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {kindWords[document.kind]} {document.number}
        </p>
        <p className="text-sm text-muted">
          {formatDate(document.issuedAt)} · {formatCents(document.gross)}
          {document.reverseCharge ? ' · reverse charge' : ''}
        </p>
      </div>
      <DownloadDocumentButton document={document} />
    </li>
  );
}
