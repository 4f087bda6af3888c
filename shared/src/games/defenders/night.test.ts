import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { start } from '../../engine/runner.ts';
import { LOCATIONS, MONARCH_CITY, QUESTS } from './data/index.ts';
import { configSchema } from './config.ts';
import { DARKNESS_PER_NIGHT } from './rules/night.ts';
import { enemySetupProblems } from './rules/setup.ts';
import type { State } from './rules/state.ts';
import { act, CALM, defenders, hero, minions, ofType, QUIET, sandbox } from './testkit.ts';

/** One Paladin in Monarch City, a given Darkness deck top and board; then the turn ends. */
function night(board: Record<string, unknown>, h: Record<string, unknown> = {}) {
  const s = sandbox({ heroes: { hero1: { hand: [], quest: null, ...h } }, ...board });
  return act(s, 'hero1', { type: 'endDay' });
}

describe('Evening', () => {
  it('DF-EVE-01 the active player draws 2 Hero Cards', () => {
    const r = night({ darknessDeck: QUIET, heroDeck: ['blue-01', 'blue-02'] });
    expect(ofType(r.events, 'heroCardsDrawn')[0]?.cards).toEqual(['blue-01', 'blue-02']);
  });

  it('DF-EVE-02 over 10 cards: discard down to 10, chosen by the player, then Night', () => {
    const hand = ['red-05', 'red-06', 'red-07', 'red-08', 'red-09', 'red-10', 'red-11', 'red-12', 'red-13', 'red-14'];
    let r = night({ darknessDeck: QUIET, heroDeck: ['blue-01', 'blue-02'] }, { hand });
    expect(r.state.phase).toBe('discard');
    expect(defenders.pending(r.state)[0]?.kind).toBe('discard');
    expect(ofType(r.events, 'nightFell')).toEqual([]);
    r = act(r.state, 'hero1', { type: 'discard', card: 'red-05' });
    expect(r.state.phase).toBe('discard');
    r = act(r.state, 'hero1', defenders.onTimeout(r.state, 'hero1') as never);
    expect(hero(r.state).hand.length).toBe(10);
    expect(ofType(r.events, 'nightFell').length).toBe(1);
    expect(r.state.phase).toBe('day');
  });
});

