import { describe, expect, it } from 'vitest';
import { loginModalMode, loginModalSearch } from './loginModalParams';

describe('login modal URL state', () => {
  it('opens on login=true and signup=true', () => {
    expect(loginModalMode('?login=true')).toBe('login');
    expect(loginModalMode('?signup=true&utm_source=x')).toBe('signup');
    expect(loginModalMode('?login=false')).toBeNull();
  });

  it('keeps other query parameters when opening and closing', () => {
    expect(loginModalSearch('?utm_source=x', 'login')).toBe('?utm_source=x&login=true');
    expect(loginModalSearch('?utm_source=x&login=true', null)).toBe('?utm_source=x');
    expect(loginModalSearch('?login=true', 'signup')).toBe('?signup=true');
    expect(loginModalSearch('?login=true', null)).toBe('');
  });
});
