import type { ReactNode } from 'react';
import { Card } from '../components/card';
import { Container } from '../components/container';
import { useDocumentTitle } from '../components/page-shell';

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro: string; children: ReactNode; footer: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-3xl font-extrabold text-ink">{title}</h1>
        <p className="mt-2 mb-6 text-muted">{intro}</p>
        {children}
        <div className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-soft">{footer}</div>
      </Card>
    </Container>
  );
}

export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-sm text-muted" aria-hidden>
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
