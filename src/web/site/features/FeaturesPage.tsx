import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FREE_TRIAL_DAYS, PLANS } from '../../../common/plans';
import { ButtonLink } from '../../ui/ButtonLink';
import { Screenshot } from '../Screenshot';
import type { ScreenshotName } from '../screenshots';
import './features.css';

interface Feature {
  id: string;
  /** The short name in the page's contents. */
  short: string;
  title: string;
  lead: ReactNode;
  points: ReactNode[];
  pictures: { name: ScreenshotName; caption: string; phone?: boolean }[];
}

const FEATURES: Feature[] = [
  {
    id: 'calendars',
    short: 'Calendars',
    title: 'Every family calendar, from four kinds of source',
    lead: 'Add each calendar once. Every board with a calendar widget shows it, and Luno keeps it up to date by itself.',
    points: [
      <>
        <strong>iCal links</strong> — school, sports club, work rota or any calendar published as an{' '}
        <code>.ics</code> or <code>webcal://</code> address.
      </>,
      <>
        <strong>Apple iCloud</strong> (or any CalDAV server) with an app-specific password, stored encrypted.
      </>,
      <>
        <strong>Google Calendar</strong> — connect the account once, then pick which calendars to show. Luno
        asks only to read them; it never changes them.
      </>,
      <>
        <strong>Microsoft Outlook and Microsoft 365</strong> — the same: connect, choose, done.
      </>,
      <>
        Four views — a list, cards, a week and a month — plus an “events” widget for what is next. Recurring,
        all-day and time-zone events land on the right day, across daylight-saving changes.
      </>,
      <>Read again every few minutes, 90 days ahead; the Calendars page says when each was last synced.</>,
    ],
    pictures: [
      {
        name: 'feature-calendar-week',
        caption: 'The week view, with the school, Google and Outlook calendars',
      },
      { name: 'feature-calendar-sources', caption: 'The Calendars page: one form for all four kinds' },
    ],
  },
  {
    id: 'pairing',
    short: 'Pairing',
    title: 'Pair a TV by scanning a QR code',
    lead: 'Open Luno’s pairing page on the TV, scan the code with your phone, and choose what the TV shows. No password typed with a remote.',
    points: [
      <>The phone shows which screen is asking — its browser and size — before anything is paired.</>,
      <>Can’t scan? Type the eight-letter code the TV shows instead. Codes last ten minutes and work once.</>,
      <>
        A paired TV signs in as itself: it can show your boards and tick off chores, and nothing else. Unpair
        it from the <strong>Devices</strong> page and it is signed out at once.
      </>,
      <>Send any TV to another board from your phone, or let it cycle through boards on a timer.</>,
    ],
    pictures: [
      { name: 'feature-pairing', caption: 'The TV’s pairing screen' },
      { name: 'feature-pair-confirm', caption: 'Confirming on the phone', phone: true },
    ],
  },
  {
    id: 'live',
    short: 'Live & offline',
    title: 'Live on every screen, and still there offline',
    lead: 'Tick off a chore or add milk on your phone, and the kitchen TV shows it within a second — no refresh, no waiting for the next sync.',
    points: [
      <>Changes reach every open board at once, however many screens and phones the family has.</>,
      <>
        When the Wi-Fi drops or the server restarts, the TV keeps showing the last board with its pictures,
        marked “Offline since …”, and catches up by itself when it is back.
      </>,
      <>A TV that restarts without a network still opens its last board.</>,
      <>
        Screen care for screens that never switch off: the board shifts a few pixels now and then, and can dim
        at night.
      </>,
    ],
    pictures: [
      { name: 'feature-offline', caption: 'A TV that lost its server, still showing the board' },
      { name: 'feature-devices', caption: 'The Devices page: each paired screen and what it shows' },
    ],
  },
  {
    id: 'family',
    short: 'Family',
    title: 'One family account, everyone in it',
    lead: 'Invite the other parent, a grandparent or the babysitter with a link. Everyone signed in to the family sees and edits the same boards and lists.',
    points: [
      <>Invite links last seven days and can be withdrawn before they are used.</>,
      <>Members can sign in with email and password or with Google.</>,
      <>Anyone can leave; the family’s boards and lists stay with the family.</>,
    ],
    pictures: [{ name: 'feature-members', caption: 'The Account page: members and invite links' }],
  },
  {
    id: 'chores',
    short: 'Chores',
    title: 'Chores and piggy banks',
    lead: 'Give each chore an assignee and a dollar value. When it is done, the money goes into that child’s piggy bank — on the wall for everyone to see.',
    points: [
      <>Tasks repeat daily, weekly, monthly or yearly, and come back by themselves when ticked off.</>,
      <>Each piggy bank keeps its history: every payout, every deposit, every withdrawal.</>,
      <>Lists show as a checklist or as big cards, with or without values.</>,
      <>
        Read the <Link to="/blog/deep-dive-family">deep dive on chores and pocket money</Link>.
      </>,
    ],
    pictures: [
      { name: 'feature-chores', caption: 'A chores list with assignees and values' },
      { name: 'feature-piggy-bank', caption: 'A piggy bank on the board' },
    ],
  },
  {
    id: 'kitchen',
    short: 'Menu & shopping',
    title: 'The week’s menu and the shopping list',
    lead: 'Plan breakfast, lunch and dinner for the week, and keep one shopping list the whole family adds to.',
    points: [
      <>The menu widget shows today and the days after it, with the meals you choose.</>,
      <>
        <strong>Shopping mode</strong> walks the aisles with you one item at a time: “Got It!” ticks it off,
        “Pass” keeps it for next time.
      </>,
      <>Let the board tick items off too, for a tablet on the fridge.</>,
    ],
    pictures: [
      { name: 'feature-menu', caption: 'Four days of meals on the kitchen board' },
      { name: 'feature-shopping-phone', caption: 'The shopping list on a phone', phone: true },
    ],
  },
  {
    id: 'photos',
    short: 'Photos',
    title: 'Photos: albums, your own library and stock pictures',
    lead: 'Put the family’s photos on the wall, as a background or a card, one picture or a slideshow.',
    points: [
      <>
        <strong>Shared albums</strong> from Google Photos and iCloud: paste the album’s link and Luno shows it
        as a slideshow, picking up new photos as they are added.
      </>,
      <>
        <strong>Your photo library</strong>: upload photos straight to Luno (up to 500, 30 MB each), turned
        upright and sized for each screen.
      </>,
      <>
        <strong>Stock photos</strong> from a built-in image search, credited to the photographer on the board.
      </>,
    ],
    pictures: [
      { name: 'board-kitchen', caption: 'The kitchen board with a photo slideshow and the music player' },
    ],
  },
  {
    id: 'music',
    short: 'Music',
    title: 'Music: a Spotify remote on the wall',
    lead: 'Connect Spotify and the music widget shows what is playing in the house, with play, pause, skip, shuffle and the speaker it plays on.',
    points: [
      <>Pick a playlist for the board and start it on any of your Spotify speakers or TVs.</>,
      <>Three layouts, from a small strip to a full column with the album cover.</>,
      <>Playback control needs Spotify Premium, as Spotify requires.</>,
    ],
    pictures: [{ name: 'feature-music', caption: 'The music player, playing in the kitchen' }],
  },
  {
    id: 'boards',
    short: 'Boards',
    title: 'Boards you arrange yourself',
    lead: 'Drag widgets onto the canvas, resize them, and style every card: colours, fonts, shadows, backgrounds.',
    points: [
      <>Clocks in any time zone, notes, images, calendars, lists, menus, shopping, piggy banks and music.</>,
      <>One board fits every screen: a layout for the TV, the tablet and the phone, each adjustable.</>,
      <>Undo and redo, templates to start from, and keyboard shortcuts.</>,
    ],
    pictures: [{ name: 'feature-editor', caption: 'The board editor' }],
  },
];

