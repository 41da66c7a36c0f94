import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DISPLAY_NAME_MAX,
  formatUserCode,
  normalizeUserCode,
  USER_CODE_FORMAT_MESSAGE,
} from '../../../common/schemas/displays';
import { ApiError, errorMessage } from '../../api/client';
import { pairingApi } from '../../api/pairing';
import { useScreens } from '../../api/screens';
import { SelectField } from '../../data-ui/fields';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { forgetPendingPairing } from '../../session/pendingPairing';
import { useSession } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { sizeText } from './displayText';
import './devices.css';
import './confirm-pairing.css';

const NO_BOARD = '';

/** The TV found by the id its QR code holds, or by the code typed from it (capitals, no dash). */
type Target = { pairingId: string } | { userCode: string };

const typedCodePath = (userCode: string) => `/app/pair?code=${encodeURIComponent(formatUserCode(userCode))}`;

/**
 * /app/pair: the phone that scanned a TV's QR code (?pairingId=…) or typed the code it shows
 * (?code=…, or typed here) sees which device is asking, names it, picks the board it shows, and
 * only then pairs it (DESIGN §5: the phone confirms, RFC 8628).
 */
export function ConfirmPairingPage() {
  const [params] = useSearchParams();
  const pairingId = params.get('pairingId');
  const typed = params.get('code');
  const userCode = typed === null ? null : normalizeUserCode(typed);
  // The id is in this page's address now; a later sign-in must not bring the phone back here.
  useEffect(forgetPendingPairing, []);
  if (pairingId) return <ConfirmPairing target={{ pairingId }} />;
  if (userCode) return <ConfirmPairing key={userCode} target={{ userCode }} />;
  return (
    <div className="app-page household-page pairing-page">
      <section className="panel pairing-card" aria-labelledby="pairing-title">
        <h1 id="pairing-title">Pair a Screen</h1>
        <p className="pairing-card__lead">
          Type the code the TV shows beside its QR code. On the TV, open <strong>/pair</strong> on this Luno
          to see one.
        </p>
        <CodeForm key={typed} initial={typed ?? ''} error={typed ? USER_CODE_FORMAT_MESSAGE : null} />
      </section>
    </div>
  );
}

