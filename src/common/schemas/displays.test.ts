import { describe, expect, it } from 'vitest';
import { USER_CODE_FORMAT_MESSAGE, userCodeProblem } from './displays';

describe('userCodeProblem', () => {
  it('takes a code as typed, names letters a code never has, and gives the format otherwise', () => {
    expect(userCodeProblem('bcdf-ghjk')).toBeNull();
    expect(userCodeProblem('BCDF GHJK')).toBeNull();
    expect(userCodeProblem('ABCD-EFGH')).toBe(
      `A code never has A, E: it uses consonants only, without Y. ${USER_CODE_FORMAT_MESSAGE}`,
    );
    expect(userCodeProblem('BCDF-GHJ1')).toContain('A code never has 1');
    expect(userCodeProblem('BCD')).toBe(USER_CODE_FORMAT_MESSAGE);
    expect(userCodeProblem('')).toBe(USER_CODE_FORMAT_MESSAGE);
  });
});
