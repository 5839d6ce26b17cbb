import { Container } from '../../components/container';
import { SectionHeading } from '../../components/section-heading';

const team = [
  { name: 'Margaret Hartwell', role: 'Managing Director', initials: 'MH' },
  { name: 'Dev Patel', role: 'Head of Engineering', initials: 'DP' },
  { name: 'Sian Roberts', role: 'Works Manager', initials: 'SR' },
  { name: 'Tomasz Nowak', role: 'Customer Service Lead', initials: 'TN' },
];

export function Team() {
  return (
    <section className="py-16 sm:py-20" aria-labelledby="team-title">
      <Container>
        <SectionHeading id="team-title" eyebrow="The people" title="Meet the team" align="center">
          A family firm of forty-two engineers, machinists and packers. These four answer for all of them.
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((person) => (
            <li key={person.name} className="flex flex-col items-center rounded-card border border-line bg-surface p-6 text-center shadow-card">
              <span aria-hidden className="flex size-20 items-center justify-center rounded-full bg-ink text-2xl font-extrabold text-orange-300">
                {person.initials}
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{person.name}</h3>
              <p className="text-muted">{person.role}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