describe('Night', () => {
  it('DF-NGT-01 Darkness cards by War Status, resolved in the order drawn', () => {
    expect(ofType(night({ darknessDeck: QUIET }).events, 'darknessDrawn').length).toBe(1);
    const mid = night({ darknessDeck: ['ds-04', 'ds-11'], war: 1 });
    expect(ofType(mid.events, 'darknessDrawn').map((e) => e.card)).toEqual(['ds-04', 'ds-11']);
    expect(ofType(night({ darknessDeck: CALM, war: 3 }).events, 'darknessDrawn').length).toBe(3);
  });

  it('DF-NGT-02 a typical card places its minions, in its colours, on its two places', () => {
    const r = night({ darknessDeck: ['ds-01'] });
    expect(minions(r.state, 'lanternwatch-gate')).toMatchObject({ black: 2 });
    expect(minions(r.state, 'smoking-chasm')).toMatchObject({ red: 2 });
  });

  it('DF-NGT-03 placement can overrun and taint', () => {
    const r = night({ darknessDeck: ['ds-01'], minions: { 'smoking-chasm': { green: 2 } } });
    expect(ofType(r.events, 'overrun')[0]).toMatchObject({ location: 'smoking-chasm', colour: 'red' });
    expect(r.state.taint['smoking-chasm']).toBe(1);
  });

  it('DF-NGT-04 the General moves if exactly one space away on its path, with its new minions', () => {
    const r = night({ darknessDeck: ['ds-01'] });
    expect(ofType(r.events, 'generalAdvanced')[0]).toEqual({
      type: 'generalAdvanced',
      general: 'varkolak',
      to: 'cairnfell',
      step: 1,
    });
    expect(minions(r.state, 'cairnfell').black).toBe(2);
    const far = night({ darknessDeck: ['ds-09'] });
    expect(far.state.generals.varkolak.step).toBe(0);
    expect(ofType(far.events, 'generalHeld')[0]?.why).toBe('not-next');
  });

  it("DF-NGT-05 a General's new minions can overrun too (each extra minion on its own, AMB-29)", () => {
    const r = night({ darknessDeck: ['ds-05'], minions: { cairnfell: { black: 2 } } });
    expect(minions(r.state, 'cairnfell').black).toBe(3);
    expect(r.state.taint.cairnfell).toBe(2);
    expect(ofType(r.events, 'overrun').length).toBe(2);
  });

  it('DF-NGT-06 Generals only move toward Monarch City', () => {
    const r = night({ darknessDeck: ['ds-01'], generals: { varkolak: { step: 2 } } });
    expect(r.state.generals.varkolak.step).toBe(2);
  });

  it('DF-NGT-07 a General on a red space or already defeated does not advance', () => {
    expect(night({ darknessDeck: ['ds-01'], generals: { varkolak: { wounds: 3 } } }).state.generals.varkolak.step).toBe(
      0,
    );
    expect(
      night({ darknessDeck: ['ds-01'], generals: { varkolak: { defeated: true } } }).state.generals.varkolak.step,
    ).toBe(0);
  });

  it('DF-NGT-08 a General entering Monarch City loses the game at once', () => {
    const r = night({ darknessDeck: ['ds-15'], generals: { varkolak: { step: 3 } } });
    expect(r.state.outcome).toEqual({ result: 'loss', reason: 'Varkolak has entered Monarch City.' });
    expect(defenders.result(r.state)?.winners).toEqual([]);
  });

  it('DF-NGT-09 special cards: All is Quiet does nothing, Orc Patrols reinforce every Orc-held Green place', () => {
    const quiet = night({ darknessDeck: ['ds-45'] });
    expect(quiet.events.map((e) => e.type)).toEqual([
      'dayEnded',
      'heroCardsDrawn',
      'nightFell',
      'darknessDrawn',
      'turnBegan',
    ]);
    const patrol = night({
      darknessDeck: ['ds-47'],
      minions: { 'boar-run': { green: 1 }, tuskridge: { green: 2, red: 1 }, scorchwood: { green: 1 } },
    });
    expect(minions(patrol.state, 'boar-run').green).toBe(2);
    expect(patrol.state.taint.tuskridge).toBe(1);
    expect(minions(patrol.state, 'scorchwood').green).toBe(1);
  });

  it('DF-NGT-10 Mid War: the 2nd card only moves; Late War: the 3rd card only moves', () => {
    const mid = night({ darknessDeck: ['ds-01', 'ds-09'], war: 1 });
    expect(ofType(mid.events, 'darknessDrawn').map((e) => e.use)).toEqual(['both', 'advance']);
    expect(mid.state.generals.varkolak.step).toBe(2);
    expect(minions(mid.state, 'sulphur-springs').red).toBe(0);
    expect(minions(mid.state, 'cairnfell').black).toBe(2);
    const late = night({ darknessDeck: ['ds-45', 'ds-01', 'ds-09'], war: 3 });
    expect(ofType(late.events, 'darknessDrawn').map((e) => e.use)).toEqual(['both', 'both', 'advance']);
    expect(minions(late.state, 'lanternwatch-gate').black).toBe(2);
    expect(minions(late.state, 'sulphur-springs').red).toBe(0);
  });
});

