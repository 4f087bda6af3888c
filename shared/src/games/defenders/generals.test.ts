import { describe, expect, it } from 'vitest';
import { GENERALS, MONARCH_CITY } from './data/index.ts';
import type { State } from './rules/state.ts';
import { act, CALM, choiceTypes, defenders, hasChoice, hero, minions, ofType, rejects, sandbox } from './testkit.ts';

const KEEP = 'grimspire-keep'; // Varkolak's lair
type HeroSpec = Record<string, unknown>;

/** Two heroes (Paladin, Ranger) by default, both at Varkolak's keep. */
function duo(h1: HeroSpec, h2: HeroSpec, board: Record<string, unknown> = {}, heroes = ['paladin', 'ranger']): State {
  return sandbox(
    {
      darknessDeck: CALM,
      heroes: {
        hero1: { hand: [], quest: null, location: KEEP, ...h1 },
        hero2: { hand: [], quest: null, location: KEEP, ...h2 },
      },
      ...board,
    },
    { players: 2, heroes },
  );
}

function soloAt(loc: string, h: HeroSpec, board: Record<string, unknown> = {}, id = 'paladin'): State {
  return sandbox(
    { darknessDeck: CALM, heroes: { hero1: { hand: [], quest: null, location: loc, ...h } }, ...board },
    { heroes: [id] },
  );
}

/** hero1 attacks alone with the given cards and dice. */
function attackAlone(s: State, general: string, cards: string[], dice: number[]) {
  let r = act(s, 'hero1', { type: 'attack', general: general as 'varkolak' });
  r = act(r.state, 'hero1', { type: 'commit', cards }, dice);
  return r;
}

describe('wounds and Fear', () => {
  it('DF-WND-01 ending a turn among minions: 1 wound per minion (after Night)', () => {
    const s = soloAt('boar-run', {}, { minions: { 'boar-run': { green: 2 } } }, 'druid');
    const r = act(s, 'hero1', { type: 'endDay' });
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('woundsSuffered')).toBeGreaterThan(types.indexOf('darknessDrawn'));
    expect(ofType(r.events, 'woundsSuffered')[0]).toMatchObject({ n: 2, minions: 2, fear: false });
    expect(hero(r.state).wounds).toBe(2);
  });

  it('DF-WND-02 Fear: exactly one more wound when any Undead are present', () => {
    const three = act(soloAt('boar-run', {}, { minions: { 'boar-run': { black: 3 } } }, 'druid'), 'hero1', {
      type: 'endDay',
    });
    expect(hero(three.state).wounds).toBe(4);
    const mixed = act(soloAt('boar-run', {}, { minions: { 'boar-run': { black: 1, red: 1 } } }, 'druid'), 'hero1', {
      type: 'endDay',
    });
    expect(hero(mixed.state).wounds).toBe(3);
  });

  it('DF-WND-03 wounded tokens lie beside the card until a Healing action', () => {
    let s = act(soloAt('boar-run', {}, { minions: { 'boar-run': { green: 2 } } }, 'druid'), 'hero1', {
      type: 'endDay',
    }).state;
    expect(hero(s)).toMatchObject({ wounds: 2, spent: 0 });
    s = act(s, 'hero1', { type: 'fight' }, [6, 6]).state;
    s = act(s, 'hero1', { type: 'endDay' }).state;
    expect(hero(s).wounds).toBe(2);
    s = act(s, 'hero1', { type: 'heal' }).state;
    expect(hero(s).wounds).toBe(0);
  });

  it('DF-WND-04 a General in the location adds no wounds at the end of a turn', () => {
    const r = act(soloAt(KEEP, {}), 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'woundsSuffered')).toEqual([]);
  });

  it('DF-WND-05 a hero out of Life Tokens is lost; the player picks a new one in Monarch City with a Quest and 2 cards', () => {
    const s = sandbox(
      {
        darknessDeck: CALM,
        heroes: { hero1: { wounds: 4, hand: ['red-05'], quest: 'q02', completed: ['q01'] } },
        minions: { [MONARCH_CITY]: { red: 1 } },
      },
      { heroes: ['ranger'] },
    );
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'heroLost')[0]).toMatchObject({ hero: 'ranger', replace: true });
    expect(r.state.heroDiscard).toEqual(expect.arrayContaining(['red-05', 'red-01', 'red-02']));
    expect(r.state.questDiscard).toEqual(['q02']);
    expect(defenders.pending(r.state)).toEqual([
      { seat: 'hero1', prompt: expect.any(String), kind: 'choose-hero', timeout: true },
    ]);
    const n = act(r.state, 'hero1', { type: 'chooseHero', hero: 'cleric' });
    const h = hero(n.state);
    expect(h).toMatchObject({ id: 'cleric', location: MONARCH_CITY, wounds: 0, spent: 0 });
    expect(h.hand.length).toBe(2);
    expect(h.quest).not.toBeNull();
    expect(n.state.players.hero1?.completed).toEqual(['q01']);
    rejects(n.state, 'hero1', { type: 'chooseHero', hero: 'ranger' });
  });
});

