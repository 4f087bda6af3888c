/**
 * The nine special spells one by one (DL-SPELL-B-01..13, DL-SPELL-D-01..05, DL-SPELL-K-01..06), the waiting
 * player's spell decisions of checklist §2 (W15, W16, W18, W19) and ambiguities AMB-39..45: Vision and Veil and
 * what each side then sees, Swift Steps, Failure (before movement and before a withdrawal), Gate, Darkness and
 * Light, Necromon, Rains and its effect on crossing costs.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import {
  distance,
  getBorder,
  neighbours,
  type Segment,
  settlementAt,
  SPELL_BY_ID,
  TERRAIN_TABLE,
} from './data/index.ts';
import { begin, cast, castsOf, fold, inWindow, passUntil, seats, spellEvents } from './magic.testkit.ts';
import { battleAreas, battleState } from './rules/fight.ts';
import { openWithdrawalWindow, rainsTarget, within } from './rules/magic.ts';
import { allowanceOf, moveChoices, unitCost } from './rules/movement.ts';
import { flooded } from './rules/rains.ts';
import type { Effects, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { withdrawals } from './rules/withdraw.ts';
import { act, demonlord, ofType, rejects } from './testkit.ts';

const HOME = '0306';
const windowOf = (s: State) => (s.stage?.kind === 'window' ? s.stage : null);
const withEffects = (s: State, f: (e: Effects) => void): State => {
  const e = structuredClone(s.effects);
  f(e);
  return fold(s, { type: 'effects', effects: e });
};
const stackOf = (s: State, seat: string, area: string, side: string) =>
  demonlord.view(s, seat as never).stacks.find((x) => x.area === area && x.side === side)!;

// ---------------------------------------------------------------------------
// Vision and Veil
// ---------------------------------------------------------------------------

describe('Vision and Veil', () => {
  // Ilvaine (range 3) at 0306 looks at the Demon's stack at 0308; Ysshara (range 3) at 0309 holds Veil
  const sb = (ysshara = '0309') => ({
    active: 'khozar' as const,
    hands: { khozar: ['vision'], demon: ['veil'] },
    units: [
      { id: 'ilvaine', area: HOME },
      { id: 'corvin', area: HOME },
      { id: 'tm-spearmen', area: HOME },
      { id: 'nsh-orc-spearmen', area: '0308' },
      { id: 'nsh-ogres', area: '0308' },
      { id: 'grokk', area: '0308' },
      { id: 'ysshara', area: ysshara },
      { id: 'nsh-bowmen', area: ysshara },
    ],
  });
  const SEEN = ['nsh-orc-spearmen', 'nsh-ogres', 'grokk'];

  it('DL-SPELL-B-01 a Vision (power 2+) before movement shows its caster’s side every unit in the target area', () => {
    const { state } = begin(sb('0312')); // Ysshara 4 away from 0308: no Veil possible
    expect(SPELL_BY_ID.get('vision')).toMatchObject({ minPower: { demon: 2, khozar: 2 } });
    expect(windowOf(state)).toMatchObject({ window: 'phase-start', asked: ['khozar'] });
    const before = stackOf(state, 'khozar', '0308', 'demon');
    expect(before.units).toBeNull();
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [5]);
    expect(ofType(r.events, 'visionSeen')).toEqual([
      { type: 'visionSeen', side: 'khozar', caster: 'ilvaine', area: '0308', units: SEEN, veiled: false },
    ]);
    const seen = stackOf(r.state, 'khozar', '0308', 'demon');
    expect(seen.seen).toBe('vision');
    expect(seen.units!.map((u) => u.id).sort()).toEqual([...SEEN].sort());
    // only there: the other Demon stack stays hidden, and nobody else sees inside
    expect(stackOf(r.state, 'khozar', '0312', 'demon').units).toBeNull();
    expect(stackOf(r.state, 'spectator', '0308', 'demon').units).toBeNull();
  });

  it('DL-SPELL-B-01 a Vision’s result reaches only its caster’s side: the view of the others is unchanged', () => {
    const { state } = begin(sb('0312'));
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [1]);
    // the Demon sees its own stack as ever, and not Khozar's stack at 0306 (no Vision of its own)
    expect(stackOf(r.state, 'demon', HOME, 'khozar').units).toBeNull();
    expect(stackOf(r.state, 'demon', '0308', 'demon').seen).toBeUndefined();
    expect(r.state.sides.demon.visions).toEqual([]);
    expect(r.state.sides.khozar.visions).toEqual([{ area: '0308', phase: 1, units: SEEN }]);
  });

  it('DL-SPELL-B-01 the log of a Vision lists the units seen only for its caster’s side (redact)', () => {
    const { state } = begin(sb('0312'));
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [1]);
    const seen = ofType(r.events, 'visionSeen')[0]!;
    expect(demonlord.redact(seen, 'khozar')).toMatchObject({ units: SEEN });
    expect((demonlord.redact(seen, 'demon') as typeof seen | null)?.units ?? []).toEqual([]);
    expect((demonlord.redact(seen, 'spectator') as typeof seen | null)?.units ?? []).toEqual([]);
  });

  it('DL-SPELL-B-01 W20 a Vision after movement, in the opponent’s phase', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { demon: ['vision'], khozar: [] },
      units: [
        { id: 'kho-anselm', area: HOME }, // power 2, range 2: the least that casts Vision
        { id: 'maren', area: HOME }, // power 1: cannot
        { id: 'tm-spearmen', area: HOME },
        { id: 'lord-erush', area: '0308' },
        { id: 'azrakh', area: '0308' }, // keeps the window open after Lord Erush's cast
      ],
    });
    expect(windowOf(state)).toMatchObject({ window: 'phase-start', asked: ['demon'] });
    const { state: after } = passUntil(state, inWindow('after-movement'));
    const r = act(after, 'demon', cast('vision', 'lord-erush', HOME), [3]);
    expect(ofType(r.events, 'visionSeen')[0]).toMatchObject({
      side: 'demon',
      units: ['tm-spearmen', 'maren', 'kho-anselm'],
    });
    expect(stackOf(r.state, 'demon', HOME, 'khozar').seen).toBe('vision');
  });

  it('DL-SPELL-B-02 W15 a successful Vision opens a Veil answer for its target’s owner; a successful Veil hides the area', () => {
    const { state } = begin(sb());
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [2]);
    expect(r.state.stage).toMatchObject({ kind: 'veil', side: 'demon', by: 'khozar', area: '0308' });
    expect(demonlord.pending(r.state)).toEqual([
      expect.objectContaining({ seat: 'demon', kind: 'veil', prompt: expect.stringContaining('meadow 0308') }),
    ]);
    expect(demonlord.choices(r.state, 'demon').map((c) => c.label)).toEqual([
      'Ysshara the Witch casts Veil over meadow 0308 (1-5)',
      'Let the Vision be',
    ]);
    expect(ofType(r.events, 'visionSeen')).toEqual([]); // nothing shows until the answer
    const v = act(r.state, 'demon', cast('veil', 'ysshara', '0308'), [5]);
    expect(spellEvents(v.events)[0]).toMatchObject({ spell: 'veil', side: 'demon', success: true });
    expect(ofType(v.events, 'visionSeen')).toEqual([
      { type: 'visionSeen', side: 'khozar', caster: 'ilvaine', area: '0308', units: [], veiled: true },
    ]);
    expect(v.state.effects.veil).toEqual(['0308']);
    expect(stackOf(v.state, 'khozar', '0308', 'demon').units).toBeNull();
    // the window goes on: Corvin may still cast, but no Vision into the Veiled area until the end of the phase
    expect(windowOf(v.state)).toMatchObject({ window: 'phase-start', asked: ['khozar'] });
    expect(castsOf(v.state, 'khozar', { caster: 'corvin', area: '0308' })).toEqual([]);
    rejects(v.state, 'khozar', cast('vision', 'corvin', '0308'), 'rule/no_such_cast');
    const { state: after } = passUntil(v.state, inWindow('after-movement'));
    expect(castsOf(after, 'khozar', { area: '0308' })).toEqual([]);
  });

  it('DL-SPELL-B-02 a failed Veil (6) or no answer lets the Vision show', () => {
    const { state } = begin(sb());
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [2]);
    const failed = act(r.state, 'demon', cast('veil', 'ysshara', '0308'), [6]);
    expect(ofType(failed.events, 'visionSeen')[0]).toMatchObject({ units: SEEN, veiled: false });
    expect(failed.state.cast).toContain('ysshara'); // a Veil is her one spell of the phase
    const let_ = act(r.state, 'demon', { type: 'done' });
    expect(ofType(let_.events, 'visionSeen')[0]).toMatchObject({ units: SEEN, veiled: false });
    expect(let_.state.cast).not.toContain('ysshara');
    // a missed deadline lets it be
    expect(demonlord.onTimeout(r.state, 'demon')).toEqual({ type: 'done' });
  });

  it('DL-SPELL-B-02 a failed Vision asks nothing of its target’s owner', () => {
    const { state } = begin(sb());
    const r = act(state, 'khozar', cast('vision', 'ilvaine', '0308'), [6]);
    expect(r.state.stage?.kind).toBe('window');
    expect(seats(r.state)).toEqual(['khozar']);
  });

  it('DL-SPELL-B-03 AMB-41 Veil cannot be cast in advance, and only by a caster within range of the area', () => {
    const { state } = begin({ ...sb(), hands: { khozar: ['vision'], demon: ['veil', 'vision'] } });
    // the Demon is asked in the window for its Vision, never offered a Veil there
    expect(windowOf(state)!.asked.sort()).toEqual(['demon', 'khozar']);
    expect(castsOf(state, 'demon', { spell: 'veil' })).toEqual([]);
    rejects(state, 'demon', cast('veil', 'ysshara', '0308'), 'rule/wrong_window');
    // out of range: Ysshara 4 areas from the target, so the Vision shows at once
    const far = begin(sb('0312')).state;
    expect(distance('0312', '0308')).toBe(4);
    const r = act(far, 'khozar', cast('vision', 'ilvaine', '0308'), [2]);
    expect(r.state.stage?.kind).not.toBe('veil');
    expect(ofType(r.events, 'visionSeen')[0]!.veiled).toBe(false);
    // in the answer, the Veil must cover the Vision's area
    const near = act(begin(sb()).state, 'khozar', cast('vision', 'ilvaine', '0308'), [2]).state;
    rejects(near, 'demon', cast('veil', 'ysshara', '0309'), 'rule/veil_area');
  });
});

// ---------------------------------------------------------------------------
// Swift Steps
// ---------------------------------------------------------------------------

describe('Swift Steps', () => {
  const sb = {
    active: 'khozar' as const,
    hands: { khozar: ['swift-steps'], demon: [] },
    units: [
      { id: 'corvin', area: HOME }, // power 3: enough for Khozar
      { id: 'brannoc', area: HOME },
      { id: 'tm-spearmen', area: HOME }, // MP 4, with a leader
      { id: 'tm-guard', area: '0308' }, // MP 3, no leader: 1
    ],
  };

  it('DL-SPELL-B-04 cast before movement, +2 MP to every friendly unit in the target area for the movement', () => {
    const { state } = begin(sb);
    expect(windowOf(state)).toMatchObject({ window: 'phase-start', asked: ['khozar'] });
    expect(
      castsOf(state, 'khozar', { spell: 'swift-steps' })
        .map((c) => c.target)
        .sort(),
    ).toEqual([HOME, '0308']);
    const r = act(state, 'khozar', cast('swift-steps', 'corvin', HOME), [5]);
    expect(r.state.effects.swift).toEqual([HOME]);
    expect(r.state.stage?.kind).toBe('movement');
    expect(r.state.move!.allowance).toMatchObject({ 'tm-spearmen': 6, brannoc: 7, corvin: 6, 'tm-guard': 1 });
    const six = act(state, 'khozar', cast('swift-steps', 'corvin', HOME), [6]);
    expect(six.state.move!.allowance).toMatchObject({ 'tm-spearmen': 4, brannoc: 5 });
  });

  it('DL-SPELL-B-04 the Demon needs power 4 and a 1-4', () => {
    const { state } = begin({
      active: 'demon',
      hands: { demon: ['swift-steps'] },
      units: [
        { id: 'azrakh', area: '1911' },
        { id: 'ysshara', area: '1911' },
        { id: 'nsh-orc-spearmen', area: '1911' },
      ],
    });
    expect(castsOf(state, 'demon').map((c) => (c.command as { caster: string }).caster)).toEqual(['ysshara']);
    rejects(state, 'demon', cast('swift-steps', 'azrakh', '1911'), 'rule/too_weak');
    expect(act(state, 'demon', cast('swift-steps', 'ysshara', '1911'), [4]).state.effects.swift).toEqual(['1911']);
    expect(act(state, 'demon', cast('swift-steps', 'ysshara', '1911'), [5]).state.effects.swift).toEqual([]);
  });

  it('DL-SPELL-B-05 Swift Steps is cast only before movement, and never lengthens a withdrawal', () => {
    expect(SPELL_BY_ID.get('swift-steps')!.windows).toEqual(['phase-start']);
    const { state } = begin(sb);
    expect(windowOf(state)?.window).toBe('phase-start');
    // Corvin does not cast before movement: no later window offers it to him
    const { events } = passUntil(state, (x) => x.phase === 2);
    expect(ofType(events, 'windowOpened').map((e) => e.window)).toContain('after-movement');
    expect(ofType(events, 'staged').filter((e) => e.stage?.kind === 'window')).toEqual([]);
    // a withdrawal far from any friendly fortification: its length is set by the slowest MP, without the +2
    const far = begin({
      active: 'khozar',
      hands: {},
      units: [
        { id: 'brannoc', area: '1813' },
        { id: 'tm-spearmen', area: '1813' },
      ],
    }).state;
    const swift = withEffects(far, (e) => e.swift.push('1813'));
    expect(allowanceOf(swift, 'tm-spearmen', 'khozar')).toBe(allowanceOf(far, 'tm-spearmen', 'khozar') + 2);
    const plain = withdrawals(far, 'khozar', ['tm-spearmen', 'brannoc'], '1813');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain[0]!.path.length).toBeGreaterThan(1);
    expect(withdrawals(swift, 'khozar', ['tm-spearmen', 'brannoc'], '1813')).toEqual(plain);
  });
});

// ---------------------------------------------------------------------------
// Failure
// ---------------------------------------------------------------------------

describe('Failure', () => {
  // Khozar's phase: the Demon's High Priest of Ninkhiz (power 3, range 2) stands two areas from Khozar's stack
  const sb = {
    active: 'khozar' as const,
    hands: { demon: ['failure'], khozar: ['failure'] },
    units: [
      { id: 'brannoc', area: HOME },
      { id: 'tm-spearmen', area: HOME },
      { id: 'corvin', area: HOME }, // power 3: not enough for Khozar's Failure (4)
      { id: 'tm-guard', area: '0307' }, // alone: MP 3 halved to 1
      { id: 'high-priest-of-ninkhiz', area: '0308' },
      { id: 'lord-erush', area: '0308' }, // power 2: not enough for the Demon's (3)
      { id: 'nsh-orc-spearmen', area: '0308' },
    ],
  };

  it('DL-SPELL-B-06 W16 the waiting side casts Failure before the active side’s movement (Demon 3+, Khozar 4+)', () => {
    const { state } = begin(sb);
    expect(windowOf(state)).toMatchObject({ window: 'phase-start', asked: ['demon'] }); // Corvin cannot: no ask
    const by = castsOf(state, 'demon').map((c) => (c.command as { caster: string }).caster);
    expect(new Set(by)).toEqual(new Set(['high-priest-of-ninkhiz']));
    rejects(state, 'demon', cast('failure', 'lord-erush', HOME), 'rule/too_weak');
    rejects(state, 'khozar', cast('failure', 'corvin', '0308'), 'rule/not_your_turn');
    const r = act(state, 'demon', cast('failure', 'high-priest-of-ninkhiz', HOME), [5]);
    expect(spellEvents(r.events)[0]).toMatchObject({ success: true, needed: [1, 2, 3, 4, 5] });
    expect(r.state.effects.failure).toEqual([HOME]);
    expect(act(state, 'demon', cast('failure', 'high-priest-of-ninkhiz', HOME), [6]).state.effects.failure).toEqual([]);
  });

  it('DL-SPELL-B-06 Khozar’s Failure needs power 4 and a 1-4', () => {
    const { state } = begin({
      active: 'demon',
      hands: { khozar: ['failure'] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    });
    expect(act(state, 'khozar', cast('failure', 'ilvaine', '0308'), [4]).state.effects.failure).toEqual(['0308']);
    expect(act(state, 'khozar', cast('failure', 'ilvaine', '0308'), [5]).state.effects.failure).toEqual([]);
  });

  it('DL-SPELL-B-07 a successful Failure halves the MP of every unit in the area (AMB-39: after the leader’s halving)', () => {
    const { state } = begin(sb);
    const r = act(state, 'demon', cast('failure', 'high-priest-of-ninkhiz', HOME), [1]);
    expect(r.state.move!.allowance).toMatchObject({ brannoc: 2, 'tm-spearmen': 2, corvin: 2, 'tm-guard': 1 });
    const both = act(state, 'demon', cast('failure', 'high-priest-of-ninkhiz', '0307'), [1]);
    // alone, the guard has 3 / 2 = 1; under Failure 1 / 2 = 0: halvings stack, rounding down each time
    expect(both.state.move!.allowance['tm-guard']).toBe(0);
  });

  it('DL-SPELL-B-08 AMB-39 nobody may enter a Failure area for the rest of the phase, own units included; minimum movement still goes elsewhere', () => {
    const { state } = begin(sb);
    // Failure on an empty area works too: it bars the way through it
    const r = act(state, 'demon', cast('failure', 'high-priest-of-ninkhiz', '0307'), [1]);
    expect(r.state.stage?.kind).toBe('movement');
    const dests = moveChoices(r.state, 'khozar')
      .filter((c) => (c.command as { units?: string[] }).units?.includes('tm-spearmen'))
      .map((c) => c.target);
    expect(dests).not.toContain('0307');
    expect(dests).toContain('0305');
    rejects(r.state, 'khozar', { type: 'move', units: ['tm-spearmen', 'brannoc'], to: '0307' }, 'rule/unreachable');
    rejects(
      r.state,
      'khozar',
      { type: 'move', units: ['tm-spearmen', 'brannoc'], to: '0308', path: ['0307', '0308'] },
      'rule/failure_area',
    );
    // the guard stands in the Failure area with 0 MP: it may still leave by a minimum move, never re-enter
    const guard = moveChoices(r.state, 'khozar').filter(
      (c) => (c.command as { units?: string[] }).units?.[0] === 'tm-guard',
    );
    expect(guard.length).toBeGreaterThan(0);
    expect(guard.every((c) => c.label.includes('minimum move'))).toBe(true);
    const out = act(r.state, 'khozar', { type: 'move', units: ['tm-guard'], to: '0308' });
    expect(out.state.units['tm-guard']!.area).toBe('0308');
  });

  it('DL-SPELL-B-09 a retreating player withdraws one area only when under Failure, and never into a Failure area', () => {
    const { state } = begin({
      active: 'khozar',
      hands: {},
      units: [
        { id: 'brannoc', area: '1813' },
        { id: 'tm-spearmen', area: '1813' },
      ],
    });
    const plain = withdrawals(state, 'khozar', ['tm-spearmen', 'brannoc'], '1813');
    expect(plain[0]!.path.length).toBeGreaterThan(1);
    const halved = withEffects(state, (e) => e.failure.push('1813'));
    const one = withdrawals(halved, 'khozar', ['tm-spearmen', 'brannoc'], '1813');
    expect(one.every((w) => w.path.length === 1)).toBe(true);
    const first = plain[0]!.path[0]!;
    const barred = withEffects(state, (e) => e.failure.push(first));
    const around = withdrawals(barred, 'khozar', ['tm-spearmen', 'brannoc'], '1813');
    expect(around.flatMap((w) => w.path)).not.toContain(first);
  });

  it('DL-SPELL-B-10 buildings in the target area add 2 to the roll: Khozar then succeeds on 1-2, the Demon on 1-3', () => {
    expect(settlementAt('0304')?.class).toBe('temple'); // the Dawn Temple, next to 0305
    const k = begin({
      active: 'demon',
      hands: { khozar: ['failure'] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'nsh-orc-spearmen', area: '0304' },
      ],
    }).state;
    const label = castsOf(k, 'khozar', { area: '0304' })[0]!.label;
    expect(label).toBe(
      'Ilvaine, High Priestess of Khozar casts Failure on Dawn Temple of Khozar (0304): half MP, no entry (1-4, +2 to the roll: buildings there)',
    );
    const two = act(k, 'khozar', cast('failure', 'ilvaine', '0304'), [2]);
    expect(spellEvents(two.events)[0]).toMatchObject({
      roll: 2,
      mods: [{ label: 'buildings in the area', value: 2 }],
      success: true,
    });
    expect(spellEvents(act(k, 'khozar', cast('failure', 'ilvaine', '0304'), [3]).events)[0]!.success).toBe(false);
    const d = begin({
      active: 'khozar',
      hands: { demon: ['failure'] },
      units: [
        { id: 'high-priest-of-ninkhiz', area: HOME },
        { id: 'tm-spearmen', area: '0304' },
      ],
    }).state;
    expect(
      spellEvents(act(d, 'demon', cast('failure', 'high-priest-of-ninkhiz', '0304'), [3]).events)[0]!.success,
    ).toBe(true);
    expect(
      spellEvents(act(d, 'demon', cast('failure', 'high-priest-of-ninkhiz', '0304'), [4]).events)[0]!.success,
    ).toBe(false);
    // without buildings the same 4 succeeds
    expect(
      spellEvents(act(d, 'demon', cast('failure', 'high-priest-of-ninkhiz', '0305'), [4]).events)[0]!.success,
    ).toBe(true);
  });

  it('DL-SPELL-B-06 W16 before a withdrawal: the retreating side’s enemy may cast Failure on its ways out', () => {
    // The Demon's stack at 0308 retreats in Khozar's phase (the waiting side: one area); Ilvaine holds Failure
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['failure'] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'tm-spearmen', area: '0308' },
        { id: 'brannoc', area: '0308' },
        { id: 'nsh-orc-spearmen', area: '0308' },
        { id: 'grokk', area: '0308' },
      ],
    });
    const demonUnits = ['nsh-orc-spearmen', 'grokk'];
    // the Khozar stack is the enemy in the area; withdrawals ignore it here (the battle is over)
    const s0 = fold(state, {
      type: 'captured',
      units: ['tm-spearmen', 'brannoc'],
      by: 'demon',
      cause: 'battle',
      area: '0308',
    });
    const ways = withdrawals(s0, 'demon', demonUnits, '0308');
    expect(ways.length).toBeGreaterThanOrEqual(1);
    const tx = new Tx(s0, scriptedDice([]));
    expect(openWithdrawalWindow(tx, '0308', [{ side: 'demon', units: demonUnits }])).toBe(true);
    const w = tx.state;
    expect(windowOf(w)).toMatchObject({ window: 'before-withdrawal', asked: ['khozar'] });
    expect(demonlord.pending(w)[0]!.prompt).toContain('before a withdrawal');
    const targets = castsOf(w, 'khozar')
      .map((c) => c.target)
      .sort();
    expect(targets).toEqual([...new Set(ways.flatMap((x) => x.path))].filter((a) => distance(HOME, a) <= 3).sort());
    const block = ways[0]!.path[0]!;
    const r = act(w, 'khozar', cast('failure', 'ilvaine', block), [1]);
    expect(r.state.effects.failure).toEqual([block]);
    const left = withdrawals(r.state, 'demon', demonUnits, '0308');
    const moved = ofType(r.events, 'withdrew');
    const offered = r.state.stage?.kind === 'withdraw' ? r.state.stage.options : [];
    expect([...moved.map((m) => m.path), ...offered.map((o) => o.path)].flat()).not.toContain(block);
    expect(left.flatMap((x) => x.path)).not.toContain(block);
    // with no way left the stack is taken (AMB-24)
    if (!left.length)
      expect(ofType(r.events, 'captured')).toEqual([
        { type: 'captured', units: demonUnits, by: 'khozar', cause: 'withdrawal', area: '0308' },
      ]);
    // nobody can cast: no window, the withdrawal goes straight on
    const tx2 = new Tx(
      withEffects(s0, () => {}),
      scriptedDice([]),
    );
    const noHand = fold(tx2.state, { type: 'cast', character: 'ilvaine' });
    expect(openWithdrawalWindow(new Tx(noHand, scriptedDice([])), '0308', [{ side: 'demon', units: demonUnits }])).toBe(
      false,
    );
  });

  it('DL-SPELL-B-06 a missed deadline before a withdrawal is a pass, and the withdrawal follows', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['failure'] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'nsh-orc-spearmen', area: '0308' },
      ],
    });
    const tx = new Tx(state, scriptedDice([]));
    openWithdrawalWindow(tx, '0308', [{ side: 'demon', units: ['nsh-orc-spearmen'] }]);
    const r = act(tx.state, 'khozar', demonlord.onTimeout(tx.state, 'khozar'));
    const went = ofType(r.events, 'withdrew');
    const asked = r.state.stage?.kind === 'withdraw';
    expect(went.length === 1 || asked).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// Gate
// ---------------------------------------------------------------------------

describe('Gate', () => {
  const sb = {
    active: 'khozar' as const,
    hands: { khozar: ['gate'], demon: ['gate'] },
    units: [
      { id: 'ilvaine', area: HOME }, // power 4, range 3
      { id: 'tm-spearmen', area: HOME },
      { id: 'tm-guard', area: HOME },
      { id: 'tm-longbows', area: '0307' },
      { id: 'nsh-orc-spearmen', area: '0312' },
    ],
  };

  it('DL-SPELL-B-11 one unit from an area within range to another within range, whatever lies between; 1-4', () => {
    const { state } = begin(sb);
    // from 0307 (not the caster's area) to 0309, three areas from her
    const r = act(state, 'khozar', cast('gate', 'ilvaine', '0309', { from: '0307' }), [4]);
    expect(ofType(r.events, 'gated')).toEqual([
      { type: 'gated', side: 'khozar', units: ['tm-longbows'], from: '0307', to: '0309' },
    ]);
    expect(r.state.units['tm-longbows']!.area).toBe('0309');
    expect(
      act(state, 'khozar', cast('gate', 'ilvaine', '0309', { from: '0307' }), [5]).state.units['tm-longbows']!.area,
    ).toBe('0307');
    // 0310 is four areas from her: beyond range, as a destination or as a start
    expect(castsOf(state, 'khozar', { area: '0310' })).toEqual([]);
    rejects(
      state,
      'khozar',
      cast('gate', 'ilvaine', '0310', { from: '0307', units: ['tm-longbows'] }),
      'rule/out_of_range',
    );
  });

  it('DL-SPELL-B-11 with several units in the area, who goes through is picked once the Gate opens (a deadline sends the first)', () => {
    const { state } = begin(sb);
    const label = castsOf(state, 'khozar', { from: HOME, area: '0308' })[0]!.label;
    expect(label).toBe(
      'Ilvaine, High Priestess of Khozar opens a Gate from forest and meadow 0306 to meadow 0308 for one of Timur Spearmen, Timur Guard and Ilvaine, High Priestess of Khozar (1-4)',
    );
    const r = act(state, 'khozar', cast('gate', 'ilvaine', '0308', { from: HOME }), [2]);
    expect(r.state.stage).toMatchObject({ kind: 'gate', side: 'khozar', from: HOME, to: '0308', max: 1 });
    expect(demonlord.choices(r.state, 'khozar').map((c) => c.label)).toEqual([
      'Timur Spearmen goes through the Gate from forest and meadow 0306 to meadow 0308',
      'Timur Guard goes through the Gate from forest and meadow 0306 to meadow 0308',
      'Ilvaine, High Priestess of Khozar goes through the Gate from forest and meadow 0306 to meadow 0308',
    ]);
    const g = act(r.state, 'khozar', cast('gate', 'ilvaine', '0308', { from: HOME, units: ['tm-guard'] }));
    expect(g.state.units['tm-guard']!.area).toBe('0308');
    expect(g.state.stage?.kind).toBe('movement'); // the window closed: nobody left to cast
    rejects(
      r.state,
      'khozar',
      cast('gate', 'ilvaine', '0308', { from: HOME, units: ['tm-guard', 'tm-spearmen'] }),
      'rule/gate_units',
    );
    const t = act(r.state, 'khozar', demonlord.onTimeout(r.state, 'khozar'));
    expect(ofType(t.events, 'gated')[0]!.units).toEqual(['tm-spearmen']);
  });

  it('DL-SPELL-B-11 W17 Gate in the opponent’s phase', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { demon: ['gate'] },
      units: [
        { id: 'ysshara', area: '1911' },
        { id: 'nsh-orc-spearmen', area: '1911' },
      ],
    });
    expect(windowOf(state)).toMatchObject({ window: 'phase-start', asked: ['demon'] });
    const r = act(state, 'demon', cast('gate', 'ysshara', '1914', { from: '1911', units: ['nsh-orc-spearmen'] }), [1]);
    expect(r.state.units['nsh-orc-spearmen']!.area).toBe('1914');
  });

  it('DL-SPELL-B-12 a power-5 caster may take two units, from one area to one area; never three, and power 4 never two', () => {
    const { state } = begin({
      ...sb,
      units: [...sb.units, { id: 'western-mage', area: HOME }],
    });
    const r = act(
      state,
      'khozar',
      cast('gate', 'western-mage', '0309', { from: HOME, units: ['tm-spearmen', 'tm-guard'] }),
      [1],
    );
    expect(ofType(r.events, 'gated')[0]!.units).toEqual(['tm-spearmen', 'tm-guard']);
    expect(r.state.units['tm-guard']!.area).toBe('0309');
    rejects(
      state,
      'khozar',
      cast('gate', 'western-mage', '0309', { from: HOME, units: ['tm-spearmen', 'tm-guard', 'ilvaine'] }),
      'rule/invalid_command', // the command itself holds two units at most
    );
    rejects(
      state,
      'khozar',
      cast('gate', 'ilvaine', '0309', { from: HOME, units: ['tm-spearmen', 'tm-guard'] }),
      'rule/gate_units',
    );
    // picked after opening: singles and pairs
    const open = act(state, 'khozar', cast('gate', 'western-mage', '0309', { from: HOME }), [1]).state;
    expect(open.stage).toMatchObject({ kind: 'gate', max: 2 });
    const picks = demonlord.choices(open, 'khozar').map((c) => (c.command as { units: string[] }).units);
    expect(picks).toContainEqual(['tm-spearmen']);
    expect(picks).toContainEqual(['tm-spearmen', 'tm-guard']);
    expect(picks.every((p) => p.length <= 2)).toBe(true);
  });

  it('DL-SPELL-B-11 DL-CAPT-01 a lone character sent through a Gate among enemy regiments rolls for capture there', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['gate'] },
      units: [
        { id: 'ilvaine', area: HOME },
        { id: 'tm-spearmen', area: HOME },
        { id: 'corvin', area: '0307' },
        { id: 'nsh-ogres', area: '0309' },
      ],
    });
    const go = cast('gate', 'ilvaine', '0309', { from: '0307', units: ['corvin'] });
    // the Gate opens on 1-4; then Corvin rolls 2 against the captors' 5: taken
    const taken = act(state, 'khozar', go, [1, 2, 5]);
    expect(ofType(taken.events, 'captureRolled')).toMatchObject([
      { area: '0309', characters: ['corvin'], roll: 2, enemyRoll: 5, result: 'captured' },
    ]);
    expect(taken.state.units.corvin).toMatchObject({ status: 'prisoner', captor: 'demon' });
    // a higher roll: he escapes and stays there
    const free = act(state, 'khozar', go, [1, 5, 2]);
    expect(free.state.units.corvin).toMatchObject({ status: 'map', area: '0309' });
    // to an empty area: no roll at all
    const quiet = act(state, 'khozar', cast('gate', 'ilvaine', '0308', { from: '0307', units: ['corvin'] }), [1]);
    expect(ofType(quiet.events, 'captureRolled')).toEqual([]);
  });

  it('DL-SPELL-B-13 Gate goes with ordinary movement before or after it, and the caster may Gate himself', () => {
    const { state } = begin(sb);
    const self = act(state, 'khozar', cast('gate', 'ilvaine', '0309', { from: HOME, units: ['ilvaine'] }), [1]);
    expect(self.state.units.ilvaine!.area).toBe('0309');
    // the gated unit then moves in the movement step with its MP (here the longbows, gated first)
    const g = act(state, 'khozar', cast('gate', 'ilvaine', '0309', { from: '0307', units: ['tm-longbows'] }), [1]);
    expect(g.state.stage?.kind).toBe('movement');
    expect(g.state.move!.allowance['tm-longbows']).toBe(1); // MP 3, no leader at 0309: 1
    const m = act(g.state, 'khozar', { type: 'move', units: ['tm-longbows'], to: '0310' });
    expect(m.state.units['tm-longbows']!.area).toBe('0310');
    // and after movement a unit that moved may be gated on
    const moved = act(state, 'khozar', { type: 'done' }).state; // pass the start window
    const walk = act(moved, 'khozar', { type: 'move', units: ['tm-spearmen', 'tm-guard'], to: '0305' });
    const { state: after } = passUntil(walk.state, inWindow('after-movement'));
    const on = act(after, 'khozar', cast('gate', 'ilvaine', '0308', { from: '0305', units: ['tm-spearmen'] }), [1]);
    expect(on.state.units['tm-spearmen']!.area).toBe('0308');
  });

  it('AMB-40 only own and allied units go through, into an enemy area it means a battle, and never into a Failure area', () => {
    const { state } = begin({
      ...sb,
      units: [...sb.units, { id: 'nsh-ogres', area: HOME }],
    });
    rejects(state, 'khozar', cast('gate', 'ilvaine', '0309', { from: HOME, units: ['nsh-ogres'] }), 'rule/gate_units');
    const picks = act(state, 'khozar', cast('gate', 'ilvaine', '0309', { from: HOME }), [1]).state;
    expect(demonlord.choices(picks, 'khozar').flatMap((c) => (c.command as { units: string[] }).units)).not.toContain(
      'nsh-ogres',
    );
    // into the Demon's regiments at 0309 after movement: a battle there in the battle step
    const far = begin({
      ...sb,
      units: [...sb.units.filter((u) => u.id !== 'nsh-orc-spearmen'), { id: 'nsh-orc-spearmen', area: '0309' }],
    }).state;
    const { state: after } = passUntil(far, inWindow('after-movement'));
    const into = act(after, 'khozar', cast('gate', 'ilvaine', '0309', { from: '0307', units: ['tm-longbows'] }), [1]);
    expect(battleAreas(into.state)).toContain('0309');
    // Failure bars a Gate's destination
    const barred = withEffects(state, (e) => e.failure.push('0308'));
    expect(castsOf(barred, 'khozar', { area: '0308' })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// Darkness and Light
// ---------------------------------------------------------------------------

describe('Darkness and Light', () => {
  const sb = {
    active: 'khozar' as const,
    hands: { khozar: ['light'], demon: ['darkness'] },
    units: [
      { id: 'corvin', area: '0308' },
      { id: 'brannoc', area: '0308' },
      { id: 'tm-spearmen', area: '0308' },
      { id: 'nsh-orc-spearmen', area: '0308' },
      { id: 'lord-erush', area: '0309' }, // power 2, range 2
      { id: 'high-priest-of-ninkhiz', area: '0310' }, // power 3, range 2
    ],
  };
  const atBattles = () => passUntil(begin(sb).state, inWindow('battle-step-start')).state;

  it('DL-SPELL-D-01 W18 Darkness at the start of the battle step (here the Khozar phase): Khozar regiments fight at morale -1', () => {
    const { state } = begin(sb);
    expect(state.stage?.kind).toBe('movement'); // nothing to cast before movement
    const w = atBattles();
    expect(windowOf(w)!.asked.sort()).toEqual(['demon', 'khozar']);
    expect(castsOf(w, 'demon', { spell: 'darkness' }).map((c) => c.label)).toEqual([
      'Lord Erush casts Darkness on meadow 0308: enemy morale -1 in battle (1-5)',
      'High Priest of Ninkhiz casts Darkness on meadow 0308: enemy morale -1 in battle (1-5)',
    ]);
    const ok = act(w, 'demon', cast('darkness', 'lord-erush', '0308'), [5]);
    const done = passUntil(ok.state, (x) => x.stage?.kind === 'battle').state;
    expect(battleState(done)!.moraleMinus).toEqual({ khozar: 1, demon: 0 });
    const six = act(w, 'demon', cast('darkness', 'lord-erush', '0308'), [6]);
    expect(six.state.effects.darkness).toEqual([]);
  });

  it('DL-SPELL-K-01 Light: Demon regiments fight at morale -1', () => {
    const w = atBattles();
    const ok = act(w, 'khozar', cast('light', 'corvin', '0308'), [1]);
    expect(ok.state.effects.light).toEqual(['0308']);
    const done = passUntil(ok.state, (x) => x.stage?.kind === 'battle').state;
    expect(battleState(done)!.moraleMinus).toEqual({ khozar: 0, demon: 1 });
  });

  it('DL-SPELL-D-02 Darkness and Light in one area cancel, and any more of either has no effect there this phase', () => {
    const w = atBattles();
    const d = act(w, 'demon', cast('darkness', 'lord-erush', '0308'), [1]).state;
    const l = act(d, 'khozar', cast('light', 'corvin', '0308'), [1]).state;
    expect(l.effects.cancelled).toEqual(['0308']);
    // the High Priest is not offered another Darkness there
    expect(castsOf(l, 'demon', { area: '0308' })).toEqual([]);
    // nobody can cast anything more: the window closed and the battle began
    expect(l.stage?.kind).toBe('battle');
    rejects(l, 'demon', cast('darkness', 'high-priest-of-ninkhiz', '0308'), 'rule/no_window');
    const done = passUntil(l, (x) => x.stage?.kind === 'battle').state;
    expect(battleState(done)!.moraleMinus).toEqual({ khozar: 0, demon: 0 });
  });

  it('AMB-42 a second Darkness in the same area does not stack (not offered); at most -1', () => {
    const w = atBattles();
    const d = act(w, 'demon', cast('darkness', 'lord-erush', '0308'), [1]).state;
    expect(castsOf(d, 'demon', { spell: 'darkness' })).toEqual([]);
    expect(windowOf(d)!.asked).toEqual(['khozar']); // the Demon has nothing left to cast: out of the window
    rejects(d, 'demon', cast('darkness', 'high-priest-of-ninkhiz', '0308'), 'rule/not_your_turn');
  });

  it('DL-SPELL-D-01 Darkness is only for an area with a battle to come, within range, and only at the start of the battle step', () => {
    expect(SPELL_BY_ID.get('darkness')!.windows).toEqual(['battle-step-start']);
    expect(SPELL_BY_ID.get('light')!.windows).toEqual(['battle-step-start']);
    const far = begin({
      ...sb,
      units: sb.units.map((u) => (u.id === 'lord-erush' ? { ...u, area: '0311' } : u)),
    }).state;
    const w = passUntil(far, inWindow('battle-step-start')).state;
    expect(distance('0311', '0308')).toBe(3);
    expect(castsOf(w, 'demon').map((c) => (c.command as { caster: string }).caster)).toEqual([
      'high-priest-of-ninkhiz',
    ]);
    rejects(w, 'demon', cast('darkness', 'lord-erush', '0308'), 'rule/out_of_range');
  });
});

// ---------------------------------------------------------------------------
// Necromon
// ---------------------------------------------------------------------------

describe('Necromon', () => {
  // The Demonlord (power 5, range 4) at Nisshar 1911; fallen Demon units below him in column 19
  const sb = {
    active: 'khozar' as const,
    hands: { demon: ['necromon'] },
    units: [
      { id: 'demonlord', area: '1911' },
      { id: 'nsh-ogres', area: '1915', status: 'destroyed' as const }, // 4 away
      { id: 'nsh-orc-axemen', area: '1916', status: 'destroyed' as const }, // 5 away
      { id: 'tm-knights', area: '1913', status: 'destroyed' as const }, // Khozar's
    ],
  };
  const atEnd = (s: State) => passUntil(s, inWindow('phase-end')).state;

  it('DL-SPELL-D-03 W19 Necromon at the end of the Khozar phase raises one destroyed unit where it fell (1-4)', () => {
    const { state } = begin(sb);
    const w = atEnd(state);
    expect(windowOf(w)).toMatchObject({ window: 'phase-end', asked: ['demon'] });
    expect(castsOf(w, 'demon').map((c) => c.label)).toEqual([
      'The Demonlord casts Necromon: Ogre Brutes rises at steppe and desert 1915 (1-4)',
    ]);
    const r = act(w, 'demon', cast('necromon', 'demonlord', '1915', { units: ['nsh-ogres'] }), [4]);
    expect(r.state.units['nsh-ogres']).toMatchObject({ status: 'map', area: '1915' });
    expect(ofType(r.events, 'placed')).toEqual([
      { type: 'placed', side: 'demon', units: ['nsh-ogres'], area: '1915', cause: 'returned' },
    ]);
    const five = act(w, 'demon', cast('necromon', 'demonlord', '1915', { units: ['nsh-ogres'] }), [5]);
    expect(five.state.units['nsh-ogres']!.status).toBe('destroyed');
  });

  it('DL-SPELL-D-04 only a unit destroyed this or the last phase, where it fell within range', () => {
    expect(distance('1911', '1915')).toBe(4);
    expect(distance('1911', '1916')).toBe(5);
    const { state } = begin(sb);
    const w = atEnd(state);
    rejects(w, 'demon', cast('necromon', 'demonlord', '1916', { units: ['nsh-orc-axemen'] }), 'rule/out_of_range');
    // a unit named that is not the one that fell there (or another side's) is refused
    rejects(w, 'demon', cast('necromon', 'demonlord', '1915', { units: ['nsh-orc-axemen'] }), 'rule/no_such_cast');
    rejects(w, 'demon', cast('necromon', 'demonlord', '1913', { units: ['tm-knights'] }), 'rule/no_such_cast');
    // the ogres fell before the game's phase 1 (the sandbox's phase 0): by the end of phase 2 it is too late
    const { state: end2, events } = passUntil(w, (x) => x.phase === 3);
    void end2;
    const asked = events.filter(
      (e) => e.type === 'staged' && e.stage?.kind === 'window' && e.stage.window === 'phase-end',
    );
    expect(asked).toEqual([]);
  });

  it('DL-SPELL-D-05 AMB-43 the same unit may be raised again after it falls again; it rises into an enemy area to fight there', () => {
    const { state } = begin({
      ...sb,
      units: [...sb.units, { id: 'tm-spearmen', area: '1915' }, { id: 'brannoc', area: '1915' }],
    });
    const w = atEnd(state);
    const up = act(w, 'demon', cast('necromon', 'demonlord', '1915', { units: ['nsh-ogres'] }), [1]).state;
    expect(up.units['nsh-ogres']!.status).toBe('map');
    // the Demon's phase: the raised ogres and the Khozar spearmen share 1915, a battle in the battle step
    expect(up.phase).toBe(2);
    expect(up.active).toBe('demon');
    expect(battleAreas(up)).toContain('1915');
    // they fall again (phase 2) and the Demonlord raises them once more at the end of that phase
    const fallen = fold(up, { type: 'destroyed', units: ['nsh-ogres'], cause: 'battle', area: '1915', by: 'khozar' });
    const w2 = passUntil(fallen, inWindow('phase-end')).state;
    expect(castsOf(w2, 'demon').map((c) => c.target)).toEqual(['1915']);
    const again = act(w2, 'demon', cast('necromon', 'demonlord', '1915', { units: ['nsh-ogres'] }), [2]).state;
    expect(again.units['nsh-ogres']).toMatchObject({ status: 'map', area: '1915' });
  });
});

// ---------------------------------------------------------------------------
// Rains
// ---------------------------------------------------------------------------

describe('Rains', () => {
  // Ilvaine (power 4, range 3) at 0707; Belbits (0806) has three river sides
  const sb = (active: 'khozar' | 'demon' = 'khozar') => ({
    active,
    hands: { khozar: ['rains'] },
    units: [
      { id: 'ilvaine', area: '0707' },
      { id: 'spirit-of-light', area: '0707' },
      { id: 'tm-spearmen', area: '0707' },
      { id: 'brannoc', area: '0707' },
      { id: 'nsh-gargoyles', area: '0905' },
      { id: 'grokk', area: '0905' },
    ],
  });
  const rained = (radius = 3) =>
    act(begin(sb()).state, 'khozar', cast('rains', 'ilvaine', '0806', { radius }), [1]).state;
  const cost = (s: State, a: string, b: string, seg: Segment, id: string) => unitCost(s, getBorder(a, b), seg, id);

  it('DL-SPELL-K-02 cast at the start of a phase; the target has a lake, mountains or cliffs, or two river sides', () => {
    expect(SPELL_BY_ID.get('rains')).toMatchObject({
      minPower: { khozar: 4 },
      windows: ['phase-start'],
      oncePerPhase: true,
    });
    const { state } = begin(sb());
    const targets = new Set(castsOf(state, 'khozar', { caster: 'ilvaine' }).map((c) => c.target));
    for (const a of within('0707', 3)) expect(targets.has(a)).toBe(rainsTarget(a));
    expect(targets.has('0806')).toBe(true); // three river sides
    expect(targets.has('0706')).toBe(false); // a meadow with no river
    rejects(state, 'khozar', cast('rains', 'ilvaine', '0706', { radius: 1 }), 'rule/no_such_cast');
    expect(rainsTarget('1305')).toBe(true); // mountains
    expect(
      act(state, 'khozar', cast('rains', 'ilvaine', '0806', { radius: 1 }), [4]).state.effects.rains,
    ).not.toBeNull();
    expect(act(state, 'khozar', cast('rains', 'ilvaine', '0806', { radius: 1 }), [5]).state.effects.rains).toBeNull();
  });

  it('DL-SPELL-K-02 W19 Khozar may call the Rains at the start of the Demon phase', () => {
    const { state } = begin(sb('demon'));
    expect(windowOf(state)).toMatchObject({ window: 'phase-start', asked: ['khozar'] });
    const r = act(state, 'khozar', cast('rains', 'ilvaine', '0806', { radius: 2 }), [2]);
    expect(flooded(r.state, '0905')).toBe(true);
    // the Demon's flyers there pay double from the start of its movement
    expect(cost(r.state, '0905', '0904', 'plain', 'nsh-gargoyles')).toBe(2);
  });

  it('DL-SPELL-K-03 rivers and fords impassable, bridges as fords, +1 for hills and mountains, meadows with two river sides a swamp', () => {
    const dry = begin(sb()).state;
    const wet = rained();
    // a river crossing (0707 to 0807) and a ford (0707 to 0708): impassable
    expect(cost(dry, '0707', '0807', 'plain', 'tm-spearmen')).toBe(3);
    expect(cost(wet, '0707', '0807', 'plain', 'tm-spearmen')).toBe('x');
    expect(cost(dry, '0707', '0708', 'ford', 'tm-spearmen')).toBe(2);
    expect(cost(wet, '0707', '0708', 'ford', 'tm-spearmen')).toBe('x');
    expect(cost(wet, '0707', '0708', 'plain', 'tm-spearmen')).toBe('x');
    // the bridge of Belbits (0806 to 0906) is a ford: the ford's 1 onto the meadow's 1
    expect(cost(dry, '0806', '0906', 'bridge', 'tm-spearmen')).toBe(1);
    expect(cost(wet, '0806', '0906', 'bridge', 'tm-spearmen')).toBe(
      (TERRAIN_TABLE.ford.mp.P as number) + (TERRAIN_TABLE.plain.mp.P as number),
    );
    // hills (1003 to 1004, 1004 lies 3 from Belbits): +1
    expect(cost(wet, '1003', '1004', 'hills', 'tm-spearmen')).toBe(
      (cost(dry, '1003', '1004', 'hills', 'tm-spearmen') as number) + 1,
    );
    // 0707 is a meadow with two river sides: it turns to swamp
    expect(cost(wet, '0607', '0707', 'plain', 'tm-spearmen')).toBe(TERRAIN_TABLE.swamp.mp.P);
    // the movement step follows: Khozar's stack cannot ford to 0708 any more
    const m = wet.stage?.kind === 'movement' ? wet : passUntil(wet, (x) => x.stage?.kind === 'movement').state;
    rejects(m, 'khozar', { type: 'move', units: ['tm-spearmen', 'brannoc'], to: '0708' }, 'rule/unreachable');
  });

  it('DL-SPELL-K-03 swamps, lakes and swamped land become impassable (effect by folded Rains)', () => {
    const base = begin(sb()).state;
    const s = withEffects(base, (e) => (e.rains = { areas: ['1701', '0318'], until: 9 }));
    const swamp = getBorder('1601', '1701');
    expect(swamp.segments).toEqual(['swamp']);
    expect(unitCost(s, swamp, 'swamp', 'tm-spearmen')).toBe('x');
    expect(unitCost(base, swamp, 'swamp', 'tm-spearmen')).toBe(TERRAIN_TABLE.swamp.mp.P);
    // a lake border, even for a flyer (AMB-44: literal "impassable to all units")
    const lake = getBorder('0318', '0417');
    expect(unitCost(base, lake, 'lake', 'nsh-gargoyles')).toBe(1);
    expect(unitCost(s, lake, 'lake', 'nsh-gargoyles')).toBe('x');
  });

  it('DL-SPELL-K-04 Rains lasts the phase of casting and the next; at most once a phase', () => {
    const s1 = rained(0);
    expect(s1.effects.rains).toEqual({ areas: ['0806'], until: 2 });
    expect(flooded(s1, '0806')).toBe(true);
    const s2 = passUntil(s1, (x) => x.phase === 2).state;
    expect(flooded(s2, '0806')).toBe(true);
    const s3 = passUntil(s2, (x) => x.phase === 3).state;
    expect(flooded(s3, '0806')).toBe(false);
    // once a phase: a second caster is not offered the Rains after the first
    expect(castsOf(s1, 'khozar', { spell: 'rains' })).toEqual([]);
  });

  it('DL-SPELL-K-04 Rains called again the next phase keeps the older flood to its end and the new one for two phases', () => {
    const s1 = rained(0); // Belbits, phases 1-2
    const s2 = passUntil(s1, (x) => x.phase === 2 && !!windowOf(x)).state;
    const r = act(s2, 'khozar', cast('rains', 'spirit-of-light', '0708', { radius: 0 }), [1]).state;
    expect(flooded(r, '0806')).toBe(true);
    expect(flooded(r, '0708')).toBe(true);
    const s3 = passUntil(r, (x) => x.phase === 3).state;
    expect(flooded(s3, '0806')).toBe(false);
    expect(flooded(s3, '0708')).toBe(true);
    const s4 = passUntil(s3, (x) => x.phase === 4).state;
    expect(flooded(s4, '0708')).toBe(false);
  });

  it('AMB-45 a failed Rains is the side’s one attempt of the phase', () => {
    const { state } = begin(sb());
    const r = act(state, 'khozar', cast('rains', 'ilvaine', '0806', { radius: 3 }), [6]);
    expect(r.state.effects.rainsTried).toBe(true);
    expect(r.state.effects.rains).toBeNull();
    expect(castsOf(r.state, 'khozar', { caster: 'spirit-of-light' })).toEqual([]);
    expect(r.state.stage?.kind).toBe('movement'); // nothing left to cast: the window closed
    rejects(r.state, 'khozar', cast('rains', 'spirit-of-light', '0806', { radius: 0 }), 'rule/no_window');
  });

  it('DL-SPELL-K-05 AMB-44 the caster chooses a radius from 0 to his range around the target', () => {
    const { state } = begin(sb());
    const radii = castsOf(state, 'khozar', { caster: 'ilvaine', area: '0806' }).map(
      (c) => (c.command as { radius: number }).radius,
    );
    expect(radii).toEqual([3, 2, 1, 0]);
    expect(castsOf(state, 'khozar', { caster: 'ilvaine', area: '0806', radius: 0 })[0]!.label).toBe(
      'Ilvaine, High Priestess of Khozar calls the Rains on Belbits (0806) alone (1-4)',
    );
    rejects(state, 'khozar', cast('rains', 'ilvaine', '0806', { radius: 4 }), 'rule/no_such_cast');
    const one = act(state, 'khozar', cast('rains', 'ilvaine', '0806', { radius: 1 }), [1]).state;
    expect(one.effects.rains!.areas.sort()).toEqual(within('0806', 1).sort());
    // centred on the target: 1004 is 3 from Belbits and 4 from Ilvaine, yet flooded at radius 3
    expect(distance('0707', '1004')).toBe(4);
    expect(flooded(rained(3), '1004')).toBe(true);
  });

  it('DL-SPELL-K-05 a caster of power 5 floods only the areas he picks within his range of the target', () => {
    const { state } = begin({
      active: 'khozar',
      hands: { khozar: ['rains'] },
      units: [
        { id: 'western-mage', area: '0806' },
        { id: 'ilvaine', area: '0806' },
        { id: 'tm-spearmen', area: '0806' },
        { id: 'nsh-orc-spearmen', area: '1911' },
      ],
    });
    const choice = castsOf(state, 'khozar', { caster: 'western-mage', area: '0806' }).find((c) => c.pick);
    expect(choice?.pick).toMatchObject({ field: 'areas', min: 1 });
    expect(choice!.pick!.options.map((o) => o.id).sort()).toEqual(within('0806', 5).sort());
    const picked = act(
      state,
      'khozar',
      cast('rains', 'western-mage', '0806', { radius: 5, areas: ['0806', '0807'] }),
      [1],
    ).state;
    expect(picked.effects.rains!.areas).toEqual(['0806', '0807']);
    expect(flooded(picked, '0706')).toBe(false); // next to Belbits, in range, not picked
    // only power 5 picks; nothing beyond the range of the target
    expect(castsOf(state, 'khozar', { caster: 'ilvaine', area: '0806' }).some((c) => c.pick)).toBe(false);
    rejects(state, 'khozar', cast('rains', 'ilvaine', '0806', { radius: 1, areas: ['0806'] }), 'rule/rains_areas');
    const far = [...within('0806', 6)].find((a) => !within('0806', 5).includes(a))!;
    rejects(
      state,
      'khozar',
      cast('rains', 'western-mage', '0806', { radius: 5, areas: ['0806', far] }),
      'rule/rains_areas',
    );
  });

  it('DL-SPELL-K-06 flyers pay double to cross any side of an area under Rains', () => {
    const dry = begin(sb()).state;
    const wet = rained();
    expect(flooded(wet, '0905')).toBe(true);
    const plain = cost(dry, '0905', '0904', 'plain', 'nsh-gargoyles') as number;
    expect(cost(wet, '0905', '0904', 'plain', 'nsh-gargoyles')).toBe(plain * 2);
    // a river border stays impassable even to them (AMB-44)
    const river = neighbours('0806').find(
      (n) => getBorder('0806', n).river && !getBorder('0806', n).segments.includes('bridge'),
    )!;
    expect(cost(wet, '0806', river, 'plain', 'nsh-gargoyles')).toBe('x');
  });
});
