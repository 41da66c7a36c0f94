import { useEffect } from 'react';

/**
 * Keeps the display awake while `active` (the viewer in fullscreen). The browser drops a wake lock
 * whenever the tab is hidden, so it is asked for again when the tab is visible once more.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;

    const acquire = async () => {
      if (sentinel && !sentinel.released) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) void lock.release();
        else sentinel = lock;
      } catch (err) {
        // Refused (battery saver, no permission): the display may dim, the board still shows.
        console.warn('Could not keep the screen awake', err);
      }
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && document.fullscreenElement) void acquire();
    };

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release();
    };
  }, [active]);
}
