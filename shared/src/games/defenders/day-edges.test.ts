/**
 * Daytime edges found by mutation testing (`npm run mutate -- defenders`, rules/day.ts): each test
 * pins a checklist rule that a surviving mutant showed no other test held. Mostly what the Daytime
 * prompt offers and says (labels, groups, the questions asked before a step that cannot be undone),
 * plus the quests' gives and rewards, Smite, Banishment and the log words of each action.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import { MONARCH_CITY } from './data/index.ts';
import { placeName } from './names.ts';
import { dayChoices, dayOptions } from './rules/day.ts';
import type { State } from './rules/state.ts';
import { act, hero, minions, ofType, QUIET, sandbox } from './testkit.ts';

type HeroSetup = {
  location?: string;
  wounds?: number;
  spent?: number;
  hand?: string[];
  quest?: string | null;
  slain?: ('balazarg' | 'gorgutt' | 'sapphire' | 'varkolak')[];
};

/** One hero (the Paladin unless named) with an empty hand and no quest unless given. */
const solo = (h: HeroSetup = {}, board: Record<string, unknown> = {}, heroId = 'paladin', config = {}) =>
  sandbox(
    { darknessDeck: QUIET, ...board, heroes: { hero1: { hand: [], quest: null, ...h } } },
    { heroes: [heroId], ...config },
  );

/** The offered options of one command type, as the player reads them. */
const offered = (s: State, type: Command['type'], seat = 'hero1') =>
  dayOptions(s, seat)
    .filter((o) => o.command.type === type)
    .map(({ command, label, group, target, confirm }) => ({ command, label, group, target, confirm }));

const labels = (s: State, type: Command['type']) => offered(s, type).map((o) => o.label);

describe('resting', () => {
  it('DF-HEAL-03 the Rest label says how many wounds heal: 2 at most away from the city and Inns, all there', () => {
    const rest = (location: string, wounds: number) => labels(solo({ location, wounds }), 'heal');
    expect(rest('ember-road', 1)).toEqual(['Rest: heal 1 wound']);
    expect(rest('ember-road', 2)).toEqual(['Rest: heal all 2 wounds']);
    expect(rest('ember-road', 3)).toEqual(['Rest: heal 2 wounds']);
    expect(rest('hearth-and-horn-inn', 3)).toEqual(['Rest: heal all 3 wounds']);
    expect(rest(MONARCH_CITY, 3)).toEqual(['Rest: heal all 3 wounds']);
    expect(rest(MONARCH_CITY, 1)).toEqual(['Rest: heal 1 wound']);
    expect(offered(solo({ location: 'ember-road', wounds: 1 }), 'heal')).toEqual([
      { command: { type: 'heal' }, label: 'Rest: heal 1 wound', group: 'Heal', target: 'ember-road' },
    ]);
  });
});

describe('Rumors at the Inn', () => {
  it('DF-INN-03 each action draws 2 cards: the labels say 2 for one action and 4 for two', () => {
    const s = solo({ location: 'hearth-and-horn-inn' });
    expect(offered(s, 'rumors').filter((o) => (o.command as { colour: string }).colour === 'blue')).toEqual([
      {
        command: { type: 'rumors', colour: 'blue', times: 1 },
        label: 'Rumors at the Inn: draw 2 Hero Cards, keep the blue and purple ones (1 action)',
        group: 'Inn',
        target: 'hearth-and-horn-inn',
      },
      {
        command: { type: 'rumors', colour: 'blue', times: 2 },
        label: 'Rumors at the Inn: draw 4 Hero Cards, keep the blue and purple ones (2 actions)',
        group: 'Inn',
        target: 'hearth-and-horn-inn',
      },
    ]);
  });
});

describe('Heal the Land', () => {
  it('DF-HTL-03 the label and question give the number needed: 5 for most heroes, 4 for the Druid', () => {
    const board = { taint: { 'ember-road': 1 } };
    const paladin = offered(solo({ location: 'ember-road', hand: ['red-01'] }, board), 'healLand');
    expect(paladin).toEqual([
      {
        command: { type: 'healLand', card: 'red-01' },
        label:
          'Heal the Land: discard the red Horse card of Ember Road and roll 2 dice (5+ on either removes a Tainted Crystal)',
        group: 'Heal',
        target: 'ember-road',
        confirm: 'The red Horse card of Ember Road is spent whether or not a die shows 5 or more.',
      },
    ]);
    const druid = offered(solo({ location: 'ember-road', hand: ['red-01'] }, board, 'druid'), 'healLand');
    expect(druid.map((o) => [o.label, o.confirm])).toEqual([
      [
        'Heal the Land: discard the red Horse card of Ember Road and roll 2 dice (4+ on either removes a Tainted Crystal)',
        'The red Horse card of Ember Road is spent whether or not a die shows 4 or more.',
      ],
    ]);
  });
});

