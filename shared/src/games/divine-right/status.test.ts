/** Kingdom status details: leaving a deactivated kingdom, fleets beside enemy armies, where the ambassador stands. */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import {
  fleetMayEnter,
  getHex,
  grid,
  HEXES,
  hexesOf,
  NON_CASTLE_PORTS,
  royalCastleOf,
  THE_FACE,
} from './data/index.ts';
import { CASTLE_AT } from './rules/board.ts';
import { activate, deactivate } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import { act, divineRight, duelOf, hasChoice, hexWhere, ofType, rejects } from './testkit.ts';

describe('DR-KING-22 units inside a kingdom that deactivates get one Movement Phase to leave', () => {
  const inner = hexesOf('pon').find(
    (h) =>
      getHex(h).kind === 'land' &&
      !CASTLE_AT.has(h) &&
      grid.neighbours(h).every((n) => HEXES.get(n)?.kind === 'land' && !CASTLE_AT.has(n)),
  ) as string;
  function deactivated() {
    const s = duelOf({ allies: { pon: 'p2' }, units: [{ id: 'muetar-army-1', hex: inner }] }, 'movement');
    const t = new Tx(s, scriptedDice([]));
    deactivate(t, 'pon', null);
    expect(ofType(t.events, 'grace')[0]).toMatchObject({ kingdom: 'pon', seats: ['p1'] });
    return t.state;
  }
  it('DR-KING-22 staying inside after that Movement Phase is a violation', () => {
    const s = deactivated();
    expect(s.kingdoms.pon.status).toBe('inactive');
    // moving about inside the kingdom is free during the grace phase
    const to = grid.neighbours(inner).find((n) => hexesOf('pon').includes(n)) as string;
    const moved = act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to });
    expect(ofType(moved.events, 'penalty')).toEqual([]);
    const end = act(moved.state, 'p1', { type: 'done' }, [3, 4, 3, 4]);
    expect(ofType(end.events, 'penalty')[0]).toMatchObject({ seat: 'p1', kingdom: 'pon', cause: 'violation' });
    expect(end.state.graces).toEqual([]);
  });
  it('DR-KING-22 leaving during that phase costs nothing', () => {
    const s = deactivated();
    const out = divineRight
      .choices(s, 'p1')
      .map((c) => c.command)
      .find(
        (c) =>
          c.type === 'move' &&
          HEXES.get(c.to)?.basicOwner === null &&
          grid.neighbours(c.to).some((n) => hexesOf('pon').includes(n)),
      );
    if (out?.type !== 'move') throw new Error('no way out');
    const r = act(s, 'p1', out);
    const end = act(r.state, 'p1', { type: 'done' }, [3, 4, 3, 4]);
    expect(ofType([...r.events, ...end.events], 'penalty')).toEqual([]);
    expect(end.state.players.p1?.penalty).toEqual([]);
  });
  it('DR-KING-22 instead of leaving, the units may be eliminated of their own will, with no penalty', () => {
    const s = deactivated();
    const opt = divineRight.choices(s, 'p1').find((c) => c.command.type === 'disband');
    expect(opt?.command).toEqual({ type: 'disband', hex: inner });
    expect(opt?.confirm).toMatch(/Muetar army/);
    expect(opt?.label).not.toMatch(/muetar-army/);
    expect(opt?.target).toBe(inner);
    const r = act(s, 'p1', { type: 'disband', hex: inner });
    expect(r.state.units['muetar-army-1']).toBeUndefined();
    expect(r.state.kingdoms.muetar.dead).toContain('muetar-army-1');
    const end = act(r.state, 'p1', { type: 'done' }, [3, 4, 3, 4]);
    expect(ofType([...r.events, ...end.events], 'penalty')).toEqual([]);
    expect(end.state.players.p1?.penalty).toEqual([]);
    // only inside a kingdom that deactivated, in the grace phase
    const plain = duelOf({ units: [{ id: 'muetar-army-1', hex: inner }] }, 'movement');
    expect(divineRight.choices(plain, 'p1').some((c) => c.command.type === 'disband')).toBe(false);
    rejects(plain, 'p1', { type: 'disband', hex: inner }, 'rule/no_disband');
  });
});

