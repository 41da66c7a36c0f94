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
          For each paired screen: the name you give it, its browser, the board it shows and when it was last
          seen. A screen waiting to be paired keeps its codes for ten minutes, stored only as fingerprints,
          and they are deleted soon after.
        </li>
        <li>
          Simple visit counts: which page was viewed and where the visit came from (for example “direct”).
        </li>
      </ul>

      <h2>Who can see it</h2>
      <p>
        <strong>Family screen data is shared among members of a family account.</strong> Everyone signed in to
        your family can see and change its boards, lists, menus and calendars. Screens paired with it can see
        them and tick off chores, and nothing more (below). Other families cannot.
      </p>

      <h2>What a paired screen can do</h2>
      <p>A TV or wall screen you pair signs in as itself, not as you. Its sign-in can only:</p>
      <ul>
        <li>
          read your family’s boards and what they show: tasks, the weekly menu, shopping lists, calendar
          events and the names of your calendars, piggy banks and their history, the names and sizes of your
          screens, and your family’s name and plan;
        </li>
        <li>
          tick off a chore — which pays its reward into the piggy bank the chore names, just as ticking it on
          a phone would;
        </li>
        <li>report its own screen size, so boards fit it, and the same simple visit counts as any page;</li>
        <li>sign itself out.</li>
      </ul>
      <p>
        It cannot change anything else: no board, list, menu, calendar or piggy bank, not your account, your
        family’s members or invitations, your connected calendar accounts or your other screens, and it cannot
        pair another screen. Unpairing it from <strong>Devices</strong> ends its sign-in at once.
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
