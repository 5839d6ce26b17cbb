import { useState } from 'react';
import type { TaxDocument } from '../../core/domain/tax-document';
import { Button } from '../components/button';
import { downloadBase64 } from '../components/download-file';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';

const kindWords = { invoice: 'invoice', 'credit-note': 'credit note' } as const;

/** Downloads a document as the PDF the shop issued (the same bytes every time); a failure said in a toast. */
export function DownloadDocumentButton({ document }: { document: Pick<TaxDocument, '_id' | 'kind' | 'number'> }) {
  const api = useService(UI_TOKENS.ShopApi);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await api.call('getDocumentFile', { params: { id: document._id } });
      downloadBase64(file.fileName, file.pdf, 'application/pdf');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" busy={busy} onClick={() => void download()} aria-label={`Download ${kindWords[document.kind]} ${document.number} (PDF)`}>
      Download PDF
    </Button>
  );
}
