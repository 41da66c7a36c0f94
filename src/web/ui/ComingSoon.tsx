import type { ReactNode } from 'react';

interface ComingSoonProps {
  title: string;
  /** One or two sentences on what this page will hold. */
  children: ReactNode;
  /** Extra content below the text, e.g. actions or a preview list. */
  extra?: ReactNode;
  headingLevel?: 1 | 2;
}

/** A placeholder for a page whose real content arrives in a later release. */
export function ComingSoon({ title, children, extra, headingLevel = 1 }: ComingSoonProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <svg className="coming-soon__art" viewBox="0 0 96 96" aria-hidden="true">
        <rect x="6" y="14" width="84" height="54" rx="10" fill="#2a2238" />
        <rect x="12" y="20" width="72" height="42" rx="5" fill="#fff8f0" />
        <rect x="18" y="26" width="26" height="14" rx="4" fill="#f4c15d" />
        <rect x="48" y="26" width="30" height="6" rx="3" fill="#11706b" />
        <rect x="48" y="35" width="22" height="5" rx="2.5" fill="#cdbfb1" />
        <rect x="18" y="45" width="60" height="5" rx="2.5" fill="#e8775a" />
        <rect x="18" y="53" width="40" height="4" rx="2" fill="#cdbfb1" />
        <rect x="40" y="68" width="16" height="10" fill="#5e5563" />
        <rect x="28" y="78" width="40" height="5" rx="2.5" fill="#5e5563" />
      </svg>
      <span className="eyebrow">Coming soon</span>
      <Heading id="coming-soon-title">{title}</Heading>
      <div className="coming-soon__lead">{children}</div>
      {extra && <div className="coming-soon__extra">{extra}</div>}
    </section>
  );
}
