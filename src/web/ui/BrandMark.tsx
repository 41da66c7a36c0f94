import { Link } from 'react-router';

interface BrandMarkProps {
  to?: string;
  /** Shown on dark backgrounds. */
  inverted?: boolean;
}

/** The Luno moon and wordmark, linking home. */
export function BrandMark({ to = '/', inverted }: BrandMarkProps) {
  return (
    <Link to={to} className={inverted ? 'brand brand--inverted' : 'brand'} aria-label="Luno home">
      <svg className="brand__moon" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="18" fill="#11706b" />
        <path d="M24 8a12 12 0 1 0 8 20A10 10 0 0 1 24 8Z" fill="#f4c15d" />
        <circle cx="13" cy="13" r="1.6" fill="#fff8f0" />
        <circle cx="10" cy="22" r="1.1" fill="#fff8f0" />
      </svg>
      <span className="brand__word">Luno</span>
    </Link>
  );
}
