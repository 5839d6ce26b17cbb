import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { CallToAction } from '../../components/call-to-action';
import { PageShell } from '../../components/page-shell';
import { SectionHeading } from '../../components/section-heading';
import { IconTile } from './icon';

const figures = [
  { value: '1978', label: 'The year Frank Hartwell lit the first forge' },
  { value: '42', label: 'People at the works, six of them former apprentices' },
  { value: '12', label: 'Product lines, from hammer drills to M24 bolts' },
  { value: '30,000', label: 'Tools made and tested every year' },
];

const areas: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'The forge',
    text: 'Two drop hammers and an induction heater shape our spanners, wrenches and chisel blanks from chrome-vanadium and alloy steel bar.',
    icon: <path d="M4 20h16M7 20v-4h10v4M5 16h14l-2-5H7l-2 5zM9 11V7h6v4M12 3v4" />,
  },
  {
    title: 'The machine shop',
    text: 'CNC lathes, a milling cell and a thread-rolling line make our bolts, studs and custom parts, from single prototypes to runs of fifty thousand.',
    icon: <path d="M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" />,
  },
  {
    title: 'Heat treatment and test',
    text: 'Every batch is hardened, tempered and sampled: hardness checks on hand tools, proof-load tests on fixings, a run-in test on every power tool.',
    icon: <path d="M9 3h6M10 3v6L5 19a1.5 1.5 0 001.3 2h11.4a1.5 1.5 0 001.3-2l-5-10V3M7.5 15h9" />,
  },
  {
    title: 'Assembly and dispatch',
    text: 'Power tools are assembled and checked by hand at the bench. Orders paid before 2 pm UK time are packed and leave the yard the same day.',
    icon: <path d="M3 7l9-4 9 4v10l-9 4-9-4V7zM3 7l9 4 9-4M12 11v10" />,
  },
];

const values = [
  {
    title: 'Made to be used hard',
    text: 'We design for the site, the depot and the workshop, not the shop shelf. If a tool would not survive a year of daily use, it does not leave the works.',
  },
  {
    title: 'Straight answers',
    text: 'If one of our tools is wrong for your job, we will tell you, and tell you what would suit it better, even when that is not something we make.',
  },
  {
    title: 'Repair before replace',
    text: 'We keep spare parts for every power tool in our current range and repair them at the works. A tool fixed is better than a tool thrown away.',
  },
  {
    title: 'Train our own',
    text: 'We take on two apprentices every year. The toolmakers who trained them are still here, and so, mostly, are they.',
  },
];

const timeline = [
  { year: '1978', text: 'Frank Hartwell, a toolmaker trained at a Sheffield steelworks, rents a single bay off Attercliffe Road and forges cold chisels and spanners for the works around him.' },
  { year: '1986', text: 'First apprentices join, and the first export order ships: pry bars and spanners for a mining contractor in Pennsylvania.' },
  { year: '1989', text: 'A thread-rolling line is installed and Hartwell starts making its own class 8.8 bolts, nuts and studs.' },
  { year: '1994', text: 'The firm moves to Unit 4, Don Valley Works, with room for the forge, a machine shop and heat treatment under one roof.' },
  { year: '2003', text: 'The first Hartwell power tool, a corded hammer drill, is designed and assembled in-house.' },
  { year: '2009', text: 'Margaret Hartwell, Frank’s daughter, becomes managing director.' },
  { year: '2018', text: 'The cordless range moves to brushless motors, and the lifetime warranty on hand tools is put in writing.' },
  { year: '2024', text: 'The trade counter opens online: customers anywhere can order direct from the works, priced in US dollars.' },
];

export function AboutPage() {
  return (
    <PageShell
      title="About"
      eyebrow="Since 1978"
      intro="Hartwell Tools is a family-run manufacturer of power tools, hand tools and fixings. Everything we sell is designed, made and tested at our works in Sheffield."
    >
      <div className="flex flex-col gap-16 sm:gap-20">
        <section aria-labelledby="story-title" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-16">
          <div className="max-w-prose">
            <SectionHeading id="story-title" eyebrow="Our story" title="Four decades at the forge" />
            <div className="flex flex-col gap-4 text-lg leading-relaxed text-ink-soft">
              <p>
                In 1978 Frank Hartwell took a bank loan, a second-hand drop hammer and a rented bay off Attercliffe Road, and started
                making cold chisels and spanners for the steelworks and pits around him. He sold them from the back of a van, and
                replaced any that broke.
              </p>
              <p>
                The firm is still owned and run by the family. Margaret Hartwell, Frank’s daughter, has been managing director since
                2009. We still forge our own spanners and wrenches, roll and heat-treat our own bolts, and since 2003 we have designed
                and assembled our own power tools.
              </p>
              <p>
                We sell straight from the works, with no distributor in between. The people who answer your email work across the
                yard from the people who made your order, and either can walk over and check it.
              </p>
            </div>
          </div>
          <Card className="self-start p-6 sm:p-8">
            <h3 className="text-sm font-bold tracking-wider text-muted uppercase">Hartwell in numbers</h3>
            <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8">
              {figures.map((figure) => (
                <div key={figure.value} className="flex flex-col-reverse justify-end gap-1">
                  <dt className="text-sm leading-snug text-muted">{figure.label}</dt>
                  <dd className="text-3xl font-extrabold text-brand sm:text-4xl">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </section>

        <section aria-labelledby="works-title">
          <SectionHeading id="works-title" eyebrow="Unit 4, Don Valley Works" title="The works">
            2,800 square metres beside the River Don in Sheffield’s east end, our home since 1994. Raw bar comes in at one end of the
            building; finished, tested tools go out at the other.
          </SectionHeading>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {areas.map((area) => (
              <li key={area.title}>
                <Card className="flex h-full flex-col gap-3 p-6">
                  <IconTile>{area.icon}</IconTile>
                  <h3 className="text-lg font-bold text-ink">{area.title}</h3>
                  <p className="text-muted">{area.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="values-title">
          <SectionHeading id="values-title" eyebrow="What we hold to" title="Our values" />
          <ul className="grid gap-x-10 gap-y-8 md:grid-cols-2">
            {values.map((value, i) => (
              <li key={value.title} className="flex gap-4">
                <span aria-hidden="true" className="text-2xl leading-none font-extrabold text-brand tabular-nums">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <div className="max-w-prose">
                  <h3 className="text-lg font-bold text-ink">{value.title}</h3>
                  <p className="mt-1 text-muted">{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="timeline-title">
          <SectionHeading id="timeline-title" eyebrow="1978 to today" title="Timeline" />
          <ol className="relative max-w-3xl border-l-2 border-line pl-0">
            {timeline.map((entry) => (
              <li key={entry.year} className="relative pb-8 pl-8 last:pb-0 sm:pl-10">
                <span aria-hidden="true" className="absolute top-1.5 -left-[0.5625rem] size-4 rounded-full border-4 border-surface bg-brand ring-1 ring-line" />
                <h3 className="text-lg font-extrabold text-ink">{entry.year}</h3>
                <p className="mt-1 text-ink-soft">{entry.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <CallToAction
          title="See what we make"
          actions={
            <>
              <Link to="/" hash="tools" className={buttonClass('primary', 'lg')}>Browse the catalogue</Link>
              <Link to="/contact" className={buttonClass('inverse', 'lg')}>Contact us</Link>
            </>
          }
        >
          Browse the catalogue, or come and see the works: trade customers are welcome at the counter on weekdays.
        </CallToAction>
      </div>
    </PageShell>
  );
}
