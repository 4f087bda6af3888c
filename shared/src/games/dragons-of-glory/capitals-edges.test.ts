/**
 * The edges of moving capitals (DG-CAP): who is offered what, when, in words,
 * and the refusals of each command outside its moment.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Config, Sandbox } from './config.ts';
import type { DgEvent } from './events.ts';
import { applyCapitalCommand, capitalChoices, capitalDue, disbandChoices } from './rules/capitals.ts';
import type { CapitalState, Stage, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { sandbox } from './testkit.ts';

const NATIONS = { dominion: 'highlord', silvanesti: 'whitestone', solanthus: 'whitestone' } as const;
const ON: Partial<Config> = { movingCapitals: true };

function wsMoving(
  units: Sandbox['units'] = [{ id: 'silvanesti-foot-1', hex: '3728' }],
  o: Partial<Sandbox> = {},
  cfg = ON,
) {
  return sandbox({ units, nations: NATIONS, mover: 'whitestone', turn: 6, ...o }, cfg);
}
const staged = (s: State, stage: Stage): State => ({ ...s, stage });
const withCapital = (s: State, c: CapitalState, turn = s.turn): State => ({ ...s, turn, capitals: { silvanesti: c } });
const code = (f: () => void): string => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
  return 'none';
};
const run = (
  s: State,
  side: 'highlord' | 'whitestone',
  c: Parameters<typeof applyCapitalCommand>[2],
  dice: number[] = [3],
) => code(() => applyCapitalCommand(new Tx(s, scriptedDice(dice)), side, c));

describe('disbanding: offered to Whitestone in its own Movement Step, in words', () => {
  it('DG-CAP-03 DG-CAP-05 the offer names the capital, the delay and what it gives up', () => {
    const [c] = disbandChoices(wsMoving(), 'whitestone');
    expect(c).toMatchObject({
      command: { type: 'disbandCapital', nation: 'silvanesti' },
      group: 'Capital',
      target: '3728',
    });
    expect(c!.label).toMatch(/^Disband the capital of Silvanesti at .+: it returns in 5 to 10 Turns/);
    expect(typeof c!.confirm).toBe('string');
    expect(String(c!.confirm)).toMatch(/open ground at once/);
  });

  it('DG-CAP-02 DG-CAP-03 not to the Highlord, not outside Whitestone’s Movement Step, not with the rule off', () => {
    const s = wsMoving();
    expect(disbandChoices(s, 'highlord')).toEqual([]);
    expect(disbandChoices(staged(s, { kind: 'combat', side: 'whitestone' }), 'whitestone')).toEqual([]);
    expect(disbandChoices(staged(s, { kind: 'movement', side: 'highlord' }), 'whitestone')).toEqual([]);
    expect(disbandChoices(wsMoving(undefined, {}, {}), 'whitestone')).toEqual([]);
    // a capital already moved is not offered again
    expect(disbandChoices(withCapital(s, { disbanded: 'starwood', returns: 13, at: null }), 'whitestone')).toEqual([]);
    // a nation not with Whitestone is not offered
    const hl = sandbox(
      {
        units: [{ id: 'silvanesti-foot-1', hex: '3728' }],
        nations: { ...NATIONS, silvanesti: 'highlord' },
        mover: 'whitestone',
      },
      ON,
    );
    expect(disbandChoices(hl, 'whitestone')).toEqual([]);
  });

  it('DG-CAP-02 DG-CAP-03 the command is refused outside its moment, each with its reason', () => {
    const cmd = { type: 'disbandCapital', nation: 'silvanesti' } as const;
    expect(run(wsMoving(undefined, {}, {}), 'whitestone', cmd)).toBe('rule/optional_rule_off');
    expect(run(wsMoving(), 'whitestone', { type: 'disbandCapital', nation: 'solanthus' })).toBe('rule/not_demi_human');
    expect(run(wsMoving(), 'highlord', cmd)).toBe('rule/not_now');
    expect(run(staged(wsMoving(), { kind: 'movement', side: 'highlord' }), 'whitestone', cmd)).toBe('rule/not_now');
    expect(run(wsMoving(), 'whitestone', { type: 'disbandCapital', nation: 'qualinesti' })).toBe('rule/not_yours');
    expect(run(withCapital(wsMoving(), { disbanded: 'starwood', returns: 13, at: null }), 'whitestone', cmd)).toBe(
      'rule/capital_moved',
    );
    expect(run(wsMoving([]), 'whitestone', cmd)).toBe('rule/no_army_there');
    expect(run(wsMoving(), 'whitestone', cmd)).toBe('none');
  });
});

describe('setting the capital up again', () => {
  const due = (turn = 13) =>
    staged(
      withCapital(
        wsMoving([{ id: 'silvanesti-foot-1', hex: '3728' }]),
        { disbanded: 'starwood', returns: 13, at: null },
        turn,
      ),
      {
        kind: 'capital',
        nation: 'silvanesti',
      },
    );

  it('DG-CAP-07 due on its Turn and after, not before', () => {
    expect(capitalDue(due(12))).toBeNull();
    expect(capitalDue(due(13))).toBe('silvanesti');
    expect(capitalDue(due(14))).toBe('silvanesti');
    expect(
      capitalDue({ ...due(13), capitals: { silvanesti: { disbanded: 'starwood', returns: 13, at: 'solanthus' } } }),
    ).toBeNull();
    expect(
      capitalDue({ ...due(13), capitals: { silvanesti: { disbanded: 'starwood', returns: null, at: null } } }),
    ).toBeNull();
  });

  it('DG-CAP-07 Whitestone is offered each place it may use, in words, with what it means; the Highlord nothing', () => {
    const offers = capitalChoices(due(), 'whitestone');
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) {
      expect(o.command.type).toBe('establishCapital');
      expect(o.group).toBe('Capital');
      expect(o.label).toMatch(/^Set up the capital of Silvanesti at /);
      expect(String(o.confirm)).toMatch(/cannot move again/);
    }
    expect(capitalChoices(due(), 'highlord')).toEqual([]);
    expect(capitalChoices(staged(due(), { kind: 'movement', side: 'whitestone' }), 'whitestone')).toEqual([]);
  });

  it('DG-CAP-07 the command is Whitestone’s, in the capital stage, at a place it may use', () => {
    const s = due();
    const ok = capitalChoices(s, 'whitestone')[0]!.command as { type: 'establishCapital'; place: string };
    expect(run(s, 'highlord', ok)).toBe('rule/not_now');
    expect(run(staged(s, { kind: 'movement', side: 'whitestone' }), 'whitestone', ok)).toBe('rule/not_now');
    expect(run(s, 'whitestone', { type: 'establishCapital', place: 'nightspire' })).toBe('rule/bad_site');
    const tx = new Tx(s, scriptedDice([]));
    applyCapitalCommand(tx, 'whitestone', ok);
    expect(tx.state.capitals.silvanesti?.at).toBe(ok.place);
    expect(tx.events.some((e: DgEvent) => e.type === 'capitalEstablished')).toBe(true);
  });
});
