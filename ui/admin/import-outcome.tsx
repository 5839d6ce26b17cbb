import type { ImportReport } from '../../core/shop/catalogue-transfer';
import { Callout } from '../components/callout';
import { formatCount, formatCounted } from '../format';

/** Words joined as a sentence says them: "a, b and c". */
const inWords = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** What a report changes, in words: "1 product to add, 2 products to update and 1 category to add". */
function changesInWords(report: ImportReport, done: boolean) {
  const [add, update] = done ? ['added', 'updated'] : ['to add', 'to update'];
  const parts: string[] = [];
  if (report.created > 0) parts.push(`${formatCounted(report.created, 'product', 'products')} ${add}`);
  if (report.updated > 0) parts.push(`${formatCounted(report.updated, 'product', 'products')} ${update}`);
  if (report.categoryCount > 0) parts.push(`${formatCounted(report.categoryCount, 'category', 'categories')} ${add}`);
  return inWords(parts);
}

/** Where the problems are: all listed below, or the first of them. */
const listedBelow = ({ problems, problemCount }: ImportReport) =>
  problems.length < problemCount ? `(the first ${formatCount(problems.length)} are listed below)` : 'listed below';

/**
 * What a report means for the file, announced: imported; not imported after all (the catalogue
 * changed since the check); not importable until its problems are fixed; nothing to change; or
 * ready to import.
 */
export function ImportOutcome({ report, stage }: { report: ImportReport; stage: 'checked' | 'applied' }) {
  const problems = formatCounted(report.problemCount, 'problem', 'problems');
  if (report.applied) {
    return (
      <Callout tone="success" title="The file was imported">
        The catalogue now holds these changes: {changesInWords(report, true)}.
      </Callout>
    );
  }
  if (stage === 'applied') {
    return (
      <Callout tone="error" title="The file was not imported">
        {report.problemCount > 0
          ? `The catalogue changed after the file was checked, and the file now has ${problems}. Nothing was written: fix them and check the file again, or choose another file.`
          : 'Nothing was written. Check the file again, or choose another file.'}
      </Callout>
    );
  }
  if (report.problemCount > 0) {
    return (
      <Callout tone="error" title="The file cannot be imported until its problems are fixed">
        Fix the {problems} {listedBelow(report)} in the spreadsheet, save it as CSV UTF-8 and check it again, or choose another file. Nothing has been written.
      </Callout>
    );
  }
  if (report.created + report.updated === 0) {
    return (
      <Callout tone="info" title="Nothing to change">
        The catalogue already holds every product of this file as the file has it.
      </Callout>
    );
  }
  return (
    <Callout tone="info" title="The file is ready to import">
      It has {changesInWords(report, false)}. Nothing has been written yet: look over the changes below, then import them.
    </Callout>
  );
}