describe('Magic Gates', () => {
  it('DF-GATE-01 building a gate names the card, and with closed hands asks first', () => {
    const s = solo({ location: 'ember-road', hand: ['red-01'] }, {}, 'paladin', { openHands: false });
    expect(offered(s, 'buildGate')).toEqual([
      {
        command: { type: 'buildGate', card: 'red-01' },
        label: 'Build a Magic Gate here, discarding the red Horse card of Ember Road',
        group: 'Gate',
        target: 'ember-road',
        confirm:
          'Hands are closed: the red Horse card of Ember Road is shown to the table, and this cannot be taken back.',
      },
    ]);
  });

  it('DF-MOV-05 stepping gate to gate costs no card: offered to the other gate, never to the gate stood on, and it beats a gate card', () => {
    const s = solo({ location: 'dancing-stone', hand: ['blue-07'] }, { gates: ['dancing-stone', 'cinder-vale'] });
    const moves = offered(s, 'move');
    expect(moves.filter((o) => (o.command as { mode: string }).mode === 'gate')).toEqual([
      {
        command: { type: 'move', mode: 'gate', to: 'cinder-vale' },
        label: 'Step through the Magic Gate to Cinder Vale',
        group: 'Move',
        target: 'cinder-vale',
      },
    ]);
    expect(moves.filter((o) => (o.command as { to: string }).to === 'dancing-stone')).toEqual([]);
    // The gate card also reaches Cinder Vale, but the free step is the way offered there.
    const there = dayChoices(s, 'hero1').filter((o) => (o.command as { to?: string }).to === 'cinder-vale');
    expect(there.map((o) => o.command)).toEqual([{ type: 'move', mode: 'gate', to: 'cinder-vale' }]);
  });

  it('DF-MOV-04 of two gate cards to the same gate, the one with fewer battle dice goes, even of the colour the quest asks for', () => {
    // The blue card has 1 die and the quest wants blue; the red one has 2 dice: dice count first.
    const s = solo({ hand: ['red-03', 'blue-07'], quest: 'q08' }, { gates: ['dancing-stone'] });
    const there = dayChoices(s, 'hero1').filter((o) => (o.command as { to?: string }).to === 'dancing-stone');
    expect(there.map((o) => o.command)).toEqual([
      { type: 'move', mode: 'gate-card', to: 'dancing-stone', card: 'blue-07' },
    ]);
  });
});

