import { useState } from 'react';
import type { Screen } from '../../api/screens';
import { DEMO_MESSAGES, useDemoActions } from '../../session/DemoMode';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { useScreensContext } from '../screens/ScreensContext';
import { Icon } from '../toolbar/Icon';
import { SidebarSection } from './SidebarSection';

export const DELETE_SCREEN_MESSAGE = 'Delete this screen? This cannot be undone.';

/** Asks before deleting a screen; a refusal shows in the dialog with the spec's words. */
export function DeleteScreenDialog({ screen, onClose }: { screen: Screen | null; onClose: () => void }) {
  const { remove } = useScreensContext();
  return (
    <ConfirmDialog
      open={screen !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete “${screen?.name ?? ''}”`}
      description={DELETE_SCREEN_MESSAGE}
      confirmLabel="Delete Screen"
      busyLabel="Deleting..."
      destructive
      onConfirm={async () => {
        if (!screen) return;
        await remove(screen.id);
        onClose();
      }}
    />
  );
}

/** SCREENS: pick the open screen, move screens up and down, delete, and add with +. */
export function ScreensSection() {
  const { screens, openId, open, move, listLoading, listError, requestNewScreen } = useScreensContext();
  const [deleting, setDeleting] = useState<Screen | null>(null);
  const demo = useDemoActions();

  return (
    <SidebarSection title="Screens" addLabel="Add screen" onAdd={requestNewScreen}>
      {listLoading && (
        <p className="ed-muted">
          <Spinner /> Loading screens...
        </p>
      )}
      {listError && <Notice tone="error">Could not load your screens. Please reload the page.</Notice>}
      <ul className="ed-list">
        {screens.map((screen, index) => {
          const current = String(screen.id) === String(openId);
          return (
            <li key={screen.id} className={current ? 'ed-row ed-row--current' : 'ed-row'}>
              <button
                type="button"
                className="ed-row__main"
                aria-current={current ? 'true' : undefined}
                onClick={() => open(screen.id)}
              >
                <span className="ed-row__name">{screen.name}</span>
              </button>
              <div className="ed-row__actions">
                <button
                  type="button"
                  className="ed-icon-button ed-icon-button--small"
                  aria-label={`Move ${screen.name} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => move(screen.id, -1)}
                >
                  <Icon name="up" size={16} />
                </button>
                <button
                  type="button"
                  className="ed-icon-button ed-icon-button--small"
                  aria-label={`Move ${screen.name} down`}
                  title="Move down"
                  disabled={index === screens.length - 1}
                  onClick={() => move(screen.id, 1)}
                >
                  <Icon name="down" size={16} />
                </button>
                <button
                  type="button"
                  className="ed-icon-button ed-icon-button--small ed-icon-button--danger"
                  aria-label={`Delete ${screen.name}`}
                  title="Delete screen"
                  onClick={() => (demo ? demo.refuse(DEMO_MESSAGES.deleteScreen) : setDeleting(screen))}
                >
                  <Icon name="trash" size={16} />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <DeleteScreenDialog screen={deleting} onClose={() => setDeleting(null)} />
    </SidebarSection>
  );
}
