import { useId, type ReactNode } from 'react';
import type { Profile } from '../../core/domain/profile';
import { Card } from '../components/card';
import { cx } from '../components/cx';
import { Email } from '../components/email';

export interface PersonalInformationProps {
  /** The profile as saved; empty strings where nothing is saved yet. */
  profile: Profile;
  className?: string;
}

/** Only web addresses become links: anything else (javascript:, mailto:, ftp:) is shown as text. */
export const isWebAddress = (link: string) => /^https?:\/\//i.test(link.trim());

/** True while the customer has saved none of their details. */
export const isProfileEmpty = (profile: Profile) => [profile.name, profile.home, profile.education, profile.link].every((value) => value.trim() === '');

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

const notSaved = <span className="text-muted">Not added yet</span>;

/** The customer's saved details, as a card: name, email, home address, education and link. */
export function PersonalInformation({ profile, className }: PersonalInformationProps) {
  const headingId = useId();
  const empty = isProfileEmpty(profile);
  const text = (value: string) => (value.trim() ? value : notSaved);
  const link = profile.link.trim();

  return (
    <Card role="region" aria-labelledby={headingId} className={cx('flex flex-col gap-4 p-6', className)}>
      <h3 id={headingId} className="text-lg font-bold text-ink">
        Personal Information
      </h3>
      {empty && <p className="text-muted">Nothing saved yet: fill in the form to add your details.</p>}
      <dl className="flex flex-col gap-3">
        <Detail term="Name">{text(profile.name)}</Detail>
        <Detail term="Email">
          <Email address={profile.email} />
        </Detail>
        <Detail term="Home address">{text(profile.home)}</Detail>
        <Detail term="Education">{text(profile.education)}</Detail>
        <Detail term="Link">
          {!link ? (
            notSaved
          ) : isWebAddress(link) ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className="font-medium text-brand underline-offset-2 hover:text-brand-strong hover:underline">
              {link}
            </a>
          ) : (
            link
          )}
        </Detail>
      </dl>
    </Card>
  );
}
