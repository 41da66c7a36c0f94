import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="2026-11-25">
      <p>
        Luno keeps your family’s plans so they can be shown on your screens. This page says plainly what that
        means. It applies to the Luno server you are using right now, whoever runs it.
      </p>

      <h2>What we keep</h2>
      <h3>Your account and family</h3>
      <ul>
        <li>
          Each member’s email address and a securely hashed password (never the password itself). If you sign
          in with Google, the identifier Google gives your account instead of a password.
        </li>
        <li>The family’s name, its time zone (so “today” is your today) and its plan.</li>
        <li>
          Who is in the family, and the invite links you create. An invite is kept only as a fingerprint of
          its link, and it stops working after seven days or when it is used or withdrawn.
        </li>
      </ul>
      <h3>What you put into Luno</h3>
      <ul>
        <li>
          Boards and their layouts, templates, task lists and tasks, piggy banks and their history, the weekly
          menu and shopping lists.
        </li>
        <li>
          <strong>Photos you upload</strong> to the photo library, resized for your screens. Luno removes the
          information cameras add to a photo, such as where it was taken, before keeping it.
        </li>
        <li>
          Links to the shared albums you show, and the list of their photos, read again now and then so new
          photos appear.
        </li>
      </ul>
      <h3>Calendars</h3>
      <ul>
        <li>
          The calendars you add — an iCal address, an Apple (CalDAV) server and user name, or a Google or
          Microsoft account — and the events Luno reads from them for the coming months.
        </li>
        <li>
          <strong>The keys to your calendars are sealed.</strong> Apple app-specific passwords and the access
          Google and Microsoft give Luno are stored encrypted (AES-256-GCM) under a key that never leaves this
          server, and are used only to read the calendars you chose. Luno asks those services for read-only
          access; it never changes your calendars.
        </li>
      </ul>
      <h3>Music</h3>
      <ul>
        <li>
          If you connect Spotify: your Spotify account name and the access Spotify gives Luno, stored
          encrypted like calendar access, used only to show and control what is playing.
        </li>
      </ul>
      <h3>Screens and devices</h3>
      <ul>
        <li>
          For each browser that uses Luno: a random device id and its width and height, so boards fit it.
        </li>
        <li>
          For each paired screen: the name you give it, its browser, the board it shows and when it was last
          seen. A screen waiting to be paired keeps its codes for ten minutes, stored only as fingerprints,
          and they are deleted soon after.
        </li>
      </ul>
      <h3>Payments</h3>
      <ul>
        <li>
          When payments are enabled, card details are entered on the card payment provider’s own checkout page
          and never reach Luno. Luno keeps the provider’s customer and subscription references for your family
          and whether your subscription is active — never a card number.
        </li>
      </ul>
      <h3>The demo mailing list</h3>
      <ul>
        <li>
          If you try the demo, the email address you give there is kept once, to let you know about Luno. It
          is not sold or shared. To be taken off the list, ask whoever runs this Luno server.
        </li>
      </ul>
      <h3>Sign-in and visits</h3>
      <ul>
        <li>
          Cookies that keep you signed in and protect your forms, and one that remembers a browser has signed
          in before, so repeated wrong passwords from elsewhere cannot lock you out. There are no advertising
          or tracking cookies.
        </li>
        <li>
          Failed log-ins for a while, to stop password guessing; and simple visit counts: which page was
          viewed and where the visit came from (for example “direct”).
        </li>
      </ul>

      <h2>Who can see it</h2>
      <p>
        <strong>Family screen data is shared among members of a family account.</strong> Everyone signed in to
        your family can see and change its boards, lists, menus, photos and calendars. Screens paired with it
        can see them and tick off chores, and nothing more (below). Other families cannot.
      </p>

      <h2>What a paired screen can do</h2>
      <p>A TV or wall screen you pair signs in as itself, not as you. Its sign-in can only:</p>
      <ul>
        <li>
          read your family’s boards and what they show: tasks, the weekly menu, shopping lists, calendar
          events and the names of your calendars, piggy banks and their history, photos, the names and sizes
          of your screens, and your family’s name and plan;
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
        family’s members or invitations, your connected accounts or your other screens, and it cannot pair
        another screen. Unpairing it from <strong>Devices</strong> ends its sign-in at once.
      </p>

      <h2>Where it lives, and who else is involved</h2>
      <p>
        Your data stays on the server this Luno is hosted on. Luno talks to other services only when you use
        them, and only for what your screens show:
      </p>
      <ul>
        <li>the calendar hosts you add (Google, Microsoft, Apple or the site of an iCal link);</li>
        <li>Google Photos or iCloud for a shared album you link;</li>
        <li>the stock-photo service, with the words you search for;</li>
        <li>Spotify, once you connect it;</li>
        <li>the card payment provider, when you subscribe.</li>
      </ul>

      <h2>What we never do</h2>
      <p>
        We do not sell your data, rent it, or use it for advertising. There are no third-party trackers on
        this site.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>Disconnect a calendar account or Spotify at any time; Luno forgets its access at once.</li>
        <li>Delete photos, boards, lists and calendars whenever you like.</li>
        <li>Leave a family from the Account page; its boards and lists stay with the family.</li>
        <li>Unsubscribe at any time from the app’s menu.</li>
        <li>
          <strong>Delete Everything</strong> in the same menu removes your account and, when you are its last
          member, all of your family’s data from this server. It cannot be undone.
        </li>
      </ul>

      <p className="muted">
        See also the <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
