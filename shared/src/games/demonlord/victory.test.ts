/**
 * The end of the game and victory: capitals, truce and negotiations, victory points (DL-END-01..05,
 * DL-VP-01..07), the Strategic Game (DL-VSTRAT-01..04) and the Extended Game (DL-VEXT-01..03), AMB-63..68.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { TRUCE, TURN_RECORD, VP_TRACK } from './data/index.ts';
import type { Config, Sandbox } from './config.ts';
import { endByPeace, strategicPoints, turnPoints } from './rules/endturn.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { events, pass, refuses, stageIs } from './sequence.kit.ts';
import { act, demonlord, labels, sandbox } from './testkit.ts';

/** The end of turn `turn` (the Demon's phase, the second, passed quietly): VP scored, the truce asked. */
function turnEnd(sb: Partial<Sandbox>, config: Partial<Config> = {}) {
  const s = sandbox({ active: 'demon', turn: 1, units: [], ...sb }, config);
  return pass(s, (x) => x.stage?.kind === 'truce' || x.turn !== s.turn || !!x.result);
}

const vp = (sb: Partial<Sandbox>) => {
  const r = turnEnd({ turn: 1, ...sb });
  return events(r.events, 'vpScored')[0]!;
};

describe('victory points (DL-VP)', () => {
  it('DL-VP-02 points for the situation at the end of each turn, accumulated', () => {
    const r = turnEnd({ turn: 1, vp: { demon: 3, khozar: 7 } });
    const scored = events(r.events, 'vpScored');
    expect(scored).toHaveLength(1);
    expect(scored[0]?.turn).toBe(1);
    expect(r.state.sides.demon.vp).toBe(3 + scored[0]!.points.demon);
    expect(r.state.sides.khozar.vp).toBe(7 + scored[0]!.points.khozar);
    // and again next turn
    const two = pass(r.state, (x) => x.turn === 3);
    expect(events(two.events, 'vpScored').map((e) => e.turn)).toEqual([2]);
    expect(VP_TRACK).toMatchObject({ min: 1, max: 50 });
  });

  it('DL-VP-03 +1 for strictly more fortifications', () => {
    // the Demon starts with five (Nisshar, Erush, Taegul, Midazu, Kharzum), Khozar with three and no western city
    expect(vp({}).reasons.demon).toContain('more fortifications');
    const even = vp({ control: { khorkan: 'khozar', darton: 'khozar' } });
    expect([...even.reasons.demon, ...even.reasons.khozar]).not.toContain('more fortifications');
    const more = vp({ control: { khorkan: 'khozar', darton: 'khozar', kimat: 'khozar' } });
    expect(more.reasons.khozar).toContain('more fortifications');
    // an ally's fortification counts for its ally
    const ally = vp({
      control: { khorkan: 'khozar', darton: 'khozar' },
      allies: { lyuung: { side: 'khozar', kind: 'temporary' } },
    });
    expect(ally.reasons.khozar).toContain('more fortifications');
  });

  it('DL-VP-04 +1 for strictly more neutral allies, temporary ones counted', () => {
    const one = vp({ allies: { ul: { side: 'demon', kind: 'temporary' } } });
    expect(one.reasons.demon).toContain('more allies among the neutrals');
    const even = vp({
      allies: { ul: { side: 'demon', kind: 'temporary' }, lyuung: { side: 'khozar', kind: 'permanent' } },
    });
    expect([...even.reasons.demon, ...even.reasons.khozar]).not.toContain('more allies among the neutrals');
  });

  it('DL-VP-05 DL-REIN-03 +1 to a side that has not called reinforcements', () => {
    const both = vp({});
    expect(both.reasons.demon).toContain('no reinforcements called');
    expect(both.reasons.khozar).toContain('no reinforcements called');
    const called = vp({ called: { khozar: true } });
    expect(called.reasons.khozar).not.toContain('no reinforcements called');
    expect(called.reasons.demon).toContain('no reinforcements called');
  });

  it('DL-VP-06 AMB-64 +1 for each enemy city held; Khozar also for the Temple of Ninkhiz, the Demon for no temple', () => {
    const r = vp({
      control: {
        deansor: 'demon',
        barzek: 'demon',
        erush: 'khozar',
        'temple-of-ninkhiz': 'khozar',
        'sword-temple': 'demon',
      },
    });
    expect(r.reasons.demon).toEqual(expect.arrayContaining(['holds DeAnsor', 'holds Barzek']));
    expect(r.reasons.khozar).toEqual(expect.arrayContaining(['holds Erush', 'holds the Temple of Ninkhiz']));
    expect(r.reasons.demon.filter((x) => x.startsWith('holds'))).toHaveLength(2);
    // a western city is no enemy city for the Demon (AMB-64 as authored)
    expect(vp({ control: { khorkan: 'demon' } }).reasons.demon.filter((x) => x.startsWith('holds'))).toEqual([]);
  });

  it('DL-VP-07 DL-VP-01 the war ended by a truce: the higher total wins, and a tie is Khozar’s', () => {
    const end = (demon: number, khozar: number) => {
      const s = sandbox({ active: 'demon', units: [], vp: { demon, khozar } });
      const tx = new Tx(s, scriptedDice([]));
      endByPeace(tx);
      return tx.state.result!;
    };
    expect(end(10, 10).winners).toEqual(['khozar']);
    expect(end(11, 10).winners).toEqual(['demon']);
    expect(end(9, 10).winners).toEqual(['khozar']);
    expect(end(11, 10).summary).toContain('wins on points, 11 to 10');
  });
});

