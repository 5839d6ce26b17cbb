import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SHOP_EMAIL } from '../../../core/domain/emails';
import { PageShell } from '../../components/page-shell';

const EMAIL = SHOP_EMAIL;
const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-strong';
const UPDATED = { iso: '2026-01-05', label: '5 January 2026' };

const contents = [
  { id: 'company', label: 'Company details' },
  { id: 'trade', label: 'Trade accounts' },
  { id: 'terms', label: 'Terms of sale' },
  { id: 'privacy', label: 'Privacy policy' },
  { id: 'cookies', label: 'Cookie policy' },
];

function DocSection({ id, title, updated, children }: { id: string; title: string; updated?: boolean; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 border-t border-line pt-10 first:border-t-0 first:pt-0">
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-ink sm:text-3xl">
        {title}
      </h2>
      {updated && (
        <p className="mt-1 text-sm text-muted">
          Last updated <time dateTime={UPDATED.iso}>{UPDATED.label}</time>
        </p>
      )}
      <div className="mt-5 flex flex-col gap-4 leading-relaxed text-ink-soft">{children}</div>
    </section>
  );
}

function Clause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      {children}
    </div>
  );
}

const companyFacts: { term: string; value: ReactNode }[] = [
  { term: 'Registered name', value: 'Hartwell Tools Ltd' },
  { term: 'Company number', value: '01392847, registered in England and Wales' },
  { term: 'Incorporated', value: '1978' },
  {
    term: 'Registered office',
    value: (
      <address className="not-italic">
        Unit 4, Don Valley Works, Sheffield S9 3TY, United Kingdom
      </address>
    ),
  },
  { term: 'VAT number', value: 'GB 318 4429 07' },
  { term: 'Directors', value: 'Margaret Hartwell (Managing Director), Dev Patel' },
  {
    term: 'Contact',
    value: (
      <a className={linkClass} href={`mailto:${EMAIL}`}>
        {EMAIL}
      </a>
    ),
  },
];

