/**
 * Withdrawal after a retreat (DL-RETR-06..15, AMB-24..27): real battles in sandbox starts, brought to a retreat
 * by plans (the retreating side asks to be prompted and retreats; the other never does) and scripted dice
 * (melee attacks on 6+6 miss, a retreat check of 1 passes), then the way out the engine takes or offers.
 */
import { describe, expect, it } from 'vitest';
import { type AreaId, getBorder, neighbours, type Side } from './data/index.ts';
import type { DlEvent } from './events.ts';
import { allowanceOf } from './rules/movement.ts';
import type { State } from './rules/state.ts';
import { withdrawals } from './rules/withdraw.ts';
import { battleStep, fightOut } from './fight.kit.ts';
import { events, pass, type Placed, refuses, withSiege } from './sequence.kit.ts';
import { act, sandbox } from './testkit.ts';

/** One regiment a side, no shooters: both melee attacks miss, the retreating regiment's check passes. */
const ONE_ROUND = [6, 6, 6, 6, 1];

/** A sandbox in `active`'s movement step; `moves` are made, then movement ends (windows passed quietly). */
function attack(active: Side, units: Placed[], moves: { units: string[]; to: string }[], extra = {}) {
  const r = battleStep(active, units, moves, extra);
  const evs = r.events;
  const after = pass(
    r.state,
    (x) => x.stage?.kind === 'battle' || x.stage?.kind === 'terrain' || x.stage?.kind === 'sally',
  );
  return { state: after.state, events: [...evs, ...after.events] };
}

const withdrew = (evs: DlEvent[], side: Side) => events(evs, 'withdrew').filter((e) => e.side === side);
const noRepeats = (from: AreaId, path: readonly AreaId[]) => new Set([from, ...path]).size === path.length + 1;

/** Khozar's foot regiment (MP 4) with its leader Aurelian (so no halving); the Demon's one regiment. */
const KHOZAR_STACK = (area: string): Placed[] => [
  { id: 'tm-spearmen', area },
  { id: 'aurelian', area },
];

describe('who withdraws how far (DL-RETR-06, -07, -09)', () => {
  it('DL-RETR-06 the waiting side’s survivors all withdraw into one adjacent area, though they have MP for more', () => {
    const { state } = attack(
      'demon',
      [...KHOZAR_STACK('0405'), { id: 'nsh-orc-spearmen', area: '0404' }],
      [{ units: ['nsh-orc-spearmen'], to: '0405' }],
    );
    const r = fightOut(state, ONE_ROUND, { retreat: 'khozar' });
    const w = withdrew(r.events, 'khozar');
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ units: ['tm-spearmen', 'aurelian'], from: '0405' });
    expect(w[0]!.path).toHaveLength(1);
    expect(neighbours('0405')).toContain(w[0]!.path[0]);
    expect(r.state.units['tm-spearmen']!.area).toBe(w[0]!.path[0]);
    expect(r.state.units.aurelian!.area).toBe(w[0]!.path[0]);
    // the same units withdrawing as the active side would go four areas: the limit is the waiting side's
    const asActive = sandbox({ active: 'khozar', units: KHOZAR_STACK('0405') });
    expect(withdrawals(asActive, 'khozar', ['tm-spearmen', 'aurelian'], '0405')[0]!.path).toHaveLength(4);
  });

  it('DL-RETR-07 DL-RETR-09 the active side withdraws as one stack for the full MP of its slowest unit', () => {
    const { state } = attack(
      'khozar',
      [...KHOZAR_STACK('0404'), { id: 'nsh-orc-spearmen', area: '0405' }],
      [{ units: ['tm-spearmen', 'aurelian'], to: '0405' }],
    );
    const r = fightOut(state, ONE_ROUND, { retreat: 'khozar' });
    const w = withdrew(r.events, 'khozar');
    expect(w).toHaveLength(1);
    // the spearmen spent 1 MP getting here: the withdrawal still has all 4 (AMB-26), over four plain borders
    expect(w[0]!.units).toEqual(['tm-spearmen', 'aurelian']);
    expect(w[0]!.path).toEqual(['0406', '0407', '0408', '0409']);
    expect(r.state.units['tm-spearmen']!.area).toBe('0409');
    expect(r.state.units.aurelian!.area).toBe('0409');
    // every way offered goes as far as the slowest can: none stops short, none goes beyond
    const s = sandbox({ active: 'khozar', units: [...KHOZAR_STACK('0405'), { id: 'tm-sergeants', area: '0405' }] });
    const ways = withdrawals(s, 'khozar', ['tm-spearmen', 'tm-sergeants', 'aurelian'], '0405');
    expect(ways.map((x) => x.path.length)).toEqual([4]);
    // without the foot the slowest has 5 MP: five areas (and there it reaches Timur)
    const fast = withdrawals(s, 'khozar', ['tm-sergeants', 'aurelian'], '0405');
    expect(fast.map((x) => x.path)).toEqual([['0406', '0407', '0408', '0409', '0510']]);
    // a regiment without a leader has half its MP (DL-LEAD-01): two areas
    const alone = sandbox({ active: 'khozar', units: [{ id: 'tm-spearmen', area: '0405' }] });
    expect(withdrawals(alone, 'khozar', ['tm-spearmen'], '0405').map((x) => x.path.length)).toEqual([2]);
  });
});

