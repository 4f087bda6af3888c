/** Sieges (DL-SIEGE-01..31; the relief battle itself is the battle module's), AMB-28..34, 72, 73, 77. */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { FORTIFICATIONS, SETTLEMENTS, SIEGE_TABLE, siegeLoss } from './data/index.ts';
import { advance } from './rules/flow.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { withdrawals } from './rules/withdraw.ts';
import { atSiege, events, pass, refuses, stageIs, withSiege } from './sequence.kit.ts';
import { act, begin, demonlord, labels, sandbox } from './testkit.ts';

/** DeAnsor (1105), a Khozar city, two regiments inside, three Demon regiments outside. */
const DEANSOR = [
  { id: 'da-men-at-arms', area: '1105' },
  { id: 'da-archers', area: '1105' },
  { id: 'nsh-orc-spearmen', area: '1105' },
  { id: 'nsh-orc-axemen', area: '1105' },
  { id: 'nsh-orc-archers', area: '1105' },
];
const deansor = (o: Partial<Parameters<typeof atSiege>[0]> = {}) =>
  atSiege({ area: '1105', settlement: 'deansor', defender: 'khozar', units: DEANSOR, ...o });

/**
 * One siege round: the besieger's choice (no siege magic bid), then defender's dice and besieger's dice;
 * losses that need choosing are answered weakest first unless `choose` is false.
 */
function round(s: State, assault: boolean, defender: [number, number], besieger: [number, number], choose = true) {
  const st = s.stage;
  if (st?.kind !== 'siege') throw new Error('not at a siege');
  const dice = [...defender, ...besieger];
  let r = act(s, st.side, { type: 'siegeMode', assault }, dice);
  const all = [...r.events];
  while (r.state.stage?.kind === 'siegeMagic') {
    r = act(r.state, r.state.stage.turn, { type: 'done' }, dice.slice(dice.length - r.left));
    all.push(...r.events);
  }
  while (choose && r.state.stage?.kind === 'siegeLosses') {
    const seat = r.state.stage.asked[0]!;
    r = act(r.state, seat, demonlord.onTimeout(r.state, seat));
    all.push(...r.events);
  }
  const rolled = events(all, 'siegeRolled')[0]!;
  return { ...r, events: all, rolled };
}

const destroyed = (r: { events: Parameters<typeof events>[0] }) =>
  events(r.events, 'destroyed').flatMap((e) => e.units);

