/**
 * Repairing a stored board runs every component through its widget schema (about 3 ms for a
 * board of 60 cards), and a board is read far more often than it is written: every TV, every
 * refresh. So each row's repaired answer is kept, with its JSON, until the row changes. Every
 * write through the screens repository moves the row's version or position, so the small
 * columns tell whether the big document has to be read and repaired again.
 */
export interface CachedRead<T> {
  value: T;
  json: string;
}

interface Entry<T> extends CachedRead<T> {
  source: string;
}

export class ScreenReadCache<Head extends { id: number }, Row extends Head, T> {
  private readonly entries = new Map<number, Entry<T>>();

  constructor(
    private readonly build: (row: Row) => T,
    private readonly sourceOf: (head: Head) => string,
    private readonly capacity = 200,
  ) {}

  /** The cached answer for this exact row state, if there is one. */
  get(head: Head): CachedRead<T> | undefined {
    const hit = this.entries.get(head.id);
    if (!hit || hit.source !== this.sourceOf(head)) return undefined;
    // Re-insert so the map's order stays least-recently-used first.
    this.entries.delete(head.id);
    this.entries.set(head.id, hit);
    return hit;
  }

  /** Builds, keeps and returns the answer for a full row. */
  put(row: Row): CachedRead<T> {
    const value = this.build(row);
    const entry = { source: this.sourceOf(row), value, json: JSON.stringify(value) };
    this.entries.delete(row.id);
    this.entries.set(row.id, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }
}
