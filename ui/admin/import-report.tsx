import { useId, type ReactNode } from 'react';
import type { ImportProblem } from '../../core/domain/catalogue-file';
import type { ImportChange } from '../../core/domain/catalogue-import-plan';
import type { ImportReport } from '../../core/shop/catalogue-transfer';
import { LongWords } from '../components/long-words';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';
import { formatCount, formatCounted } from '../format';

/** The changes a report counts: products added and products updated. */
export const changeCount = (report: ImportReport) => report.created + report.updated;

/** The report's figures: what the file holds and what it changes (or changed, once applied). */
function ReportFigures({ report }: { report: ImportReport }) {
  const done = report.applied;
  const figures: [string, number][] = [
    ['Rows', report.rows],
    [done ? 'Added' : 'To add', report.created],
    [done ? 'Updated' : 'To update', report.updated],
    ['Unchanged', report.unchanged],
    [done ? 'Categories added' : 'Categories to add', report.categoryCount],
  ];
  if (report.problemCount > 0) figures.push(['Problems', report.problemCount]);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {figures.map(([label, figure]) => (
        <div key={label} className="min-w-0 rounded-lg border border-line bg-canvas px-4 py-3">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums">{formatCount(figure)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A part of the report under its own heading. */
function ReportPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="font-bold text-ink">
        {title}
      </h4>
      {children}
    </section>
  );
}

/** Says how many a list leaves out: the report lists the first few hundred and counts them all. */
function NotListed({ listed, total, one, many, advice = '' }: { listed: number; total: number; one: string; many: string; advice?: string }) {
  const more = total - listed;
  if (more <= 0) return null;
  return (
    <p className="text-sm text-muted">
      …and {formatCounted(more, `more ${one}`, `more ${many}`)} not listed here{advice}.
    </p>
  );
}

type Listed<T> = T & { key: string };

/** A problem's column, or a dash where it is the whole row or file. */
const columnOf = (problem: ImportProblem) =>
  problem.column ?? (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">None</span>
    </>
  );

const problemColumns: ListColumn<Listed<ImportProblem>>[] = [
  { header: 'Row', cell: (problem) => formatCount(problem.row), tableClassName: 'tabular-nums', inCard: false },
  { header: 'Column', cell: columnOf, long: true },
  { header: 'Problem', cell: (problem) => problem.message, long: true },
];

function ProblemList({ report }: { report: ImportReport }) {
  const problems = report.problems.map((problem, at) => ({ ...problem, key: String(at) }));
  return (
    <ReportPart title="Problems">
      <ResponsiveList
        items={problems}
        keyOf={(problem) => problem.key}
        caption="Problems in the file"
        columns={problemColumns}
        card={{ title: (problem) => `Row ${formatCount(problem.row)}` }}
        tableFrom="xl"
      />
      <NotListed listed={report.problems.length} total={report.problemCount} one="problem" many="problems" advice=": fix these and check the file again to see them" />
    </ReportPart>
  );
}

/** What a row changes: a new product, or the columns whose value it changes. */
export const whatChanges = (change: ImportChange) => (change.action === 'created' ? 'New product' : change.columns.join(', '));

const changeColumns: ListColumn<ImportChange>[] = [
  { header: 'Row', cell: (change) => formatCount(change.row), tableClassName: 'tabular-nums' },
  { header: 'Part number', cell: (change) => <span className="font-mono text-xs">{change.partNumber}</span>, long: true },
  { header: 'Name', cell: (change) => <LongWords text={change.name} />, strong: true, inCard: false },
  { header: 'What changes', cell: whatChanges },
];

function ChangeList({ report }: { report: ImportReport }) {
  return (
    <ReportPart title={report.applied ? 'Changes made' : 'Changes to make'}>
      <ResponsiveList
        items={report.changes}
        keyOf={(change) => String(change.row)}
        // Named apart from the part's heading: on a phone the list is a region of its own.
        caption={report.applied ? 'Products added or updated' : 'Products to add or update'}
        columns={changeColumns}
        card={{ title: (change) => <LongWords text={change.name} /> }}
        tableFrom="2xl"
      />
      <NotListed listed={report.changes.length} total={changeCount(report)} one="change" many="changes" />
    </ReportPart>
  );
}

function NewCategories({ report }: { report: ImportReport }) {
  return (
    <ReportPart title={report.applied ? 'Categories added' : 'Categories to add'}>
      <ul className="list-disc pl-5 text-ink-soft">
        {report.categoriesAdded.map((path) => (
          <li key={path} className="wrap-anywhere">
            {path}
          </li>
        ))}
      </ul>
      <NotListed listed={report.categoriesAdded.length} total={report.categoryCount} one="category" many="categories" />
    </ReportPart>
  );
}

/** An import's report: its figures, then the categories it adds, the problems in the file and the changes, as far as it lists them. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <div className="flex flex-col gap-6">
      <ReportFigures report={report} />
      {report.problems.length > 0 && <ProblemList report={report} />}
      {report.categoriesAdded.length > 0 && <NewCategories report={report} />}
      {report.changes.length > 0 && <ChangeList report={report} />}
    </div>
  );
}