describe('when a siege occurs (DL-SIEGE-01..06)', () => {
  it('DL-SIEGE-01 a fortification owner who shelters is besieged: both sides stay in the area after the battle step', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1205' },
        { id: 'grokk', area: '1205' },
        { id: 'da-men-at-arms', area: '1105' },
      ],
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '1105' }).state;
    s = act(s, 'demon', { type: 'done' }).state;
    expect(s.stage).toMatchObject({ kind: 'sally', area: '1105', side: 'khozar', relief: false });
    const r = act(s, 'khozar', { type: 'sally', battle: false });
    expect(r.state.sieges['1105']).toMatchObject({ defender: 'khozar', besieger: 'demon', inside: ['da-men-at-arms'] });
    expect(r.state.stage).toMatchObject({ kind: 'siege', area: '1105', side: 'demon' });
  });

  it('DL-SIEGE-01 both sides in a fortification area once the battles are over make a siege even without a shelter choice', () => {
    // e.g. the garrison came out, lost a round and retired behind the walls: no siege was begun yet
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1105' },
        { id: 'da-men-at-arms', area: '1105' },
      ],
    });
    s = { ...s, step: 'battles', stage: null, battles: [] };
    const tx = new Tx(s, scriptedDice([]));
    advance(tx);
    expect(tx.state.sieges['1105']).toMatchObject({ defender: 'khozar', besieger: 'demon', rounds: 0 });
    expect(tx.state.stage).toMatchObject({ kind: 'siege', area: '1105', side: 'demon' });
  });

  it('DL-SIEGE-02 villages and temples are not fortifications: a village is fought for, never besieged', () => {
    expect(FORTIFICATIONS.every((f) => f.class === 'city' || f.class === 'castle')).toBe(true);
    expect(
      SETTLEMENTS.filter((t) => t.class === 'village' || t.class === 'temple').some((t) => FORTIFICATIONS.includes(t)),
    ).toBe(false);
    // Gantoz (0808) is a Khozar village: the Demon's regiments come in and a battle follows at once
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '0807' },
        { id: 'grokk', area: '0807' },
        { id: 'gz-infantry', area: '0808' },
      ],
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0808' }).state;
    s = act(s, 'demon', { type: 'done' }).state;
    expect(s.stage?.kind).not.toBe('sally');
    expect(['battle', 'terrain']).toContain(s.stage?.kind);
    expect(s.sieges).toEqual({});
  });

  it('DL-SIEGE-03 AMB-29 a fortification passes only to enemy regiments left alone in it; a lone character does not take it', () => {
    const run = (units: string[]) => {
      let s = sandbox({ active: 'demon', units: units.map((id) => ({ id, area: '1205' })) });
      s = act(s, 'demon', { type: 'move', units, to: '1105' }).state;
      return pass(s, (x) => x.step !== 'movement' && x.step !== 'summoning' && x.step !== 'battles').state;
    };
    expect(run(['nsh-orc-spearmen', 'grokk']).control.deansor).toBe('demon');
    expect(run(['grokk']).control.deansor).toBe('khozar');
    // and he keeps it once his regiments have gone
    let s = sandbox({
      active: 'demon',
      units: [{ id: 'nsh-orc-spearmen', area: '1105' }],
      control: { deansor: 'demon' },
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen'], to: '1205' }).state;
    s = pass(s, (x) => x.active === 'khozar' && x.stage?.kind === 'movement').state;
    expect(s.control.deansor).toBe('demon');
  });

  it('DL-SIEGE-04 at the start a fortification is held by whoever starts in it; neutral ones are their neutral’s', () => {
    const { state } = begin();
    expect(state.control).toMatchObject({
      nisshar: 'demon',
      erush: 'demon',
      taegul: 'demon',
      midazu: 'demon',
      timur: 'khozar',
      deansor: 'khozar',
      barzek: 'khozar',
      'altu-khan': 'altu-khan',
      lyuung: 'lyuung',
    });
    // a western city is Khozar's only once a townsman stands in it (DL-SETUP-05)
    expect(state.control.khorkan).toBeNull();
  });

  it('DL-SIEGE-05 DL-SIEGE-06 the owner defends; the roles stay whoever’s phase it is', () => {
    // Khozar besieges Midazu in its own phase, then the Demon's phase comes and the Demon still defends
    let s = atSiege({
      area: '1519',
      settlement: 'midazu',
      defender: 'demon',
      units: [
        { id: 'md-garrison', area: '1519' },
        { id: 'tm-militia', area: '1519' },
        { id: 'tm-spearmen', area: '1519' },
      ],
      rounds: 1,
    });
    expect(s.active).toBe('khozar');
    expect(s.stage).toMatchObject({ kind: 'siege', side: 'khozar' });
    s = round(s, false, [1, 1], [1, 1]).state;
    s = pass(s, stageIs('siege')).state;
    expect(s.active).toBe('demon');
    expect(s.stage).toMatchObject({ kind: 'siege', side: 'khozar' });
    expect(s.sieges['1519']).toMatchObject({ defender: 'demon', besieger: 'khozar', rounds: 2 });
  });
});

