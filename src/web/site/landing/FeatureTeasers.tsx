import { Link } from 'react-router';

const TEASERS = [
  {
    title: 'Piggy banks & paid tasks',
    text: 'Give chores a dollar value. When a task is done, the money lands in the right piggy bank — on the screen for everyone to see.',
    icon: (
      <>
        <ellipse cx="24" cy="27" rx="15" ry="11" fill="#e8775a" />
        <circle cx="34" cy="24" r="1.8" fill="#2a2238" />
        <rect x="18" y="14" width="10" height="3" rx="1.5" fill="#2a2238" />
        <rect x="14" y="35" width="4" height="6" rx="2" fill="#e8775a" />
        <rect x="28" y="35" width="4" height="6" rx="2" fill="#e8775a" />
        <circle cx="24" cy="9" r="5" fill="#f4c15d" />
      </>
    ),
  },
  {
    title: 'Shopping mode',
    text: 'Pick what you need and walk the aisles one item at a time: “Got It!” ticks it off, “Pass” saves it for another shop.',
    icon: (
      <>
        <path
          d="M6 10h6l5 20h19l4-14H15"
          fill="none"
          stroke="#11706b"
          strokeWidth="3.5"
          strokeLinejoin="round"
        />
        <circle cx="19" cy="38" r="3.5" fill="#11706b" />
        <circle cx="33" cy="38" r="3.5" fill="#11706b" />
        <path d="M21 20l4 4 8-8" fill="none" stroke="#f4c15d" strokeWidth="3.5" strokeLinecap="round" />
      </>
    ),
  },
  {
    title: 'Menu planning',
    text: 'Plan breakfast, lunch and dinner for the week. The board shows what’s cooking, so nobody asks “what’s for dinner?”',
    icon: (
      <>
        <circle cx="24" cy="25" r="14" fill="#f4c15d" />
        <circle cx="24" cy="25" r="9" fill="#fff8f0" />
        <path
          d="M6 10v10M9 10v10M6 20h3M7.5 20v18"
          stroke="#7b5ea7"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M41 10c-3 2-3 9 0 11v17"
          stroke="#7b5ea7"
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
        />
      </>
    ),
  },
];

export function FeatureTeasers() {
  return (
    <section className="teasers" aria-labelledby="teasers-title">
      <div className="container">
        <h2 id="teasers-title" className="teasers__title">
          More than a calendar on the wall
        </h2>
        <ul className="teasers__list">
          {TEASERS.map((teaser) => (
            <li key={teaser.title} className="teaser">
              <svg className="teaser__icon" viewBox="0 0 48 48" aria-hidden="true">
                {teaser.icon}
              </svg>
              <h3>{teaser.title}</h3>
              <p>{teaser.text}</p>
            </li>
          ))}
        </ul>
        <p className="teasers__more">
          <Link to="/features" className="btn btn--secondary">
            Learn more<span className="visually-hidden"> about Luno’s features</span>
          </Link>
        </p>
      </div>
    </section>
  );
}
