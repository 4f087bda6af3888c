import { describe, expect, it } from 'vitest';
import { BOARD, GENERAL_OF, MINION_TO_HIT, MONARCH_CITY, RACE } from './data/index.ts';
import { activeTokens } from './rules/state.ts';
import { act, choiceTypes, defenders, hasChoice, hero, minions, ofType, QUIET, rejects, sandbox } from './testkit.ts';

const solo = (h: Record<string, unknown> = {}, board: Record<string, unknown> = {}, heroId = 'druid') =>
  sandbox({ darknessDeck: QUIET, heroes: { hero1: { hand: [], quest: null, ...h } }, ...board }, { heroes: [heroId] });

describe('Daytime and Life Tokens', () => {
  it('DF-DAY-01 refresh turns spent tokens up; wounded tokens stay down', () => {
    const s = solo({ spent: 3, wounds: 1 });
    expect(activeTokens(hero(s))).toBe(1);
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(hero(r.state)).toMatchObject({ spent: 0, wounds: 1 });
    expect(activeTokens(hero(r.state))).toBe(4);
  });

  it('DF-DAY-02 one action per active Life Token', () => {
    let s = solo({ location: 'millbrook' });
    expect(activeTokens(hero(s))).toBe(5);
    for (let i = 0; i < 5; i++)
      s = act(s, 'hero1', { type: 'move', mode: 'foot', to: i % 2 ? 'millbrook' : MONARCH_CITY }).state;
    expect(activeTokens(hero(s))).toBe(0);
    expect(choiceTypes(s)).toEqual(['endDay']);
  });

  it('DF-DAY-03 an ordinary action costs 1 token, skills their printed cost', () => {
    const s = solo();
    const r = act(s, 'hero1', { type: 'move', mode: 'foot', to: 'millbrook' });
    expect(ofType(r.events, 'actionsSpent')).toEqual([
      { type: 'actionsSpent', seat: 'hero1', hero: 'druid', n: 1, what: 'move' },
    ]);
  });

  it('DF-DAY-04 active tokens fall only through wounds (or a lost battle)', () => {
    const s = solo({}, { minions: { [MONARCH_CITY]: { green: 2 } } });
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(hero(r.state)).toMatchObject({ wounds: 2, spent: 0 });
    expect(activeTokens(hero(r.state))).toBe(3);
  });

  it('DF-DAY-05 actions repeat freely, except Rumors at the Inn (2 a turn)', () => {
    let s = solo({ location: 'weary-ox-inn' });
    s = act(s, 'hero1', { type: 'move', mode: 'foot', to: 'boar-run' }).state;
    s = act(s, 'hero1', { type: 'move', mode: 'foot', to: 'weary-ox-inn' }).state;
    s = act(s, 'hero1', { type: 'rumors', colour: 'red', times: 2 }).state;
    expect(choiceTypes(s)).not.toContain('rumors');
    expect(choiceTypes(s)).toContain('move');
  });

  it('DF-DAY-06 a player may end Daytime with actions unused', () => {
    const s = solo();
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(r.events[0]).toEqual({ type: 'dayEnded', seat: 'hero1', hero: 'druid' });
  });
});