describe('movement of besieger and defender (DL-SIEGE-07, -28, -29)', () => {
  const defenderPhase = () => {
    const s = sandbox({ active: 'khozar', units: DEANSOR });
    return withSiege(s, { area: '1105', settlement: 'deansor', defender: 'khozar', besieger: 'demon' });
  };

  it('DL-SIEGE-07 the besieged cannot leave while a besieging regiment stays; they may sally in their own phase', () => {
    const s = defenderPhase();
    refuses(s, 'khozar', { type: 'move', units: ['da-men-at-arms'], to: '1104' }, 'besieged');
    const t = act(s, 'khozar', { type: 'done' }).state;
    expect(t.stage).toMatchObject({ kind: 'sally', area: '1105', side: 'khozar' });
    expect(labels(t, 'khozar')).toEqual(['Sally out of DeAnsor (1105) and fight', 'Stay inside DeAnsor (1105)']);
  });

  it('AMB-28 new besieging regiments arriving: the defender chooses again between battle and siege', () => {
    let s = withSiege(
      sandbox({
        active: 'demon',
        units: [...DEANSOR, { id: 'nsh-ogres', area: '1205' }, { id: 'grokk', area: '1205' }],
      }),
      { area: '1105', settlement: 'deansor', defender: 'khozar', besieger: 'demon', rounds: 1 },
    );
    s = act(s, 'demon', { type: 'move', units: ['nsh-ogres', 'grokk'], to: '1105' }).state;
    s = act(s, 'demon', { type: 'done' }).state;
    expect(s.stage).toMatchObject({ kind: 'sally', area: '1105', side: 'khozar', relief: false });
    // without newcomers the siege simply goes on (no question)
    const quietPhase = withSiege(sandbox({ active: 'demon', units: DEANSOR }), {
      area: '1105',
      settlement: 'deansor',
      defender: 'khozar',
      besieger: 'demon',
      rounds: 1,
    });
    expect(act(quietPhase, 'demon', { type: 'done' }).state.stage).toMatchObject({ kind: 'siege' });
  });

  it('DL-SIEGE-29 a sally is a battle: choosing it leads to the battle, staying inside to the siege round', () => {
    const t = act(defenderPhase(), 'khozar', { type: 'done' }).state;
    const out = act(t, 'khozar', { type: 'sally', battle: true }).state;
    expect(['terrain', 'battle']).toContain(out.stage?.kind);
    const stay = act(t, 'khozar', { type: 'sally', battle: false }).state;
    expect(stay.stage).toMatchObject({ kind: 'siege', side: 'demon' });
  });

  it('DL-SIEGE-28 DL-SIEGE-27 the besieger lifts the siege by marching every regiment out; one left keeps it going', () => {
    const s = withSiege(sandbox({ active: 'demon', units: DEANSOR }), {
      area: '1105',
      settlement: 'deansor',
      defender: 'khozar',
      besieger: 'demon',
    });
    let all = act(s, 'demon', {
      type: 'move',
      units: ['nsh-orc-spearmen', 'nsh-orc-axemen', 'nsh-orc-archers'],
      to: '1205',
    }).state;
    all = act(all, 'demon', { type: 'done' }).state;
    expect(all.sieges['1105']).toBeUndefined();
    expect(all.control.deansor).toBe('khozar');
    let some = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'nsh-orc-axemen'], to: '1205' }).state;
    some = act(some, 'demon', { type: 'done' }).state;
    expect(some.sieges['1105']).toBeDefined();
    expect(some.stage).toMatchObject({ kind: 'siege', side: 'demon' });
  });
});

