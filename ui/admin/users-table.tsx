import { isAdmin, type User } from '../../core/domain/user';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Table, Td, Th, Tr } from '../components/table';
import { Email } from '../components/email';

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

function Who({ user, you }: { user: User; you: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold wrap-anywhere text-ink">
        <Email address={user.email} />
        {you && <span className="ml-1.5 font-normal text-muted">(you)</span>}
      </p>
      {user.displayName && <p className="text-sm text-muted">{user.displayName}</p>}
    </div>
  );
}

type ActionsProps = Pick<UsersTableProps, 'promoting' | 'onMakeAdmin' | 'onRemoveAdmin' | 'onRemoveUser'> & { user: User; you: boolean };

function UserActions({ user, you, promoting, onMakeAdmin, onRemoveAdmin, onRemoveUser }: ActionsProps) {
  const admin = isAdmin(user);
  if (you) return <span className="text-sm text-muted">Your own account</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {!admin && (
        <Button size="sm" onClick={() => onMakeAdmin(user)} busy={promoting?.has(user.email)} aria-label={`Make Admin ${user.email}`}>
          Make Admin
        </Button>
      )}
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
 * Every user of the shop with their role and what an admin may do to them: a table from medium
 * width (it scrolls sideways inside its card if still too narrow), one card per user below it.
 */
export function UsersTable({ users, currentEmail, ...actions }: UsersTableProps) {
  return (
    <>
      <div className="hidden md:block">
        <Table caption="Users">
          <thead>
            <tr>
              <Th>User</Th>
              <Th>Role</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const you = sameEmail(user.email, currentEmail);
              return (
                <Tr key={user.email}>
                  <Td>
                    <Who user={user} you={you} />
                  </Td>
                  <Td>
                    <RoleBadge user={user} />
                  </Td>
                  <Td>
                    <UserActions user={user} you={you} {...actions} />
                  </Td>
                </Tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Users">
        {users.map((user) => {
          const you = sameEmail(user.email, currentEmail);
          return (
            <li key={user.email} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
              <div className="flex items-start justify-between gap-3">
                <Who user={user} you={you} />
                <RoleBadge user={user} />
              </div>
              <UserActions user={user} you={you} {...actions} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
