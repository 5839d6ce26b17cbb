import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_IMPORT_BYTES } from '../../core/contract/catalogue-transfer';
import { MAX_IMPORT_ROWS } from '../../core/domain/catalogue-file';
import type { ImportReport } from '../../core/shop/catalogue-transfer';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { cx } from '../components/cx';
import { FieldFrame } from '../components/text-field';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatCount, formatCounted } from '../format';
import { useImportCatalogue } from '../queries/catalogue-file';
import { ImportOutcome } from './import-outcome';
import { changeCount, ImportReportView } from './import-report';

const MEGABYTE = 1024 * 1024;
const tooLarge = (file: File) =>
  `This file is ${(file.size / MEGABYTE).toFixed(1)} MB, and a file to import may be at most ${MAX_IMPORT_BYTES / MEGABYTE} MB: split it into several files.`;

/** A file checked: its bytes as they were sent (the same bytes are applied), and the shop's report, of the check or of the import. */
interface Outcome {
  bytes: Blob;
  report: ImportReport;
  stage: 'checked' | 'applied';
}

/**
 * A CSV file imported in two steps: "Check the file" sends it as a dry run and shows the report;
 * only a file without problems and with something to change can then be imported. Choosing
 * another file clears the report.
 */
export function CatalogueImport() {
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const importCatalogue = useImportCatalogue();
  const toast = useToast();
  const [chosen, setChosen] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = importCatalogue.isPending;
  const mode = busy ? (importCatalogue.variables?.mode ?? null) : null;

  const clear = () => {
    setOutcome(null);
    setFailure(null);
    setChoiceError(null);
  };

  const choose = (file: File | null) => {
    clear();
    setChosen(file);
    if (file && file.size > MAX_IMPORT_BYTES) setChoiceError(tooLarge(file));
  };

  /** Clears the report and the file, and opens the browser's file chooser. */
  const chooseAnother = () => {
    choose(null);
    if (!input.current) return;
    input.current.value = '';
    input.current.focus();
    input.current.click();
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!chosen) {
      setChoiceError('Choose a CSV file to check.');
      input.current?.focus();
      return;
    }
    if (chosen.size > MAX_IMPORT_BYTES) {
      setChoiceError(tooLarge(chosen));
      return;
    }
    let bytes: Blob;
    try {
      // Read once: the bytes checked are the bytes applied, even if the file is saved again meanwhile.
      bytes = new Blob([await chosen.arrayBuffer()], { type: 'text/csv' });
    } catch {
      setChoiceError('The file could not be read. Choose it again.');
      return;
    }
    try {
      setOutcome({ bytes, report: await importCatalogue.mutateAsync({ file: bytes, mode: 'dry-run' }), stage: 'checked' });
    } catch (error) {
      setFailure(messageOf(error, 'The file could not be checked. Please try again.'));
    }
  };

  const apply = async (checked: Outcome) => {
    setFailure(null);
    let report: ImportReport;
    try {
      report = await importCatalogue.mutateAsync({ file: checked.bytes, mode: 'apply' });
    } catch (error) {
      // The check's report stays, with its button to try again.
      setFailure(messageOf(error, 'The file could not be imported. Please try again.'));
      return;
    }
    setOutcome({ ...checked, report, stage: 'applied' });
    if (report.applied) toast.success(`Imported ${formatCounted(changeCount(report), 'change', 'changes')}`);
    // The button pressed is gone: the outcome takes the focus.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const ready = outcome?.stage === 'checked' && outcome.report.problemCount === 0 && changeCount(outcome.report) > 0;
  const describedBy = cx(`${inputId}-hint`, choiceError && `${inputId}-error`);

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          Import
        </h3>
        <div className="flex max-w-prose flex-col gap-2 text-ink-soft">
          <p>Change many products at once with a CSV file that has the export&apos;s columns, in any order.</p>
          <ul className="list-disc pl-5">
            <li>Each row is matched to a product by its part number. A row with a part number the catalogue does not have adds a product.</li>
            <li>A category named by a path the catalogue does not have, such as &ldquo;Workwear &gt; Gloves&rdquo;, is added.</li>
            <li>Products the file leaves out stay as they are: an import never deletes a product.</li>
            <li>Nothing is written until you have checked the file and imported the changes it lists.</li>
          </ul>
        </div>
        <form aria-labelledby={headingId} noValidate onSubmit={(event) => void check(event)} className="flex flex-col gap-4">
          <FieldFrame label="CSV file" id={inputId} hint={`Saved as CSV UTF-8, up to ${MAX_IMPORT_BYTES / MEGABYTE} MB and ${formatCount(MAX_IMPORT_ROWS)} products.`}>
            <input
              ref={input}
              id={inputId}
              name="file"
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              aria-invalid={choiceError ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
              className={cx(
                'block w-full min-w-0 text-sm text-ink-soft disabled:cursor-not-allowed disabled:opacity-60',
                'file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-surface file:px-4 file:font-semibold file:text-ink hover:file:bg-canvas',
              )}
            />
          </FieldFrame>
          {choiceError && (
            <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-danger">
              {choiceError}
            </p>
          )}
          <div>
            <Button type="submit" variant={ready ? 'secondary' : 'primary'} busy={mode === 'dry-run'} disabled={busy} className="w-full sm:w-auto">
              Check the file
            </Button>
          </div>
        </form>
        {mode === 'dry-run' && <Alert tone="info">Checking the file…</Alert>}
        {mode === 'apply' && <Alert tone="info">Importing the file…</Alert>}
        {failure && <Alert>{failure}</Alert>}
        {outcome && (
          <div ref={outcomeRef} tabIndex={-1} className="flex flex-col gap-4 focus:outline-none">
            <ImportOutcome report={outcome.report} stage={outcome.stage} />
            <div className="flex flex-col gap-3 sm:flex-row">
              {ready && (
                <Button busy={mode === 'apply'} disabled={busy} onClick={() => void apply(outcome)}>
                  Import {formatCounted(changeCount(outcome.report), 'change', 'changes')}
                </Button>
              )}
              <Button variant="secondary" disabled={busy} onClick={chooseAnother}>
                {outcome.report.applied ? 'Import another file' : 'Choose another file'}
              </Button>
            </div>
            <ImportReportView report={outcome.report} />
          </div>
        )}
      </section>
    </Card>
  );
}
