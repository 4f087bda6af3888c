/**
 * DL-RETR-07: after the active side's stack has withdrawn at the MP of its slowest unit, the units with MP left
 * may go on, alone or together, area by area, until the player stops. Real battles in sandbox starts, brought to
 * a retreat by plans and scripted dice as in withdrawal.test.ts: a Khozar stack of Timur Spearmen (foot, MP 4),
 * Timur Light Horse (MP 6) and Lord Protector Aurelian (MP 5, the leader) attacks a lone Demon regiment at 0403
 * and retreats. The stack goes four meadow areas towards Timur (0510), 0404 to 0407; the Light Horse has 2 MP
 * left, Aurelian 1, the Spearmen none. Two ways on to Timur are as fast, by 0408 then 0409 or by 0508 then 0509,
 * one MP an area: the player chooses.
 */
import { describe, expect, it } from 'vitest';
import { allows } from '../../engine/pick.ts';
import type { Command } from './commands.ts';
import { neighbours } from './data/index.ts';
import type { State } from './rules/state.ts';
import { fightOut } from './fight.kit.ts';
import { events, pass, type Placed, refuses, stageIs } from './sequence.kit.ts';
import { act, botUntil, demonlord, labels, sandbox } from './testkit.ts';

type Onward = Extract<State['stage'], { kind: 'withdrawOn' }>;

/** Two Khozar regiments against one: the Light Horse's shot and the three melee attacks miss (6+6), both retreat checks pass (1). */
const ONE_ROUND = [6, 6, 6, 6, 6, 6, 6, 6, 1, 1];
const battleOrTerrain = (x: State) => x.stage?.kind === 'battle' || x.stage?.kind === 'terrain';
const FORCE = ['tm-spearmen', 'tm-light-horse', 'aurelian'];

/** Khozar attacks 0403 from 0402 with FORCE, loses heart after one round and retreats: the stack withdraws. */
function retreated(extra: Placed[] = []) {
  const units = [...FORCE.map((id) => ({ id, area: '0402' })), { id: 'nsh-orc-spearmen', area: '0403' }, ...extra];
  let s = pass(sandbox({ active: 'khozar', units }), stageIs('movement')).state;
  s = act(s, 'khozar', { type: 'move', units: FORCE, to: '0403' }).state;
  s = pass(act(s, 'khozar', { type: 'done' }).state, battleOrTerrain).state;
  return fightOut(s, ONE_ROUND, { retreat: 'khozar' });
}

const onward = (s: State): Onward => {
  expect(s.stage?.kind).toBe('withdrawOn');
  return s.stage as Onward;
};
const at = (s: State, id: string) => s.units[id]!.area;
const go = (units: string[], to: string): Command => ({ type: 'withdrawOn', units, to });

