/** Shipwrecks on inland water (DR-SHIP-06, DR-SHIP-07, OOT-11). */
import { describe, expect, it } from 'vitest';
import { HEXES } from './data/index.ts';
import { ownerOf } from './rules/board.ts';
import { inlandShores } from './rules/random.ts';
import { act, divineRight, ofType, sandbox } from './testkit.ts';
import { grid } from './data/index.ts';

/** A lake hex whose nearest shore is one hex, of the wanted owner (a neutral kingdom or no kingdom). */
function wreckSite(neutral: boolean): { lake: string; shore: string; pick: number; ties: number } {
  for (const h of HEXES.values()) {
    if (h.kind !== 'lake') continue;
    const shores = inlandShores(h.id) ?? [];
    const d = Math.min(...shores.map((x) => grid.distance(h.id, x)));
    const near = shores.filter((x) => grid.distance(h.id, x) === d);
    const pick = near.findIndex((x) => {
      const k = ownerOf(x);
      return neutral ? k === 'muetar' : k !== null;
    });
    if (pick >= 0) return { lake: h.id, shore: near[pick] as string, pick, ties: near.length };
  }
  throw new Error('no site');
}

/** p1's monarch aboard a mercenary fleet on Lake Carth (in Muetar); the Storm (1+2) sinks it. */
function storm(lake: string, dice: number[], own: 'muetar' | 'neuth') {
  const s = sandbox(
    {
      kingdoms: own === 'muetar' ? ['muetar', 'neuth'] : ['neuth', 'ghem'],
      units: [
        { id: 'merc-M', hex: lake, seat: 'p1' },
        { id: `${own}-monarch`, hex: lake, aboard: 'merc-M' },
        { id: `${own}-army-1`, hex: '1218' },
      ],
    },
    {},
    [1, 2],
  );
  expect(s.interrupts[0]).toMatchObject({ kind: 'losses', cause: 'storms' });
  return act(s, 'p1', { type: 'takeLosses', units: ['merc-M'] }, dice);
}

describe('castaways on inland water', () => {
  it('DR-SHIP-06 a hero wrecked on Lake Carth is put on its nearest shore, not on the Isle of Fright', () => {
    const { lake, shore, pick, ties } = wreckSite(false);
    // fate 3 (cast away), then the random pick among equally near shores; his own kingdom: no penalty
    const r = storm(lake, ties > 1 ? [3, pick] : [3], 'muetar');
    expect(ofType(r.events, 'castaway')[0]).toMatchObject({ unit: 'muetar-monarch', hex: shore, ashore: true });
    expect(r.state.units['muetar-monarch']).toMatchObject({ hex: shore, castaway: false, aboard: null });
    expect(ofType(r.events, 'penalty')).toEqual([]);
  });
  it('DR-SHIP-06 the River Deep: its own non-port hexes are the shore', () => {
    const deep = [...HEXES.values()].find((h) => h.navigable)?.id as string;
    const shores = inlandShores(deep) ?? [];
    expect(shores.length).toBeGreaterThan(0);
    for (const x of shores) expect(HEXES.get(x)?.navigable).toBe(true);
    expect(inlandShores([...HEXES.values()].find((h) => h.kind === 'sea')!.id)).toBeNull();
  });
  it('DR-SHIP-07 OOT-11 cast ashore in a neutral kingdom: the owner keeps him and takes the penalty, or gives him up', () => {
    const { lake, shore, pick, ties } = wreckSite(true);
    const k = ownerOf(shore);
    const r = storm(lake, ties > 1 ? [3, pick] : [3], 'neuth');
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p1', kind: 'castaway' });
    expect(divineRight.onTimeout(r.state, 'p1')).toEqual({ type: 'castaway', keep: true });
    const kept = act(r.state, 'p1', { type: 'castaway', keep: true });
    expect(kept.state.players.p1?.penalty).toContain(k);
    expect(kept.state.units['neuth-monarch']?.hex).toBe(shore);
    const given = act(r.state, 'p1', { type: 'castaway', keep: false }, [3, 3, 3, 3]);
    expect(given.state.players.p1?.penalty).not.toContain(k);
    expect(given.state.units['neuth-monarch']).toBeUndefined();
    expect(divineRight.standing?.(r.state, 'p1', { castaways: 'eliminate' })).toEqual({
      type: 'castaway',
      keep: false,
    });
  });
});
