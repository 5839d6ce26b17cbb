import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { contactFormSchema } from '../../../core/domain/contact';
import { issuesByField } from '../../../core/domain/validation';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageShell } from '../../components/page-shell';
import { TextArea, TextField } from '../../components/text-field';
import { Icon, IconTile } from './icon';

const EMAIL = 'sales@hartwelltools.example';
const PHONE_DISPLAY = '+44 114 496 0321';
const PHONE_LINK = 'tel:+441144960321';

type Field = 'name' | 'email' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const empty: Values = { name: '', email: '', message: '' };

// The same name and email rules, and messages, as the rest of the shop.
function validate(values: Values): Errors {
  const result = v.safeParse(contactFormSchema, values);
  return result.success ? {} : (issuesByField(result.issues) as Errors);
}

const mailto = (subject?: string, body?: string) => {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${EMAIL}${query ? `?${query}` : ''}`;
};

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

function ContactForm() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [noted, setNoted] = useState<Values | null>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = (['name', 'email', 'message'] as const).find((field) => found[field]);
    if (first) {
      setNoted(null);
      refs[first].current?.focus();
      return;
    }
    setNoted({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
    setValues(empty);
  };

  return (
    <Card className="self-start p-6 sm:p-8">
      <h2 id="form-title" className="text-2xl font-extrabold text-ink">
        Leave us a message
      </h2>
      <p className="mt-2 text-muted">All fields are required. Tell us what you need and, if it is about an order, the product name.</p>

      <form noValidate aria-label="Contact form" onSubmit={onSubmit} className="mt-6 flex flex-col gap-5">
        <TextField
          ref={refs.name}
          label="Your name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        <TextField
          ref={refs.email}
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
        <TextArea
          ref={refs.message}
          label="Message"
          name="message"
          rows={6}
          required
          value={values.message}
          onChange={update('message')}
          error={errors.message}
        />
        <div>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            Submit message
          </Button>
        </div>
      </form>

      <div role="status">
        {noted && (
          <div className="mt-6 flex gap-3 rounded-lg border border-green-200 bg-success-soft p-4 text-success">
            <Icon className="mt-0.5 size-5">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </Icon>
            <div>
              <p className="font-bold">Thank you, {noted.name}. Your message has been noted.</p>
              <p className="mt-1 break-words text-ink-soft">
                We reply within 24 hours, to {noted.email}. To be certain it reaches us, you can also{' '}
                <a className={linkClass} href={mailto(`Message from ${noted.name}`, noted.message)}>
                  send the same message from your own email
                </a>
                .
              </p>
            </div>
          </div>
        )}
      </div>
    </Card>
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
              Email is the sure way to reach us: write to{' '}
              <a className={linkClass} href={mailto()}>
                {EMAIL}
              </a>{' '}
              and we reply within 24 hours.
            </p>
            <dl className="mt-8 flex flex-col gap-7">
              <DetailRow term="Email" icon={<path d="M3 6h18v12H3zM3 7l9 6 9-6" />}>
                <a className={`${linkClass} break-all`} href={mailto()}>
                  {EMAIL}
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
