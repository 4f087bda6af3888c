/**
 * Moving demi-human capitals (DG-CAP-01..09, optional rule): disbanding in
 * Whitestone's Movement Step, the 1d6+4 delay, the open ground left behind,
 * the nation safe until the marker's Turn, setting the capital up again at the
 * start of Step 1 (AMB-43), and the nation falling with that hex afterwards.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Config, Sandbox } from './config.ts';
import { CAPITALS, DEMI_HUMAN_NATIONS, place, strongholdsOf } from './data/index.ts';
import { describe as line } from './describe.ts';
import { afterCommand } from './rules/conquest.ts';
import { liveStronghold } from './rules/evolve.ts';
import { replacementsStep } from './rules/flow.ts';
import { pairOptions } from './rules/replacements.ts';
import type { CapitalState, State, UnitState } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, dragonsOfGlory, ofType, offered, rejects, sandbox } from './testkit.ts';

const NATIONS = { dominion: 'highlord', silvanesti: 'whitestone', solanthus: 'whitestone' } as const;
const ON: Partial<Config> = { movingCapitals: true };
const disband = { type: 'disbandCapital', nation: 'silvanesti' } as const;

/** Whitestone's Movement Step with Silvanesti's guard in Starwood. */
function wsMoving(
  units: Sandbox['units'] = [{ id: 'silvanesti-foot-1', hex: '3728' }],
  o: Partial<Sandbox> = {},
  cfg = ON,
) {
  return sandbox({ units, nations: NATIONS, mover: 'whitestone', turn: 6, ...o }, cfg);
}

const withCapital = (s: State, c: CapitalState, turn = s.turn): State => ({ ...s, turn, capitals: { silvanesti: c } });

/** Step 1 begun on the state's Turn, then the board checked as after a command. */
function startStep1(s: State) {
  const tx = new Tx(s, scriptedDice([]));
  replacementsStep(tx);
  afterCommand(tx);
  return { state: tx.state, events: tx.events };
}

describe('disbanding a capital', () => {
  it('DG-CAP-01 an elven or kender capital is the one fortified city of its nation', () => {
    expect([...DEMI_HUMAN_NATIONS].sort()).toEqual(['goodlund', 'hylo', 'qualinesti', 'silvanesti']);
    for (const n of DEMI_HUMAN_NATIONS) {
      const cities = strongholdsOf(n);
      expect(
        cities.map((p) => p.kind),
        n,
      ).toEqual(['fortified-city']);
      expect(CAPITALS.get(n)?.id).toBe(cities[0]!.id);
    }
  });

  it('DG-CAP-09 Turn 6, a roll of 3: the capital comes back on Turn 13', () => {
    const r = act(wsMoving(), 'whitestone', disband, [3]);
    const e = ofType(r.events, 'capitalDisbanded');
    expect(e).toEqual([{ type: 'capitalDisbanded', nation: 'silvanesti', place: 'starwood', die: 3, returns: 13 }]);
    expect(r.state.capitals.silvanesti).toEqual({ disbanded: 'starwood', returns: 13, at: null });
    expect(line(e[0]!)).toContain('Turn 13');
  });

  it('DG-CAP-05 the delay is 1d6+4 Turns: 5 to 10', () => {
    expect(act(wsMoving(), 'whitestone', disband, [1]).state.capitals.silvanesti?.returns).toBe(11);
    expect(act(wsMoving(), 'whitestone', disband, [6]).state.capitals.silvanesti?.returns).toBe(16);
  });

  it('DG-CAP-02 only an elven or kender nation on Whitestone’s side', () => {
    const hl = wsMoving([{ id: 'silvanesti-foot-1', hex: '3728' }], {
      nations: { ...NATIONS, silvanesti: 'highlord' },
    });
    rejects(hl, 'whitestone', disband, 'rule/not_yours');
    const dwarves = wsMoving([{ id: 'kaolyn-dwarves-1', hex: '2712' }], {
      nations: { ...NATIONS, kaolyn: 'whitestone' },
    });
    rejects(dwarves, 'whitestone', { type: 'disbandCapital', nation: 'kaolyn' }, 'rule/not_demi_human');
    expect(offered(dwarves, 'whitestone', (c) => c.type === 'disbandCapital')).toBe(false);
  });

  it('DG-CAP-03 only in Whitestone’s Movement Step', () => {
    expect(offered(wsMoving(), 'whitestone', (c) => c.type === 'disbandCapital')).toBe(true);
    const hlMoving = wsMoving(undefined, { mover: 'highlord' });
    rejects(hlMoving, 'whitestone', disband, 'rule/not_your_turn');
    const combat = wsMoving(undefined, { step: 'combat' });
    expect(combat.stage?.kind).toBe('combat');
    rejects(combat, 'whitestone', disband, 'rule/not_now');
  });

  it('DG-CAP-03 only with a ground army of that nation in the capital', () => {
    for (const units of [
      [{ id: 'silvanesti-speaker', hex: '3728' }],
      [{ id: 'silvanesti-griffons', hex: '3728' }],
      [{ id: 'solanthus-foot-1', hex: '3728' }],
      [{ id: 'silvanesti-foot-1', hex: '3729' }],
    ]) {
      const s = wsMoving(units);
      rejects(s, 'whitestone', disband, 'rule/no_army_there');
      expect(offered(s, 'whitestone', (c) => c.type === 'disbandCapital')).toBe(false);
    }
  });

  it('DG-CAP-03 without the optional rule there is no disbanding', () => {
    const off = wsMoving(undefined, {}, {});
    expect(offered(off, 'whitestone', (c) => c.type === 'disbandCapital')).toBe(false);
    rejects(off, 'whitestone', disband, 'rule/optional_rule_off');
  });

  it('DG-CAP-04 the place is open ground at once: no stronghold to rebuild in or to capture', () => {
    const s = wsMoving([
      { id: 'silvanesti-foot-1', hex: '3728' },
      { id: 'silvanesti-foot-2', where: 'pool' },
      { id: 'silvanesti-foot-3', where: 'pool' },
    ]);
    expect(liveStronghold(s, '3728')).toBe(true);
    const r = act(s, 'whitestone', disband, [3]).state;
    expect(liveStronghold(r, '3728')).toBe(false);
    expect(pairOptions(r, 'whitestone')).toEqual([]);
  });

  it('DG-CAP-06 the nation cannot be conquered before the marker’s Turn', () => {
    const s = act(wsMoving(), 'whitestone', disband, [3]).state;
    const withEnemy = put(put(s, 'silvanesti-foot-1', { where: 'removed', hex: null }), 'red-inf-1', {
      where: 'map',
      hex: '3728',
    });
    const tx = new Tx(withEnemy, scriptedDice([]));
    afterCommand(tx);
    expect(ofType(tx.events, 'captured')).toEqual([]);
    expect(ofType(tx.events, 'conquered')).toEqual([]);
    expect(tx.state.nations.silvanesti.status).toBe('whitestone');
  });
});

