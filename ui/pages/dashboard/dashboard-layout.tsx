import { Link, Outlet } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-context';
import { RequireAuth } from '../../auth/guards';
import { VerifyEmailBanner } from '../../auth/verify-email-banner';
import { Container } from '../../components/container';
import { useDocumentTitle } from '../../components/page-shell';
import { adminMenu, customerMenu } from './dashboard-menu';

function Dashboard() {
  const { user, isAdmin } = useAuth();
  useDocumentTitle('Dashboard');
  const links = isAdmin ? adminMenu : customerMenu;
  const welcome = `Welcome, ${user?.displayName} (${user?.email})`;
  return (
    // The header's and footer's container: the dashboard lines up with them.
    <Container className="py-8 sm:py-10">
      <div className="mb-6">
        <h1 className="text-3xl font-extrabold text-ink">Dashboard</h1>
        {/* A name of any length takes two lines at most; the whole line is in its tooltip. */}
        <p title={welcome} className="mt-1 line-clamp-2 wrap-anywhere text-muted">
          Welcome, <span className="font-semibold text-ink">{user?.displayName}</span> ({user?.email})
        </p>
      </div>
      {user && !user.emailVerified && <VerifyEmailBanner email={user.email} />}
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label="Dashboard" className="shrink-0 lg:w-80">
          {/* Below lg the links wrap onto more lines: a sideways scroll cut their labels and hid the Messages count on a phone. */}
          <ul className="flex flex-wrap gap-1 rounded-card border border-line bg-surface p-2 lg:flex-col lg:flex-nowrap lg:gap-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  activeOptions={{ exact: true }}
                  className="block rounded-lg px-3 py-2 font-semibold whitespace-nowrap lg:px-4 lg:py-2.5 text-ink-soft hover:bg-canvas hover:text-ink data-[status=active]:bg-brand-soft data-[status=active]:text-brand-strong"
                >
                  {link.label}
                  {'Mark' in link && <link.Mark />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}

export function DashboardLayout() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
