import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Badge } from '../../components/badge';
import { buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { CallToAction } from '../../components/call-to-action';
import { PageShell } from '../../components/page-shell';
import { SectionHeading } from '../../components/section-heading';
import { IconTile } from './icon';

interface Project {
  title: string;
  kind: 'Power tools' | 'Hand tools' | 'Fixings';
  client: string;
  made: string;
  quantity: string;
  year: number;
  summary: string;
  icon: ReactNode;
}

const icons = {
  torque: <path d="M14.5 4.5a4 4 0 00-5 5L3 16l2 2 2 2 6.5-6.5a4 4 0 005-5l-2.5 2.5-2.5-.5-.5-2.5 2.5-2.5z" />,
  bolt: <path d="M8 3h8l2 3-2 3H8L6 6l2-3zM10 9v11l2 1 2-1V9M10 13h4M10 16.5h4" />,
  kit: <path d="M3 9h18v11H3zM8 9V6a1 1 0 011-1h6a1 1 0 011 1v3M3 14h18M10 14v2h4v-2" />,
  spanner: <path d="M7 3a4 4 0 00-1 6.5L15 19a2.5 2.5 0 003.5-3.5L9.5 6.5A4 4 0 007 3zM7 3l1.5 2.5L7 7 4.5 6" />,
  drill: <path d="M3 7h11v5H3zM14 8.5h3M17 9.5h4M7 12l-1 8h4l1-8M3 9.5h2" />,
  gate: <path d="M4 4v16M20 4v16M4 8h16M4 16h16M4 8l16 8M8 8v8M16 8v8" />,
};

const projects: Project[] = [
  {
    title: 'Torque tools for a rail maintenance depot',
    kind: 'Hand tools',
    client: 'Rail maintenance depot, West Yorkshire',
    made: 'Click-type torque wrenches, 3/4" drive, 100–600 Nm, each with a UKAS-traceable calibration certificate, plus torque multipliers for wheelset and bogie bolts',
    quantity: '140 wrenches, 12 multipliers',
    year: 2025,
    summary:
      'The depot needed one wrench per fitter, all calibrated to the same standard. We engraved each with its asset number and now recalibrate them here every twelve months.',
    icon: icons.torque,
  },
  {
    title: 'A bespoke fixings run for a stadium roof',
    kind: 'Fixings',
    client: 'Structural steel contractor, for a football stadium roof refurbishment',
    made: 'M20 × 120 hex bolts, class 8.8, hot-dip galvanised, supplied as matched sets with nuts and hardened washers',
    quantity: '18,500 sets',
    year: 2024,
    summary:
      'The roof trusses needed a non-standard length to clear new purlin cleats. We rolled the threads in-house, proof-load tested every batch and delivered in six phased drops to suit the crane schedule.',
    icon: icons.bolt,
  },
  {
    title: 'Apprentice tool kits for a training college',
    kind: 'Hand tools',
    client: 'Further education college, engineering and construction department',
    made: 'A 24-piece starter kit in a lockable steel case: combination spanners, screwdrivers, ball-pein hammer, hacksaw, steel rule and square',
    quantity: '220 kits',
    year: 2025,
    summary:
      'Each kit carries the student’s name on the case lid. Students keep the kit when they qualify, and the lifetime warranty goes with them into their first job.',
    icon: icons.kit,
  },
  {
    title: 'Slogging spanners for wind turbine servicing',
    kind: 'Hand tools',
    client: 'Offshore wind service contractor, Humber',
    made: 'Forged slogging spanners, 46–75 mm, with a lanyard eye for working at height and a laser-etched tool-control number',
    quantity: '300 spanners in 6 sizes',
    year: 2023,
    summary:
      'Every tool taken up a turbine must be accounted for on the way down. The forged lanyard eye and unique numbers let the crews log each spanner in and out.',
    icon: icons.spanner,
  },
  {
    title: 'Cordless drill kits for a hospital estates team',
    kind: 'Power tools',
    client: 'NHS hospital trust, estates and facilities department',
    made: '18 V brushless drill drivers with two batteries each, a shared charging station and engraved asset numbers',
    quantity: '36 kits, 8 charging stations',
    year: 2024,
    summary:
      'The estates team wanted one battery platform across four sites. We supplied the kits, trained the team leaders on servicing, and hold spare batteries for them at the works.',
    icon: icons.drill,
  },
  {
    title: 'Replacement fixings for canal lock gates',
    kind: 'Fixings',
    client: 'Canal and river heritage trust, South Yorkshire',
    made: 'Square-head coach bolts and strap plates in 316 stainless steel, made to match the original 19th-century patterns',
    quantity: '1,600 bolts, 240 plates',
    year: 2023,
    summary:
      'The trust sent us a corroded original to measure. We drew it up, made a sample for approval, then produced the run in marine-grade stainless so the gates will not need rebolting for decades.',
    icon: icons.gate,
  },
];

const steps = [
  { title: 'Tell us the job', text: 'Send a drawing, a sample or just a description, with quantities and a date.' },
  { title: 'Drawing and quote', text: 'Our engineers reply with a drawing, a price in US dollars and a lead time, usually within three working days.' },
  { title: 'Sample for approval', text: 'For new parts we make a first-off sample, so you can check fit before the full run starts.' },
  { title: 'Made, tested, delivered', text: 'Every batch is inspected and tested at the works, then delivered in one drop or phased to your schedule.' },
];

function ProjectCard({ project }: { project: Project }) {
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-start justify-between gap-4">
        <IconTile>{project.icon}</IconTile>
        <Badge tone="brand">{project.kind}</Badge>
      </div>
      <h3 className="mt-5 text-xl font-bold text-ink">{project.title}</h3>
      <p className="mt-2 mb-5 text-muted">{project.summary}</p>
      <dl className="mt-auto grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-3 border-t border-line pt-5 text-sm">
        <div className="col-span-2">
          <dt className="font-semibold text-ink">Client</dt>
          <dd className="text-ink-soft">{project.client}</dd>
        </div>
        <div className="col-span-2">
          <dt className="font-semibold text-ink">What we made</dt>
          <dd className="text-ink-soft">{project.made}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Quantity</dt>
          <dd className="text-ink-soft">{project.quantity}</dd>
        </div>
        <div className="text-right">
          <dt className="font-semibold text-ink">Year</dt>
          <dd className="text-ink-soft tabular-nums">{project.year}</dd>
        </div>
      </dl>
    </Card>
  );
}

