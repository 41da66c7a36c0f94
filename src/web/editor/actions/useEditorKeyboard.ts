import { useEffect } from 'react';
import { actionForKey, isKeyForAControl } from './keyboard';
import { isApplePlatform } from './shortcuts';
import type { ActionContext } from './types';

/** The editor's one keyboard handler: every shortcut runs the same action the buttons run. */
export function useEditorKeyboard(context: ActionContext, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const apple = isApplePlatform();
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || isKeyForAControl(event.target)) return;
      const action = actionForKey(event, context.store.getState(), apple);
      if (!action) return;
      event.preventDefault();
      void action.perform(context);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [context, enabled]);
}
