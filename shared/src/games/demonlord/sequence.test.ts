/** The sequence of play (DL-SEQ-01..09): turns, phases, steps, and what happens at their edges. */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { start } from '../../engine/runner.ts';
import { PHASE_STEPS, TURN_PHASES } from './data/index.ts';
import { configSchema } from './config.ts';
import type { DlEvent } from './events.ts';
import type { State } from './rules/state.ts';
import { events, pass, stageIs, withSiege } from './sequence.kit.ts';
import { act, demonlord, sandbox } from './testkit.ts';

const phases = (list: DlEvent[]) => events(list, 'phaseBegan').map((e) => [e.turn, e.phase, e.active]);
const steps = (list: DlEvent[]) => events(list, 'stepBegan').map((e) => e.step);

describe('the sequence of play (DL-SEQ)', () => {
  it('DL-SEQ-01 a turn is the Khozar phase, then the Demon phase', () => {
    expect(TURN_PHASES).toEqual(['khozar', 'demon']);
    const r = pass(sandbox({ active: 'khozar', units: [] }), (x) => x.turn === 3);
    expect(phases(r.events)).toEqual([
      [1, 2, 'demon'],
      [2, 3, 'khozar'],
      [2, 4, 'demon'],
      [3, 5, 'khozar'],
    ]);
  });

  it('DL-SEQ-01 DL-VFT-01 with the First-Turn Variant the winner of the roll plays first in every turn', () => {
    let s = start(demonlord, configSchema.parse({ firstTurnRoll: true }), { dice: scriptedDice([1, 5]), now: 0 })
      .state as State;
    expect(s.first).toBe('demon');
    while (s.stage?.kind === 'setup') {
      const p = demonlord.pending(s)[0]!;
      s = act(s, p.seat, demonlord.onTimeout(s, p.seat), [1, 1, 1, 1, 1, 1, 1, 1]).state;
    }
    expect(s).toMatchObject({ turn: 1, phase: 1, active: 'demon' });
    const r = pass(s, (x) => x.turn === 2 && x.stage?.kind === 'movement');
    expect(phases(r.events)).toEqual([
      [1, 2, 'khozar'],
      [2, 3, 'demon'],
    ]);
  });

  it('DL-SEQ-02 the phase owner is active: he alone is asked to move; the other waits', () => {
    const s = sandbox({
      active: 'khozar',
      units: [
        { id: 'aurelian', area: '0510' },
        { id: 'grokk', area: '1911' },
      ],
    });
    expect(demonlord.pending(s).map((p) => p.seat)).toEqual(['khozar']);
    expect(demonlord.choices(s, 'demon')).toEqual([]);
    expect(demonlord.view(s, 'demon').active).toBe('khozar');
  });

  it('DL-SEQ-03 the steps of a phase: movement, summoning, battles, sieges, alliances (then its end)', () => {
    expect(PHASE_STEPS).toEqual(['movement', 'summoning', 'battles', 'sieges', 'alliances']);
    const s = sandbox({ active: 'khozar', units: [] });
    const r = pass(s, (x) => x.active === 'demon');
    expect(steps(r.events)).toEqual(['summoning', 'battles', 'sieges', 'alliances', 'end', 'movement']);
    expect(
      steps(
        demonlord.setup(
          configSchema.parse({ sandbox: { active: 'khozar', units: [] } }),
          scriptedDice([]),
        ) as DlEvent[],
      ),
    ).toEqual(['movement']);
  });

  it('DL-SEQ-04 DL-SIEGE-08 one siege round in the siege step of every phase, the defender’s included', () => {
    let s = withSiege(
      sandbox({
        active: 'khozar',
        units: [
          { id: 'da-men-at-arms', area: '1105' },
          { id: 'nsh-orc-spearmen', area: '1105' },
        ],
      }),
      { area: '1105', settlement: 'deansor', defender: 'khozar', besieger: 'demon', rounds: 1 },
    );
    s = pass(s, stageIs('siege')).state;
    expect([s.active, s.step]).toEqual(['khozar', 'sieges']);
    s = act(s, 'demon', { type: 'siegeMode', assault: false }, [1, 1, 1, 1]).state;
    s = pass(s, stageIs('siege')).state;
    expect([s.active, s.step, s.sieges['1105']?.rounds]).toEqual(['demon', 'sieges', 2]);
  });

  it('DL-SEQ-05 in the alliance step neutrals may join and temporary allies may change', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1014' },
        { id: 'grokk', area: '1014' },
        { id: 'nsh-orc-axemen', area: '1402' },
      ],
      allies: { 'great-forest': { side: 'khozar', kind: 'temporary' } },
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0914' }).state;
    s = act(s, 'demon', { type: 'done' }).state;
    expect(s.stage).toEqual({ kind: 'alliance', side: 'demon' });
    const r = act(s, 'demon', { type: 'seekAlliance', neutral: 'altu-khan', caster: null }, [2]);
    const t = act(r.state, 'demon', { type: 'done' }, [1]);
    const all = [...r.events, ...t.events];
    const at = (type: string) => all.findIndex((e) => e.type === type);
    expect(at('allianceChanged')).toBeGreaterThan(-1);
    expect(at('allianceChecked')).toBeGreaterThan(at('allianceChanged'));
    expect(all.findIndex((e) => e.type === 'stepBegan' && e.step === 'end')).toBeGreaterThan(at('allianceChecked'));
    expect(t.state.neutrals).toMatchObject({
      'altu-khan': { ally: 'demon', kind: 'temporary' },
      'great-forest': { kind: 'permanent' },
    });
  });

  it('DL-SEQ-06 spells may be cast by either side in the windows of every phase: its start, after movement, before the battles, its end', () => {
    const s = sandbox({
      active: 'khozar',
      units: [
        { id: 'ilvaine', area: '0510' },
        { id: 'tm-militia', area: '0510' },
        { id: 'ysshara', area: '1911' },
        { id: 'nsh-orc-spearmen', area: '1911' },
      ],
      hands: { khozar: ['gate'], demon: ['gate'] },
    });
    expect(s.stage).toEqual({ kind: 'window', window: 'phase-start', asked: ['demon', 'khozar'] });
    const r = pass(s, (x) => x.active === 'demon');
    // each window as opened to both (it then narrows as the sides pass)
    const opened = events(r.events, 'staged').filter((e) => e.stage?.kind === 'window' && e.stage.asked.length === 2);
    expect(opened.map((e) => e.stage)).toEqual([
      { kind: 'window', window: 'after-movement', asked: ['demon', 'khozar'] },
      { kind: 'window', window: 'battle-step-start', asked: ['demon', 'khozar'] },
      { kind: 'window', window: 'phase-end', asked: ['demon', 'khozar'] },
      { kind: 'window', window: 'phase-start', asked: ['demon', 'khozar'] },
    ]);
    // the waiting side may cast there
    expect(demonlord.choices(s, 'demon').some((c) => c.command.type === 'cast')).toBe(true);
  });

  it('DL-SEQ-07 the reinforcement roll is made at the very start of the phase, before the spell window and movement', () => {
    const s = sandbox(
      {
        active: 'demon',
        units: [
          { id: 'ysshara', area: '1911' },
          { id: 'ilvaine', area: '0510' },
        ],
        hands: { demon: ['gate'] },
        warBegun: true,
      },
      {},
    );
    const called = act(
      pass(s, (x) => x.stage?.kind === 'movement').state,
      'demon',
      { type: 'callReinforcements' },
      [5],
    ).state;
    const r = pass(called, (x) => x.active === 'demon' && x.turn === 2, [6]);
    const at = (pred: (e: DlEvent) => boolean) => r.events.findIndex(pred);
    const began = at((e) => e.type === 'phaseBegan' && e.active === 'demon');
    const rolled = at((e) => e.type === 'reinforcementsRolled');
    const window = at((e) => e.type === 'windowOpened' && e.window === 'phase-start' && r.events.indexOf(e) > began);
    expect(began).toBeGreaterThan(-1);
    expect(rolled).toBeGreaterThan(began);
    expect(window).toBeGreaterThan(rolled);
  });

  it('DL-SEQ-08 the end of the phase: alliances of both sides, temporary checks, the exchange demanded by the active side, ex-allies back', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1014' },
        { id: 'grokk', area: '1014' },
        { id: 'tm-militia', area: '1402' },
        { id: 'brannoc', status: 'prisoner', captor: 'demon' },
        { id: 'ysshara', status: 'prisoner', captor: 'khozar' },
        { id: 'vl-warriors', area: '0813' },
      ],
      allies: { 'great-forest': { side: 'khozar', kind: 'temporary' } },
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0914' }).state;
    const log: DlEvent[] = [];
    let r = act(s, 'demon', { type: 'done' }, [5]);
    log.push(...r.events);
    // the waiting side's alliance step first comes up (its militia is next to Altu-Khan)
    expect(r.state.stage).toEqual({ kind: 'alliance', side: 'khozar' });
    r = act(r.state, 'khozar', { type: 'done' }, [5]);
    log.push(...r.events);
    expect(r.state.stage).toEqual({ kind: 'exchange', side: 'demon', step: 'ask', offered: null });
    r = act(r.state, 'demon', { type: 'done' });
    log.push(...r.events);
    const checked = log.findIndex((e) => e.type === 'allianceChecked');
    const exchange = log.findIndex((e) => e.type === 'staged' && e.stage?.kind === 'exchange');
    expect(checked).toBeGreaterThan(-1);
    expect(exchange).toBeGreaterThan(checked);
    // the Great Forest went neutral (5): its warriors come home at the end of the next phase
    const next = pass(r.state, (x) => x.active === 'demon');
    const home = next.events.findIndex((e) => e.type === 'unitsHome');
    expect(home).toBeGreaterThan(-1);
    expect(home).toBeLessThan(next.events.findIndex((e) => e.type === 'phaseBegan'));
  });

  it('DL-SEQ-09 at the end of the turn (after the second phase) VP are scored and a truce may be sought', () => {
    const r = pass(sandbox({ active: 'khozar', turn: 3, units: [] }), stageIs('truce'));
    const scored = r.events.findIndex((e) => e.type === 'vpScored');
    const demonPhase = r.events.findIndex((e) => e.type === 'phaseBegan' && e.active === 'demon');
    expect(scored).toBeGreaterThan(demonPhase);
    expect(events(r.events, 'vpScored')).toHaveLength(1);
    expect(r.state).toMatchObject({ turn: 3, active: 'demon', step: 'turnEnd', stage: { kind: 'truce' } });
  });
});
