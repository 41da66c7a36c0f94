import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../../api/client';
import {
  type SavedScreen,
  useCreateScreen,
  useDeleteSavedScreen,
  useLoadFromSaved,
  useSavedScreens,
} from '../../api/screens';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { DEMO_MESSAGES, useDemoActions } from '../../session/DemoMode';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useScreenMaking } from '../screens/useScreenMaking';
import { StarterBoards } from './StarterBoards';
import { EMPTY_NAME_ERROR } from './screenOptions/NameForm';

type Choice = 'create' | 'template';

export const NO_TEMPLATES_MESSAGE = 'No saved screens yet.';

function CreateScreenForm({ onDone }: { onDone: () => void }) {
  const create = useCreateScreen();
  const making = useScreenMaking(create, DEMO_MESSAGES.addScreen);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setNameError(EMPTY_NAME_ERROR);
    setNameError(null);
    if (await making.make({ name: trimmed })) onDone();
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label="Screen name"
        placeholder="Kitchen"
        value={name}
        maxLength={100}
        error={
          nameError ??
          (making.drawn.isError
            ? errorMessage(making.drawn.error, 'Could not create the screen. Please try again.')
            : null)
        }
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      <div className="dialog__actions">
        <MutationButton type="submit" mutation={making.drawn} busy="Creating...">
          Create Screen
        </MutationButton>
      </div>
    </form>
  );
}

function TemplateList({ onDone }: { onDone: () => void }) {
  const templates = useSavedScreens();
  const loadFromSaved = useLoadFromSaved();
  const making = useScreenMaking(loadFromSaved, DEMO_MESSAGES.loadTemplate);
  const deleteTemplate = useDeleteSavedScreen();
  const [deleting, setDeleting] = useState<SavedScreen | null>(null);
  const demo = useDemoActions();

  async function load(template: SavedScreen) {
    if (await making.make(template.id)) onDone();
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
                <MutationButton
                  size="small"
                  onClick={() => load(template)}
                  mutation={{ isPending: loadFromSaved.isPending && loadFromSaved.variables === template.id }}
                  busy="Loading..."
                  disabled={loadFromSaved.isPending}
                >
                  Load
                </MutationButton>
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
        <MutationError mutation={making.drawn} failed="Could not load the template. Please try again." />
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