describe('where a withdrawal may not go (DL-RETR-08)', () => {
  // 0318 lies on the lake: its borders to 0417 and 0418 are lake only. The Demon holds Fargeni (0718).
  const at0318 = (units: Placed[], extra: Placed[] = []) =>
    sandbox({ active: 'khozar', control: { fargeni: 'demon' }, units: [...units, ...extra] });
  const FOOT = ['nsh-orc-spearmen', 'grokk'];
  const FLYERS = ['nsh-gargoyles', 'demonlord'];

  it('DL-RETR-08 never over an impassable border: foot go round the lake that flyers cross', () => {
    expect(getBorder('0318', '0418').segments).toEqual(['lake']);
    expect(getBorder('0318', '0417').segments).toEqual(['lake']);
    const foot = withdrawals(at0318(FOOT.map((id) => ({ id, area: '0318' }))), 'demon', FOOT, '0318');
    const fly = withdrawals(at0318(FLYERS.map((id) => ({ id, area: '0318' }))), 'demon', FLYERS, '0318');
    // flyers take the short way over the water towards Fargeni; foot may not
    expect(fly.map((x) => x.path)).toHaveLength(1);
    expect(['0417', '0418']).toContain(fly[0]!.path[0]);
    expect(foot.length).toBeGreaterThan(0);
    for (const w of foot) expect(['0417', '0418']).not.toContain(w.path[0]);
  });

  it('DL-RETR-08 never into an area holding an enemy, a lone character too; never the same area twice', () => {
    const free = withdrawals(at0318(FOOT.map((id) => ({ id, area: '0318' }))), 'demon', FOOT, '0318');
    const first = free[0]!.path[0]!;
    const blocked = withdrawals(
      at0318(
        FOOT.map((id) => ({ id, area: '0318' })),
        [{ id: 'ilvaine', area: first }],
      ),
      'demon',
      FOOT,
      '0318',
    );
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.flatMap((w) => w.path)).not.toContain(first);
    // the active side's long way never comes back through the battle area or an area already crossed
    const s = sandbox({ active: 'khozar', units: KHOZAR_STACK('0708') });
    for (const w of withdrawals(s, 'khozar', ['tm-spearmen', 'aurelian'], '0708')) {
      expect(noRepeats('0708', w.path), w.path.join('>')).toBe(true);
      expect(w.path.length).toBeGreaterThan(1);
    }
  });

  it('DL-RETR-08 AMB-24 with every way barred the survivors are captured', () => {
    // the waiting Khozar stack at 0405 retreats; Demon characters stand in every neighbour
    const ring = ['ysshara', 'grokk', 'lord-erush', 'khan-of-taegul', 'castellan-of-midazu', 'high-priest-of-ninkhiz'];
    const { state } = attack(
      'demon',
      [
        ...KHOZAR_STACK('0405'),
        { id: 'nsh-orc-spearmen', area: '0404' },
        ...neighbours('0405').map((a, i) => ({ id: ring[i]!, area: a })),
      ],
      [{ units: ['nsh-orc-spearmen'], to: '0405' }],
    );
    const r = fightOut(state, ONE_ROUND, { retreat: 'khozar' });
    expect(withdrew(r.events, 'khozar')).toEqual([]);
    expect(events(r.events, 'captured')).toContainEqual({
      type: 'captured',
      units: ['tm-spearmen', 'aurelian'],
      by: 'demon',
      cause: 'withdrawal',
      area: '0405',
    });
  });
});

