import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BrandMark } from './ui/BrandMark';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically a new release was deployed
 * while this tab was open), so the visitor gets a way forward instead of a blank screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <main className="route-error">
      <BrandMark />
      <div className="card route-error__card">
        <h1>Something went wrong</h1>
        <p className="muted">
          This page could not be shown. Reloading usually fixes it; if not, please try again in a moment.
        </p>
        {detail && <p className="muted">{detail}</p>}
        <div className="route-error__actions">
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Reload
          </button>
          <a className="btn btn--secondary" href="/">
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}
