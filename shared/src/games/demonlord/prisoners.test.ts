/** Prisoners (DL-PRIS-01..10) and the exchange at the end of a phase. */
import { describe, expect, it } from 'vitest';
import { distance } from './data/index.ts';
import type { Sandbox } from './config.ts';
import type { State } from './rules/state.ts';
import { events, pass, refuses, stageIs } from './sequence.kit.ts';
import { act, demonlord, labels, sandbox } from './testkit.ts';

type U = Sandbox['units'][number];
const held = (id: string, captor: 'demon' | 'khozar'): U => ({ id, status: 'prisoner', captor });

/** The end of the Demon's phase (turn 1) with prisoners on both sides: the Demon is asked whether to demand. */
function atExchange(units: U[], extra: Partial<Sandbox> = {}): State {
  return pass(sandbox({ active: 'demon', units, ...extra }), stageIs('exchange')).state;
}

const BASIC = [held('grokk', 'khozar'), held('brannoc', 'demon'), held('tm-militia', 'demon')];

describe('prisoners (DL-PRIS)', () => {
  it('DL-PRIS-01 units taken in movement go to their captor’s pile, shown beside the map', () => {
    let s = sandbox({
      active: 'khozar',
      units: [
        { id: 'corvin', area: '1104' },
        { id: 'nsh-orc-spearmen', area: '1204' },
      ],
    });
    s = act(s, 'khozar', { type: 'move', units: ['corvin'], to: '1204' }, [1, 6]).state;
    expect(s.units.corvin).toEqual({ id: 'corvin', status: 'prisoner', area: null, captor: 'demon' });
    const v = demonlord.view(s, 'khozar');
    expect(v.sides.demon.prisoners.map((p) => p.id)).toEqual(['corvin']);
    expect(v.sides.khozar.prisoners).toEqual([]);
  });

  it('DL-PRIS-02 at the end of his phase the active player, and only he, may demand an exchange', () => {
    const s = atExchange(BASIC);
    expect(s.stage).toEqual({ kind: 'exchange', side: 'demon', step: 'ask', offered: null });
    expect(demonlord.pending(s).map((p) => p.seat)).toEqual(['demon']);
    expect(labels(s, 'demon')).toEqual(['No exchange of prisoners', 'Demand an exchange of prisoners']);
    refuses(s, 'khozar', { type: 'demandExchange' }, 'not_your_turn');
    // a missed deadline demands nothing
    expect(demonlord.onTimeout(s, 'demon')).toEqual({ type: 'done' });
    // nothing to exchange when one side holds nobody: no question
    const none = pass(sandbox({ active: 'demon', units: [held('brannoc', 'demon')] }), (x) => x.active === 'khozar');
    expect(none.events.some((e) => e.type === 'staged' && e.stage?.kind === 'exchange')).toBe(false);
  });

  it('DL-PRIS-03 DL-PRIS-05 the waiting player offers, the active one answers, the two go free; any kind for any kind', () => {
    let s = act(atExchange(BASIC), 'demon', { type: 'demandExchange' }).state;
    expect(s.stage).toMatchObject({ kind: 'exchange', side: 'khozar', step: 'offer' });
    expect(labels(s, 'khozar')).toEqual(['Offer Marshal Grokk']);
    refuses(s, 'demon', { type: 'offerPrisoner', unit: 'brannoc' }, 'not_your_turn');
    s = act(s, 'khozar', { type: 'offerPrisoner', unit: 'grokk' }).state;
    expect(s.stage).toMatchObject({ kind: 'exchange', side: 'demon', step: 'answer', offered: 'grokk' });
    expect(labels(s, 'demon')).toEqual([
      'Stop the exchange',
      'Give Marshal Brannoc for Marshal Grokk',
      'Give Timur Militia for Marshal Grokk',
    ]);
    // a character for a regiment
    const r = act(s, 'demon', { type: 'offerPrisoner', unit: 'tm-militia' });
    expect(events(r.events, 'exchanged')).toEqual([{ type: 'exchanged', a: 'grokk', b: 'tm-militia' }]);
    expect(r.state.units.grokk).toMatchObject({ status: 'map', area: '1911' });
    expect(r.state.units['tm-militia']).toMatchObject({ status: 'map', area: '0510' });
    expect(r.state.units.brannoc).toMatchObject({ status: 'prisoner', captor: 'demon' });
  });

  it('DL-PRIS-04 the active player may stop at any answer; it stops by itself when a side has no prisoners left', () => {
    const units = [
      held('grokk', 'khozar'),
      held('nsh-orc-spearmen', 'khozar'),
      held('brannoc', 'demon'),
      held('tm-militia', 'demon'),
    ];
    let s = act(atExchange(units), 'demon', { type: 'demandExchange' }).state;
    s = act(s, 'khozar', { type: 'offerPrisoner', unit: 'grokk' }).state;
    s = act(s, 'demon', { type: 'offerPrisoner', unit: 'brannoc' }).state;
    // a second round: Khozar offers again, the Demon stops
    expect(s.stage).toMatchObject({ kind: 'exchange', side: 'khozar', step: 'offer' });
    s = act(s, 'khozar', { type: 'offerPrisoner', unit: 'nsh-orc-spearmen' }).state;
    const stop = act(s, 'demon', { type: 'done' }).state;
    expect(stop.stage?.kind).not.toBe('exchange');
    expect(stop.units['nsh-orc-spearmen']).toMatchObject({ status: 'prisoner', captor: 'khozar' });
    expect(stop.units['tm-militia']).toMatchObject({ status: 'prisoner', captor: 'demon' });
    // the waiting player may not stop it
    refuses(s, 'khozar', { type: 'done' }, 'not_your_turn');
    // one prisoner a side: after the swap it is over
    let one = act(atExchange([held('grokk', 'khozar'), held('brannoc', 'demon')]), 'demon', {
      type: 'demandExchange',
    }).state;
    one = act(one, 'khozar', { type: 'offerPrisoner', unit: 'grokk' }).state;
    const done = act(one, 'demon', { type: 'offerPrisoner', unit: 'brannoc' }).state;
    expect(done.stage?.kind).not.toBe('exchange');
  });

  it('DL-PRIS-06 prisoners are never executed: refused or stopped, they stay captive', () => {
    const s = act(atExchange(BASIC), 'demon', { type: 'done' }).state;
    const later = pass(s, (x) => x.turn === 3);
    expect(['grokk', 'brannoc', 'tm-militia'].map((id) => later.state.units[id]?.status)).toEqual([
      'prisoner',
      'prisoner',
      'prisoner',
    ]);
    refuses(atExchange(BASIC), 'demon', { type: 'execute', unit: 'brannoc' } as never, 'invalid_command');
  });

  it('DL-PRIS-07 a freed unit goes home; with enemy regiments there, to the nearest friendly fortification free of enemies', () => {
    // Gantoz (0808) is held by a Demon regiment; Belbits (0806) is Khozar's but a Demon character stands in it
    const units = [
      held('grokk', 'khozar'),
      held('gz-infantry', 'demon'),
      { id: 'nsh-orc-spearmen', area: '0808' },
      { id: 'ysshara', area: '0806' },
    ];
    expect(distance('0808', '0806')).toBeLessThan(distance('0808', '0510'));
    expect(distance('0808', '0510')).toBeLessThan(distance('0808', '1105'));
    let s = act(atExchange(units, { control: { belbits: 'khozar' } }), 'demon', { type: 'demandExchange' }).state;
    s = act(s, 'khozar', { type: 'offerPrisoner', unit: 'grokk' }).state;
    const r = act(s, 'demon', { type: 'offerPrisoner', unit: 'gz-infantry' });
    expect(r.state.units['gz-infantry']).toMatchObject({ status: 'map', area: '0510' });
    expect(r.state.units.grokk).toMatchObject({ status: 'map', area: '1911' });
    // only enemy regiments bar the home: a lone enemy character there does not
    const lone = [held('grokk', 'khozar'), held('gz-infantry', 'demon'), { id: 'ysshara', area: '0808' }];
    let t = act(atExchange(lone), 'demon', { type: 'demandExchange' }).state;
    t = act(t, 'khozar', { type: 'offerPrisoner', unit: 'grokk' }).state;
    expect(act(t, 'demon', { type: 'offerPrisoner', unit: 'gz-infantry' }).state.units['gz-infantry']?.area).toBe(
      '0808',
    );
  });

  it('DL-PRIS-08 a freed caster kept from home may go to the nearest friendly temple instead: his owner chooses', () => {
    // Corvin's home DeAnsor (1105) is held by Demon regiments: Timur (0510) or the Sword Temple (1009)
    const units = [held('grokk', 'khozar'), held('corvin', 'demon'), { id: 'nsh-orc-spearmen', area: '1105' }];
    let s = act(atExchange(units, { control: { deansor: 'demon' } }), 'demon', { type: 'demandExchange' }).state;
    s = act(s, 'khozar', { type: 'offerPrisoner', unit: 'grokk' }).state;
    const r = act(s, 'demon', { type: 'offerPrisoner', unit: 'corvin' });
    expect(r.state.stage).toEqual({
      kind: 'placeFreed',
      side: 'khozar',
      unit: 'corvin',
      options: ['0510', '1009'],
      next: null,
    });
    expect(labels(r.state, 'khozar')).toEqual([
      'Send Magister Corvin to Timur (0510)',
      'Send Magister Corvin to Sword Temple of Khozar (1009)',
    ]);
    refuses(r.state, 'khozar', { type: 'placeReinforcements', units: ['corvin'], area: '0304' }, 'bad_place');
    const t = act(r.state, 'khozar', { type: 'placeReinforcements', units: ['corvin'], area: '1009' });
    expect(t.state.units.corvin).toMatchObject({ status: 'map', area: '1009' });
    // a missed deadline sends him to the fortification
    expect(demonlord.onTimeout(r.state, 'khozar')).toEqual({
      type: 'placeReinforcements',
      units: ['corvin'],
      area: '0510',
    });
    // a non-caster is never asked
    const plain = [held('grokk', 'khozar'), held('da-archers', 'demon'), { id: 'nsh-orc-spearmen', area: '1105' }];
    let p = act(atExchange(plain, { control: { deansor: 'demon' } }), 'demon', { type: 'demandExchange' }).state;
    p = act(p, 'khozar', { type: 'offerPrisoner', unit: 'grokk' }).state;
    expect(act(p, 'demon', { type: 'offerPrisoner', unit: 'da-archers' }).state.units['da-archers']?.area).toBe('0510');
  });

  it('DL-PRIS-09 freed reinforcements come in with the owner’s next phase, at an entry area', () => {
    const units = [held('grokk', 'khozar'), held('an-pikemen', 'demon')];
    let s = act(atExchange(units, { called: { khozar: true } }), 'demon', { type: 'demandExchange' }).state;
    s = act(s, 'khozar', { type: 'offerPrisoner', unit: 'grokk' }).state;
    const r = act(s, 'demon', { type: 'offerPrisoner', unit: 'an-pikemen' });
    expect(r.state.active).toBe('khozar');
    expect(r.state.stage).toEqual({ kind: 'reinforce', side: 'khozar' });
    expect(r.state.sides.khozar.toPlace).toEqual(['an-pikemen']);
    const placed = act(r.state, 'khozar', { type: 'placeReinforcements', units: ['an-pikemen'], area: '0523' }).state;
    expect(placed.units['an-pikemen']).toMatchObject({ status: 'map', area: '0523' });
    expect(placed.move?.allowance).toHaveProperty('an-pikemen');
  });

  it('DL-PRIS-10 freed demigods and spirits stay off the map until summoned again', () => {
    const units = [held('yorgash', 'khozar'), held('brannoc', 'demon'), { id: 'ysshara', area: '1911' }];
    let s = act(atExchange(units), 'demon', { type: 'demandExchange' }).state;
    s = act(s, 'khozar', { type: 'offerPrisoner', unit: 'yorgash' }).state;
    const r = act(s, 'demon', { type: 'offerPrisoner', unit: 'brannoc' });
    expect(r.state.units.yorgash).toMatchObject({ status: 'pool', area: null });
    expect(r.state.units.brannoc).toMatchObject({ status: 'map', area: '0510' });
  });
});
