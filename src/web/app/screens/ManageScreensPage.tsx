import { useState } from 'react';
import { Link } from 'react-router';
import { type Screen, useScreens } from '../../api/screens';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { ScreenList } from './ScreenList';
import { SimpleScreenForm } from './SimpleScreenForm';
import './manage-screens.css';

/** /app/screens: the family's screens, and the simple form that adds one or changes what it shows. */
export function ManageScreensPage() {
  const screens = useScreens();
  const [editingId, setEditingId] = useState<number | null>(null);
  // A screen the server answered during a conflict, newer than the list until it refreshes.
  const [latest, setLatest] = useState<Screen | null>(null);

  const editing =
    editingId === null
      ? null
      : latest?.id === editingId
        ? latest
        : (screens.data?.find((screen) => screen.id === editingId) ?? null);

  function edit(screen: Screen) {
    setLatest(null);
    setEditingId(screen.id);
    document.getElementById('screen-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="app-page manage-screens">
      <header className="manage-screens__header">
        <h1>Manage Screens</h1>
        <p className="muted">
          Choose what each screen shows. To arrange, style and add more widgets, open the{' '}
          <Link to="/app/layout">Editor</Link>.
        </p>
      </header>

      <div className="manage-screens__layout">
        <section className="manage-screens__list" aria-labelledby="your-screens">
          <h2 id="your-screens">Your Screens</h2>
          {screens.isPending && (
            <p className="manage-screens__status" role="status">
              <Spinner /> Loading screens...
            </p>
          )}
          {screens.isError && (
            <Notice tone="error">
              Could not load your screens.{' '}
              <Button variant="ghost" size="small" onClick={() => void screens.refetch()}>
                Try again
              </Button>
            </Notice>
          )}
          {screens.data?.length === 0 && (
            <div className="manage-screens__empty">
              <p className="manage-screens__empty-title">You don't have any screens yet!</p>
              <p className="muted">Get started by creating your first screen.</p>
            </div>
          )}
          {screens.data && screens.data.length > 0 && (
            <ScreenList screens={screens.data} editingId={editingId} onEdit={edit} />
          )}
        </section>

        <div id="screen-form" className="manage-screens__form">
          <SimpleScreenForm
            editing={editing}
            onDone={() => {
              setEditingId(null);
              setLatest(null);
            }}
            onReload={(screen) => {
              setLatest(screen);
              setEditingId(screen.id);
            }}
          />
        </div>
      </div>
    </div>
  );
}
