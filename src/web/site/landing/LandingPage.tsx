import { ButtonLink } from '../../ui/ButtonLink';
import { FeatureTeasers } from './FeatureTeasers';
import { ScreenshotCarousel } from './ScreenshotCarousel';

const BENEFITS = [
  {
    title: 'Everyone’s calendar in one place.',
    text: 'Sync with the Google, Outlook and Apple calendars you already use.',
  },
  {
    title: 'Screens made for your home.',
    text: 'Personalised boards for the kitchen TV, the hallway tablet and the kids’ rooms.',
  },
  {
    title: 'Chores that run themselves.',
    text: 'Repeating tasks, piggy banks with paid tasks, a grocery shopping mode and dinner menu planning.',
  },
];

export function LandingPage() {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <span className="eyebrow">The family board for any screen</span>
            <h1 className="hero__title">Let's plan.</h1>
            <ul className="hero__benefits">
              {BENEFITS.map((benefit) => (
                <li key={benefit.title}>
                  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                    <circle cx="12" cy="12" r="11" fill="#e3f2ef" />
                    <path
                      d="M7 12.5l3 3 7-7"
                      fill="none"
                      stroke="#11706b"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <span>
                    <strong>{benefit.title}</strong> {benefit.text}
                  </span>
                </li>
              ))}
            </ul>
            <div className="hero__actions">
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
            <p className="hero__trial when-billing-on">Free for 7 days. Cancel any time.</p>
          </div>
          <ScreenshotCarousel />
        </div>
      </section>
      <FeatureTeasers />
    </>
  );
}
