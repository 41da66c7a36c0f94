import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { Notice } from '../ui/Notice';
import { InlineLoading } from './InlineLoading';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What the spinner says while the data comes ("Loading people..."). */
  loading: string;
  /** What the page says when the data could not be read and the server said nothing better. */
  failed: string;
  /** Shown instead of `children` when the data holds nothing (an empty list by default). */
  empty?: ReactNode;
  /** Whether the data holds nothing; by default, an array with no items. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const noItems = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's four states drawn one way on every page: a spinner while it loads, the server's error
 * (or `failed`) when it could not be read, `empty` when it holds nothing, else `children`.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  empty,
  isEmpty = noItems,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <InlineLoading message={loading} />;
  if (query.isError) return <Notice tone="error">{errorMessage(query.error, failed)}</Notice>;
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
