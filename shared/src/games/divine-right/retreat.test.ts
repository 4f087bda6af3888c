/** Retreat before combat, after the roll: calling it off, and retreated units attacked again (DR-RBC-09..11). */
import { describe, expect, it } from 'vitest';
import { grid, HEXES } from './data/index.ts';
import type { Orders } from './commands.ts';
import type { State } from './rules/state.ts';
import { act, divineRight, duelOf, hasChoice, ofType, plainLand } from './testkit.ts';

const plain = (id: string) => !!HEXES.get(id) && plainLand(HEXES.get(id)!);
const clear = (id: string) => {
  const h = HEXES.get(id);
  return !!h && h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null;
};
const adj = (a: string, b: string) => grid.neighbours(a).includes(b);
/** A, the attackers' hex; B, the defenders'; X a retreat hex next to both; Y one next to B only. */
function layout() {
  for (const h of HEXES.values()) {
    if (!plainLand(h)) continue;
    const A = h.id;
    for (const B of grid.neighbours(A).filter(plain)) {
      const X = grid.neighbours(B).find((x) => x !== A && plain(x) && adj(A, x));
      const Y = grid.neighbours(B).find((y) => y !== A && plain(y) && !adj(A, y));
      if (!X || !Y) continue;
      // E: a second attacking hex next to Y but not to A or B; F: its target, not next to A, B or Y
      const E = grid.neighbours(Y).find((e) => clear(e) && e !== B && !adj(A, e) && !adj(B, e));
      if (!E) continue;
      const F = grid.neighbours(E).find((f) => clear(f) && f !== Y && !adj(A, f) && !adj(B, f) && !adj(Y, f));
      if (F) return { A, B, X, Y, E, F };
    }
  }
  throw new Error('no layout');
}
const { A, B, X, Y, E, F } = layout();
const quiet: Record<string, Orders> = { p1: { losses: 'own-first', advance: 'never' }, p2: { losses: 'own-first' } };

