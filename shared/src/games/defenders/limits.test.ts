/**
 * Both sides of every limit, and every restriction as a refusal: a command the rules forbid is
 * neither offered in choices nor accepted by decide. Each scenario keeps the rule in play: the
 * board is set one step short of the limit and exactly at it.
 */
import { describe, expect, it } from 'vitest';
import { HERO_IDS, MONARCH_CITY } from './data/index.ts';
import type { Command } from './commands.ts';
import type { State } from './rules/state.ts';
import { act, defenders, hasChoice, hero, minions, ofType, QUIET, rejects, sandbox } from './testkit.ts';

type Spec = Record<string, unknown>;

/** One hero (the Druid unless named), empty hand, no quest, Nights kept quiet unless told. */
const solo = (h: Spec = {}, board: Spec = {}, heroId = 'druid'): State =>
  sandbox({ darknessDeck: QUIET, heroes: { hero1: { hand: [], quest: null, ...h } }, ...board }, { heroes: [heroId] });

/** Ends the hero's Daytime: Evening, then the Night with the scenario's Darkness cards. */
const night = (h: Spec, board: Spec, heroId = 'druid') => act(solo(h, board, heroId), 'hero1', { type: 'endDay' });

/** Not offered, and refused by decide (with `code` when given). */
function refused(s: State, cmd: Command, code?: string, seat = 'hero1'): void {
  expect(hasChoice(s, seat, cmd), `${JSON.stringify(cmd)} is offered`).toBe(false);
  rejects(s, seat, cmd, code);
}

/** Offered, and accepted. */
function allowed(s: State, cmd: Command, dice: number[] = [], seat = 'hero1') {
  expect(hasChoice(s, seat, cmd), `${JSON.stringify(cmd)} is not offered`).toBe(true);
  return act(s, seat, cmd, dice);
}

describe('the hand limit is more than 10', () => {
  const cards = (n: number) => Array.from({ length: n }, (_, i) => `red-${String(i + 1).padStart(2, '0')}`);
  const evening = (n: number) => night({ hand: cards(n) }, { heroDeck: ['blue-01', 'blue-02'] });

  it('DF-EVE-02 exactly 10 after drawing: no discard, the Night follows', () => {
    const r = evening(8);
    expect(hero(r.state).hand.length).toBe(10);
    expect(ofType(r.events, 'handLimit')).toEqual([]);
    expect(ofType(r.events, 'nightFell').length).toBe(1);
    expect(r.state.phase).toBe('day');
    refused(r.state, { type: 'discard', card: 'red-01' }, 'rule/illegal_discard');
  });

  it('DF-EVE-02 11 after drawing: one discard brings the hand to 10, then the Night', () => {
    const r = evening(9);
    expect(ofType(r.events, 'handLimit')).toMatchObject([{ over: 1 }]);
    expect(r.state.phase).toBe('discard');
    expect(ofType(r.events, 'nightFell')).toEqual([]);
    // Only the discard is open: no Daytime action, no card from outside the hand.
    refused(r.state, { type: 'endDay' }, 'rule/illegal_endDay');
    refused(r.state, { type: 'discard', card: 'green-01' }, 'rule/illegal_discard');
    const d = allowed(r.state, { type: 'discard', card: 'blue-01' });
    expect(hero(d.state).hand.length).toBe(10);
    expect(ofType(d.events, 'nightFell').length).toBe(1);
    expect(d.state.phase).toBe('day');
  });
});

describe('Balazarg corrupts on a 1 only', () => {
  // red-03 shows 2 dice, red-04 one; a corrupted card adds none.
  const attack = (dice: number[]) => {
    const s = solo({ location: 'burning-rift', hand: ['red-03', 'red-04'] }, {}, 'paladin');
    const r = act(s, 'hero1', { type: 'attack', general: 'balazarg' });
    return act(r.state, 'hero1', { type: 'commit', cards: ['red-03', 'red-04'] }, dice);
  };

  it('DF-GSK-01 a corruption roll of 2 keeps the card and its dice', () => {
    const r = attack([2, 2, 5, 5, 5]);
    expect(ofType(r.events, 'corruptionRolled')[0]?.rolls.map((x) => x.roll)).toEqual([2, 2]);
    expect(ofType(r.events, 'generalAttacked')[0]?.dice.length).toBe(3);
    expect(r.left).toBe(0);
  });

  it('DF-GSK-01 a corruption roll of 1 loses that card and its dice', () => {
    const r = attack([1, 2, 5]);
    expect(ofType(r.events, 'generalAttacked')[0]?.dice.length).toBe(1);
    expect(r.left).toBe(0);
  });
});

