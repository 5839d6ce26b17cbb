import { useAuth } from '../../auth/auth-context';
import { useDocumentTitle } from '../../components/page-shell';
import { MyProfile } from '../../profile/my-profile';

/** /dashboard/myProfile: every signed-in user's own profile. */
export function MyProfilePage() {
  const { user } = useAuth();
  useDocumentTitle('My Profile');
  return user ? <MyProfile email={user.email} displayName={user.displayName} /> : null;
}