describe('attacking a General', () => {
  it("DF-GEN-01 only on the General's space with every minion gone", () => {
    expect(choiceTypes(soloAt('cairnfell', { hand: ['black-01'] }))).not.toContain('attack');
    expect(choiceTypes(soloAt(KEEP, { hand: ['black-01'] }, { minions: { [KEEP]: { black: 1 } } }))).not.toContain(
      'attack',
    );
    expect(hasChoice(soloAt(KEEP, { hand: ['black-01'] }), 'hero1', { type: 'attack', general: 'varkolak' })).toBe(
      true,
    );
    // AMB-15: an attack needs at least one portrait card.
    expect(choiceTypes(soloAt(KEEP, { hand: ['red-01'] }))).not.toContain('attack');
  });

  it('DF-GEN-02 one action starts it and calls every other hero there', () => {
    const s = duo({ hand: ['black-01'] }, { hand: [] });
    const r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    expect(hero(r.state, 'hero1').spent).toBe(1);
    expect(ofType(r.events, 'battleBegan')[0]?.participants).toEqual(['hero1', 'hero2']);
    expect(defenders.pending(r.state).map((p) => `${p.seat}:${p.kind}`)).toEqual(['hero1:commit', 'hero2:join-attack']);
  });

  it("DF-GEN-03 any number of the General's portrait cards, 1 or 2 dice each", () => {
    const s = soloAt(KEEP, { hand: ['black-03', 'black-01', 'red-01'] });
    const started = act(s, 'hero1', { type: 'attack', general: 'varkolak' }).state;
    rejects(started, 'hero1', { type: 'commit', cards: ['red-01'] }, 'rule/illegal_card');
    rejects(started, 'hero1', { type: 'commit', cards: [] }, 'rule/no_cards');
    const r = act(started, 'hero1', { type: 'commit', cards: ['black-03', 'black-01'] }, [1, 1, 1]);
    expect(ofType(r.events, 'cardsCommitted')[0]?.dice).toBe(3);
    expect(ofType(r.events, 'generalAttacked')[0]?.dice.length).toBe(3);
  });

  it("DF-GEN-04 a General's skill can act before the dice (Balazarg's corruption)", () => {
    const s = soloAt('burning-rift', { hand: ['red-04'] });
    const r = attackAlone(s, 'balazarg', ['red-04'], [3, 6]);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('corruptionRolled')).toBeLessThan(types.indexOf('generalAttacked'));
  });

  it('DF-GEN-05 each die at the to-hit number or more moves the marker one space', () => {
    expect(GENERALS.varkolak.toHit).toBe(4);
    const r = attackAlone(
      soloAt(KEEP, { hand: ['black-03', 'black-01'] }),
      'varkolak',
      ['black-03', 'black-01'],
      [4, 3, 6],
    );
    expect(ofType(r.events, 'generalAttacked')[0]).toMatchObject({ hits: 2, wounds: 2 });
  });

  it('DF-GEN-06 the marker on the skull defeats the General', () => {
    const s = soloAt(KEEP, { hand: ['black-03'] }, { generals: { varkolak: { wounds: 3 } } });
    const r = attackAlone(s, 'varkolak', ['black-03'], [5, 6]);
    expect(r.state.generals.varkolak.defeated).toBe(true);
    expect(ofType(r.events, 'generalDefeated')[0]).toEqual({
      type: 'generalDefeated',
      general: 'varkolak',
      slayer: 'hero1',
      hero: 'paladin',
    });
  });

  it('DF-GEN-07 every card played is discarded, win or lose', () => {
    const lost = attackAlone(soloAt(KEEP, { hand: ['black-03', 'black-01'] }), 'varkolak', ['black-03'], [1, 1]);
    expect(lost.state.heroDiscard).toContain('black-03');
    expect(hero(lost.state).hand).not.toContain('black-03');
    const won = attackAlone(
      soloAt(KEEP, { hand: ['black-03'] }, { generals: { varkolak: { wounds: 3 } } }),
      'varkolak',
      ['black-03'],
      [6, 6],
    );
    expect(won.state.heroDiscard).toContain('black-03');
  });
});

