import type { ReactNode } from 'react';
import { Screenshot } from '../Screenshot';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The centred card that holds the /login and /signup forms, with a family's board beside it. */
export function AuthCard({ title, lead, children }: AuthCardProps) {
  return (
    <div className="container auth-page">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead && <p className="muted auth-card__lead">{lead}</p>}
        {children}
      </section>
      <aside className="auth-page__aside" aria-hidden="true">
        <Screenshot
          name="board-family"
          className="tv auth-page__board"
          sizes="(max-width: 900px) 1px, 560px"
          alt=""
        />
        <p>Your family’s week, on the screen everyone walks past.</p>
      </aside>
    </div>
  );
}
