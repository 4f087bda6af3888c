/**
 * Siege magic (DL-SMAG-01..04, DL-MAG-04, DL-MAG-14, AMB-34, checklist W14): casters in range of a siege bid
 * in turn until two passes in a row, every announced spell then rolls (1-5), and the side with more successes
 * adds 1 to its siege roll for that round only.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptedValue } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import { distance, SIEGE_MODIFIERS } from './data/index.ts';
import type { DlEvent } from './events.ts';
import { begin, cast, passUntil, seats } from './magic.testkit.ts';
import { siegeCasters } from './rules/magic.ts';
import type { State } from './rules/state.ts';
import { act, demonlord, ofType, rejects } from './testkit.ts';

// The Demon's army at 1205 storms DeAnsor (1105); Khozar's garrison shelters inside.
const ARMY = ['nsh-orc-spearmen', 'nsh-ogres', 'grokk'];
type U = { id: string; area: string };
const DEMON_CASTERS: U[] = [
  { id: 'ysshara', area: '1205' }, // power 4, range 3
  { id: 'high-priest-of-ninkhiz', area: '1205' }, // power 3, range 2
];
const KHOZAR_CASTERS: U[] = [
  { id: 'corvin', area: '1105' }, // inside the walls, power 3
  { id: 'maren', area: '1104' }, // power 1, range 1, outside next door
];

/** Plays to the siege-magic bidding (the Demon's phase, an assault), or wherever the siege step stops first. */
function toBidding(
  demon: U[] = DEMON_CASTERS,
  khozar: U[] = KHOZAR_CASTERS,
  hands: Record<string, string[]> = {},
  assault = true,
) {
  const { state } = begin({
    active: 'demon',
    hands,
    units: [
      ...ARMY.map((id) => ({ id, area: '1205' })),
      ...demon,
      { id: 'da-men-at-arms', area: '1105' },
      { id: 'da-knights', area: '1105' },
      ...khozar,
    ],
  });
  let s = state;
  if (s.stage?.kind === 'window') s = passUntil(s, (x) => x.stage?.kind === 'movement').state;
  s = act(s, 'demon', { type: 'move', units: ARMY, to: '1105' }).state;
  s = passUntil(s, (x) => x.stage?.kind === 'sally').state;
  s = act(s, 'khozar', { type: 'sally', battle: false }).state;
  s = passUntil(s, (x) => x.stage?.kind === 'siege').state;
  return act(s, 'demon', { type: 'siegeMode', assault }, DICE);
}

const bid = (caster: string): Command => ({ type: 'siegeSpell', caster });
const pass: Command = { type: 'done' };
const DICE: ScriptedValue[] = [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];
const magicMod = SIEGE_MODIFIERS.find((m) => m.id === 'siege-magic')!;
const rolled = (events: DlEvent[]) => ofType(events, 'siegeRolled')[0]!;
const magicOn = (events: DlEvent[]) => {
  const r = rolled(events);
  return {
    defender: r.defender.mods.some((m) => m.label === 'more siege magic'),
    besieger: r.besieger.mods.some((m) => m.label === 'more siege magic'),
  };
};
const stageOf = (s: State) => (s.stage?.kind === 'siegeMagic' ? s.stage : null);