describe('victory and failure', () => {
  it('DF-GOUT-01 victory: the Slayer takes the card (1 point), draws 3, War Status advances', () => {
    const s = soloAt(
      KEEP,
      { hand: ['black-03'] },
      { generals: { varkolak: { wounds: 4 } }, heroDeck: ['red-01', 'red-02', 'red-03'] },
    );
    const r = attackAlone(s, 'varkolak', ['black-03'], [6, 1]);
    expect(r.state.players.hero1?.slain).toEqual(['varkolak']);
    expect(hero(r.state).hand).toEqual(['red-01', 'red-02', 'red-03']);
    expect(r.state.war).toBe(1);
    expect(defenders.result(r.state)).toBeNull();
    expect(defenders.view(r.state, 'hero1').scores.hero1).toBe(1);
  });

  it("DF-GOUT-02 Slayer ability: 1 action removes that race's minions without dice, others stay", () => {
    const s = soloAt('boar-run', { slain: ['varkolak'] }, { minions: { 'boar-run': { black: 2, green: 1 } } });
    const r = act(s, 'hero1', { type: 'slay', general: 'varkolak' });
    expect(r.left).toBe(0);
    expect(minions(r.state, 'boar-run')).toEqual({ red: 0, green: 1, blue: 0, black: 0 });
    expect(hero(r.state).spent).toBe(1);
    expect(choiceTypes(r.state)).not.toContain('slay');
  });

  it('DF-GOUT-03 a defeated General leaves the board and never advances', () => {
    const s = soloAt(MONARCH_CITY, {}, { generals: { varkolak: { defeated: true } }, darknessDeck: ['ds-01'] });
    expect(defenders.view(s, 'hero1').generals.find((g) => g.id === 'varkolak')?.location).toBeNull();
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'generalHeld')[0]).toMatchObject({ general: 'varkolak', why: 'defeated' });
    expect(r.state.generals.varkolak.step).toBe(0);
    expect(minions(r.state, 'lanternwatch-gate').black).toBe(2);
  });

  it('DF-GOUT-04 failure: the Defeated Penalty, back to Monarch City, the General starts healing', () => {
    const s = soloAt(KEEP, { hand: ['black-03', 'red-01', 'red-02'] });
    // 2 dice: one hit (4), one miss; penalty 3 wounds and 1 random card.
    const r = attackAlone(s, 'varkolak', ['black-03'], [4, 2]);
    const pen = ofType(r.events, 'penaltySuffered')[0];
    expect(pen).toMatchObject({ wounds: 3, discarded: ['red-01'] });
    expect(hero(r.state)).toMatchObject({ wounds: 3, location: MONARCH_CITY, hand: ['red-02'] });
    expect(r.state.generals.varkolak).toMatchObject({ wounds: 1, heal: { kind: 'minor', after: 1 } });
    // AMB-16: the hero keeps acting from Monarch City with the tokens left.
    expect(r.state.phase).toBe('day');
  });
});