describe('conducting a siege (DL-SIEGE-08..20)', () => {
  it('DL-SIEGE-08 DL-SEQ-04 a round in both phases, the defender’s included', () => {
    let s = deansor({ rounds: 1 });
    s = round(s, false, [1, 1], [1, 1]).state;
    expect(s.sieges['1105']?.rounds).toBe(2);
    // on to Khozar's phase (turn 2): the Demon besieger is asked again
    s = pass(s, stageIs('siege')).state;
    expect(s).toMatchObject({ active: 'khozar', turn: 2, stage: { kind: 'siege', side: 'demon' } });
    s = round(s, false, [1, 1], [1, 1]).state;
    expect(s.sieges['1105']?.rounds).toBe(3);
  });

  it('DL-SIEGE-09 the besieger chooses assault or siege, in the defender’s phase too (standing order W12)', () => {
    const s = deansor();
    expect(labels(s, 'demon')).toEqual(['Assault DeAnsor (1105)', 'Keep up the siege of DeAnsor (1105)']);
    expect(demonlord.choices(s, 'khozar')).toEqual([]);
    refuses(s, 'khozar', { type: 'siegeMode', assault: true }, 'not_your_turn');
    // in Khozar's phase the Demon's standing order answers for him
    let k = withSiege(sandbox({ active: 'khozar', turn: 2, units: DEANSOR }), {
      area: '1105',
      settlement: 'deansor',
      defender: 'khozar',
      besieger: 'demon',
      rounds: 1,
    });
    k = act(k, 'khozar', { type: 'done' }).state;
    const r = act(k, 'khozar', { type: 'sally', battle: false }, [1, 1, 1, 1], { demon: { siege: 'assault' } });
    expect(events(r.events, 'siegeChosen')).toEqual([{ type: 'siegeChosen', area: '1105', assault: true }]);
  });

  it('DL-SIEGE-10 AMB-77 each side rolls 2d6 and reads its own column of the chosen table', () => {
    const a = round(deansor({ rounds: 1 }), true, [4, 4], [5, 4]);
    expect(a.rolled.defender).toMatchObject({ total: 8, loss: siegeLoss('assaultByDefender', 8) });
    expect(a.rolled.besieger).toMatchObject({ total: 9, loss: siegeLoss('assaultByBesieger', 9) });
    const p = round(deansor({ rounds: 1 }), false, [4, 4], [5, 4]);
    expect(p.rolled.defender).toMatchObject({ total: 8, loss: siegeLoss('siegeByDefender', 8) });
    expect(p.rolled.besieger).toMatchObject({ total: 9, loss: siegeLoss('siegeByBesieger', 9) });
    // the results are enemy regiments destroyed
    expect(destroyed(a).filter((id) => id.startsWith('nsh-'))).toHaveLength(
      siegeLoss('assaultByDefender', 8) as number,
    );
    expect(destroyed(a).filter((id) => id.startsWith('da-'))).toHaveLength(siegeLoss('assaultByBesieger', 9) as number);
  });

  it('DL-SIEGE-12 both sides’ losses come from the same round, applied together', () => {
    // assault: defender 8 -> 2 besiegers die; besieger 11 -> 3: the whole garrison dies as well
    const r = round(deansor({ rounds: 1 }), true, [4, 4], [6, 5]);
    expect(destroyed(r).sort()).toEqual(['da-archers', 'da-men-at-arms', 'nsh-orc-axemen', 'nsh-orc-spearmen'].sort());
    expect(r.state.control.deansor).toBe('demon');
  });

  it('DL-SIEGE-13 a surrender: no more losses to the garrison, every besieged unit a prisoner, the defender’s result still bites', () => {
    const s = deansor({ rounds: 1, units: [...DEANSOR, { id: 'corvin', area: '1105' }] });
    const r = round(s, true, [4, 4], [6, 6]);
    expect(r.rolled.besieger.loss).toBe('surrender');
    expect(destroyed(r)).toHaveLength(2);
    expect(destroyed(r).every((id) => id.startsWith('nsh-'))).toBe(true);
    const taken = events(r.events, 'captured').flatMap((e) => e.units);
    expect(taken.sort()).toEqual(['corvin', 'da-archers', 'da-men-at-arms']);
    expect(r.state.units.corvin).toMatchObject({ status: 'prisoner', captor: 'demon' });
    expect(r.state.sieges['1105']).toBeUndefined();
    expect(r.state.control.deansor).toBe('demon');
  });

  it('DL-SIEGE-14 AMB-34 +1 to the side with more successful siege spells this round; none when equal or none cast', () => {
    const units = [...DEANSOR, { id: 'corvin', area: '1105' }, { id: 'ysshara', area: '1105' }];
    const bidding = () => {
      let s = deansor({ rounds: 1, units });
      s = act(s, 'demon', { type: 'siegeMode', assault: false }).state;
      expect(s.stage).toMatchObject({ kind: 'siegeMagic', turn: 'demon' });
      s = act(s, 'demon', { type: 'siegeSpell', caster: 'ysshara' }).state;
      expect(s.stage).toMatchObject({ kind: 'siegeMagic', turn: 'khozar' });
      return s;
    };
    // Ysshara succeeds (5), Corvin fails (6): the Demon's roll +1
    const one = act(bidding(), 'khozar', { type: 'siegeSpell', caster: 'corvin' }, [5, 6, 3, 3, 3, 3]);
    const r1 = events(one.events, 'siegeRolled')[0]!;
    expect(r1.besieger.mods).toEqual([{ label: 'more siege magic', value: 1 }]);
    expect(r1.defender.mods).toEqual([]);
    // both succeed: nothing
    const both = act(bidding(), 'khozar', { type: 'siegeSpell', caster: 'corvin' }, [1, 5, 3, 3, 3, 3]);
    expect(events(both.events, 'siegeRolled')[0]!.besieger.mods).toEqual([]);
    // only Khozar bids and succeeds: the defender's roll +1
    let k = deansor({ rounds: 1, units });
    k = act(k, 'demon', { type: 'siegeMode', assault: false }).state;
    k = act(k, 'demon', { type: 'done' }).state;
    k = act(k, 'khozar', { type: 'siegeSpell', caster: 'corvin' }).state;
    // the Demon may still answer with a bid of his own; he passes
    expect(k.stage).toMatchObject({ kind: 'siegeMagic', turn: 'demon' });
    const kr = act(k, 'demon', { type: 'done' }, [2, 3, 3, 3, 3]);
    expect(events(kr.events, 'siegeRolled')[0]!.defender.mods).toEqual([{ label: 'more siege magic', value: 1 }]);
    // no magic at all
    let n = deansor({ rounds: 1, units });
    n = act(n, 'demon', { type: 'siegeMode', assault: false }).state;
    n = act(n, 'demon', { type: 'done' }).state;
    const nr = act(n, 'khozar', { type: 'done' }, [3, 3, 3, 3]);
    const rolled = events(nr.events, 'siegeRolled')[0]!;
    expect([rolled.defender.mods, rolled.besieger.mods]).toEqual([[], []]);
  });

  it('DL-SIEGE-15 AMB-33 +1 to the owner of the best leader in the area; none when equal; a non-leader beats no character', () => {
    const mods = (extra: { id: string; area: string }[]) => {
      const r = round(deansor({ rounds: 1, units: [...DEANSOR, ...extra] }), false, [3, 3], [3, 3]).rolled;
      return { d: r.defender.mods.map((m) => m.label), b: r.besieger.mods.map((m) => m.label) };
    };
    expect(
      mods([
        { id: 'aurelian', area: '1105' },
        { id: 'grokk', area: '1105' },
      ]),
    ).toEqual({ d: ['the better leader'], b: [] });
    expect(
      mods([
        { id: 'brannoc', area: '1105' },
        { id: 'grokk', area: '1105' },
      ]),
    ).toEqual({ d: [], b: [] });
    expect(
      mods([
        { id: 'brannoc', area: '1105' },
        { id: 'khan-of-taegul', area: '1105' },
        { id: 'grokk', area: '1105' },
      ]),
    ).toEqual({
      d: [],
      b: [],
    });
    expect(mods([{ id: 'ilvaine', area: '1105' }])).toEqual({ d: ['the better leader'], b: [] });
    expect(
      mods([
        { id: 'ilvaine', area: '1105' },
        { id: 'castellan-of-midazu', area: '1105' },
      ]),
    ).toEqual({
      d: [],
      b: ['the better leader'],
    });
    expect(mods([])).toEqual({ d: [], b: [] });
  });

  it('DL-SIEGE-16 AMB-32 +1 to the besieger of a castle (not Lyuung); a city gives nothing', () => {
    const midazu = atSiege({
      area: '1519',
      settlement: 'midazu',
      defender: 'demon',
      units: [
        { id: 'md-garrison', area: '1519' },
        { id: 'tm-militia', area: '1519' },
      ],
      rounds: 1,
    });
    const m = round(midazu, false, [3, 3], [3, 3]).rolled;
    expect(m.besieger.mods).toEqual([{ label: 'Midazu is a castle', value: 1 }]);
    expect(m.defender.mods).toEqual([]);
    expect(m.besieger.total).toBe(7);
    const kharzum = atSiege({
      area: '1604',
      settlement: 'kharzum',
      defender: 'demon',
      units: [
        { id: 'kz-orcs', area: '1604' },
        { id: 'tm-militia', area: '1604' },
      ],
      rounds: 1,
    });
    expect(round(kharzum, true, [3, 3], [3, 3]).rolled.besieger.mods).toEqual([
      { label: 'Kharzum is a castle', value: 1 },
    ]);
    expect(round(deansor({ rounds: 1 }), false, [3, 3], [3, 3]).rolled.besieger.mods).toEqual([]);
  });

  it('DL-SIEGE-17 DL-SIEGE-18 AMB-73 the besieger: -1 in the siege’s first phase, nothing in phases 2-4, +1 from the 5th', () => {
    // prolonged siege, besieger 2d6 = 8: row 7 kills none, row 8 one
    const at = (rounds: number) => round(deansor({ rounds }), false, [1, 1], [4, 4]);
    const first = at(0);
    expect(first.rolled.besieger).toMatchObject({
      total: 7,
      mods: [{ label: 'the first phase of the siege', value: -1 }],
    });
    expect(destroyed(first)).toEqual([]);
    const second = at(1);
    expect(second.rolled.besieger).toMatchObject({ total: 8, mods: [] });
    expect(destroyed(second)).toHaveLength(1);
    // 2d6 = 7: the 4th phase kills none, the 5th +1 kills one
    const fourth = round(deansor({ rounds: 3 }), false, [1, 1], [4, 3]);
    expect(fourth.rolled.besieger).toMatchObject({ total: 7, mods: [] });
    expect(destroyed(fourth)).toEqual([]);
    const fifth = round(deansor({ rounds: 4 }), false, [1, 1], [4, 3]);
    expect(fifth.rolled.besieger).toMatchObject({ total: 8, mods: [{ label: "the siege's 5th phase", value: 1 }] });
    expect(destroyed(fifth)).toHaveLength(1);
    // the defender's roll never takes these
    expect([first, fifth].every((r) => r.rolled.defender.mods.length === 0)).toBe(true);
  });

  it('DL-SIEGE-19 DL-NEUT-07 AMB-31 Lyuung: -1 to the besieger, assault or siege, unless he has more flying regiments', () => {
    const lyuung = (besiegers: string[]) =>
      atSiege({
        area: '1308',
        settlement: 'lyuung',
        defender: 'khozar',
        units: [
          { id: 'lyu-guard', area: '1308' },
          { id: 'lyu-griffin-riders', area: '1308' },
          ...besiegers.map((id) => ({ id, area: '1308' })),
        ],
        rounds: 1,
        extra: { allies: { lyuung: { side: 'khozar', kind: 'permanent' } } },
      });
    const even = lyuung(['nsh-gargoyles', 'nsh-orc-spearmen']);
    expect(round(even, true, [3, 3], [3, 3]).rolled.besieger.mods).toEqual([{ label: 'Castle Lyuung', value: -1 }]);
    expect(round(even, false, [3, 3], [3, 3]).rolled.besieger.mods).toEqual([{ label: 'Castle Lyuung', value: -1 }]);
    const more = lyuung(['nsh-gargoyles', 'nsh-wyvern-riders']);
    // more flyers: no -1, and Lyuung is no ordinary castle (+1)
    expect(round(more, true, [3, 3], [3, 3]).rolled.besieger.mods).toEqual([]);
  });

  it('DL-SIEGE-20 AMB-02 rows 2-6 are the text’s; the engine reads the row of the modified total', () => {
    const text = SIEGE_TABLE.filter((r) => r.source === 'text');
    expect(
      text.map((r) => [r.total, r.assaultByDefender, r.assaultByBesieger, r.siegeByDefender, r.siegeByBesieger]),
    ).toEqual([
      [2, 0, 0, 0, 0],
      [3, 0, 0, 0, 0],
      [4, 1, 0, 0, 0],
      [5, 1, 0, 0, 0],
      [6, 1, 0, 0, 0],
    ]);
    // defender's assault roll of 4 kills one besieger, a 3 none
    expect(destroyed(round(deansor({ rounds: 1 }), true, [2, 2], [1, 1]))).toHaveLength(1);
    expect(destroyed(round(deansor({ rounds: 1 }), true, [2, 1], [1, 1]))).toHaveLength(0);
    // a first-phase 2 reads as row 2 (clamped), never an error
    expect(round(deansor(), true, [1, 1], [1, 1]).rolled.besieger.total).toBe(1);
    expect(siegeLoss('assaultByBesieger', 1)).toBe(0);
  });

  it('DL-SIEGE-11 W13 each side chooses its own losses, asked only when it matters; the weakest by default or standing order', () => {
    // a prolonged siege: the besieger's 8 costs Khozar one of two different regiments
    const s = deansor({ rounds: 1 });
    const r = round(s, false, [1, 1], [4, 4], false);
    expect(r.state.stage).toMatchObject({
      kind: 'siegeLosses',
      area: '1105',
      asked: ['khozar'],
      losses: { khozar: 1 },
    });
    expect(demonlord.pending(r.state).map((p) => p.seat)).toEqual(['khozar']);
    expect(labels(r.state, 'khozar')).toEqual(['Lose DeAnsor Men-at-Arms (the weakest)', 'Lose DeAnsor Archers']);
    const k = act(r.state, 'khozar', { type: 'siegeLosses', units: ['da-archers'] });
    expect(destroyed(k)).toEqual(['da-archers']);
    expect(k.state.units['da-men-at-arms']?.status).toBe('map');
    expect(k.state.stage?.kind).not.toBe('siegeLosses');
    refuses(r.state, 'khozar', { type: 'siegeLosses', units: ['da-archers', 'da-men-at-arms'] }, 'wrong_losses');
    refuses(r.state, 'khozar', { type: 'siegeLosses', units: ['nsh-orc-axemen'] }, 'wrong_losses');
    refuses(r.state, 'demon', { type: 'siegeLosses', units: ['nsh-orc-axemen'] }, 'not_your_turn');
    // a missed deadline loses the weakest; so does the standing order, without asking
    expect(demonlord.onTimeout(r.state, 'khozar')).toEqual({ type: 'siegeLosses', units: ['da-men-at-arms'] });
    const o = act(s, 'demon', { type: 'siegeMode', assault: false }, [1, 1, 4, 4], {
      khozar: { siegeLosses: 'weakest' },
    });
    expect(destroyed(o)).toEqual(['da-men-at-arms']);
    expect(o.state.stage?.kind).not.toBe('siegeLosses');
    // both asked at once when both choose: the assault's 8 costs the Demon 2 of 3, the 9 Khozar 2 of 3
    const both = round(
      deansor({ rounds: 1, units: [...DEANSOR, { id: 'da-knights', area: '1105' }] }),
      true,
      [4, 4],
      [5, 4],
      false,
    );
    expect(both.state.stage).toMatchObject({ kind: 'siegeLosses', losses: { khozar: 2, demon: 2 } });
    expect(
      demonlord
        .pending(both.state)
        .map((p) => p.seat)
        .sort(),
    ).toEqual(['demon', 'khozar']);
    // no choice: every regiment lost, or all alike
    const all = round(s, true, [1, 1], [6, 5], false);
    expect(all.state.stage?.kind).not.toBe('siegeLosses');
  });
});

