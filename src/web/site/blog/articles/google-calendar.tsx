import { Link } from 'react-router';
import { ArticleLayout, ArticlePicture } from '../ArticleLayout';

/** /blog/google-calendar */
export function Article() {
  return (
    <ArticleLayout slug="google-calendar">
      <p>
        If your family already lives in Google Calendar — school runs on one calendar, swimming on another,
        birthdays on a shared one — the last thing you want is to type it all out again for the kitchen
        screen. Luno reads those calendars directly and keeps them on every board. There are two ways to
        connect them; this guide covers both, then how to show them well.
      </p>

      <h2>Way 1: connect your Google account</h2>
      <p>
        This is the best choice for most families. You sign in with Google once and pick calendars from a
        list.
      </p>
      <ol>
        <li>
          In Luno, open <strong>Calendars</strong> and, under <strong>Add a calendar</strong>, choose{' '}
          <strong>Google</strong>.
        </li>
        <li>
          Choose <strong>Connect Google</strong>. Google asks you to choose an account and shows what Luno
          asks for: permission to <em>read</em> your calendars and your email address. Luno never asks to
          change or delete events.
        </li>
        <li>
          Back in Luno, the page says “Google is connected. Choose the calendars to show.” and lists every
          calendar of that account, including ones shared with you.
        </li>
        <li>
          Choose <strong>Add</strong> beside each calendar the family screen should show. Its events appear in
          the Agenda straight away.
        </li>
      </ol>
      <ArticlePicture
        name="feature-calendar-sources"
        caption="The Calendars page with a school iCal feed, a Google calendar and an Outlook calendar."
      />
      <p>
        Luno then reads each calendar again every few minutes. It asks Google only for what changed since the
        last time, so even a busy calendar stays light. Everyone in the family account sees the same
        calendars; you connect once for the whole family.
      </p>
      <h3>What Luno keeps</h3>
      <p>
        Google gives Luno a key to read the calendars you allowed. Luno keeps it encrypted on its server, uses
        it only to read those calendars, and throws it away when you choose <strong>Disconnect</strong> —
        which also tells Google to cancel it and removes that account’s calendars from every board. If you
        cancel Luno’s access from your Google account settings instead, the Calendars page says so and offers
        to connect again; the events it read last stay on the boards meanwhile.
      </p>

      <h2>Way 2: paste the calendar’s secret iCal address</h2>
      <p>
        Some Luno servers — a family running its own, for example — have no Google sign-in set up. Luno says
        so on the Google choice, and you can still add any Google calendar by its private address:
      </p>
      <ol>
        <li>
          In Google Calendar on a computer, open the calendar’s <strong>Settings and sharing</strong>.
        </li>
        <li>
          Under <strong>Integrate calendar</strong>, copy <strong>Secret address in iCal format</strong>.
        </li>
        <li>
          In Luno, choose <strong>iCal link</strong>, give the calendar a name (“Family”, “Swimming”) and
          paste the address.
        </li>
      </ol>
      <p>
        Luno reads the calendar before saving it, so a mistyped address is caught straight away. Treat the
        secret address like a password: anyone who has it can read the calendar. If it leaks, reset it in
        Google Calendar and paste the new one into Luno. Note that Google refreshes this address on its own
        schedule, so a new event can take longer to appear than with a connected account.
      </p>

      <h2>Show it on a board</h2>
      <p>
        Add a <strong>Calendar</strong> widget in the editor and tick the calendars it shows — a board for the
        children might show only school and activities, the parents’ board everything. Then pick a view:
      </p>
      <ul>
        <li>
          <strong>Week</strong> — seven (or five) columns, one per day. The best all-round view for a TV in
          the kitchen.
        </li>
        <li>
          <strong>Month</strong> — the whole month at a glance, with a dot for each event; good for spotting
          busy weeks ahead.
        </li>
        <li>
          <strong>List</strong> — today, tomorrow, the next few days or the next few events. Ideal for a small
          card beside the clock.
        </li>
        <li>
          <strong>Cards</strong> — each event as a card, easy to read from across the room.
        </li>
      </ul>
      <ArticlePicture name="feature-calendar-month" caption="The month view, with every family calendar." />
      <p>
        Each calendar has its own colour on the board, so it is clear at a glance whose event is whose.
        All-day events, events that repeat and events set in another time zone are placed on the right days in
        your family’s own time zone, including the weeks when the clocks change. Luno keeps the next 90 days
        of every calendar.
      </p>

      <h2>When something looks wrong</h2>
      <ul>
        <li>
          <strong>An event is missing.</strong> Check that its calendar is ticked in the widget’s settings,
          and look at the Calendars page: each calendar says when it was last read.
        </li>
        <li>
          <strong>A calendar shows an error.</strong> Luno keeps showing the events it read last, says what
          went wrong and tries again by itself. For a connected account, “Connect Google again” fixes an
          access that was cancelled or expired.
        </li>
        <li>
          <strong>Times are an hour off.</strong> Check the family’s time zone on the Account page; Luno
          places events in that zone, whatever the screen’s own setting.
        </li>
      </ul>
      <p>
        Using Outlook as well? The <Link to="/blog/outlook-calendar">Outlook guide</Link> works the same way,
        and both can sit side by side in one week view.
      </p>
    </ArticleLayout>
  );
}