describe('General healing', () => {
  const wounded = (hits: number[]) => {
    const s = duo({ hand: ['black-03', 'black-08'] }, { location: MONARCH_CITY });
    return attackAlone(s, 'varkolak', ['black-03', 'black-08'], hits).state;
  };

  it("DF-GHL-01 a minor wound heals from the end of the next player's turn", () => {
    let s = wounded([4, 1, 1, 1]);
    expect(s.generals.varkolak.wounds).toBe(1);
    s = act(s, 'hero1', { type: 'endDay' }).state;
    expect(s.generals.varkolak.wounds).toBe(1);
    s = act(s, 'hero2', { type: 'endDay' }).state;
    expect(s.generals.varkolak.wounds).toBe(0);
  });

  it("DF-GHL-02 a major wound waits a full round, healing first at the end of the attacker's next turn", () => {
    let s = wounded([4, 5, 6, 1]);
    expect(s.generals.varkolak).toMatchObject({ wounds: 3, heal: { kind: 'major', seat: 'hero1' } });
    s = act(s, 'hero1', { type: 'endDay' }).state;
    s = act(s, 'hero2', { type: 'endDay' }).state;
    expect(s.generals.varkolak.wounds).toBe(3);
    s = act(s, 'hero1', { type: 'endDay' }).state;
    expect(s.generals.varkolak.wounds).toBe(2);
  });

  it('DF-GHL-03 on a red space the General does not advance, but the card still places minions', () => {
    const s = soloAt(MONARCH_CITY, {}, { generals: { varkolak: { wounds: 3 } }, darknessDeck: ['ds-01'] });
    const r = act(s, 'hero1', { type: 'endDay' });
    expect(ofType(r.events, 'generalHeld')[0]).toMatchObject({ general: 'varkolak', why: 'major-wound' });
    expect(minions(r.state, 'lanternwatch-gate').black).toBe(2);
  });

  it('DF-GHL-04 one point per turn until full; back on a light space it may advance again', () => {
    let s = wounded([4, 5, 6, 1]);
    s = act(s, 'hero1', { type: 'endDay' }).state;
    s = act(s, 'hero2', { type: 'endDay' }).state;
    s = act(s, 'hero1', { type: 'endDay' }).state; // 3 -> 2
    s = act(s, 'hero2', { type: 'endDay' }).state; // 2 -> 1
    expect(s.generals.varkolak).toMatchObject({ wounds: 1, heal: { kind: 'healing' } });
    s = act(s, 'hero1', { type: 'endDay' }).state; // 1 -> 0
    expect(s.generals.varkolak).toMatchObject({ wounds: 0, heal: null });
    const minor = soloAt(MONARCH_CITY, {}, { generals: { varkolak: { wounds: 2 } }, darknessDeck: ['ds-01'] });
    expect(act(minor, 'hero1', { type: 'endDay' }).state.generals.varkolak.step).toBe(1);
  });

  it('DF-GHL-05 Sapphire heals at once unless defeated, or unless the quest cancels it', () => {
    const at = 'drakehold-peak';
    const s = soloAt(at, { hand: ['blue-03'] });
    expect(attackAlone(s, 'sapphire', ['blue-03'], [5, 2]).state.generals.sapphire.wounds).toBe(0);
    const bane = soloAt(at, { hand: ['blue-03'], completed: ['q04'] });
    expect(bane.banes).toEqual(['sapphire']);
    expect(attackAlone(bane, 'sapphire', ['blue-03'], [5, 2]).state.generals.sapphire.wounds).toBe(1);
  });

  it('DF-GHL-06 a failed attack without hits leaves nothing to heal', () => {
    const r = attackAlone(soloAt(KEEP, { hand: ['black-01'] }), 'varkolak', ['black-01'], [2]);
    expect(ofType(r.events, 'generalHealing')).toEqual([]);
    expect(r.state.generals.varkolak).toMatchObject({ wounds: 0, heal: null });
  });
});