describe('siege magic', () => {
  it('DL-SMAG-01 only in a siege, by casters whose range reaches the siege area', () => {
    const { state } = toBidding([...DEMON_CASTERS, { id: 'azrakh', area: '1208' }]);
    expect(distance('1208', '1105')).toBeGreaterThan(2); // Azrakh's range is 2
    expect(stageOf(state)).toMatchObject({ area: '1105', turn: 'demon', passes: 0, bids: [] });
    expect(demonlord.choices(state, 'demon').map((c) => c.label)).toEqual([
      'Ysshara the Witch casts siege magic at DeAnsor (1105) (1-5; you 0, they 0)',
      'High Priest of Ninkhiz casts siege magic at DeAnsor (1105) (1-5; you 0, they 0)',
      'No more siege magic',
    ]);
    rejects(state, 'demon', bid('azrakh'), 'rule/no_caster');
    expect(siegeCasters(state, 'khozar', '1105', []).map((c) => c.id)).toEqual(['corvin', 'maren']);
  });

  it('DL-SMAG-01 a siege spell succeeds on 1-5 and fails on 6', () => {
    const { state } = toBidding(DEMON_CASTERS.slice(0, 1), []);
    const one = act(state, 'demon', bid('ysshara'), [5, ...DICE]);
    expect(ofType(one.events, 'siegeSpells')[0]!.rolls).toEqual([
      { side: 'demon', caster: 'ysshara', roll: 5, success: true },
    ]);
    const six = act(state, 'demon', bid('ysshara'), [6, ...DICE]);
    expect(ofType(six.events, 'siegeSpells')[0]!.rolls[0]!.success).toBe(false);
    expect(magicOn(six.events)).toEqual({ defender: false, besieger: false });
  });

  it('DL-SMAG-02 the side with more successful siege spells adds 1 to its siege roll; a tie gives nothing', () => {
    const { state } = toBidding(DEMON_CASTERS, KHOZAR_CASTERS.slice(0, 1));
    const a = act(state, 'demon', bid('ysshara'));
    const b = act(a.state, 'khozar', bid('corvin'));
    // the High Priest's bid is the last anyone can make: the bidding ends with it
    const last = (dice: number[]) => act(b.state, 'demon', bid('high-priest-of-ninkhiz'), [...dice, ...DICE]);
    // two Demon successes against one
    const more = last([1, 2, 3]);
    expect(ofType(more.events, 'siegeSpells')[0]!.rolls.map((r) => [r.caster, r.success])).toEqual([
      ['ysshara', true],
      ['corvin', true],
      ['high-priest-of-ninkhiz', true],
    ]);
    expect(magicOn(more.events)).toEqual({ defender: false, besieger: true });
    expect(rolled(more.events).besieger.mods).toContainEqual({ label: 'more siege magic', value: magicMod.value });
    expect(magicMod.value).toBe(1);
    // the High Priest fails: one each, nothing
    const tie = last([1, 2, 6]);
    expect(magicOn(tie.events)).toEqual({ defender: false, besieger: false });
    // both Demon spells fail: the defender has more
    const theirs = last([6, 2, 6]);
    expect(magicOn(theirs.events)).toEqual({ defender: true, besieger: false });
  });

  it('DL-SMAG-03 W14 bids alternate until two passes in a row; a bid starts the count again; none is taken back', () => {
    const { state } = toBidding();
    const a = act(state, 'demon', bid('ysshara'));
    expect(stageOf(a.state)).toMatchObject({ turn: 'khozar', passes: 0, bids: [{ side: 'demon', caster: 'ysshara' }] });
    const b = act(a.state, 'khozar', pass);
    expect(stageOf(b.state)).toMatchObject({ turn: 'demon', passes: 1 });
    const c = act(b.state, 'demon', bid('high-priest-of-ninkhiz')); // outbidding: the count starts again
    expect(stageOf(c.state)).toMatchObject({ turn: 'khozar', passes: 0 });
    expect(stageOf(c.state)!.bids).toHaveLength(2);
    // Khozar answers; the Demon has nobody left to bid, so Khozar goes on (the Demon's turn counts as a pass)
    const d = act(c.state, 'khozar', bid('corvin'));
    expect(stageOf(d.state)).toMatchObject({ turn: 'khozar', passes: 1 });
    expect(ofType(d.events, 'siegeSpells')).toEqual([]);
    // Khozar's last caster: nobody can bid any more, the bidding ends and every spell rolls
    const g = act(d.state, 'khozar', bid('maren'), DICE);
    expect(ofType(g.events, 'siegeSpells')[0]!.rolls.map((r) => r.caster)).toEqual([
      'ysshara',
      'high-priest-of-ninkhiz',
      'corvin',
      'maren',
    ]);
    // there is no command to take back a bid, and an announced caster cannot bid twice
    rejects(c.state, 'khozar', bid('ysshara'), 'rule/no_caster');
    rejects(a.state, 'demon', bid('high-priest-of-ninkhiz'), 'rule/not_your_turn');
  });

  it('DL-SMAG-03 two passes in a row end it, and the side asked first is one that can bid', () => {
    const { state } = toBidding();
    const a = act(state, 'demon', pass);
    expect(stageOf(a.state)).toMatchObject({ turn: 'khozar', passes: 1 });
    const b = act(a.state, 'khozar', pass, DICE);
    expect(ofType(b.events, 'siegeSpells')).toEqual([]);
    expect(ofType(b.events, 'siegeRolled')).toHaveLength(1);
    // the Demon (the active side) has no caster in range: Khozar opens the bidding, never a prompt for nothing
    const k = toBidding([], KHOZAR_CASTERS).state;
    expect(stageOf(k)).toMatchObject({ turn: 'khozar' });
    const one = act(k, 'khozar', bid('corvin'));
    expect(stageOf(one.state)).toMatchObject({ turn: 'khozar' }); // the Demon cannot answer
    const end = act(one.state, 'khozar', pass, DICE);
    expect(magicOn(end.events)).toEqual({ defender: true, besieger: false });
    // nobody in range: no bidding at all
    const none = toBidding([], []);
    expect(none.state.stage?.kind).not.toBe('siegeMagic');
    expect(ofType(none.events, 'siegeRolled')).toHaveLength(1);
  });

  it('DL-SMAG-04 success is rolled only after every spell is announced', () => {
    const { state } = toBidding();
    const a = act(state, 'demon', bid('ysshara'));
    const b = act(a.state, 'khozar', bid('corvin'));
    const c = act(b.state, 'demon', pass);
    for (const x of [a, b, c]) {
      expect(ofType(x.events, 'siegeSpells')).toEqual([]);
      expect(x.left).toBe(0);
    }
    const d = act(c.state, 'khozar', pass, [4, 6, ...DICE]);
    const spells = ofType(d.events, 'siegeSpells')[0]!;
    expect(spells.rolls.map((r) => r.roll)).toEqual([4, 6]);
    expect(d.events.indexOf(spells)).toBeLessThan(d.events.indexOf(rolled(d.events)));
  });

  it('DL-MAG-04 any caster may cast siege magic, without a counter: power 1 and an empty hand are enough', () => {
    const { state } = toBidding([], [{ id: 'maren', area: '1104' }], {});
    expect(state.sides.khozar.hand).toEqual([]);
    expect(stageOf(state)).toMatchObject({ turn: 'khozar' });
    expect(demonlord.choices(state, 'khozar').map((c) => c.label)[0]).toBe(
      'Lady Maren of Barzek casts siege magic at DeAnsor (1105) (1-5; you 0, they 0)',
    );
  });

  it('DL-MAG-04 DL-MAG-02 a caster who cast this phase does not bid, and a bidder has cast his spell of the phase', () => {
    // Ysshara casts Vision at the start of the Demon's phase, then the army storms DeAnsor
    const { state: s0 } = begin({
      active: 'demon',
      hands: { demon: ['vision'] },
      units: [
        ...ARMY.map((id) => ({ id, area: '1205' })),
        ...DEMON_CASTERS,
        { id: 'da-men-at-arms', area: '1105' },
        ...KHOZAR_CASTERS,
      ],
    });
    const v = act(s0, 'demon', cast('vision', 'ysshara', '1105'), [1]).state;
    let s = passUntil(v, (x) => x.stage?.kind === 'movement').state;
    s = act(s, 'demon', { type: 'move', units: ARMY, to: '1105' }).state;
    s = passUntil(s, (x) => x.stage?.kind === 'sally').state;
    s = act(s, 'khozar', { type: 'sally', battle: false }).state;
    s = passUntil(s, (x) => x.stage?.kind === 'siege').state;
    const w = act(s, 'demon', { type: 'siegeMode', assault: false }).state;
    expect(demonlord.choices(w, 'demon').map((c) => (c.command as { caster?: string }).caster)).toEqual([
      'high-priest-of-ninkhiz',
      undefined,
    ]);
    rejects(w, 'demon', bid('ysshara'), 'rule/no_caster');
    const a = act(w, 'demon', bid('high-priest-of-ninkhiz'));
    expect(a.state.cast).not.toContain('high-priest-of-ninkhiz'); // announced, not yet cast
    const b = act(a.state, 'khozar', pass, DICE); // the Demon has nobody left: the bidding ends
    expect(ofType(b.events, 'cast').map((e) => e.character)).toEqual(['high-priest-of-ninkhiz']);
  });

  it('DL-MAG-14 superiority counts successes, not power: two weak casters beat the strongest', () => {
    const { state } = toBidding(
      [{ id: 'demonlord', area: '1205' }],
      [
        { id: 'maren', area: '1104' }, // power 1
        { id: 'kho-anselm', area: '1105' }, // power 2
      ],
    );
    const a = act(state, 'demon', bid('demonlord'));
    const b = act(a.state, 'khozar', bid('maren'));
    // the Demon has nobody left: Khozar bids again, its last caster, and the spells roll
    const c = act(b.state, 'khozar', bid('kho-anselm'), [1, 1, 1, ...DICE]);
    expect(ofType(c.events, 'siegeSpells')[0]!.rolls.every((r) => r.success)).toBe(true);
    expect(magicOn(c.events)).toEqual({ defender: true, besieger: false });
  });

  it('AMB-34 the +1 is for the siege round of this phase only', () => {
    const { state } = toBidding(DEMON_CASTERS.slice(0, 1), [], {}, false);
    const r = act(state, 'demon', bid('ysshara'), [1, ...DICE]);
    expect(magicOn(r.events)).toEqual({ defender: false, besieger: true });
    // the next phase (Khozar's): the siege goes on, nobody bids this time
    let s = r.state;
    const events: DlEvent[] = [];
    for (let i = 0; i < 80 && !events.some((e) => e.type === 'siegeRolled'); i++) {
      const seat = seats(s)[0]!;
      const st = s.stage;
      const cmd: Command =
        st?.kind === 'siege'
          ? { type: 'siegeMode', assault: false }
          : st?.kind === 'siegeMagic'
            ? pass
            : demonlord.choices(s, seat).some((c) => c.command.type === 'done')
              ? pass
              : demonlord.onTimeout(s, seat);
      const out = act(s, seat, cmd, DICE);
      s = out.state;
      if (s.phase >= 2) events.push(...out.events);
    }
    expect(magicOn(events)).toEqual({ defender: false, besieger: false });
  });

  it('W14 a missed deadline in the bidding is a pass; a standing order never bids', () => {
    const { state } = toBidding();
    expect(demonlord.onTimeout(state, 'demon')).toEqual({ type: 'done' });
    expect(demonlord.standing!(state, 'demon', { siegeMagic: 'never' } as never)).toEqual({ type: 'done' });
    expect(demonlord.pending(state)).toEqual([expect.objectContaining({ seat: 'demon', kind: 'siege-magic' })]);
  });
});
