import { useState } from 'react';
import { useDisplays } from '../../api/displays';
import { useMembers } from '../../api/members';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { WeatherPlaceForm } from '../../data-ui/WeatherPlaceForm';
import { useSession } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Notice } from '../../ui/Notice';
import { DeleteEverythingDialog } from '../AccountDialogs';
import { FamilyForm, PasswordForm } from './FamilyForm';
import { MembersSection } from './MembersSection';
import { PlanSection } from './PlanSection';
import './account.css';

/** /app/account: the member, the family, its people, its plan and its TVs, and closing the account. */
export function AccountPage() {
  const session = useSession();
  const displays = useDisplays();
  const members = useMembers();
  const [passwordChanged, setPasswordChanged] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const user = session.user;
  if (!user) return null;
  const othersRemain = (members.data?.length ?? 1) > 1;

  return (
    <div className="app-page account-page">
      <header className="account-page__header">
        <h1>Account</h1>
        <p className="muted">Your login, your family, and its plan.</p>
      </header>
      <div className="account-page__grid">
        <section aria-labelledby="you-heading" className="account-section">
          <h2 id="you-heading">You</h2>
          <dl className="account-facts">
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
          <h3>Password</h3>
          {passwordChanged && (
            <Notice tone="success">Password changed. Your other browsers were logged out.</Notice>
          )}
          <PasswordForm onChanged={() => setPasswordChanged(true)} />
        </section>

        <section aria-labelledby="family-heading" className="account-section">
          <h2 id="family-heading">Family</h2>
          <FamilyForm key={`${user.familyid}-${user.familyName}-${user.timeZone}`} user={user} />
          <h3 id="weather-heading">Weather</h3>
          <p className="muted">The town every weather card of the family shows.</p>
          <WeatherPlaceForm />
        </section>

        <MembersSection />
        <PlanSection />

        <section aria-labelledby="devices-heading" className="account-section">
          <h2 id="devices-heading">Paired devices</h2>
          {displays.isPending ? (
            <InlineLoading message="Loading devices..." />
          ) : displays.isError ? (
            <Notice tone="error">Could not load your devices.</Notice>
          ) : displays.data.length === 0 ? (
            <p className="muted">No TV or tablet is paired yet.</p>
          ) : (
            <ul className="account-list" aria-label="Paired devices">
              {displays.data.map((display) => (
                <li key={display.id} className="account-list__row">
                  <span className="account-list__main">{display.name}</span>
                  <span className="muted account-list__meta">{display.browser}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="account-actions">
            <ButtonLink to="/app/devices" variant="secondary">
              Manage devices
            </ButtonLink>
          </div>
        </section>

        <section aria-labelledby="delete-heading" className="account-section account-section--danger">
          <h2 id="delete-heading">Delete Everything</h2>
          <p className="muted">
            {othersRemain
              ? 'Deletes your account. The family’s boards, lists and TVs stay with the other members.'
              : 'Ends the plan and deletes your account and all of your family’s boards, lists, calendars and devices.'}
          </p>
          <div className="account-actions">
            <Button variant="danger" onClick={() => setDeleting(true)}>
              Delete Everything
            </Button>
          </div>
        </section>
      </div>
      <DeleteEverythingDialog open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
