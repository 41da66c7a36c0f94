import type { CSSProperties } from 'react';

const placeholderStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5em',
  width: '100%',
  height: '100%',
  border: '2px dashed color-mix(in srgb, currentColor 30%, transparent)',
  borderRadius: 'inherit',
  color: 'inherit',
  opacity: 0.7,
  fontSize: 'max(14px, 0.9em)',
  textAlign: 'center',
};

/** Shown where an image would be: none chosen yet, or one that would not load. */
export function ImagePlaceholder({ message }: { message: string }) {
  return (
    <div style={placeholderStyle} role="img" aria-label={message}>
      <svg viewBox="0 0 48 48" width="40%" style={{ maxWidth: 64, maxHeight: '50%' }} aria-hidden="true">
        <rect x="4" y="8" width="40" height="32" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="16" cy="19" r="4" fill="currentColor" />
        <path
          d="M8 36l11-11 7 7 5-5 9 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <span>{message}</span>
    </div>
  );
}
