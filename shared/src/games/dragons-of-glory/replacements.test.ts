/**
 * Step 1, replacements (Rule 1): the parallel stage of both sides
 * (DG-TURN-02), consolidation (DG-REP-05), pairs from the pool (DG-REP-03),
 * where a returning army may stand (DG-REP-06/07), what is never rebuilt
 * (DG-REP-08), and the checklist's readings AMB-03..07 and AMB-42. The Turn's
 * advance into Step 1 (DG-TURN-11) closes the file. Every start is a sandbox at
 * step 'replacements' (rules/flow.ts resumeSandbox begins Step 1 there).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { eventsAddedOn } from './data/index.ts';
import { replacementsStep } from './rules/flow.ts';
import { pairOptions, replacementSides } from './rules/replacements.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { NATIONS, pool, step1 } from './replacements.testkit.ts';
import { act, dragonsOfGlory, labels, ofType, offered, rejects, sandbox } from './testkit.ts';

const where = (s: State, id: string) => s.units[id]!.where;
const end = { type: 'endReplacements' } as const;

describe('Step 1 as a stage', () => {
  it('DG-TURN-02 both sides replace in parallel, each ending on its own', () => {
    const s = step1(pool('solanthus-knights-1', 'solanthus-knights-2', 'red-inf-1', 'red-inf-2'));
    expect(s.stage).toEqual({ kind: 'replacements', sides: ['highlord', 'whitestone'] });
    const pending = dragonsOfGlory.pending(s).map((p) => p.seat);
    expect(pending.sort()).toEqual(['highlord', 'whitestone']);
    // Whitestone acts first, the Highlord after: the order between the sides does not matter.
    const ws = act(s, 'whitestone', {
      type: 'pair',
      returned: 'solanthus-knights-1',
      removed: 'solanthus-knights-2',
      hex: '2110',
    });
    const wsDone = act(ws.state, 'whitestone', end).state;
    expect(wsDone.stage).toEqual({ kind: 'replacements', sides: ['highlord'] });
    const hl = act(wsDone, 'highlord', { type: 'pair', returned: 'red-inf-1', removed: 'red-inf-2', hex: '3517' });
    expect(ofType(hl.events, 'paired')).toHaveLength(1);
    const after = act(hl.state, 'highlord', end, [1, 1, 1, 1, 1, 1, 1, 1]).state;
    expect(after.step).not.toBe('replacements');
  });

  it('DG-TURN-02 the Highlord raises the new draconian before anything else', () => {
    const s = step1(pool('red-inf-1', 'red-inf-2', 'solanthus-foot-1', 'solanthus-foot-2'), { templeLost: false });
    const pair = { type: 'pair', returned: 'red-inf-1', removed: 'red-inf-2', hex: '3220' } as const;
    rejects(s, 'highlord', pair, 'rule/draconian_first');
    expect(labels(s, 'highlord')).not.toContain('Rebuild Red Infantry I at Ashhaven; Red Infantry II leaves the game');
    expect(offered(s, 'highlord', (c) => c.type === 'draconian' && c.take)).toBe(true);
    // Whitestone is not held up by the Highlord's draconian.
    act(s, 'whitestone', { type: 'pair', returned: 'solanthus-foot-1', removed: 'solanthus-foot-2', hex: '2110' });
    const took = act(s, 'highlord', { type: 'draconian', take: true }).state;
    expect(ofType(act(took, 'highlord', pair).events, 'paired')).toHaveLength(1);
    const declined = act(s, 'highlord', { type: 'draconian', take: false }).state;
    expect(ofType(act(declined, 'highlord', pair).events, 'paired')).toHaveLength(1);
  });

  it('DG-REP-01 nothing is replaced outside Step 1', () => {
    const s = sandbox({
      units: [...pool('solanthus-knights-1', 'solanthus-knights-2'), { id: 'red-inf-1', hex: '3517' }],
      nations: NATIONS,
      mover: 'whitestone',
    });
    expect(s.stage?.kind).toBe('movement');
    rejects(
      s,
      'whitestone',
      { type: 'pair', returned: 'solanthus-knights-1', removed: 'solanthus-knights-2', hex: '2110' },
      'rule/not_now',
    );
    expect(offered(s, 'whitestone', (c) => c.type === 'pair')).toBe(false);
  });

  it('DG-REP-01 a Step 1 with nothing to decide passes on to Step 2 by itself', () => {
    const s = step1([...pool('solanthus-knights-1'), { id: 'red-inf-1', hex: '3517' }]);
    expect(s.stage?.kind).not.toBe('replacements');
    expect(s.step).not.toBe('replacements');
  });

  it('DG-REP-01 choices are in words', () => {
    const s = step1(pool('solanthus-knights-2', 'solanthus-knights-3'));
    expect(labels(s, 'whitestone')).toContain(
      'Rebuild Knights of Solanthus II at Solanthus; Knights of Solanthus III leaves the game',
    );
    const c = dragonsOfGlory.choices(s, 'whitestone').find((x) => x.command.type === 'pair')!;
    expect(c.target).toBe((c.command as { hex: string }).hex);
    expect(c.confirm).toBeTruthy();
  });
});

describe('the Replacement Pool and its pairs', () => {
  it('DG-REP-02 only armies in the pool pair; one on the map or out of the game does not', () => {
    const s = step1([
      { id: 'solanthus-foot-1', where: 'pool' },
      { id: 'solanthus-foot-2', hex: '2409' },
      { id: 'solanthus-knights-1', where: 'removed' },
    ]);
    expect(replacementSides(s)).toEqual([]);
    expect(pairOptions(s, 'whitestone')).toEqual([]);
  });

  it('DG-REP-03 two in the pool: one returns, one leaves the game, none is left', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'));
    const r = act(s, 'whitestone', {
      type: 'pair',
      returned: 'solanthus-foot-1',
      removed: 'solanthus-foot-2',
      hex: '2110',
    });
    expect(r.state.units['solanthus-foot-1']).toMatchObject({ where: 'map', hex: '2110' });
    expect(where(r.state, 'solanthus-foot-2')).toBe('removed');
    expect(pairOptions(r.state, 'whitestone')).toEqual([]);
  });

  it('DG-REP-03 DG-REP-04 three in the pool: one pair, and the third waits for a partner', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2', 'solanthus-knights-1'));
    const r = act(s, 'whitestone', { type: 'endReplacements', takeAll: true });
    expect(ofType(r.events, 'paired')).toHaveLength(1);
    const left = ['solanthus-foot-1', 'solanthus-foot-2', 'solanthus-knights-1'].filter(
      (id) => where(r.state, id) === 'pool',
    );
    expect(left).toHaveLength(1);
    // A later Turn: a second army reaches the pool, and the one left over pairs with it.
    const later: State = {
      ...r.state,
      turn: 4,
      units: { ...r.state.units, 'solanthus-knights-2': { ...r.state.units['solanthus-knights-2']!, where: 'pool' } },
    };
    const tx = new Tx(later, scriptedDice([]));
    replacementsStep(tx);
    expect(tx.state.stage).toEqual({ kind: 'replacements', sides: ['whitestone'] });
    expect(pairOptions(tx.state, 'whitestone').map((p) => [p.returned, p.removed].sort())).toContainEqual(
      [left[0]!, 'solanthus-knights-2'].sort(),
    );
  });

  it('DG-REP-03 four in the pool: two return and two leave the game', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2', 'solanthus-knights-1', 'solanthus-knights-2'));
    const r = act(s, 'whitestone', { type: 'endReplacements', takeAll: true });
    const paired = ofType(r.events, 'paired');
    expect(paired).toHaveLength(2);
    expect(paired.map((p) => r.state.units[p.returned]!.where)).toEqual(['map', 'map']);
    expect(paired.map((p) => r.state.units[p.removed]!.where)).toEqual(['removed', 'removed']);
  });

  it('DG-REP-03 a pair is of one nationality: Solanthus and Caergoth armies do not pair', () => {
    const s = step1(pool('solanthus-foot-1', 'caergoth-foot-1'));
    expect(replacementSides(s)).toEqual([]);
    const s2 = step1(pool('solanthus-foot-1', 'caergoth-foot-1', 'caergoth-foot-2'));
    rejects(
      s2,
      'whitestone',
      { type: 'pair', returned: 'solanthus-foot-1', removed: 'caergoth-foot-1', hex: '2110' },
      'rule/no_pair',
    );
  });

  it('DG-REP-03 the five dragonarmies pair apart though they share a country', () => {
    const s = step1(pool('red-inf-1', 'blue-inf-1'));
    expect(replacementSides(s)).toEqual([]);
  });

  it('AMB-03 pairs are optional: ending keeps both in the pool; "take every replacement" rebuilds them', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'));
    const kept = act(s, 'whitestone', end);
    expect(ofType(kept.events, 'paired')).toEqual([]);
    expect([where(kept.state, 'solanthus-foot-1'), where(kept.state, 'solanthus-foot-2')]).toEqual(['pool', 'pool']);
    const all = act(s, 'whitestone', { type: 'endReplacements', takeAll: true });
    expect(ofType(all.events, 'paired')).toHaveLength(1);
    expect(offered(s, 'whitestone', (c) => c.type === 'endReplacements' && c.takeAll === true)).toBe(true);
  });

  it('AMB-03 the default rebuilds the stronger army and lets the weaker go', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-knights-1'));
    const r = act(s, 'whitestone', { type: 'endReplacements', takeAll: true });
    expect(ofType(r.events, 'paired')[0]).toMatchObject({
      returned: 'solanthus-knights-1',
      removed: 'solanthus-foot-1',
    });
  });

  it('DG-REP-09 AMB-07 a rebuilt army comes back at full strength', () => {
    const s = step1([
      { id: 'solanthus-foot-1', where: 'pool', depleted: true },
      { id: 'solanthus-foot-2', where: 'pool', depleted: true },
    ]);
    const r = act(s, 'whitestone', {
      type: 'pair',
      returned: 'solanthus-foot-1',
      removed: 'solanthus-foot-2',
      hex: '2608',
    });
    expect(r.state.units['solanthus-foot-1']).toMatchObject({ where: 'map', hex: '2608', depleted: false });
  });
});

describe('where a rebuilt army stands', () => {
  const pair = (hex: string) =>
    ({ type: 'pair', returned: 'solanthus-foot-1', removed: 'solanthus-foot-2', hex }) as const;

  it('DG-REP-06 AMB-05 a fortress or fortified city of its own country', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'));
    for (const hex of ['2110', '2409', '2608'])
      expect(ofType(act(s, 'whitestone', pair(hex)).events, 'paired')).toHaveLength(1);
    // Caergoth is Whitestone's too, but not Solanthus's country; open plains are no stronghold.
    rejects(s, 'whitestone', pair('1714'), 'rule/bad_hex');
    rejects(s, 'whitestone', pair('2210'), 'rule/bad_hex');
  });

  it('DG-REP-06 AMB-05 a stronghold of its country held by the enemy is closed to it, even empty', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'), { control: { riverkeep: 'highlord' } });
    rejects(s, 'whitestone', pair('2409'), 'rule/bad_hex');
    expect(ofType(act(s, 'whitestone', pair('2608')).events, 'paired')).toHaveLength(1);
  });

  it('DG-REP-07 not where enemy armies stand', () => {
    const s = step1([...pool('solanthus-foot-1', 'solanthus-foot-2'), { id: 'red-dragon-1', hex: '2608' }]);
    rejects(s, 'whitestone', pair('2608'), 'rule/bad_hex');
  });

  it('DG-REP-07 AMB-06 within the stacking limits: a fortress holds two ground armies', () => {
    const one = step1([...pool('solanthus-foot-1', 'solanthus-foot-2'), { id: 'solanthus-knights-1', hex: '2409' }]);
    expect(ofType(act(one, 'whitestone', pair('2409')).events, 'paired')).toHaveLength(1);
    const two = step1([
      ...pool('solanthus-foot-1', 'solanthus-foot-2'),
      { id: 'solanthus-knights-1', hex: '2409' },
      { id: 'solanthus-knights-2', hex: '2409' },
    ]);
    rejects(two, 'whitestone', pair('2409'), 'rule/bad_hex');
  });

  it('AMB-06 with no hex to go to, the pair stays in the pool and Step 1 asks nothing', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'), {
      control: { solanthus: 'highlord', riverkeep: 'highlord', eastmark: 'highlord' },
    });
    expect(replacementSides(s)).toEqual([]);
  });
});

describe('consolidation', () => {
  it('DG-REP-05 DG-REP-02 two depleted armies in a hex: one to full strength, one to the pool', () => {
    const s = step1([
      { id: 'solanthus-foot-1', hex: '2210', depleted: true },
      { id: 'solanthus-foot-2', hex: '2210', depleted: true },
    ]);
    expect(s.stage).toEqual({ kind: 'replacements', sides: ['whitestone'] });
    const r = act(s, 'whitestone', { type: 'consolidate', kept: 'solanthus-foot-1', pooled: 'solanthus-foot-2' });
    expect(r.state.units['solanthus-foot-1']).toMatchObject({ where: 'map', hex: '2210', depleted: false });
    expect(where(r.state, 'solanthus-foot-2')).toBe('pool');
  });

  it('DG-REP-05 AMB-04 the army sent to the pool pairs in the same Step 1', () => {
    const s = step1([
      { id: 'solanthus-foot-1', hex: '2210', depleted: true },
      { id: 'solanthus-foot-2', hex: '2210', depleted: true },
      { id: 'solanthus-knights-1', where: 'pool' },
    ]);
    const c = act(s, 'whitestone', { type: 'consolidate', kept: 'solanthus-foot-1', pooled: 'solanthus-foot-2' }).state;
    const r = act(c, 'whitestone', {
      type: 'pair',
      returned: 'solanthus-knights-1',
      removed: 'solanthus-foot-2',
      hex: '2110',
    });
    expect(ofType(r.events, 'paired')).toHaveLength(1);
  });

  it('DG-REP-05 refused unless both are depleted, of one nationality, in one hex', () => {
    const full = step1([
      { id: 'solanthus-foot-1', hex: '2210', depleted: true },
      { id: 'solanthus-foot-2', hex: '2210' },
      { id: 'solanthus-knights-1', hex: '2211', depleted: true },
      { id: 'caergoth-foot-1', hex: '2210', depleted: true },
    ]);
    expect(replacementSides(full)).toEqual([]);
    const s = step1([
      { id: 'solanthus-foot-1', hex: '2210', depleted: true },
      { id: 'solanthus-foot-2', hex: '2210', depleted: true },
      { id: 'solanthus-knights-1', hex: '2211', depleted: true },
      { id: 'caergoth-foot-1', hex: '2210', depleted: true },
    ]);
    const no = (kept: string, pooled: string) =>
      rejects(s, 'whitestone', { type: 'consolidate', kept, pooled }, 'rule/no_consolidation');
    no('solanthus-foot-1', 'solanthus-knights-1');
    no('solanthus-foot-1', 'caergoth-foot-1');
    no('solanthus-foot-1', 'solanthus-foot-1');
  });

  it('DG-REP-08 two depleted griffon armies in one hex cannot consolidate', () => {
    const s = sandbox({
      units: [
        { id: 'qualinesti-griffons', hex: '1525', depleted: true },
        { id: 'silvanesti-griffons', hex: '1525', depleted: true },
        { id: 'silvanesti-pegasi', hex: '1525', depleted: true },
        ...pool('qualinesti-foot-1', 'qualinesti-foot-2'),
      ],
      nations: { qualinesti: 'whitestone', silvanesti: 'whitestone' },
      step: 'replacements',
    });
    expect(offered(s, 'whitestone', (c) => c.type === 'consolidate')).toBe(false);
    rejects(
      s,
      'whitestone',
      { type: 'consolidate', kept: 'silvanesti-griffons', pooled: 'silvanesti-pegasi' },
      'rule/no_consolidation',
    );
  });

  it('DG-REP-08 dragons and ships are never rebuilt from the pool', () => {
    const only = step1(pool('red-dragon-1', 'red-dragon-2', 'dominion-ship-1', 'dominion-ship-2'));
    expect(replacementSides(only)).toEqual([]);
    const s = step1(
      pool('red-dragon-1', 'red-dragon-2', 'dominion-ship-1', 'dominion-ship-2', 'red-inf-1', 'red-inf-2'),
    );
    expect(pairOptions(s, 'highlord').every((p) => p.returned.startsWith('red-inf'))).toBe(true);
    rejects(
      s,
      'highlord',
      { type: 'pair', returned: 'red-dragon-1', removed: 'red-dragon-2', hex: '3517' },
      'rule/no_pair',
    );
  });
});

describe('conquered nations', () => {
  it('DG-REP-11 AMB-42 a conquered nation rebuilds nothing', () => {
    const s = sandbox({
      units: [...pool('fielder-foot-1', 'fielder-foot-2', 'solanthus-foot-1', 'solanthus-foot-2')],
      nations: { ...NATIONS, fielder: 'conquered' },
      control: { fieldhold: 'whitestone' },
      step: 'replacements',
      darkTemple: 'nightspire',
      templeLost: true,
    });
    expect(pairOptions(s, 'whitestone').some((p) => p.returned.startsWith('fielder'))).toBe(false);
    rejects(
      s,
      'whitestone',
      { type: 'pair', returned: 'fielder-foot-1', removed: 'fielder-foot-2', hex: '1621' },
      'rule/no_pair',
    );
  });
});

describe('Step 8 into Step 1', () => {
  it('DG-TURN-11 DG-TURN-02 the Turn advances, the E10 counters go into the cup, and Step 1 begins', () => {
    const s = sandbox({
      units: [...pool('solanthus-foot-1', 'solanthus-foot-2'), { id: 'red-inf-1', hex: '3517' }],
      nations: NATIONS,
      turn: 9,
      step: 'combat',
      mover: 'whitestone',
      second: true,
      darkTemple: 'nightspire',
      templeLost: true,
    });
    const r = act(s, 'whitestone', { type: 'endCombat' });
    expect(r.state.turn).toBe(10);
    const filled = ofType(r.events, 'cupFilled');
    expect(filled).toHaveLength(1);
    expect([...filled[0]!.events].sort()).toEqual([...eventsAddedOn(10)].sort());
    expect(r.state.step).toBe('replacements');
    expect(r.state.stage).toEqual({ kind: 'replacements', sides: ['whitestone'] });
  });

  it('DG-TURN-11 no counters are added on Turn 11', () => {
    const s = sandbox({
      units: [...pool('solanthus-foot-1', 'solanthus-foot-2'), { id: 'red-inf-1', hex: '3517' }],
      nations: NATIONS,
      turn: 10,
      step: 'combat',
      mover: 'whitestone',
      second: true,
      darkTemple: 'nightspire',
      templeLost: true,
    });
    const r = act(s, 'whitestone', { type: 'endCombat' });
    expect(r.state.turn).toBe(11);
    expect(ofType(r.events, 'cupFilled')).toEqual([]);
  });
});