describe('movement limits', () => {
  it('DF-MOV-02 a Horse card reaches 2 steps, not 3', () => {
    const s = solo({ hand: ['red-01'] });
    allowed(s, { type: 'move', mode: 'horse', to: 'father-oak-forest', card: 'red-01' });
    refused(s, { type: 'move', mode: 'horse', to: 'tuskridge', card: 'red-01' }, 'rule/illegal_move');
  });

  it('DF-MOV-03 an Eagle card reaches 4 steps, not 5', () => {
    const s = solo({ location: 'gorefang-camp', hand: ['red-02'] });
    const r = allowed(s, { type: 'move', mode: 'eagle', to: MONARCH_CITY, card: 'red-02' });
    expect(hero(r.state).location).toBe(MONARCH_CITY);
    refused(s, { type: 'move', mode: 'eagle', to: 'lanternwatch-gate', card: 'red-02' }, 'rule/illegal_move');
  });

  it('DF-MOV-01 on foot only to a neighbour', () => {
    const s = solo();
    allowed(s, { type: 'move', mode: 'foot', to: 'millbrook' });
    refused(s, { type: 'move', mode: 'foot', to: 'father-oak-forest' }, 'rule/illegal_move');
  });

  it('DF-MOV-04 a Gate card only to its own place or to a gate', () => {
    const s = solo({ hand: ['red-03'] });
    allowed(s, { type: 'move', mode: 'gate-card', to: 'cinder-vale', card: 'red-03' });
    refused(s, { type: 'move', mode: 'gate-card', to: 'scorchwood', card: 'red-03' }, 'rule/illegal_move');
    refused(s, { type: 'move', mode: 'gate-card', to: 'cinder-vale', card: 'red-01' }, 'rule/illegal_move');
  });
});

describe('actions and skills', () => {
  it('DF-DAY-02 no action without an active Life Token', () => {
    const one = solo({ spent: 4 });
    const r = allowed(one, { type: 'move', mode: 'foot', to: 'millbrook' });
    refused(r.state, { type: 'move', mode: 'foot', to: MONARCH_CITY }, 'rule/illegal_move');
  });

  it('DF-SKL-01 Blink costs 2 actions: possible with 2 left, not with 1', () => {
    const two = solo({ spent: 3 }, {}, 'sorceress');
    const r = allowed(two, { type: 'skill', skill: 'blink', to: 'drakehold-peak' });
    expect(hero(r.state).spent).toBe(5);
    refused(solo({ spent: 4 }, {}, 'sorceress'), { type: 'skill', skill: 'blink', to: 'drakehold-peak' });
  });

  it('DF-SKL-01 Pickpocket is free but once a turn', () => {
    const s = solo({ spent: 5 }, {}, 'rogue');
    const r = allowed(s, { type: 'skill', skill: 'pickpocket' });
    refused(r.state, { type: 'skill', skill: 'pickpocket' }, 'rule/illegal_skill');
  });

  it('DF-SKL-01 Stone Skin: one wound fewer among minions, never below none', () => {
    const two = night({ location: 'boar-run' }, { minions: { 'boar-run': { green: 2 } } }, 'dwarf');
    expect(ofType(two.events, 'woundsSuffered')).toMatchObject([{ n: 1 }]);
    const one = night({ location: 'boar-run' }, { minions: { 'boar-run': { green: 1 } } }, 'dwarf');
    expect(ofType(one.events, 'woundsSuffered')).toEqual([]);
    expect(hero(one.state).wounds).toBe(0);
    const none = night({ location: 'boar-run' }, {}, 'dwarf');
    expect(ofType(none.events, 'woundsSuffered')).toEqual([]);
    expect(hero(none.state).wounds).toBe(0);
  });
});

