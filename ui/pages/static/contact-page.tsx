import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ContactForm } from '../../contact/contact-form';
import { mailtoWorks, WORKS_EMAIL } from '../../contact/works-email';
import { PageShell } from '../../components/page-shell';
import { Icon, IconTile } from './icon';

const PHONE_DISPLAY = '+44 114 496 0321';
const PHONE_LINK = 'tel:+441144960321';

const hours = [
  { days: 'Monday – Thursday', time: '8:00 am – 5:00 pm' },
  { days: 'Friday', time: '8:00 am – 4:00 pm' },
  { days: 'Weekends', time: 'Closed' },
];

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-strong';

function DetailRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-12 pl-16">
      <dt className="font-bold text-ink">
        <span className="absolute top-0 left-0">
          <IconTile>{icon}</IconTile>
        </span>
        {term}
      </dt>
      <dd className="mt-1 text-ink-soft">{children}</dd>
    </div>
  );
}

export function ContactPage() {
  return (
    <PageShell
      title="Contact"
      eyebrow="Talk to the works"
      intro="Questions about a product, an order, a repair or a custom part: write or call, and you will reach the people who make our tools."
    >
      <div className="flex flex-col gap-10">
        <p className="flex items-center gap-3 rounded-card border border-orange-200 bg-brand-soft px-5 py-4 text-lg font-semibold text-ink">
          <Icon className="text-brand">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </Icon>
          We reply to every message within 24 hours.
        </p>

        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
          <section aria-labelledby="details-title">
            <h2 id="details-title" className="text-2xl font-extrabold text-ink">
              How to reach us
            </h2>
            <p className="mt-2 text-muted">
              Leave us a message with the form, or write to{' '}
              <a className={linkClass} href={mailtoWorks()}>
                {WORKS_EMAIL}
              </a>{' '}
              from your own email: we reply within 24 hours.
            </p>
            <dl className="mt-8 flex flex-col gap-7">
              <DetailRow term="Email" icon={<path d="M3 6h18v12H3zM3 7l9 6 9-6" />}>
                <a className={`${linkClass} break-all`} href={mailtoWorks()}>
                  {WORKS_EMAIL}
                </a>
              </DetailRow>
              <DetailRow term="Phone" icon={<path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" />}>
                <a className={linkClass} href={PHONE_LINK}>
                  {PHONE_DISPLAY}
                </a>
                <span className="mt-1 block text-sm text-muted">Lines open during working hours, UK time.</span>
              </DetailRow>
              <DetailRow term="Address" icon={<path d="M12 21s-7-6.2-7-11.5A7 7 0 0112 2.5a7 7 0 017 7C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z" />}>
                <address className="not-italic">
                  Hartwell Tools Ltd
                  <br />
                  Unit 4, Don Valley Works
                  <br />
                  Sheffield S9 3TY
                  <br />
                  United Kingdom
                </address>
                <span className="mt-1 block text-sm text-muted">Five minutes from M1 junction 34. Customer parking in the yard.</span>
              </DetailRow>
              <DetailRow term="Opening hours" icon={<path d="M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2" />}>
                <table className="w-full max-w-sm text-left">
                  <caption className="sr-only">Opening hours, UK time</caption>
                  <tbody>
                    {hours.map((row) => (
                      <tr key={row.days}>
                        <th scope="row" className="py-0.5 pr-4 font-normal sm:whitespace-nowrap">
                          {row.days}
                        </th>
                        <td className="py-0.5 text-right font-semibold whitespace-nowrap text-ink">{row.time}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <span className="mt-1 block text-sm text-muted">Phone lines and trade counter, UK time. Emails are answered within 24 hours, weekends included.</span>
              </DetailRow>
            </dl>
            <p className="mt-8 text-muted">
              Looking for delivery times, warranty or repairs? The{' '}
              <Link to="/faq" className={linkClass}>
                FAQ
              </Link>{' '}
              may answer it straight away.
            </p>
          </section>

          <ContactForm />
        </div>
      </div>
    </PageShell>
  );
}