describe('overruns and taint', () => {
  it('DF-OVR-01 at most 3 minions in a place outside Monarch City', () => {
    const r = night({ darknessDeck: ['ds-01'], minions: { 'lanternwatch-gate': { black: 2 } } });
    expect(minions(r.state, 'lanternwatch-gate').black).toBe(3);
    for (const l of LOCATIONS) {
      const c = minions(r.state, l.id);
      if (l.id !== MONARCH_CITY) expect(c.red + c.green + c.blue + c.black).toBeLessThanOrEqual(3);
    }
  });

  it('DF-OVR-02 a 4th minion is not placed: a crystal, and 1 minion of its colour to every neighbour', () => {
    const r = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { red: 1, green: 2 } } });
    expect(minions(r.state, 'cinder-vale')).toEqual({ red: 1, green: 2, blue: 0, black: 0 });
    expect(r.state.taint['cinder-vale']).toBe(1);
    for (const n of ['ember-road', 'brimstone-quarry', 'smoking-chasm', 'scorchwood', 'drowsy-crow-inn']) {
      expect(minions(r.state, n).red).toBe(1);
    }
  });

  it('DF-OVR-03 Generals do not count toward the limit', () => {
    const r = night({ darknessDeck: ['ds-01'], minions: { cairnfell: { black: 1 } } });
    expect(minions(r.state, 'cairnfell').black).toBe(3);
    expect(r.state.taint.cairnfell).toBe(0);
  });

  it('DF-OVR-04 no chain: a full neighbour is tainted, gets no minion and does not overrun', () => {
    const r = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { red: 3 }, scorchwood: { green: 3 } } });
    expect(r.state.taint.scorchwood).toBe(1);
    expect(minions(r.state, 'scorchwood')).toEqual({ red: 0, green: 3, blue: 0, black: 0 });
    expect(ofType(r.events, 'overrun').map((e) => e.location)).toEqual(['cinder-vale']);
    expect(minions(r.state, 'obsidian-flats').red).toBe(0);
  });

  it('DF-OVR-05 a place can hold several crystals and overrun again', () => {
    const r = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { green: 3 } }, taint: { 'cinder-vale': 2 } });
    expect(r.state.taint['cinder-vale']).toBe(3);
  });

  it('DF-OVR-06 Inns never overrun nor taint', () => {
    const r = night({ darknessDeck: ['ds-06'], minions: { 'drowsy-crow-inn': { black: 3 } } });
    expect(minions(r.state, 'drowsy-crow-inn').black).toBe(3);
    expect(r.state.taint['drowsy-crow-inn']).toBe(0);
    expect(ofType(r.events, 'minionTurnedAway')[0]).toMatchObject({ location: 'drowsy-crow-inn', why: 'inn' });
    const spread = night({
      darknessDeck: ['ds-02'],
      minions: { 'cinder-vale': { red: 3 }, 'drowsy-crow-inn': { red: 3 } },
    });
    expect(spread.state.taint['drowsy-crow-inn']).toBe(0);
  });

  it("DF-OVR-07 the overrun colour is the card's, or the advancing General's", () => {
    const card = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { green: 3 } } });
    expect(ofType(card.events, 'overrun')[0]?.colour).toBe('red');
    const gen = night({ darknessDeck: ['ds-01'], minions: { cairnfell: { red: 3 } } });
    expect(ofType(gen.events, 'overrun')[0]).toMatchObject({ location: 'cairnfell', colour: 'black' });
    // Two new minions on a full place: two overruns, two black spread to each neighbour (AMB-29).
    expect(minions(gen.state, 'widow-s-fen').black).toBe(2);
  });

  it('DF-OVR-08 spread minions come from the supply and every crystal counts', () => {
    const r = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { green: 3 }, 'burning-rift': { red: 21 } } });
    expect(r.state.outcome?.reason).toBe('No red minions are left to place.');
    const v = defenders.view(
      night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { green: 3 } } }).state,
      'hero1',
    );
    expect(v.supply.crystals).toBe(11);
    expect(v.supply.minions.red).toBe(25 - 5);
  });
});

