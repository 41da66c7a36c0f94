import type { ReactNode } from 'react';
import { formatPublished } from '../dates';

interface LegalPageProps {
  title: string;
  /** The day the text last changed, `YYYY-MM-DD`. */
  updated: string;
  children: ReactNode;
}

export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <article className="container legal">
      <header className="legal__header">
        <span className="eyebrow">Legal</span>
        <h1>{title}</h1>
        <p className="muted">
          Last updated <time dateTime={updated}>{formatPublished(updated)}</time>
        </p>
      </header>
      <div className="legal__body">{children}</div>
    </article>
  );
}