describe('skills', () => {
  it('DF-SKL-01 Soar and Blink are offered as skills, to every other place but never to where the hero stands', () => {
    const soar = offered(solo({}, {}, 'eagle-rider'), 'skill');
    expect(soar.length).toBeGreaterThan(8);
    expect(soar.every((o) => o.group === 'Skill' && o.label === `Soar to ${placeName(o.target ?? '')}`)).toBe(true);
    expect(soar.some((o) => o.target === MONARCH_CITY)).toBe(false);
    expect(soar.find((o) => o.target === 'ember-road')).toEqual({
      command: { type: 'skill', skill: 'soar', to: 'ember-road' },
      label: 'Soar to Ember Road',
      group: 'Skill',
      target: 'ember-road',
    });
    const blink = offered(solo({}, {}, 'sorceress'), 'skill');
    expect(blink).toHaveLength(48);
    expect(blink.some((o) => o.target === MONARCH_CITY)).toBe(false);
    expect(blink.find((o) => o.target === 'cinder-vale')).toEqual({
      command: { type: 'skill', skill: 'blink', to: 'cinder-vale' },
      label: 'Blink to Cinder Vale (2 actions)',
      group: 'Skill',
      target: 'cinder-vale',
    });
  });

  it('DF-SKL-01 Pickpocket is offered while a card is left to draw, in the deck or the discard, and spends no action', () => {
    const rogue = (deck: string[], discard: string[]) => {
      const s = solo({}, {}, 'rogue');
      return { ...s, heroDeck: deck, heroDiscard: discard };
    };
    expect(offered(rogue([], []), 'skill')).toEqual([]);
    expect(offered(rogue([], ['red-01', 'red-02']), 'skill')).toEqual([
      {
        command: { type: 'skill', skill: 'pickpocket' },
        label: 'Pickpocket: draw 1 Hero Card',
        group: 'Skill',
        target: undefined,
        confirm: undefined,
      },
    ]);
    const r = act(rogue(['blue-01'], []), 'hero1', { type: 'skill', skill: 'pickpocket' });
    expect(hero(r.state).hand).toEqual(['blue-01']);
    expect(ofType(r.events, 'actionsSpent')).toEqual([]);
    expect(ofType(r.events, 'skillUsed')).toEqual([expect.objectContaining({ skill: 'pickpocket' })]);
  });

  it('DF-SKL-01 Mend is offered for each other wounded hero here, never for the Cleric, and says how many wounds it heals', () => {
    const s = sandbox(
      {
        darknessDeck: QUIET,
        heroes: {
          hero1: { hand: [], quest: null, wounds: 2 },
          hero2: { hand: [], quest: null, wounds: 1 },
          hero3: { hand: [], quest: null, wounds: 3 },
          hero4: { hand: [], quest: null },
        },
      },
      { players: 4, heroes: ['cleric', 'paladin', 'rogue', 'dwarf'], firstSeat: 'hero1' },
    );
    expect(offered(s, 'skill')).toEqual([
      {
        command: { type: 'skill', skill: 'mend', target: 'hero2' },
        label: 'Mend the Paladin: heal 1 wound',
        group: 'Skill',
        target: MONARCH_CITY,
        confirm: undefined,
      },
      {
        command: { type: 'skill', skill: 'mend', target: 'hero3' },
        label: 'Mend the Rogue: heal 2 wounds',
        group: 'Skill',
        target: MONARCH_CITY,
        confirm: undefined,
      },
    ]);
    const r = act(s, 'hero1', { type: 'skill', skill: 'mend', target: 'hero2' });
    expect(ofType(r.events, 'actionsSpent')).toEqual([expect.objectContaining({ n: 1, what: 'skill' })]);
  });
});

describe('Purple cards', () => {
  it('DF-SKL-01 the Purple cards say what they do, and with closed hands ask before the card is shown', () => {
    const s = solo(
      { location: 'ember-road', spent: 1, hand: ['purple-01', 'purple-02', 'purple-03', 'purple-04'] },
      { minions: { 'ember-road': { red: 1, green: 2 } }, taint: { 'ember-road': 1 } },
      'paladin',
      { openHands: false },
    );
    const shown = (name: string) =>
      `Hands are closed: the purple ${name} card is shown to the table, and this cannot be taken back.`;
    expect(offered(s, 'special')).toEqual([
      {
        command: { type: 'special', card: 'purple-01' },
        label: 'Play Second Wind: turn 1 spent Life Token face up',
        group: 'Cards',
        target: undefined,
        confirm: shown('Second Wind'),
      },
      {
        command: { type: 'special', card: 'purple-02', colour: 'red' },
        label: 'Play Banishment: remove 1 Demon (red) from here',
        group: 'Cards',
        target: 'ember-road',
        confirm: shown('Banishment'),
      },
      {
        command: { type: 'special', card: 'purple-02', colour: 'green' },
        label: 'Play Banishment: remove 2 Orcs (green) from here',
        group: 'Cards',
        target: 'ember-road',
        confirm: shown('Banishment'),
      },
      {
        command: { type: 'special', card: 'purple-03' },
        label: 'Play Sanctify: remove a Tainted Crystal from here',
        group: 'Cards',
        target: 'ember-road',
        confirm: shown('Sanctify'),
      },
      {
        command: { type: 'special', card: 'purple-04' },
        label: 'Play Royal Summons: go to Monarch City',
        group: 'Cards',
        target: MONARCH_CITY,
        confirm: shown('Royal Summons'),
      },
    ]);
    expect(labels(solo({ spent: 4, hand: ['purple-05'] }), 'special')).toEqual([
      'Play Second Wind: turn 2 spent Life Tokens face up',
    ]);
  });

  it('DF-SKL-01 Banishment removes the colour the player names, not another one there', () => {
    const s = solo(
      { location: 'ember-road', hand: ['purple-02'] },
      { minions: { 'ember-road': { red: 1, green: 2 } } },
    );
    const r = act(s, 'hero1', { type: 'special', card: 'purple-02', colour: 'green' });
    expect(minions(r.state, 'ember-road')).toMatchObject({ red: 1, green: 0 });
  });

  it('DF-SKL-01 Royal Summons takes the hero to Monarch City, summoned (not walking)', () => {
    const r = act(solo({ location: 'boar-run', hand: ['purple-04'] }), 'hero1', { type: 'special', card: 'purple-04' });
    expect(ofType(r.events, 'heroMoved')).toEqual([expect.objectContaining({ to: MONARCH_CITY, mode: 'summons' })]);
    expect(hero(r.state).location).toBe(MONARCH_CITY);
    expect(hero(r.state).hand).toEqual([]);
  });
});

