import { Link } from '@tanstack/react-router';
import { Badge } from '../../components/badge';
import { cx } from '../../components/cx';
import { PageShell } from '../../components/page-shell';
import { Icon } from './icon';

interface Article {
  title: string;
  topic: string;
  /** ISO date. */
  date: string;
  author: { name: string; role: string; initials: string };
  minutes: number;
  excerpt: string;
}

const team = {
  margaret: { name: 'Margaret Hartwell', role: 'Managing Director', initials: 'MH' },
  dev: { name: 'Dev Patel', role: 'Head of Engineering', initials: 'DP' },
  sian: { name: 'Sian Roberts', role: 'Works Manager', initials: 'SR' },
  tomasz: { name: 'Tomasz Nowak', role: 'Customer Service Lead', initials: 'TN' },
};

const articles: Article[] = [
  {
    title: 'Brushless or brushed: which drill should you buy?',
    topic: 'Power tools',
    date: '2026-03-10',
    author: team.dev,
    minutes: 7,
    excerpt:
      'A brushless motor swaps carbon brushes for electronic switching, so there is nothing to wear out and more of each battery charge turns into work. A brushed drill costs less and is simple to service. We explain where each one earns its keep, and why we still make both.',
  },
  {
    title: 'A day in the forge',
    topic: 'From the works',
    date: '2026-02-24',
    author: team.sian,
    minutes: 5,
    excerpt:
      'The induction heater is on at 6:30, and by 7 the first billets are glowing at 1,200 °C. We follow a batch of 19 mm combination spanners from steel bar to drop hammer, trim press and heat treatment, and meet the people who check every one.',
  },
  {
    title: 'Why our bolts are class 8.8',
    topic: 'Fixings',
    date: '2026-02-09',
    author: team.margaret,
    minutes: 4,
    excerpt:
      'The “8.8” stamped on the head is a promise: a tensile strength of at least 800 MPa, and a yield point at 80 % of that. It is the grade structural engineers specify for most steel connections. Here is how we make and test to it, and when you need 10.9 instead.',
  },
  {
    title: 'Torque settings explained',
    topic: 'Know-how',
    date: '2026-01-27',
    author: team.dev,
    minutes: 6,
    excerpt:
      'The numbers on a drill’s clutch ring are not newton-metres, and a torque wrench set to 50 Nm is only right if it has been calibrated. We untangle clutch settings, torque figures and tightening sequences, with a table for common bolt sizes.',
  },
  {
    title: 'Caring for a hand saw',
    topic: 'Hand tools',
    date: '2026-01-13',
    author: team.sian,
    minutes: 5,
    excerpt:
      'A good saw will outlast its owner if it is kept dry, clean and sharp. Wipe the blade after use, give it a thin coat of oil, and always fit the tooth guard. We also cover when to reset the teeth yourself and when to send it back to us.',
  },
  {
    title: 'Ordering for a site: minimums, maximums and lead times',
    topic: 'Ordering',
    date: '2026-01-05',
    author: team.tomasz,
    minutes: 3,
    excerpt:
      'Every product in our shop has a minimum and a maximum order quantity, set by how we pack and make it. Tomasz explains how the limits work, how to pay for an order from your dashboard, and how to plan a large order so it arrives when the site needs it.',
  },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

function Byline({ article, large }: { article: Article; large?: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className={cx(
          'flex shrink-0 items-center justify-center rounded-full bg-ink font-bold text-orange-300',
          large ? 'size-11 text-sm' : 'size-9 text-xs',
        )}
      >
        {article.author.initials}
      </span>
      <div className="text-sm">
        <p className="font-semibold text-ink">{article.author.name}</p>
        <p className="text-muted">
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {article.minutes} min read
        </p>
      </div>
    </div>
  );
}

/** A decorative cover for the featured article: a brushless motor's stator and rotor, drawn in line. */
function MotorCover() {
  const coils = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <div aria-hidden="true" className="relative flex min-h-48 flex-1 items-center justify-center overflow-hidden rounded-lg bg-ink">
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_70%_30%,rgba(232,89,12,0.35),transparent_55%)]" />
      <svg viewBox="0 0 200 200" className="relative w-40 sm:w-56" fill="none" strokeLinecap="round">
        <circle cx="100" cy="100" r="88" stroke="#aeb7c2" strokeWidth="3" />
        <circle cx="100" cy="100" r="78" stroke="#aeb7c2" strokeOpacity="0.4" strokeWidth="1.5" />
        {coils.map((angle) => (
          <g key={angle} transform={`rotate(${angle} 100 100)`}>
            <rect x="92" y="22" width="16" height="30" rx="3" stroke="#e8590c" strokeWidth="3" />
            <path d="M95 28h10M95 34h10M95 40h10M95 46h10" stroke="#fdba74" strokeWidth="1.5" />
          </g>
        ))}
        <circle cx="100" cy="100" r="38" stroke="#ffffff" strokeWidth="3" />
        <path d="M100 62v76M62 100h76M73 73l54 54M127 73l-54 54" stroke="#ffffff" strokeOpacity="0.5" strokeWidth="2" />
        <circle cx="100" cy="100" r="9" fill="#e8590c" />
      </svg>
    </div>
  );
}

function ArticlePreview({ article, featured = false }: { article: Article; featured?: boolean }) {
  return (
    <article className={cx('flex h-full flex-col rounded-card border border-line bg-surface shadow-card', featured ? 'gap-6 p-6 sm:p-8' : 'p-6')}>
      {featured && <MotorCover />}
      <div className="flex flex-col">
        <div className="flex flex-wrap items-center gap-2">
          {featured && <Badge tone="brand">Latest</Badge>}
          <Badge>{article.topic}</Badge>
        </div>
        <h2 className={cx('mt-4 font-extrabold text-ink', featured ? 'text-2xl sm:text-3xl' : 'text-xl')}>{article.title}</h2>
        <p className={cx('mt-3 max-w-prose text-muted', featured && 'sm:text-lg')}>{article.excerpt}</p>
      </div>
      <div className={cx(!featured && 'mt-auto pt-6')}>
        <Byline article={article} large={featured} />
      </div>
    </article>
  );
}

export function BlogPage() {
  return (
    <PageShell
      title="Blog"
      eyebrow="Notes from the works"
      intro="Practical advice on choosing and looking after tools, and news from the shop floor, written by the people who make them."
    >
      <div className="flex flex-col gap-12 sm:gap-16">
        <ul aria-label="Articles" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, i) => (
            <li key={article.title} className={cx(i === 0 && 'md:col-span-2 lg:row-span-2', 'md:last:col-span-2 lg:last:col-span-1')}>
              <ArticlePreview article={article} featured={i === 0} />
            </li>
          ))}
        </ul>

        <aside aria-labelledby="ask-title" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6 sm:flex-row sm:items-center sm:gap-6 sm:p-8">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <Icon>
              <path d="M4 5h16v11H8l-4 4V5zM8 9h8M8 12h5" />
            </Icon>
          </span>
          <div>
            <h2 id="ask-title" className="text-lg font-bold text-ink">
              A question we have not covered?
            </h2>
            <p className="mt-1 text-muted">
              Our engineers are happy to help with a tricky job.{' '}
              <Link to="/contact" className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong">
                Send us a message
              </Link>{' '}
              or read the{' '}
              <Link to="/faq" className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong">
                FAQ
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </PageShell>
  );
}
