import { Link } from 'react-router';
import { ArticleLayout, ArticlePicture } from '../ArticleLayout';

/** /blog/outlook-calendar */
export function Article() {
  return (
    <ArticleLayout slug="outlook-calendar">
      <p>
        In many families one parent’s week is run by Outlook: meetings, business trips, the late shift. When
        that calendar is on the family screen, nobody has to ask “are you home for dinner on Thursday?”. Luno
        reads Outlook calendars from personal Outlook.com accounts and from work or school Microsoft 365
        accounts. Here is how.
      </p>

      <h2>Connect a Microsoft account</h2>
      <ol>
        <li>
          In Luno, open <strong>Calendars</strong> and, under <strong>Add a calendar</strong>, choose{' '}
          <strong>Outlook</strong>.
        </li>
        <li>
          Choose <strong>Connect Microsoft Outlook</strong> and sign in with the Microsoft account. Microsoft
          shows what Luno asks for: to read your calendars, your email address, and to keep that access while
          you are away. Luno cannot create, change or delete events.
        </li>
        <li>
          Back in Luno, the calendars of that account are listed. Choose <strong>Add</strong> beside each one
          the family screens should show — often just the main calendar.
        </li>
      </ol>
      <p>
        From then on Luno reads each calendar again every few minutes, asking Microsoft only for what changed.
        The access Microsoft gave is kept encrypted on the Luno server, and <strong>Disconnect</strong>{' '}
        removes it along with that account’s calendars from every board.
      </p>
      <ArticlePicture
        name="feature-calendar-sources"
        caption="One Calendars page for every kind: here a school feed, Google and Outlook."
      />

      <h3>Work and school accounts</h3>
      <p>
        A Microsoft 365 account belongs to an organisation, and some organisations only let their staff
        connect apps an administrator has approved. If Microsoft says Luno needs an administrator’s approval,
        either ask for it or use the published link below — it needs no approval and works just as well for a
        family screen.
      </p>

      <h2>Or: publish the calendar and paste its link</h2>
      <p>
        This route also suits a Luno server without Microsoft sign-in set up, which Luno tells you on the
        Outlook choice.
      </p>
      <ol>
        <li>
          In Outlook on the web, open <strong>Settings</strong> → <strong>Calendar</strong> →{' '}
          <strong>Shared calendars</strong>.
        </li>
        <li>
          Under <strong>Publish a calendar</strong>, pick the calendar and how much to share. “Can view when
          I’m busy” shows only busy times; “Can view titles and locations” shows what each event is. Choose{' '}
          <strong>Publish</strong>.
        </li>
        <li>
          Copy the <strong>ICS</strong> link (not the HTML one). In Luno, choose <strong>iCal link</strong>,
          name the calendar and paste it.
        </li>
      </ol>
      <p>
        A published link is readable by anyone who has it, so keep it private; Outlook can reset it if it ever
        leaks.
      </p>

      <h2>Work and family on one board, without the clutter</h2>
      <p>
        A full work calendar can drown out the school run. A few ways to keep the board useful for everyone:
      </p>
      <ul>
        <li>
          <strong>Choose per widget.</strong> Each calendar widget shows the calendars you tick. Put the work
          calendar in the parents’ week view and leave it off the children’s board.
        </li>
        <li>
          <strong>Share less.</strong> A calendar published as “busy” only shows when you are not available,
          which is often all the family needs.
        </li>
        <li>
          <strong>Use colour.</strong> Each calendar has its own colour on the board, so work, school and
          family events are told apart at a glance.
        </li>
        <li>
          <strong>Look ahead.</strong> A month view shows which weeks are heavy before they arrive; a list of
          the next events suits a small card by the door.
        </li>
      </ul>
      <ArticlePicture
        name="board-calendar"
        caption="A calendar board: the month, today, what is coming up and the time."
      />

      <h2>Good to know</h2>
      <ul>
        <li>
          Events are shown in the family’s time zone, set on the Account page — handy when a work calendar is
          kept in another one. Recurring and all-day events, and the weeks the clocks change, are handled.
        </li>
        <li>Luno keeps the next 90 days of each calendar, so the month view is full.</li>
        <li>
          If Microsoft stops accepting Luno’s access (a changed password, an expired approval), the Calendars
          page offers to connect again, and the boards keep the events read last until then.
        </li>
      </ul>
      <p>
        Google calendars in the family too? Follow the <Link to="/blog/google-calendar">Google guide</Link>{' '}
        and put both side by side.
      </p>
    </ArticleLayout>
  );
}