describe('the order of the sieges (AMB-72)', () => {
  it('AMB-72 the active side orders the siege rounds when a caster could bid at more than one; otherwise by area', () => {
    const two = (extra: { id: string; area: string }[]) => {
      let s = sandbox({
        active: 'demon',
        units: [...DEANSOR, { id: 'zg-townsmen-1', area: '0806' }, { id: 'tg-spearmen', area: '0806' }, ...extra],
        control: { belbits: 'khozar' },
      });
      s = withSiege(s, { area: '1105', settlement: 'deansor', defender: 'khozar', besieger: 'demon', rounds: 1 });
      s = withSiege(s, { area: '0806', settlement: 'belbits', defender: 'khozar', besieger: 'demon', rounds: 1 });
      return pass(s, (x) => x.step === 'sieges' && x.stage !== null).state;
    };
    // Ysshara (range 3) reaches both DeAnsor and Belbits: the Demon chooses
    const asked = two([{ id: 'ysshara', area: '1105' }]);
    expect(asked.stage).toEqual({ kind: 'siegeOrder', areas: ['0806', '1105'] });
    expect(labels(asked, 'demon')).toEqual([
      'Resolve the siege of Belbits (0806) next',
      'Resolve the siege of DeAnsor (1105) next',
    ]);
    const r = act(asked, 'demon', { type: 'siegeAt', area: '1105' });
    expect(r.state.stage).toEqual({ kind: 'siege', area: '1105', side: 'demon' });
    expect(r.state.siegeQueue).toEqual(['1105', '0806']);
    refuses(asked, 'khozar', { type: 'siegeAt', area: '1105' }, 'not_your_turn');
    // no caster shared: by area, unasked
    expect(two([]).stage).toEqual({ kind: 'siege', area: '0806', side: 'demon' });
  });
});

