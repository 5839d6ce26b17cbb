import type { ReactNode } from 'react';
import { Container } from '../../components/container';
import { SectionHeading } from '../../components/section-heading';

const features: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Made in our own works',
    text: 'Every drill, saw and wrench is designed, forged or assembled in Sheffield, and tested before it leaves.',
    icon: <path d="M3 21V9l6 4V9l6 4V5h6v16H3z" />,
  },
  {
    title: 'Lifetime warranty on hand tools',
    text: 'If a Hartwell hand tool breaks in normal use, we replace it. Power tools carry a three-year warranty.',
    icon: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zm-3.5 9l2.5 2.5 4.5-5" />,
  },
  {
    title: 'Trade quantities, trade prices',
    text: 'Each product has its own minimum and maximum per order, so sites and workshops are stocked without waste.',
    icon: <path d="M4 7h16v13H4zM8 7V4h8v3M4 12h16" />,
  },
  {
    title: 'Dispatched in one working day',
    text: 'Orders paid before 2 pm leave the same day. You can follow each order from your dashboard.',
    icon: <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7M6 19a2 2 0 100-4 2 2 0 000 4zm11 0a2 2 0 100-4 2 2 0 000 4z" />,
  },
];

export function Features() {
  return (
    <section className="border-y border-line bg-surface py-16 sm:py-20" aria-labelledby="features-title">
      <Container>
        <SectionHeading id="features-title" eyebrow="Why Hartwell" title="Built to last a working life" align="center" />
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title} className="flex flex-col gap-3">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round">
                  {feature.icon}
                </svg>
              </span>
              <h3 className="text-lg font-bold text-ink">{feature.title}</h3>
              <p className="text-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
