/**
 * Edges of what a battle is worth (rules/odds.ts), of placing a nation that joins (rules/placement.ts)
 * and of who commands what on a side with several seats (rules/seats.ts), written from mutation testing:
 * each test holds a rule that a changed line of those files broke without any other test noticing.
 * The modifiers are read in full, with the words the log shows; the placement refusals with the
 * reason the player reads. Battles are on the Dominion plains around 3613 (combat.testkit.ts) unless told.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../engine/errors.ts';
import { scriptedDice } from '../../engine/dice.ts';
import { attack, forced, mapIs, modsOf, ofType, rolled, start } from './combat.testkit.ts';
import type { Command } from './commands.ts';
import { adjacent, getHex, getHexside, type Side } from './data/index.ts';
import type { DgEvent } from './events.ts';
import { fits as fitsInBattle, mayAttackFrom, mayCross, tacticalRating } from './rules/odds.ts';
import { applyPlace, fits, homePlacements, placeChoices } from './rules/placement.ts';
import { seatCommands, seatOfNation, seatOfUnit } from './rules/seats.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { placing, resume } from './placement.testkit.ts';
import { act, rejects, sandbox } from './testkit.ts';

/** A refused command: its code and the words the player reads. */
function refusal(s: State, seat: string, c: Command): { code: string; message: string } {
  try {
    act(s, seat, c, [5, 5, 5, 5, 5, 5, 5, 5]);
  } catch (e) {
    if (!isRuleError(e)) throw e;
    return { code: e.code, message: e.message };
  }
  throw new Error(`expected ${JSON.stringify(c)} to be refused`);
}

const LANCES = (army: string, hex: string): State['markers'][number] => ({ event: 'dragonlances', hex, unit: army });
const ORB = (wizard: string, hex: string): State['markers'][number] => ({ event: 'dragon-orb', hex, unit: wizard });
const DICE = [5, 5, 5, 5, 5, 5];

// ---------------------------------------------------------------------------
// odds.ts: the modifiers in words
// ---------------------------------------------------------------------------