describe('movement', () => {
  it('DF-MOV-01 on foot: one adjacent location', () => {
    const s = solo();
    expect(hero(act(s, 'hero1', { type: 'move', mode: 'foot', to: 'millbrook' }).state).location).toBe('millbrook');
    rejects(s, 'hero1', { type: 'move', mode: 'foot', to: 'father-oak-forest' }, 'rule/illegal_move');
  });

  it('DF-MOV-02 by horse: discard a Horse card, up to 2 locations', () => {
    const s = solo({ hand: ['red-01'] });
    const r = act(s, 'hero1', { type: 'move', mode: 'horse', to: 'father-oak-forest', card: 'red-01' });
    expect(hero(r.state)).toMatchObject({ location: 'father-oak-forest', hand: [], spent: 1 });
    expect(r.state.heroDiscard).toEqual(['red-01']);
    rejects(s, 'hero1', { type: 'move', mode: 'horse', to: 'tuskridge', card: 'red-01' });
    rejects(s, 'hero1', { type: 'move', mode: 'horse', to: 'millbrook', card: 'red-02' });
  });

  it('DF-MOV-03 by eagle: discard an Eagle card, up to 4 locations', () => {
    const s = solo({ hand: ['red-02'] });
    expect(
      hero(act(s, 'hero1', { type: 'move', mode: 'eagle', to: 'gorefang-camp', card: 'red-02' }).state).location,
    ).toBe('gorefang-camp');
    const far = solo({ hand: ['red-02'], location: 'gorefang-camp' });
    expect(BOARD.distance('gorefang-camp', 'drakehold-peak')).toBeGreaterThan(4);
    rejects(far, 'hero1', { type: 'move', mode: 'eagle', to: 'drakehold-peak', card: 'red-02' });
  });

  it("DF-MOV-04 Magic Gate (a): a Gate card takes you to the card's place or to any gate", () => {
    const s = solo({ hand: ['red-03'] });
    expect(hasChoice(s, 'hero1', { type: 'move', mode: 'gate-card', to: 'cinder-vale', card: 'red-03' })).toBe(true);
    expect(hasChoice(s, 'hero1', { type: 'move', mode: 'gate-card', to: 'dancing-stone', card: 'red-03' })).toBe(true);
    const r = act(s, 'hero1', { type: 'move', mode: 'gate-card', to: 'dancing-stone', card: 'red-03' });
    expect(hero(r.state).location).toBe('dancing-stone');
    rejects(s, 'hero1', { type: 'move', mode: 'gate-card', to: 'scorchwood', card: 'red-03' });
  });

  it('DF-MOV-05 Magic Gate (b): from the gate you stand on to another gate, no card', () => {
    const gates = { gates: ['dancing-stone', 'scorchwood'] };
    const on = solo({ location: 'dancing-stone' }, gates);
    expect(hasChoice(on, 'hero1', { type: 'move', mode: 'gate', to: 'scorchwood' })).toBe(true);
    const r = act(on, 'hero1', { type: 'move', mode: 'gate', to: 'scorchwood' });
    expect(hero(r.state)).toMatchObject({ location: 'scorchwood', spent: 1 });
    expect(r.state.heroDiscard).toEqual([]);
    // Off a gate, two gates on the board are not enough.
    const off = solo({ location: MONARCH_CITY }, gates);
    expect(hasChoice(off, 'hero1', { type: 'move', mode: 'gate', to: 'scorchwood' })).toBe(false);
    rejects(off, 'hero1', { type: 'move', mode: 'gate', to: 'scorchwood' }, 'rule/illegal_move');
    // From a gate, only to a place with a gate.
    expect(hasChoice(on, 'hero1', { type: 'move', mode: 'gate', to: 'cinder-vale' })).toBe(false);
    rejects(on, 'hero1', { type: 'move', mode: 'gate', to: 'cinder-vale' }, 'rule/illegal_move');
  });

  it('DF-MOV-06 minions never block movement', () => {
    const s = solo({ hand: ['red-01'] }, { minions: { millbrook: { green: 3 }, [MONARCH_CITY]: { red: 1 } } });
    expect(hasChoice(s, 'hero1', { type: 'move', mode: 'foot', to: 'millbrook' })).toBe(true);
    expect(hasChoice(s, 'hero1', { type: 'move', mode: 'horse', to: 'father-oak-forest', card: 'red-01' })).toBe(true);
  });
});

describe('skills', () => {
  it('DF-SKL-01 a skill costs its printed actions; a free one costs none', () => {
    const soar = act(solo({}, {}, 'eagle-rider'), 'hero1', { type: 'skill', skill: 'soar', to: 'gorefang-camp' });
    expect(hero(soar.state)).toMatchObject({ location: 'gorefang-camp', spent: 1 });
    const blink = act(solo({}, {}, 'sorceress'), 'hero1', { type: 'skill', skill: 'blink', to: 'drakehold-peak' });
    expect(hero(blink.state)).toMatchObject({ location: 'drakehold-peak', spent: 2 });
    const rogue = solo({}, {}, 'rogue');
    const pick = act(rogue, 'hero1', { type: 'skill', skill: 'pickpocket' });
    expect(hero(pick.state)).toMatchObject({ spent: 0, hand: ['red-01'] });
    rejects(pick.state, 'hero1', { type: 'skill', skill: 'pickpocket' });
  });
});