describe('the capital comes back', () => {
  const out: CapitalState = { disbanded: 'starwood', returns: 13, at: null };
  const base = (o: Partial<Sandbox> = {}) =>
    sandbox({ units: [{ id: 'red-inf-1', hex: '3517' }], nations: NATIONS, turn: 12, ...o }, ON);

  it('DG-CAP-07 AMB-43 at the start of Step 1 of its Turn, and not before', () => {
    expect(startStep1(withCapital(base(), out, 12)).state.stage?.kind).not.toBe('capital');
    const r = startStep1(withCapital(base(), out, 13));
    expect(r.state.stage).toEqual({ kind: 'capital', nation: 'silvanesti' });
    expect(dragonsOfGlory.pending(r.state).map((p) => p.seat)).toEqual(['whitestone']);
  });

  it('DG-CAP-07 in any fortress or fortified city Whitestone holds', () => {
    const s = startStep1(withCapital(base({ control: { palanthus: 'whitestone' } }), out, 13)).state;
    const sites = dragonsOfGlory
      .choices(s, 'whitestone')
      .map((c) => (c.command as { place: string }).place)
      .sort();
    expect(sites).toEqual(['eastmark', 'palanthus', 'riverkeep', 'solanthus']);
    rejects(s, 'whitestone', { type: 'establishCapital', place: 'nightspire' }, 'rule/bad_site');
    rejects(s, 'whitestone', { type: 'establishCapital', place: 'starwood' }, 'rule/bad_site');
    const r = act(s, 'whitestone', { type: 'establishCapital', place: 'riverkeep' }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(ofType(r.events, 'capitalEstablished')).toEqual([
      { type: 'capitalEstablished', nation: 'silvanesti', place: 'riverkeep' },
    ]);
    expect(r.state.capitals.silvanesti).toEqual({ disbanded: 'starwood', returns: 13, at: 'riverkeep' });
    // Step 1 goes on.
    expect(r.state.stage?.kind).not.toBe('capital');
  });

  it('AMB-43 with no fortress or fortified city in Whitestone’s hands, the nation is conquered at once', () => {
    const s = sandbox(
      {
        units: [
          { id: 'red-inf-1', hex: '3517' },
          { id: 'silvanesti-foot-2', hex: '3729' },
        ],
        nations: { dominion: 'highlord', silvanesti: 'whitestone' },
        turn: 12,
      },
      ON,
    );
    const r = startStep1(withCapital(s, out, 13));
    expect(r.state.stage?.kind).not.toBe('capital');
    expect(ofType(r.events, 'conquered').map((e) => [e.nation, e.by])).toEqual([['silvanesti', 'highlord']]);
    expect(r.state.units['silvanesti-foot-2']!.where).toBe('removed');
  });

  it('DG-CAP-08 once set up again it never moves, and the nation falls with that hex', () => {
    const moved: CapitalState = { disbanded: 'starwood', returns: 13, at: 'riverkeep' };
    const s = withCapital(
      wsMoving([
        { id: 'silvanesti-foot-1', hex: '2409' },
        { id: 'silvanesti-foot-2', hex: '3728' },
      ]),
      moved,
      14,
    );
    rejects(s, 'whitestone', disband, 'rule/capital_moved');
    const held = check(s);
    expect(ofType(held.events, 'conquered')).toEqual([]);
    const lost = put(put(s, 'silvanesti-foot-1', { hex: '2410' }), 'red-inf-1', { where: 'map', hex: '2409' });
    const r = check(lost);
    expect(ofType(r.events, 'captured').map((e) => e.place)).toEqual(['riverkeep']);
    // Silvanesti falls with Riverkeep; Solanthus, which still holds two strongholds, does not.
    expect(ofType(r.events, 'conquered').map((e) => e.nation)).toEqual(['silvanesti']);
    expect(place('riverkeep').nation).toBe('solanthus');
  });
});

/** A unit moved by hand, as a command might leave it. */
function put(s: State, id: string, patch: Partial<UnitState>): State {
  return { ...s, units: { ...s.units, [id]: { ...s.units[id]!, ...patch } } };
}

function check(s: State) {
  const tx = new Tx(s, scriptedDice([]));
  afterCommand(tx);
  return { state: tx.state, events: tx.events };
}
