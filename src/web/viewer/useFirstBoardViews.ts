import { useEffect, useState } from 'react';
import type { WidgetType } from '../../widgets/registry';
import { loadWidgetViews, widgetViewsLoaded } from '../../widgets/views';

/**
 * Whether the viewer may draw its first board: once the views of its widget types are in, so the
 * board appears whole rather than as empty cards that fill in a moment later. Boards after the
 * first are drawn at once (a card whose view is still coming fills in when it comes), and a view
 * that fails to come holds nothing up.
 */
export function useFirstBoardViews(types: readonly WidgetType[] | undefined): boolean {
  const [waited, setWaited] = useState(false);
  const inAlready = types !== undefined && widgetViewsLoaded(types);
  const key = types?.join(' ');
  useEffect(() => {
    if (waited || !key) return;
    let cancelled = false;
    const done = () => {
      if (!cancelled) setWaited(true);
    };
    loadWidgetViews(key.split(' ') as WidgetType[]).then(done, done);
    return () => {
      cancelled = true;
    };
  }, [waited, key]);
  return waited || inAlready;
}