describe('towards the nearest friendly fortification (DL-RETR-10, -11)', () => {
  it('DL-RETR-10 the nearest by MP for the slowest, not by hexes; and not one under siege', () => {
    // 0714: Fargeni (0718) is four areas away but behind the Barza; Timur (0510) is five. For the slowest
    // Timur is the nearer, and the waiting side's one area heads that way (AMB-27)
    const s = sandbox({ active: 'demon', control: { fargeni: 'khozar' }, units: KHOZAR_STACK('0714') });
    const ways = withdrawals(s, 'khozar', ['tm-spearmen', 'aurelian'], '0714');
    expect(ways.map((w) => w.label)).toEqual(['Withdraw to meadow 0613, towards Timur (0510)']);
    expect(ways[0]!.path).toEqual(['0613']);
    // Fargeni held or not, the same way: it is the farther
    const timurOnly = sandbox({ active: 'demon', units: KHOZAR_STACK('0714') });
    expect(withdrawals(timurOnly, 'khozar', ['tm-spearmen', 'aurelian'], '0714')).toEqual(ways);
    // 0708: Belbits over the Timra and Timur dry-shod are as near for the slowest: the player chooses (AMB-25)
    const tie = sandbox({ active: 'demon', control: { belbits: 'khozar' }, units: KHOZAR_STACK('0708') });
    expect(withdrawals(tie, 'khozar', ['tm-spearmen', 'aurelian'], '0708').map((w) => w.label)).toEqual([
      'Withdraw to meadow 0608, towards Timur (0510)',
      'Withdraw to meadow 0707, towards Belbits (0806)',
    ]);
    // next to Timur: straight in; with Timur besieged the way leads elsewhere
    const near = sandbox({ active: 'demon', units: KHOZAR_STACK('0609') });
    expect(withdrawals(near, 'khozar', ['tm-spearmen', 'aurelian'], '0609').map((w) => w.path)).toEqual([['0510']]);
    let besieged = sandbox({
      active: 'demon',
      units: [...KHOZAR_STACK('0609'), { id: 'tm-militia', area: '0510' }, { id: 'nsh-orc-axemen', area: '0510' }],
    });
    besieged = withSiege(besieged, { area: '0510', settlement: 'timur', defender: 'khozar', besieger: 'demon' });
    const away = withdrawals(besieged, 'khozar', ['tm-spearmen', 'aurelian'], '0609');
    expect(away.length).toBeGreaterThan(0);
    for (const w of away) {
      expect(w.path).not.toContain('0510');
      expect(w.label).not.toContain('Timur');
    }
  });

  it('DL-RETR-11 the withdrawal stops at a friendly fortification with MP to spare', () => {
    // the Timur cavalry (MP 5) retreats from 0408: two areas bring it to Timur, and there it stops
    const { state } = attack(
      'khozar',
      [
        { id: 'tm-sergeants', area: '0407' },
        { id: 'aurelian', area: '0407' },
        { id: 'nsh-orc-spearmen', area: '0408' },
      ],
      [{ units: ['tm-sergeants', 'aurelian'], to: '0408' }],
    );
    const r = fightOut(state, ONE_ROUND, { retreat: 'khozar' });
    const w = withdrew(r.events, 'khozar');
    expect(w).toHaveLength(1);
    expect(w[0]!.path).toHaveLength(2);
    expect(w[0]!.path[1]).toBe('0510');
    expect(r.state.units['tm-sergeants']!.area).toBe('0510');
  });
});

