import { describe, expect, it } from 'vitest';
import { type PushEnvironment, pushSupportOf } from './pushSupport';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
// iPadOS asks for desktop sites by default: it says it is a Mac.
const IPAD_OR_MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const browser = (environment: Partial<PushEnvironment>): PushEnvironment => ({
  userAgent: ANDROID_CHROME,
  maxTouchPoints: 5,
  standalone: false,
  canPush: true,
  permission: 'default',
  ...environment,
});

describe('which notifications state a browser gets', () => {
  it('sends an iPhone in the browser to the Home Screen, whichever browser it is', () => {
    expect(pushSupportOf(browser({ userAgent: IPHONE_SAFARI, canPush: false }))).toBe('add-to-home-screen');
    expect(pushSupportOf(browser({ userAgent: IPHONE_CHROME, canPush: false }))).toBe('add-to-home-screen');
    // Even where the page sees a PushManager, Safari's tab never gets a message.
    expect(pushSupportOf(browser({ userAgent: IPHONE_SAFARI, canPush: true }))).toBe('add-to-home-screen');
  });

  it('sends an iPad that says it is a Mac to the Home Screen, and lets a Mac subscribe in Safari', () => {
    expect(pushSupportOf(browser({ userAgent: IPAD_OR_MAC_SAFARI, maxTouchPoints: 5 }))).toBe(
      'add-to-home-screen',
    );
    expect(pushSupportOf(browser({ userAgent: IPAD_OR_MAC_SAFARI, maxTouchPoints: 0 }))).toBe('available');
  });

  it('lets Luno on the Home Screen subscribe, or says iOS is too old for it', () => {
    expect(pushSupportOf(browser({ userAgent: IPHONE_SAFARI, standalone: true }))).toBe('available');
    expect(pushSupportOf(browser({ userAgent: IPHONE_SAFARI, standalone: true, canPush: false }))).toBe(
      'update-ios',
    );
    expect(pushSupportOf(browser({ userAgent: IPHONE_SAFARI, standalone: true, permission: 'denied' }))).toBe(
      'denied',
    );
  });

  it('lets Android subscribe in the browser, and says when notifications are blocked', () => {
    expect(pushSupportOf(browser({}))).toBe('available');
    expect(pushSupportOf(browser({ permission: 'granted' }))).toBe('available');
    expect(pushSupportOf(browser({ permission: 'denied' }))).toBe('denied');
  });

  it('says a browser without Web Push cannot', () => {
    expect(pushSupportOf(browser({ canPush: false }))).toBe('unsupported');
  });
});
