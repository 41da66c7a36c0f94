import { useState } from 'react';
import type { CalendarFeed, Family, InboxMessage } from '../../../common/schemas/family-events';
import { errorMessage } from '../../api/client';
import {
  useEndFeed,
  useFamilyCalendar,
  useInbox,
  useRenewFeed,
  useUpdateFeed,
} from '../../api/familyCalendar';
import { CheckboxField } from '../../data-ui/fields';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { useSavedSetting } from '../../data-ui/useSavedSetting';
import { Button, buttonClassName } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CopyField } from '../../ui/CopyField';

/** The family calendar out (a feed phones subscribe to) and in (invitations forwarded by email). */
export function ShareCalendarPanel() {
  const family = useFamilyCalendar();
  return (
    <section className="panel share-calendar" aria-labelledby="share-calendar-title">
      <h2 id="share-calendar-title" className="panel__title">
        On your phones
      </h2>
      <QueryState query={family} loading="Loading..." failed="Could not load the family calendar’s settings.">
        {(familyData) => (
          <>
            <FeedSection feed={familyData.calendarFeed} />
            <ForwardSection family={familyData} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** `webcal://` opens the phone's own calendar app at "subscribe". */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

function FeedSection({ feed }: { feed: CalendarFeed | null }) {
  const make = useRenewFeed();
  // The confirmation draws its own failure, so its writes are apart from the form's.
  const renew = useRenewFeed();
  const update = useUpdateFeed();
  const end = useEndFeed();
  const [includeChores, setIncludeChores] = useState(false);
  const [asking, setAsking] = useState<'renew' | 'end' | null>(null);

  const chores = useSavedSetting(feed?.includeChores ?? false, async (on) => {
    // A failure is drawn from `update`.
    await update.mutateAsync(on).catch(() => {});
  });

  return (
    <div className="share-calendar__section">
      <h3 className="share-calendar__heading">Subscribe in a phone’s calendar</h3>
      <p className="muted">
        A secret link to the family calendar. Add it to the calendar app on each phone (Apple Calendar, Google
        Calendar, Outlook) and the family’s events show there too, updated every hour or so.
      </p>
      {feed ? (
        <MutationError mutation={update} failed="The link could not be changed." />
      ) : (
        <MutationError mutation={make} failed="The link could not be made." />
      )}
      {feed ? (
        <>
          <CopyField label="Secret calendar link" value={feed.url} copyLabel="Copy the calendar link" />
          <p className="muted share-calendar__small">
            Anyone with this link can see the family calendar. Share it only with your family.
          </p>
          <div className="share-calendar__actions">
            <a className={buttonClassName({ variant: 'primary' })} href={webcalOf(feed.url)}>
              Subscribe on this phone
            </a>
          </div>
          <CheckboxField
            label="Include chores with a due day"
            checked={chores.shown}
            disabled={update.isPending}
            onChange={(event) => chores.change(event.target.checked)}
          />
          <div className="share-calendar__actions">
            <Button variant="secondary" size="small" onClick={() => setAsking('renew')}>
              Make a new link
            </Button>
            <Button variant="ghost" size="small" className="danger-text" onClick={() => setAsking('end')}>
              Turn the link off
            </Button>
          </div>
        </>
      ) : (
        <>
          <CheckboxField
            label="Include chores with a due day"
            checked={includeChores}
            onChange={(event) => setIncludeChores(event.target.checked)}
          />
          <div className="share-calendar__actions">
            <MutationButton
              mutation={make}
              busy="Making a link..."
              onClick={() => make.mutate(includeChores)}
            >
              Make a secret link
            </MutationButton>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'renew' ? 'Make a new link?' : 'Turn the link off?'}
        description={
          asking === 'renew'
            ? 'The current link stops working: phones subscribed to it stop getting the family calendar until they subscribe to the new one.'
            : 'Phones subscribed to the link stop getting the family calendar. You can make a new link any time.'
        }
        confirmLabel={asking === 'renew' ? 'Make a new link' : 'Turn off'}
        busyLabel={asking === 'renew' ? 'Making...' : 'Turning off...'}
        destructive
        onConfirm={async () => {
          try {
            if (asking === 'renew') await renew.mutateAsync(feed?.includeChores ?? false);
            else await end.mutateAsync();
          } catch (failure) {
            throw new Error(errorMessage(failure, 'That did not work. Please try again.'));
          }
          setAsking(null);
        }}
      />
    </div>
  );
}

const RECEIVED = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function ForwardSection({ family }: { family: Family }) {
  const inbox = useInbox(family.inboxAddress !== null);
  return (
    <div className="share-calendar__section">
      <h3 className="share-calendar__heading">Forward invitations</h3>
      {family.inboxAddress ? (
        <>
          <p className="muted">
            Forward an email with a calendar invitation (from school, a club, the doctor) to this address from
            the email you sign in to Luno with. It is added to the family calendar; an update moves it and a
            cancellation removes it.
          </p>
          <CopyField
            label="The family’s address"
            value={family.inboxAddress}
            copyLabel="Copy the family’s address"
          />
          <h4 className="share-calendar__subheading">Recently forwarded</h4>
          <QueryState
            query={inbox}
            loading="Loading..."
            failed="Could not load the forwarded messages."
            empty={<p className="muted">Nothing forwarded yet.</p>}
          >
            {(messages) => (
              <ul className="inbox-notes" aria-label="Recently forwarded">
                {messages.slice(0, 8).map((message) => (
                  <InboxNote key={message.id} message={message} />
                ))}
              </ul>
            )}
          </QueryState>
        </>
      ) : (
        <p className="muted">
          This server does not receive email, so invitations cannot be forwarded to it. Whoever runs it can
          turn this on with the LUNO_SMTP_PORT and LUNO_MAIL_DOMAIN settings.
        </p>
      )}
    </div>
  );
}

function InboxNote({ message }: { message: InboxMessage }) {
  return (
    <li className={`inbox-note${message.accepted ? '' : ' inbox-note--refused'}`}>
      <span className="inbox-note__mark" aria-hidden="true">
        {message.accepted ? '✓' : '✕'}
      </span>
      <div className="inbox-note__body">
        <p className="inbox-note__summary">
          <span className="visually-hidden">{message.accepted ? 'Done: ' : 'Not added: '}</span>
          {message.summary}
        </p>
        <p className="inbox-note__meta muted">
          {message.subject} · {message.from} · {RECEIVED.format(new Date(message.receivedAt))}
        </p>
      </div>
    </li>
  );
}
