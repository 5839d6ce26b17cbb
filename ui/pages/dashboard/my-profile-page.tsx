import { useAuth } from '../../auth/auth-context';
import { useDocumentTitle } from '../../components/page-shell';
import { AddressBook } from '../../profile/address-book';
import { MyProfile } from '../../profile/my-profile';

/** /dashboard/myProfile: every signed-in user's own profile, and their address book below it. */
export function MyProfilePage() {
  const { user, send } = useAuth();
  useDocumentTitle('My Profile');
  if (!user) return null;
  return (
    <div className="flex flex-col gap-10">
      <MyProfile
        email={user.email}
        displayName={user.displayName}
        // The saved name is the account's name too: the welcome line, the order form and new reviews use it.
        onSaved={({ name }) => name.trim() !== user.displayName && send({ type: 'RENAME', name: name.trim() })}
      />
      <AddressBook recipient={user.displayName} />
    </div>
  );
}
