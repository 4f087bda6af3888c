/**
 * Draconians and the Dark Temple (Rule 10): raising the temple (DG-DRC-01,
 * AMB-33), one new draconian a Turn (DG-DRC-02..04, AMB-44), draconian
 * replacements at the temple (DG-DRC-05/06, DG-REP-10, AMB-45) and the temple's
 * loss (DG-DRC-07, AMB-46).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Sandbox } from './config.ts';
import { afterCommand } from './rules/conquest.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, labels, ofType, offered, rejects, sandbox } from './testkit.ts';

const NATIONS = { dominion: 'highlord', solanthus: 'whitestone', fielder: 'whitestone' } as const;

function step1(units: Sandbox['units'], o: Partial<Sandbox> = {}): State {
  return sandbox({ units, nations: NATIONS, step: 'replacements', turn: 4, ...o });
}
const pool = (...ids: string[]) => ids.map((id) => ({ id, where: 'pool' as const }));
const draconian = (take: boolean) => ({ type: 'draconian', take }) as const;

describe('the Dark Temple', () => {
  it('DG-DRC-01 AMB-33 in any Step 1 the Highlord may raise it in a fortress or fortified city it holds', () => {
    const s = step1([]);
    expect(s.stage).toEqual({ kind: 'replacements', sides: ['highlord'] });
    expect(labels(s, 'highlord')).toContain('Raise the Dark Temple at Ashhaven');
    const r = act(s, 'highlord', { type: 'placeTemple', place: 'emberkeep' });
    expect(ofType(r.events, 'templePlaced')).toEqual([{ type: 'templePlaced', place: 'emberkeep' }]);
    expect(r.state.darkTemple).toEqual({ place: 'emberkeep', lost: false });
  });

  it('DG-DRC-01 not in a stronghold the Highlord does not hold, nor in open country', () => {
    const s = step1([], { control: { blackgate: 'whitestone' } });
    rejects(s, 'highlord', { type: 'placeTemple', place: 'solanthus' }, 'rule/bad_site');
    rejects(s, 'highlord', { type: 'placeTemple', place: 'blackgate' }, 'rule/bad_site');
    rejects(s, 'highlord', { type: 'placeTemple', place: 'corsair-cove' }, 'rule/bad_site');
    rejects(s, 'whitestone', { type: 'placeTemple', place: 'nightspire' });
  });

  it('DG-DRC-01 it is raised once and stays', () => {
    const s = act(step1([]), 'highlord', { type: 'placeTemple', place: 'nightspire' }).state;
    rejects(s, 'highlord', { type: 'placeTemple', place: 'ashhaven' }, 'rule/temple_placed');
    expect(offered(s, 'highlord', (c) => c.type === 'placeTemple')).toBe(false);
  });

  it('DG-DRC-01 AMB-33 not outside Step 1', () => {
    const s = sandbox({ units: [{ id: 'red-inf-1', hex: '3517' }], nations: NATIONS, mover: 'highlord' });
    rejects(s, 'highlord', { type: 'placeTemple', place: 'nightspire' }, 'rule/not_now');
  });

  it('DG-DRC-02 DG-DRC-03 a temple raised in Step 1 makes its first draconian at once, ready to move', () => {
    const s = act(step1([]), 'highlord', { type: 'placeTemple', place: 'nightspire' }).state;
    expect(offered(s, 'highlord', (c) => c.type === 'draconian' && c.take)).toBe(true);
    const r = act(s, 'highlord', draconian(true));
    const made = ofType(r.events, 'draconianMade');
    expect(made).toEqual([{ type: 'draconianMade', id: 'draconian-1', hex: '3517' }]);
    expect(r.state.units['draconian-1']).toMatchObject({
      where: 'map',
      hex: '3517',
      side: 'highlord',
      depleted: false,
    });
    // Nothing marks it as spent: it moves and fights normally this Turn.
    expect(r.state.flags['draconian-1']).toBeUndefined();
  });
});

describe('the new draconian of Step 1', () => {
  const ready = (o: Partial<Sandbox> = {}) => step1([], { darkTemple: 'nightspire', ...o });

  it('DG-DRC-02 one a Turn', () => {
    const r = act(ready(), 'highlord', draconian(true));
    expect(r.state.draconiansMade).toBe(1);
    rejects(r.state, 'highlord', draconian(true), 'rule/no_draconian');
  });

  it('AMB-44 the Highlord may decline it, and no draconian rises', () => {
    const r = act(ready(), 'highlord', draconian(false));
    expect(ofType(r.events, 'draconianMade')).toEqual([]);
    expect(r.state.draconiansMade).toBe(0);
    rejects(r.state, 'highlord', draconian(true), 'rule/no_draconian');
  });

  it('AMB-44 the default takes it', () => {
    const r = act(ready(), 'highlord', { type: 'endReplacements', takeAll: true }, [1, 1, 1, 1, 1, 1]);
    expect(ofType(r.events, 'draconianMade')).toHaveLength(1);
  });

  it('AMB-44 AMB-06 none rises while the temple hex is full', () => {
    const full = step1(
      [
        { id: 'red-inf-1', hex: '3517' },
        { id: 'red-inf-2', hex: '3517' },
        { id: 'red-inf-3', hex: '3517' },
      ],
      { darkTemple: 'nightspire', templeLost: false },
    );
    expect(full.stage?.kind).not.toBe('replacements');
    const room = step1(
      [
        { id: 'red-inf-1', hex: '3517' },
        { id: 'red-inf-2', hex: '3517' },
      ],
      { darkTemple: 'nightspire' },
    );
    expect(offered(room, 'highlord', (c) => c.type === 'draconian' && c.take)).toBe(true);
  });

  it('DG-DRC-04 twenty at most', () => {
    const units = Array.from({ length: 19 }, (_, i) => ({ id: `draconian-${i + 1}`, where: 'removed' as const }));
    const nineteen = step1(units, { darkTemple: 'nightspire', draconiansMade: 19 });
    const r = act(nineteen, 'highlord', draconian(true));
    expect(ofType(r.events, 'draconianMade')[0]?.id).toBe('draconian-20');
    const twenty = step1([...units, { id: 'draconian-20', where: 'removed' }], {
      darkTemple: 'nightspire',
      draconiansMade: 20,
    });
    expect(twenty.stage?.kind).not.toBe('replacements');
  });
});

describe('draconian replacements', () => {
  const pair = (hex: string) => ({ type: 'pair', returned: 'draconian-1', removed: 'draconian-2', hex }) as const;

  it('DG-DRC-05 DG-REP-10 a rebuilt draconian appears at the Dark Temple, not in another city of the Dominion', () => {
    const s = step1(pool('draconian-1', 'draconian-2'), { darkTemple: 'ashhaven', draconiansMade: 20 });
    rejects(s, 'highlord', pair('3517'), 'rule/bad_hex');
    const r = act(s, 'highlord', pair('3220'));
    expect(r.state.units['draconian-1']).toMatchObject({ where: 'map', hex: '3220' });
  });

  it('DG-DRC-06 AMB-45 after all twenty are made, the temple still takes replaced draconians', () => {
    const s = step1(pool('draconian-1', 'draconian-2'), { darkTemple: 'nightspire', draconiansMade: 20 });
    expect(offered(s, 'highlord', (c) => c.type === 'draconian')).toBe(false);
    expect(ofType(act(s, 'highlord', pair('3517')).events, 'paired')).toHaveLength(1);
  });

  it('DG-REP-10 with no temple on the map, draconians wait in the pool', () => {
    const s = step1(pool('draconian-1', 'draconian-2'), {
      control: Object.fromEntries(DOMINION.map((p) => [p, 'whitestone'])),
    });
    expect(s.stage?.kind).not.toBe('replacements');
  });
});

const DOMINION = ['nightspire', 'ashhaven', 'blackgate', 'emberkeep', 'venomhold', 'rimehold'];

describe('the temple lost', () => {
  it('DG-DRC-07 a Whitestone army in the temple hex takes it, for good', () => {
    const s = sandbox({
      units: [{ id: 'fielder-riders-1', hex: '3517' }],
      nations: NATIONS,
      darkTemple: 'nightspire',
      mover: 'whitestone',
    });
    const tx = new Tx(s, scriptedDice([]));
    afterCommand(tx);
    expect(ofType(tx.events, 'captured')).toEqual([{ type: 'captured', place: 'nightspire', side: 'whitestone' }]);
    expect(ofType(tx.events, 'templeLost')).toHaveLength(1);
    expect(tx.state.darkTemple.lost).toBe(true);
  });

  it('DG-DRC-07 a Highlord army in its own temple hex changes nothing', () => {
    const s = sandbox({ units: [{ id: 'red-inf-1', hex: '3517' }], nations: NATIONS, darkTemple: 'nightspire' });
    const tx = new Tx(s, scriptedDice([]));
    afterCommand(tx);
    expect(tx.events).toEqual([]);
  });

  it('DG-DRC-07 AMB-46 once lost, no new draconian and no draconian replacement, even with the hex retaken', () => {
    const s = step1(pool('draconian-1', 'draconian-2', 'red-inf-1', 'red-inf-2'), {
      darkTemple: 'nightspire',
      templeLost: true,
      control: { nightspire: 'highlord' },
    });
    expect(offered(s, 'highlord', (c) => c.type === 'draconian')).toBe(false);
    rejects(s, 'highlord', draconian(true), 'rule/no_draconian');
    rejects(
      s,
      'highlord',
      { type: 'pair', returned: 'draconian-1', removed: 'draconian-2', hex: '3517' },
      'rule/bad_hex',
    );
    // The other armies of the Dominion still rebuild there.
    const r = act(s, 'highlord', { type: 'pair', returned: 'red-inf-1', removed: 'red-inf-2', hex: '3517' });
    expect(ofType(r.events, 'paired')).toHaveLength(1);
  });
});
