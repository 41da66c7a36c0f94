/**
 * The photos a board's slideshows show, at the size each shows them, told to whoever keeps them for
 * a display that loses the network: the viewer hands its service worker the list (`keepWith`), which
 * fetches and keeps them within its budget (public/sw.js). Elsewhere (the editor) nothing is told.
 */
import { useEffect, useId } from 'react';

/** What the viewer's service worker is sent: the board's address and its slideshows' photos, in turn. */
export interface KeptSlideshowMessage {
  slideshow: { board: string; photos: string[] };
}

/** Slideshows mounting together (a board's background and layers) are told as one list. */
const TELL_AFTER_MS = 500;

const shown = new Map<string, readonly string[]>();
let tell: ((message: KeptSlideshowMessage) => void) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Every slideshow's photos, taking one of each in turn, so a budget shared by a board's slideshows
 * keeps some of every one; each address once.
 */
export function interleave(lists: readonly (readonly string[])[]): string[] {
  const photos = new Set<string>();
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index++) {
    for (const list of lists) {
      const photo = list[index];
      if (photo !== undefined) photos.add(photo);
    }
  }
  return [...photos];
}

function tellSoon(): void {
  if (!tell) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    const photos = interleave([...shown.values()]);
    if (photos.length > 0) tell?.({ slideshow: { board: window.location.pathname, photos } });
  }, TELL_AFTER_MS);
}

/** From now on, the photos of the slideshows on screen are sent to `send` whenever they change. */
export function keepSlideshowsWith(send: (message: KeptSlideshowMessage) => void): void {
  tell = send;
  tellSoon();
}

/** Registers one slideshow's photo addresses (null until it knows the size it shows them at). */
export function useKeptSlideshow(photos: readonly string[] | null): void {
  const id = useId();
  const key = photos?.join('\n') ?? '';
  useEffect(() => {
    if (key === '') return;
    shown.set(id, key.split('\n'));
    tellSoon();
    return () => {
      shown.delete(id);
      tellSoon();
    };
  }, [id, key]);
}