describe('gates and the Inn', () => {
  const fourGates = ['dancing-stone', 'ember-road', 'scorchwood', 'millbrook'];

  it('DF-GATE-02 the 5th gate can be built; a 6th cannot', () => {
    const four = solo({ location: 'cinder-vale', hand: ['red-03'] }, { gates: fourGates });
    const r = allowed(four, { type: 'buildGate', card: 'red-03' });
    expect(r.state.gates.length).toBe(5);
    const five = solo({ location: 'cinder-vale', hand: ['red-03'] }, { gates: [...fourGates, 'frostmere'] });
    refused(five, { type: 'buildGate', card: 'red-03' }, 'rule/illegal_buildGate');
  });

  it('DF-GATE-02 no second gate where one stands', () => {
    const s = solo({ location: 'cinder-vale', hand: ['red-03'] }, { gates: ['dancing-stone', 'cinder-vale'] });
    refused(s, { type: 'buildGate', card: 'red-03' }, 'rule/illegal_buildGate');
  });

  it('DF-GATE-01 a gate needs the card of the place where the hero stands', () => {
    refused(solo({ location: 'cinder-vale', hand: ['red-04'] }), { type: 'buildGate', card: 'red-04' });
    refused(solo({ location: 'cinder-vale', hand: [] }), { type: 'buildGate', card: 'red-03' });
  });

  it('DF-INN-01 Rumors only at an Inn', () => {
    allowed(solo({ location: 'weary-ox-inn' }), { type: 'rumors', colour: 'red', times: 1 });
    refused(solo({ location: 'boar-run' }), { type: 'rumors', colour: 'red', times: 1 }, 'rule/illegal_rumors');
  });

  it('DF-INN-02 Rumors: 2 actions a turn; after 1, a call of 2 is refused and a call of 1 taken', () => {
    const once = act(solo({ location: 'weary-ox-inn' }), 'hero1', { type: 'rumors', colour: 'red', times: 1 }).state;
    refused(once, { type: 'rumors', colour: 'red', times: 2 }, 'rule/illegal_rumors');
    const twice = allowed(once, { type: 'rumors', colour: 'red', times: 1 });
    refused(twice.state, { type: 'rumors', colour: 'red', times: 1 }, 'rule/illegal_rumors');
    // A call of 2 needs 2 actions left.
    refused(solo({ location: 'weary-ox-inn', spent: 4 }), { type: 'rumors', colour: 'blue', times: 2 });
    allowed(solo({ location: 'weary-ox-inn', spent: 3 }), { type: 'rumors', colour: 'blue', times: 2 });
  });
});

describe('healing', () => {
  it('DF-HEAL-04 no healing at full health', () => {
    refused(solo({ wounds: 0 }), { type: 'heal' }, 'rule/illegal_heal');
    allowed(solo({ wounds: 1 }), { type: 'heal' });
  });

  it('DF-HEAL-05 no healing with a single minion or a General present, Monarch City included', () => {
    refused(solo({ wounds: 2 }, { minions: { [MONARCH_CITY]: { red: 1 } } }), { type: 'heal' }, 'rule/illegal_heal');
    refused(solo({ wounds: 2, location: 'burning-rift' }), { type: 'heal' }, 'rule/illegal_heal');
    refused(solo({ wounds: 2, location: 'weary-ox-inn' }, { minions: { 'weary-ox-inn': { green: 1 } } }), {
      type: 'heal',
    });
  });

  it('DF-HEAL-03 away from the city and Inns: 2 wounds, leaving the third', () => {
    const r = allowed(solo({ wounds: 3, location: 'boar-run' }), { type: 'heal' });
    expect(hero(r.state).wounds).toBe(1);
  });

  it('DF-HTL-01 Heal the Land only where a crystal lies', () => {
    refused(solo({ location: 'cinder-vale', hand: ['red-04'] }), { type: 'healLand', card: 'red-04' });
    allowed(
      solo({ location: 'cinder-vale', hand: ['red-04'] }, { taint: { 'cinder-vale': 1 } }),
      { type: 'healLand', card: 'red-04' },
      [1, 1],
    );
  });

  it('DF-HTL-02 Heal the Land needs a card of the place colour', () => {
    const s = solo({ location: 'cinder-vale', hand: ['green-04'] }, { taint: { 'cinder-vale': 1 } });
    refused(s, { type: 'healLand', card: 'green-04' }, 'rule/illegal_healLand');
  });

  it('DF-HTL-03 Heal the Land: 5 heals, 4 does not; the Druid heals on 4, not on 3', () => {
    const tainted = (id: string) =>
      solo({ location: 'cinder-vale', hand: ['red-04'] }, { taint: { 'cinder-vale': 1 } }, id);
    const heal = (id: string, dice: number[]) =>
      act(tainted(id), 'hero1', { type: 'healLand', card: 'red-04' }, dice).state.taint['cinder-vale'];
    expect(heal('paladin', [5, 1])).toBe(0);
    expect(heal('paladin', [4, 4])).toBe(1);
    expect(heal('druid', [1, 4])).toBe(0);
    expect(heal('druid', [3, 3])).toBe(1);
  });
});