describe('demons', () => {
  it('DF-DMN-01 the 3rd Demon in a place of Demons only taints it', () => {
    const r = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { red: 2 } } });
    expect(minions(r.state, 'cinder-vale').red).toBe(3);
    expect(r.state.taint['cinder-vale']).toBe(1);
    expect(ofType(r.events, 'overrun')).toEqual([]);
  });

  it('DF-DMN-02 mixed colours do not count: 2 Red + 1 Green + a Red is an ordinary overrun', () => {
    const r = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { red: 2, green: 1 } } });
    expect(ofType(r.events, 'overrun')[0]?.location).toBe('cinder-vale');
    expect(minions(r.state, 'cinder-vale')).toMatchObject({ red: 2, green: 1 });
    const two = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { red: 1, green: 1 } } });
    expect(two.state.taint['cinder-vale']).toBe(0);
  });

  it("DF-DMN-03 set-up uses the same rule: Balazarg's space and any 3-Demon place hold a crystal", () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = start(defenders, configSchema.parse({}), { dice: seededDice(seed * 7 + 1), now: 0 }).state as State;
      expect(s.taint['burning-rift']).toBe(1);
      for (const l of LOCATIONS) {
        const c = minions(s, l.id);
        if (c.red === 3 && c.green + c.blue + c.black === 0) expect(s.taint[l.id]).toBeGreaterThanOrEqual(1);
      }
      expect(enemySetupProblems(s)).toEqual([]);
    }
  });
});

describe('Monarch City and Inns', () => {
  it('DF-MC-01 Monarch City has no cap and no taint; with 4 minions it stands', () => {
    // ds-19 adds 1 Orc to full Harvest Downs: its overrun sends exactly 1 minion into the city.
    const r = night(
      { darknessDeck: ['ds-19'], minions: { 'harvest-downs': { green: 3 }, [MONARCH_CITY]: { black: 3 } } },
      { location: 'frostmere' },
    );
    expect(minions(r.state, MONARCH_CITY)).toMatchObject({ black: 3, green: 1 });
    expect(r.state.taint[MONARCH_CITY]).toBe(0);
    expect(ofType(r.events, 'overrun').map((e) => e.location)).toEqual(['harvest-downs']);
    expect(r.state.outcome).toBeNull();
    // Two spread minions on top of 2: still no cap, no overrun of the city.
    const spread = night(
      { darknessDeck: ['ds-15'], minions: { millbrook: { green: 3 }, [MONARCH_CITY]: { black: 2 } } },
      { location: 'boar-run' },
    );
    expect(minions(spread.state, MONARCH_CITY)).toMatchObject({ black: 2, green: 2 });
    expect(spread.state.outcome).toBeNull();
  });

  it('DF-MC-02 heroes start, return and arrive in Monarch City, and heal fully there when it is clear', () => {
    const s = sandbox({ heroes: { hero1: { wounds: 3, hand: [], quest: null } } });
    expect(hero(s).location).toBe(MONARCH_CITY);
    expect(hero(act(s, 'hero1', { type: 'heal' }).state).wounds).toBe(0);
  });

  it('DF-MC-03 Inns: full healing, Rumors, never overrun', () => {
    expect(LOCATIONS.filter((l) => l.inn).map((l) => l.id)).toEqual([
      'drowsy-crow-inn',
      'hearth-and-horn-inn',
      'weary-ox-inn',
      'gilded-gull-inn',
    ]);
    const s = sandbox({ heroes: { hero1: { wounds: 3, hand: [], quest: null, location: 'gilded-gull-inn' } } });
    expect(hero(act(s, 'hero1', { type: 'heal' }).state).wounds).toBe(0);
  });
});

