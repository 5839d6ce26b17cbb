import { useId } from 'react';
import { breaksCell, catalogueColumns } from '../../core/domain/catalogue-file';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { useExportCatalogue } from '../queries/catalogue-file';
import { useCsvDownload } from '../components/use-csv-download';

const headers = catalogueColumns.map((column) => column.header);
/** Part number, Name, … and Picture. */
const columnList = `${headers.slice(0, -1).join(', ')} and ${headers.at(-1)}`;
const breaksExample = [
  { from: 10, to: 49, price: 11 },
  { from: 50, to: null, price: 10 },
];

/** The whole catalogue downloaded as a CSV file: what it holds, and a button that saves it. */
export function CatalogueExport() {
  const headingId = useId();
  const exportCatalogue = useExportCatalogue();
  const { save, saved, error } = useCsvDownload(() => exportCatalogue.mutateAsync(), 'The catalogue could not be exported. Please try again.');

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          Export
        </h3>
        <div className="flex max-w-prose flex-col gap-2 text-ink-soft">
          <p>Download the whole catalogue as a CSV file, which opens in any spreadsheet (Excel, Numbers, Google Sheets, LibreOffice).</p>
          <p>
            Each row is one product, under the columns {columnList}. A product&apos;s category is written as its path, such as
            &ldquo;Power tools &gt; Drills&rdquo;, and its volume prices as quantities and a price each, such as &ldquo;{breaksCell(breaksExample)}&rdquo;. A file without
            the Pack size or Price breaks column leaves them as they are.
          </p>
          <p>Change the file in the spreadsheet and import it below to update many products at once.</p>
        </div>
        <div>
          <Button busy={exportCatalogue.isPending} onClick={() => void save()} className="w-full sm:w-auto">
            Export the catalogue
          </Button>
        </div>
        {exportCatalogue.isPending && <Alert tone="info">Preparing the file…</Alert>}
        {saved && <Alert tone="success">Your browser is saving the catalogue as {saved}.</Alert>}
        {error && <Alert>{error}</Alert>}
      </section>
    </Card>
  );
}