function attacked(units: { id: string; hex: string; seat?: string }[], second = false): State {
  const s = duelOf(
    {
      units: [
        ...['muetar-army-1', 'muetar-army-2', 'muetar-army-3'].map((id) => ({ id, hex: A })),
        ...(second
          ? [
              { id: 'muetar-army-4', hex: E },
              { id: 'neuth-army-5', hex: F },
            ]
          : []),
        ...units,
      ],
    },
    'combat',
  );
  let st = act(s, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
  if (second) st = act(st, 'p1', { type: 'declare', from: [E], targets: [F], kind: 'land' }).state;
  st = act(st, 'p1', { type: 'done' }).state;
  return act(st, 'p1', { type: 'resolve', attack: 0 }).state;
}

describe('retreat before combat after the roll (DR-RBC-09..11)', () => {
  it('DR-RBC-09 after a 5 the defender keeps the men in the battle and lets the elves go', () => {
    const st = attacked([
      { id: 'merc-A', hex: B, seat: 'p2' },
      { id: 'neuth-army-1', hex: B },
    ]);
    const r = act(st, 'p2', { type: 'retreat', to: Y }, [5]);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p2', kind: 'recall' });
    expect(hasChoice(r.state, 'p2', { type: 'recall', units: ['merc-A'] })).toBe(true);
    expect(hasChoice(r.state, 'p2', { type: 'recall', units: ['neuth-army-1'] })).toBe(true);
    // the men stay: they alone face three armies (3:1), the elves are safe in Y
    const kept = act(r.state, 'p2', { type: 'recall', units: ['merc-A'] }, [4, 2, 3, 4], quiet);
    expect(ofType(kept.events, 'retreatCancelled')[0]).toMatchObject({ hex: B, units: ['merc-A'] });
    expect(kept.state.units['neuth-army-1']?.hex).toBe(Y);
    expect(ofType(kept.events, 'battleRolled')[0]?.defender.strength).toBe(1);
    expect(kept.state.units['merc-A']).toBeUndefined();
  });

  it('DR-RBC-09 the whole retreat may be called off: everybody fights', () => {
    const st = attacked([
      { id: 'neuth-army-1', hex: B },
      { id: 'neuth-army-2', hex: B },
    ]);
    const r = act(st, 'p2', { type: 'retreat', to: Y }, [6]);
    const off = act(r.state, 'p2', { type: 'recall', units: ['neuth-army-1', 'neuth-army-2'] }, [3, 3, 3, 4], quiet);
    expect(off.state.units['neuth-army-1']?.hex ?? B).toBe(B);
    expect(ofType(off.events, 'battleRolled')[0]?.defender.strength).toBe(2);
    // the standing order "always" and the deadline both let the retreat go
    const go = act(st, 'p2', { type: 'retreat', to: Y }, [6, 3, 4], {
      ...quiet,
      p2: { retreat: 'always', losses: 'own-first' },
    });
    expect(go.state.units['neuth-army-1']?.hex).toBe(Y);
    expect(divineRight.onTimeout(r.state, 'p2')).toEqual({ type: 'recall', units: [] });
  });

  it('DR-RBC-13 DR-RBC-09 after a 3 elves and dwarves may go together, or the elves alone, or the dwarves alone', () => {
    const s = duelOf(
      {
        allies: { ghem: 'p2' },
        units: [
          ...['muetar-army-1', 'muetar-army-2', 'muetar-army-3'].map((id) => ({ id, hex: A })),
          { id: 'neuth-army-1', hex: B },
          { id: 'ghem-army-1', hex: B },
        ],
      },
      'combat',
    );
    let st = act(s, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    st = act(st, 'p1', { type: 'resolve', attack: 0 }).state;
    const r = act(st, 'p2', { type: 'retreat', to: Y }, [3]);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p2', kind: 'recall' });
    const recalls = divineRight
      .choices(r.state, 'p2')
      .flatMap((c) => (c.command.type === 'recall' ? [{ back: [...c.command.units].sort(), label: c.label }] : []));
    // go together, all called back, the elves kept (the dwarves go), the dwarves kept (the elves go)
    expect(recalls.map((x) => x.back.join(','))).toEqual(
      expect.arrayContaining(['', 'ghem-army-1,neuth-army-1', 'neuth-army-1', 'ghem-army-1']),
    );
    const elvesGo = recalls.find((x) => x.back.join(',') === 'ghem-army-1');
    expect(elvesGo?.label).toMatch(/Neuth army/);
    expect(elvesGo?.label).toMatch(/Ghem army/);
    const kept = act(r.state, 'p2', { type: 'recall', units: ['ghem-army-1'] }, [4, 2, 3, 4], quiet);
    expect(kept.state.units['neuth-army-1']?.hex).toBe(Y);
    expect(ofType(kept.events, 'retreatCancelled')[0]).toMatchObject({ hex: B, units: ['ghem-army-1'] });
    expect(ofType(kept.events, 'battleRolled')[0]?.defender.strength).toBe(1);
  });

  it('DR-RBC-10 units that retreat next to their attackers are still attacked, and may not retreat again', () => {
    const st = attacked([{ id: 'neuth-army-1', hex: B }]);
    expect(divineRight.choices(st, 'p2').some((c) => c.command.type === 'retreat' && c.command.to === X)).toBe(true);
    const r = act(st, 'p2', { type: 'retreat', to: X }, [6, 5, 1, 3, 4], {
      ...quiet,
      p2: { retreat: 'always', losses: 'own-first' },
    });
    expect(r.state.units['neuth-army-1']?.hex ?? X).toBe(X);
    const roll = ofType(r.events, 'battleRolled')[0];
    expect(roll?.defender.strength).toBe(1);
    expect(ofType(r.events, 'asked').filter((e) => e.interrupt.kind === 'retreat')).toEqual([]);
    expect(r.state.units['neuth-army-1']).toBeUndefined();
    // retreating away from them (Y) ends the attack with no battle
    const away = act(st, 'p2', { type: 'retreat', to: Y }, [6, 3, 4], {
      ...quiet,
      p2: { retreat: 'always', losses: 'own-first' },
    });
    expect(ofType(away.events, 'battleRolled')).toEqual([]);
  });

  it('DR-RBC-11 units that retreat next to another declared attack join its defenders, without a second retreat', () => {
    const st = attacked([{ id: 'neuth-army-1', hex: B }], true);
    const r = act(st, 'p2', { type: 'retreat', to: Y }, [6], {
      ...quiet,
      p2: { retreat: 'always', losses: 'own-first' },
    });
    expect(ofType(r.events, 'attackJoined')[0]).toMatchObject({ index: 1, units: ['neuth-army-1'] });
    expect(r.state.attacks[1]?.defenders).toContain('neuth-army-1');
    // the second attack: only F's own defenders are asked about retreating; both defend
    const second = act(r.state, 'p1', { type: 'resolve', attack: 1 });
    const asked = divineRight.pending(second.state)[0];
    expect(asked).toMatchObject({ seat: 'p2', kind: 'retreat' });
    expect(second.state.interrupts[0]).toMatchObject({ hex: F });
    const fought = act(second.state, 'p2', { type: 'stand' }, [3, 3, 3, 4], quiet);
    expect(ofType(fought.events, 'battleRolled')[0]?.defender.strength).toBe(2);
  });
});