describe('Sure Shot (the Ranger)', () => {
  // The rules text has no Ranger: Sure Shot is our data (data/README.md), "re-roll the lowest miss".
  it('DF-SKL-01 against minions the lowest missed die is re-rolled, not the first miss', () => {
    const s = solo({}, { minions: { [MONARCH_CITY]: { red: 1, green: 1 } } }, 'ranger');
    // red 3 misses (needs 4), green 1 misses (needs 3): the 1 is re-rolled.
    const r = act(s, 'hero1', { type: 'fight' }, [3, 1, 6]);
    expect(ofType(r.events, 'minionsFought')[0]?.reroll).toEqual({ index: 1, roll: 6 });
    expect(minions(r.state, MONARCH_CITY)).toMatchObject({ red: 1, green: 0 });
    expect(r.left).toBe(0);
  });

  it('DF-SKL-01 a hit is never re-rolled, however low; equal misses re-roll the first', () => {
    const s = solo({}, { minions: { [MONARCH_CITY]: { green: 1, blue: 1 } } }, 'ranger');
    // green 3 hits (needs 3); blue 4 misses (needs 5) and is the one re-rolled.
    const r = act(s, 'hero1', { type: 'fight' }, [3, 4, 5]);
    expect(ofType(r.events, 'minionsFought')[0]?.reroll).toEqual({ index: 1, roll: 5 });
    const tie = solo({}, { minions: { [MONARCH_CITY]: { black: 2 } } }, 'ranger');
    expect(ofType(act(tie, 'hero1', { type: 'fight' }, [2, 2, 1]).events, 'minionsFought')[0]?.reroll).toEqual({
      index: 0,
      roll: 1,
    });
    // With every die a hit there is nothing to re-roll.
    const all = act(tie, 'hero1', { type: 'fight' }, [4, 5]);
    expect(ofType(all.events, 'minionsFought')[0]?.reroll).toBeNull();
    expect(all.left).toBe(0);
  });

  it('DF-SKL-01 against a General the same rule: the lowest miss', () => {
    const s = solo({ location: 'drakehold-peak', hand: ['blue-03'] }, {}, 'ranger');
    let r = act(s, 'hero1', { type: 'attack', general: 'sapphire' });
    // Sapphire needs 5: 4 and 2 miss, the 2 is re-rolled.
    r = act(r.state, 'hero1', { type: 'commit', cards: ['blue-03'] }, [4, 2, 6]);
    expect(ofType(r.events, 'generalAttacked')[0]).toMatchObject({ reroll: { index: 1, roll: 6 }, hits: 1 });
  });
});

describe('Magic Gates', () => {
  it('DF-GATE-01 discard the card of your place to build a gate there', () => {
    const s = solo({ location: 'cinder-vale', hand: ['red-03', 'red-04'] });
    expect(hasChoice(s, 'hero1', { type: 'buildGate', card: 'red-04' })).toBe(false);
    const r = act(s, 'hero1', { type: 'buildGate', card: 'red-03' });
    expect(r.state.gates).toContain('cinder-vale');
    expect(hero(r.state)).toMatchObject({ hand: ['red-04'], spent: 1 });
  });

  it('DF-GATE-02 no gate once all 5 are out, nor where one stands', () => {
    const full = solo(
      { location: 'cinder-vale', hand: ['red-03'] },
      {
        gates: ['dancing-stone', 'a', 'b', 'c', 'd'].map((g, i) =>
          i ? ['ember-road', 'scorchwood', 'millbrook', 'frostmere'][i - 1] : g,
        ) as string[],
      },
    );
    rejects(full, 'hero1', { type: 'buildGate', card: 'red-03' });
    const there = solo({ location: 'cinder-vale', hand: ['red-03'] }, { gates: ['cinder-vale'] });
    rejects(there, 'hero1', { type: 'buildGate', card: 'red-03' });
  });
});

describe('Rumors at the Inn', () => {
  it('DF-INN-01 only at an Inn', () => {
    expect(choiceTypes(solo({ location: 'boar-run' }))).not.toContain('rumors');
    expect(choiceTypes(solo({ location: 'weary-ox-inn' }))).toContain('rumors');
  });

  it('DF-INN-02 at most 2 actions a turn', () => {
    let s = solo({ location: 'weary-ox-inn' });
    s = act(s, 'hero1', { type: 'rumors', colour: 'red', times: 1 }).state;
    expect(hasChoice(s, 'hero1', { type: 'rumors', colour: 'red', times: 2 })).toBe(false);
    s = act(s, 'hero1', { type: 'rumors', colour: 'blue', times: 1 }).state;
    rejects(s, 'hero1', { type: 'rumors', colour: 'blue', times: 1 });
    expect(hero(s).rumors).toBe(2);
  });

  it('DF-INN-03 call a colour, draw 2 per action, keep that colour and Purple', () => {
    const s = solo({ location: 'weary-ox-inn' }, { heroDeck: ['red-05', 'green-01', 'purple-01', 'blue-01'] });
    const r = act(s, 'hero1', { type: 'rumors', colour: 'red', times: 2 });
    expect(hero(r.state).hand).toEqual(['red-05', 'purple-01']);
    expect(r.state.heroDiscard).toEqual(['green-01', 'blue-01']);
    expect(hero(r.state).spent).toBe(2);
  });

  it('DF-INN-04 the hand may exceed 10 during Daytime', () => {
    const hand = ['red-05', 'red-06', 'red-07', 'red-08', 'red-09', 'red-10', 'red-11', 'red-12', 'red-13', 'red-14'];
    const s = solo({ location: 'weary-ox-inn', hand }, { heroDeck: ['red-01', 'red-02'] });
    const r = act(s, 'hero1', { type: 'rumors', colour: 'red', times: 1 });
    expect(hero(r.state).hand.length).toBe(12);
    expect(r.state.phase).toBe('day');
  });
});

