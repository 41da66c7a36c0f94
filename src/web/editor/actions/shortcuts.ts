/**
 * Key combinations written as 'Mod+Shift+Z': modifiers first, the key last. Mod is ⌘ on Apple
 * devices and Ctrl elsewhere; Ctrl always means the Control key. Letters match the key as typed
 * (so a French keyboard's Z is Z), brackets match the physical key (Shift turns ']' into '}').
 */

export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

interface ParsedShortcut {
  key: string;
  mod: boolean;
  ctrl: boolean;
  shift: boolean;
  alt: boolean;
}

const PHYSICAL_KEYS: Record<string, string> = { '[': 'BracketLeft', ']': 'BracketRight' };

function parse(shortcut: string): ParsedShortcut {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  return {
    key,
    mod: parts.includes('Mod'),
    ctrl: parts.includes('Ctrl'),
    shift: parts.includes('Shift'),
    alt: parts.includes('Alt'),
  };
}

function keyMatches(expected: string, press: KeyPress): boolean {
  const physical = PHYSICAL_KEYS[expected];
  if (physical) return press.code === physical;
  if (expected.length === 1) return press.key.toLowerCase() === expected.toLowerCase();
  return press.key === expected;
}

export function matchesShortcut(shortcut: string, press: KeyPress, apple: boolean): boolean {
  const wanted = parse(shortcut);
  const wantsCtrl = wanted.ctrl || (wanted.mod && !apple);
  const wantsMeta = wanted.mod && apple;
  return (
    press.ctrlKey === wantsCtrl &&
    press.metaKey === wantsMeta &&
    press.shiftKey === wanted.shift &&
    press.altKey === wanted.alt &&
    keyMatches(wanted.key, press)
  );
}

const KEY_NAMES: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
  Delete: 'Del',
  Backspace: '⌫',
};

/** How a shortcut is written for people, e.g. '⇧⌘Z' on a Mac and 'Ctrl+Shift+Z' elsewhere. */
export function shortcutLabel(shortcut: string, apple: boolean): string {
  const wanted = parse(shortcut);
  const key = KEY_NAMES[wanted.key] ?? wanted.key.toUpperCase();
  if (apple) {
    return `${wanted.ctrl ? '⌃' : ''}${wanted.alt ? '⌥' : ''}${wanted.shift ? '⇧' : ''}${wanted.mod ? '⌘' : ''}${key}`;
  }
  const modifiers = [
    wanted.ctrl || wanted.mod ? 'Ctrl' : '',
    wanted.alt ? 'Alt' : '',
    wanted.shift ? 'Shift' : '',
  ];
  return [...modifiers.filter(Boolean), key].join('+');
}

/** The aria-keyshortcuts value (WAI-ARIA names: Control, Meta, Shift, Alt). */
export function ariaShortcut(shortcut: string, apple: boolean): string {
  const wanted = parse(shortcut);
  const modifiers = [
    wanted.ctrl || (wanted.mod && !apple) ? 'Control' : '',
    wanted.mod && apple ? 'Meta' : '',
    wanted.alt ? 'Alt' : '',
    wanted.shift ? 'Shift' : '',
  ];
  return [...modifiers.filter(Boolean), wanted.key].join('+');
}

export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}