describe('into a fortification (DL-RETR-12, -13)', () => {
  it('DL-RETR-12 W10 a garrison that came out and retreats may retire into its own fortification', () => {
    const { state } = attack(
      'demon',
      [
        { id: 'da-men-at-arms', area: '1105' },
        { id: 'duke-of-deansor', area: '1105' },
        { id: 'nsh-orc-spearmen', area: '1205' },
        { id: 'grokk', area: '1205' },
      ],
      [{ units: ['nsh-orc-spearmen', 'grokk'], to: '1105' }],
    );
    expect(state.stage).toMatchObject({ kind: 'sally', side: 'khozar' });
    const out = act(state, 'khozar', { type: 'sally', battle: true });
    // the men-at-arms shoot (missile 3): the Demon's spearmen do not; 6+6 misses
    const r = fightOut(out.state, [6, 6, 6, 6, 6, 6, 1], { retreat: 'khozar' });
    expect(r.state.stage).toMatchObject({ kind: 'withdraw', area: '1105', side: 'khozar' });
    const st = r.state.stage as Extract<State['stage'], { kind: 'withdraw' }>;
    expect(st.options[0]).toEqual({ path: [], label: 'Retire into DeAnsor (1105)' });
    expect(st.options.length).toBeGreaterThan(1);
    refuses(r.state, 'demon', { type: 'withdraw', option: 0 }, 'not_your_turn');
    refuses(r.state, 'khozar', { type: 'withdraw', option: st.options.length }, 'no_such_option');
    const done = act(r.state, 'khozar', { type: 'withdraw', option: 0 });
    expect(events(done.events, 'withdrew')).toEqual([
      { type: 'withdrew', side: 'khozar', units: ['da-men-at-arms', 'duke-of-deansor'], from: '1105', path: [] },
    ]);
    expect(done.state.units['da-men-at-arms']!.area).toBe('1105');
    // the walls hold them: a siege follows the battle (DL-SIEGE-01)
    expect(done.state.sieges['1105']?.defender).toBe('khozar');
    expect([...done.state.sieges['1105']!.inside].sort()).toEqual(['da-men-at-arms', 'duke-of-deansor']);
    // no fortification of one's own in the battle area: no retiring
    const enemy = sandbox({
      active: 'khozar',
      control: { deansor: 'demon' },
      units: [{ id: 'da-knights', area: '1105' }],
    });
    expect(withdrawals(enemy, 'khozar', ['da-knights'], '1105').some((w) => w.path.length === 0)).toBe(false);
    const open = sandbox({ active: 'khozar', units: KHOZAR_STACK('0405') });
    expect(withdrawals(open, 'khozar', ['tm-spearmen', 'aurelian'], '0405').some((w) => w.path.length === 0)).toBe(
      false,
    );
  });

  it('DL-RETR-13 a relief force breaks into a besieged fortification by fighting a round and retreating into it', () => {
    let s = sandbox({
      active: 'khozar',
      units: [
        { id: 'da-men-at-arms', area: '1105' },
        { id: 'nsh-orc-spearmen', area: '1105' },
        { id: 'da-knights', area: '1104' },
        { id: 'duke-of-deansor', area: '1104' },
      ],
    });
    s = withSiege(s, { area: '1105', settlement: 'deansor', defender: 'khozar', besieger: 'demon', rounds: 1 });
    expect(s.sieges['1105']!.inside).toEqual(['da-men-at-arms']);
    s = act(s, 'khozar', { type: 'move', units: ['da-knights', 'duke-of-deansor'], to: '1105' }).state;
    // moving in does not put them inside
    expect(s.sieges['1105']!.inside).toEqual(['da-men-at-arms']);
    s = act(s, 'khozar', { type: 'done' }).state;
    expect(s.stage).toMatchObject({ kind: 'sally', side: 'khozar', relief: true });
    // the relief force fights alone, one round, and retreats
    const alone = act(s, 'khozar', { type: 'sally', battle: false }).state;
    const r = fightOut(alone, ONE_ROUND, { retreat: 'khozar' });
    const ended = events(r.events, 'battleEnded')[0]!;
    expect(ended.outcome.rounds).toBe(1);
    const st = r.state.stage as Extract<State['stage'], { kind: 'withdraw' }>;
    expect(st).toMatchObject({ kind: 'withdraw', side: 'khozar', units: ['da-knights', 'duke-of-deansor'] });
    expect(st.options[0]).toEqual({ path: [], label: 'Retire into DeAnsor (1105)' });
    const done = act(r.state, 'khozar', { type: 'withdraw', option: 0 });
    expect(done.state.sieges['1105']!.inside).toEqual(['da-men-at-arms', 'da-knights', 'duke-of-deansor']);
  });
});