describe('the end of the game (DL-END)', () => {
  it('DL-END-01 taking the enemy capital ends the game at once', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '0509' },
        { id: 'grokk', area: '0509' },
      ],
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0510' }).state;
    const r = act(s, 'demon', { type: 'done' });
    expect(r.state.result).toMatchObject({ winners: ['demon'] });
    expect(r.state.result?.summary).toContain('Timur');
    expect(demonlord.pending(r.state)).toEqual([]);
    let k = sandbox({
      active: 'khozar',
      units: [
        { id: 'tm-knights', area: '1910' },
        { id: 'aurelian', area: '1910' },
      ],
    });
    k = act(k, 'khozar', { type: 'move', units: ['tm-knights', 'aurelian'], to: '1911' }).state;
    expect(act(k, 'khozar', { type: 'done' }).state.result).toMatchObject({ winners: ['khozar'] });
    // a lone character does not take it
    let c = sandbox({ active: 'demon', units: [{ id: 'grokk', area: '0509' }] });
    c = act(c, 'demon', { type: 'move', units: ['grokk'], to: '0510' }).state;
    expect(act(c, 'demon', { type: 'done' }).state.result).toBeNull();
  });

  it('DL-END-02 a truce may be sought at the end of any turn after the second: a 6 opens negotiations; either side’s 6', () => {
    const two = turnEnd({ turn: 2 });
    expect(two.state.stage?.kind).not.toBe('truce');
    expect(two.state.turn).toBe(3);
    const three = turnEnd({ turn: 3 });
    expect(three.state.stage).toEqual({ kind: 'truce', asked: ['demon', 'khozar'] });
    expect(labels(three.state, 'demon')).toEqual(['Seek truce negotiations (a 6 opens them)', 'No truce']);
    // a 5 does nothing
    const five = act(three.state, 'demon', { type: 'seekPeace', yes: true }, [5]);
    expect(events(five.events, 'truceRolled')[0]).toMatchObject({ roll: 5, opened: false });
    expect(five.state.truce.open).toBe(false);
    // then Khozar's 6 opens them (and he makes the first negotiation roll at once)
    const six = act(five.state, 'khozar', { type: 'seekPeace', yes: true }, [6, 1, 1]);
    expect(events(six.events, 'truceRolled')[0]).toMatchObject({ roll: 6, opened: true });
    expect(six.state.truce.open).toBe(true);
    expect(events(six.events, 'negotiated')).toHaveLength(1);
    // declining is no roll
    const no = act(three.state, 'demon', { type: 'seekPeace', yes: false });
    expect(no.left).toBe(0);
    expect(events(no.events, 'peaceDeclined')).toHaveLength(1);
  });

  it.each([
    [[3, 3], 14, 'fruitless', null],
    [[4, 3], 15, 'roll-turns', 10],
    [[6, 5], 19, 'roll-turns', 10],
    [[6, 6], 20, 'last-turn', 9],
  ] as const)('DL-END-03 AMB-63 at turn 8 a negotiation roll of %j makes %i: %s', (dice, total, outcome, lastTurn) => {
    const s = turnEnd({ turn: 8 }).state;
    const extra = outcome === 'roll-turns' ? [2] : [];
    const r = act(s, 'demon', { type: 'seekPeace', yes: true }, [6, ...dice, ...extra]);
    expect(events(r.events, 'negotiated')[0]).toMatchObject({ total, outcome, lastTurn });
    expect(r.state.truce.lastTurn).toBe(lastTurn);
  });

  it('DL-END-03 once open, a side still wanting peace rolls each later turn; the earliest end stands', () => {
    let s = act(turnEnd({ turn: 8 }).state, 'demon', { type: 'seekPeace', yes: true }, [6, 4, 3, 5]).state;
    expect(s.truce).toEqual({ open: true, lastTurn: 13 });
    s = act(s, 'khozar', { type: 'seekPeace', yes: false }).state;
    s = pass(s, stageIs('truce')).state;
    expect(s.turn).toBe(9);
    expect(labels(s, 'khozar')[0]).toBe('Press for peace (two dice and the turn number)');
    const r = act(s, 'khozar', { type: 'seekPeace', yes: true }, [6, 5]);
    expect(events(r.events, 'negotiated')[0]).toMatchObject({ total: 20, outcome: 'last-turn', lastTurn: 10 });
    expect(r.state.truce.lastTurn).toBe(10);
  });

  it('DL-END-04 DL-END-03 negotiations restrict nothing; the war ends after its last turn, on points', () => {
    let s = act(
      turnEnd({ turn: 8, units: [{ id: 'grokk', area: '1911' }] }).state,
      'demon',
      { type: 'seekPeace', yes: true },
      [6, 6, 6],
    ).state;
    s = act(s, 'khozar', { type: 'seekPeace', yes: false }).state;
    expect(s.truce.lastTurn).toBe(9);
    // turn 9 is played as usual
    s = pass(s, (x) => x.active === 'demon' && x.stage?.kind === 'movement').state;
    expect(s.turn).toBe(9);
    const moved = act(s, 'demon', { type: 'move', units: ['grokk'], to: '1910' });
    expect(moved.state.units.grokk?.area).toBe('1910');
    const end = pass(moved.state, (x) => !!x.result);
    expect(end.state.result?.summary).toMatch(/^Peace is made after turn 9/);
    expect(events(end.events, 'vpScored').map((e) => e.turn)).toEqual([9]);
  });

  it('DL-END-05 the base game has no turn limit', () => {
    expect(TURN_RECORD.limit).toBeNull();
    const r = pass(turnEnd({ turn: 60 }).state, (x) => x.turn === 61 && x.stage?.kind === 'movement');
    expect(r.state.result).toBeNull();
    expect(TRUCE.firstTurn).toBe(3);
  });
});

