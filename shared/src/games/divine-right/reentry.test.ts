/** The optional re-entry rule (DR-OPT-01..05) as a game option. */
import { describe, expect, it } from 'vitest';
import { MUTATION_RUN } from '../../engine/testing.ts';
import { scriptedDice } from '../../engine/dice.ts';
import { BASIC_KINGDOMS, REGULAR_COUNTERS } from './data/index.ts';
import type { Sandbox } from './config.ts';
import { killMonarch } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import { act, begin, botUntil, divineRight, ofType, sandbox } from './testkit.ts';

const three = (extra: Partial<Sandbox> = {}, reentry = true) =>
  sandbox(
    {
      kingdoms: ['muetar', 'neuth', 'ghem'],
      phase: 'movement',
      vp: { p2: 12 },
      units: [
        { id: 'muetar-army-1', hex: '1218' },
        { id: 'neuth-monarch', hex: '1610' },
        { id: 'ghem-army-1', hex: '2312', inside: true },
      ],
      ...extra,
    },
    { reentry },
  );

/** p2's monarch dies at p1's hand in p1's turn. */
function eliminated(s = three()) {
  const t = new Tx(s, scriptedDice([4]));
  killMonarch(t, 'neuth', 'p1', 'fate');
  return t.state;
}

describe('re-entry of eliminated players (DR-OPT)', () => {
  it('DR-OPT-01 OOT-13 every other live player is asked in turn; one "no" keeps him out', () => {
    const st = eliminated();
    expect(st.players.p2?.eliminated).toBe(true);
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p1', kind: 'reentry' });
    const yes = act(st, 'p1', { type: 'vote', yes: true });
    expect(divineRight.pending(yes.state)[0]).toMatchObject({ seat: 'p3', kind: 'reentry' });
    const no = act(yes.state, 'p3', { type: 'vote', yes: false });
    expect(no.state.players.p2).toMatchObject({ eliminated: true, vp: 12 });
    expect(ofType(no.events, 'reentered')).toEqual([]);
    // the deadline votes no; a standing order votes for its owner
    expect(divineRight.onTimeout(st, 'p1')).toEqual({ type: 'vote', yes: false });
    expect(divineRight.standing?.(st, 'p1', { reentry: 'yes' })).toEqual({ type: 'vote', yes: true });
  });

  it('DR-OPT-01 without the option nobody is asked', () => {
    const st = eliminated(three({}, false));
    expect(st.interrupts.filter((i) => i.kind === 'reentry')).toEqual([]);
  });

  it('DR-OPT-02 DR-OPT-03 with consent he draws a neutral kingdom (his own included), restarts at 0 VP with its whole pool', () => {
    const st = eliminated(three({ kingdomState: { pon: { dead: ['pon-army-1'] } } }));
    const neutral = BASIC_KINGDOMS.filter((k) => st.kingdoms[k].status === 'inactive');
    expect(neutral).toContain('neuth');
    const i = neutral.indexOf('pon');
    let r = act(st, 'p1', { type: 'vote', yes: true });
    r = act(r.state, 'p3', { type: 'vote', yes: true }, [i], { p2: { deploy: 'auto', displace: 'auto' } });
    expect(ofType(r.events, 'reentered')[0]).toMatchObject({ seat: 'p2', kingdom: 'pon', from: null });
    expect(r.state.players.p2).toMatchObject({ eliminated: false, vp: 0, kingdom: 'pon' });
    expect(r.state.kingdoms.pon).toMatchObject({ status: 'player', seat: 'p2', personality: null });
    const pool = REGULAR_COUNTERS.filter((c) => c.kingdom === 'pon').map((c) => c.id);
    const onMap = Object.values(r.state.units).filter((u) => u.kingdom === 'pon' && u.kind !== 'monarch');
    expect(onMap.length + r.state.kingdoms.pon.reserve.length).toBe(pool.length);
    expect(onMap.map((u) => u.id)).toContain('pon-army-1');
    expect(r.state.units['pon-monarch']?.seat).toBe('p2');
  });

  it('DR-OPT-04 with no neutral kingdom he takes one of the allies of the player with the most; hostile units make way', () => {
    const others = BASIC_KINGDOMS.filter((k) => !['muetar', 'neuth', 'ghem'].includes(k));
    const allies = Object.fromEntries(others.map((k, i) => [k, i < 5 ? 'p1' : 'p3']));
    const st0 = eliminated(three({ allies }));
    // by the time of the vote Neuth has found an ally too: no neutral kingdom is left
    const st = {
      ...st0,
      kingdoms: {
        ...st0.kingdoms,
        neuth: { ...st0.kingdoms.neuth, status: 'active' as const, seat: 'p3', lock: null },
      },
    };
    expect(BASIC_KINGDOMS.filter((k) => st.kingdoms[k].status === 'inactive')).toEqual([]);
    const p1Allies = others.slice(0, 5);
    let r = act(st, 'p1', { type: 'vote', yes: true });
    r = act(r.state, 'p3', { type: 'vote', yes: true }, [0], { p2: { deploy: 'auto' }, p1: { displace: 'auto' } });
    const k = p1Allies[0] as (typeof BASIC_KINGDOMS)[number];
    expect(ofType(r.events, 'reentered')[0]).toMatchObject({ seat: 'p2', kingdom: k, from: 'p1' });
    expect(r.state.kingdoms[k]).toMatchObject({ status: 'player', seat: 'p2' });
    expect(
      Object.values(r.state.units)
        .filter((u) => u.kingdom === k)
        .every((u) => u.seat === 'p2'),
    ).toBe(true);
    expect(r.state.players.p2?.vp).toBe(0);
  });

  it('DR-OPT-05 an eliminated player who stays out keeps his points and may still win on them', () => {
    const st = eliminated(three({ vp: { p2: 99 } }));
    const no = act(st, 'p1', { type: 'vote', yes: false });
    expect(no.state.players.p2?.vp).toBe(99);
    expect(divineRight.pending(no.state)[0]?.seat).toBe('p1');
  });
});

describe('DR-OPT bot games with the re-entry option', () => {
  it.skipIf(MUTATION_RUN)(
    'DR-OPT-01 DR-OPT-02 seeded bot games with re-entry reach a result without a dead end',
    () => {
      for (const seed of [1, 2, 3, 4]) {
        const s = botUntil(begin({ players: 3, turns: 8, reentry: true }, seed).state, () => false, seed, 20000);
        expect(s.result, `seed ${seed}`).not.toBeNull();
      }
    },
  );
});
