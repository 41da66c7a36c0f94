/** The editor listens for this event and takes its canvas (not the whole page) full-screen. */
export const LAYOUT_FULLSCREEN_EVENT = 'request-layout-fullscreen';

/** Full-screen for the page the user is on: the editor's canvas on /app/layout, else the whole document. */
export function requestFullscreenFor(pathname: string): void {
  if (pathname === '/app/layout') {
    window.dispatchEvent(new Event(LAYOUT_FULLSCREEN_EVENT));
    return;
  }
  if (document.fullscreenElement) {
    void document.exitFullscreen();
    return;
  }
  document.documentElement.requestFullscreen?.().catch((err: unknown) => {
    console.warn('Full-screen was refused by the browser', err);
  });
}
