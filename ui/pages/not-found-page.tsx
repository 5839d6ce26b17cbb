import { Link } from '@tanstack/react-router';
import { buttonClass } from '../components/button';
import { PageShell } from '../components/page-shell';

export function NotFoundPage() {
  return (
    <PageShell title="Page not found" eyebrow="404">
      <p className="max-w-xl text-lg text-ink-soft">That page does not exist, or it has moved. The catalogue is a good place to start again.</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        Go to the catalogue
      </Link>
    </PageShell>
  );
}
