import { Link } from 'react-router';
import { useDisplays } from '../../api/displays';
import { useScreens } from '../../api/screens';
import { DisplayRow } from './DisplayRow';
import '../../data-ui/data-ui.css';
import './devices.css';
import { QueryState } from '../../data-ui/QueryState';

/** /app/devices: the family's paired TVs and tablets, what each shows, and pairing another. */
export function DevicesPage() {
  const displays = useDisplays();
  const screens = useScreens();
  const pairUrl = `${window.location.origin}/pair`;

  return (
    <div className="app-page household-page devices-page">
      <header className="household-page__header">
        <h1>Devices</h1>
        <p className="muted">The TVs and tablets on your walls: what each shows, and where it is.</p>
      </header>
      <div className="devices-page__layout">
        <section className="panel" aria-labelledby="displays-title">
          <h2 id="displays-title" className="panel__title">
            Paired screens
          </h2>
          <QueryState
            query={displays}
            loading="Loading devices..."
            failed="Could not load your devices."
            empty={
              <p className="empty-state">
                No screens paired yet. Pair a TV or tablet to show your boards on it.
              </p>
            }
          >
            {(displayList) => (
              <ul className="displays" aria-label="Paired screens">
                {displayList.map((display) => (
                  <DisplayRow key={display.id} display={display} boards={screens.data ?? []} />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <section className="panel devices-page__how" aria-labelledby="pair-how-title">
          <h2 id="pair-how-title" className="panel__title">
            Pair a screen
          </h2>
          <ol className="devices-page__steps">
            <li>
              On the TV or tablet, open <strong className="devices-page__url">{pairUrl}</strong> in its
              browser.
            </li>
            <li>
              Scan the QR code it shows with this phone’s camera, or{' '}
              <Link to="/app/pair">type the 8-letter code</Link> shown beside it.
            </li>
            <li>Choose the board it should show, and confirm. No password is typed on the TV.</li>
          </ol>
        </section>
      </div>
    </div>
  );
}