describe('Heal the Land', () => {
  const tainted = (h: Record<string, unknown> = {}, heroId = 'paladin') =>
    solo({ location: 'cinder-vale', hand: ['red-04', 'green-04'], ...h }, { taint: { 'cinder-vale': 2 } }, heroId);

  it('DF-HTL-01 only on a tainted location', () => {
    expect(choiceTypes(solo({ location: 'cinder-vale', hand: ['red-04'] }))).not.toContain('healLand');
    expect(choiceTypes(tainted())).toContain('healLand');
  });

  it("DF-HTL-02 costs an action and a card of the location's colour", () => {
    const s = tainted();
    rejects(s, 'hero1', { type: 'healLand', card: 'green-04' });
    const r = act(s, 'hero1', { type: 'healLand', card: 'red-04' }, [1, 1]);
    expect(hero(r.state)).toMatchObject({ hand: ['green-04'], spent: 1 });
  });

  it('DF-HTL-03 two dice; a 5+ on either removes exactly one crystal', () => {
    const s = tainted();
    expect(act(s, 'hero1', { type: 'healLand', card: 'red-04' }, [6, 6]).state.taint['cinder-vale']).toBe(1);
    expect(act(s, 'hero1', { type: 'healLand', card: 'red-04' }, [2, 5]).state.taint['cinder-vale']).toBe(1);
    expect(act(s, 'hero1', { type: 'healLand', card: 'red-04' }, [4, 4]).state.taint['cinder-vale']).toBe(2);
    // The Druid's skill: 4 is enough.
    expect(
      act(tainted({}, 'druid'), 'hero1', { type: 'healLand', card: 'red-04' }, [4, 1]).state.taint['cinder-vale'],
    ).toBe(1);
  });

  it('DF-HTL-04 a failed roll still spends card and action; a removed crystal returns to the supply', () => {
    const s = tainted();
    const fail = act(s, 'hero1', { type: 'healLand', card: 'red-04' }, [1, 4]);
    expect(hero(fail.state)).toMatchObject({ hand: ['green-04'], spent: 1 });
    expect(ofType(fail.events, 'landHealRolled')[0]?.success).toBe(false);
    const ok = act(s, 'hero1', { type: 'healLand', card: 'red-04' }, [5, 1]);
    expect(defenders.view(ok.state, 'hero1').supply.crystals).toBe(11);
  });
});

describe('healing wounds', () => {
  it('DF-HEAL-01 healing costs 1 action', () => {
    const r = act(solo({ wounds: 2 }), 'hero1', { type: 'heal' });
    expect(ofType(r.events, 'actionsSpent')[0]?.n).toBe(1);
  });

  it('DF-HEAL-02 Monarch City and Inns heal completely', () => {
    expect(hero(act(solo({ wounds: 4 }), 'hero1', { type: 'heal' }).state).wounds).toBe(0);
    expect(hero(act(solo({ wounds: 3, location: 'weary-ox-inn' }), 'hero1', { type: 'heal' }).state).wounds).toBe(0);
  });

  it('DF-HEAL-03 elsewhere, without minions, heal 2', () => {
    expect(hero(act(solo({ wounds: 4, location: 'boar-run' }), 'hero1', { type: 'heal' }).state).wounds).toBe(2);
  });

  it('DF-HEAL-04 never above the starting Life Tokens', () => {
    const r = act(solo({ wounds: 1, location: 'boar-run' }), 'hero1', { type: 'heal' });
    expect(hero(r.state)).toMatchObject({ wounds: 0, max: 5 });
    expect(choiceTypes(solo({ wounds: 0 }))).not.toContain('heal');
  });

  it('DF-HEAL-05 no healing where minions or a General stand, Monarch City included', () => {
    rejects(solo({ wounds: 2 }, { minions: { [MONARCH_CITY]: { red: 1 } } }), 'hero1', { type: 'heal' });
    rejects(solo({ wounds: 2, location: 'burning-rift' }), 'hero1', { type: 'heal' });
  });

  it('DF-HEAL-06 healed tokens come back face down: no extra actions this turn', () => {
    const s = solo({ wounds: 3, location: 'boar-run' });
    expect(activeTokens(hero(s))).toBe(2);
    const r = act(s, 'hero1', { type: 'heal' });
    expect(hero(r.state)).toMatchObject({ wounds: 1, spent: 3 });
    expect(activeTokens(hero(r.state))).toBe(1);
    expect(activeTokens(hero(act(r.state, 'hero1', { type: 'endDay' }).state))).toBe(4);
  });
});

