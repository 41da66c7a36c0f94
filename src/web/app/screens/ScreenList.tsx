import { widgetFor } from '../../../widgets/registry';
import type { Screen } from '../../api/screens';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';

interface ScreenListProps {
  screens: Screen[];
  editingId: number | null;
  onEdit: (screen: Screen) => void;
}

/** What a screen shows, in words: its widget types, each once, in board order. */
function summary(screen: Screen): string {
  if (screen.components.length === 0) return 'Nothing on it yet';
  const labels = [
    ...new Set(screen.components.map((component) => widgetFor(component.type)?.label ?? component.type)),
  ];
  const count = screen.components.length;
  return `${labels.join(', ')} · ${count} ${count === 1 ? 'widget' : 'widgets'}`;
}

export function ScreenList({ screens, editingId, onEdit }: ScreenListProps) {
  return (
    <ul className="screen-list">
      {screens.map((screen) => {
        const editing = screen.id === editingId;
        return (
          <li
            key={screen.id}
            className={editing ? 'screen-list__item screen-list__item--editing' : 'screen-list__item'}
          >
            <div className="screen-list__text">
              <h3 className="screen-list__name">{screen.name}</h3>
              <p className="screen-list__summary">{summary(screen)}</p>
            </div>
            <div className="screen-list__actions">
              <Button
                variant="secondary"
                size="small"
                onClick={() => onEdit(screen)}
                aria-pressed={editing}
                aria-label={`Edit ${screen.name}`}
              >
                Edit
              </Button>
              <ButtonLink
                variant="ghost"
                size="small"
                to={`/view/${screen.id}`}
                target="_blank"
                rel="noopener"
                aria-label={`Open Viewer for ${screen.name} (opens in a new tab)`}
              >
                Open Viewer
              </ButtonLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
