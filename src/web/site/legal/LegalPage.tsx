import type { ReactNode } from 'react';

interface LegalPageProps {
  title: string;
  children: ReactNode;
}

export function LegalPage({ title, children }: LegalPageProps) {
  return (
    <article className="container legal">
      <header className="legal__header">
        <span className="eyebrow">Legal</span>
        <h1>{title}</h1>
      </header>
      <div className="legal__body">{children}</div>
    </article>
  );
}