describe('going on after the stack (DL-RETR-07)', () => {
  it('DL-RETR-07 the stack withdraws at its slowest unit’s MP, then the faster units may go on with what is left', () => {
    const r = retreated();
    const [stack] = events(r.events, 'withdrew');
    expect(stack).toEqual({
      type: 'withdrew',
      side: 'khozar',
      units: ['tm-spearmen', 'tm-light-horse', 'aurelian'],
      from: '0403',
      path: ['0404', '0405', '0406', '0407'],
    });
    const st = onward(r.state);
    expect(st).toMatchObject({
      area: '0403',
      side: 'khozar',
      left: { 'tm-spearmen': 0, 'tm-light-horse': 2, aurelian: 1 },
    });
    expect(st.been['tm-light-horse']).toEqual(['0403', '0404', '0405', '0406', '0407']);
    // the retreating player decides: it is his phase, with the turn's own prompt kind for a withdrawal
    expect(demonlord.pending(r.state)).toEqual([
      {
        seat: 'khozar',
        prompt: expect.stringContaining('take units with MP left further'),
        kind: 'withdraw',
        timeout: true,
      },
    ]);
    const cs = demonlord.choices(r.state, 'khozar');
    // in words: unit and area names, never ids; the stop asks first
    // the player chooses the route: both next areas on a fastest way to Timur are offered
    expect(cs.map((c) => c.label)).toEqual([
      'Take Timur Light Horse and Lord Protector Aurelian on to meadow 0408 (1 MP)',
      'Take Timur Light Horse and Lord Protector Aurelian on to meadow 0508 (1 MP)',
      'Stop: the withdrawal ends where every unit stands now',
    ]);
    expect(cs[0]).toMatchObject({ command: go(['tm-light-horse', 'aurelian'], '0408'), target: '0408' });
    expect(cs[0]!.pick?.options.map((o) => o.label)).toEqual([
      'Timur Light Horse (2 MP left)',
      'Lord Protector Aurelian (1 MP left)',
    ]);
    expect(cs[2]).toMatchObject({ command: { type: 'done' }, confirm: expect.any(String) });
    expect(demonlord.choices(r.state, 'demon')).toEqual([]);
  });

  it('DL-RETR-07 a faster unit goes on past the slower ones and spends exactly the MP it has left, not one more', () => {
    let s = retreated().state;
    // the Light Horse alone: a narrowing of the offered group that the pick allows
    const offered = demonlord.choices(s, 'khozar')[0]!;
    expect(allows(offered, go(['tm-light-horse'], '0408'))).toBe(true);
    let r = act(s, 'khozar', go(['tm-light-horse'], '0408'));
    expect(events(r.events, 'withdrew')).toEqual([
      { type: 'withdrew', side: 'khozar', units: ['tm-light-horse'], from: '0407', path: ['0408'], onward: true },
    ]);
    s = r.state;
    expect(onward(s).left).toMatchObject({ 'tm-light-horse': 1, aurelian: 1, 'tm-spearmen': 0 });
    // now two places to go on from: Aurelian at 0407, the Light Horse at 0408
    expect(labels(s, 'khozar')).toEqual([
      'Take Lord Protector Aurelian on to meadow 0408 (1 MP)',
      'Take Lord Protector Aurelian on to meadow 0508 (1 MP)',
      'Take Timur Light Horse on to meadow 0409 (1 MP)',
      'Take Timur Light Horse on to meadow 0509 (1 MP)',
      'Stop: the withdrawal ends where every unit stands now',
    ]);
    r = act(s, 'khozar', go(['tm-light-horse'], '0409'));
    s = r.state;
    expect(at(s, 'tm-light-horse')).toBe('0409');
    expect(onward(s).left['tm-light-horse']).toBe(0);
    // its 6 MP are spent: Timur (0510) is one more MP away and it may not go there
    refuses(s, 'khozar', go(['tm-light-horse'], '0510'), 'no_mp_left');
    expect(labels(s, 'khozar')).toEqual([
      'Take Lord Protector Aurelian on to meadow 0408 (1 MP)',
      'Take Lord Protector Aurelian on to meadow 0508 (1 MP)',
      'Stop: the withdrawal ends where every unit stands now',
    ]);
    // Aurelian spends his last MP likewise, and with nobody able to go further the withdrawal ends by itself
    r = act(s, 'khozar', go(['aurelian'], '0408'));
    expect(at(r.state, 'aurelian')).toBe('0408');
    expect(r.state.stage?.kind).not.toBe('withdrawOn');
    expect(at(r.state, 'tm-spearmen')).toBe('0407');
  });

  it('DL-RETR-07 through forest: the Light Horse pays its last 3 MP for a border, Aurelian’s 2 are not enough', () => {
    // the same force attacks 1012 from 1013 and retreats; all around is forest (foot 2 MP, horse 3)
    const units = [...FORCE.map((id) => ({ id, area: '1013' })), { id: 'nsh-orc-spearmen', area: '1012' }];
    let s = pass(sandbox({ active: 'khozar', units }), stageIs('movement')).state;
    s = act(s, 'khozar', { type: 'move', units: FORCE, to: '1012' }).state;
    s = pass(act(s, 'khozar', { type: 'done' }).state, battleOrTerrain).state;
    const r = fightOut(s, ONE_ROUND, { retreat: 'khozar' });
    // the stack goes at the pace of its dearest member (3 a border) within the Spearmen's 4 MP: one area
    expect(events(r.events, 'withdrew')[0]!.path).toEqual(['0912']);
    s = r.state;
    expect(onward(s).left).toEqual({ 'tm-spearmen': 2, 'tm-light-horse': 3, aurelian: 2 });
    // into 0811 the Light Horse spends exactly its 3, the Spearmen their 2; Aurelian would need 3
    expect(labels(s, 'khozar')[0]).toBe(
      'Take Timur Spearmen and Timur Light Horse on to forest and meadow 0811 (2-3 MP)',
    );
    refuses(s, 'khozar', go(['aurelian'], '0811'), 'too_far');
    refuses(s, 'khozar', go(['tm-light-horse', 'aurelian'], '0811'), 'too_far');
    const on = act(s, 'khozar', go(['tm-light-horse'], '0811'));
    expect(at(on.state, 'tm-light-horse')).toBe('0811');
    expect(onward(on.state).left['tm-light-horse']).toBe(0);
    for (const c of demonlord.choices(on.state, 'khozar'))
      expect((c.command as { units?: string[] }).units ?? []).not.toContain('tm-light-horse');
  });

  it('DL-RETR-07 a unit with 1 MP left goes one area on and no further', () => {
    let s = retreated().state;
    s = act(s, 'khozar', go(['tm-light-horse', 'aurelian'], '0408')).state;
    expect(onward(s).left).toMatchObject({ 'tm-light-horse': 1, aurelian: 0 });
    refuses(s, 'khozar', go(['tm-light-horse', 'aurelian'], '0409'), 'no_mp_left');
    refuses(s, 'khozar', go(['aurelian'], '0409'), 'no_mp_left');
    expect(labels(s, 'khozar')[0]).toBe('Take Timur Light Horse on to meadow 0409 (1 MP)');
  });

  it('DL-RETR-07 the slowest unit cannot go on: it spent all its MP in the stack', () => {
    const s = retreated().state;
    expect(onward(s).left['tm-spearmen']).toBe(0);
    for (const c of demonlord.choices(s, 'khozar')) {
      const units = (c.command as { units?: string[] }).units ?? [];
      expect(units).not.toContain('tm-spearmen');
      expect(c.pick?.options.map((o) => o.id) ?? []).not.toContain('tm-spearmen');
    }
    refuses(s, 'khozar', go(['tm-spearmen'], '0408'), 'no_mp_left');
    refuses(s, 'khozar', go(['tm-spearmen', 'tm-light-horse'], '0408'), 'no_mp_left');
  });

  it('DL-RETR-07 the player may stop: the faster units stay where the stack stopped, and the battle step goes on', () => {
    const s = retreated().state;
    const r = act(s, 'khozar', { type: 'done' });
    expect(events(r.events, 'withdrew')).toEqual([]);
    for (const id of FORCE) expect(at(r.state, id)).toBe('0407');
    expect(r.state.stage?.kind).not.toBe('withdrawOn');
    // a missed deadline does the same: it is the active side's own decision, like its movement
    expect(demonlord.onTimeout(s, 'khozar')).toEqual({ type: 'done' });
    // the other side cannot stop it for him, nor send his units on
    refuses(s, 'demon', { type: 'done' }, 'not_your_turn');
    refuses(s, 'demon', go(['tm-light-horse'], '0408'), 'not_your_turn');
  });

  it('DL-RETR-07 DL-RETR-08 DL-RETR-10 going on is refused into an area it may not enter', () => {
    // Ysshara stands at 0307, beside 0407 off the way to Timur
    expect(neighbours('0407')).toContain('0307');
    const s = retreated([{ id: 'ysshara', area: '0307' }]).state;
    // not next to where it stands
    refuses(s, 'khozar', go(['tm-light-horse'], '0409'), 'not_adjacent');
    // never into an enemy
    refuses(s, 'khozar', go(['tm-light-horse'], '0307'), 'barred');
    // never back into an area of the withdrawal, the battle area neither
    refuses(s, 'khozar', go(['tm-light-horse'], '0406'), 'been_there');
    // never off the fastest way towards the nearest friendly fortification (Timur)
    const off = neighbours('0407').filter((a) => !['0306', '0307', '0406', '0408', '0508'].includes(a));
    expect(off.length).toBeGreaterThan(0);
    for (const a of off) refuses(s, 'khozar', go(['tm-light-horse'], a), 'wrong_way');
    // nor into a Failure area
    const failed: State = { ...s, effects: { ...s.effects, failure: ['0408'] } };
    refuses(failed, 'khozar', go(['tm-light-horse'], '0408'), 'barred');
    // units that are not withdrawing, or stand apart, do not go on with it
    refuses(s, 'khozar', go(['nsh-orc-spearmen'], '0408'), 'not_withdrawing');
    const split = act(s, 'khozar', go(['tm-light-horse'], '0408')).state;
    refuses(split, 'khozar', go(['tm-light-horse', 'aurelian'], '0409'), 'not_together');
    // and an area that is not on the map is refused in words, not by a crash
    refuses(s, 'khozar', go(['tm-light-horse'], '9999'), 'not_adjacent');
  });

  it('DL-RETR-07 DL-RETR-14 W16 Failure before the withdrawal may bar the way of the units going on', () => {
    // Ysshara (range 3) at 0309 holds Failure; 0409 lies past the stack's way, where only faster units can go
    const units = [
      ...FORCE.map((id) => ({ id, area: '0402' })),
      { id: 'nsh-orc-spearmen', area: '0403' },
      { id: 'ysshara', area: '0309' },
    ];
    let s = pass(sandbox({ active: 'khozar', units, hands: { demon: ['failure'] } }), stageIs('movement')).state;
    s = act(s, 'khozar', { type: 'move', units: FORCE, to: '0403' }).state;
    s = pass(act(s, 'khozar', { type: 'done' }).state, battleOrTerrain).state;
    s = fightOut(s, ONE_ROUND, { retreat: 'khozar' }).state;
    expect(s.stage).toMatchObject({ kind: 'window', window: 'before-withdrawal', asked: ['demon'] });
    const failure = (area: string): Command => ({ type: 'cast', spell: 'failure', caster: 'ysshara', area });
    expect(
      demonlord.choices(s, 'demon').some((c) => JSON.stringify(c.command) === JSON.stringify(failure('0409'))),
    ).toBe(true);
    s = act(s, 'demon', failure('0409'), [1]).state;
    expect(s.effects.failure).toEqual(['0409']);
    s = act(s, 'khozar', go(['tm-light-horse'], '0408')).state;
    refuses(s, 'khozar', go(['tm-light-horse'], '0409'), 'barred');
  });

  it('DL-RETR-07 DL-RETR-11 a unit that reaches a friendly fortification stops there with MP to spare', () => {
    // the same force retreating from 0405: the stack reaches 0409, and Timur is one MP on
    const units = [...FORCE.map((id) => ({ id, area: '0404' })), { id: 'nsh-orc-spearmen', area: '0405' }];
    let s = pass(sandbox({ active: 'khozar', units }), stageIs('movement')).state;
    s = act(s, 'khozar', { type: 'move', units: FORCE, to: '0405' }).state;
    s = pass(act(s, 'khozar', { type: 'done' }).state, battleOrTerrain).state;
    s = fightOut(s, ONE_ROUND, { retreat: 'khozar' }).state;
    expect(at(s, 'tm-spearmen')).toBe('0409');
    expect(labels(s, 'khozar')[0]).toBe(
      'Take Timur Light Horse and Lord Protector Aurelian on to Timur (0510) (1 MP): a friendly fortification, the withdrawal ends there',
    );
    const r = act(s, 'khozar', go(['tm-light-horse'], '0510'));
    expect(at(r.state, 'tm-light-horse')).toBe('0510');
    // 1 MP left, but the withdrawal of the Light Horse ends in Timur; Aurelian may still follow
    expect(onward(r.state).left['tm-light-horse']).toBe(0);
    refuses(r.state, 'khozar', go(['tm-light-horse'], '0611'), 'no_mp_left');
    expect(labels(r.state, 'khozar')[0]).toContain('Lord Protector Aurelian on to Timur (0510)');
  });

  it('DL-RETR-07 the waiting side never goes on: its withdrawal is one area', () => {
    // the Demon attacks the Khozar force at 0403 and the Khozar retreats as the waiting side
    const units = [...FORCE.map((id) => ({ id, area: '0403' })), { id: 'nsh-orc-spearmen', area: '0402' }];
    let s = pass(sandbox({ active: 'demon', units }), stageIs('movement')).state;
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen'], to: '0403' }).state;
    s = pass(act(s, 'demon', { type: 'done' }).state, battleOrTerrain).state;
    const r = fightOut(s, ONE_ROUND, { retreat: 'khozar' });
    const w = events(r.events, 'withdrew');
    expect(w).toHaveLength(1);
    expect(w[0]!.path).toHaveLength(1);
    expect(r.state.stage?.kind).not.toBe('withdrawOn');
  });
});

