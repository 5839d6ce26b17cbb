import { useEffect, type ReactNode } from 'react';
import { Container } from './container';

/** Sets the browser tab's title for the page shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | Hartwell Tools` : 'Hartwell Tools: tools and parts from the manufacturer';
  }, [title]);
}

/** A content page: a title band, then its body. */
export function PageShell({ title, eyebrow, intro, children }: { title: string; eyebrow?: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <div className="border-b border-line bg-surface">
        <Container className="py-12 sm:py-16">
          {eyebrow && <p className="mb-2 text-sm font-bold tracking-wider text-brand uppercase">{eyebrow}</p>}
          <h1 className="text-4xl font-extrabold text-ink sm:text-5xl">{title}</h1>
          {intro && <p className="mt-4 max-w-3xl text-lg text-muted">{intro}</p>}
        </Container>
      </div>
      <Container className="py-12 sm:py-16">{children}</Container>
    </>
  );
}