describe('fighting minions', () => {
  it('DF-MIN-01 one action attacks every minion at the location', () => {
    const s = solo({}, { minions: { [MONARCH_CITY]: { red: 1, green: 1, black: 1 } } });
    const r = act(s, 'hero1', { type: 'fight' }, [6, 6, 6]);
    expect(hero(r.state).spent).toBe(1);
    expect(minions(r.state, MONARCH_CITY)).toEqual({ red: 0, green: 0, blue: 0, black: 0 });
  });

  it('DF-MIN-02 one die per minion; each success removes that minion to the supply', () => {
    const s = solo({}, { minions: { [MONARCH_CITY]: { green: 3 } } });
    const r = act(s, 'hero1', { type: 'fight' }, [3, 2, 6]);
    expect(ofType(r.events, 'minionsFought')[0]?.dice.length).toBe(3);
    expect(minions(r.state, MONARCH_CITY).green).toBe(1);
    expect(defenders.view(r.state, 'hero1').supply.minions.green).toBe(24);
  });

  it('DF-MIN-03 Orcs fall to 3+, Demons and Undead to 4+, Dragonkin to 5+', () => {
    expect(MINION_TO_HIT).toEqual({ red: 4, green: 3, blue: 5, black: 4 });
    const s = solo({}, { minions: { [MONARCH_CITY]: { red: 2, green: 2, blue: 2, black: 2 } } });
    // red 4 3, green 3 2, blue 5 4, black 4 3: each first die hits, each second misses
    const r = act(s, 'hero1', { type: 'fight' }, [4, 3, 3, 2, 5, 4, 4, 3]);
    expect(minions(r.state, MONARCH_CITY)).toEqual({ red: 1, green: 1, blue: 1, black: 1 });
  });

  it('DF-MIN-04 Generals are not minions: no fight without minions, and fighting never wounds a General', () => {
    expect(choiceTypes(solo({ location: 'burning-rift' }))).not.toContain('fight');
    rejects(solo(), 'hero1', { type: 'fight' });
    const s = solo({ location: 'burning-rift' }, { minions: { 'burning-rift': { red: 1 } } });
    const r = act(s, 'hero1', { type: 'fight' }, [6]);
    expect(r.state.generals.balazarg.wounds).toBe(0);
    expect(ofType(r.events, 'minionsFought')[0]?.dice.length).toBe(1);
  });

  it('DF-MIN-05 each race has a General of its colour', () => {
    expect(GENERAL_OF).toEqual({ red: 'balazarg', green: 'gorgutt', blue: 'sapphire', black: 'varkolak' });
    expect(RACE).toEqual({ red: 'Demon', green: 'Orc', blue: 'Dragonkin', black: 'Undead' });
  });

  it('DF-MIN-06 race traits: Dragonkin hardest, Undead add Fear, the Paladin smites Undead on 3', () => {
    expect(Math.max(...Object.values(MINION_TO_HIT))).toBe(MINION_TO_HIT.blue);
    const s = solo({}, { minions: { [MONARCH_CITY]: { black: 1 } } }, 'paladin');
    expect(minions(act(s, 'hero1', { type: 'fight' }, [3]).state, MONARCH_CITY).black).toBe(0);
    const fear = act(solo({}, { minions: { [MONARCH_CITY]: { black: 1 } } }), 'hero1', { type: 'endDay' });
    expect(ofType(fear.events, 'woundsSuffered')[0]).toMatchObject({ n: 2, fear: true });
  });
});
