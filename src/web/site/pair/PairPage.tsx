import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PAIRING_POLL_MS, type Pairing, type PairingStatus } from '../../../common/schemas/displays';
import { hasCode } from '../../api/client';
import { pairingApi } from '../../api/pairing';
import { LOCAL_KEYS, writeStorage } from '../../api/storage';
import { getDeviceId } from '../../session/device';
import { BrandMark } from '../../ui/BrandMark';
import './pair.css';

/**
 * /pair: the TV's pairing screen, a QR code and the same code to type. A phone that scanned the QR
 * code (?pairingId=) is sent to log in.
 */
export function PairPage() {
  const [searchParams] = useSearchParams();
  const pairingId = searchParams.get('pairingId');
  if (pairingId) return <Navigate to={`/login?pairingId=${encodeURIComponent(pairingId)}`} replace />;
  return <PairingScreen />;
}

type Phase =
  | { name: 'starting'; retrying: boolean }
  | { name: 'waiting'; pairing: Pairing; reconnecting: boolean }
  | { name: 'paired' };

/** Where a newly paired TV goes: the board the phone chose, else the editor (spec 01 §4). */
const landingFor = (status: PairingStatus) =>
  typeof status.screenId === 'number' ? `/view/${status.screenId}` : '/app/layout';

/** The address as a person types it: no scheme; on a narrow screen it may break before its path. */
function TypedAddress({ uri }: { uri: string }) {
  const { host, pathname } = new URL(uri);
  return (
    <>
      {host}
      <wbr />
      {pathname}
    </>
  );
}

/** The TV keeps its own session: the phone's token never reaches it, and it signs in as itself. */
function adoptDeviceSession(status: PairingStatus): void {
  if (status.token) writeStorage('local', LOCAL_KEYS.token, status.token);
  if (status.familyId !== undefined) writeStorage('local', LOCAL_KEYS.familyId, String(status.familyId));
  writeStorage('local', LOCAL_KEYS.pairedDisplay, '1');
}

function PairingScreen() {
  const [phase, setPhase] = useState<Phase>({ name: 'starting', retrying: false });
  const starting = phase.name === 'starting';
  const pairing = phase.name === 'waiting' ? phase.pairing : null;

  // Ask for a code, and again after a failure: a TV left on must get there by itself.
  useEffect(() => {
    if (!starting) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function start() {
      try {
        const started = await pairingApi.start({
          deviceId: getDeviceId(),
          widthPx: Math.round(window.screen.width),
          heightPx: Math.round(window.screen.height),
        });
        if (!cancelled) setPhase({ name: 'waiting', pairing: started, reconnecting: false });
      } catch {
        if (cancelled) return;
        setPhase({ name: 'starting', retrying: true });
        timer = setTimeout(start, PAIRING_POLL_MS);
      }
    }
    void start();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [starting]);

  // Poll every 5 s, through errors; an expired or used code is replaced by a new one.
  useEffect(() => {
    if (!pairing) return;
    let stopped = false;
    const renew = () => setPhase({ name: 'starting', retrying: false });
    const expiry = setTimeout(renew, Math.max(0, Date.parse(pairing.expiresAt) - Date.now()));
    const poll = setInterval(async () => {
      try {
        const status = await pairingApi.status(pairing.pairingId);
        if (stopped) return;
        if (status.paired && status.token) {
          stopped = true;
          adoptDeviceSession(status);
          setPhase({ name: 'paired' });
          setTimeout(() => window.location.replace(landingFor(status)), 1_000);
        } else if (status.paired) {
          renew();
        } else {
          setPhase((current) => (current.name === 'waiting' ? { ...current, reconnecting: false } : current));
        }
      } catch (error) {
        if (stopped) return;
        if (hasCode(error, 'not_found')) renew();
        else
          setPhase((current) => (current.name === 'waiting' ? { ...current, reconnecting: true } : current));
      }
    }, PAIRING_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(expiry);
      clearInterval(poll);
    };
  }, [pairing]);

  return (
    <main className="pair-screen">
      <BrandMark to="/" />
      <p className="pair-screen__phone-note">
        On your phone? <Link to="/app/pair">Enter the code a TV shows</Link> to pair it.
      </p>
      <section className="pair-screen__card" aria-labelledby="pair-title">
        <h1 id="pair-title">Scan to Pair</h1>
        <div className="pair-screen__ways">
          <div className="pair-screen__code">
            {pairing ? (
              <QRCodeSVG
                value={pairing.qrPayload || pairing.url}
                size={256}
                level="L"
                marginSize={2}
                role="img"
                aria-label="QR code to pair this screen"
              />
            ) : (
              <div className="pair-screen__placeholder" aria-hidden="true" />
            )}
          </div>
          <p className="pair-screen__or" aria-hidden="true">
            or
          </p>
          <section className="pair-screen__typed" aria-labelledby="pair-typed-title">
            <h2 id="pair-typed-title">Type the code</h2>
            <dl>
              <dt>On a phone, go to</dt>
              <dd className="pair-screen__address">
                {pairing ? <TypedAddress uri={pairing.verificationUri} /> : '…'}
              </dd>
              <dt>and enter</dt>
              <dd className="pair-screen__user-code">{pairing ? pairing.userCode : '····-····'}</dd>
            </dl>
          </section>
        </div>
        <p className="pair-screen__status" role="status" aria-live="polite">
          {phase.name === 'paired'
            ? 'Paired! Redirecting…'
            : phase.name === 'waiting'
              ? 'Waiting for pairing...'
              : phase.retrying
                ? 'Cannot reach Luno. Trying again…'
                : 'Getting a code…'}
        </p>
        {phase.name === 'waiting' && phase.reconnecting && (
          <p className="pair-screen__hint">The connection dropped. This screen keeps trying.</p>
        )}
        <ol className="pair-screen__steps">
          <li>Point a phone’s camera at the QR code, or open the address on the phone and type the code.</li>
          <li>Log in to Luno if you are asked to.</li>
          <li>Choose the board this screen should show, and confirm.</li>
        </ol>
      </section>
    </main>
  );
}
