/**
 * The campaign's frame: character creation sealed until every regent is done
 * (checklist §2.1), sheets handed in, replaced and withdrawn until the round
 * resolves (issue: undo is editing one's sealed orders), the round resolving
 * once the last sheet is in, in initiative order (1.2), the calendar (1.1).
 */
import { describe, expect, it } from 'vitest';
import { seatedDomains } from './data/index.ts';
import { isTurnStart, roundOfTurn, seasonOf, turnOf, yearOf } from './rules/calendar.ts';
import { act, begin, domains, ofType, rejects, sandbox } from './testkit.ts';

describe('time (1.1)', () => {
  it('a round is a month, three rounds a turn, four turns a year from spring', () => {
    expect([1, 2, 3, 4].map(turnOf)).toEqual([1, 1, 1, 2]);
    expect([1, 2, 3, 4].map(roundOfTurn)).toEqual([1, 2, 3, 1]);
    expect([1, 4, 7, 10, 13].map(seasonOf)).toEqual(['spring', 'summer', 'autumn', 'winter', 'spring']);
    expect([12, 13].map(yearOf)).toEqual([1, 2]);
    expect([1, 2, 4].map(isTurnStart)).toEqual([true, false, true]);
  });
});

describe('character creation (2.1)', () => {
  it('every regent makes its regent; the builds stay sealed until all are in, then round 1 begins', () => {
    let { state } = begin({ regents: 2 });
    const [a, b] = seatedDomains(2) as [string, string];
    expect(state.phase).toBe('creation');
    expect(domains.pending(state).map((p) => p.seat)).toEqual([a, b]);
    const one = act(state, a, { type: 'useRegent' });
    state = one.state;
    expect(state.phase).toBe('creation');
    expect(domains.pending(state).map((p) => p.seat)).toEqual([b]);
    // b sees that a has made its regent, not what
    expect(domains.view(state, b).characters).toEqual({});
    expect(domains.redact(one.events[0]!, b)).toEqual({ ...one.events[0], build: 'template' });
    state = act(state, b, { type: 'useRegent' }).state;
    expect(state.phase).toBe('rounds');
    expect(Object.keys(state.characters).some((id) => id === `${a}:regent`)).toBe(true);
  });

  it('a build that breaks the point-buy is refused in words', () => {
    const { state } = begin({ regents: 2 });
    const [a] = seatedDomains(2) as [string];
    rejects(
      state,
      a,
      {
        type: 'build',
        character: {
          name: 'X',
          ccp: 100,
          race: 'human',
          culture: 'khinasi',
          classes: [],
          skills: { law: 10, politics: 10 },
          bloodline: null,
          abilities: [],
          powers: [],
        },
      },
      'rule/bad_build',
    );
  });
});

describe('the round (1.2)', () => {
  const two = () => sandbox({}, { regents: 2 });

  it('a sheet may be replaced or withdrawn until the last sheet is in; then the round resolves', () => {
    let s = two();
    const [a, b] = s.regents as [string, string];
    s = act(s, a, { type: 'handIn', orders: [] }).state;
    const waiting = (x: typeof s) =>
      domains
        .pending(x)
        .filter((p) => p.timeout)
        .map((p) => p.seat);
    expect(waiting(s)).toEqual([b]);
    // a's sheet is in: it may still take it back, and no deadline passes its decision on
    expect(domains.pending(s).find((p) => p.seat === a)).toMatchObject({ kind: 'orders-edit', timeout: false });
    s = act(s, a, { type: 'withdraw' }).state;
    expect(waiting(s)).toEqual([a, b]);
    rejects(s, a, { type: 'withdraw' }, 'rule/nothing_handed_in');
    s = act(s, a, { type: 'handIn', orders: [] }).state;
    // (a turn's start rolls: initiative, then a loyalty d20 a province and the events' d20s — dice enough)
    const r = act(s, b, { type: 'handIn', orders: [] }, Array(60).fill(10));
    expect(ofType(r.events, 'roundEnded')).toEqual([{ type: 'roundEnded', round: 1 }]);
    expect(r.state.round).toBe(2);
    expect(waiting(r.state)).toEqual([a, b]);
  });

  it('no regent ever reads another’s sheet before or after it is handed in', () => {
    let s = two();
    const [a, b] = s.regents as [string, string];
    const orders = [{ action: 'decree' as const, as: 'court' as const, targets: [] }];
    const r = act(s, a, { type: 'handIn', orders });
    s = r.state;
    expect(domains.view(s, a).sheet?.orders).toEqual(orders);
    expect(domains.view(s, b).sheet).toBeNull();
    // b's view carries b's own offers (decrees among them), never a's sheet
    const { offers: _own, ...rest } = domains.view(s, b);
    expect(JSON.stringify(rest)).not.toContain('"decree"');
    expect(JSON.stringify(domains.redact(r.events[0]!, b))).not.toContain('"decree"');
  });

  it('the campaign ends after its last turn with the winner by VP', () => {
    let s = sandbox({}, { regents: 2, turns: 4 });
    for (let i = 0; i < 12 && !s.result; i++)
      for (const d of s.regents)
        if (!s.result && !s.sheets[d]?.in) s = act(s, d, { type: 'handIn', orders: [] }, Array(80).fill(10)).state;
    expect(s.result).not.toBeNull();
    expect(domains.pending(s)).toEqual([]);
  });
});
