import { Link } from '@tanstack/react-router';
import { Container } from '../components/container';
import { BrandMark } from './brand-mark';

interface FooterLink {
  label: string;
  to: string;
  hash?: string;
}

export const footerGroups: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'Power tools', to: '/', hash: 'tools' },
      { label: 'Trade accounts', to: '/detail', hash: 'trade' },
      { label: 'Repairs and servicing', to: '/faq', hash: 'repairs' },
      { label: 'Custom parts', to: '/portfolio' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/about' },
      { label: 'Our work', to: '/portfolio' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of sale', to: '/detail', hash: 'terms' },
      { label: 'Privacy policy', to: '/detail', hash: 'privacy' },
      { label: 'Cookie policy', to: '/detail', hash: 'cookies' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-auto bg-ink text-slate-300">
      <Container className="grid gap-10 py-14 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="max-w-xs">
          <BrandMark inverse />
          <p className="mt-4 text-sm leading-relaxed">
            Power tools, hand tools and fixings, designed and made in Sheffield since 1978 and sold straight from our works.
          </p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{group.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} hash={link.hash} className="rounded hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} Hartwell Tools Ltd. All rights reserved.</p>
          <p>Unit 4, Don Valley Works, Sheffield S9 3TY</p>
        </Container>
      </div>
    </footer>
  );
}