describe('fighting', () => {
  it('DF-MIN-03 Smite makes Undead fall to a 3 for the Paladin; a Demon still needs its 4', () => {
    const s = solo({ location: 'ember-road' }, { minions: { 'ember-road': { red: 1, black: 1 } } });
    expect(offered(s, 'fight')).toEqual([
      {
        command: { type: 'fight' },
        label: 'Fight 1 Demon (red) and 1 Undead (black) here: roll 2 dice',
        group: 'Fight',
        target: 'ember-road',
        confirm: undefined,
      },
    ]);
    const r = act(s, 'hero1', { type: 'fight' }, [3, 3]);
    expect(ofType(r.events, 'minionsFought')[0]?.defeated).toEqual({ red: 0, green: 0, blue: 0, black: 1 });
    expect(minions(r.state, 'ember-road')).toMatchObject({ red: 1, black: 0 });
  });

  it('DF-GOUT-02 the Slayer is offered to destroy that race here without a roll, named and grouped with fighting', () => {
    const s = solo({ location: 'ember-road', slain: ['gorgutt'] }, { minions: { 'ember-road': { red: 1, green: 2 } } });
    expect(offered(s, 'slay')).toEqual([
      {
        command: { type: 'slay', general: 'gorgutt' },
        label: 'Slayer of Gorgutt the Savage: destroy the 2 Orcs (green) here without a roll',
        group: 'Fight',
        target: 'ember-road',
        confirm: undefined,
      },
    ]);
  });
});

describe('attacking a General: what the question says', () => {
  const ATTACK_ALONE =
    'The Paladin attacks Gorgutt the Savage with up to 1 die (3+ hits, 5 hits to defeat). Committed cards are ' +
    'spent win or lose. A loss costs each hero in the battle 3 wounds and sends them to Monarch City.';

  it('DF-GEN-02 alone: no one is called to join, the hits left count the wounds already dealt, and Gorgutt takes no cards', () => {
    const s = solo({ location: 'gorefang-camp', hand: ['green-01'] }, { generals: { gorgutt: { wounds: 1 } } });
    expect(offered(s, 'attack')).toEqual([
      {
        command: { type: 'attack', general: 'gorgutt' },
        label: 'Attack Gorgutt the Savage',
        group: 'Fight',
        target: 'gorefang-camp',
        confirm: ATTACK_ALONE,
      },
    ]);
  });

  it('DF-GRP-02 one hero here is called to join; two are', () => {
    const one = sandbox(
      {
        darknessDeck: QUIET,
        heroes: {
          hero1: { location: 'gorefang-camp', hand: ['green-01'], quest: null },
          hero2: { location: 'gorefang-camp', hand: ['green-03'], quest: null },
        },
      },
      { players: 2, heroes: ['paladin', 'ranger'], firstSeat: 'hero1' },
    );
    expect(offered(one, 'attack')[0]?.confirm).toBe(
      'The Paladin attacks Gorgutt the Savage with up to 1 die (3+ hits, 6 hits to defeat); the Ranger (up to 2 dice) ' +
        'is called to join. Committed cards are spent win or lose. A loss costs each hero in the battle 3 wounds and ' +
        'sends them to Monarch City.',
    );
    const two = sandbox(
      {
        darknessDeck: QUIET,
        heroes: {
          hero1: { location: 'burning-rift', hand: ['red-01'], quest: null, wounds: 4 },
          hero2: { location: 'burning-rift', hand: [], quest: null },
          hero3: { location: 'burning-rift', hand: ['red-03'], quest: null },
        },
      },
      { players: 3, heroes: ['paladin', 'ranger', 'dwarf'], firstSeat: 'hero1' },
    );
    expect(offered(two, 'attack')[0]?.confirm).toBe(
      'The Paladin attacks Lord Balazarg with up to 1 die (5+ hits, 5 hits to defeat); the Ranger (up to 0 dice) and ' +
        'the Dwarf (up to 2 dice) are called to join. Committed cards are spent win or lose. A loss costs each hero in ' +
        'the battle 2 wounds and 1 random Hero Card and sends them to Monarch City; the Paladin would fall.',
    );
  });
});