describe('the Strategic Game (DL-VSTRAT)', () => {
  it('DL-VSTRAT-01 no VP each turn, and a capital taken does not end it', () => {
    const r = turnEnd({ turn: 1 }, { scenario: 'strategic' });
    expect(events(r.events, 'vpScored')).toEqual([]);
    let s = sandbox(
      {
        active: 'demon',
        units: [
          { id: 'nsh-orc-spearmen', area: '0509' },
          { id: 'grokk', area: '0509' },
        ],
      },
      { scenario: 'strategic' },
    );
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0510' }).state;
    const t = act(s, 'demon', { type: 'done' }).state;
    expect(t.control.timur).toBe('demon');
    expect(t.result).toBeNull();
  });

  it.each([
    [12, [6, 6], 36, 'roll-turns'],
    [12, [6, 5], 34, 'fruitless'],
    [14, [6, 5], 36, 'roll-turns'],
    [12, [3, 3], 24, 'fruitless'],
  ] as const)('DL-VSTRAT-02 AMB-67 turn %i, dice %j: (2d6 x 2) + turn = %i: %s', (turn, dice, total, outcome) => {
    const s = turnEnd({ turn }, { scenario: 'strategic' }).state;
    const r = act(s, 'demon', { type: 'seekPeace', yes: true }, [6, ...dice, 3]);
    expect(events(r.events, 'negotiated')[0]).toMatchObject({ doubled: true, total, outcome });
    expect(r.state.truce.lastTurn).toBe(outcome === 'roll-turns' ? turn + 3 : null);
  });

  it('DL-VSTRAT-03 DL-VSTRAT-04 AMB-65 AMB-66 VP once, at the end: the table; Khozar wins ties', () => {
    const base = sandbox(
      {
        active: 'demon',
        units: [],
        called: { demon: true },
        control: { 'temple-of-ninkhiz': 'khozar' },
        allies: {
          ul: { side: 'demon', kind: 'temporary' },
          lyuung: { side: 'demon', kind: 'permanent' },
          ancients: { side: 'khozar', kind: 'temporary' },
        },
      },
      { scenario: 'strategic' },
    );
    const s: State = {
      ...base,
      sides: {
        demon: { ...base.sides.demon, tally: { regiments: 4, characters: 2 } },
        khozar: { ...base.sides.khozar, tally: { regiments: 5, characters: 0 } },
      },
    };
    const p = strategicPoints(s);
    // Demon: units 6 > 5 (+1), two alliances (+2), two characters (+2), fewer regiments, called: 5
    expect(p.points.demon).toBe(5);
    // Khozar: no call (+1), Ninkhiz (+2), one alliance (+1), more regiments (+1): 5
    expect(p.points.khozar).toBe(5);
    expect(p.reasons.khozar).toEqual(
      expect.arrayContaining(['no reinforcements called', 'holds the Temple of Ninkhiz']),
    );
    // the literal reading of AMB-65: each of the opponent's alliances
    const literal = strategicPoints({ ...s, strategicOwnAlliances: false });
    expect([literal.points.demon, literal.points.khozar]).toEqual([4, 6]);
    // counted at the peace, once; 5 to 5 is Khozar's
    const tx = new Tx(s, scriptedDice([]));
    endByPeace(tx);
    expect(events(tx.events, 'vpScored')).toHaveLength(1);
    expect(tx.state.result?.winners).toEqual(['khozar']);
    expect(turnPoints(s).points).toBeDefined();
  });
});

