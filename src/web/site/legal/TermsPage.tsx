import { Link } from 'react-router';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>These terms are short on purpose. By creating an account you agree to them.</p>

      <h2>Your account</h2>
      <ul>
        <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
        <li>
          A family account is shared: its members see and change the same boards and lists, and its paired
          screens show them and can tick off chores, nothing more (see the{' '}
          <Link to="/privacy">Privacy Policy</Link>). Only add people and devices you trust.
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
      </ul>

      <h2>Your content</h2>
      <p>
        What you put into Luno stays yours. We only store and show it so your screens work, as described in
        the <Link to="/privacy">Privacy Policy</Link>, and we never sell it.
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
