import { describe, expect, it } from 'vitest';
import { readGuardState } from './guardMessages';

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