describe('quests', () => {
  it('DF-KC-01 a quest asking for any one card gives up only the first card in hand, and draws its reward', () => {
    const s = solo(
      { location: 'boar-run', hand: ['red-01', 'blue-01'], quest: 'q07' },
      { heroDeck: ['green-01', 'green-02'] },
    );
    expect(offered(s, 'quest')).toEqual([
      {
        command: { type: 'quest' },
        label: 'Complete The Lost Caravan, giving up the red Horse card of Ember Road: draw 2 Hero Cards',
        group: 'Quest',
        target: 'boar-run',
        confirm: 'Gives up the red Horse card of Ember Road for good; a new quest is drawn.',
      },
    ]);
    const r = act(s, 'hero1', { type: 'quest' });
    expect(ofType(r.events, 'actionsSpent')).toEqual([expect.objectContaining({ n: 1, what: 'quest' })]);
    expect(ofType(r.events, 'cardsDiscarded')).toEqual([expect.objectContaining({ cards: ['red-01'], why: 'quest' })]);
    expect(hero(r.state).hand).toEqual(['blue-01', 'green-01', 'green-02']);
    expect(r.state.players.hero1?.completed).toEqual(['q07']);
  });

  it('DF-KC-01 the quest question says whether a new quest is left to draw, counting the quest discard too', () => {
    const base = solo({ location: 'boar-run', hand: ['red-01'], quest: 'q07' });
    const confirm = (deck: string[], discard: string[]) =>
      offered({ ...base, questDeck: deck, questDiscard: discard }, 'quest')[0]?.confirm;
    expect(confirm(['q01'], ['q02'])).toBe('Gives up the red Horse card of Ember Road for good; a new quest is drawn.');
    expect(confirm([], ['q02'])).toBe('Gives up the red Horse card of Ember Road for good; a new quest is drawn.');
    expect(confirm([], [])).toBe('Gives up the red Horse card of Ember Road for good; no quest is left to draw.');
  });

  it('DF-KC-01 a cleansing quest removes every crystal at its place, and says so', () => {
    const s = solo(
      { location: 'brimstone-quarry', hand: ['red-01'], quest: 'q02' },
      { taint: { 'brimstone-quarry': 2 } },
    );
    expect(labels(s, 'quest')).toEqual([
      'Complete Wardens of the Quarry, giving up the red Horse card of Ember Road: every Tainted Crystal here is cleansed',
    ]);
    const r = act(s, 'hero1', { type: 'quest' });
    expect(ofType(r.events, 'taintRemoved')).toEqual([expect.objectContaining({ location: 'brimstone-quarry', n: 2 })]);
    expect(r.state.taint['brimstone-quarry'] ?? 0).toBe(0);
    const clean = act(solo({ location: 'brimstone-quarry', hand: ['red-01'], quest: 'q02' }), 'hero1', {
      type: 'quest',
    });
    expect(ofType(clean.events, 'taintRemoved')).toEqual([]);
    expect(ofType(clean.events, 'heroCardsDrawn')).toEqual([]);
  });

  it('DF-KC-01 a restoring quest heals every wound, and says so; unwounded, nothing heals', () => {
    const s = solo({ location: 'father-oak-forest', hand: ['green-01'], quest: 'q03', wounds: 3 });
    expect(labels(s, 'quest')).toEqual([
      'Complete The Oak Remembers, giving up the green Horse card of Millbrook: heal every wound',
    ]);
    const r = act(s, 'hero1', { type: 'quest' });
    expect(ofType(r.events, 'healed')).toEqual([expect.objectContaining({ seat: 'hero1', n: 3 })]);
    expect(hero(r.state).wounds).toBe(0);
    const whole = act(solo({ location: 'father-oak-forest', hand: ['green-01'], quest: 'q03' }), 'hero1', {
      type: 'quest',
    });
    expect(ofType(whole.events, 'healed')).toEqual([]);
    expect(ofType(whole.events, 'questCompleted')).toHaveLength(1);
  });

  it("DF-GHL-05 Dragon's Bane says Sapphire stops regenerating", () => {
    const s = solo({ location: 'dancing-stone', hand: ['blue-01', 'blue-02'], quest: 'q04' });
    expect(labels(s, 'quest')).toEqual([
      "Complete Dragon's Bane, giving up the blue Horse card of Kingsbridge and the blue Eagle card of Tidewater Mill: " +
        'Sapphire no longer regenerates',
    ]);
  });
});