describe('relieving the garrison (DL-SIEGE-21..24)', () => {
  const khozarPhase = (extra: { id: string; area: string }[]) =>
    withSiege(sandbox({ active: 'khozar', units: [...DEANSOR, ...extra] }), {
      area: '1105',
      settlement: 'deansor',
      defender: 'khozar',
      besieger: 'demon',
      rounds: 1,
    });

  it('DL-SIEGE-21 DL-SIEGE-22 new defender regiments entering force a battle; the garrison joins only if the defender wishes', () => {
    let s = khozarPhase([
      { id: 'da-knights', area: '1104' },
      { id: 'duke-of-deansor', area: '1104' },
    ]);
    s = act(s, 'khozar', { type: 'move', units: ['da-knights', 'duke-of-deansor'], to: '1105' }).state;
    s = act(s, 'khozar', { type: 'done' }).state;
    expect(s.stage).toMatchObject({ kind: 'sally', side: 'khozar', relief: true });
    expect(labels(s, 'khozar')).toEqual([
      'The garrison of DeAnsor (1105) joins the relief battle',
      'The relief force fights alone; the garrison stays inside',
    ]);
  });

  it('DL-SIEGE-23 AMB-30 a lone character cannot join the garrison: outside the walls he is checked for capture', () => {
    let s = khozarPhase([{ id: 'corvin', area: '1104' }]);
    s = act(s, 'khozar', { type: 'move', units: ['corvin'], to: '1105' }, [3, 3]).state;
    const r = pass(s, stageIs('siege'), [1, 6]);
    const checks = events(r.events, 'captureRolled');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ characters: ['corvin'], owner: 'khozar' });
    expect(r.state.units.corvin).toMatchObject({ status: 'prisoner', captor: 'demon' });
    expect(r.state.sieges['1105']?.inside).not.toContain('corvin');
  });

  it('DL-SIEGE-24 relief regiments that retreat retire into the fortification and join the garrison', () => {
    const s = khozarPhase([{ id: 'da-knights', area: '1105' }]);
    const options = withdrawals(s, 'khozar', ['da-knights'], '1105');
    expect(options[0]).toEqual({ path: [], label: 'Retire into DeAnsor (1105)' });
    const t = demonlord.evolve(s, { type: 'withdrew', side: 'khozar', units: ['da-knights'], from: '1105', path: [] });
    expect(t.sieges['1105']?.inside).toContain('da-knights');
  });
});