describe('fighting', () => {
  it('DF-MIN-04 no fight where no minion stands', () => {
    refused(solo({ location: 'burning-rift' }), { type: 'fight' }, 'rule/illegal_fight');
    allowed(solo({}, { minions: { [MONARCH_CITY]: { green: 1 } } }), { type: 'fight' }, [1]);
  });

  it('DF-MIN-06 the Paladin smites Undead on 3, not on 2', () => {
    const s = solo({}, { minions: { [MONARCH_CITY]: { black: 2 } } }, 'paladin');
    expect(minions(act(s, 'hero1', { type: 'fight' }, [3, 2]).state, MONARCH_CITY).black).toBe(1);
  });

  it('DF-GOUT-02 the Slayer acts only on its race, and only where some stand', () => {
    const slayer = { slain: ['varkolak'], location: 'boar-run' };
    refused(solo(slayer, { minions: { 'boar-run': { green: 2 } } }), { type: 'slay', general: 'varkolak' });
    refused(solo({ location: 'boar-run' }, { minions: { 'boar-run': { black: 2 } } }), {
      type: 'slay',
      general: 'varkolak',
    });
    allowed(solo(slayer, { minions: { 'boar-run': { black: 1 } } }), { type: 'slay', general: 'varkolak' });
  });

  it('DF-GEN-01 no attack on a General while one minion stands with it, nor without its portrait card', () => {
    const keep = 'grimspire-keep';
    refused(
      solo({ location: keep, hand: ['black-01'] }, { minions: { [keep]: { black: 1 } } }),
      { type: 'attack', general: 'varkolak' },
      'rule/illegal_attack',
    );
    refused(solo({ location: keep, hand: ['red-01'] }), { type: 'attack', general: 'varkolak' });
    refused(solo({ location: 'cairnfell', hand: ['black-01'] }), { type: 'attack', general: 'varkolak' });
    allowed(solo({ location: keep, hand: ['black-01'] }), { type: 'attack', general: 'varkolak' });
  });

  it('DF-GOUT-03 a defeated General cannot be attacked again', () => {
    const s = solo({ location: 'grimspire-keep', hand: ['black-01'] }, { generals: { varkolak: { defeated: true } } });
    refused(s, { type: 'attack', general: 'varkolak' }, 'rule/illegal_attack');
  });

  it('DF-TRN-03 a player whose turn it is not is offered nothing and refused', () => {
    const s = sandbox({ darknessDeck: QUIET }, { players: 2, heroes: ['paladin', 'rogue'] });
    refused(s, { type: 'endDay' }, 'rule/not_your_turn', 'hero2');
    refused(s, { type: 'move', mode: 'foot', to: 'millbrook' }, 'rule/not_your_turn', 'hero2');
    expect(defenders.choices(s, 'hero2')).toEqual([]);
  });

  it('DF-GEN-06 one hit short of the skull leaves the General standing', () => {
    const s = solo({ location: 'grimspire-keep', hand: ['black-03'] }, { generals: { varkolak: { wounds: 3 } } });
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-03'] }, [5, 1]);
    expect(r.state.generals.varkolak).toMatchObject({ defeated: false, wounds: 4 });
    expect(ofType(r.events, 'generalDefeated')).toEqual([]);
  });

  it('DF-GSK-02 Gorgutt parries on a 1, not on a 2', () => {
    const s = solo({ location: 'gorefang-camp', hand: ['green-03'] }, {}, 'paladin');
    const roll = (dice: number[]) => {
      const r = act(s, 'hero1', { type: 'attack', general: 'gorgutt' });
      return ofType(act(r.state, 'hero1', { type: 'commit', cards: ['green-03'] }, dice).events, 'generalAttacked')[0];
    };
    expect(roll([2, 5])).toMatchObject({ hits: 1, parried: 0, parriesAdded: 0 });
    expect(roll([1, 5])).toMatchObject({ hits: 0, parried: 1, parriesAdded: 1 });
  });
});

