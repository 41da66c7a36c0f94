import type { UseMutationResult } from '@tanstack/react-query';
import { MAX_SCREEN_NAME_LENGTH } from '../../../common/board';
import { type Screen, ScreenLimitError } from '../../api/screens';
import type { MutationDrawn } from '../../data-ui/MutationState';
import { useDemoActions } from '../../session/DemoMode';
import { useScreensContext } from './ScreensContext';

/** A copy's name: the original's, cut to leave room, with " (Copy)". */
export function copyName(name: string): string {
  const suffix = ' (Copy)';
  return `${name.slice(0, MAX_SCREEN_NAME_LENGTH - suffix.length)}${suffix}`;
}

export interface ScreenMaking<V> {
  /**
   * Sends the write; true once it is over for the form (the screen made and opened, the limit
   * dialog shown, or the demo's refusal said), false when it failed and the form shows why.
   */
  make: (variables: V) => Promise<boolean>;
  /** The mutation as a form draws it: a refusal at the plan's limit is the dialog's, not the form's. */
  drawn: MutationDrawn;
}

/**
 * A mutation hook's write that makes a screen (`useCreateScreen`, `useLoadFromSaved`), as the
 * editor sends it: the new screen opens; at the plan's screen limit the Screen Limit dialog says so
 * instead of an error under the form; in the demo nothing is sent and `demoRefusal` is said.
 */
export function useScreenMaking<V>(
  mutation: UseMutationResult<Screen, unknown, V>,
  demoRefusal: string,
): ScreenMaking<V> {
  const { open, showLimit } = useScreensContext();
  const demo = useDemoActions();
  const atLimit = mutation.error instanceof ScreenLimitError;
  return {
    make: async (variables) => {
      if (demo) {
        demo.refuse(demoRefusal);
        return true;
      }
      try {
        open((await mutation.mutateAsync(variables)).id);
        return true;
      } catch (err) {
        if (!(err instanceof ScreenLimitError)) return false;
        showLimit(err.error);
        return true;
      }
    },
    drawn: { isPending: mutation.isPending, isError: mutation.isError && !atLimit, error: mutation.error },
  };
}
