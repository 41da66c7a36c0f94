import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { ConfirmRequest } from './actions/types';

interface Pending extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
}

/**
 * One confirmation dialog for the whole editor, asked through a promise so that actions can stay
 * plain functions: `if (await confirm(...))`.
 */
export function useConfirmHost() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { ...request, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  function settle(confirmed: boolean) {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
      title={pending?.title ?? ''}
      description={pending?.message ?? ''}
      confirmLabel={pending?.confirmLabel ?? 'Confirm'}
      destructive
      onConfirm={() => settle(true)}
    />
  );

  return { confirm, dialog };
}