describe('a battle’s modifiers as the players read them', () => {
  it('DG-DRM-01..05 each modifier in words: of two equal leaders and of two wizards, the first by id counts', () => {
    const s = start([
      { id: 'red-dragon-1', hex: '3612' },
      // the counter list has the Green Highlord before the Chieftain: both rate 1
      { id: 'green-highlord', hex: '3612' },
      { id: 'blode-chieftain', hex: '3612' },
      { id: 'black-robe-1', hex: '3612' },
      { id: 'red-cav', hex: '3712' },
      { id: 'qualinesti-foot-1', hex: '3613' },
      { id: 'gold-dragon-1', hex: '3613' },
      { id: 'laurana', hex: '3613' },
      // and the White Robes before the Red
      { id: 'white-robe', hex: '3613' },
      { id: 'red-robe', hex: '3613' },
    ]);
    const r = attack(s, '3613', ['red-cav', 'red-dragon-1'], DICE);
    expect(rolled(r.events).mods).toEqual([
      { label: 'Chieftain of Blode leads the attack', value: 1, rule: 'DG-DRM-01' },
      { label: 'Laurana leads the defence', value: -3, rule: 'DG-DRM-01' },
      { label: 'dragons attacking (5 SP)', value: 5, rule: 'DG-DRM-02' },
      { label: 'dragons defending (5 SP)', value: -5, rule: 'DG-DRM-02' },
      { label: 'Wizard of the Black Robes casts for the attack', value: 3, rule: 'DG-DRM-03' },
      { label: 'Wizard of the Red Robes casts for the defence', value: -3, rule: 'DG-DRM-03' },
      { label: 'cavalry in the attack', value: 1, rule: 'DG-DRM-04' },
      { label: 'fliers in the attack', value: 1, rule: 'DG-DRM-05' },
      { label: 'fliers in the defence', value: -1, rule: 'DG-DRM-05' },
    ]);
  });

  it('DG-DRM-06 DG-DRM-07 DG-DRM-08 the walls are named with their place and their kind', () => {
    const walls = (events: DgEvent[]) =>
      rolled(events)
        .mods.filter((m) => m.label.startsWith('the walls'))
        .map((m) => [m.label, m.value, m.rule]);
    mapIs('3413', 'clear', ['3513']);
    const fortress = start(
      [
        { id: 'red-inf-1', hex: '3413' },
        { id: 'qualinesti-foot-1', hex: '3513' },
      ],
      { mover: 'whitestone' },
    );
    expect(walls(attack(fortress, '3413', ['qualinesti-foot-1'], DICE).events)).toEqual([
      ['the walls of Blackgate (fortress)', -4, 'DG-DRM-06'],
    ]);
    const city = start(
      [
        { id: 'red-inf-1', hex: '3517' },
        { id: 'qualinesti-foot-1', hex: '3516' },
      ],
      { mover: 'whitestone' },
    );
    expect(walls(attack(city, '3517', ['qualinesti-foot-1'], DICE).events)).toEqual([
      ['the walls of Nightspire (fortified city)', -2, 'DG-DRM-07'],
    ]);
    const deep = start([
      { id: 'kaolyn-dwarves-1', hex: '2712' },
      { id: 'red-inf-1', hex: '2711' },
    ]);
    expect(walls(attack(deep, '2712', ['red-inf-1'], DICE).events)).toEqual([
      ['the walls of Kaolyn Deep (dwarven fortress)', -10, 'DG-DRM-08'],
    ]);
  });

  it('DG-DRM-09 DG-DRM-10 home terrain and the taunt in words', () => {
    const words = (events: DgEvent[], rule: string) => modsOf(events, rule).map((m) => [m.label, m.value]);
    mapIs('3412', 'mountain');
    const dwarves = start(
      [
        { id: 'kaolyn-dwarves-1', hex: '3412' },
        { id: 'red-inf-1', hex: '3512' },
      ],
      { mover: 'whitestone' },
    );
    expect(words(attack(dwarves, '3512', ['kaolyn-dwarves-1'], DICE).events, 'DG-DRM-09')).toEqual([
      ['attackers on their home terrain', 1],
    ]);
    mapIs('1526', 'forest', ['1527']);
    const wood = start([
      { id: 'qualinesti-foot-1', hex: '1526' },
      { id: 'red-inf-1', hex: '1527' },
    ]);
    expect(words(attack(wood, '1526', ['red-inf-1'], DICE).events, 'DG-DRM-09')).toEqual([
      ['defenders on their home terrain', -1],
    ]);
    const taunted = start([
      { id: 'red-inf-1', hex: '3612' },
      { id: 'hylo-kender-1', hex: '3613' },
    ]);
    expect(words(forced(taunted, '3613', ['red-inf-1'], DICE).events, 'DG-DRM-10')).toEqual([
      ['goaded by a kender taunt', -2],
    ]);
  });

  it('DG-DRM-01 DG-CMB-16 a leader aboard a ship in the battle hex leads nobody; ashore she leads', () => {
    const afloat = start([
      { id: 'qualinesti-foot-1', hex: '3221' },
      { id: 'palanthus-ship-1', hex: '3221' },
      { id: 'laurana', hex: '3221', aboard: 'palanthus-ship-1' },
      { id: 'red-inf-1', hex: '3321' },
    ]);
    expect(modsOf(attack(afloat, '3221', ['red-inf-1'], DICE).events, 'DG-DRM-01')).toEqual([]);
    const ashore = start([
      { id: 'qualinesti-foot-1', hex: '3221' },
      { id: 'laurana', hex: '3221' },
      { id: 'red-inf-1', hex: '3321' },
    ]);
    expect(modsOf(attack(ashore, '3221', ['red-inf-1'], DICE).events, 'DG-DRM-01')).toEqual([
      { label: 'Laurana leads the defence', value: -3, rule: 'DG-DRM-01' },
    ]);
  });

  it('DG-DRM-01 only a leader has a Tactical Rating: an army rates nothing', () => {
    const s = start([{ id: 'red-inf-1', hex: '3612' }]);
    expect(tacticalRating(s, 'red-inf-1')).toBe(0);
    expect(tacticalRating(s, 'verminaard')).toBe(2);
  });

  it('DG-SE-06 an event in force that is no attack modifier adds nothing to its side’s attacks', () => {
    const s = {
      ...start(
        [
          { id: 'red-inf-1', hex: '3612' },
          { id: 'qualinesti-foot-1', hex: '3613' },
        ],
        { mover: 'whitestone' },
      ),
      effects: [{ event: 'whitestone-envoys', side: 'whitestone' as const }],
    };
    expect(rolled(attack(s, '3612', ['qualinesti-foot-1'], DICE).events).mods).toEqual([]);
  });
});