describe('the board at Night', () => {
  it('DF-OVR-01 a 3rd minion is placed; the 4th overruns', () => {
    // ds-19 adds 1 Demon to Scorchwood.
    const two = night({}, { darknessDeck: ['ds-19'], minions: { scorchwood: { green: 2 } } });
    expect(minions(two.state, 'scorchwood')).toMatchObject({ green: 2, red: 1 });
    expect(ofType(two.events, 'overrun')).toEqual([]);
    expect(two.state.taint.scorchwood).toBe(0);
    const three = night({}, { darknessDeck: ['ds-19'], minions: { scorchwood: { green: 3 } } });
    expect(ofType(three.events, 'overrun').map((e) => e.location)).toEqual(['scorchwood']);
    expect(three.state.taint.scorchwood).toBe(1);
  });

  it('DF-OVR-06 an Inn with 2 minions takes a 3rd; at 3 it turns the next away', () => {
    // ds-06 adds 1 Undead to The Drowsy Crow.
    const two = night({}, { darknessDeck: ['ds-06'], minions: { 'drowsy-crow-inn': { black: 2 } } });
    expect(minions(two.state, 'drowsy-crow-inn').black).toBe(3);
    expect(ofType(two.events, 'minionTurnedAway')).toEqual([]);
    const three = night({}, { darknessDeck: ['ds-06'], minions: { 'drowsy-crow-inn': { black: 3 } } });
    expect(minions(three.state, 'drowsy-crow-inn').black).toBe(3);
    expect(ofType(three.events, 'minionTurnedAway')).toMatchObject([{ location: 'drowsy-crow-inn', why: 'inn' }]);
  });

  it('DF-OVR-04 a spread minion fills a neighbour holding 2; only a full one is tainted instead', () => {
    // ds-02 adds 1 Demon to full Cinder Vale: Scorchwood is a neighbour.
    const two = night(
      {},
      { darknessDeck: ['ds-02'], minions: { 'cinder-vale': { green: 3 }, scorchwood: { green: 2 } } },
    );
    expect(minions(two.state, 'scorchwood')).toMatchObject({ green: 2, red: 1 });
    expect(two.state.taint.scorchwood).toBe(0);
    const three = night(
      {},
      { darknessDeck: ['ds-02'], minions: { 'cinder-vale': { green: 3 }, scorchwood: { green: 3 } } },
    );
    expect(minions(three.state, 'scorchwood')).toMatchObject({ green: 3, red: 0 });
    expect(three.state.taint.scorchwood).toBe(1);
  });

  it('DF-DMN-01 a 2nd Demon does not taint; the 3rd does', () => {
    // ds-02 adds 1 Demon to Cinder Vale.
    const one = night({}, { darknessDeck: ['ds-02'], minions: { 'cinder-vale': { red: 1 } } });
    expect(minions(one.state, 'cinder-vale').red).toBe(2);
    expect(one.state.taint['cinder-vale']).toBe(0);
    const two = night({}, { darknessDeck: ['ds-02'], minions: { 'cinder-vale': { red: 2 } } });
    expect(two.state.taint['cinder-vale']).toBe(1);
  });

  it('DF-MC-01 three Demons and nothing else in Monarch City do not taint it', () => {
    // ds-08 adds 1 Demon to full Saltmarsh Crossing, whose overrun sends a Demon into the city.
    const r = night(
      { location: 'frostmere' },
      {
        darknessDeck: ['ds-08'],
        minions: { 'saltmarsh-crossing': { green: 3 }, [MONARCH_CITY]: { red: 2 } },
      },
    );
    expect(minions(r.state, MONARCH_CITY)).toMatchObject({ red: 3, green: 0, blue: 0, black: 0 });
    expect(r.state.taint[MONARCH_CITY]).toBe(0);
  });

  it('DF-OVR-06 three Demons at an Inn do not taint it', () => {
    // ds-17 adds 1 Demon to The Hearth and Horn.
    const r = night({}, { darknessDeck: ['ds-17'], minions: { 'hearth-and-horn-inn': { red: 2 } } });
    expect(minions(r.state, 'hearth-and-horn-inn').red).toBe(3);
    expect(r.state.taint['hearth-and-horn-inn']).toBe(0);
  });

  it('DF-NGT-09 Orc Patrols pass over a Green place with no Orc', () => {
    const r = night({}, { darknessDeck: ['ds-47'], minions: { 'boar-run': { green: 1 }, tuskridge: { red: 1 } } });
    expect(minions(r.state, 'boar-run').green).toBe(2);
    expect(minions(r.state, 'tuskridge')).toMatchObject({ red: 1, green: 0 });
    expect(minions(r.state, 'father-oak-forest').green).toBe(0);
  });

  it('DF-END-04 the 11th crystal is not the last: the game goes on', () => {
    const r = night(
      {},
      { darknessDeck: ['ds-02'], minions: { 'cinder-vale': { green: 3 } }, taint: { frostmere: 10 } },
    );
    expect(Object.values(r.state.taint).reduce((a, b) => a + b, 0)).toBe(11);
    expect(r.state.outcome).toBeNull();
    expect(defenders.view(r.state, 'hero1').supply.crystals).toBe(1);
  });

  it('DF-END-03 a card taking the last minions of a colour is no loss; one more than the supply is', () => {
    // ds-01 adds 2 Undead to Lanternwatch Gate; Varkolak stands past the card's place and stays.
    const board = (onBoard: number) => ({
      darknessDeck: ['ds-01'],
      generals: { varkolak: { step: 1 } },
      minions: { 'gallows-hill': { black: onBoard } },
    });
    const exact = night({}, board(23));
    expect(exact.state.outcome).toBeNull();
    expect(defenders.view(exact.state, 'hero1').supply.minions.black).toBe(0);
    const short = night({}, board(24));
    expect(short.state.outcome).toMatchObject({ result: 'loss', reason: 'No black minions are left to place.' });
  });

  it('DF-WND-05 a hero one token short of none fights on; the last token lost loses the hero', () => {
    const spare = night({ location: 'boar-run', wounds: 3 }, { minions: { 'boar-run': { green: 1 } } });
    expect(hero(spare.state)).toMatchObject({ id: 'druid', wounds: 4 });
    expect(ofType(spare.events, 'heroLost')).toEqual([]);
    const last = night({ location: 'boar-run', wounds: 4 }, { minions: { 'boar-run': { green: 1 } } });
    expect(ofType(last.events, 'heroLost')).toMatchObject([{ hero: 'druid' }]);
  });
});