export function PortfolioPage() {
  return (
    <PageShell
      title="Portfolio"
      eyebrow="Custom parts and projects"
      intro="Alongside the catalogue, we make tools and fixings to order for depots, contractors, colleges and public bodies. A few recent jobs, with our clients’ permission."
    >
      <div className="flex flex-col gap-16 sm:gap-20">
        <section aria-labelledby="projects-title">
          <SectionHeading id="projects-title" eyebrow="Recent work" title="Made for our customers" />
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {projects.map((project) => (
              <li key={project.title}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="process-title">
          <SectionHeading id="process-title" eyebrow="How a custom job runs" title="From drawing to delivery">
            Runs start at a few dozen pieces for tools and a few hundred for fixings. There is no charge for drawings or quotes.
          </SectionHeading>
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, i) => (
              <li key={step.title} className="rounded-card border border-line bg-surface p-6">
                <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-ink text-sm font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
                <p className="mt-1 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <CallToAction
          title="Have a part in mind?"
          actions={
            <>
              <Link to="/contact" className={buttonClass('primary', 'lg')}>Ask for a quote</Link>
              <Link to="/detail" hash="trade" className={buttonClass('inverse', 'lg')}>Trade accounts</Link>
            </>
          }
        >
          Send us the drawing or the old part’s measurements and the quantity you need. We reply within 24 hours.
        </CallToAction>
      </div>
    </PageShell>
  );
}
