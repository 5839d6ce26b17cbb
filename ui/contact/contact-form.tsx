import * as v from 'valibot';
import { useRef, useState, type FormEvent } from 'react';
import { contactFormSchema, contactMessages, type ContactForm as ContactFormValues } from '../../core/domain/contact';
import { issuesByField } from '../../core/domain/validation';
import { Button } from '../components/button';
import { Callout } from '../components/callout';
import { Card } from '../components/card';
import { TextArea, TextField } from '../components/text-field';
import { messageOf } from '../error-message';
import { useService } from '../services/services-context';
import { UI_TOKENS } from '../services/tokens';
import { mailtoWorks, WORKS_EMAIL } from './works-email';

type Field = keyof ContactFormValues;
type Errors = Partial<Record<Field, string>>;

const fields: Field[] = ['name', 'email', 'message'];

/** Where the last send stands: the page says it was received only once the shop has stored it. */
type Outcome = { kind: 'none' } | { kind: 'sending' } | { kind: 'received'; name: string; email: string } | { kind: 'failed'; reason: string; sent: ContactFormValues };

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-strong';

/**
 * The contact page's form: checked by the shop's contact schema, sent to the shop, kept on failure.
 * Its fields keep their own values, so that what a visitor types before the prerendered page has
 * started (scripts/prerender-pages.tsx) is kept too.
 */
export function ContactForm() {
  const api = useService(UI_TOKENS.ShopApi);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  const edited = (field: Field) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = v.safeParse(contactFormSchema, Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const found = issuesByField(parsed.issues) as Errors;
      setErrors(found);
      setOutcome({ kind: 'none' });
      refs[fields.find((field) => found[field]) ?? 'name'].current?.focus();
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    try {
      await api.call('sendContactMessage', { body: parsed.output });
      setOutcome({ kind: 'received', name: parsed.output.name, email: parsed.output.email });
      form.reset();
    } catch (error) {
      setOutcome({ kind: 'failed', reason: messageOf(error), sent: parsed.output });
    }
  };

  return (
    <Card className="min-w-0 self-start p-6 sm:p-8">
      <h2 id="form-title" className="text-2xl font-extrabold text-ink">
        Leave us a message
      </h2>
      <p className="mt-2 text-muted">All fields are required. Tell us what you need and, if it is about an order, the product name.</p>

      <form noValidate aria-label="Contact form" onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5">
        <TextField ref={refs.name} label="Your name" name="name" autoComplete="name" required onChange={edited('name')} error={errors.name} />
        <TextField
          ref={refs.email}
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          onChange={edited('email')}
          error={errors.email}
        />
        <TextArea ref={refs.message} label="Message" name="message" rows={6} required onChange={edited('message')} error={errors.message} />
        <div>
          <Button type="submit" size="lg" className="w-full sm:w-auto" busy={outcome.kind === 'sending'}>
            Submit message
          </Button>
        </div>
      </form>

      {/* Always in the page, so that what appears in it is announced. */}
      <div role="status" className="wrap-anywhere">
        {outcome.kind === 'received' && (
          <div className="mt-6">
            <Callout tone="success" title={contactMessages.received(outcome.name)} announce={false}>
              {contactMessages.replyWithin(outcome.email)}
            </Callout>
          </div>
        )}
      </div>
      {outcome.kind === 'failed' && (
        <div className="mt-6 wrap-anywhere">
          <Callout tone="error" title={contactMessages.notReceived}>
            {outcome.reason} {contactMessages.keptInForm}{' '}
            <a className={linkClass} href={mailtoWorks(`Message from ${outcome.sent.name}`, outcome.sent.message)}>
              {WORKS_EMAIL}
            </a>
            .
          </Callout>
        </div>
      )}
    </Card>
  );
}
