import { type RefObject, useCallback, useEffect, useState } from 'react';
import { LAYOUT_FULLSCREEN_EVENT } from '../../board/fullscreen';

type WakeLockSentinelLike = { release: () => Promise<void> };
type WakeLockNavigator = Navigator & {
  wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> };
};

/**
 * The full-screen preview of the canvas (spec 02 §4): toggled by the app's Fullscreen button (the
 * request-layout-fullscreen event) or the editor's own Preview button; editing is off while it
 * lasts, and the screen is kept awake, asking again when the tab becomes visible.
 */
export function useCanvasPreview(targetRef: RefObject<HTMLElement | null>) {
  const [preview, setPreview] = useState(false);

  const toggle = useCallback(() => {
    const target = targetRef.current;
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    target?.requestFullscreen?.().catch((err: unknown) => {
      console.warn('Full-screen was refused by the browser', err);
    });
  }, [targetRef]);

  useEffect(() => {
    const onChange = () =>
      setPreview(document.fullscreenElement !== null && document.fullscreenElement === targetRef.current);
    window.addEventListener(LAYOUT_FULLSCREEN_EVENT, toggle);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      window.removeEventListener(LAYOUT_FULLSCREEN_EVENT, toggle);
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, [toggle, targetRef]);

  useEffect(() => {
    if (!preview) return;
    let lock: WakeLockSentinelLike | null = null;
    let active = true;
    const request = () => {
      (navigator as WakeLockNavigator).wakeLock
        ?.request('screen')
        .then((sentinel) => {
          if (active) lock = sentinel;
          else void sentinel.release();
        })
        .catch(() => {
          // Refused (battery saver, no permission): the preview simply may dim.
        });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') request();
    };
    request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, [preview]);

  return { preview, toggle };
}
