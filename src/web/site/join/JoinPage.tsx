import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/client';
import { useAcceptInvite, useInvitePreview } from '../../api/members';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { forgetInvite, rememberInvite } from '../../session/pendingPairing';
import { useSession } from '../../session/SessionContext';
import { ButtonLink } from '../../ui/ButtonLink';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { LoadingScreen } from '../../ui/Spinner';

/** /join/{token}: an invite link. Signed out, it is remembered through sign-up or log-in; signed in, one click joins. */
export function JoinPage() {
  const { token = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const preview = useInvitePreview(token, session.user?.id ?? null);
  const accept = useAcceptInvite(session.refresh);
  const [confirming, setConfirming] = useState(false);

  // Kept for the way through /signup or /login (and Google), forgotten once it cannot be used.
  useEffect(() => {
    if (preview.isError) forgetInvite();
    else if (preview.data && !session.isLoggedIn) rememberInvite(token);
  }, [preview.isError, preview.data, session.isLoggedIn, token]);

  async function join(confirmDeleteOldFamily: boolean) {
    await accept.mutateAsync({ token, confirmDeleteOldFamily });
    forgetInvite();
    navigate('/app/layout', { replace: true });
  }

  if (preview.isPending) return <LoadingScreen message="Opening the invite..." />;

  let body: React.ReactNode;
  if (preview.isError) {
    body = (
      <>
        <h1>This invite cannot be used</h1>
        <Notice tone="error">{errorMessage(preview.error, 'This invite link is not valid.')}</Notice>
        <div className="result-card__actions">
          <ButtonLink to="/">Go to Luno</ButtonLink>
        </div>
      </>
    );
  } else {
    const invite = preview.data;
    const deletesOwn = invite.leavesFamily !== null && invite.leavesFamily.otherMembers === 0;
    body = (
      <>
        <h1>Join {invite.familyName}</h1>
        <p className="muted">
          {invite.invitedBy ? `${invite.invitedBy} invited you` : 'You are invited'} to share this family’s
          boards, lists, calendars and TVs.
        </p>
        <MutationError mutation={accept} failed="Could not join the family. Please try again." />
        {!session.isLoggedIn ? (
          <div className="result-card__actions">
            <ButtonLink to="/signup" size="large">
              Sign up to join
            </ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              Log in to join
            </ButtonLink>
          </div>
        ) : invite.alreadyMember ? (
          <>
            <Notice tone="info">You are already in this family.</Notice>
            <div className="result-card__actions">
              <ButtonLink to="/app/layout">Go to your boards</ButtonLink>
            </div>
          </>
        ) : (
          <>
            {invite.leavesFamily && (
              <p className="muted">
                {deletesOwn
                  ? `You leave “${invite.leavesFamily.name}”, of which you are the only member: it is deleted with its boards, lists and calendars.`
                  : `You leave “${invite.leavesFamily.name}”; its other members keep everything.`}
              </p>
            )}
            <div className="result-card__actions">
              <MutationButton
                size="large"
                mutation={{ isPending: accept.isPending || accept.isSuccess }}
                busy="Joining..."
                onClick={() => (deletesOwn ? setConfirming(true) : void join(false).catch(() => {}))}
              >
                {`Join ${invite.familyName}`}
              </MutationButton>
            </div>
          </>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete “${invite.leavesFamily?.name ?? ''}” and join?`}
          description="You are the only member of your current family, so its boards, lists, calendars and paired devices are deleted when you join. This cannot be undone."
          confirmLabel="Delete and join"
          busyLabel="Joining..."
          destructive
          onConfirm={() => join(true)}
        />
      </>
    );
  }

  return (
    <div className="container narrow-page">
      <section className="card result-card">
        <span className="result-card__icon" aria-hidden="true">
          ♥
        </span>
        {body}
      </section>
    </div>
  );
}
