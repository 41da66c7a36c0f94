import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The centred card that holds the /login and /signup forms, with a small board illustration beside it. */
export function AuthCard({ title, lead, children }: AuthCardProps) {
  return (
    <div className="container auth-page">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead && <p className="muted auth-card__lead">{lead}</p>}
        {children}
      </section>
      <aside className="auth-page__aside" aria-hidden="true">
        <img src="/images/board-calendar.svg" alt="" width="1200" height="800" />
        <p>Your family’s week, on the screen everyone walks past.</p>
      </aside>
    </div>
  );
}
