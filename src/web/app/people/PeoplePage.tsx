import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { colorInTurn, PERSON_COLORS, type ProfileKind } from '../../../common/people';
import { MAX_ADULTS, MAX_CHILDREN, type Person } from '../../../common/schemas/people';
import { errorMessage } from '../../api/client';
import { useAddProfile, useDeletePerson, usePeople, useUpdatePerson } from '../../api/people';
import { PersonBadge } from '../../data-ui/PersonBadge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { PersonForm } from './PersonForm';
import '../../data-ui/data-ui.css';
import './people.css';
import { QueryState } from '../../data-ui/QueryState';

/** The first palette colour nobody in the family wears yet. */
function freeColor(people: readonly Person[]): string {
  const taken = new Set(people.map((person) => person.color));
  return PERSON_COLORS.find((color) => !taken.has(color.hex))?.hex ?? colorInTurn(people.length);
}

function PersonRow({
  person,
  onEdit,
  onDelete,
}: {
  person: Person;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  return (
    <li className="person-row" style={{ borderLeftColor: person.color }}>
      <PersonBadge person={person} className="person-row__badge" />
      <div className="person-row__actions">
        <Button variant="ghost" size="small" onClick={onEdit} aria-label={`Edit ${person.name}`}>
          Edit
        </Button>
        {onDelete && (
          <Button
            variant="ghost"
            size="small"
            className="danger-text"
            onClick={onDelete}
            aria-label={`Remove ${person.name}`}
          >
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}

/** What the page says of each kind of profile it adds. */
const PROFILE_WORDS: Record<ProfileKind, { add: string; submit: string; added: string; failed: string }> = {
  child: {
    add: 'Add a child',
    submit: 'Add Child',
    added: 'Give them chores on the Tasks page.',
    failed: 'Could not add the child.',
  },
  adult: {
    add: 'Add a grown-up',
    submit: 'Add Grown-up',
    added: 'Give them tasks, or a calendar of their own on the Calendars page.',
    failed: 'Could not add them.',
  },
};

/**
 * /app/people: the family's grown-ups (its accounts, and others without a log-in such as a
 * grandparent or a babysitter) and children (profiles without a log-in), each with the colour and
 * avatar the boards show them by. Profiles are added, edited and removed here; grown-ups with an
 * account join and leave on the Account page.
 */
export function PeoplePage() {
  const people = usePeople();
  const addProfile = useAddProfile();
  const updatePerson = useUpdatePerson();
  const deletePerson = useDeletePerson();
  const [editing, setEditing] = useState<Person | null>(null);
  const [removing, setRemoving] = useState<Person | null>(null);
  const [adding, setAdding] = useState<ProfileKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const everyone = people.data ?? [];
  const members = everyone.filter((person) => person.kind === 'member');
  const adults = everyone.filter((person) => person.kind === 'adult');
  const children = everyone.filter((person) => person.kind === 'child');
  const full = children.length >= MAX_CHILDREN;
  const adultsFull = adults.length >= MAX_ADULTS;

  /** The form that adds a profile of `kind`, in the section it belongs to. */
  /** A kind's profiles, each editable and removable; while there are none, `empty` (unless one is being added). */
  function profileRows(
    kind: ProfileKind,
    list: readonly Person[],
    named: { 'aria-label': string } | { 'aria-labelledby': string },
    empty: ReactNode,
  ) {
    if (list.length === 0) return adding !== kind && empty;
    return (
      <ul className="person-rows" {...named}>
        {list.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            onEdit={() => setEditing(person)}
            onDelete={() => setRemoving(person)}
          />
        ))}
      </ul>
    );
  }

  function addForm(kind: ProfileKind) {
    const words = PROFILE_WORDS[kind];
    const titleId = `add-${kind}-title`;
    return (
      <section className="people-page__add" aria-labelledby={titleId}>
        <h3 id={titleId} className="subform__title">
          {words.add}
        </h3>
        <PersonForm
          suggestedColor={freeColor(everyone)}
          submitLabel={words.submit}
          mutation={addProfile}
          failed={words.failed}
          onCancel={() => setAdding(null)}
          onSubmit={(fields) =>
            addProfile.mutate(
              { ...fields, kind },
              {
                onSuccess: (added) => {
                  setAdding(null);
                  setNotice(`${added.name} was added. ${words.added}`);
                },
              },
            )
          }
        />
      </section>
    );
  }

  return (
    <div className="app-page household-page people-page">
      <header className="household-page__header">
        <h1>People</h1>
        <p className="muted">Everyone in the family, in the colour the boards show them in.</p>
      </header>
      {notice && (
        <Notice tone="success">
          {notice}{' '}
          <button type="button" className="link-button" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </Notice>
      )}
      <QueryState query={people} loading="Loading people..." failed="Could not load the family’s people.">
        {(_peopleList) => (
          <div className="people-page__layout">
            <section className="panel" aria-labelledby="children-title">
              <div className="people-page__head">
                <h2 id="children-title" className="panel__title">
                  Children
                </h2>
                {adding !== 'child' && (
                  <Button size="small" onClick={() => setAdding('child')} disabled={full}>
                    Add a child
                  </Button>
                )}
              </div>
              {full && <p className="muted">A family can have at most {MAX_CHILDREN} children here.</p>}
              {adding === 'child' && addForm('child')}
              {profileRows(
                'child',
                children,
                { 'aria-label': 'Children' },
                <p className="empty-state">
                  No children yet. Add them to give them chores that rotate, a colour on the boards and a
                  piggy bank of their own. They need no account.
                </p>,
              )}
            </section>

            <section className="panel" aria-labelledby="members-title">
              <h2 id="members-title" className="panel__title">
                Grown-ups
              </h2>
              <p className="muted people-page__note">
                Everyone with an account in the family. Invite or remove grown-ups on the{' '}
                <Link to="/app/account">Account page</Link>.
              </p>
              <ul className="person-rows" aria-label="Grown-ups">
                {members.map((person) => (
                  <PersonRow key={person.id} person={person} onEdit={() => setEditing(person)} />
                ))}
              </ul>
              <div className="people-page__head people-page__subhead">
                <h3 id="adults-title" className="subform__title">
                  Without a log-in
                </h3>
                {adding !== 'adult' && (
                  <Button size="small" onClick={() => setAdding('adult')} disabled={adultsFull}>
                    Add a grown-up
                  </Button>
                )}
              </div>
              {adultsFull && (
                <p className="muted">
                  A family can have at most {MAX_ADULTS} grown-ups without a log-in here.
                </p>
              )}
              {adding === 'adult' && addForm('adult')}
              {profileRows(
                'adult',
                adults,
                { 'aria-labelledby': 'adults-title' },
                <p className="muted people-page__note">
                  A grandparent, a babysitter or anyone else who helps: give them tasks and a calendar on the
                  boards without an account.
                </p>,
              )}
            </section>
          </div>
        )}
      </QueryState>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && !updatePerson.isPending && setEditing(null)}
        title={editing ? `Edit ${editing.name}` : 'Edit'}
        className="person-dialog"
      >
        {editing && (
          <PersonForm
            key={editing.id}
            person={editing}
            suggestedColor={editing.color}
            submitLabel="Save"
            mutation={updatePerson}
            failed="Could not save the changes."
            onCancel={() => setEditing(null)}
            onSubmit={(patch) =>
              updatePerson.mutate({ id: editing.id, patch }, { onSuccess: () => setEditing(null) })
            }
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove ${removing.name}?` : 'Remove?'}
        description={
          removing &&
          `${removing.name}'s chores will have nobody assigned, chores they take turns on go on with the others, and their piggy bank keeps its money without an owner. This cannot be undone.`
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => {
          if (!removing) return;
          try {
            await deletePerson.mutateAsync(removing.id);
          } catch (error) {
            throw new Error(errorMessage(error, 'Could not remove them.'));
          }
          setNotice(`${removing.name} was removed.`);
          setRemoving(null);
        }}
      />
    </div>
  );
}