describe('the Extended Game (DL-VEXT)', () => {
  it('DL-VEXT-01 AMB-68 won by holding all three enemy cities at once; the capital alone is not enough, and no truce', () => {
    const take = (control: Sandbox['control']) => {
      let s = sandbox(
        {
          active: 'demon',
          units: [
            { id: 'nsh-orc-spearmen', area: '0509' },
            { id: 'grokk', area: '0509' },
          ],
          control,
        },
        { scenario: 'extended' },
      );
      s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0510' }).state;
      return act(s, 'demon', { type: 'done' }).state;
    };
    expect(take({}).result).toBeNull();
    expect(take({ deansor: 'demon' }).result).toBeNull();
    expect(take({ deansor: 'demon', barzek: 'demon' }).result).toMatchObject({ winners: ['demon'] });
    const late = turnEnd({ turn: 5 }, { scenario: 'extended' });
    expect(late.state.stage?.kind).not.toBe('truce');
  });

  it('DL-VEXT-02 at the start of his phase one dead character (on a 6) and one dead regiment (on 5-6) may be tried, placed as freed', () => {
    const sb: Sandbox = {
      active: 'khozar',
      units: [
        { id: 'brannoc', status: 'destroyed' },
        { id: 'tm-militia', status: 'destroyed' },
        { id: 'tm-guard', status: 'destroyed' },
      ],
    };
    const s = sandbox(sb, { scenario: 'extended' });
    expect(labels(s, 'khozar').filter((l) => l.startsWith('Try to bring back'))).toEqual([
      'Try to bring back Marshal Brannoc (on a 6) and Timur Guard (on a 5 or 6)',
      'Try to bring back Marshal Brannoc (on a 6) and Timur Militia (on a 5 or 6)',
    ]);
    const ok = act(s, 'khozar', { type: 'bringBack', character: 'brannoc', regiment: 'tm-militia' }, [6, 5]);
    expect(events(ok.events, 'returnRolled').map((e) => [e.unit, e.roll, e.success])).toEqual([
      ['brannoc', 6, true],
      ['tm-militia', 5, true],
    ]);
    expect(ok.state.units.brannoc).toMatchObject({ status: 'map', area: '0510' });
    expect(ok.state.units['tm-militia']).toMatchObject({ status: 'map', area: '0510' });
    const no = act(s, 'khozar', { type: 'bringBack', character: 'brannoc', regiment: 'tm-militia' }, [5, 4]);
    expect(events(no.events, 'returnRolled').map((e) => e.success)).toEqual([false, false]);
    expect(no.state.units.brannoc?.status).toBe('destroyed');
    // once a phase, before moving; again in a later phase
    refuses(no.state, 'khozar', { type: 'bringBack', character: 'brannoc', regiment: null }, 'no_returns');
    const later = pass(no.state, (x) => x.active === 'khozar' && x.turn === 2 && x.stage?.kind === 'movement').state;
    expect(labels(later, 'khozar').some((l) => l.startsWith('Try to bring back'))).toBe(true);
    // not in the base game
    expect(labels(sandbox(sb), 'khozar').some((l) => l.startsWith('Try to bring back'))).toBe(false);
  });

  it('DL-VEXT-03 no returns while one’s capital is held by the enemy', () => {
    const s = sandbox(
      { active: 'khozar', units: [{ id: 'brannoc', status: 'destroyed' }], control: { timur: 'demon' } },
      { scenario: 'extended' },
    );
    expect(labels(s, 'khozar').some((l) => l.startsWith('Try to bring back'))).toBe(false);
    refuses(s, 'khozar', { type: 'bringBack', character: 'brannoc', regiment: null }, 'no_returns');
  });
});
