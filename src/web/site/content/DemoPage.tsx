import { ButtonLink } from '../../ui/ButtonLink';
import { ComingSoon } from '../../ui/ComingSoon';

export function DemoPage() {
  return (
    <div className="container">
      <ComingSoon
        title="Try the Demo"
        extra={
          <div className="coming-soon__actions">
            <ButtonLink to="/pricing">Start a free trial instead</ButtonLink>
          </div>
        }
      >
        <p>
          Soon you’ll be able to try the board editor right here: drag widgets around a sample screen, change
          colours and fonts, and see how it looks on a TV — no account needed.
        </p>
      </ComingSoon>
    </div>
  );
}