export function DetailPage() {
  return (
    <PageShell
      title="Detail"
      eyebrow="Company and legal"
      intro="Who we are, how trade accounts work, and the terms, privacy and cookie policies that apply when you buy from us."
    >
      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-card border border-line bg-surface p-5 shadow-card">
            <h2 id="toc-title" className="text-sm font-bold tracking-wider text-muted uppercase">
              On this page
            </h2>
            <ol className="mt-3 flex flex-col gap-1">
              {contents.map((item, i) => (
                <li key={item.id}>
                  <a href={`#${item.id}`} className="flex gap-2 rounded-md px-2 py-1.5 font-semibold text-ink-soft hover:bg-canvas hover:text-brand">
                    <span aria-hidden="true" className="text-muted tabular-nums">
                      {i + 1}.
                    </span>
                    {item.label}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="flex max-w-3xl flex-col gap-10">
          <DocSection id="company" title="Company details">
            <p>
              Hartwell Tools Ltd is a family-owned manufacturer of power tools, hand tools and fixings. We design, make and sell
              everything in this shop from our works in Sheffield.
            </p>
            <dl className="divide-y divide-line rounded-card border border-line bg-surface">
              {companyFacts.map((fact) => (
                <div key={fact.term} className="grid gap-1 px-5 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
                  <dt className="font-semibold text-ink">{fact.term}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </DocSection>

          <DocSection id="trade" title="Trade accounts">
            <p>
              Contractors, maintenance depots, workshops, colleges and public bodies that buy from us regularly can open a free trade
              account. You keep ordering and paying through the shop as usual; the account adds:
            </p>
            <ul className="list-disc space-y-1 pl-5">
              <li>a named account manager at the works, who knows your sites and your usual orders;</li>
              <li>price breaks on fixings and on repeat orders of the same tool;</li>
              <li>quoted, made-to-order runs above a product’s maximum order quantity;</li>
              <li>priority repairs and annual torque-wrench calibration at the works;</li>
              <li>
                quotes for custom parts and kits, like the jobs in our <Link to="/portfolio" className={linkClass}>portfolio</Link>.
              </li>
            </ul>
            <p>
              To apply, email <a className={linkClass} href={`mailto:${EMAIL}?subject=Trade%20account`}>{EMAIL}</a> with your
              organisation’s name and address, its company or tax registration number, the email you sign in to the shop with, and
              roughly what you expect to buy in a year. We reply within 24 hours and usually open the account within three working
              days.
            </p>
          </DocSection>

          <DocSection id="terms" title="Terms of sale" updated>
            <p>
              These terms apply to every order placed in this shop. If you buy as a consumer, nothing in them affects your statutory
              rights.
            </p>
            <Clause title="1. Who you are buying from">
              <p>You are buying from Hartwell Tools Ltd, whose details are given above under Company details.</p>
            </Clause>
            <Clause title="2. Prices">
              <p>
                Prices are per unit, in US dollars. The total of an order is worked out from the unit price when you place it and does
                not change afterwards. Orders delivered outside the United Kingdom may be subject to import duties and taxes in the
                destination country, which are payable by the buyer.
              </p>
            </Clause>
            <Clause title="3. Orders and quantities">
              <p>
                Each product has a minimum and a maximum quantity per order, shown on its page. An order outside those limits cannot be
                placed. Placing an order is an offer to buy; the contract is made when you pay for it.
              </p>
            </Clause>
            <Clause title="4. Payment and cancelling">
              <p>
                You pay by card from your dashboard after ordering. Until it is paid, you may delete an order from My Orders at no
                cost. Once paid, an order cannot be deleted, but the returns terms below still apply.
              </p>
            </Clause>
            <Clause title="5. Delivery">
              <p>
                We dispatch paid orders within one working day. Delivery estimates are given in good faith but are not guaranteed. The
                goods are your responsibility once delivered to the address you gave us.
              </p>
            </Clause>
            <Clause title="6. Returns">
              <p>
                You may return unused goods in their original packaging within 30 days of delivery for a full refund of the price. If
                you are a consumer in the United Kingdom, you also have the right to cancel within 14 days of delivery under the
                Consumer Contracts Regulations 2013. Faulty goods may be returned at our cost.
              </p>
            </Clause>
            <Clause title="7. Warranty">
              <p>
                Hand tools carry a lifetime warranty against defects in materials and workmanship; power tools carry a three-year
                warranty from delivery. We will repair or replace a faulty tool at our choice. The warranty does not cover wear parts
                such as blades, bits and carbon brushes, or damage from misuse, accident or unauthorised repair. See{' '}
                <Link to="/faq" hash="repairs" className={linkClass}>
                  repairs
                </Link>{' '}
                for how to make a claim.
              </p>
            </Clause>
            <Clause title="8. Our liability">
              <p>
                We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms. For business
                customers, our total liability for an order is limited to its price, and we are not liable for loss of profit or
                business. Nothing in these terms limits liability for death or personal injury caused by negligence, or for fraud.
              </p>
            </Clause>
            <Clause title="9. Law">
              <p>These terms are governed by the law of England and Wales, and its courts have jurisdiction.</p>
            </Clause>
          </DocSection>

          <DocSection id="privacy" title="Privacy policy" updated>
            <p>
              Hartwell Tools Ltd is the controller of the personal data you give us through this shop. We handle it under the UK
              General Data Protection Regulation and the Data Protection Act 2018.
            </p>
            <Clause title="What we collect">
              <ul className="list-disc space-y-1 pl-5">
                <li>Your account: your name, email address and sign-in details.</li>
                <li>Your orders: the products, quantities and totals, your name, email and phone number, and the payment’s transaction ID.</li>
                <li>Your profile: any further details, such as an address, that you choose to add.</li>
                <li>Your reviews, if you write any, and messages you send us.</li>
              </ul>
              <p>
                We never see or store your full card details: the card payment provider handles them and tells us only whether the
                payment succeeded.
              </p>
            </Clause>
            <Clause title="Why we use it">
              <p>
                To take, deliver and support your orders (to perform our contract with you), to keep accounting and tax records (a legal
                obligation), and to answer your messages and keep the shop secure (our legitimate interests). We do not send marketing
                email, and we never sell or rent your data.
              </p>
            </Clause>
            <Clause title="Who we share it with">
              <p>
                Only the companies that help us run the business: the card payment provider, the carriers who deliver your order, our
                hosting provider and our accountants. Each may use it only to do that work for us.
              </p>
            </Clause>
            <Clause title="How long we keep it">
              <p>
                Order and payment records for six years, as UK tax law requires. Your account until you ask us to close it. Messages
                for two years after the last reply.
              </p>
            </Clause>
            <Clause title="Your rights">
              <p>
                You may ask to see the data we hold about you, to correct it, to delete it, to restrict or object to how we use it, or to
                receive a copy to take elsewhere. Write to{' '}
                <a className={linkClass} href={`mailto:${EMAIL}?subject=Privacy%20request`}>
                  {EMAIL}
                </a>{' '}
                with “Privacy” in the subject. If you are unhappy with our answer, you can complain to the Information Commissioner’s
                Office (ico.org.uk).
              </p>
            </Clause>
          </DocSection>

          <DocSection id="cookies" title="Cookie policy" updated>
            <p>
              This shop does not use cookies for tracking, analytics or advertising, and it loads nothing from third parties that could
              set them.
            </p>
            <p>
              The only thing it keeps in your browser is a sign-in token, saved in the browser’s local storage when you sign in, so that
              you stay signed in between pages and visits. It holds no personal details beyond identifying your session, is sent only to
              this shop, and is removed when you sign out.
            </p>
            <p>
              Because the token is strictly necessary for the service you ask for, the law does not require us to ask for your consent,
              and there is no cookie banner. You can remove it at any time by signing out or by clearing this site’s data in your
              browser’s settings; you will then need to sign in again to order.
            </p>
          </DocSection>
        </div>
      </div>
    </PageShell>
  );
}
