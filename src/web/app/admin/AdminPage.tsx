import { useState } from 'react';
import { Link } from 'react-router';
import {
  type AdminFamily,
  type AdminOverview,
  useAdminFamilies,
  useAdminOverview,
  useSetFamilySuspended,
} from '../../api/admin';
import { errorMessage, hasCode } from '../../api/client';
import { QueryState } from '../../data-ui/QueryState';
import { Button, buttonClassName } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import '../../data-ui/data-ui.css';
import './admin.css';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 1536 → "1.5 KB": storage as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** 93784 → "1 d 2 h 3 min". */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days && `${days} d`, (days || hours) && `${hours} h`, `${minutes} min`];
  return parts.filter(Boolean).join(' ');
}

/** /app/admin: the operator's view, for the accounts LUNO_ADMIN_EMAILS lists; a 404 to everyone else. */
export function AdminPage() {
  const overview = useAdminOverview();
  const notOperator = overview.isError && hasCode(overview.error, 'not_found');
  const families = useAdminFamilies(!notOperator);
  if (notOperator) return <PageNotFound />;

  return (
    <div className="app-page household-page admin-page">
      <header className="household-page__header">
        <h1>Server</h1>
        <p className="muted">
          How this Luno is doing, and the families on it by counts and sizes. Nothing a family keeps is shown
          here.
        </p>
      </header>
      <QueryState
        query={overview}
        loading="Loading the server's state..."
        failed="Could not read the server's state."
      >
        {(state) => <Overview state={state} />}
      </QueryState>
      <section className="panel" aria-labelledby="admin-families-title">
        <h2 id="admin-families-title" className="panel__title">
          Families
        </h2>
        <QueryState
          query={families}
          loading="Loading families..."
          failed="Could not read the families."
          empty={<p className="empty-state">No family has signed up yet.</p>}
        >
          {(rows) => <FamiliesTable families={rows} />}
        </QueryState>
      </section>
    </div>
  );
}

function PageNotFound() {
  return (
    <div className="app-page admin-page">
      <header className="household-page__header">
        <h1>Page not found</h1>
        <p className="muted">There is no page at this address.</p>
      </header>
      <Link to="/app/layout" className={buttonClassName({})}>
        Back to your boards
      </Link>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="admin-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Overview({ state }: { state: AdminOverview }) {
  const failingJobs = state.jobs.reduce((total, queue) => total + queue.failing, 0);
  return (
    <div className="admin-page__grid">
      <section className="panel" aria-labelledby="admin-server-title">
        <h2 id="admin-server-title" className="panel__title">
          This server
        </h2>
        <dl className="admin-figures">
          <Figure label="Version" value={state.version} />
          <Figure label="Up for" value={formatUptime(state.uptimeSeconds)} />
          <Figure label="Database" value={state.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} />
          <Figure label="Families" value={state.families} />
          <Figure label="Suspended" value={state.suspendedFamilies} />
          <Figure label="Members" value={state.members} />
          <Figure label="Boards" value={state.boards} />
          <Figure label="Displays paired" value={state.displaysPaired} />
          <Figure label="Displays online now" value={state.displaysOnline} />
          <Figure label="Photo storage" value={formatBytes(state.photoBytes)} />
        </dl>
      </section>
      <section className="panel" aria-labelledby="admin-jobs-title">
        <h2 id="admin-jobs-title" className="panel__title">
          Background work
        </h2>
        {state.jobs.length === 0 ? (
          <p className="empty-state">No jobs waiting or running.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">
                Jobs by kind{failingJobs > 0 ? `, ${failingJobs} failing` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Kind</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Running</th>
                  <th scope="col">Failing</th>
                </tr>
              </thead>
              <tbody>
                {state.jobs.map((queue) => (
                  <tr key={queue.queue}>
                    <th scope="row">{queue.queue}</th>
                    <td>{queue.waiting}</td>
                    <td>{queue.running}</td>
                    <td className={queue.failing > 0 ? 'admin-table__bad' : undefined}>{queue.failing}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Failures title="Calendar sources failing" failures={state.calendarSources} />
        <Failures title="Albums failing" failures={state.albums} />
      </section>
      <section className="panel admin-page__errors" aria-labelledby="admin-errors-title">
        <h2 id="admin-errors-title" className="panel__title">
          Recent server errors
        </h2>
        {state.recentErrors.length === 0 ? (
          <p className="empty-state">No server errors since this instance started.</p>
        ) : (
          <ol className="admin-errors">
            {state.recentErrors.map((error, index) => (
              <li key={`${error.at}-${index}`}>
                <span className="admin-errors__when">{timeFormat.format(new Date(error.at))}</span>{' '}
                <code>
                  {error.status} {error.method} {error.route}
                </code>
                <span className="admin-errors__message">{error.message}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Failures({ title, failures }: { title: string; failures: AdminOverview['albums'] }) {
  return (
    <div className="admin-failures">
      <h3>
        {title}: {failures.failing}
      </h3>
      {failures.errors.length > 0 && (
        <ul>
          {failures.errors.map((entry) => (
            <li key={entry.error}>
              {entry.count} × {entry.error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FamiliesTable({ families }: { families: AdminFamily[] }) {
  const [asking, setAsking] = useState<{ family: AdminFamily; suspend: boolean } | null>(null);
  const setSuspended = useSetFamilySuspended();

  async function confirm() {
    if (!asking) return;
    try {
      await setSuspended.mutateAsync({ familyId: asking.family.id, suspend: asking.suspend });
    } catch (error) {
      throw new Error(errorMessage(error, 'Could not change the family. Please try again.'));
    }
    setAsking(null);
  }

  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table admin-table--families">
          <caption className="visually-hidden">Families, the most photo storage first</caption>
          <thead>
            <tr>
              <th scope="col">Family</th>
              <th scope="col">Since</th>
              <th scope="col">Members</th>
              <th scope="col">Boards</th>
              <th scope="col">Displays</th>
              <th scope="col">Photos</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {families.map((family) => (
              <tr key={family.id}>
                <th scope="row">#{family.id}</th>
                <td data-label="Since">{dayFormat.format(new Date(family.createdAt))}</td>
                <td data-label="Members">{family.members}</td>
                <td data-label="Boards">{family.boards}</td>
                <td data-label="Displays">{family.displays}</td>
                <td data-label="Photos">
                  {family.photos} · {formatBytes(family.photoBytes)}
                </td>
                <td>
                  {family.suspendedAt ? (
                    <span className="admin-state admin-state--suspended">
                      Suspended {dayFormat.format(new Date(family.suspendedAt))}
                    </span>
                  ) : (
                    <span className="admin-state">Active</span>
                  )}
                </td>
                <td>
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => setAsking({ family, suspend: !family.suspendedAt })}
                    aria-label={`${family.suspendedAt ? 'Lift the suspension of' : 'Suspend'} family #${family.id}`}
                  >
                    {family.suspendedAt ? 'Lift' : 'Suspend'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={
          asking?.suspend
            ? `Suspend family #${asking.family.id}?`
            : `Lift the suspension of family #${asking?.family.id}?`
        }
        description={
          asking?.suspend
            ? 'Its members will be able to sign in and out and nothing else, and its displays will show that the account is suspended. Nothing it keeps is deleted.'
            : 'Its members and displays get everything back at once.'
        }
        confirmLabel={asking?.suspend ? 'Suspend' : 'Lift suspension'}
        busyLabel={asking?.suspend ? 'Suspending...' : 'Lifting...'}
        destructive={asking?.suspend}
        onConfirm={confirm}
      />
    </>
  );
}
