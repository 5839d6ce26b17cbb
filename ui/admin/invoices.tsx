import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { DocumentKind } from '../../core/domain/tax-document';
import { errorTypeOf } from '../../core/shop/errors';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { DashboardSection } from '../components/dashboard-section';
import { useCsvDownload } from '../components/use-csv-download';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { TextField } from '../components/text-field';
import { ViewTabs } from '../components/view-tabs';
import { messageOf } from '../error-message';
import { formatCounted, formatDay } from '../format';
import { documentKeys, periodDocumentsQuery, useExportDocuments } from '../queries/documents';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { DocumentTotalsPanel } from './document-totals';
import { DocumentsTable } from './documents-table';
import { invoicesSearchOf, periodOf, type InvoicesPeriod, type InvoicesSearch } from './invoices-search';

type View = 'all' | DocumentKind;

const views: readonly View[] = ['all', 'invoice', 'credit-note'];
const viewLabels: Record<View, string> = { all: 'All', invoice: 'Invoices', 'credit-note': 'Credit notes' };
const kindsOf = (kind: DocumentKind | undefined): readonly DocumentKind[] => (kind ? [kind] : ['invoice', 'credit-note']);

/** What the period holds, in words: "invoices and credit notes", or one kind's. */
const documentWords: Record<View, { many: string; none: string }> = {
  all: { many: 'invoices and credit notes', none: 'No invoice or credit note was issued' },
  invoice: { many: 'invoices', none: 'No invoice was issued' },
  'credit-note': { many: 'credit notes', none: 'No credit note was issued' },
};

const periodWords = ({ from, to }: InvoicesPeriod) => (from === to ? `on ${formatDay(from)}` : `from ${formatDay(from)} to ${formatDay(to)}`);

/** The shop's refusal without the part of the call it names ("query: …"): the page says which fields it means. */
const refusalWords = (error: unknown) => messageOf(error).replace(/^query(?: [\w.]+)?: /, '');

/**
 * /dashboard/invoices, for the accountant: the invoices and credit notes issued in a period (the
 * current month by default), of one kind or both, with their totals, and the same as a CSV file.
 * The period and the kind are kept in the address, so that a link shows the same view.
 */
export function Invoices() {
  const search = invoicesSearchOf(useSearch({ strict: false }) as Record<string, unknown>);
  const period = periodOf(search);
  const navigate = useNavigate();
  const show = (next: InvoicesSearch) => void navigate({ to: '/dashboard/invoices', search: next });

  return (
    <DashboardSection title="Invoices and credit notes">
      <p className="max-w-prose text-ink-soft">
        Every invoice and credit note the shop issued from one day to another (UTC, both days included). Credit notes are totalled on their own, not taken off the invoices.
        Export the period as a CSV file for your accountant.
      </p>
      <PeriodForm key={`${period.from}|${period.to}`} period={period} onShow={({ from, to }) => show({ ...search, from, to })} />
      <ViewTabs
        label="Which documents"
        views={views}
        labels={viewLabels}
        value={period.kind ?? 'all'}
        onChange={(view) => show({ ...search, from: period.from, to: period.to, ...(view === 'all' ? { kind: undefined } : { kind: view }) })}
      >
        <PeriodDocuments period={period} />
      </ViewTabs>
    </DashboardSection>
  );
}

/** The period's two days as typed; "Show" puts them in the address. */
function PeriodForm({ period, onShow }: { period: InvoicesPeriod; onShow(period: { from: string; to: string }): void }) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ from, to });
  };
  return (
    <form role="search" aria-label="Choose the period" onSubmit={submit} className="grid items-end gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_1fr_auto]">
      <TextField label="From" type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField label="To" type="date" required value={to} onChange={(event) => setTo(event.target.value)} />
      <Button type="submit">Show</Button>
    </form>
  );
}

/** The period's totals and documents, or why there are none. */
function PeriodDocuments({ period }: { period: InvoicesPeriod }) {
  const api = useService(UI_TOKENS.ShopApi);
  // The last period stays on screen while the next one loads, so the page never jumps.
  const listing = useQuery({ ...periodDocumentsQuery(api, period), placeholderData: keepPreviousData });
  const tryAgain = useTryAgain(documentKeys.ofPeriod(period));
  const words = documentWords[period.kind ?? 'all'];

  if (listing.isError) {
    if (errorTypeOf(listing.error) === 'invalid_data') return <ErrorState title="These dates cannot be listed" message={refusalWords(listing.error)} />;
    return <ErrorState title="The documents could not be loaded" message={messageOf(listing.error)} onRetry={tryAgain} />;
  }
  if (listing.isPending) return <LoadingState label="Loading the documents" waiting={listing.isFetching} />;
  const { documents, totals } = listing.data;

  return (
    <div className="flex flex-col gap-4" aria-busy={listing.isPlaceholderData || undefined}>
      <DocumentTotalsPanel totals={totals} kinds={kindsOf(period.kind)} />
      {documents.length === 0 ? (
        <EmptyState title="No documents in this period">
          {words.none} {periodWords(period)}. Choose other days to see more.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">
              {formatCounted(documents.length, 'document', 'documents')} issued {periodWords(period)}, oldest first
            </p>
            <ExportButton key={`${period.from}|${period.to}|${period.kind ?? 'all'}`} period={period} />
          </div>
          <DocumentsTable documents={documents} caption={`The ${words.many} issued ${periodWords(period)}, oldest first`} />
        </>
      )}
    </div>
  );
}

/** Downloads the period's documents as the CSV file the shop writes, with a row of totals per kind. */
function ExportButton({ period }: { period: InvoicesPeriod }) {
  const exportDocuments = useExportDocuments();
  const { save, saved, error } = useCsvDownload(() => exportDocuments.mutateAsync(period), 'The documents could not be exported. Please try again.');

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button variant="secondary" busy={exportDocuments.isPending} onClick={() => void save()}>
        Export CSV
      </Button>
      {saved && <Alert tone="success">Your browser is saving {saved}.</Alert>}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
