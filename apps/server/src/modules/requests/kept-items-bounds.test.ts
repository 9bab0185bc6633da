import { describe, expect, it } from 'vitest';
import { DataChanges } from '../../db/changes';
import { KeptItems } from './kept-items';

/** `KeptItems` alone: what a page gets back, and its bounds (the API behaviour is kept-items.test.ts). */
describe('KeptItems', () => {
  const look = (
    kept: KeptItems<string>,
    viewer: string,
    ids: number[],
    prints: string[],
    changes = new DataChanges(),
  ) => kept.get(kept.of(viewer), ids, prints, changes, new Set());

  it('gives an item back only at the version it was kept at, and keeps one version per request', () => {
    const kept = new KeptItems<string>(10);
    const changes = new DataChanges();
    const v = kept.of('pm');
    kept.set(v, 1, 'a', 'one at a', 0, []);
    kept.set(v, 2, 'a', 'two at a', 0, []);
    expect(kept.get(v, [1, 2, 3], ['a', 'b', 'a'], changes, new Set())).toEqual([
      'one at a',
      undefined,
      undefined,
    ]);
    kept.set(v, 2, 'b', 'two at b', 0, []);
    expect(kept.get(v, [2], ['b'], changes, new Set())).toEqual(['two at b']);
    expect(kept.get(v, [2], ['a'], changes, new Set())).toEqual([undefined]);
    expect(kept.size).toEqual({ items: 2, viewers: 1 });
    expect(kept.has(v, 2, 'b', changes)).toBe(true);
    expect(kept.has(v, 2, 'a', changes)).toBe(false);
  });

  it("keeps each viewer's items apart", () => {
    const kept = new KeptItems<string>(10);
    kept.set(kept.of('pm'), 1, 'a', "pm's", 0, []);
    expect(look(kept, 'hr', [1], ['a'])).toEqual([undefined]);
    expect(look(kept, 'pm', [1], ['a'])).toEqual(["pm's"]);
  });

  it('drops an item once a table it was read from changes, and says which tables the items came from', () => {
    const kept = new KeptItems<string>(10);
    const changes = new DataChanges();
    const v = kept.of('pm');
    const people = ['employees'];
    const projects = ['projects'];
    kept.set(v, 1, 'a', 'reads people', changes.position() as number, people);
    kept.set(v, 2, 'a', 'reads people too', changes.position() as number, people);
    kept.set(v, 3, 'a', 'reads projects', changes.position() as number, projects);
    const into = new Set<readonly string[]>();
    expect(kept.get(v, [1, 2, 3], ['a', 'a', 'a'], changes, into)).toEqual([
      'reads people',
      'reads people too',
      'reads projects',
    ]);
    expect([...into]).toEqual([people, projects]);
    changes.changed(['projects']);
    const after = new Set<readonly string[]>();
    expect(kept.get(v, [1, 3, 2], ['a', 'a', 'a'], changes, after)).toEqual([
      'reads people',
      undefined,
      'reads people too',
    ]);
    expect([...after]).toEqual([people]);
    changes.changed(null);
    expect(kept.get(v, [1, 2], ['a', 'a'], changes, new Set())).toEqual([undefined, undefined]);
    changes.live = false;
    expect(kept.has(v, 1, 'a', changes)).toBe(false);
  });

  it('lets the least recently seen viewer go first when over the bound', () => {
    const kept = new KeptItems<string>(4);
    for (const viewer of ['a', 'b']) {
      const v = kept.of(viewer);
      kept.set(v, 1, 'x', `${viewer}1`, 0, []);
      kept.set(v, 2, 'x', `${viewer}2`, 0, []);
    }
    // a is seen again: b is now the least recently seen, and goes when c keeps an item.
    expect(look(kept, 'a', [1], ['x'])).toEqual(['a1']);
    kept.set(kept.of('c'), 1, 'x', 'c1', 0, []);
    expect(kept.size).toEqual({ items: 3, viewers: 2 });
    expect(look(kept, 'b', [1, 2], ['x', 'x'])).toEqual([undefined, undefined]);
    expect(look(kept, 'a', [1, 2], ['x', 'x'])).toEqual(['a1', 'a2']);
  });

  it("drops a viewer's own oldest items when they alone are over the bound", () => {
    const kept = new KeptItems<string>(3);
    const v = kept.of('hr');
    for (let id = 1; id <= 5; id++) kept.set(v, id, 'x', `item ${id}`, 0, []);
    expect(kept.size).toEqual({ items: 3, viewers: 1 });
    expect(look(kept, 'hr', [1, 2, 3, 4, 5], ['x', 'x', 'x', 'x', 'x'])).toEqual([
      undefined,
      undefined,
      'item 3',
      'item 4',
      'item 5',
    ]);
  });

  it('bounds the viewers too, and keeps nothing for a viewer let go meanwhile', () => {
    const kept = new KeptItems<string>(2);
    const first = kept.of('first');
    kept.of('second');
    kept.of('third');
    expect(kept.size.viewers).toBe(2);
    kept.set(first, 1, 'x', 'late', 0, []);
    expect(kept.size).toEqual({ items: 0, viewers: 2 });
    expect(look(kept, 'first', [1], ['x'])).toEqual([undefined]);
  });

  it('a new viewer is cold until told otherwise', () => {
    const kept = new KeptItems<string>(2);
    expect(kept.of('pm').cold).toBe(true);
    kept.of('pm').cold = false;
    expect(kept.of('pm').cold).toBe(false);
  });
});