describe('War Status', () => {
  it('DF-WAR-01 Early, Mid, Mid, Late: each defeated General moves the token one box', () => {
    let s = sandbox({
      heroes: { hero1: { hand: ['black-03', 'green-03', 'blue-03'], quest: null, location: 'grimspire-keep' } },
      generals: { varkolak: { wounds: 4 }, gorgutt: { wounds: 5 }, sapphire: { wounds: 4 } },
    });
    const kill = (general: string, card: string, loc: string, dice: number[]) => {
      s = act(s, 'hero1', { type: 'attack', general: general as 'varkolak' }).state;
      s = act(s, 'hero1', { type: 'commit', cards: [card] }, dice).state;
      if (loc)
        s = {
          ...s,
          players: { ...s.players, hero1: { ...s.players.hero1!, hero: { ...hero(s), location: loc, spent: 0 } } },
        };
    };
    kill('varkolak', 'black-03', 'gorefang-camp', [6, 6]);
    expect(s.war).toBe(1);
    kill('gorgutt', 'green-03', 'drakehold-peak', [6, 6]);
    expect(s.war).toBe(2);
    kill('sapphire', 'blue-03', '', [6, 6]);
    expect(s.war).toBe(3);
  });

  it('DF-WAR-02 Darkness cards per Night: 1, 2, 2, 3', () => {
    expect([...DARKNESS_PER_NIGHT]).toEqual([1, 2, 2, 3]);
    expect(ofType(night({ darknessDeck: CALM, war: 2 }).events, 'darknessDrawn').length).toBe(2);
  });

  it('DF-WAR-03 the 4th General ends the game: no fifth box', () => {
    const s = sandbox({
      war: 3,
      heroes: {
        hero1: { hand: ['red-03'], quest: null, location: 'burning-rift', slain: ['varkolak', 'gorgutt', 'sapphire'] },
      },
      generals: { balazarg: { wounds: 4 } },
    });
    let r = act(s, 'hero1', { type: 'attack', general: 'balazarg' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['red-03'] }, [6, 6, 6]);
    expect(r.state.war).toBe(3);
    expect(ofType(r.events, 'warAdvanced')).toEqual([]);
  });
});

describe('winning and losing', () => {
  const lastGeneral = () =>
    sandbox({
      war: 3,
      heroes: {
        hero1: { hand: ['red-03'], quest: null, location: 'burning-rift', slain: ['varkolak', 'gorgutt', 'sapphire'] },
      },
      generals: { balazarg: { wounds: 4 } },
    });

  it('DF-END-01 the players win together the moment the 4th General falls', () => {
    let r = act(lastGeneral(), 'hero1', { type: 'attack', general: 'balazarg' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['red-03'] }, [6, 6, 6]);
    expect(r.state.outcome?.result).toBe('win');
    expect(defenders.result(r.state)?.winners).toEqual(['hero1']);
    expect(defenders.pending(r.state)).toEqual([]);
  });

  it('DF-END-02 a General in Monarch City loses the game', () => {
    const r = night({ darknessDeck: ['ds-04'], generals: { sapphire: { step: 3 } } });
    expect(r.state.outcome).toMatchObject({ result: 'loss', reason: 'Sapphire has entered Monarch City.' });
  });

  it('DF-END-03 a card needing minions the supply lacks loses the game', () => {
    const r = night({ darknessDeck: ['ds-01'], minions: { 'burning-rift': { black: 24 } } });
    expect(r.state.outcome).toMatchObject({ result: 'loss', reason: 'No black minions are left to place.' });
  });

  it('DF-END-04 adding the last of the 12 crystals loses the game', () => {
    const r = night({ darknessDeck: ['ds-02'], minions: { 'cinder-vale': { green: 3 } }, taint: { scorchwood: 11 } });
    expect(r.state.outcome).toMatchObject({
      result: 'loss',
      reason: 'The last of the 12 Tainted Crystals was added to the board.',
    });
  });

  it('DF-END-05 the 5th minion in Monarch City loses the game', () => {
    const r = night(
      { darknessDeck: ['ds-19'], minions: { 'harvest-downs': { green: 3 }, [MONARCH_CITY]: { red: 4 } } },
      { location: 'frostmere' },
    );
    expect(minions(r.state, MONARCH_CITY)).toMatchObject({ red: 4, green: 1 });
    expect(r.state.outcome).toEqual({
      result: 'loss',
      reason: 'Five minions stand in Monarch City: the city has fallen.',
    });
  });

  it('DF-END-06 resolution stops the moment a loss is met', () => {
    const r = night({ darknessDeck: ['ds-01'], minions: { 'burning-rift': { black: 24 } } });
    const types = r.events.map((e) => e.type);
    expect(types[types.length - 1]).toBe('gameEnded');
    expect(types).not.toContain('generalAdvanced');
    expect(types).not.toContain('turnBegan');
    expect(minions(r.state, 'smoking-chasm').red).toBe(0);
  });
});