describe('skills and Purple cards: how far, how much', () => {
  it('DF-SKL-01 Soar reaches 4 steps, not 5', () => {
    const s = solo({ location: 'gorefang-camp' }, {}, 'eagle-rider');
    allowed(s, { type: 'skill', skill: 'soar', to: MONARCH_CITY });
    refused(s, { type: 'skill', skill: 'soar', to: 'lanternwatch-gate' }, 'rule/illegal_skill');
  });

  it('DF-SKL-01 Mend heals 2 wounds of a hero at the same place, and only a wounded one', () => {
    const pair = (wounds: number, where = MONARCH_CITY) =>
      sandbox(
        {
          darknessDeck: QUIET,
          heroes: { hero1: { hand: [], quest: null }, hero2: { hand: [], quest: null, wounds, location: where } },
        },
        { players: 2, heroes: ['cleric', 'ranger'] },
      );
    const mend = { type: 'skill', skill: 'mend', target: 'hero2' } as const;
    expect(hero(allowed(pair(3), mend).state, 'hero2').wounds).toBe(1);
    expect(hero(allowed(pair(2), mend).state, 'hero2').wounds).toBe(0);
    refused(pair(0), mend, 'rule/illegal_skill');
    refused(pair(3, 'millbrook'), mend, 'rule/illegal_skill');
  });

  it('DF-SKL-01 Second Wind turns up 2 spent tokens, or the one there is; none spent, nothing to play', () => {
    const play = { type: 'special', card: 'purple-01' } as const;
    expect(hero(allowed(solo({ hand: ['purple-01'], spent: 3 }), play).state).spent).toBe(1);
    expect(hero(allowed(solo({ hand: ['purple-01'], spent: 1 }), play).state).spent).toBe(0);
    refused(solo({ hand: ['purple-01'] }), play, 'rule/illegal_special');
  });

  it('DF-SKL-01 Banishment removes 2 minions of the colour named, and needs one there', () => {
    const s = solo({ hand: ['purple-02'] }, { minions: { [MONARCH_CITY]: { red: 3, green: 1 } } });
    const r = allowed(s, { type: 'special', card: 'purple-02', colour: 'red' });
    expect(minions(r.state, MONARCH_CITY)).toMatchObject({ red: 1, green: 1 });
    refused(s, { type: 'special', card: 'purple-02', colour: 'blue' }, 'rule/illegal_special');
  });

  it('DF-SKL-01 Sanctify needs a crystal here; Royal Summons is not played in Monarch City', () => {
    refused(solo({ hand: ['purple-03'], location: 'cinder-vale' }), { type: 'special', card: 'purple-03' });
    const r = allowed(solo({ hand: ['purple-03'], location: 'cinder-vale' }, { taint: { 'cinder-vale': 1 } }), {
      type: 'special',
      card: 'purple-03',
    });
    expect(r.state.taint['cinder-vale']).toBe(0);
    refused(solo({ hand: ['purple-04'] }), { type: 'special', card: 'purple-04' }, 'rule/illegal_special');
    allowed(solo({ hand: ['purple-04'], location: 'boar-run' }), { type: 'special', card: 'purple-04' });
  });

  it('DF-KC-01 a quest needs its place and every card it asks for', () => {
    const quest = { type: 'quest' } as const;
    const at = (hand: string[], location = 'dancing-stone') => solo({ quest: 'q04', hand, location });
    allowed(at(['blue-01', 'blue-02']), quest);
    refused(at(['blue-01', 'red-01']), quest, 'rule/illegal_quest');
    refused(at(['blue-01', 'blue-02'], 'frostmere'), quest, 'rule/illegal_quest');
  });
});

