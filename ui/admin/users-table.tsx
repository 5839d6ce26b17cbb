import { canBeMadeAdmin, isAdmin, userMessages, type User } from '../../core/domain/user';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { ClampedText } from '../components/clamped-text';
import { Email } from '../components/email';
import { ResponsiveList, type ListColumn } from '../components/responsive-list';

export interface UsersTableProps {
  users: User[];
  /** The signed-in admin: their row says "(you)" and offers no remove actions. */
  currentEmail: string;
  /** Emails whose Make Admin request is running: their button shows a spinner. */
  promoting?: ReadonlySet<string>;
  onMakeAdmin(user: User): void;
  onRemoveAdmin(user: User): void;
  onRemoveUser(user: User): void;
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function RoleBadge({ user }: { user: Pick<User, 'role'> }) {
  return isAdmin(user) ? <Badge tone="brand">Admin</Badge> : <Badge>Customer</Badge>;
}

/** The role, and beside it whether the account has yet to confirm its email (it cannot be an admin until then). */
function RoleAndVerification({ user }: { user: User }) {
  return (
    <span className="flex flex-wrap justify-end gap-1.5 xl:justify-start">
      <RoleBadge user={user} />
      {/* On one line: a phone's card gives its badges little room. */}
      {!user.emailVerified && (
        <span className="whitespace-nowrap">
          <Badge tone="danger">{userMessages.emailNotVerified}</Badge>
        </span>
      )}
    </span>
  );
}

function Who({ user, you }: { user: User; you: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold wrap-anywhere text-ink">
        <Email address={user.email} />
        {you && <span className="ml-1.5 font-normal text-muted">(you)</span>}
      </p>
      {user.displayName && <ClampedText text={user.displayName} className="text-sm text-muted" />}
    </div>
  );
}

type ActionsProps = Pick<UsersTableProps, 'promoting' | 'onMakeAdmin' | 'onRemoveAdmin' | 'onRemoveUser'> & { user: User; you: boolean };

function UserActions({ user, you, promoting, onMakeAdmin, onRemoveAdmin, onRemoveUser }: ActionsProps) {
  const admin = isAdmin(user);
  if (you) return <span className="text-sm text-muted">Your own account</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {canBeMadeAdmin(user) && (
        <Button variant="secondary" size="sm" onClick={() => onMakeAdmin(user)} busy={promoting?.has(user.email)} aria-label={`Make Admin ${user.email}`}>
          Make Admin
        </Button>
      )}
      {!admin && !user.emailVerified && <span className="w-full text-sm text-muted">{userMessages.adminOnceVerified}</span>}
      {admin && (
        <Button variant="secondary" size="sm" onClick={() => onRemoveAdmin(user)} aria-label={`Remove Admin ${user.email}`}>
          Remove Admin
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => onRemoveUser(user)} aria-label={`Remove User ${user.email}`}>
        Remove User
      </Button>
    </div>
  );
}

/**
 * Every user of the shop with their role and what an admin may do to them: a table where its
 * three columns fit, one card per user on a phone. Long names and emails wrap; the buttons stay in view.
 */
export function UsersTable({ users, currentEmail, ...actions }: UsersTableProps) {
  const you = (user: User) => sameEmail(user.email, currentEmail);
  const who = (user: User) => <Who user={user} you={you(user)} />;
  const role = (user: User) => <RoleAndVerification user={user} />;
  const userActions = (user: User) => <UserActions user={user} you={you(user)} {...actions} />;
  const columns: ListColumn<User>[] = [
    { header: 'User', cell: who, long: true, inCard: false },
    { header: 'Role', cell: role, inCard: false },
    { header: 'Actions', cell: userActions, inCard: false },
  ];
  return <ResponsiveList items={users} keyOf={(user) => user.email} caption="Users" columns={columns} tableFrom="xl" card={{ title: who, badge: role, actions: userActions }} />;
}
