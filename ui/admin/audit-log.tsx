import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { auditActions, auditActionWords, type AuditAction, type AuditQuery } from '../../core/domain/audit';
import { Button } from '../components/button';
import { DashboardSection } from '../components/dashboard-section';
import { SelectField } from '../components/select-field';
import { EmptyState } from '../components/states';
import { TextField } from '../components/text-field';
import { useCategories } from '../catalogue/use-categories';
import { auditKeys, auditQuery } from '../queries/audit';
import { uniqueItems } from '../queries/pages';
import { firstPageState, listedCount, ShowMoreOf } from '../queries/paged-list';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { AuditEntryItem } from './audit-entry';

export interface AuditLogProps {
  /** How many entries each page loads. */
  pageSize?: number;
}

/** The filters as typed: blank is any. */
interface Typed {
  actor: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

const anything: Typed = { actor: '', action: '', from: '', to: '' };

/** The filters a search sends: only those filled in. */
const filtersOf = ({ actor, action, from, to }: Typed): AuditQuery => ({
  ...(actor.trim() ? { actor: actor.trim().toLowerCase() } : {}),
  ...(action ? { action } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** /dashboard/audit: every change an admin made, newest first, filtered by who, what and when; read only. */
export function AuditLog({ pageSize = 20 }: AuditLogProps = {}) {
  const api = useService(UI_TOKENS.ShopApi);
  const categories = useCategories();
  const [typed, setTyped] = useState<Typed>(anything);
  const [filters, setFilters] = useState<AuditQuery>({});
  const list = useInfiniteQuery({ ...auditQuery(api, pageSize, filters), select: uniqueItems });
  const tryAgain = useTryAgain(auditKeys.pagesOf(pageSize, filters));
  const filtered = Object.keys(filters).length > 0;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(filtersOf(typed));
  };
  const clear = () => {
    setTyped(anything);
    setFilters({});
  };

  const waiting = firstPageState(list, { loading: 'Loading the audit log', failed: 'The audit log could not be loaded', onRetry: tryAgain });
  const entries = list.data ?? [];
  let body;
  if (waiting) body = waiting;
  else if (entries.length === 0)
    body = filtered ? (
      <EmptyState title="No changes match">Nothing an admin did matches these filters. Clear them to see every change.</EmptyState>
    ) : (
      <EmptyState title="No changes yet">Every change an admin makes to products, prices, categories, roles and orders appears here, newest first.</EmptyState>
    );
  else
    body = (
      <>
        <p className="text-sm text-muted">{listedCount(list, entries.length, 'change', 'changes')}</p>
        <ol aria-label="Changes" className="flex flex-col gap-3">
          {entries.map((entry) => (
            <AuditEntryItem key={entry._id} entry={entry} categories={categories} />
          ))}
        </ol>
        <ShowMoreOf list={list}>Show more changes</ShowMoreOf>
      </>
    );

  return (
    <DashboardSection title="Audit log">
      <p className="max-w-prose text-ink-soft">Every change an admin makes to products and their prices, categories, roles and orders (shipments, refunds, cancellations) is kept here as it was made, by hand or through a catalogue file: who, when, and the values before and after. Nobody can change or delete an entry.</p>
      <form role="search" aria-label="Filter the audit log" onSubmit={search} className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2">
        <TextField label="Who" type="email" placeholder="An admin's email" value={typed.actor} onChange={(event) => setTyped({ ...typed, actor: event.target.value })} />
        <SelectField label="What" value={typed.action} onChange={(event) => setTyped({ ...typed, action: event.target.value as Typed['action'] })}>
          <option value="">Every change</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {auditActionWords[action]}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="date" value={typed.from} max={typed.to || undefined} onChange={(event) => setTyped({ ...typed, from: event.target.value })} />
        <TextField label="To" type="date" value={typed.to} min={typed.from || undefined} onChange={(event) => setTyped({ ...typed, to: event.target.value })} />
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit">Filter</Button>
          {filtered && (
            <Button type="button" variant="ghost" onClick={clear}>
              Clear
            </Button>
          )}
        </div>
      </form>
      {body}
    </DashboardSection>
  );
}
