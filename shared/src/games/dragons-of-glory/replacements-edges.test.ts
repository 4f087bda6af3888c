/**
 * The edges of Step 1 (Rule 1) the main tests leave open: the default pair of
 * AMB-03 (the strongest back, the weakest gone, to the capital if it may),
 * what may not consolidate (DG-REP-05), and what the stage offers when.
 */
import { describe, expect, it } from 'vitest';
import type { Sandbox } from './config.ts';
import { CAPITALS } from './data/index.ts';
import { consolidations, pairOptions, replacementChoices } from './rules/replacements.ts';
import { pool, step1 } from './replacements.testkit.ts';
import { act, ofType } from './testkit.ts';

const solanthusCapital = CAPITALS.get('solanthus')!.hex;

describe('the default pair (AMB-03)', () => {
  it('DG-REP-03 the strongest army returns and the weakest leaves the game, at the nation’s capital', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-knights-1'));
    const r = act(s, 'whitestone', { type: 'endReplacements', takeAll: true });
    expect(ofType(r.events, 'paired')).toEqual([
      expect.objectContaining({ returned: 'solanthus-knights-1', removed: 'solanthus-foot-1', hex: solanthusCapital }),
    ]);
    expect(r.state.units['solanthus-knights-1']).toMatchObject({
      where: 'map',
      hex: solanthusCapital,
      depleted: false,
    });
    expect(r.state.units['solanthus-foot-1']!.where).toBe('removed');
  });

  it('DG-REP-07 AMB-06 with the capital full, the army returns to another stronghold of its own country', () => {
    const full = [
      { id: 'solanthus-knights-2', hex: solanthusCapital },
      { id: 'solanthus-knights-3', hex: solanthusCapital },
      { id: 'solanthus-foot-2', hex: solanthusCapital },
    ];
    const s = step1([...full, ...pool('solanthus-foot-1', 'solanthus-knights-1')]);
    const r = act(s, 'whitestone', { type: 'endReplacements', takeAll: true });
    const [p] = ofType(r.events, 'paired');
    expect(p!.returned).toBe('solanthus-knights-1');
    expect(p!.hex).not.toBe(solanthusCapital);
    expect(pairOptions(s, 'whitestone').map((o) => o.hex)).toContain(p!.hex);
  });

  it('DG-REP-03 a plain end takes nothing: the pair waits in the pool, and the end says so first', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-knights-1'));
    const end = replacementChoices(s, 'whitestone').find(
      (c) => c.command.type === 'endReplacements' && !('takeAll' in c.command && c.command.takeAll),
    );
    expect(end?.confirm).toBe('Armies left in the pool wait there for a later Turn.');
    const r = act(s, 'whitestone', { type: 'endReplacements' });
    expect(ofType(r.events, 'paired')).toEqual([]);
    expect(r.state.units['solanthus-knights-1']!.where).toBe('pool');
  });
});

describe('what may consolidate (DG-REP-05)', () => {
  const dep = (id: string, hex: string, extra: Partial<Sandbox['units'][number]> = {}) => ({
    id,
    hex,
    depleted: true,
    ...extra,
  });

  it('two depleted ground armies of one nationality in one hex, either kept: both orders offered', () => {
    const s = step1([dep('solanthus-foot-1', '2110'), dep('solanthus-foot-2', '2110')]);
    expect(
      consolidations(s, 'whitestone')
        .map((c) => [c.kept, c.pooled])
        .sort(),
    ).toEqual([
      ['solanthus-foot-1', 'solanthus-foot-2'],
      ['solanthus-foot-2', 'solanthus-foot-1'],
    ]);
  });

  it('not a full-strength army, not two hexes apart, not another nationality, not the enemy’s side', () => {
    expect(
      consolidations(step1([dep('solanthus-foot-1', '2110'), { id: 'solanthus-foot-2', hex: '2110' }]), 'whitestone'),
    ).toEqual([]);
    expect(
      consolidations(step1([dep('solanthus-foot-1', '2110'), dep('solanthus-foot-2', '2409')]), 'whitestone'),
    ).toEqual([]);
    expect(
      consolidations(step1([dep('solanthus-foot-1', '2110'), dep('caergoth-foot-1', '2110')]), 'whitestone'),
    ).toEqual([]);
    expect(
      consolidations(step1([dep('solanthus-foot-1', '2110'), dep('solanthus-foot-2', '2110')]), 'highlord'),
    ).toEqual([]);
  });
});
