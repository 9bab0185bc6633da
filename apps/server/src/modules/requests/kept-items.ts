import type { DataChanges } from '../../db/changes';

interface Kept<T> {
  /** The request's version when it was presented (`printOf` in requests.repository.ts). */
  print: string;
  item: T;
  /** Where the data's changes stood before the item was read, and the tables it was read from. */
  position: number;
  tables: readonly string[];
}

/** One viewer's kept items, by request id, the oldest kept first; and whether their next page is likely new to them. */
export interface ViewerItems<T> {
  readonly name: string;
  readonly items: Map<number, Kept<T>>;
  /** Unseen, or their last page was mostly new to them: read their next one in full at once. */
  cold: boolean;
}

/**
 * Presented requests kept by version, so that a list page read again after a write presents only
 * the requests that write touched. Kept per viewer (`of`: the person, the kind and their company's
 * day), then by request id with the version it was presented at (`printOf` in
 * requests.repository.ts: its row's and its steps' writes); an item also holds while none of the
 * other tables it was read from (the people's, a kind's extras) has changed (`dataChanges`, as the
 * read cache). A page looks up its hundred items by number in its viewer's map: no key is built,
 * hashed or moved per item (the shuffle of one map of strings was a tenth of a computed pending
 * list's CPU). Bounded to `maxEntries` items and as many viewers: the least recently seen viewer
 * goes first, and a viewer alone over the bound loses their oldest-kept items. The items are
 * shared between answers: nothing may change them after they are kept.
 */
export class KeptItems<T> {
  /** The least recently seen first (a Map keeps insertion order). */
  private readonly viewers = new Map<string, ViewerItems<T>>();
  private count = 0;
  constructor(private readonly maxEntries: number) {}

  /** How many items and viewers are kept. */
  get size() {
    return { items: this.count, viewers: this.viewers.size };
  }

  /** `viewer`'s kept items (none for a new viewer), who becomes the most recently seen. */
  of(viewer: string): ViewerItems<T> {
    let v = this.viewers.get(viewer);
    if (v) this.viewers.delete(viewer);
    else v = { name: viewer, items: new Map(), cold: true };
    this.viewers.set(viewer, v);
    this.trim(v);
    return v;
  }

  /**
   * The items kept for `ids` at the versions `prints` that still hold (undefined where none does);
   * `into` gets the tables they were read from. The items of one read share their tables, so each
   * run of them is checked against the changes once.
   */
  get(
    v: ViewerItems<T>,
    ids: readonly number[],
    prints: readonly string[],
    changes: DataChanges,
    into: Set<readonly string[]>,
  ): Array<T | undefined> {
    const out: Array<T | undefined> = [];
    let lastTables: readonly string[] | null = null;
    let lastPosition = -1;
    let holds = false;
    for (let i = 0; i < ids.length; i++) {
      const kept = v.items.get(ids[i] as number);
      if (!kept || kept.print !== prints[i]) {
        out.push(undefined);
        continue;
      }
      if (kept.tables !== lastTables || kept.position !== lastPosition) {
        lastTables = kept.tables;
        lastPosition = kept.position;
        holds = changes.unchangedSince(kept.position, kept.tables);
        if (holds) into.add(kept.tables);
      }
      out.push(holds ? kept.item : undefined);
    }
    return out;
  }

  /** Whether an item is kept for `id` at version `print` and still holds. */
  has(v: ViewerItems<T>, id: number, print: string, changes: DataChanges): boolean {
    const kept = v.items.get(id);
    return kept !== undefined && kept.print === print && changes.unchangedSince(kept.position, kept.tables);
  }

  /** Keeps `item` for `id` at version `print` (in place of any other version); not for a viewer since let go. */
  set(v: ViewerItems<T>, id: number, print: string, item: T, position: number, tables: readonly string[]) {
    if (this.viewers.get(v.name) !== v) return;
    if (v.items.delete(id)) this.count--;
    v.items.set(id, { print, item, position, tables });
    this.count++;
    this.trim(v);
  }

  /** Lets the least recently seen viewers go, then `current`'s oldest items, until within the bounds. */
  private trim(current: ViewerItems<T>) {
    while (this.count > this.maxEntries || this.viewers.size > this.maxEntries) {
      const oldest = this.viewers.values().next().value as ViewerItems<T>;
      if (oldest !== current) {
        this.viewers.delete(oldest.name);
        this.count -= oldest.items.size;
        continue;
      }
      const first = current.items.keys().next();
      if (first.done) return;
      current.items.delete(first.value);
      this.count--;
    }
  }
}
