import { describe, expect, it } from 'vitest';
import { foldCommits, UNDO, undoFor, undoStack, watchedDice } from './undo.ts';
import { seededDice } from './dice.ts';

const c = (first: number, last: number, seat: string | null, undoable = true, undoTo?: number) => ({
  first,
  last,
  seat,
  undoable,
  ...(undoTo !== undefined ? { undoTo } : {}),
});

describe('undoStack', () => {
  it('is the run of one seat’s undoable commits since the last seal', () => {
    const setup = c(1, 3, null, false);
    expect(undoStack([setup])).toEqual([]);
    expect(undoStack([setup, c(4, 4, 'a'), c(5, 6, 'a')]).map((x) => x.first)).toEqual([4, 5]);
    // A sealed commit of the same seat ends the run, and is not undoable itself.
    expect(undoStack([setup, c(4, 4, 'a'), c(5, 5, 'a', false)])).toEqual([]);
    expect(undoStack([setup, c(4, 4, 'a'), c(5, 5, 'a', false), c(6, 6, 'a')]).map((x) => x.first)).toEqual([6]);
    // Another seat's decision seals mine.
    expect(undoStack([setup, c(4, 4, 'a'), c(5, 5, 'b')]).map((x) => x.seat)).toEqual(['b']);
  });

  it('an undo pops what it took back, so the step before is next', () => {
    const log = [c(1, 1, null, false), c(2, 2, 'a'), c(3, 4, 'a'), c(5, 5, 'a', false, 2)];
    expect(undoStack(log).map((x) => x.first)).toEqual([2]);
    expect(undoFor(log, 'a')).toEqual({ to: 1, steps: 1 });
    expect(undoFor(log, 'b')).toBeNull();
    const twice = [...log, c(6, 6, 'a', false, 1)];
    expect(undoFor(twice, 'a')).toBeNull();
    // A new step after an undo can be undone again.
    expect(undoFor([...log, c(6, 6, 'a')], 'a')).toEqual({ to: 5, steps: 2 });
  });
});

describe('foldCommits', () => {
  const evolve = (s: unknown, e: never) => ((s as number | undefined) ?? 0) + (e as { n: number }).n;
  it('folds events and applies an undo by returning to the kept boundary', () => {
    const commits = [
      { first: 1, last: 1, entries: [{ event: { n: 1 } }] },
      { first: 2, last: 3, entries: [{ event: { n: 10 } }, { event: { n: 100 } }] },
      { first: 4, last: 4, entries: [{ event: { type: UNDO, to: 1 } }] },
      { first: 5, last: 5, entries: [{ event: { n: 5 } }] },
    ];
    const r = foldCommits(evolve, { state: undefined, version: 0 }, commits);
    expect(r.state).toBe(6);
    expect(r.version).toBe(5);
    expect([...r.boundaries]).toEqual([
      [0, undefined],
      [1, 1],
      [3, 111],
      [4, 1],
      [5, 6],
    ]);
  });
  it('refuses an undo to a state it does not keep', () => {
    expect(() =>
      foldCommits(evolve, { state: 7, version: 10 }, [
        { first: 11, last: 11, entries: [{ event: { type: UNDO, to: 3 } }] },
      ]),
    ).toThrow(/not kept/);
  });
});

describe('watchedDice', () => {
  it('notes any roll, int or shuffle', () => {
    for (const use of [
      (d: ReturnType<typeof seededDice>) => d.roll(6),
      (d: ReturnType<typeof seededDice>) => d.int(1, 2),
      (d: ReturnType<typeof seededDice>) => d.shuffle([1, 2]),
    ]) {
      const w = watchedDice(seededDice(1));
      expect(w.used()).toBe(false);
      use(w.dice);
      expect(w.used()).toBe(true);
    }
  });
});
