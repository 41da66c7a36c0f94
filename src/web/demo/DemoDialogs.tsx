import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { demoEmailProblem } from '../../common/demo-email';
import { useSubscribeDemo } from '../api/mailingList';
import { DEMO_MESSAGES, type DemoActions } from '../session/DemoMode';
import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/ButtonLink';
import { billingIsOff } from '../ui/billingMark';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { FieldFrame } from '../ui/FieldFrame';
import { forgetDemoBoard } from './demoBoardKey';
import { rememberDemoEmailSubmitted } from './demoEmailFlag';

/**
 * The first visit's prompt (spec 02 §2): an address for the mailing list before the demo opens.
 * Only "Continue to Demo" closes it. Spec 02 §8: a failed submit is ignored and the prompt closes
 * all the same, so the request is not waited for.
 */
function DemoEmailModal({ open, onContinue }: { open: boolean; onContinue: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeDemo();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = demoEmailProblem(email);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    // A failure is ignored: `mutate` draws nothing, and the prompt closes all the same.
    subscribe.mutate(email.trim());
    rememberDemoEmailSubmitted();
    onContinue();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      dismissable={false}
      hideClose
      title="Welcome to the Luno Demo!"
      description="Arrange and style a sample family board: drag the cards, resize them, and change their colours and fonts."
      initialFocusRef={input}
      className="demo-welcome"
    >
      <form onSubmit={submit} noValidate>
        <FieldFrame label="Email address" error={error}>
          {(control) => (
            <input
              {...control}
              ref={input}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FieldFrame>
        <p className="demo-welcome__privacy">
          We’ll send you the occasional Luno news. Your email address is never sold or shared.
        </p>
        <div className="dialog__actions demo-welcome__actions">
          <Link to="/" className="demo-welcome__back">
            Back to the home page
          </Link>
          <Button type="submit" size="large">
            Continue to Demo
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Says that an action is not part of the demo, with the way to the full app beside it. */
function DemoRefusal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      title="Not in the demo"
      description={message ?? ''}
      initialFocusRef={ok}
      hideClose
    >
      <p className="demo-dialog__note">
        {billingIsOff()
          ? 'Sign up to do this on your own family’s boards.'
          : 'Sign up to do this on your own family’s boards – every feature is free for 7 days.'}
      </p>
      <div className="dialog__actions">
        <ButtonLink to="/pricing" variant="secondary">
          Sign up now
        </ButtonLink>
        <Button ref={ok} onClick={onClose}>
          OK
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * A tapped task in the demo (spec 02 §4): the trial instead of completing it, or an account of
 * one's own on a server that sells no plans.
 */
function TrialPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const keepExploring = useRef<HTMLButtonElement>(null);
  const free = billingIsOff();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={free ? 'Make it your family’s board' : 'Start your free 7-day trial'}
      description="On your own board, tapping a chore ticks it off – and pays its value into the right piggy bank."
      initialFocusRef={keepExploring}
    >
      <ul className="demo-dialog__perks">
        <li>Your family’s own chores, menu, shopping lists and calendars</li>
        <li>Boards on every TV, tablet and wall screen, updated live</li>
        {!free && <li>Free for 7 days, cancel any time</li>}
      </ul>
      <div className="dialog__actions">
        <Button ref={keepExploring} variant="ghost" onClick={onClose}>
          Keep exploring
        </Button>
        {free ? (
          <ButtonLink to="/signup">Create your account</ButtonLink>
        ) : (
          <ButtonLink to="/pricing">Start free trial</ButtonLink>
        )}
      </div>
    </Dialog>
  );
}

/** `?login=true` opens the login modal elsewhere; the demo has none (spec 01 §2) and says so. */
function useLoginRefusal(refuse: DemoActions['refuse'], ready: boolean) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('login') === 'true';
  useEffect(() => {
    if (!asked || !ready) return;
    refuse(DEMO_MESSAGES.login);
    navigate({ search: '' }, { replace: true });
  }, [asked, ready, refuse, navigate]);
}

interface DemoDialogsProps {
  /** Whether this browser gave its address (the spec's flag): the welcome prompt shows until then. */
  emailGiven: boolean;
  onEmailGiven: () => void;
  refuse: DemoActions['refuse'];
  /** The alert of DemoActions.refuse, until it is closed. */
  refusal: string | null;
  onRefusalClose: () => void;
  trialOpen: boolean;
  onTrialClose: () => void;
  startingOver: boolean;
  onStartingOverChange: (open: boolean) => void;
  /** The visitor's board is forgotten: the sample comes back. */
  onStartedOver: () => void;
}

/**
 * Every dialog of the demo: the welcome prompt until the address is given, the refusals, the trial
 * and "Start over".
 */
export function DemoDialogs({
  emailGiven,
  onEmailGiven,
  refuse,
  refusal,
  onRefusalClose,
  trialOpen,
  onTrialClose,
  startingOver,
  onStartingOverChange,
  onStartedOver,
}: DemoDialogsProps) {
  useLoginRefusal(refuse, emailGiven);
  return (
    <>
      <DemoEmailModal open={!emailGiven} onContinue={onEmailGiven} />
      <DemoRefusal message={refusal} onClose={onRefusalClose} />
      <TrialPrompt open={trialOpen} onClose={onTrialClose} />
      <ConfirmDialog
        open={startingOver}
        onOpenChange={onStartingOverChange}
        title="Start over?"
        description="The sample board comes back as it was at first. Your changes to it will be lost."
        confirmLabel="Start over"
        destructive
        onConfirm={() => {
          forgetDemoBoard();
          onStartedOver();
        }}
      />
    </>
  );
}
