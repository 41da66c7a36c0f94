import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Luno keeps your family’s plans so they can be shown on your screens. This page says plainly what that
        means. It applies to the Luno server you are using right now, whoever runs it.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          Your account: email address, a securely hashed password (never the password itself) and your plan.
        </li>
        <li>
          What you put into Luno: screens and their layouts, task lists, piggy banks, menus, shopping lists,
          calendar sources and the images you choose.
        </li>
        <li>For each screen you use: a random device id and its width and height, so boards fit it.</li>
        <li>
          Simple visit counts: which page was viewed and where the visit came from (for example “direct”).
        </li>
      </ul>

      <h2>Who can see it</h2>
      <p>
        <strong>Family screen data is shared among members of a family account.</strong> Everyone signed in to
        your family — and every screen paired with it — can see and change its boards, lists, menus and
        calendars. Other families cannot.
      </p>

      <h2>Where it lives</h2>
      <p>
        Your data stays on the server this Luno is hosted on. It is not copied to us or anyone else. When you
        connect a calendar, music or photo service, Luno talks to that service on your behalf only to fetch
        what your screens show, and keeps the access it was given encrypted.
      </p>

      <h2>What we never do</h2>
      <p>
        We do not sell your data, rent it, or use it for advertising. There are no third-party trackers on
        this site.
      </p>

      <h2>Payments</h2>
      <p>
        When payments are enabled, card details are entered on the payment provider’s own checkout page and
        never reach Luno. We only learn whether a subscription is active.
      </p>

      <h2>Your choices</h2>
      <p>
        You can unsubscribe at any time from the app’s menu. <strong>Delete Everything</strong> in the same
        menu removes your account and all of your family’s data from this server; it cannot be undone.
      </p>

      <p className="muted">
        See also the <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
