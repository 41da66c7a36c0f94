import { ComingSoon } from '../ui/ComingSoon';

/*
 * The app's pages until their own releases replace them (the editor, the data pages and the viewer each
 * arrive as a later issue). Each says what the page will hold.
 */

function Placeholder({ title, children }: { title: string; children: string }) {
  return (
    <div className="app-page">
      <ComingSoon title={title}>
        <p>{children}</p>
      </ComingSoon>
    </div>
  );
}

export function EventsPage() {
  return (
    <Placeholder title="Calendars">
      Connect Google, Outlook and Apple calendars or any iCal link, and choose which ones your screens show.
    </Placeholder>
  );
}