function FeatureSection({ feature, index }: { feature: Feature; index: number }) {
  return (
    <section
      id={feature.id}
      className={index % 2 === 1 ? 'feature feature--flipped' : 'feature'}
      aria-labelledby={`${feature.id}-title`}
    >
      <div className="feature__text">
        <h2 id={`${feature.id}-title`}>{feature.title}</h2>
        <p className="feature__lead">{feature.lead}</p>
        <ul className="feature__points">
          {feature.points.map((point, n) => (
            <li key={n}>{point}</li>
          ))}
        </ul>
      </div>
      <div
        className={
          feature.pictures.length > 1 ? 'feature__pictures feature__pictures--two' : 'feature__pictures'
        }
      >
        {feature.pictures.map((picture) => (
          <figure key={picture.name} className={picture.phone ? 'shot shot--phone' : 'shot'}>
            <Screenshot
              name={picture.name}
              sizes={picture.phone ? '(max-width: 900px) 45vw, 200px' : '(max-width: 900px) 92vw, 560px'}
            />
            <figcaption>{picture.caption}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

/** The plans as pricing sells them, drawn from the same list. */
function PlansSummary() {
  const price = (prices: (typeof PLANS)[number]['prices']) =>
    prices.monthly !== undefined ? `$${prices.monthly} a month` : `$${prices.one_time} once`;
  return (
    <section id="plans" className="feature feature--plans" aria-labelledby="plans-title">
      <div className="feature__text">
        <h2 id="plans-title">Plans for every home</h2>
        <p className="feature__lead">
          Every subscription starts with a free {FREE_TRIAL_DAYS}-day trial, and every plan has every feature
          on this page. Plans differ in how many screens they run.
        </p>
      </div>
      <ul className="plans-summary">
        {PLANS.map((plan) => (
          <li key={plan.tier} className="plans-summary__plan">
            <span className="plans-summary__name">{plan.name}</span>
            <span className="plans-summary__screens">Up to {plan.screenLimit} screens</span>
            <span className="plans-summary__price">{price(plan.prices)}</span>
          </li>
        ))}
      </ul>
      <p className="feature__more">
        <ButtonLink to="/pricing">Compare plans and prices</ButtonLink>
      </p>
    </section>
  );
}

/** /features: every capability of Luno, each shown as it looks. */
export function FeaturesPage() {
  return (
    <div className="features-page">
      <header className="container features-page__intro">
        <span className="eyebrow">Features</span>
        <h1>Everything on your family’s wall</h1>
        <p className="features-page__lead">
          Luno turns a TV, a wall screen or a tablet into the place your family checks the day: calendars,
          chores, meals, shopping, photos and music, arranged the way you like and up to date on every screen.
        </p>
        <div className="features-page__actions">
          <ButtonLink to="/demo" size="large">
            Try the Demo
          </ButtonLink>
          <ButtonLink to="/pricing" size="large" variant="secondary" className="when-billing-on">
            Start free trial
          </ButtonLink>
          <ButtonLink to="/signup" size="large" variant="secondary" className="when-billing-off">
            Create your account
          </ButtonLink>
        </div>
        <Screenshot
          name="board-family"
          className="features-page__hero tv"
          sizes="(max-width: 1200px) 92vw, 1100px"
          priority
        />
      </header>
      <nav className="container features-toc" aria-label="Features on this page">
        <ul>
          {FEATURES.map((feature) => (
            <li key={feature.id}>
              <a href={`#${feature.id}`}>{feature.short}</a>
            </li>
          ))}
          <li>
            <a href="#plans">Plans</a>
          </li>
        </ul>
      </nav>
      <div className="container">
        {FEATURES.map((feature, index) => (
          <FeatureSection key={feature.id} feature={feature} index={index} />
        ))}
        <PlansSummary />
      </div>
    </div>
  );
}