describe('what the other side sees (DL-RETR-07, DL-STACK-04)', () => {
  it('DL-RETR-07 the enemy learns how many went on and where, never which of the hidden ones', () => {
    const r = retreated();
    let s = r.state;
    // while the Khozar decides, the Demon's view of the stage names no unit and no MP
    expect(demonlord.view(s, 'demon').stage).toEqual({ kind: 'withdrawOn', area: '0403', side: 'khozar' });
    expect(demonlord.view(s, 'khozar').stage).toEqual(s.stage);
    const staged = r.events.filter((e) => e.type === 'staged' && e.stage?.kind === 'withdrawOn');
    expect(staged).toHaveLength(1);
    expect(demonlord.redact(staged[0]!, 'demon')).toEqual({
      type: 'staged',
      stage: { kind: 'withdrawOn', area: '0403', side: 'khozar' },
    });
    expect(demonlord.redact(staged[0]!, 'khozar')).toEqual(staged[0]);
    // the Light Horse and Aurelian go on together: on the map the Demon sees a stack topped by the regiment
    const step = act(s, 'khozar', go(['tm-light-horse', 'aurelian'], '0408'));
    s = step.state;
    const mine = demonlord.view(s, 'khozar').stacks.find((x) => x.area === '0408')!;
    expect(mine.units?.map((u) => u.id)).toEqual(['tm-light-horse', 'aurelian']);
    const theirs = demonlord.view(s, 'demon').stacks.find((x) => x.area === '0408')!;
    expect(theirs).toMatchObject({ side: 'khozar', units: null });
    expect(theirs.top.id).toBe('tm-light-horse');
    const seen = JSON.stringify(demonlord.view(s, 'demon'));
    expect(seen).not.toContain('"aurelian"');
    // the log: the move in numbers for the Demon, by name for the Khozar
    const moved = events(step.events, 'withdrew')[0]!;
    const forDemon = demonlord.redact(moved, 'demon')!;
    expect(forDemon).toMatchObject({ units: [], count: 2, from: '0407', path: ['0408'], onward: true });
    expect(demonlord.describe!(forDemon)).toBe('The Khozar Alliance takes 2 units on from meadow 0407 to meadow 0408.');
    expect(demonlord.describe!(moved)).toBe(
      'The Khozar Alliance takes Timur Light Horse and Lord Protector Aurelian on from meadow 0407 to meadow 0408.',
    );
    for (const e of step.events) expect(JSON.stringify(demonlord.redact(e, 'demon'))).not.toContain('"aurelian"');
  });
});

describe('the bot and the rest of the step (DL-RETR-07)', () => {
  it('DL-RETR-07 the house bot plays through the going on, and the battle step carries on after it', () => {
    const s = retreated().state;
    for (let seed = 1; seed <= 6; seed++) {
      const after = botUntil(s, (x) => x.stage?.kind !== 'withdrawOn', seed, 10);
      expect(after.stage?.kind).not.toBe('withdrawOn');
      // whatever it chose, nobody went beyond its MP or off the way to Timur
      for (const id of FORCE) expect(['0407', '0408', '0409', '0508', '0509']).toContain(at(after, id));
      expect(at(after, 'tm-spearmen')).toBe('0407');
      expect(['0407', '0408', '0508']).toContain(at(after, 'aurelian'));
    }
  });
});
