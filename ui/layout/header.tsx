import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button, buttonClass } from '../components/button';
import { Container } from '../components/container';
import { cx } from '../components/cx';
import { Spinner } from '../components/spinner';
import { useHydrated } from '../hooks/use-hydrated';
import { formatCount, formatCounted } from '../format';
import { BrandMark } from './brand-mark';
import { CategoryNav, type CategoryLink } from './category-nav';

/** What the header knows of the visitor. */
export type HeaderSession =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; displayName: string; isAdmin: boolean };

export const primaryLinks = [
  { to: '/', label: 'Home' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/faq', label: 'FAQ' },
  { to: '/detail', label: 'Detail' },
  { to: '/contact', label: 'Contact' },
] as const;

const linkClass =
  'rounded-md px-3 py-2 text-[0.95rem] font-semibold text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink data-[status=active]:text-brand';

function SessionActions({ session, onSignOut, stacked }: { session: HeaderSession; onSignOut?: () => void; stacked?: boolean }) {
  if (session.status === 'loading') return <Spinner size="sm" label="Checking your sign-in" className="px-3 text-muted" />;
  if (session.status === 'signedOut') {
    return (
      <Link to="/login" className={buttonClass('primary', 'sm', stacked ? 'w-full' : undefined)}>
        Login
      </Link>
    );
  }
  return (
    <div className={cx('flex gap-2', stacked ? 'flex-col' : 'items-center')}>
      <Link to="/dashboard" className={buttonClass('secondary', 'sm', stacked ? 'w-full' : undefined)}>
        Dashboard
      </Link>
      <Button variant="ghost" size="sm" onClick={onSignOut} className={stacked ? 'w-full' : undefined}>
        Sign Out
      </Button>
    </div>
  );
}

/** The cart's link, named with how many products it holds once that is known. */
export const cartLinkName = (count: number | null) => (count === null ? 'Cart' : count === 0 ? 'Cart, empty' : `Cart, ${formatCounted(count, 'product', 'products')}`);

function CartLink({ count }: { count: number | null }) {
  return (
    <Link
      to="/cart"
      aria-label={cartLinkName(count)}
      className="relative inline-flex size-10 items-center justify-center rounded-md text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink data-[status=active]:text-brand"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a1 1 0 001 .8h9.2a1 1 0 001-.8L20 8H6.2" />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      {count !== null && count > 0 && (
        <span aria-hidden className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs leading-5 font-bold text-white">
          {count > 99 ? '99+' : formatCount(count)}
        </span>
      )}
    </Link>
  );
}

/** The bar on top of every page: the shop's pages, the search box and top categories under them, the cart, and sign-in or the dashboard. */
export function Header({
  session,
  onSignOut,
  cartCount = null,
  search,
  categories = [],
}: {
  session: HeaderSession;
  onSignOut?: () => void;
  cartCount?: number | null;
  search?: ReactNode;
  /** The top categories, linked beside the search box on a wide screen and in the menu on a phone. */
  categories?: readonly CategoryLink[];
}) {
  const [open, setOpen] = useState(false);
  // On a prerendered page the menu opens only once React runs: until then the button says it is not ready.
  const hydrated = useHydrated();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <BrandMark />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass} activeOptions={{ exact: link.to === '/' }}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <CartLink count={cartCount} />
          <div className="hidden lg:block">
            <SessionActions session={session} onSignOut={onSignOut} />
          </div>
          <button
            type="button"
            className="rounded-md p-2 text-ink disabled:opacity-40 lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            disabled={!hydrated}
            onClick={() => setOpen((v) => !v)}
          >
            <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </Container>
      {(search || categories.length > 0) && (
        <Container className="flex items-center gap-4 pb-2.5">
          <div className="min-w-0 flex-1">{search}</div>
          {/* As many as fit beside the search box; the rest are one click away on the home page and in search. */}
          <CategoryNav categories={categories.slice(0, 6)} className="hidden lg:block" />
        </Container>
      )}
      {open && (
        <nav id="mobile-menu" aria-label="Main" className="border-t border-line bg-surface px-4 pt-2 pb-4 lg:hidden">
          <ul className="flex flex-col">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={cx(linkClass, 'block')} activeOptions={{ exact: link.to === '/' }} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {categories.length > 0 && (
            <div className="mt-3 border-t border-line pt-3">
              <p className="px-3 pb-1 text-xs font-bold tracking-wide text-muted uppercase">Shop by category</p>
              <CategoryNav categories={categories} stacked onFollow={() => setOpen(false)} />
            </div>
          )}
          <div className="mt-3 border-t border-line pt-3" onClick={() => setOpen(false)}>
            <SessionActions session={session} onSignOut={onSignOut} stacked />
          </div>
        </nav>
      )}
    </header>
  );
}