describe('General skills', () => {
  it('DF-GSK-01 Balazarg: a die per Red card committed; a 1 loses the card and its dice', () => {
    const s = soloAt('burning-rift', { hand: ['red-03', 'red-04'] });
    // corruption: red-03 (2 dice) rolls 1 -> lost; red-04 rolls 4 -> kept; then 1 die.
    const r = attackAlone(s, 'balazarg', ['red-03', 'red-04'], [1, 4, 5]);
    expect(ofType(r.events, 'corruptionRolled')[0]?.rolls.map((x) => x.roll)).toEqual([1, 4]);
    expect(ofType(r.events, 'generalAttacked')[0]?.dice.length).toBe(1);
    expect(r.state.heroDiscard).toEqual(expect.arrayContaining(['red-03', 'red-04']));
    expect(r.left).toBe(0);
  });

  it('DF-GSK-02 Gorgutt: every 1 rolled parries a hit, whoever rolled it', () => {
    const s = sandbox(
      {
        darknessDeck: CALM,
        heroes: {
          hero1: { hand: ['green-03'], quest: null, location: 'gorefang-camp' },
          hero2: { hand: ['green-01'], quest: null, location: 'gorefang-camp' },
        },
      },
      { players: 2, heroes: ['paladin', 'dwarf'] },
    );
    let r = act(s, 'hero1', { type: 'attack', general: 'gorgutt' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['green-03'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: ['green-01'] });
    // hero2 rolls a 1 first: a parry in the pool; hero1 then hits twice, one is parried.
    r = act(r.state, 'hero1', { type: 'attackNext', seat: 'hero2' }, [1, 5, 6]);
    const attacks = ofType(r.events, 'generalAttacked');
    expect(attacks.map((a) => [a.hits, a.parried, a.parriesAdded])).toEqual([
      [0, 0, 1],
      [1, 1, 0],
    ]);
    expect(r.state.generals.gorgutt.wounds).toBe(1);
  });

  it('DF-GSK-03 Sapphire regenerates to full health when not defeated', () => {
    const s = soloAt('drakehold-peak', { hand: ['blue-03', 'blue-08'] });
    const r = attackAlone(s, 'sapphire', ['blue-03', 'blue-08'], [5, 6, 6, 1]);
    expect(ofType(r.events, 'generalAttacked')[0]?.wounds).toBe(3);
    expect(r.state.generals.sapphire.wounds).toBe(0);
  });

  it('DF-GSK-04 Varkolak: no re-rolls (the Ranger re-rolls against anyone else)', () => {
    const vs = attackAlone(soloAt(KEEP, { hand: ['black-01'] }, {}, 'ranger'), 'varkolak', ['black-01'], [2]);
    expect(ofType(vs.events, 'generalAttacked')[0]?.reroll).toBeNull();
    expect(vs.left).toBe(0);
    const other = attackAlone(
      soloAt('burning-rift', { hand: ['red-01'] }, {}, 'ranger'),
      'balazarg',
      ['red-01'],
      [3, 2, 6],
    );
    expect(ofType(other.events, 'generalAttacked')[0]?.reroll).toEqual({ index: 0, roll: 6 });
    expect(other.state.generals.balazarg.wounds).toBe(1);
  });
});

describe('group attacks', () => {
  it('DF-GRP-01 heroes gather by ending turns on the General without attacking; minions still wound them', () => {
    const s = duo({ location: 'cairnfell' }, { location: 'mourning-fields' }, { minions: { [KEEP]: { black: 1 } } });
    let r = act(s, 'hero1', { type: 'move', mode: 'foot', to: KEEP });
    r = act(r.state, 'hero1', { type: 'endDay' });
    expect(hero(r.state, 'hero1')).toMatchObject({ location: KEEP, wounds: 2 });
    r = act(r.state, 'hero2', { type: 'move', mode: 'foot', to: KEEP });
    expect(hero(r.state, 'hero2').location).toBe(KEEP);
  });

  it('DF-GRP-02 the others present are activated: they must answer, though they may commit nothing', () => {
    const s = duo({ hand: ['black-01'] }, { hand: ['black-05'] });
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    expect(defenders.onTimeout(r.state, 'hero2')).toEqual({ type: 'commit', cards: [] });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: [] }, [6]);
    expect(ofType(r.events, 'generalAttacked').map((a) => a.seat)).toEqual(['hero1']);
    // Standing orders answer for them.
    let o = act(s, 'hero1', { type: 'attack', general: 'varkolak' }, [], { hero2: { join: 'all-matching' } });
    expect(o.state.battle?.committed.hero2).toEqual(['black-05']);
    o = act(s, 'hero1', { type: 'attack', general: 'varkolak' }, [], { hero2: { join: 'never' } });
    expect(o.state.battle?.committed.hero2).toEqual([]);
  });

  it('DF-GRP-03 the initiator picks who attacks next, after seeing each result', () => {
    const s = duo({ hand: ['black-01'] }, { hand: ['black-05'] }, {}, ['paladin', 'dwarf']);
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: ['black-05'] });
    expect(defenders.pending(r.state)).toEqual([
      { seat: 'hero1', prompt: expect.any(String), kind: 'battle-order', timeout: true },
    ]);
    expect(defenders.choices(r.state, 'hero1').map((c) => c.command)).toEqual([
      { type: 'attackNext', seat: 'hero1' },
      { type: 'attackNext', seat: 'hero2' },
    ]);
    rejects(r.state, 'hero2', { type: 'attackNext', seat: 'hero2' });
    r = act(r.state, 'hero1', { type: 'attackNext', seat: 'hero2' }, [6, 6]);
    expect(ofType(r.events, 'generalAttacked').map((a) => a.seat)).toEqual(['hero2', 'hero1']);
  });

  it('DF-GRP-04 everyone commits before any roll; committed cards are discarded even if never rolled', () => {
    const s = duo({ hand: ['black-03'] }, { hand: ['black-05'] }, { generals: { varkolak: { wounds: 3 } } }, [
      'paladin',
      'dwarf',
    ]);
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-03'] });
    expect(ofType(r.events, 'generalAttacked')).toEqual([]);
    r = act(r.state, 'hero2', { type: 'commit', cards: ['black-05'] });
    r = act(r.state, 'hero1', { type: 'attackNext', seat: 'hero1' }, [6, 6]);
    expect(r.state.generals.varkolak.defeated).toBe(true);
    expect(ofType(r.events, 'generalAttacked').map((a) => a.seat)).toEqual(['hero1']);
    expect(r.state.heroDiscard).toEqual(expect.arrayContaining(['black-03', 'black-05']));
  });

  it('DF-GRP-05 the hero landing the final blow is the Slayer, not necessarily the initiator', () => {
    const s = duo({ hand: ['black-01'] }, { hand: ['black-05'] }, { generals: { varkolak: { wounds: 4 } } }, [
      'paladin',
      'dwarf',
    ]);
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: ['black-05'] });
    r = act(r.state, 'hero1', { type: 'attackNext', seat: 'hero1' }, [2, 5]);
    expect(r.state.players.hero2?.slain).toEqual(['varkolak']);
    expect(r.state.players.hero1?.slain).toEqual([]);
  });

  it('DF-GRP-06 a group win: every hero present draws 3, War Status up 1', () => {
    const s = duo({ hand: ['black-01'] }, { hand: [] }, { generals: { varkolak: { wounds: 4 } } });
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: [] }, [6]);
    expect(hero(r.state, 'hero1').hand.length).toBe(3);
    expect(hero(r.state, 'hero2').hand.length).toBe(3);
    expect(r.state.war).toBe(1);
  });

  it('DF-GRP-07 a group loss: all present suffer the penalty and go to Monarch City; a fallen joiner picks a new hero', () => {
    const s = duo({ hand: ['black-01'] }, { hand: [], wounds: 3 });
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: [] }, [2]);
    expect(ofType(r.events, 'penaltySuffered').map((p) => p.seat)).toEqual(['hero1', 'hero2']);
    expect(hero(r.state, 'hero1')).toMatchObject({ location: MONARCH_CITY, wounds: 3 });
    expect(r.state.players.hero2?.hero).toBeNull();
    expect(defenders.pending(r.state)).toEqual([
      { seat: 'hero2', prompt: expect.any(String), kind: 'choose-hero', timeout: true },
    ]);
    const n = act(r.state, 'hero2', defenders.onTimeout(r.state, 'hero2') as never, [0]);
    expect(hero(n.state, 'hero2')).toMatchObject({ location: MONARCH_CITY, spent: 0 });
    expect(n.state.active).toBe('hero1');
    expect(n.state.phase).toBe('day');
  });

  it('DF-GRP-08 healing after a failed group attack is timed from the initiator', () => {
    const s = duo({ hand: ['black-03'] }, { hand: ['black-08'] });
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-03'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: ['black-08'] });
    r = act(r.state, 'hero1', { type: 'attackNext', seat: 'hero2' }, [5, 6, 4, 1]);
    expect(r.state.generals.varkolak).toMatchObject({ wounds: 3, heal: { kind: 'major', seat: 'hero1' } });
  });
});
