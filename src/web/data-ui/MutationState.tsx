import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { Button, type ButtonProps } from '../ui/Button';
import { Notice, type NoticeTone } from '../ui/Notice';

/** The part of a mutation hook's result a form draws. */
export interface MutationDrawn {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface MutationButtonProps extends ButtonProps {
  mutation: Pick<MutationDrawn, 'isPending'>;
  /** What the button says while the write is on its way ("Saving..."). */
  busy: string;
  children: ReactNode;
}

/**
 * A write's button, drawn one way on every form as `QueryState` draws a read: disabled and saying
 * `busy` while the mutation is on its way. (A second tap before that shows is joined by the hook:
 * `useOnePerTapMutation`.)
 */
export function MutationButton({ mutation, busy, children, disabled, ...rest }: MutationButtonProps) {
  return (
    <Button {...rest} disabled={mutation.isPending || disabled} aria-busy={mutation.isPending}>
      {mutation.isPending ? busy : children}
    </Button>
  );
}

/**
 * Why a write failed: the server's message, else `failed`, announced as an alert. Nothing while
 * the write has not failed; sending it again clears it.
 */
export function MutationError({
  mutation,
  failed,
  lead = '',
  tone = 'error',
}: {
  mutation: MutationDrawn;
  failed: string;
  /** Words before the message, where it reads as a reason ("Failed to complete task: "). */
  lead?: string;
  /** `warning` where nothing was lost and the page goes on as it was (a turn that stayed put). */
  tone?: Extract<NoticeTone, 'error' | 'warning'>;
}) {
  if (!mutation.isError) return null;
  return (
    <Notice tone={tone}>
      {lead}
      {errorMessage(mutation.error, failed)}
    </Notice>
  );
}
