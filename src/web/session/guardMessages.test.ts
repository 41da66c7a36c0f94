import { describe, expect, it } from 'vitest';
import { guardMessageFor, pricingPathFor, readGuardState } from './guardMessages';

describe('readGuardState', () => {
  it('reads a message and a same-site return path', () => {
    expect(readGuardState({ message: 'Hi', from: '/app/todos?x=1' })).toEqual({
      message: 'Hi',
      from: '/app/todos?x=1',
    });
  });

  it('ignores return paths that would leave the site', () => {
    expect(readGuardState({ from: '//evil.example/app' }).from).toBeUndefined();
    expect(readGuardState({ from: 'https://evil.example/' }).from).toBeUndefined();
    // Read by browsers as //evil.example: a backslash is a slash, tabs and newlines are dropped.
    for (const from of [
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
    ]) {
      expect(readGuardState({ from }).from, JSON.stringify(from)).toBeUndefined();
    }
    expect(readGuardState({ from: '/view/12' }).from).toBe('/view/12');
  });

  it('tolerates missing or odd state', () => {
    expect(readGuardState(null)).toEqual({});
    expect(readGuardState('x')).toEqual({});
  });
});

describe('guard reasons in the URL', () => {
  it('lead to the guard’s own message on /pricing', () => {
    const reason = new URL(pricingPathFor('subscriptionInactive'), 'http://luno.test').searchParams;
    expect(guardMessageFor(reason.get('reason'))).toBe(
      'Your subscription is not active. Please choose a plan to continue.',
    );
  });

  it('name nothing else', () => {
    expect(guardMessageFor('Free money!')).toBeUndefined();
    expect(guardMessageFor('toString')).toBeUndefined();
    expect(guardMessageFor(null)).toBeUndefined();
  });
});
