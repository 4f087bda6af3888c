/** Lone heroes among enemies: moving through stacks and castles, searches, castle rolls (DR-MOVE-10 and friends). */
import { describe, expect, it } from 'vitest';
import { CASTLES, grid, HEXES, unitType } from './data/index.ts';
import type { Command } from './commands.ts';
import { hexsideEnds } from '../../engine/hex.ts';
import { deepControlled } from './rules/movement.ts';
import { act, divineRight, duelOf, hasChoice, hexWhere, nextTo, ofType, plainLand, reachable } from './testkit.ts';

const plainAround = (id: string) => grid.neighbours(id).filter((n) => HEXES.get(n) && plainLand(HEXES.get(n)!));
const A = hexWhere((h) => plainLand(h) && plainAround(h.id).length >= 4);
const B = plainAround(A)[0] as string;
const neuthCastle = CASTLES.find((c) => c.kingdom === 'neuth' && c.basic) as (typeof CASTLES)[number];
const besideCastle = nextTo(neuthCastle.hex, (h) => h.kind === 'land');

describe('lone heroes in enemy hexes (DR-MOVE-10, DR-HERO-03, DR-SIEGE-06, DR-FATE-03, DR-NAV-08)', () => {
  it('DR-MOVE-10 DR-HERO-03 a lone hero passes through an enemy stack, rolling for it; an army may not', () => {
    const s = duelOf({
      units: [
        { id: 'muetar-monarch', hex: A },
        { id: 'muetar-army-1', hex: A },
        { id: 'neuth-army-1', hex: B },
      ],
    });
    expect(reachable(s, 'p1', ['muetar-army-1']).has(B)).toBe(false);
    expect(reachable(s, 'p1', ['muetar-monarch']).has(B)).toBe(true);
    const r = act(s, 'p1', { type: 'move', units: ['muetar-monarch'], to: B }, [3]);
    expect(r.state.units['muetar-monarch']?.hex).toBe(B);
    expect(ofType(r.events, 'fateRolled')).toEqual([
      expect.objectContaining({ unit: 'muetar-monarch', roll: 3, by: 'p2', result: 'no-effect' }),
    ]);
    // he goes on through the enemy stack and out the other side
    const on = act(r.state, 'p1', { type: 'move', units: ['muetar-monarch'], to: A });
    expect(on.state.units['muetar-monarch']?.hex).toBe(A);
    // a 1 kills him in the enemy hex
    const dead = act(s, 'p1', { type: 'move', units: ['muetar-monarch'], to: B }, [1, 3]);
    expect(ofType(dead.events, 'fateRolled')[0]).toMatchObject({ result: 'killed', by: 'p2' });
    expect(dead.state.players.p1?.eliminated).toBe(true);
  });

  it('DR-SIEGE-06 DR-FATE-03 DR-FATE-01 #7 a lone hero enters an enemy castle, is inside its walls, and rolls', () => {
    const s = duelOf({
      units: [
        { id: 'muetar-monarch', hex: besideCastle },
        { id: 'muetar-army-1', hex: besideCastle },
        { id: 'neuth-army-1', hex: neuthCastle.hex, inside: true },
      ],
    });
    expect(reachable(s, 'p1', ['muetar-monarch']).has(neuthCastle.hex)).toBe(true);
    const r = act(s, 'p1', { type: 'move', units: ['muetar-monarch'], to: neuthCastle.hex }, [4]);
    expect(r.state.units['muetar-monarch']).toMatchObject({ hex: neuthCastle.hex, inside: true });
    expect(r.state.sieges[neuthCastle.hex]).toBeUndefined();
    expect(ofType(r.events, 'fateRolled')).toEqual([expect.objectContaining({ roll: 4, by: 'p2' })]);
    // a 6 inside an enemy castle: captured by the castle's owner
    const caught = act(s, 'p1', { type: 'move', units: ['muetar-monarch'], to: neuthCastle.hex }, [6, 3]);
    expect(ofType(caught.events, 'fateRolled')[0]).toMatchObject({ result: 'captured', by: 'p2' });
  });

  it('DR-NAV-08 DR-FATE-01 #10 a lone hero crosses a Deep hexside held by enemy fleets with one roll', () => {
    // the Deep runs between 1213 and 1312; an enemy fleet on either bank controls the hexside
    const [north, south] = hexsideEnds('1213|1312') as [string, string];
    const units = [
      { id: 'muetar-monarch', hex: north },
      { id: 'merc-M', hex: south, seat: 'p2' },
    ];
    const s = duelOf({ units });
    expect(deepControlled(s, 'p1', north, south)).toBe(true);
    expect(reachable(s, 'p1', ['muetar-monarch']).has(south)).toBe(true);
    const r = act(s, 'p1', { type: 'move', units: ['muetar-monarch'], to: south }, [3]);
    expect(ofType(r.events, 'fateRolled')).toEqual([expect.objectContaining({ unit: 'muetar-monarch', by: 'p2' })]);
    expect(r.state.units['muetar-monarch']?.hex).toBe(south);
  });
});