describe('DR-FLEET-03 a fleet in a hex with enemy land units must leave in its next movement', () => {
  const ports = new Set(NON_CASTLE_PORTS.map((p) => p.hex));
  const shore = hexWhere(
    (h) =>
      h.kind === 'land' &&
      fleetMayEnter(h.id) &&
      h.basicOwner === null &&
      !CASTLE_AT.has(h.id) &&
      !ports.has(h.id) &&
      grid.neighbours(h.id).some((n) => HEXES.get(n)?.kind === 'sea'),
  );
  it('DR-FLEET-03 the Movement Phase cannot end until the fleet sails away', () => {
    const s = duelOf({
      units: [
        { id: 'merc-M', hex: shore, seat: 'p1' },
        { id: 'neuth-army-1', hex: shore },
      ],
    });
    expect(hasChoice(s, 'p1', { type: 'done' })).toBe(false);
    rejects(s, 'p1', { type: 'done' }, 'rule/fleets_must_leave');
    expect(divineRight.onTimeout(s, 'p1').type).toBe('sail');
    const sail = divineRight
      .choices(s, 'p1')
      .map((c) => c.command)
      .find((c) => c.type === 'sail');
    if (sail?.type !== 'sail') throw new Error('no sail');
    const r = act(s, 'p1', sail);
    expect(r.state.units['merc-M']?.hex).not.toBe(shore);
    expect(hasChoice(r.state, 'p1', { type: 'done' })).toBe(true);
  });
});

describe('DR-DIP-10 the ambassador stands in the royal castle, or in the kingdom when enemies hold it', () => {
  const pon = royalCastleOf('pon')?.hex as string;
  it('DR-DIP-10 activation places the ambassador in the royal castle', () => {
    const s = duelOf({ units: [{ id: 'muetar-army-1', hex: '1218' }] }, 'diplomacy');
    const r = act(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'pon' });
    expect(ofType(r.events, 'envoySent')[0]).toMatchObject({ kingdom: 'pon', at: pon });
  });
  it('DR-DIP-10 with enemy combat units in the royal castle he stands in the nearest free hex of the kingdom', () => {
    const s = duelOf({ units: [{ id: 'neuth-army-1', hex: pon }] }, 'diplomacy');
    const r = act(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'pon' });
    const at = ofType(r.events, 'envoySent')[0]?.at as string;
    expect(at).not.toBe(pon);
    expect(hexesOf('pon')).toContain(at);
    expect(grid.distance(pon, at)).toBe(1);
  });
  it('DR-DIP-10 DR-TROLL-04 the Trolls receive him at the Face', () => {
    const s = duelOf({ units: [] }, 'diplomacy');
    const r = act(s, 'p1', { type: 'envoy', action: 'activate', kingdom: 'trolls' });
    expect(ofType(r.events, 'envoySent')[0]?.at).toBe(THE_FACE);
  });
});

describe('OOT-10 DR-ZORN-01 a kingdom activated in another player’s turn is placed by its new controller', () => {
  it('OOT-10 DR-ZORN-01 DR-KING-24 Zorn joins p2 in p1’s turn: p2 places each goblin, never two adjacent', () => {
    const s = duelOf({ units: [{ id: 'muetar-army-1', hex: '1218' }] }, 'movement');
    const t = new Tx(s, scriptedDice([]));
    activate(t, 'zorn', 'p2');
    expect(divineRight.pending(t.state)[0]).toMatchObject({ seat: 'p2', kind: 'deploy' });
    let st = t.state;
    const placed: string[] = [];
    for (let i = 0; i < 40 && st.interrupts[0]?.kind === 'deploy'; i++) {
      const opts = divineRight.choices(st, 'p2').map((c) => c.command);
      const pick = opts[opts.length - 1];
      if (pick?.type !== 'deploy') throw new Error('no deploy option');
      placed.push(pick.hex);
      st = act(st, 'p2', pick).state;
    }
    expect(placed.length).toBeGreaterThan(1);
    const goblins = Object.values(st.units).filter((u) => u.kingdom === 'zorn' && u.kind === 'army');
    for (const a of goblins)
      for (const b of goblins) if (a.id !== b.id) expect(grid.neighbours(a.hex)).not.toContain(b.hex);
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p1', kind: 'turn' });
  });
});
