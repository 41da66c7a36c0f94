import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { availability } from './householdOptions';

const failed = (error: Error) => ({ data: undefined, isError: true, error });

describe("the Manage Screens form's household data", () => {
  it("is 'Available soon' when the server has no such data", () => {
    const missing = new ApiError(404, 'Not found.', { error: 'Not found.', code: 'not_found' });
    expect(availability(failed(missing))).toEqual({ status: 'unavailable' });
  });

  it('failed to load for any other failure, a 404 page without a code among them', () => {
    expect(availability(failed(new ApiError(404, undefined)))).toEqual({ status: 'failed' });
    expect(availability(failed(new ApiError(502, undefined)))).toEqual({ status: 'failed' });
    expect(availability(failed(new TypeError('Failed to fetch')))).toEqual({ status: 'failed' });
  });

  it('is ready with what came, and loading before', () => {
    expect(availability({ data: 12.5, isError: false, error: null })).toEqual({
      status: 'ready',
      data: 12.5,
    });
    expect(availability({ data: undefined, isError: false, error: null })).toEqual({ status: 'loading' });
  });
});
