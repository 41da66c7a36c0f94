/** A friendly piggy bank drawn inline, so boards need no emoji font. */
export function PiggyBankGlyph({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 56" aria-hidden="true" focusable="false">
      <ellipse cx="31" cy="31" rx="24" ry="18" fill="#f59fb0" />
      <path d="M16 18 11 7l12 6Z" fill="#e8879b" />
      <ellipse cx="55" cy="31" rx="6" ry="7" fill="#e8879b" />
      <circle cx="53.5" cy="29.5" r="1.3" fill="#9b4357" />
      <circle cx="53.5" cy="33.5" r="1.3" fill="#9b4357" />
      <circle cx="41" cy="24" r="2.4" fill="#2a2238" />
      <rect x="17" y="44" width="8" height="9" rx="3" fill="#e8879b" />
      <rect x="36" y="44" width="8" height="9" rx="3" fill="#e8879b" />
      <rect x="24" y="12" width="14" height="4" rx="2" fill="#9b4357" />
      <path d="M7 30c-4 0-5 5-1 6" fill="none" stroke="#e8879b" strokeWidth="3" strokeLinecap="round" />
      <circle cx="31" cy="6" r="5" fill="#f4c15d" stroke="#d9a23a" strokeWidth="1.5" />
    </svg>
  );
}
