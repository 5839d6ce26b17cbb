import { useEffect, useRef, useState } from 'react';
import type { ShopEmail } from '../core/domain/emails';
import type { MailMessage } from '../core/domain/mail';
import { ReactEmailRenderer } from '../adapters/mail/react-email-renderer';
import { sampleBranding } from '../adapters/mail/templates/sample-emails';

const renderer = new ReactEmailRenderer(sampleBranding);

/**
 * One email as a mail program shows it: its envelope, the HTML part in a frame of its own (no
 * page styles reach it, as in an inbox) and the plain-text part below, both from the real renderer.
 */
export function EmailPreview({ email }: { email: ShopEmail }) {
  const [message, setMessage] = useState<MailMessage | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(600);
  useEffect(() => {
    let current = true;
    void renderer.render(email).then((rendered) => current && setMessage(rendered));
    return () => {
      current = false;
    };
  }, [email]);
  if (!message) return <p role="status">Rendering the email</p>;
  return (
    <article aria-label="Email" className="mx-auto flex max-w-3xl flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-muted">To</dt>
        <dd className="wrap-anywhere">{message.to}</dd>
        {message.replyTo && (
          <>
            <dt className="font-semibold text-muted">Reply-To</dt>
            <dd className="wrap-anywhere">{message.replyTo}</dd>
          </>
        )}
        <dt className="font-semibold text-muted">Subject</dt>
        <dd className="font-bold text-ink">{message.subject}</dd>
      </dl>
      <iframe
        ref={frame}
        title="The email's HTML part"
        srcDoc={message.html}
        className="w-full rounded-card border border-line bg-white"
        style={{ height }}
        onLoad={() => setHeight((frame.current?.contentDocument?.documentElement.scrollHeight ?? 580) + 20)}
      />
      <section aria-label="The email's plain-text part">
        <h2 className="mb-2 text-sm font-semibold text-muted">Plain text</h2>
        <pre className="rounded-card border border-line bg-canvas p-4 text-sm whitespace-pre-wrap wrap-anywhere text-ink">{message.text}</pre>
      </section>
    </article>
  );
}