describe('battle limits', () => {
  it('DF-GEN-03 the hero who starts an attack is not offered, nor allowed, to commit nothing', () => {
    const s = solo({ location: 'grimspire-keep', hand: ['black-01', 'red-01'] });
    const started = act(s, 'hero1', { type: 'attack', general: 'varkolak' }).state;
    refused(started, { type: 'commit', cards: [] }, 'rule/no_cards');
    refused(started, { type: 'commit', cards: ['black-01', 'red-01'] }, 'rule/illegal_card');
    allowed(started, { type: 'commit', cards: ['black-01'] }, [1]);
  });

  it('DF-GOUT-04 a defeat penalty leaving one token keeps the hero; one taking the last loses it', () => {
    // Varkolak's penalty is 3 wounds; the Ranger has 5 Life Tokens.
    const fight = (wounds: number) => {
      const s = solo({ location: 'grimspire-keep', hand: ['black-01'], wounds }, {}, 'ranger');
      const r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
      return act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] }, [1]);
    };
    const spare = fight(1);
    expect(hero(spare.state)).toMatchObject({ id: 'ranger', wounds: 4, location: MONARCH_CITY });
    expect(ofType(spare.events, 'heroLost')).toEqual([]);
    expect(ofType(fight(2).events, 'heroLost')).toMatchObject([{ hero: 'ranger' }]);
  });
});

describe('running out of heroes', () => {
  it('DF-CMP-07 a fallen hero is replaced while one unused hero is left; with none, the player is out', () => {
    const dying = solo({ wounds: 4 }, { minions: { [MONARCH_CITY]: { green: 1 } } });
    const oneLeft = { ...dying, usedHeroes: HERO_IDS.filter((h) => h !== 'dwarf') };
    const r = act(oneLeft, 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'heroLost')).toMatchObject([{ replace: true }]);
    expect(defenders.choices(r.state, 'hero1').map((c) => (c.command as { hero: string }).hero)).toEqual([
      'dwarf',
      'random',
    ]);
    const none = act({ ...dying, usedHeroes: [...HERO_IDS] }, 'hero1', { type: 'endDay' });
    expect(ofType(none.events, 'heroLost')).toMatchObject([{ replace: false }]);
    expect(none.state.outcome?.result).toBe('loss');
  });
});
