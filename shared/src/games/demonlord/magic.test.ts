/**
 * Magic in general (DL-MAG-01..14), the spell windows of checklist §2 (W15-W20) and the magic ambiguities
 * AMB-35..38: who casts, once a phase, range, minimum power, success rolls, hidden hands, windows that open only
 * for a side that can cast something. The spells one by one are in spells.test.ts, siege magic in
 * siege-magic.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { play } from '../../engine/runner.ts';
import type { Command } from './commands.ts';
import {
  distance,
  MAGIC_KINDS,
  SIDE_SPELLS,
  SPECIAL_SPELLS,
  SPELL_BY_ID,
  SPELL_COUNTERS,
  SPELL_HAND,
  specialSuccessFaces,
} from './data/index.ts';
import type { DlEvent } from './events.ts';
import {
  begin,
  cast,
  castChoices,
  castsOf,
  DEMON_ALL,
  inWindow,
  KHOZAR_ALL,
  passUntil,
  seats,
  spellEvents,
  timeoutsUntil,
} from './magic.testkit.ts';
import { battleState } from './rules/fight.ts';
import { casters, within } from './rules/magic.ts';
import { summonOptions } from './rules/summoning.ts';
import type { State } from './rules/state.ts';
import { act, begin as beginGame, demonlord, ofType, rejects } from './testkit.ts';

// Column 03 of Khozar's meadows: 0306..0310 lie one above the other, so hex distance is the row difference.
const HOME = '0306';

const windowOf = (s: State) => (s.stage?.kind === 'window' ? s.stage : null);

describe('DL-MAG-01 casters', () => {
  it('DL-MAG-01 only characters with magic power 1 or more cast: Marshal Grokk (0) never, Lady Maren (1) is a caster', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { demon: ['vision'], khozar: [] },
      units: [
        { id: 'grokk', area: '0309' },
        { id: 'nsh-orc-spearmen', area: '0309' },
        { id: 'maren', area: '0310' },
        { id: 'tm-spearmen', area: '0310' },
      ],
    });
    // Grokk holds Vision's side and stands next to Khozar's units, but has no magic: nothing opens for the Demon
    expect(casters(state, 'demon').map((c) => c.id)).toEqual([]);
    expect(casters(state, 'khozar').map((c) => c.id)).toEqual(['maren']);
    expect(state.stage?.kind).toBe('movement');
    expect(seats(state)).toEqual(['khozar']);
  });

  it('DL-MAG-01 a cast named for a character without magic is refused', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { demon: ['vision'], khozar: ['vision'] },
      units: [
        { id: 'grokk', area: '0309' },
        { id: 'ysshara', area: '0309' },
        { id: 'tm-spearmen', area: '0310' },
      ],
    });
    expect(windowOf(state)?.asked).toEqual(['demon']);
    rejects(state, 'demon', cast('vision', 'grokk', '0310'), 'rule/no_magic');
  });
});

describe('DL-MAG-02 one spell per character per phase', () => {
  const sb = {
    active: 'khozar' as const,
    hands: { khozar: ['vision', 'gate'], demon: [] },
    units: [
      { id: 'ilvaine', area: HOME },
      { id: 'tm-spearmen', area: HOME },
      { id: 'nsh-orc-spearmen', area: '0308' },
    ],
  };

  it('DL-MAG-02 a character who cast (and failed) may not cast again in the phase: refused, and not offered later', () => {
    const { state } = begin(sb);
    expect(windowOf(state)?.window).toBe('phase-start');
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [6]);
    expect(spellEvents(r.events)[0]).toMatchObject({ spell: 'vision', roll: 6, success: false });
    expect(r.state.cast).toEqual(['ilvaine']);
    // the window closed: Ilvaine was the only caster
    expect(r.state.stage?.kind).toBe('movement');
    // after movement (and to the end of the phase) she may not cast either: those windows open for nobody
    const after = act(r.state, 'khozar', { type: 'done' });
    expect(ofType(after.events, 'windowOpened').map((e) => e.window)).toEqual([
      'after-movement',
      'battle-step-start',
      'phase-end',
      'phase-start', // the Demon's phase: her right to cast is back
    ]);
    expect(after.state.phase).toBe(2);
    expect(windowOf(after.state)).toMatchObject({ window: 'phase-start', asked: ['khozar'] });
  });

  it('DL-MAG-02 a second cast by the same character in one window is refused', () => {
    const two = { ...sb, units: [...sb.units, { id: 'corvin', area: HOME }] };
    const { state } = begin(two);
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [3]);
    expect(windowOf(r.state)?.asked).toEqual(['khozar']); // Corvin may still cast
    expect(castsOf(r.state, 'khozar', { caster: 'ilvaine' })).toEqual([]);
    rejects(
      r.state,
      'khozar',
      cast('gate', 'ilvaine', '0307', { from: HOME, units: ['tm-spearmen'] }),
      'rule/already_cast',
    );
  });

  it('DL-MAG-02 the right cannot be saved up: in the next phase the caster casts once again, no more', () => {
    const { state } = begin(sb);
    // Ilvaine does not cast in phase 1
    const { state: s2 } = passUntil(state, (s) => s.phase === 2 && !!windowOf(s));
    expect(s2.active).toBe('demon');
    expect(s2.cast).toEqual([]);
    const r = act(s2, 'khozar', cast('vision', 'ilvaine', '0308'), [2]);
    expect(castsOf(r.state, 'khozar', { caster: 'ilvaine' })).toEqual([]);
  });
});

describe('DL-MAG-03 battle magic', () => {
  const sb = {
    active: 'khozar' as const,
    hands: { khozar: ['vision', 'gate'], demon: [] },
    units: [
      { id: 'ilvaine', area: '0308' },
      { id: 'corvin', area: '0308' },
      { id: 'brannoc', area: '0308' },
      { id: 'tm-spearmen', area: '0308' },
      { id: 'tm-guard', area: '0308' },
      { id: 'nsh-orc-spearmen', area: '0308' },
    ],
  };

  it('DL-MAG-03 a caster who has not cast this phase may use battle magic; one who cast a special spell may not', () => {
    const { state } = begin(sb);
    const r = act(state, 'khozar', cast('vision', 'corvin', '0308'), [2]);
    const { state: s } = passUntil(r.state, (x) => x.stage?.kind === 'battle');
    const b = battleState(s)!;
    expect(b.characters.ilvaine!.mayCast).toBe(true);
    expect(b.characters.corvin!.mayCast).toBe(false);
  });

  it('DL-MAG-03 battle magic needs no spell counter: a side with an empty hand fights with arrows', () => {
    const { state } = begin({ ...sb, hands: { khozar: [], demon: [] } });
    expect(state.stage?.kind).toBe('movement'); // no window: nothing to cast before movement
    const { state: s } = passUntil(state, (x) => x.stage?.kind === 'battle');
    expect(battleState(s)!.characters.ilvaine!.mayCast).toBe(true);
    expect(MAGIC_KINDS.battle.range).toBe(0);
    expect(SPELL_COUNTERS.some((c) => (c.spell as string) === 'battle')).toBe(false);
  });
});

describe('AMB-35 battle magic is the caster’s one spell of the phase', () => {
  it('AMB-35 a caster who loosed an arrow in a battle casts nothing more that phase (no Gate at the end of the phase)', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['gate'], demon: [] },
      units: [
        { id: 'ilvaine', area: '0308' },
        { id: 'brannoc', area: '0308' },
        { id: 'tm-spearmen', area: '0308' },
        { id: 'tm-guard', area: '0308' },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    });
    // Gate could be cast at the start of the phase: pass it, fight the battle out on deadline defaults
    expect(windowOf(state)?.window).toBe('phase-start');
    const { state: s0 } = passUntil(state, (x) => x.stage?.kind === 'battle');
    const { state: s, events } = timeoutsUntil(s0, (x) => x.stage?.kind !== 'battle');
    expect(events.find((e) => e.type === 'battleArrow')).toMatchObject({ character: 'ilvaine' });
    expect(ofType(events, 'cast').map((e) => e.character)).toEqual(['ilvaine']);
    // at the end of the phase Ilvaine could open a Gate, but she has cast: the phase-end window opens for nobody
    const end = events.findIndex((e) => e.type === 'windowOpened' && e.window === 'phase-end');
    expect(end).toBeGreaterThan(events.findIndex((e) => e.type === 'cast'));
    expect(events[end + 1]).toMatchObject({ type: 'phaseBegan', phase: 2 });
    expect(s.phase).toBe(2);
    expect(s.cast).toEqual([]); // a new phase, a new spell
  });
});

describe('DL-MAG-05 summoning', () => {
  it('DL-MAG-05 a caster who cast a special spell this phase cannot summon; one who did not can', () => {
    const { state } = begin({
      active: 'demon',
      hands: { demon: ['vision'], khozar: [] },
      units: [
        { id: 'ysshara', area: '2006' },
        { id: 'azrakh', area: '2006' },
        { id: 'tm-spearmen', area: '2007' },
      ],
    });
    // both stand in the Temple of Yorgash; Ysshara casts Vision first
    const r = act(state, 'demon', cast('vision', 'ysshara', '2007'), [1]);
    const { state: s } = passUntil(r.state, (x) => x.step === 'summoning');
    const who = summonOptions(s, 'demon').map((o) => o.caster);
    expect(who).toContain('azrakh');
    expect(who).not.toContain('ysshara');
    expect(MAGIC_KINDS.summoning.range).toBe(0);
  });
});

describe('DL-MAG-06 / DL-MAG-13 alliance magic', () => {
  it('DL-MAG-06 alliance magic is offered to any caster in range who has not cast, with no counter; DL-MAG-13 its only roll is the alliance table', () => {
    // The Highlanders of Altu-Khan live at 1401; Corvin (range 3) at 1104 is 3 away, Ilvaine (range 3) casts Vision
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['vision'], demon: [] },
      units: [
        { id: 'corvin', area: '1103' },
        { id: 'ilvaine', area: '1103' },
        { id: 'nsh-orc-spearmen', area: '1104' },
      ],
    });
    expect(distance('1103', '1401')).toBe(3);
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '1104'), [1]);
    const { state: s } = passUntil(r.state, (x) => x.stage?.kind === 'alliance' && x.stage.side === 'khozar');
    const ally = demonlord
      .choices(s, 'khozar')
      .filter((c) => (c.command as Command).type === 'seekAlliance' && (c.command as { caster: string | null }).caster);
    const by = ally.map((c) => (c.command as { caster: string }).caster);
    expect(by).toContain('corvin');
    expect(by).not.toContain('ilvaine');
    const cmd = ally.find((c) => (c.command as { caster: string; neutral: string }).neutral === 'altu-khan')!.command;
    const out = act(s, 'khozar', cmd, [2]);
    expect(out.left).toBe(0); // one die: the alliance roll, no separate success roll
    expect(ofType(out.events, 'allianceRolled')[0]).toMatchObject({ caster: 'corvin', roll: 2 });
    expect(out.state.cast).toContain('corvin');
  });
});

describe('DL-MAG-07 the spell hand', () => {
  it('DL-MAG-07 each side owns seven special-spell counters', () => {
    expect(SIDE_SPELLS.demon).toHaveLength(7);
    expect(SIDE_SPELLS.khozar).toHaveLength(7);
    expect(SPELL_COUNTERS.filter((c) => c.faction === 'demon')).toHaveLength(7);
    expect(SPELL_HAND).toMatchObject({ drawBlind: 5, orPickThenDraw: { pick: 1, draw: 3 }, secretUntilFirstUse: true });
  });

  it('DL-MAG-07 a hand is one picked and three drawn, or five drawn, and stays secret from the other side', () => {
    const { state } = beginGame({}, 5);
    const pick = play(
      demonlord,
      state,
      'demon',
      { type: 'chooseHand', pick: ['gate'] },
      { dice: seededDice(1), now: 0 },
    );
    const s = pick.state as State;
    expect(s.sides.demon.hand).toHaveLength(4);
    expect(s.sides.demon.hand[0]).toBe('gate');
    const blind = play(demonlord, state, 'demon', { type: 'chooseHand', pick: [] }, { dice: seededDice(2), now: 0 });
    expect((blind.state as State).sides.demon.hand).toHaveLength(5);
    // what the other side sees: a count, no names; in the log too
    const k = demonlord.view(s, 'khozar');
    expect(k.sides.demon.spells).toEqual([]);
    expect(k.sides.demon.handCount).toBe(4);
    expect(demonlord.view(s, 'demon').sides.demon.spells.map((x) => x.id)).toEqual(s.sides.demon.hand);
    const chosen = (pick.events as DlEvent[]).find((e) => e.type === 'handChosen')!;
    expect(demonlord.redact(chosen, 'khozar')).toMatchObject({ picked: [], drawn: [] });
    expect(demonlord.redact(chosen, 'spectator')).toMatchObject({ picked: [], drawn: [] });
  });

  it('DL-MAG-07 a spell shows to the other side once it is used, and only that one', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['vision', 'gate', 'rains'], demon: [] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    });
    expect(demonlord.view(state, 'demon').sides.khozar.spells).toEqual([]);
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [6]); // even a failed cast shows it
    expect(ofType(r.events, 'spellShown')).toEqual([{ type: 'spellShown', side: 'khozar', spell: 'vision' }]);
    expect(demonlord.view(r.state, 'demon').sides.khozar.spells.map((x) => x.id)).toEqual(['vision']);
    expect(demonlord.view(r.state, 'khozar').sides.khozar.spells.map((x) => x.id)).toEqual(['vision', 'gate', 'rains']);
    const started = demonlord.redact(
      {
        type: 'started',
        first: 'khozar',
        scenario: 'base',
        tournament: false,
        showStackHeight: true,
        strategicOwnAlliances: true,
        turn: 1,
        units: [],
        control: {},
        neutrals: {} as never,
        hands: { khozar: ['vision'], demon: ['gate'] },
      },
      'demon',
    );
    expect(started).toMatchObject({ hands: { demon: ['gate'] } });
    expect((started as { hands: Record<string, unknown> }).hands.khozar).toBeUndefined();
  });
});

describe('DL-MAG-08 announcing a spell', () => {
  it('DL-MAG-08 the player names the caster, the spell and the target area; the log records them', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['vision'], demon: [] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    });
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [4]);
    expect(spellEvents(r.events)).toEqual([
      {
        type: 'spellCast',
        side: 'khozar',
        caster: 'ilvaine',
        spell: 'vision',
        area: '0308',
        roll: 4,
        mods: [],
        needed: [1, 2, 3, 4, 5],
        success: true,
      },
    ]);
  });

  it('DL-MAG-08 spells announced together take effect together: Darkness and Light cancel whichever is cast first', () => {
    const sb = {
      active: 'khozar' as const,
      hands: { khozar: ['light'], demon: ['darkness'] },
      units: [
        { id: 'corvin', area: '0308' },
        { id: 'brannoc', area: '0308' },
        { id: 'tm-spearmen', area: '0308' },
        { id: 'lord-erush', area: '0309' },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    };
    const { state } = begin(sb);
    const { state: w } = passUntil(state, inWindow('battle-step-start'));
    expect(windowOf(w)?.asked.sort()).toEqual(['demon', 'khozar']);
    const a = act(
      act(w, 'demon', cast('darkness', 'lord-erush', '0308'), [1]).state,
      'khozar',
      cast('light', 'corvin', '0308'),
      [1],
    );
    const b = act(
      act(w, 'khozar', cast('light', 'corvin', '0308'), [1]).state,
      'demon',
      cast('darkness', 'lord-erush', '0308'),
      [1],
    );
    for (const x of [a, b]) {
      expect(x.state.effects.cancelled).toEqual(['0308']);
      expect(battleState(x.state)!.moraleMinus).toEqual({ demon: 0, khozar: 0 });
    }
  });
});

describe('DL-MAG-09 minimum power', () => {
  it('DL-MAG-09 a caster one below the printed power is not offered the spell and is refused; one at it may cast', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['gate'], demon: [] },
      units: [
        { id: 'corvin', area: HOME }, // power 3: Gate needs 4
        { id: 'ilvaine', area: HOME }, // power 4
        { id: 'tm-spearmen', area: HOME },
      ],
    });
    expect(castsOf(state, 'khozar', { caster: 'corvin' })).toEqual([]);
    expect(castsOf(state, 'khozar', { caster: 'ilvaine' }).length).toBeGreaterThan(0);
    rejects(state, 'khozar', cast('gate', 'corvin', '0307', { from: HOME, units: ['tm-spearmen'] }), 'rule/too_weak');
    const r = act(state, 'khozar', cast('gate', 'ilvaine', '0307', { from: HOME, units: ['tm-spearmen'] }), [4]);
    expect(r.state.units['tm-spearmen']!.area).toBe('0307');
  });

  it('DL-MAG-09 the minimum is per side where the counters differ: Swift Steps 3 for Khozar, 4 for the Demon', () => {
    const k = begin({
      active: 'khozar',
      hands: { khozar: ['swift-steps'], demon: [] },
      units: [
        { id: 'corvin', area: HOME },
        { id: 'tm-spearmen', area: HOME },
      ],
    }).state;
    expect(castsOf(k, 'khozar', { spell: 'swift-steps', caster: 'corvin' }).length).toBeGreaterThan(0);
    const d = begin({
      active: 'demon',
      hands: { demon: ['swift-steps'], khozar: [] },
      units: [
        { id: 'azrakh', area: '1911' }, // power 3
        { id: 'nsh-orc-spearmen', area: '1911' },
      ],
    }).state;
    expect(d.stage?.kind).toBe('movement'); // Azrakh cannot: no window for the Demon
    const n = begin({
      active: 'demon',
      hands: { demon: ['necromon'], khozar: [] },
      units: [
        { id: 'ysshara', area: '1911' },
        { id: 'nsh-ogres', area: '1911', status: 'destroyed' },
      ],
    }).state;
    const { events } = passUntil(n, (x) => x.phase === 2);
    // Necromon needs 5 and Ysshara has 4: the end-of-phase window opens for nobody
    expect(ofType(events, 'windowOpened').map((e) => e.window)).toContain('phase-end');
    expect(events.some((e) => e.type === 'staged' && e.stage?.kind === 'window')).toBe(false);
  });
});

describe('DL-MAG-10 range', () => {
  const sb = {
    active: 'khozar' as const,
    hands: { khozar: ['vision'], demon: [] },
    units: [
      { id: 'ilvaine', area: HOME }, // range 3
      { id: 'nsh-orc-spearmen', area: '0309' }, // 3 away
      { id: 'nsh-ogres', area: '0310' }, // 4 away
      { id: 'nsh-bowmen', area: HOME }, // her own area
    ],
  };

  it('DL-MAG-10 the target counts and the caster’s area does not: 3 areas away is in range 3, 4 is not', () => {
    expect(distance(HOME, '0309')).toBe(3);
    expect(distance(HOME, '0310')).toBe(4);
    const { state } = begin(sb);
    const targets = castsOf(state, 'khozar', { spell: 'vision' }).map((c) => c.target);
    expect(targets).toContain('0309');
    expect(targets).toContain(HOME); // distance 0: always within range
    expect(targets).not.toContain('0310');
    rejects(state, 'khozar', cast('vision', 'ilvaine', '0310'), 'rule/out_of_range');
    expect(within(HOME, 1).sort()).toEqual(['0205', '0206', '0305', '0306', '0307', '0405', '0406'].sort());
  });
});

describe('DL-MAG-11 battle magic and summoning have range 0', () => {
  it('DL-MAG-11 a caster next to the battle area takes no part in it; summoning is only in the caster’s own temple', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: [], demon: [] },
      units: [
        { id: 'ilvaine', area: '0307' }, // next to the battle, range 3
        { id: 'corvin', area: '0308' },
        { id: 'brannoc', area: '0308' },
        { id: 'tm-spearmen', area: '0308' },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    });
    const { state: s } = passUntil(state, (x) => x.stage?.kind === 'battle');
    const b = battleState(s)!;
    expect(Object.keys(b.characters).sort()).toEqual(['brannoc', 'corvin']);
    expect(MAGIC_KINDS.battle.range).toBe(0);
    expect(MAGIC_KINDS.summoning.range).toBe(0);
    // Ysshara one area from the Temple of Yorgash may not summon there
    const d = begin({ active: 'demon', hands: {}, units: [{ id: 'ysshara', area: '2007' }] }).state;
    expect(summonOptions(d, 'demon')).toEqual([]);
    const t = begin({ active: 'demon', hands: {}, units: [{ id: 'ysshara', area: '2006' }] }).state;
    expect(summonOptions(t, 'demon').map((o) => o.caster)).toEqual(['ysshara']);
  });
});

describe('DL-MAG-12 success rolls', () => {
  it('DL-MAG-12 special spells of power 2-3 succeed on 1-5, of power 4-5 on 1-4 (data)', () => {
    expect(specialSuccessFaces(2)).toEqual([1, 2, 3, 4, 5]);
    expect(specialSuccessFaces(3)).toEqual([1, 2, 3, 4, 5]);
    expect(specialSuccessFaces(4)).toEqual([1, 2, 3, 4]);
    expect(specialSuccessFaces(5)).toEqual([1, 2, 3, 4]);
    expect(MAGIC_KINDS.battle.success).toBe('always');
    expect(MAGIC_KINDS.siege.successFaces).toEqual([1, 2, 3, 4, 5]);
    expect(MAGIC_KINDS.summoning.success).toBe('1d6 <= caster magic power');
    for (const s of SPECIAL_SPELLS) for (const p of Object.values(s.minPower)) expect([2, 3, 4, 5]).toContain(p);
  });

  const vision = {
    active: 'khozar' as const,
    hands: { khozar: ['vision', 'gate'], demon: [] },
    units: [
      { id: 'ilvaine', area: HOME },
      { id: 'tm-spearmen', area: HOME },
      { id: 'nsh-orc-spearmen', area: '0308' },
    ],
  };

  it('DL-MAG-12 Vision (power 2) succeeds on a 5 and fails on a 6', () => {
    const { state } = begin(vision);
    const five = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [5]);
    expect(spellEvents(five.events)[0]!.success).toBe(true);
    expect(ofType(five.events, 'visionSeen')[0]!.units).toEqual(['nsh-orc-spearmen']);
    const six = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [6]);
    expect(spellEvents(six.events)[0]!.success).toBe(false);
    expect(ofType(six.events, 'visionSeen')).toEqual([]);
  });

  it('DL-MAG-12 Gate (power 4) succeeds on a 4 and fails on a 5', () => {
    const { state } = begin(vision);
    const g = cast('gate', 'ilvaine', '0307', { from: HOME, units: ['tm-spearmen'] });
    expect(act(state, 'khozar', g, [4]).state.units['tm-spearmen']!.area).toBe('0307');
    const five = act(state, 'khozar', g, [5]);
    expect(spellEvents(five.events)[0]).toMatchObject({ success: false, needed: [1, 2, 3, 4] });
    expect(five.state.units['tm-spearmen']!.area).toBe(HOME);
  });
});

describe('AMB-37 the counter’s power, not the caster’s, sets the roll', () => {
  it('AMB-37 the Western Mage (power 5) casts Vision (power 2) at 1-5; Swift Steps is 1-5 for Khozar (3) and 1-4 for the Demon (4)', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['vision', 'swift-steps'], demon: [] },
      units: [
        { id: 'western-mage', area: HOME },
        { id: 'ilvaine', area: HOME },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    });
    const v = act(state, 'khozar', cast('vision', 'western-mage', '0308'), [5]);
    expect(spellEvents(v.events)[0]!.success).toBe(true);
    const k = act(state, 'khozar', cast('swift-steps', 'ilvaine', HOME), [5]);
    expect(spellEvents(k.events)[0]).toMatchObject({ success: true, needed: [1, 2, 3, 4, 5] });
    const d = begin({
      active: 'demon',
      hands: { demon: ['swift-steps'], khozar: [] },
      units: [
        { id: 'demonlord', area: '1911' },
        { id: 'nsh-orc-spearmen', area: '1911' },
      ],
    }).state;
    const five = act(d, 'demon', cast('swift-steps', 'demonlord', '1911'), [5]);
    expect(spellEvents(five.events)[0]).toMatchObject({ success: false, needed: [1, 2, 3, 4] });
  });
});

describe('DL-MAG-14 magic power and effectiveness', () => {
  it('DL-MAG-14 battle magic hits on 1d6 up to the caster’s power; summoning succeeds on 1d6 up to it', () => {
    expect(MAGIC_KINDS.battle.hit).toBe('1d6 <= caster magic power');
    const { state } = begin({ active: 'demon', hands: {}, units: [{ id: 'ysshara', area: '2006' }] });
    const { state: s } = passUntil(state, (x) => x.stage?.kind === 'summoning');
    const opt = summonOptions(s, 'demon').find((o) => o.caster === 'ysshara')!;
    expect(opt.power).toBe(4);
    const cmd = { type: 'summon', character: 'ysshara', summoning: opt.summoning.id } as Command;
    expect(ofType(act(s, 'demon', cmd, [4]).events, 'summonRolled')[0]!.success).toBe(true);
    expect(ofType(act(s, 'demon', cmd, [5]).events, 'summonRolled')[0]!.success).toBe(false);
  });
});

describe('AMB-36 counters are not used up; several casters may cast the same spell', () => {
  it('AMB-36 two characters cast Vision in one phase, and the counter stays in the hand', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['vision'], demon: [] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'corvin', area: HOME },
        { id: 'nsh-orc-spearmen', area: '0308' },
        { id: 'nsh-ogres', area: '0307' },
      ],
    });
    const a = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [1]);
    const b = act(a.state, 'khozar', cast('vision', 'corvin', '0307'), [1]);
    expect(ofType(b.events, 'visionSeen')[0]!.units).toEqual(['nsh-ogres']);
    expect(b.state.sides.khozar.hand).toEqual(['vision']);
    expect(ofType([...a.events, ...b.events], 'spellShown')).toHaveLength(1);
  });
});

describe('AMB-38 Swift Steps only in the caster’s own phase', () => {
  it('AMB-38 the waiting side is never offered Swift Steps', () => {
    const { state } = begin({
      active: 'demon',
      hands: { khozar: ['swift-steps'], demon: [] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'tm-spearmen', area: HOME },
      ],
    });
    expect(state.stage?.kind).toBe('movement'); // no window for Khozar in the Demon's phase
    expect(castChoices(state, 'khozar')).toEqual([]);
  });
});

describe('spell windows (checklist §2)', () => {
  it('W20 Vision before or after the opponent’s movement: the waiting side is asked in both windows', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { demon: ['vision'], khozar: [] },
      units: [
        { id: 'ysshara', area: '0309' },
        { id: 'corvin', area: '0309' },
        { id: 'tm-spearmen', area: HOME },
      ],
    });
    expect(windowOf(state)).toMatchObject({ window: 'phase-start', asked: ['demon'] });
    expect(
      castsOf(state, 'demon', { spell: 'vision' })
        .map((c) => c.target)
        .sort(),
    ).toEqual([HOME, '0309'].sort());
    const { state: after } = passUntil(state, inWindow('after-movement'));
    expect(windowOf(after)!.asked).toEqual(['demon']);
    const r = act(after, 'demon', cast('vision', 'ysshara', HOME), [2]);
    expect(ofType(r.events, 'visionSeen')[0]).toMatchObject({ side: 'demon', area: HOME, units: ['tm-spearmen'] });
  });

  it('W17 Gate only in the fixed windows: start, after movement, before the battles, end of the phase', () => {
    expect(SPELL_BY_ID.get('gate')!.windows).toEqual([
      'phase-start',
      'after-movement',
      'battle-step-start',
      'siege-step',
      'phase-end',
    ]);
    const { state } = begin({
      active: 'khozar',
      hands: { demon: ['gate'], khozar: [] },
      units: [
        { id: 'ysshara', area: '1911' },
        { id: 'nsh-orc-spearmen', area: '1911' },
      ],
    });
    const seen: string[] = [];
    let s = state;
    for (let i = 0; i < 40 && s.phase === 1; i++) {
      const w = windowOf(s);
      if (w) seen.push(w.window);
      s = act(s, seats(s)[0]!, { type: 'done' }).state;
    }
    expect(seen).toEqual(['phase-start', 'after-movement', 'battle-step-start', 'phase-end']);
  });

  it('a window never opens for a side that holds nothing castable in it', () => {
    // Khozar holds only Veil (an answer, never a cast of its own) and Light with no battle anywhere;
    // the Demon holds Vision with no enemy in range and Darkness with no battle
    const { state, events } = begin({
      active: 'khozar',
      hands: { khozar: ['veil', 'light'], demon: ['vision', 'darkness'] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'tm-spearmen', area: HOME },
        { id: 'ysshara', area: '1911' },
        { id: 'nsh-orc-spearmen', area: '1911' },
      ],
    });
    expect(ofType(events, 'windowOpened').map((e) => e.window)).toEqual(['phase-start']);
    expect(state.stage?.kind).toBe('movement');
    const { events: rest } = passUntil(state, (x) => x.phase === 3);
    const staged = rest.filter((e) => e.type === 'staged' && e.stage?.kind === 'window');
    expect(staged).toEqual([]);
    expect(ofType(rest, 'windowOpened').length).toBeGreaterThanOrEqual(8);
  });

  it('a window asks only the sides that can cast, and closes when every side asked has passed', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['vision'], demon: ['vision', 'veil'] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'tm-spearmen', area: HOME },
        { id: 'ysshara', area: '0308' },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    });
    expect(windowOf(state)!.asked.sort()).toEqual(['demon', 'khozar']);
    expect(demonlord.pending(state).map((p) => p.kind)).toEqual(['spell-window', 'spell-window']);
    const a = act(state, 'khozar', { type: 'done' });
    expect(windowOf(a.state)!.asked).toEqual(['demon']);
    rejects(a.state, 'khozar', cast('vision', 'ilvaine', '0308'), 'rule/not_your_turn');
    const b = act(a.state, 'demon', { type: 'done' });
    expect(b.state.stage?.kind).toBe('movement');
  });

  it('a missed deadline in a spell window is a pass', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['vision'], demon: [] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    });
    expect(demonlord.onTimeout(state, 'khozar')).toEqual({ type: 'done' });
    expect(act(state, 'khozar', demonlord.onTimeout(state, 'khozar')).state.stage?.kind).toBe('movement');
    // a standing order passes the windows chosen
    expect(demonlord.standing!(state, 'khozar', { windows: 'never' } as never)).toEqual({ type: 'done' });
  });

  it('spell choices name casters, spells and places in words, never ids', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: KHOZAR_ALL, demon: DEMON_ALL },
      units: [
        { id: 'western-mage', area: '0707' },
        { id: 'ilvaine', area: '0707' },
        { id: 'tm-spearmen', area: '0707' },
        { id: 'demonlord', area: '0809' },
        { id: 'nsh-orc-spearmen', area: '0809' },
        { id: 'nsh-ogres', area: '0806', status: 'destroyed' },
      ],
    });
    const all = [...castChoices(state, 'khozar'), ...castChoices(state, 'demon')];
    expect(all.length).toBeGreaterThan(20);
    for (const c of all) {
      expect(c.label).not.toMatch(/\b(western-mage|ilvaine|tm-spearmen|demonlord|nsh-|swift-steps)\b/);
      expect(c.label).toMatch(/[A-Z]/);
      const cmd = c.command as { area: string };
      expect(c.label).toContain(cmd.area); // the place, by its number on the map
    }
    expect(all.map((c) => c.label)).toContain('Western Mage casts Vision on meadow 0809 (1-5)');
  });
});