/** The typed code's field: a wrong one comes back here with the reason, the letters kept to fix. */
function CodeForm({
  initial,
  error,
  onSameCode,
}: {
  initial: string;
  error: string | null;
  /** The code typed is the one already looked up: ask again rather than change nothing. */
  onSameCode?: () => void;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState(error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const userCode = normalizeUserCode(typed);
    if (!userCode) {
      setProblem(USER_CODE_FORMAT_MESSAGE);
      return;
    }
    if (onSameCode && normalizeUserCode(params.get('code') ?? '') === userCode) onSameCode();
    else navigate(typedCodePath(userCode));
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        className="pairing-code-field"
        label="Code on the screen"
        hint="8 letters, like BCDF-GHJK. Capitals, dashes and spaces do not matter."
        value={typed}
        error={problem}
        maxLength={24}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        autoFocus
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(null);
        }}
      />
      <div className="pairing-card__actions">
        <Button type="submit">Find the Screen</Button>
        <Button type="button" variant="secondary" onClick={() => navigate('/app/devices')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ConfirmPairing({ target }: { target: Target }) {
  const { familyId } = useSession();
  const navigate = useNavigate();
  const pending = useQuery({
    queryKey: 'pairingId' in target ? ['pairing', target.pairingId] : ['pairing', 'code', target.userCode],
    queryFn: () =>
      'pairingId' in target
        ? pairingApi.pending(target.pairingId)
        : pairingApi.pendingByCode(target.userCode),
    // A typed code is looked up within a tight budget against guessing: once is enough.
    staleTime: 'userCode' in target ? Number.POSITIVE_INFINITY : undefined,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const screens = useScreens();
  const [name, setName] = useState('');
  const [board, setBoard] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paired, setPaired] = useState<{ name: string; board: string | null } | null>(null);

  const boards = screens.data ?? [];
  // A typed code that found no screen: the field again, to fix the letters.
  const retyping = pending.isError && 'userCode' in target;
  const chosenBoard = board ?? (boards[0] ? String(boards[0].id) : NO_BOARD);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (familyId === null) return;
    setBusy(true);
    setError(null);
    const screenId = chosenBoard === NO_BOARD ? null : Number(chosenBoard);
    try {
      const choice = { screenId, ...(name.trim() ? { name: name.trim() } : {}) };
      if ('pairingId' in target) await pairingApi.complete(target.pairingId, familyId, choice);
      else await pairingApi.completeByCode(target.userCode, familyId, choice);
      setPaired({
        name: name.trim() || 'The screen',
        board: boards.find((screen) => screen.id === screenId)?.name ?? null,
      });
    } catch (err) {
      setError(errorMessage(err, 'Could not pair the screen. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="app-page household-page pairing-page">
      <section className="panel pairing-card" aria-labelledby="pairing-title">
        {paired ? (
          <>
            <h1 id="pairing-title">Paired!</h1>
            <p className="pairing-card__lead">
              {paired.board
                ? `${paired.name} shows ${paired.board} in a moment.`
                : `${paired.name} opens your boards in a moment.`}{' '}
              You can rename it, send it another board or unpair it from Devices.
            </p>
            <div className="pairing-card__actions">
              <ButtonLink to="/app/devices">See your devices</ButtonLink>
              <ButtonLink to="/app/layout" variant="secondary">
                Go to the editor
              </ButtonLink>
            </div>
          </>
        ) : (
          <>
            <h1 id="pairing-title">{retyping ? 'Pair a Screen' : 'Pair this screen?'}</h1>
            {pending.isPending ? (
              <InlineLoading message="Looking for the screen..." />
            ) : retyping ? (
              <CodeForm
                initial={'userCode' in target ? formatUserCode(target.userCode) : ''}
                error={errorMessage(
                  pending.error,
                  'Could not find the screen. Check the code and try again.',
                )}
                onSameCode={() => void pending.refetch()}
              />
            ) : pending.isError ? (
              <>
                <Notice tone="error">
                  {errorMessage(pending.error, 'Could not find the screen. Scan its code again.')}
                </Notice>
                <p>
                  <Link to="/app/devices">See your devices</Link>
                </p>
              </>
            ) : (
              <form onSubmit={confirm}>
                <dl className="pairing-card__device" aria-label="The screen asking to pair">
                  <div>
                    <dt>Device</dt>
                    <dd>{pending.data.browser}</dd>
                  </div>
                  <div>
                    <dt>Screen size</dt>
                    <dd>{sizeText(pending.data) ?? 'Not reported'}</dd>
                  </div>
                </dl>
                <p className="muted pairing-card__check">
                  Check that this matches the screen showing the code. Only pair screens you can see.
                </p>
                <TextField
                  label="Name"
                  placeholder="e.g. Living room TV"
                  value={name}
                  maxLength={DISPLAY_NAME_MAX}
                  onChange={(event) => setName(event.target.value)}
                />
                <SelectField
                  label="Shows"
                  value={chosenBoard}
                  onChange={(event) => setBoard(event.target.value)}
                >
                  {boards.map((screen) => (
                    <option key={screen.id} value={String(screen.id)}>
                      {screen.name}
                    </option>
                  ))}
                  <option value={NO_BOARD}>No board yet: open the editor</option>
                </SelectField>
                {error && <Notice tone="error">{error}</Notice>}
                <div className="pairing-card__actions">
                  <Button type="submit" disabled={busy || familyId === null} aria-busy={busy}>
                    {busy ? 'Pairing...' : 'Pair Screen'}
                  </Button>
                  <Button type="button" variant="secondary" onClick={() => navigate('/app/layout')}>
                    Cancel
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
      </section>
    </div>
  );
}