describe('the end of a siege (DL-SIEGE-25..31)', () => {
  it('DL-SIEGE-25 DL-SIEGE-26 the garrison’s last regiment gone: the fortification falls, the characters inside are taken', () => {
    const s = deansor({
      rounds: 1,
      units: [
        { id: 'da-men-at-arms', area: '1105' },
        { id: 'corvin', area: '1105' },
        { id: 'nsh-orc-spearmen', area: '1105' },
      ],
    });
    const r = round(s, true, [1, 1], [4, 3]);
    expect(destroyed(r)).toEqual(['da-men-at-arms']);
    expect(r.state.units.corvin).toMatchObject({ status: 'prisoner', captor: 'demon' });
    expect(r.state.sieges['1105']).toBeUndefined();
    expect(r.state.control.deansor).toBe('demon');
  });

  it('DL-SIEGE-27 the besiegers all destroyed: the defender keeps the fortification; their leader left outside is checked', () => {
    const s = deansor({
      rounds: 1,
      units: [
        { id: 'da-men-at-arms', area: '1105' },
        { id: 'nsh-orc-spearmen', area: '1105' },
        { id: 'nsh-orc-axemen', area: '1105' },
        { id: 'grokk', area: '1105' },
      ],
    });
    // defender 8: both orc regiments die; Grokk rolls 4 -2 (an enemy fortification) against 3: taken
    const r = act(s, 'demon', { type: 'siegeMode', assault: true }, [4, 4, 1, 1, 4, 3]);
    expect(destroyed(r).sort()).toEqual(['nsh-orc-axemen', 'nsh-orc-spearmen']);
    expect(events(r.events, 'captureRolled')[0]).toMatchObject({
      characters: ['grokk'],
      roll: 4,
      enemyRoll: 3,
      result: 'captured',
    });
    expect(r.state.units.grokk).toMatchObject({ status: 'prisoner', captor: 'khozar' });
    expect(r.state.sieges['1105']).toBeUndefined();
    expect(r.state.control.deansor).toBe('khozar');
  });

  it('DL-SIEGE-30 DL-REIN-01 the start of the first siege opens reinforcement calls', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '1105' },
        { id: 'da-men-at-arms', area: '1105' },
      ],
    });
    expect(s.warBegun).toBe(false);
    s = { ...s, step: 'battles', stage: null, battles: [] };
    const tx = new Tx(s, scriptedDice([]));
    advance(tx);
    expect(events(tx.events, 'warBegun')).toEqual([{ type: 'warBegun', cause: 'the first siege' }]);
    expect(tx.state.warBegun).toBe(true);
  });

  it('DL-SIEGE-31 each siege keeps its count of rounds (phases) from its first', () => {
    let s = deansor();
    expect(s.sieges['1105']?.rounds).toBe(0);
    s = round(s, false, [1, 1], [1, 1]).state;
    expect(s.sieges['1105']?.rounds).toBe(1);
    s = pass(s, stageIs('siege')).state;
    s = round(s, false, [1, 1], [1, 1]).state;
    expect(s.sieges['1105']?.rounds).toBe(2);
  });

  it('AMB-72 DL-SEQ-04 several sieges: each gets its one round in the siege step', () => {
    let s = sandbox({
      active: 'demon',
      units: [...DEANSOR, { id: 'bz-pikes', area: '0218' }, { id: 'tg-spearmen', area: '0218' }],
    });
    s = withSiege(s, { area: '1105', settlement: 'deansor', defender: 'khozar', besieger: 'demon', rounds: 1 });
    s = withSiege(s, { area: '0218', settlement: 'barzek', defender: 'khozar', besieger: 'demon', rounds: 1 });
    s = pass(s, stageIs('siege')).state;
    expect(s.stage).toMatchObject({ kind: 'siege', area: '0218' });
    s = round(s, false, [1, 1], [1, 1]).state;
    expect(s.stage).toMatchObject({ kind: 'siege', area: '1105' });
    s = round(s, false, [1, 1], [1, 1]).state;
    expect([s.sieges['0218']?.rounds, s.sieges['1105']?.rounds]).toEqual([2, 2]);
    expect(s.step).not.toBe('sieges');
  });
});
