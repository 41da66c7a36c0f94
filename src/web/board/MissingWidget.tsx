import { widgetFor } from '../../widgets/registry';

/**
 * A component whose type has no view. Loaded on its own because the registry brings the widget
 * schemas (and zod) with it, which a board of ready widgets never needs.
 */
export function MissingWidget({ type }: { type: string }) {
  const widget = widgetFor(type);
  if (!widget) return <p className="board-card__message">Unknown component type: {type}</p>;
  return (
    <div className="board-card__coming-soon">
      <span className="board-card__coming-soon-label">{widget.label}</span>
      <span>Coming soon</span>
    </div>
  );
}
