import { Outlet, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAuth } from '../auth/auth-context';
import { useCart } from '../cart/cart-context';
import type { HeaderSession } from './header';
import { SiteLayout } from './site-layout';
import { SearchBox } from '../search/search-box';
import { useCategoryTree } from '../catalogue/use-categories';

/** Every route inside the header and footer, with the header told who is signed in. */
export function RootLayout() {
  const { status, user, isAdmin, send } = useAuth();
  const { count } = useCart();
  const navigate = useNavigate();
  // One element for good: a change of who is signed in re-renders the header, not the page below it.
  const outlet = useMemo(() => <Outlet />, []);
  const search = useMemo(() => <SearchBox />, []);
  const categories = useCategoryTree();
  const session: HeaderSession =
    status === 'signedIn' && user ? { status, displayName: user.displayName, isAdmin } : status === 'loading' ? { status } : { status: 'signedOut' };
  const signOut = () => {
    send({ type: 'SIGN_OUT' });
    void navigate({ to: '/' });
  };
  return (
    <SiteLayout session={session} onSignOut={signOut} cartCount={count} search={search} categories={categories}>
      {outlet}
    </SiteLayout>
  );
}
