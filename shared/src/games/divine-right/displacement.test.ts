/** Displacement of besiegers: the owner picks the hex (OOT-5/6), fleets carry the army off (DR-SIEGE-42). */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { displaceUnits } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import { act, divineRight, ofType, sandbox } from './testkit.ts';

const ALZAK = '2312';
const ADEESE = '2222';

describe('displacement hexes are the besieger’s decision (OOT-5, OOT-6)', () => {
  const s = sandbox({
    kingdoms: ['ghem', 'muetar'],
    order: ['p1', 'p2'],
    phase: 'movement',
    sieges: { [ALZAK]: 'p2' },
    units: [
      { id: 'muetar-army-1', hex: ALZAK },
      { id: 'muetar-army-2', hex: ALZAK },
      { id: 'ghem-army-1', hex: ALZAK, inside: true },
    ],
  });
  const lifted = () => {
    const t = new Tx(s, scriptedDice([]));
    const asked = displaceUnits(t, [s.units['muetar-army-1']!, s.units['muetar-army-2']!], ALZAK, 'displacement');
    expect(asked).toBe(true);
    return t.state;
  };
  it('OOT-6 DR-SIEGE-39 with several open hexes the besieger is asked, out of turn, and may pick any', () => {
    const st = lifted();
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'displace', timeout: true });
    const it0 = st.interrupts[0];
    if (it0?.kind !== 'displace') throw new Error('no question');
    expect(it0.options.length).toBeGreaterThan(1);
    const last = it0.options[it0.options.length - 1]!.to;
    const r = act(st, 'p2', { type: 'displace', to: last });
    expect(r.state.units['muetar-army-1']?.hex).toBe(last);
    expect(r.state.units['muetar-army-2']?.hex).toBe(last);
    expect(r.state.sieges[ALZAK]).toBeUndefined();
  });
  it('OOT-5 the standing order and the deadline take the first hex (own units first, then the lowest id)', () => {
    const st = lifted();
    const it0 = st.interrupts[0];
    if (it0?.kind !== 'displace') throw new Error('no question');
    const first = it0.options[0]!.to;
    expect(divineRight.onTimeout(st, 'p2')).toEqual({ type: 'displace', to: first });
    expect(divineRight.standing?.(st, 'p2', { displace: 'auto' })).toEqual({ type: 'displace', to: first });
    expect(divineRight.standing?.(st, 'p2', {})).toBeNull();
  });
});

describe('DR-SIEGE-42 displacing by sea', () => {
  const ring = ['2221', '2321', '2223', '2122', '2121'];
  const s = sandbox({
    kingdoms: ['rombune', 'shucassam'],
    phase: 'movement',
    sieges: { [ADEESE]: 'p1' },
    units: [
      { id: 'rombune-fleet-1', hex: ADEESE },
      { id: 'rombune-fleet-2', hex: ADEESE },
      { id: 'rombune-army-1', hex: ADEESE },
      ...ring.map((hex, i) => ({ id: `shucassam-army-${i + 1}`, hex })),
    ],
  });
  it('DR-SIEGE-42 a blocked army boards an empty fleet of the besiegers; the fleets may enter hexes of enemy armies', () => {
    const t = new Tx(s, scriptedDice([]));
    displaceUnits(
      t,
      ['rombune-fleet-1', 'rombune-fleet-2', 'rombune-army-1'].map((id) => s.units[id]!),
      ADEESE,
      'displacement',
    );
    const it0 = t.state.interrupts[0];
    if (it0?.kind !== 'displace') throw new Error('no question');
    expect(it0.units.sort()).toEqual(['rombune-army-1', 'rombune-fleet-1', 'rombune-fleet-2']);
    // 2321 holds an enemy army: displacing fleets ignore it
    expect(it0.options.map((o) => o.to)).toContain('2321');
    const r = act(t.state, 'p1', { type: 'displace', to: '2322' });
    expect(r.state.units['rombune-army-1']).toMatchObject({ hex: '2322' });
    expect(r.state.units['rombune-army-1']?.aboard).toMatch(/^rombune-fleet-/);
    expect(r.state.sieges[ADEESE]).toBeUndefined();
    expect(ofType(r.events, 'eliminated')).toEqual([]);
  });
  it('DR-SIEGE-42 without an empty fleet the blocked army is lost', () => {
    const t = new Tx(s, scriptedDice([3]));
    displaceUnits(t, [s.units['rombune-army-1']!], ADEESE, 'displacement');
    expect(ofType(t.events, 'eliminated')[0]?.units).toEqual(['rombune-army-1']);
  });
});
