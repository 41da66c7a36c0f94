import { useState } from 'react';

/**
 * A setting saved as soon as it is changed (a checkbox), shown as chosen from the change on until
 * its save settles: a controlled box showing only the saved value springs back at the click, until
 * the save and the read after it are through. `save` reports its own failure; the saved value shows
 * again then.
 */
export function useSavedSetting<T>(
  saved: T,
  save: (value: T) => Promise<void>,
): { shown: T; change: (value: T) => Promise<void> } {
  const [wanted, setWanted] = useState<{ value: T } | null>(null);
  async function change(value: T) {
    setWanted({ value });
    try {
      await save(value);
    } finally {
      setWanted(null);
    }
  }
  return { shown: wanted ? wanted.value : saved, change };
}
