import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/button';
import { cx } from '../../components/cx';
import { PageShell } from '../../components/page-shell';
import { SectionHeading } from '../../components/section-heading';
import { LatestReviews } from '../../reviews/latest-reviews';

export interface Testimonial {
  name: string;
  trade: string;
  town: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  quote: string;
}

export const staticTestimonials: Testimonial[] = [
  {
    name: 'Marcus Bell',
    trade: 'Maintenance fitter',
    town: 'Doncaster',
    rating: 5,
    quote:
      'Our depot bought a full set of their torque wrenches. Every one arrived with its calibration certificate, and when one came back for its annual check it was returned inside a week.',
  },
  {
    name: 'Karen Doyle',
    trade: 'Joiner',
    town: 'Leeds',
    rating: 5,
    quote:
      'I have used the same Hartwell panel saw for eleven years. When the handle finally cracked they fitted a new one at no charge and sharpened the blade while it was in.',
  },
  {
    name: 'Jim Carver',
    trade: 'Cabinetmaker',
    town: 'Asheville, North Carolina',
    rating: 5,
    quote:
      'Ordered chisels and a set of spanners from Sheffield and had them in my shop six working days later. Priced in dollars, no surprises at checkout, and the steel is as good as my grandfather’s.',
  },
  {
    name: 'Priya Shah',
    trade: 'Site manager',
    town: 'Nottingham',
    rating: 4,
    quote:
      'The minimum order on fixings caught me out the first time, but it matches how they are boxed, so nothing is wasted. Their M16 bolts have passed every inspection on our steel frames.',
  },
  {
    name: 'Owen Griffiths',
    trade: 'Electrician',
    town: 'Cardiff',
    rating: 5,
    quote:
      'Switched the whole van to their brushless drill drivers. A battery lasts me a full day of first-fix, and the clutch is consistent enough to trust on back boxes.',
  },
  {
    name: 'Ruth Ellison',
    trade: 'Workshop technician',
    town: 'Manchester',
    rating: 5,
    quote:
      'We ordered apprentice kits for two hundred students. Tomasz kept us updated at every stage, each case had the right name on it, and the kits have taken two years of learners without a single breakage.',
  },
];

function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex items-center gap-0.5">
      <span className="sr-only">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 20 20"
          className={cx('size-5', n <= rating ? 'text-brand' : 'text-steel')}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5z" />
        </svg>
      ))}
    </div>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Customer testimonials written into the site; shown on their own, or while real reviews are unavailable. */
export function StaticReviews({ testimonials = staticTestimonials, className }: { testimonials?: Testimonial[]; className?: string }) {
  return (
    <ul className={cx('grid gap-6 md:grid-cols-2 lg:grid-cols-3', className)}>
      {testimonials.map((t) => (
        <li key={t.name}>
          <figure className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card">
            <Stars rating={t.rating} />
            <blockquote className="mt-4 flex-1 text-ink-soft">
              <p>
                <span aria-hidden="true">“</span>
                {t.quote}
                <span aria-hidden="true">”</span>
              </p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-orange-300">
                {initialsOf(t.name)}
              </span>
              <span className="text-sm">
                <span className="block font-semibold text-ink">{t.name}</span>
                <span className="block text-muted">
                  {t.trade}, {t.town}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function ReviewsPage() {
  return (
    <PageShell
      title="Reviews"
      eyebrow="In our customers’ words"
      intro="Fitters, joiners, site managers and teachers on the tools they use every day, and on how we looked after them when something went wrong."
    >
      <div className="flex flex-col gap-16">
        {/* Real reviews come first once there are any; the testimonials stay beside them rather than vanish at the first one. */}
        <LatestReviews fallback={null} heading={<SectionHeading id="latest-reviews-title" title="Latest reviews" />} headingId="latest-reviews-title" />
        <section aria-labelledby="testimonials-title">
          <SectionHeading id="testimonials-title" title="What customers say" />
          <StaticReviews />
        </section>

        <section aria-labelledby="leave-review-title" className="rounded-card border border-line bg-surface p-6 sm:p-10">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="leave-review-title" className="text-2xl font-extrabold text-ink">
                Bought from us?
              </h2>
              <p className="mt-2 text-muted">
                Sign in and leave a review from your dashboard. We read every one, and the good and the bad both reach the bench that
                made your tool.
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              <Link to="/dashboard/review" className={buttonClass('primary', 'lg')}>
                Write a review
              </Link>
              <Link to="/" hash="tools" className={buttonClass('secondary', 'lg')}>
                Browse the catalogue
              </Link>
            </div>
          </div>
        </section>
      </div>
    </PageShell>
  );
}
