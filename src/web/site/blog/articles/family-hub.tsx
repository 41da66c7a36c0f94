import { Link } from 'react-router';
import { ArticleLayout, ArticlePicture } from '../ArticleLayout';

/** /blog/family-hub */
export function Article() {
  return (
    <ArticleLayout slug="family-hub">
      <p>
        Every family has a place where the day gets sorted out: the fridge door, a whiteboard by the stairs,
        the kitchen table at breakfast. A family hub puts that place on a screen everyone walks past — and
        keeps it right without anyone copying dates from one phone to a piece of paper. This guide sets one up
        with Luno, from choosing the screen to the moment the first chore is ticked off.
      </p>

      <h2>1. Choose the screen</h2>
      <p>
        Luno runs in a web browser, so almost any screen that can open a web page will do. You do not need a
        particular brand of TV or an app store.
      </p>
      <ul>
        <li>
          <strong>A TV in the kitchen or the hallway</strong> — a smart TV’s own browser, or a small streaming
          stick or mini PC with a browser plugged into it. A TV is big enough to read from across the room.
        </li>
        <li>
          <strong>A tablet on the wall</strong> — an older tablet in a wall mount is perfect by the front door
          or on the fridge. Put Luno in full screen and the screen stays on while it shows the board.
        </li>
        <li>
          <strong>An old laptop or monitor</strong> — anything that can stay plugged in and open a browser.
        </li>
      </ul>
      <p>
        Put it where people already stop: by the coffee machine, next to the shoe rack, at the bottom of the
        stairs. A hub nobody passes is just another screen.
      </p>

      <h2>2. Make the first board</h2>
      <p>
        Create your account on a phone or a laptop (every plan starts with a free 7-day trial). There are two
        ways to make a board:
      </p>
      <ul>
        <li>
          <strong>Manage Screens</strong> asks for a name and what to show — events, the menu, shopping, lists
          and a piggy bank — and lays the board out for you. It is the quickest start.
        </li>
        <li>
          <strong>The editor</strong> lets you drag each widget where you want it, resize it and style it:
          colours, fonts, corners, shadows and a background colour or photo.
        </li>
      </ul>
      <ArticlePicture
        name="feature-editor"
        caption="The board editor: widgets on the canvas, their settings beside it."
      />
      <p>
        A good first board for a kitchen has a large clock, the week’s calendar, today’s chores, the next few
        dinners and the shopping list. Add a photo or the music player once the essentials are there. The
        board is drawn for the shape of the screen it is shown on; the editor’s <em>Layout for</em> switch
        lets you adjust the arrangement for a TV, a tablet or a phone separately.
      </p>

      <h2>3. Bring in the calendars</h2>
      <p>
        On the <strong>Calendars</strong> page, add each calendar the family uses: a school or club calendar
        by its iCal link, an iCloud calendar with an app-specific password, or a Google or Outlook account
        that you connect once and then pick calendars from. Every calendar widget on every board can show
        them. There are step-by-step guides for <Link to="/blog/google-calendar">Google Calendar</Link> and{' '}
        <Link to="/blog/outlook-calendar">Outlook and Microsoft 365</Link>.
      </p>

      <h2>4. Pair the screen with a QR code</h2>
      <p>
        Typing an email address and password with a TV remote is nobody’s idea of fun, so the screen pairs
        with your phone instead:
      </p>
      <ol>
        <li>
          On the TV or tablet, open your Luno address followed by <code>/pair</code>. It shows a QR code and
          an eight-letter code.
        </li>
        <li>
          Scan the QR code with your phone’s camera. If you are not signed in on the phone, Luno asks you to
          log in first and then carries on.
        </li>
        <li>
          The phone shows which screen is asking — its browser and its size — so you know you are pairing the
          right one. Give it a name, such as “Kitchen TV”, choose the board it shows and tap{' '}
          <strong>Pair Screen</strong>.
        </li>
        <li>The TV opens the board by itself a few seconds later.</li>
      </ol>
      <ArticlePicture name="feature-pairing" caption="The pairing screen on the TV." />
      <p>
        No camera handy? In the app, open <strong>Devices</strong>, choose to pair a screen and type the eight
        letters the TV shows. A code works once and only for ten minutes.
      </p>
      <ArticlePicture
        name="feature-pair-confirm"
        caption="The phone says which screen is asking before anything is paired."
        phone
      />
      <p>
        A paired screen signs in as itself, not as you. It can show the family’s boards and tick off chores,
        but it cannot change anything else or see your account settings. If a tablet goes missing, unpair it
        on the Devices page and it is signed out at once.
      </p>

      <h2>5. Living with it</h2>
      <p>
        Once the hub is up, it mostly looks after itself. A few things make it feel like part of the house:
      </p>
      <ul>
        <li>
          <strong>Changes arrive live.</strong> Add milk to the list on your phone in the supermarket car
          park, and the kitchen screen shows it within a second. Nobody has to refresh anything.
        </li>
        <li>
          <strong>Chores on the wall.</strong> Children tick off their own tasks on the tablet, and the value
          lands in their piggy bank. (The <Link to="/blog/deep-dive-family">chores deep dive</Link> explains
          how.)
        </li>
        <li>
          <strong>Several boards, one screen.</strong> Give a board a screen timer and the TV moves on to the
          next board after a while — calendar in the morning rush, menu and shopping after school. From the
          Devices page you can also send any screen to a particular board.
        </li>
        <li>
          <strong>Screen care.</strong> For a screen that never switches off, turn on the small shift that
          moves the board a few pixels now and then, and dim it at night.
        </li>
        <li>
          <strong>Wi-Fi trouble is not a blank screen.</strong> If the network drops, the board stays up with
          its last data and pictures, marked “Offline since …”, and catches up when the connection is back.
        </li>
      </ul>
      <ArticlePicture
        name="feature-devices"
        caption="The Devices page: each paired screen, the board it shows and when it was last seen."
      />

      <h2>Make it yours</h2>
      <p>
        The best hubs change with the family. Start small, see what people actually look at, and add to it: a
        countdown note before a holiday, the football fixtures in season, a slideshow of last summer’s photos.
        Everyone in the family account can edit the boards from their own phone, so it does not have to be one
        person’s job.
      </p>
    </ArticleLayout>
  );
}
