import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../core/domain/messages';
import type { User } from '../../core/domain/user';
import { errorTypeOf } from '../../core/shop/errors';
import { DashboardSection } from '../components/dashboard-section';
import { ConfirmDialog } from '../components/dialog';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { useToast } from '../components/toast';
import { messageOf } from '../error-message';
import { formatCount } from '../format';
import { adminKeys, useMakeAdmin, useRemoveAdmin, useRemoveUser, usersQuery } from '../queries/admin';
import { usePendingWrites } from '../queries/use-pending-writes';
import { useTryAgain } from '../queries/use-try-again';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { UsersTable } from './users-table';

export interface AllUsersProps {
  /** The signed-in admin's email: their own row offers no remove actions. */
  currentEmail: string;
}

/** What the admin is asked to confirm: making an admin, taking the role back, or removing the user. */
type Removal = { kind: 'promote' | 'admin' | 'user'; user: User };

const nameOf = (user: User) => user.displayName || user.email;

const withName = (user: User) => (user.displayName ? `${user.displayName} (${user.email})` : user.email);

/** /dashboard/users: every user, with Make Admin, Remove Admin and Remove User. */
export function AllUsers({ currentEmail }: AllUsersProps) {
  const api = useService(UI_TOKENS.ShopApi);
  const toast = useToast();
  const users = useQuery(usersQuery(api));
  const tryAgain = useTryAgain(adminKeys.users);
  const promote = useMakeAdmin();
  const promoting = usePendingWrites(adminKeys.makeAdmin);
  const removeAdmin = useRemoveAdmin();
  const removeUser = useRemoveUser();
  // The removal being confirmed; kept while the dialog closes so that its text does not change.
  const [confirming, setConfirming] = useState<Removal | null>(null);
  const [asking, setAsking] = useState(false);

  const makeAdmin = async (user: User) => {
    try {
      await promote.mutateAsync(user.email);
      toast.success(messages.adminAdded);
    } catch (error) {
      toast.error(errorTypeOf(error) === 'forbidden' ? messages.makeAdminFailed : messageOf(error));
    } finally {
      setAsking(false);
    }
  };

  const ask = (removal: Removal) => {
    setConfirming(removal);
    setAsking(true);
  };

  const remove = async ({ kind, user }: Removal) => {
    if (kind === 'promote') return makeAdmin(user);
    try {
      if (kind === 'admin') {
        await removeAdmin.mutateAsync(user.email);
        toast.success(`Removed the admin role of ${user.email}`);
      } else {
        await removeUser.mutateAsync(user.email);
        toast.success(`Removed ${user.email}`);
      }
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setAsking(false);
    }
  };

  if (users.isPending) return <LoadingState label="Loading users" waiting={users.isFetching} />;
  if (users.isError) return <ErrorState title="The users could not be loaded" message={messageOf(users.error)} onRetry={tryAgain} />;
  const shown = users.data;

  return (
    <DashboardSection
      title="All Users"
      aside={
        <p className="text-sm font-semibold text-muted">Total Users: {formatCount(shown.length)}</p>
      }
    >
      {shown.length === 0 ? (
        <EmptyState title="No users yet">People appear here once they sign up or sign in for the first time.</EmptyState>
      ) : (
        <UsersTable
          users={shown}
          currentEmail={currentEmail}
          promoting={promoting}
          onMakeAdmin={(user) => ask({ kind: 'promote', user })}
          onRemoveAdmin={(user) => ask({ kind: 'admin', user })}
          onRemoveUser={(user) => ask({ kind: 'user', user })}
        />
      )}
      <ConfirmDialog
        open={asking && confirming !== null}
        onOpenChange={setAsking}
        title={
          confirming &&
          (confirming.kind === 'promote'
            ? `Make ${nameOf(confirming.user)} an admin?`
            : confirming.kind === 'admin'
              ? `Remove the admin role of ${nameOf(confirming.user)}?`
              : `Remove ${nameOf(confirming.user)}?`)
        }
        description={
          confirming &&
          (confirming.kind === 'promote' ? (
            <>{withName(confirming.user)} will be able to manage users, products and all orders.</>
          ) : confirming.kind === 'admin' ? (
            <>{withName(confirming.user)} will become a customer and can no longer use the admin screens.</>
          ) : (
            <>{withName(confirming.user)} will be removed and can no longer sign in. Their orders stay on record. This cannot be undone.</>
          ))
        }
        confirmLabel={confirming?.kind === 'promote' ? 'Make Admin' : confirming?.kind === 'admin' ? 'Remove Admin' : 'Remove User'}
        tone={confirming?.kind === 'promote' ? 'primary' : 'danger'}
        busy={promote.isPending || removeAdmin.isPending || removeUser.isPending}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </DashboardSection>
  );
}
