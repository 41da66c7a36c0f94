import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="2026-11-25">
      <p>These terms are short on purpose. By creating an account you agree to them.</p>

      <h2>Your account</h2>
      <ul>
        <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
        <li>
          A family account is shared: its members see and change the same boards, lists, photos and calendars,
          and its paired screens show them and can tick off chores, nothing more (see the{' '}
          <Link to="/privacy">Privacy Policy</Link>). Only invite people and pair devices you trust.
        </li>
        <li>Don’t use Luno to break the law or to store content you have no right to show.</li>
      </ul>

      <h2>Plans and trials</h2>
      <ul>
        <li>
          Paid plans start with a free 7-day trial. You will not be charged if you unsubscribe before it ends.
        </li>
        <li>Weekly, monthly and yearly plans renew until you unsubscribe from the app’s menu.</li>
        <li>Plus Forever is a single payment for as long as this service runs.</li>
        <li>Each plan allows a number of screens: Core up to 2, Plus up to 6, Plus Forever up to 10.</li>
        <li>Payments are taken by the card payment provider on its own checkout page.</li>
      </ul>

      <h2>Your content</h2>
      <p>
        What you put into Luno — boards, lists, menus, photos — stays yours. We only store and show it so your
        screens work, as described in the <Link to="/privacy">Privacy Policy</Link>, and we never sell it.
        Only upload photos you have the right to show.
      </p>

      <h2>Other services</h2>
      <p>
        When you connect a calendar account, a shared album, Spotify or use the image search, that service’s
        own terms apply to it as well. Luno only reads what your screens show, and playback control on Spotify
        needs a Spotify Premium account. If a service stops answering or changes what it allows, the matching
        part of Luno may stop working until it is back.
      </p>

      <h2>The demo</h2>
      <p>
        The demo lets anyone try the board editor on a sample board. Nothing done there is saved to a server.
        The email address asked for there is used as described in the{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>Availability</h2>
      <p>
        We work to keep Luno running and your data safe, but the service is provided as it is, without a
        promise that it will never be interrupted. Screens keep showing the last data they had while they are
        offline.
      </p>

      <h2>Ending</h2>
      <p>
        You can stop at any time: unsubscribe, or use Delete Everything to remove your account and your
        family’s data. We may close accounts that abuse the service.
      </p>
    </LegalPage>
  );
}