describe('ending Daytime', () => {
  const endConfirm = (s: State) => offered(s, 'endDay')[0]?.confirm;
  const AHEAD = 'Daytime ends and the Evening begins (draw 2 Hero Cards), then the Night.';

  it('DF-DAY-06 End Daytime is one button in its own group; with actions left it says what ending among minions costs', () => {
    const among = (heroId: string, counts: Record<string, number>) =>
      solo({ location: 'ember-road' }, { minions: { 'ember-road': counts } }, heroId);
    expect(offered(among('dwarf', { red: 2 }), 'endDay')).toEqual([
      {
        command: { type: 'endDay' },
        label: 'End Daytime',
        group: 'Turn',
        target: undefined,
        confirm: `5 actions unused: ${AHEAD} Ending the turn among the minions at Ember Road costs at least 1 wound.`,
      },
    ]);
    // Stone Skin takes one wound off, never going below none; Fear adds one for the Undead.
    expect(endConfirm(among('dwarf', { red: 1 }))).toBe(`5 actions unused: ${AHEAD}`);
    expect(endConfirm(among('paladin', { red: 1, black: 1 }))).toBe(
      `6 actions unused: ${AHEAD} Ending the turn among the minions at Ember Road costs at least 3 wounds.`,
    );
  });

  it('DF-SKL-01 with every action spent, End Daytime asks only while the free Pickpocket could still draw', () => {
    const spent = (heroId: string, life: number) => solo({ spent: life }, {}, heroId);
    const rogue = spent('rogue', 5);
    expect(endConfirm(rogue)).toBe(`Pickpocket not used: ${AHEAD}`);
    expect(endConfirm({ ...rogue, heroDeck: [], heroDiscard: ['red-01', 'red-02'] })).toBe(
      `Pickpocket not used: ${AHEAD}`,
    );
    expect(endConfirm({ ...rogue, heroDeck: [], heroDiscard: [] })).toBeUndefined();
    const used = act(rogue, 'hero1', { type: 'skill', skill: 'pickpocket' }).state;
    expect(endConfirm(used)).toBeUndefined();
    // A skill that costs actions is not left unused when none are left.
    expect(endConfirm(spent('eagle-rider', 5))).toBeUndefined();
  });
});

describe('the log says what each action was spent on', () => {
  it('DF-DAY-03 one action each, named: a gate, Heal the Land, resting, fighting, slaying, attacking', () => {
    const spentOn = (s: State, cmd: Command, dice: number[] = []) => {
      const r = act(s, 'hero1', cmd, dice);
      return [ofType(r.events, 'actionsSpent'), ofType(r.events, 'cardsDiscarded').map((e) => e.why)];
    };
    const what = (w: string) => [expect.objectContaining({ n: 1, what: w })];
    expect(spentOn(solo({ location: 'ember-road', hand: ['red-01'] }), { type: 'buildGate', card: 'red-01' })).toEqual([
      what('gate'),
      ['gate'],
    ]);
    expect(
      spentOn(
        solo({ location: 'ember-road', hand: ['red-01'] }, { taint: { 'ember-road': 1 } }),
        {
          type: 'healLand',
          card: 'red-01',
        },
        [1, 1],
      ),
    ).toEqual([what('heal-land'), ['heal-land']]);
    expect(spentOn(solo({ wounds: 1 }), { type: 'heal' })).toEqual([what('heal'), []]);
    const crowd = { minions: { 'ember-road': { green: 1 } } };
    expect(spentOn(solo({ location: 'ember-road' }, crowd), { type: 'fight' }, [1])).toEqual([what('fight'), []]);
    expect(
      spentOn(solo({ location: 'ember-road', slain: ['gorgutt'] }, crowd), {
        type: 'slay',
        general: 'gorgutt',
      }),
    ).toEqual([what('slay'), []]);
    expect(
      spentOn(solo({ location: 'gorefang-camp', hand: ['green-01'] }), { type: 'attack', general: 'gorgutt' }),
    ).toEqual([what('attack'), []]);
  });
});
