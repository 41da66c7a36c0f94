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
  });

  it('tolerates missing or odd state', () => {
    expect(readGuardState(null)).toEqual({});
    expect(readGuardState('x')).toEqual({});
  });
});
