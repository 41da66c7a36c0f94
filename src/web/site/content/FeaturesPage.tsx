import { ButtonLink } from '../../ui/ButtonLink';
import { ComingSoon } from '../../ui/ComingSoon';

export function FeaturesPage() {
  return (
    <div className="container">
      <ComingSoon
        title="Features"
        extra={
          <div className="coming-soon__actions">
            <ButtonLink to="/pricing">See plans</ButtonLink>
          </div>
        }
      >
        <p>
          A tour of every widget is on its way: calendars that sync with Google, Outlook and Apple, repeating
          chores that pay into piggy banks, the weekly dinner menu, shopping mode, clocks, photos and music.
        </p>
      </ComingSoon>
    </div>
  );
}