describe('searches and castle rolls (DR-FATE-04, DR-FATE-08)', () => {
  it('DR-FATE-04 a stack that begins its turn with an enemy lone hero spends the hex cost to search him', () => {
    const s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: A },
        { id: 'muetar-army-2', hex: A },
        { id: 'neuth-monarch', hex: A },
      ],
    });
    const cmd: Command = { type: 'search', units: ['muetar-army-1'], hero: 'neuth-monarch' };
    expect(hasChoice(s, 'p1', cmd)).toBe(true);
    const r = act(s, 'p1', cmd, [3]);
    expect(ofType(r.events, 'moved')[0]).toMatchObject({ path: [A], cost: 1 });
    expect(r.state.units['muetar-army-1']?.mp).toBe(unitType(s.units['muetar-army-1']!.type).ma - 1);
    expect(ofType(r.events, 'fateRolled')).toEqual([expect.objectContaining({ unit: 'neuth-monarch', by: 'p1' })]);
    expect(r.state.units['muetar-army-2']?.mp).toBeNull();
    // the searcher cannot search twice, and a 6 captures the hero
    expect(hasChoice(r.state, 'p1', cmd)).toBe(false);
    const caught = act(s, 'p1', cmd, [6, 3]);
    expect(ofType(caught.events, 'fateRolled')[0]).toMatchObject({ result: 'captured' });
  });

  it('DR-FATE-04 search costs the terrain: a mountain hex costs 4', () => {
    const M = hexWhere(
      (h) => h.kind === 'land' && h.features.join() === 'mountain' && h.basicOwner === null && h.river === null,
    );
    const s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: M },
        { id: 'neuth-monarch', hex: M },
      ],
    });
    const r = act(s, 'p1', { type: 'search', units: ['muetar-army-1'], hero: 'neuth-monarch' }, [3]);
    expect(ofType(r.events, 'moved')[0]?.cost).toBe(4);
  });

  it('DR-FATE-08 a hero inside an enemy castle rolls as the castle owner begins his turn', () => {
    const s = duelOf(
      {
        order: ['p1', 'p2'],
        units: [
          { id: 'muetar-monarch', hex: neuthCastle.hex, inside: true },
          { id: 'muetar-army-1', hex: A },
          { id: 'neuth-army-1', hex: B },
        ],
      },
      'combat',
    );
    // p1 ends his turn; p2's turn begins: the roll comes before p2's random events
    const r = act(s, 'p1', { type: 'done' }, [2, 4, 4, 4, 4, 4, 4]);
    const fate = ofType(r.events, 'fateRolled');
    expect(fate[0]).toMatchObject({ unit: 'muetar-monarch', by: 'p2', roll: 2 });
    const i = r.events.findIndex((e) => e.type === 'fateRolled');
    const j = r.events.findIndex((e) => e.type === 'eventRolled');
    expect(j === -1 || i < j).toBe(true);
    expect(divineRight.pending(r.state)[0]).toBeDefined();
  });
});
