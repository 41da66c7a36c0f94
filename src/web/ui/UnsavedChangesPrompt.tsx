import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * While a form holds changes not yet saved, leaving the page asks first: browser Back or a link
 * (the app's router) opens "Leave without saving?", and closing or reloading the tab gets the
 * browser's own question.
 */
export function UnsavedChangesPrompt({ when, what }: { when: boolean; what: string }) {
  const blocker = useBlocker(when);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      title="Leave without saving?"
      description={`${what} is not saved yet. Leave and lose it, or stay and save it.`}
      cancelLabel="Stay"
      confirmLabel="Leave"
      destructive
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
