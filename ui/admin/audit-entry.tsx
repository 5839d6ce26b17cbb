import { auditActionWords, auditFieldWords, auditValueText, changedFields, type AuditEntry } from '../../core/domain/audit';
import type { Category } from '../../core/domain/category';
import { categoryPath } from '../../core/domain/category';
import { cx } from '../components/cx';
import { Email } from '../components/email';
import { formatDateTime } from '../format';

/** A category id as its path of names, when the catalogue still has it. */
const categoryText = (categories: readonly Category[], value: unknown) => {
  if (typeof value !== 'string') return null;
  const path = categoryPath(categories, value);
  return path.length > 0 ? path.map((category) => category.name).join(' › ') : null;
};

function valueText(field: string, value: unknown, categories: readonly Category[]) {
  if (field === 'categoryId' || field === 'parentId') return categoryText(categories, value) ?? auditValueText(field, value);
  return auditValueText(field, value);
}

// A long text (a description, a picture's address) shows its first lines: the whole is on the product.
function Value({ field, text }: { field: string; text: string }) {
  return field === 'description' || field === 'image' ? <span className="line-clamp-3">{text}</span> : text;
}
const cellClass = 'py-1.5 break-words text-ink [overflow-wrap:anywhere]';

/** One change: when, who, what, and each field that changed with its value before and after. */
export function AuditEntryItem({ entry, categories }: { entry: AuditEntry; categories: readonly Category[] }) {
  const fields = changedFields(entry);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5" aria-label={`${auditActionWords[entry.action]}: ${entry.subject.label}`}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <p className="min-w-0 font-semibold break-words text-ink">
          {auditActionWords[entry.action]}: <span className="font-bold">{entry.subject.label}</span>
        </p>
        <time dateTime={entry.at} className="shrink-0 text-sm text-muted">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="text-sm text-ink-soft">
        By {entry.actor.name} (<Email address={entry.actor.email} />)
      </p>
      {fields.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">What changed</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="w-28 py-1 pr-3 font-semibold sm:w-36">
                  Field
                </th>
                {entry.before && (
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Before
                  </th>
                )}
                {entry.after && (
                  <th scope="col" className="py-1 font-semibold">
                    After
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line align-top">
              {fields.map((field) => (
                <tr key={field}>
                  <th scope="row" className="py-1.5 pr-3 font-medium text-ink-soft">
                    {auditFieldWords[field] ?? field}
                  </th>
                  {entry.before && (
                    <td className={cx(cellClass, 'pr-3')}>
                      <Value field={field} text={valueText(field, entry.before[field], categories)} />
                    </td>
                  )}
                  {entry.after && (
                    <td className={cellClass}>
                      <Value field={field} text={valueText(field, entry.after[field], categories)} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
