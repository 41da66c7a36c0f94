import { type ReactNode, useId } from 'react';
import { Icon } from '../toolbar/Icon';

interface SidebarSectionProps {
  title: string;
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
}

/** A titled block of the sidebar (SCREENS, LAYERS) with its + button. */
export function SidebarSection({ title, addLabel, onAdd, children }: SidebarSectionProps) {
  const headingId = useId();
  return (
    <section className="ed-section" aria-labelledby={headingId}>
      <div className="ed-section__head">
        <h2 className="ed-section__title" id={headingId}>
          {title}
        </h2>
        {onAdd && (
          <button
            type="button"
            className="ed-icon-button"
            onClick={onAdd}
            aria-label={addLabel}
            title={addLabel}
          >
            <Icon name="plus" />
          </button>
        )}
      </div>
      {children}
    </section>
  );
}

interface PanelHeaderProps {
  title: string;
  onBack: () => void;
}

/** The top of a sidebar mode other than the layers list: back returns to the layers. */
export function PanelHeader({ title, onBack }: PanelHeaderProps) {
  return (
    <div className="ed-panel-head">
      <button
        type="button"
        className="ed-icon-button"
        onClick={onBack}
        aria-label="Back to layers"
        title="Back to layers"
      >
        <Icon name="back" />
      </button>
      <h2 className="ed-panel-head__title">{title}</h2>
    </div>
  );
}
