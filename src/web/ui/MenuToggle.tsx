interface MenuToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the menu it shows and hides. */
  controls: string;
  className: string;
}

/** The hamburger button of a header on narrow screens; it turns into a cross while open. */
export function MenuToggle({ open, onToggle, controls, className }: MenuToggleProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
        <path
          d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
