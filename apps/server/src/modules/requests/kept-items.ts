import type { DataChanges } from '../../db/changes';

interface Kept<T> {
  item: T;
  /** Where the data's changes stood before the item was read, and the tables it was read from. */
  position: number;
  tables: readonly string[];
}

/**
 * Presented requests kept by version, so that a list page read again after a write presents only
 * the requests that write touched. Keyed by the viewer, their company's day, the request and its
 * version (`printOf` in requests.repository.ts: its row's and its steps' writes); an item also
 * holds while none of the other tables it was read from (the people's, a kind's extras) has changed
 * (`dataChanges`, as the read cache). Bounded to `maxEntries` items, the least recently used going
 * first. The items are shared between answers: nothing may change them after they are kept.
 */
export class KeptItems<T> {
  private readonly entries = new Map<string, Kept<T>>();
  /** Viewers whose last page was mostly new to them (read it in full at once next time). */
  private readonly cold = new Map<string, boolean>();
  constructor(private readonly maxEntries: number) {}

  /** Whether `viewer`'s next page is likely new to them: unseen, or their last page mostly was. */
  isCold(viewer: string): boolean {
    return this.cold.get(viewer) ?? true;
  }

  /** Notes whether `viewer`'s page was mostly new to them (at most `maxEntries` viewers noted). */
  seen(viewer: string, mostlyNew: boolean) {
    this.cold.delete(viewer);
    if (this.cold.size >= this.maxEntries) this.cold.clear();
    this.cold.set(viewer, mostlyNew);
  }

  /** Whether an item is kept under `key` and still holds. */
  has(key: string, changes: DataChanges): boolean {
    const kept = this.entries.get(key);
    return kept !== undefined && changes.unchangedSince(kept.position, kept.tables);
  }

  /** The item kept under `key`, if it still holds; `into` gets the tables it was read from. */
  get(key: string, changes: DataChanges, into: Set<readonly string[]>): T | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    this.entries.delete(key);
    if (!changes.unchangedSince(kept.position, kept.tables)) return undefined;
    this.entries.set(key, kept);
    into.add(kept.tables);
    return kept.item;
  }

  set(key: string, item: T, position: number, tables: readonly string[]) {
    this.entries.delete(key);
    this.entries.set(key, { item, position, tables });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