describe("the King's Champion", () => {
  it('DF-KC-01 score: completed quests plus Generals slain', () => {
    const s = sandbox(
      {
        heroes: {
          hero1: { completed: ['q01'], slain: ['varkolak'], hand: [], quest: null },
          hero2: { completed: ['q02'], hand: [], quest: null },
        },
      },
      { players: 2, heroes: ['paladin', 'rogue'] },
    );
    expect(defenders.view(s, 'hero1').scores).toEqual({ hero1: 2, hero2: 1 });
  });

  it('DF-KC-02 a General card is 1 point; a quest its printed points (1 unless marked)', () => {
    expect(QUESTS.filter((q) => q.points !== 1).map((q) => q.id)).toEqual(['q04', 'q06', 'q09']);
    const s = sandbox({ heroes: { hero1: { completed: ['q04'], slain: ['gorgutt'], hand: [], quest: null } } });
    expect(defenders.view(s, 'hero1').scores.hero1).toBe(3);
  });

  it('DF-KC-03 ties go to more quests; still tied, the title is shared', () => {
    const s = sandbox(
      {
        darknessDeck: ['ds-15'],
        generals: { varkolak: { step: 3 } },
        heroes: {
          hero1: { completed: ['q01'], slain: ['gorgutt'], hand: [], quest: null },
          hero2: { completed: ['q04'], hand: [], quest: null },
          hero3: { completed: ['q02', 'q03'], hand: [], quest: null },
        },
      },
      { players: 3, heroes: ['paladin', 'rogue', 'dwarf'] },
    );
    const end = act(s, 'hero1', { type: 'endDay' }).state;
    expect(defenders.view(end, 'hero1').champions).toEqual(['hero3']);
    const tie = sandbox(
      {
        darknessDeck: ['ds-15'],
        generals: { varkolak: { step: 3 } },
        heroes: {
          hero1: { completed: ['q01'], hand: [], quest: null },
          hero2: { completed: ['q02'], hand: [], quest: null },
        },
      },
      { players: 2, heroes: ['paladin', 'rogue'] },
    );
    expect(defenders.view(act(tie, 'hero1', { type: 'endDay' }).state, 'hero1').champions).toEqual(['hero1', 'hero2']);
  });

  it('DF-KC-04 the Champion is named whether the realm is saved or lost', () => {
    const s = sandbox({
      darknessDeck: ['ds-15'],
      generals: { varkolak: { step: 3 } },
      heroes: { hero1: { completed: ['q01'], hand: [], quest: null } },
    });
    const lost = defenders.result(act(s, 'hero1', { type: 'endDay' }).state);
    expect(lost?.summary).toMatch(/Best score: the Paladin\./);
    expect(lost?.scores).toEqual({ hero1: 1 });
    const won = sandbox({
      war: 3,
      heroes: {
        hero1: { hand: ['red-03'], quest: null, location: 'burning-rift', slain: ['varkolak', 'gorgutt', 'sapphire'] },
      },
      generals: { balazarg: { wounds: 4 } },
    });
    let r = act(won, 'hero1', { type: 'attack', general: 'balazarg' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['red-03'] }, [6, 6, 6]);
    expect(defenders.result(r.state)?.summary).toMatch(/King's Champion: the Paladin\./);
  });
});