describe('spells and the withdrawal (DL-RETR-14)', () => {
  it('DL-RETR-14 Swift Steps never lengthens a withdrawal', () => {
    const s = sandbox({ active: 'khozar', units: KHOZAR_STACK('0405') });
    const swift: State = { ...s, effects: { ...s.effects, swift: ['0405'] } };
    expect(allowanceOf(swift, 'tm-spearmen', 'khozar')).toBe(allowanceOf(s, 'tm-spearmen', 'khozar') + 2);
    const plain = withdrawals(s, 'khozar', ['tm-spearmen', 'aurelian'], '0405');
    expect(plain.map((w) => w.path)).toEqual([['0406', '0407', '0408', '0409']]);
    // with the +2 it would reach Timur (0510): it does not
    expect(withdrawals(swift, 'khozar', ['tm-spearmen', 'aurelian'], '0405')).toEqual(plain);
  });

  it('DL-RETR-14 W16 Failure cast on the battle area before the withdrawal limits it to one area', () => {
    // Khozar attacks and retreats; Ysshara (range 3, at 0403) holds Failure
    let { state } = attack(
      'khozar',
      [...KHOZAR_STACK('0404'), { id: 'nsh-orc-spearmen', area: '0405' }, { id: 'ysshara', area: '0403' }],
      [{ units: ['tm-spearmen', 'aurelian'], to: '0405' }],
      { hands: { demon: ['failure'] } },
    );
    const r = fightOut(state, ONE_ROUND, { retreat: 'khozar' });
    state = r.state;
    expect(state.stage).toMatchObject({ kind: 'window', window: 'before-withdrawal', asked: ['demon'] });
    const cast = act(state, 'demon', { type: 'cast', spell: 'failure', caster: 'ysshara', area: '0405' }, [1]);
    expect(events(cast.events, 'spellCast')[0]).toMatchObject({ spell: 'failure', area: '0405', success: true });
    expect(events(cast.events, 'effects')[0]!.effects.failure).toEqual(['0405']);
    const w = withdrew(cast.events, 'khozar');
    expect(w).toHaveLength(1);
    expect(w[0]!.path).toHaveLength(1);
    // and no withdrawal enters a Failure area: barring 0406 turns the one area aside
    const s = sandbox({ active: 'khozar', units: KHOZAR_STACK('0405') });
    const barred: State = { ...s, effects: { ...s.effects, failure: ['0406'] } };
    const ways = withdrawals(barred, 'khozar', ['tm-spearmen', 'aurelian'], '0405');
    expect(ways.length).toBeGreaterThan(0);
    expect(ways.flatMap((x) => x.path)).not.toContain('0406');
  });
});

describe('after the withdrawal (DL-RETR-15)', () => {
  it('DL-RETR-15 a withdrawal does not limit the next phase’s movement', () => {
    const { state } = attack(
      'khozar',
      [...KHOZAR_STACK('0404'), { id: 'nsh-orc-spearmen', area: '0405' }],
      [{ units: ['tm-spearmen', 'aurelian'], to: '0405' }],
    );
    const r = fightOut(state, ONE_ROUND, { retreat: 'khozar' });
    expect(withdrew(r.events, 'khozar')[0]!.path).toHaveLength(4);
    // on to Khozar's next movement step (the Demon's phase passes quietly)
    const next = pass(r.state, (x) => x.active === 'khozar' && x.turn === 2 && x.stage?.kind === 'movement').state;
    expect(next.move!.allowance['tm-spearmen']).toBe(4);
    expect(next.move!.allowance.aurelian).toBe(5);
    // and the full 4 MP can be walked: 0409 back to 0405
    const m = act(next, 'khozar', {
      type: 'move',
      units: ['tm-spearmen', 'aurelian'],
      to: '0405',
      path: ['0408', '0407', '0406', '0405'],
    });
    expect(m.state.units['tm-spearmen']!.area).toBe('0405');
  });
});
