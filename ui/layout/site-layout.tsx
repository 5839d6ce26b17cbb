import { memo, type ReactNode } from 'react';
import { Footer } from './footer';
import type { CategoryLink } from './category-nav';
import { Header, type HeaderSession } from './header';

// The footer shows nothing of the session: a sign-in or sign-out does not re-render it.
const SessionFreeFooter = memo(Footer);

/** Header and footer around every route. */
export function SiteLayout({
  session,
  onSignOut,
  cartCount,
  search,
  categories,
  children,
}: {
  session: HeaderSession;
  onSignOut?: () => void;
  cartCount?: number | null;
  search?: ReactNode;
  categories?: readonly CategoryLink[];
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <Header session={session} onSignOut={onSignOut} cartCount={cartCount} search={search} categories={categories} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SessionFreeFooter />
    </div>
  );
}
