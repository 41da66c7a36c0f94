import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../../api/client';
import { type SavedScreen, useDeleteSavedScreen, useSavedScreens } from '../../api/screens';
import { DEMO_MESSAGES, useDemoActions } from '../../session/DemoMode';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useScreensContext } from '../screens/ScreensContext';
import { StarterBoards } from './StarterBoards';
import { EMPTY_NAME_ERROR } from './screenOptions/NameForm';

type Choice = 'create' | 'template';

export const NO_TEMPLATES_MESSAGE = 'No saved screens yet.';

function CreateScreenForm({ onDone }: { onDone: () => void }) {
  const { create } = useScreensContext();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setError(EMPTY_NAME_ERROR);
    setError(null);
    setBusy(true);
    try {
      await create(trimmed);
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Could not create the screen. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Screen name"
        placeholder="Kitchen"
        value={name}
        maxLength={100}
        error={error}
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      <div className="dialog__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Creating...' : 'Create Screen'}
        </Button>
      </div>
    </form>
  );
}

function TemplateList({ onDone }: { onDone: () => void }) {
  const { loadTemplate } = useScreensContext();
  const templates = useSavedScreens();
  const deleteTemplate = useDeleteSavedScreen();
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SavedScreen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const demo = useDemoActions();

  async function load(template: SavedScreen) {
    setLoadingId(template.id);
    setError(null);
    try {
      await loadTemplate(template.id);
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Could not load the template. Please try again.'));
      setLoadingId(null);
    }
  }

  let saved: ReactNode;
  if (templates.isPending) {
    saved = (
      <p className="ed-muted">
        <Spinner /> Loading saved screens...
      </p>
    );
  } else if (templates.isError) {
    saved = <Notice tone="error">Could not load saved screens. Please try again.</Notice>;
  } else {
    saved =
      templates.data.length === 0 ? (
        <p className="ed-muted">{NO_TEMPLATES_MESSAGE}</p>
      ) : (
        <ul className="ed-list ed-template-list">
          {templates.data.map((template) => (
            <li key={template.id} className="ed-row">
              <span className="ed-row__main ed-row__main--static">
                <span className="ed-row__name">{template.name}</span>
                <span className="ed-row__meta">
                  {template.screenData.components?.length ?? 0} component
                  {(template.screenData.components?.length ?? 0) === 1 ? '' : 's'}
                </span>
              </span>
              <div className="ed-row__actions">
                <Button size="small" onClick={() => load(template)} disabled={loadingId !== null}>
                  {loadingId === template.id ? 'Loading...' : 'Load'}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => (demo ? demo.refuse(DEMO_MESSAGES.deleteTemplate) : setDeleting(template))}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <>
      <section className="ed-template-group" aria-labelledby="saved-screens-title">
        <h3 id="saved-screens-title" className="ed-template-group__title">
          Saved screens
        </h3>
        {error && <Notice tone="error">{error}</Notice>}
        {saved}
      </section>
      <StarterBoards onDone={onDone} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete saved screen"
        description={`Delete the saved screen “${deleting?.name ?? ''}”? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteTemplate.mutateAsync(deleting.id);
          } catch (err) {
            throw new Error(`Failed to delete saved screen: ${errorMessage(err, 'Please try again.')}`);
          }
          setDeleting(null);
        }}
      />
    </>
  );
}

/** Add Screen: a new empty screen by name, or a copy of a saved template or a starter board. */
export function AddScreenDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [choice, setChoice] = useState<Choice>('create');
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChoice('create');
        onOpenChange(next);
      }}
      title="Add Screen"
      className="ed-add-screen"
    >
      <div className="ed-tabs" role="tablist" aria-label="How to add a screen">
        <button
          type="button"
          role="tab"
          id="add-screen-create-tab"
          aria-selected={choice === 'create'}
          aria-controls="add-screen-panel"
          className="ed-tabs__tab"
          onClick={() => setChoice('create')}
        >
          Create New Screen
        </button>
        <button
          type="button"
          role="tab"
          id="add-screen-template-tab"
          aria-selected={choice === 'template'}
          aria-controls="add-screen-panel"
          className="ed-tabs__tab"
          onClick={() => setChoice('template')}
        >
          Load From Template
        </button>
      </div>
      <div
        id="add-screen-panel"
        role="tabpanel"
        aria-labelledby={choice === 'create' ? 'add-screen-create-tab' : 'add-screen-template-tab'}
      >
        {choice === 'create' ? <CreateScreenForm onDone={close} /> : <TemplateList onDone={close} />}
      </div>
    </Dialog>
  );
}
