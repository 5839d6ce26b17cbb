import { useState } from 'react';
import { messages } from '../../core/domain/messages';
import type { Role, User } from '../../core/domain/user';
import { errorTypeOf } from '../../core/shop/errors';
import { ConfirmDialog } from '../components/dialog';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { formatCount } from '../format';
import { useAsync } from '../hooks/use-async';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { UsersTable } from './users-table';

export interface AllUsersProps {
  /** The signed-in admin's email: their own row offers no remove actions. */
  currentEmail: string;
}

type Removal = { kind: 'admin' | 'user'; user: User };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

const nameOf = (user: User) => user.displayName || user.email;

const withName = (user: User) => (user.displayName ? `${user.displayName} (${user.email})` : user.email);

/** /dashboard/users: every user, with Make Admin, Remove Admin and Remove User. */
export function AllUsers({ currentEmail }: AllUsersProps) {
  const api = useService(UI_TOKENS.AdminApi);
  const toast = useToast();
  const users = useAsync(() => api.listUsers(), [api]);
  // What this screen changed since the list loaded.
  const [roles, setRoles] = useState<ReadonlyMap<string, Role>>(new Map());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [promoting, setPromoting] = useState<ReadonlySet<string>>(new Set());
  // The removal being confirmed; kept while the dialog closes so that its text does not change.
  const [confirming, setConfirming] = useState<Removal | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const makeAdmin = async (user: User) => {
    setPromoting((current) => new Set(current).add(user.email));
    try {
      await api.makeAdmin(user.email);
      setRoles((current) => new Map(current).set(user.email, 'admin'));
      toast.success(messages.adminAdded);
    } catch (error) {
      toast.error(errorTypeOf(error) === 'forbidden' ? messages.makeAdminFailed : messageOf(error));
    } finally {
      setPromoting((current) => {
        const next = new Set(current);
        next.delete(user.email);
        return next;
      });
    }
  };

  const ask = (removal: Removal) => {
    setConfirming(removal);
    setAsking(true);
  };

  const remove = async ({ kind, user }: Removal) => {
    setBusy(true);
    try {
      if (kind === 'admin') {
        await api.removeAdmin(user.email);
        setRoles((current) => new Map(current).set(user.email, 'customer'));
        toast.success(`Removed the admin role of ${user.email}`);
      } else {
        await api.removeUser(user.email);
        setRemoved((current) => new Set(current).add(user.email));
        toast.success(`Removed ${user.email}`);
      }
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  if (users.status === 'loading') return <LoadingState label="Loading users" />;
  if (users.status === 'error') return <ErrorState title="The users could not be loaded" message={users.error.message} onRetry={users.retry} />;
  const shown = users.data.filter((user) => !removed.has(user.email)).map((user) => ({ ...user, role: roles.get(user.email) ?? user.role }));

  return (
    <section aria-labelledby="all-users-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="all-users-heading" className="text-2xl font-bold text-ink">
          All Users
        </h2>
        <p className="text-sm font-semibold text-muted">Total Users: {formatCount(shown.length)}</p>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="No users yet">People appear here once they sign up or sign in for the first time.</EmptyState>
      ) : (
        <UsersTable
          users={shown}
          currentEmail={currentEmail}
          promoting={promoting}
          onMakeAdmin={(user) => void makeAdmin(user)}
          onRemoveAdmin={(user) => ask({ kind: 'admin', user })}
          onRemoveUser={(user) => ask({ kind: 'user', user })}
        />
      )}
      <ConfirmDialog
        open={asking && confirming !== null}
        onOpenChange={setAsking}
        title={confirming && (confirming.kind === 'admin' ? `Remove the admin role of ${nameOf(confirming.user)}?` : `Remove ${nameOf(confirming.user)}?`)}
        description={
          confirming &&
          (confirming.kind === 'admin' ? (
            <>{withName(confirming.user)} will become a customer and can no longer use the admin screens.</>
          ) : (
            <>{withName(confirming.user)} will be removed and can no longer sign in. Their orders stay on record. This cannot be undone.</>
          ))
        }
        confirmLabel={confirming?.kind === 'admin' ? 'Remove Admin' : 'Remove User'}
        busy={busy}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </section>
  );
}
