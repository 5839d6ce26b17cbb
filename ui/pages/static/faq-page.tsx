import { Link } from '@tanstack/react-router';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/button';
import { PageShell } from '../../components/page-shell';
import { Icon } from './icon';

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

interface Group {
  id: string;
  title: string;
  questions: Question[];
}

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-strong';

const groups: Group[] = [
  {
    id: 'ordering',
    title: 'Ordering',
    questions: [
      {
        id: 'order-limits',
        question: 'Why does each product have a minimum and a maximum order quantity?',
        answer: (
          <>
            <p>
              The limits follow how we make and pack each product. Fixings leave the works in sealed, batch-numbered boxes, so the
              minimum is one box; a drill has a minimum of one. The maximum is what we can dispatch from stock within one working day
              without leaving other customers short.
            </p>
            <p>
              Both limits are shown on every product page, and the order form will not accept a quantity outside them. If you need
              more than the maximum, <Link to="/contact" className={linkClass}>contact us</Link>: larger runs are made to order.
            </p>
          </>
        ),
      },
      {
        id: 'how-to-order',
        question: 'How do I place an order?',
        answer: (
          <p>
            Sign in, open a product from the <Link to="/" hash="tools" className={linkClass}>catalogue</Link>, enter a quantity within
            its limits and place the order. It then appears under My Orders in your dashboard, marked unpaid until you pay for it.
          </p>
        ),
      },
      {
        id: 'delete-order',
        question: 'Can I delete an order?',
        answer: (
          <p>
            Yes, as long as it has not been paid for. Go to My Orders in your dashboard and delete the unpaid order; nothing is charged.
            A paid order cannot be deleted, because we start picking and packing it straight away. If something is wrong with a paid
            order, <Link to="/contact" className={linkClass}>contact us</Link> and we will put it right.
          </p>
        ),
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    questions: [
      {
        id: 'how-to-pay',
        question: 'How do I pay?',
        answer: (
          <p>
            By debit or credit card, in your dashboard after you have ordered. Open My Orders, choose Pay next to the order and enter
            your card details. Once the payment goes through, the order is marked paid and you are shown a transaction ID; keep it for
            your records.
          </p>
        ),
      },
      {
        id: 'currency',
        question: 'Which currency are your prices in?',
        answer: (
          <p>
            All prices are per unit, in US dollars, and the order total is worked out from the price on the day you order. If your card
            is in another currency, your card provider converts the amount at its own rate.
          </p>
        ),
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    questions: [
      {
        id: 'delivery-times',
        question: 'How long does delivery take?',
        answer: (
          <>
            <p>
              We dispatch every paid order within one working day; orders paid before 2 pm UK time leave the works the same day. After
              dispatch, delivery usually takes:
            </p>
            <ul className="list-disc pl-5">
              <li>1–2 working days within the United Kingdom</li>
              <li>3–5 working days to Europe</li>
              <li>4–7 working days to the United States and Canada</li>
            </ul>
            <p>Custom and made-to-order runs have their own lead time, agreed when we quote.</p>
          </>
        ),
      },
      {
        id: 'tracking',
        question: 'How do I know where my order is?',
        answer: (
          <p>
            My Orders in your dashboard shows each order as unpaid, paid or shipped. When it changes to shipped, it has left the works
            and is with the carrier.
          </p>
        ),
      },
    ],
  },
  {
    id: 'repairs',
    title: 'Warranty and repairs',
    questions: [
      {
        id: 'warranty',
        question: 'What warranty do your tools carry?',
        answer: (
          <p>
            Hand tools carry a lifetime warranty: if a Hartwell spanner, saw, chisel or hammer fails in normal use, we repair or replace
            it, for as long as you own it. Power tools carry a three-year warranty on parts and labour, from the date of delivery.
            Neither covers wear parts such as blades, bits and carbon brushes, or damage from misuse.
          </p>
        ),
      },
      {
        id: 'repairs-service',
        question: 'Do you repair tools?',
        answer: (
          <p>
            Yes. We repair our own power tools at the works, in and out of warranty, and resharpen saws and chisels. Warranty repairs
            are free. For anything else we send you a price first, and do nothing until you agree to it. Most repairs are back with you
            within five working days of reaching us.
          </p>
        ),
      },
      {
        id: 'send-for-repair',
        question: 'How do I send a tool for repair?',
        answer: (
          <p>
            <Link to="/contact" className={linkClass}>Get in touch</Link> with the product name, what has gone wrong and, if you have it,
            your order’s transaction ID. We reply within 24 hours with a repair number and the address label to use. Pack the tool
            securely and write the repair number on the box.
          </p>
        ),
      },
    ],
  },
];

function Chevron() {
  return (
    <Icon className="size-5 text-brand transition-transform duration-200 group-data-[state=open]:rotate-180">
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

function QuestionGroup({ group }: { group: Group }) {
  return (
    <section id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
      <h2 id={`${group.id}-title`} className="mb-4 text-2xl font-extrabold text-ink">
        {group.title}
      </h2>
      <Accordion.Root type="multiple" className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card">
        {group.questions.map((q) => (
          <Accordion.Item key={q.id} value={q.id}>
            <Accordion.Header className="text-base">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-bold text-ink sm:text-lg transition-colors hover:bg-canvas focus-visible:bg-canvas focus-visible:outline-offset-[-2px] sm:px-6">
                {q.question}
                <Chevron />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 sm:px-6">
              <div className="flex max-w-prose flex-col gap-3 text-ink-soft">{q.answer}</div>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}

export function FaqPage() {
  return (
    <PageShell
      title="FAQ"
      eyebrow="Help"
      intro="Answers to the questions we are asked most about ordering, paying, delivery, warranty and repairs."
    >
      <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="FAQ topics" className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-sm font-bold tracking-wider text-muted uppercase">Topics</p>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="block rounded-lg border border-line bg-surface px-3 py-2 text-sm font-semibold text-ink-soft hover:border-brand hover:text-brand lg:border-transparent lg:bg-transparent lg:px-3 lg:text-base lg:hover:bg-surface"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex max-w-3xl flex-col gap-12">
          {groups.map((group) => (
            <QuestionGroup key={group.id} group={group} />
          ))}

          <section aria-labelledby="still-title" className="rounded-card bg-ink px-6 py-8 text-white sm:px-8">
            <h2 id="still-title" className="text-xl font-extrabold sm:text-2xl">
              Still have a question?
            </h2>
            <p className="mt-2 text-slate-300">Write to us and a real person at the works replies within 24 hours.</p>
            <Link to="/contact" className={buttonClass('inverse', 'md', 'mt-5')}>
              Contact us
            </Link>
          </section>
        </div>
      </div>
    </PageShell>
  );
}
