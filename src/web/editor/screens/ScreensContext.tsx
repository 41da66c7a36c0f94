import { createContext, type ReactNode, useContext } from 'react';
import type { ScreenManager } from './useScreenManager';

export interface ScreensContextValue extends ScreenManager {
  /** Opens the Add Screen dialog, or the limit dialog when the plan allows no more screens. */
  requestNewScreen: () => void;
  /** Saves the open screen now (Save Styles, Open Viewer). */
  saveNow: () => Promise<void>;
}

const ScreensContext = createContext<ScreensContextValue | null>(null);

export function ScreensProvider({ value, children }: { value: ScreensContextValue; children: ReactNode }) {
  return <ScreensContext.Provider value={value}>{children}</ScreensContext.Provider>;
}

export function useScreensContext(): ScreensContextValue {
  const context = useContext(ScreensContext);
  if (!context) throw new Error('useScreensContext must be used inside <ScreensProvider>');
  return context;
}
