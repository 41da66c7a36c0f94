import { Navigate, useSearchParams } from 'react-router';
import { ComingSoon } from '../../ui/ComingSoon';

/** /pair: the TV's QR pairing screen. A phone that scanned a code (?pairingId=) is sent to log in. */
export function PairPage() {
  const [searchParams] = useSearchParams();
  const pairingId = searchParams.get('pairingId');
  if (pairingId) return <Navigate to={`/login?pairingId=${encodeURIComponent(pairingId)}`} replace />;

  return (
    <div className="container">
      <ComingSoon title="Scan to Pair">
        <p>
          Soon a TV or wall screen will show a QR code here. Scan it with a phone where you’re logged in and
          the screen joins your family’s account — no typing passwords with a remote.
        </p>
      </ComingSoon>
    </div>
  );
}