describe('the Dragonlances in a battle’s modifiers', () => {
  const dragons = (events: DgEvent[]) => modsOf(events, 'DG-DRM-02').map((m) => [m.label, m.value]);

  it('DG-DRM-02 DG-SE-05 attacking out of the lances’ hex, Whitestone’s dragons count whole and the Highlord’s defending ones are blunted', () => {
    const s = {
      ...start(
        [
          { id: 'gold-dragon-1', hex: '3613' },
          { id: 'qualinesti-foot-1', hex: '3613' },
          { id: 'red-dragon-1', hex: '3612' },
          { id: 'red-inf-1', hex: '3612' },
        ],
        { mover: 'whitestone' },
      ),
      markers: [LANCES('qualinesti-foot-1', '3613')],
    };
    expect(dragons(attack(s, '3612', ['gold-dragon-1', 'qualinesti-foot-1'], DICE).events)).toEqual([
      ['dragons attacking (5 SP)', 5],
      ['dragons defending, blunted by the Dragonlances', 0],
    ]);
  });

  it('DG-DRM-02 DG-SE-05 the Highlord’s dragons attacking the lances are blunted; lances elsewhere blunt nothing', () => {
    const board = () =>
      start([
        { id: 'red-dragon-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'qualinesti-foot-2', hex: '3714' },
      ]);
    const at = (markers: State['markers']) =>
      dragons(attack({ ...board(), markers }, '3613', ['red-dragon-1'], DICE).events);
    expect(at([LANCES('qualinesti-foot-1', '3613')])).toEqual([['dragons attacking, blunted by the Dragonlances', 0]]);
    // The lances with an army that takes no part in this battle.
    expect(at([LANCES('qualinesti-foot-2', '3714')])).toEqual([['dragons attacking (5 SP)', 5]]);
  });

  it('DG-DRM-02 DG-SE-05 another marker in the battle hex, the Dragon Orb kept aboard a ship, blunts nothing', () => {
    const s = {
      ...start([
        { id: 'qualinesti-foot-1', hex: '3221' },
        { id: 'palanthus-ship-1', hex: '3221' },
        { id: 'white-robe', hex: '3221', aboard: 'palanthus-ship-1' },
        { id: 'red-dragon-1', hex: '3320' },
      ]),
      markers: [ORB('white-robe', '3221')],
    };
    const r = attack(s, '3221', ['red-dragon-1'], DICE);
    expect(r.state.markers).toEqual([ORB('white-robe', '3221')]);
    expect(dragons(r.events)).toEqual([['dragons attacking (5 SP)', 5]]);
  });
});

// ---------------------------------------------------------------------------
// odds.ts: terrain and stacking in battle
// ---------------------------------------------------------------------------

describe('where an army may fight, retreat and advance', () => {
  it('DG-CMB-07 DG-ZOC-02 no army crosses between hexes that do not touch; across a deep river only a flier moves, and none attacks', () => {
    expect(adjacent('3613', '3615')).toBe(false);
    expect(mayCross('red-inf-1', '3613', '3615')).toBe(false);
    expect(mayCross('red-dragon-1', '3613', '3615')).toBe(false);
    expect(mayCross('red-inf-1', '3613', '3614')).toBe(true);
    expect(getHexside('2009', '2010').deep).toBe(true);
    expect(mayCross('red-inf-2', '2009', '2010')).toBe(false);
    expect(mayCross('red-dragon-1', '2009', '2010')).toBe(true);
    expect(mayAttackFrom('red-dragon-1', '2009', '2010')).toBe(false);
    expect(mayAttackFrom('red-inf-2', '2009', '2010')).toBe(false);
    expect(mayAttackFrom('red-dragon-1', '3612', '3613')).toBe(true);
  });

  it('DG-STK-02 AMB-26 after a battle kender stand alone or with kender, never with another army', () => {
    const s = start([{ id: 'hylo-kender-1', hex: '3613' }], { nations: { hylo: 'whitestone' } });
    expect(fitsInBattle(s, '3614', 'whitestone', ['hylo-kender-2'])).toBe(true);
    expect(fitsInBattle(s, '3613', 'whitestone', ['hylo-kender-2'])).toBe(true);
    expect(fitsInBattle(s, '3613', 'whitestone', ['qualinesti-foot-1'])).toBe(false);
    expect(fitsInBattle(s, '3613', 'whitestone', ['gold-dragon-1'])).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// placement.ts
// ---------------------------------------------------------------------------

const FIELDER_HOME = [
  { id: 'fielder-foot-1', hex: '1621' },
  { id: 'fielder-foot-2', hex: '1621' },
  { id: 'fielder-riders-1', hex: '1621' },
  { id: 'fielder-chief', hex: '1621' },
  { id: 'fielder-foot-3', hex: '1918' },
  { id: 'fielder-riders-2', hex: '1918' },
];

describe('placing a nation that joins: the default', () => {
  it('AMB-06 DG-STK-07 a friendly army at home counts against the limit and is no enemy: the one left over goes to the nearest hex', () => {
    // Fieldhold (1621) and Straitwatch (1918) are fortified cities, three ground armies each.
    const s = placing('fielder', 'whitestone', [
      { id: 'qualinesti-foot-1', hex: '1621' },
      { id: 'qualinesti-foot-2', hex: '1918' },
    ]);
    const r = act(s, 'whitestone', { type: 'placeAtHome' });
    expect(ofType(r.events, 'placed')[0]!.units).toEqual([
      { id: 'fielder-foot-1', hex: '1621' },
      { id: 'fielder-foot-2', hex: '1621' },
      { id: 'fielder-riders-1', hex: '1520' },
      { id: 'fielder-chief', hex: '1621' },
      { id: 'fielder-foot-3', hex: '1918' },
      { id: 'fielder-riders-2', hex: '1918' },
    ]);
  });

  it('AMB-06 AMB-16 of the nearest free hexes the lowest id takes the forces, whatever the order of the map', () => {
    // The enemy holds Goldleaf: its six neighbours of Qualinesti are all one hex away.
    const s = placing('qualinesti', 'whitestone', [{ id: 'red-inf-1', hex: '1525' }]);
    const plan = homePlacements(s, 'qualinesti');
    expect(plan.filter((p) => p.id.startsWith('qualinesti-foot-')).map((p) => [p.id, p.hex])).toEqual([
      ['qualinesti-foot-1', '1425'],
      ['qualinesti-foot-2', '1425'],
      ['qualinesti-foot-3', '1426'],
      ['qualinesti-foot-4', '1424'],
    ]);
  });

  it('AMB-06 DG-ACT-08 a force removed from the game is not placed with the rest', () => {
    const s = placing('fielder', 'whitestone', [{ id: 'fielder-foot-3', hex: '1918', where: 'removed' }]);
    const r = act(s, 'whitestone', { type: 'placeAtHome' });
    expect(ofType(r.events, 'placed')[0]!.units).toEqual(FIELDER_HOME.filter((u) => u.id !== 'fielder-foot-3'));
    expect(r.state.units['fielder-foot-3']!.where).toBe('removed');
    expect(r.state.stage).toEqual(resume);
  });

  it('AMB-06 forces with nowhere to stand stay off the map, and the move goes on', () => {
    // Every hex of the Pirates' land is held by the enemy: none of theirs may be placed.
    const s = placing('pirates', 'highlord', [
      { id: 'qualinesti-foot-1', hex: '4221' },
      { id: 'qualinesti-foot-2', hex: '4222' },
      { id: 'qualinesti-foot-3', hex: '4322' },
    ]);
    expect(homePlacements(s, 'pirates')).toEqual([]);
    const r = act(s, 'highlord', { type: 'placeAtHome' });
    expect(ofType(r.events, 'placed')[0]!.units).toEqual([]);
    expect(r.state.units.maquesta!.where).toBe('waiting');
    expect(r.state.stage).toEqual(resume);
  });

  it('DG-STK-01 DG-STK-03 DG-MOV-06 fits: fliers do not count against the ground limit; nothing stands in the desert', () => {
    const s = placing('fielder', 'whitestone');
    expect(fits(s, 'whitestone', '1919', ['fielder-foot-3', 'fielder-riders-2', 'gold-dragon-1'])).toBe(true);
    expect(
      fits(s, 'whitestone', '1919', ['fielder-foot-3', 'fielder-riders-2', 'gold-dragon-1', 'gold-dragon-2']),
    ).toBe(true);
    expect(getHex('3922')).toMatchObject({ terrain: 'desert', land: true, nation: 'khur' });
    expect(fits(s, 'highlord', '3922', ['khur-foot-1'])).toBe(false);
    expect(fits(s, 'highlord', '3821', ['khur-foot-1'])).toBe(true);
  });

  it('DG-ACT-08 offered only in a placement: not to the side moving in its Movement Step, not with no step at all', () => {
    const moving = sandbox({ units: [] });
    expect(moving.stage).toMatchObject({ kind: 'movement', side: 'highlord' });
    expect(placeChoices(moving, 'highlord')).toEqual([]);
    expect(placeChoices({ ...moving, stage: null }, 'highlord')).toEqual([]);
  });
});

describe('placing a nation that joins: refusals in words', () => {
  const moved = (id: string, hex: string) => FIELDER_HOME.map((u) => (u.id === id ? { ...u, hex } : { ...u }));

  it('DG-ACT-08 a force missing or named twice: the player is told to place every force once', () => {
    const s = placing('fielder', 'whitestone');
    expect(refusal(s, 'whitestone', { type: 'placeNation', placements: FIELDER_HOME.slice(1) })).toEqual({
      code: 'rule/bad_placement',
      message: 'Place every one of the forces of Fielder, once each.',
    });
  });

  it('DG-ACT-08 DG-MOV-06 not in the desert of the nation itself; the enemy’s hex neither', () => {
    const khur = placing('khur', 'highlord');
    const home = homePlacements(khur, 'khur');
    expect(home.length).toBeGreaterThan(0);
    const toDesert = home.map((p, i) => (i === 0 ? { ...p, hex: '3922' } : p));
    expect(refusal(khur, 'highlord', { type: 'placeNation', placements: toDesert })).toEqual({
      code: 'rule/bad_placement',
      message: 'Forces of Khur go inside its borders, on land they may stand on.',
    });
    expect(() => act(khur, 'highlord', { type: 'placeNation', placements: home })).not.toThrow();
    const s = placing('fielder', 'whitestone', [{ id: 'red-inf-1', hex: '1919' }]);
    expect(refusal(s, 'whitestone', { type: 'placeNation', placements: moved('fielder-foot-3', '1919') })).toEqual({
      code: 'rule/bad_placement',
      message: 'No army may be placed where enemy armies stand.',
    });
  });

  it('DG-STK-03 two air armies in a hex may be placed, a third (one there already) may not', () => {
    const home = [
      { id: 'silvanesti-foot-1', hex: '3728' },
      { id: 'silvanesti-foot-2', hex: '3728' },
      { id: 'silvanesti-foot-3', hex: '3728' },
      { id: 'silvanesti-speaker', hex: '3728' },
      { id: 'silvanesti-griffons', hex: '3728' },
      { id: 'silvanesti-pegasi', hex: '3728' },
      { id: 'silvanesti-foot-4', hex: '3627' },
      { id: 'silvanesti-horse', hex: '3627' },
    ];
    const free = placing('silvanesti', 'whitestone');
    expect(homePlacements(free, 'silvanesti')).toEqual(home);
    expect(() => act(free, 'whitestone', { type: 'placeNation', placements: home })).not.toThrow();
    const crowded = placing('silvanesti', 'whitestone', [{ id: 'gold-dragon-1', hex: '3728' }]);
    expect(refusal(crowded, 'whitestone', { type: 'placeNation', placements: home })).toEqual({
      code: 'rule/over_stacked',
      message: 'Too many armies in one hex.',
    });
  });

  it('DG-STK-02 AMB-26 kender are placed together, never with another army', () => {
    const home = [
      { id: 'goodlund-kender-1', hex: '4526' },
      { id: 'goodlund-kender-2', hex: '4526' },
      { id: 'goodlund-kender-3', hex: '4526' },
      { id: 'goodlund-warden', hex: '4526' },
      { id: 'goodlund-kender-4', hex: '4527' },
    ];
    const free = placing('goodlund', 'whitestone');
    expect(() => act(free, 'whitestone', { type: 'placeNation', placements: home })).not.toThrow();
    const mixed = placing('goodlund', 'whitestone', [{ id: 'qualinesti-foot-1', hex: '4527' }]);
    expect(refusal(mixed, 'whitestone', { type: 'placeNation', placements: home })).toEqual({
      code: 'rule/over_stacked',
      message: 'Kender share a hex with no other army.',
    });
    // a friendly flier counts as another army too, as the placement offers (fits) count it
    const winged = placing('goodlund', 'whitestone', [{ id: 'gold-dragon-1', hex: '4527' }]);
    expect(fits(winged, 'whitestone', '4527', ['goodlund-kender-4'])).toBe(false);
    expect(refusal(winged, 'whitestone', { type: 'placeNation', placements: home })).toEqual({
      code: 'rule/over_stacked',
      message: 'Kender share a hex with no other army.',
    });
  });

  it('DG-ACT-08 the placement itself refuses a side with nothing to place, or a step that is no placement', () => {
    const s = placing('fielder', 'whitestone');
    const tryPlace = (st: State, side: Side) => {
      try {
        applyPlace(new Tx(st, scriptedDice([])), side, { type: 'placeAtHome' });
      } catch (e) {
        return isRuleError(e) ? { code: e.code, message: e.message } : String(e);
      }
      return 'placed';
    };
    const nothing = { code: 'rule/not_now', message: 'There is nothing to place now.' };
    expect(tryPlace(s, 'highlord')).toEqual(nothing);
    const moving = sandbox({ units: [] });
    expect(tryPlace(moving, 'highlord')).toEqual(nothing);
    expect(tryPlace({ ...moving, stage: null }, 'highlord')).toEqual(nothing);
    expect(tryPlace(s, 'whitestone')).toBe('placed');
  });
});

// ---------------------------------------------------------------------------
// seats.ts
// ---------------------------------------------------------------------------

describe('who commands what with two seats a side', () => {
  const units = [
    { id: 'red-inf-1', hex: '2923' },
    { id: 'lord-soth', hex: '3406' },
    { id: 'qualinesti-foot-1', hex: '1525' },
  ];
  const nations = { dominion: 'highlord', soth: 'highlord', qualinesti: 'whitestone' } as const;

  it('DG-SET-01 on a shared side either seat commands every force, whichever seat its nation was dealt to', () => {
    const s = sandbox({ units, nations }, { seatsPerSide: 2 });
    for (const seat of ['highlord-1', 'highlord-2'])
      for (const id of ['red-inf-1', 'lord-soth'])
        expect(seatCommands(s, seat, { type: 'move', units: [id], to: '2924' })).toBe(true);
  });

  it('DG-SET-01 on a split side a command naming no counter of the game is refused, as another’s forces', () => {
    const s = sandbox({ units, nations }, { seatsPerSide: 2, split: 'by-nation' });
    expect(seatOfUnit(s, 'no-such-army')).toBeNull();
    rejects(s, 'highlord-1', { type: 'move', units: ['no-such-army'], to: '2924' }, 'rule/not_your_forces');
  });

  it('DG-SET-01 on a split side a Highlord seat disbands the capitals of its own nations only', () => {
    const s = sandbox({ units, nations }, { seatsPerSide: 2, split: 'by-nation' });
    const dom = seatOfNation(s, 'highlord', 'dominion');
    const other = dom === 'highlord-1' ? 'highlord-2' : 'highlord-1';
    expect(seatCommands(s, dom, { type: 'disbandCapital', nation: 'dominion' })).toBe(true);
    expect(seatCommands(s, other, { type: 'disbandCapital', nation: 'dominion' })).toBe(false);
    // a move of the other seat's forces is refused in words
    expect(refusal(s, other, { type: 'move', units: ['red-inf-1'], to: '2924' })).toEqual({
      code: 'rule/not_your_forces',
      message: 'Those forces are commanded by another player of your side.',
    });
  });
});
