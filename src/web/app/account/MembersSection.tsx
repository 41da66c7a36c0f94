import { useRef, useState } from 'react';
import type { Member } from '../../../common/schemas/members';
import {
  useCreateInvite,
  useLeaveFamily,
  useMembers,
  usePendingInvites,
  useRemoveMember,
  useRevokeInvite,
} from '../../api/members';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { useSession } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long' });

/** The adults who share the family's boards and data, the links inviting more, and leaving. */
export function MembersSection() {
  const members = useMembers();
  const invites = usePendingInvites();
  const session = useSession();
  const createInvite = useCreateInvite();
  const revokeInvite = useRevokeInvite();
  const removeMember = useRemoveMember();
  const leaveFamily = useLeaveFamily(session.refresh);
  const created = createInvite.data;
  const [copied, setCopied] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [leaving, setLeaving] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);

  function invite() {
    revokeInvite.reset();
    setCopied(false);
    createInvite.mutate();
  }

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
    } catch {
      // Without clipboard access the link is selected for the person to copy.
      linkRef.current?.select();
    }
  }

  function revoke(id: number) {
    if (createInvite.isError) createInvite.reset();
    revokeInvite.mutate(id, {
      onSuccess: () => {
        if (created?.id === id) createInvite.reset();
      },
    });
  }

  const others = members.data?.filter((member) => !member.isYou) ?? [];

  return (
    <section aria-labelledby="members-heading" className="account-section">
      <h2 id="members-heading">Members</h2>
      <p className="muted">
        Everyone here shares the family’s boards, lists, calendars and TVs, and can change them.
      </p>
      <QueryState query={members} loading="Loading members..." failed="Could not load the members.">
        {(memberList) => (
          <ul className="account-list" aria-label="Members">
            {memberList.map((member) => (
              <li key={member.id} className="account-list__row">
                <span className="account-list__main">
                  {member.email}
                  {member.isYou && <span className="account-badge">You</span>}
                </span>
                <span className="muted account-list__meta">Joined {day(member.joinedAt)}</span>
                {!member.isYou && (
                  <Button variant="ghost" size="small" onClick={() => setRemoving(member)}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <h3>Invite someone</h3>
      <p className="muted">
        Send another adult a link. It works once, for 7 days; they sign up or log in and join this family.
      </p>
      <MutationError mutation={createInvite} failed="The invite link could not be made. Please try again." />
      <MutationError mutation={revokeInvite} failed="The invite could not be revoked. Please try again." />
      {created && (
        <div className="invite-link">
          <label htmlFor="invite-link">Invite link (until {day(created.expiresAt)})</label>
          <div className="invite-link__row">
            <input
              id="invite-link"
              ref={linkRef}
              className="field__input"
              readOnly
              value={created.url}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="secondary" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
      )}
      <div className="account-actions">
        <MutationButton onClick={invite} mutation={createInvite} busy="Making a link...">
          {created ? 'Make another link' : 'Invite someone'}
        </MutationButton>
      </div>
      {invites.data && invites.data.length > 0 && (
        <ul className="account-list" aria-label="Invites waiting">
          {invites.data.map((pending) => (
            <li key={pending.id} className="account-list__row">
              <span className="account-list__main">Invite link</span>
              <span className="muted account-list__meta">
                {pending.invitedBy ? `from ${pending.invitedBy}, ` : ''}works until {day(pending.expiresAt)}
              </span>
              <Button variant="ghost" size="small" onClick={() => revoke(pending.id)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}

      {others.length > 0 && (
        <div className="account-actions">
          <Button variant="ghost" onClick={() => setLeaving(true)}>
            Leave family
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this member?"
        description={
          <>
            <strong>{removing?.email}</strong> will no longer see this family’s boards and data, and is logged
            out. Their account stays, in a family of their own.
          </>
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => {
          if (!removing) return;
          await removeMember.mutateAsync(removing.id);
          setRemoving(null);
        }}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Leave this family?"
        description="You will no longer see this family’s boards and data. The others keep everything, and the TVs stay with them. You start a new family of your own."
        confirmLabel="Leave family"
        busyLabel="Leaving..."
        destructive
        onConfirm={async () => {
          await leaveFamily.mutateAsync();
          setLeaving(false);
        }}
      />
    </section>
  );
}
