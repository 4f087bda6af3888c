/**
 * Flying and carrying (DG-AIR-01..09, AMB-22, AMB-30, AMB-31, the citadel's carry of data/counters.ts) and
 * wizards (DG-WIZ-01/02/06, AMB-29). Every set-up is a sandbox; the map facts each test leans on are checked first.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { distance, getHex, getHexside, placeAt, type Side } from './data/index.ts';
import { evolve } from './rules/evolve.ts';
import type { State } from './rules/state.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

type Placed = Sandbox['units'][number];
const ws = (id: string, hex: string, extra: Partial<Placed> = {}): Placed => ({
  id,
  hex,
  side: 'whitestone',
  ...extra,
});
const hl = (id: string, hex: string, extra: Partial<Placed> = {}): Placed => ({ id, hex, side: 'highlord', ...extra });

function start(units: Placed[], mover: Side = 'whitestone', nations: Sandbox['nations'] = {}): State {
  return sandbox({
    units,
    mover,
    nations: {
      fielder: 'whitestone',
      qualinesti: 'whitestone',
      silvanesti: 'whitestone',
      caergoth: 'whitestone',
      kaolyn: 'whitestone',
      dominion: 'highlord',
      ...nations,
    },
  });
}

type Move = Extract<Command, { type: 'move' }>;
const move = (s: State, units: string[], to: string, carry?: string, dice: number[] = []) =>
  act(s, s.mover!, { type: 'move', units, to, ...(carry ? { carry } : {}) }, dice);
const refuses = (s: State, units: string[], to: string, code: string, carry?: string) =>
  rejects(s, s.mover!, { type: 'move', units, to, ...(carry ? { carry } : {}) }, `rule/${code}`);
const moved = (s: State, units: string[], to: string, carry?: string) =>
  ofType(move(s, units, to, carry).events, 'moved')[0]!;
const wizard = (s: State, w: string, hex: string, ship?: string) =>
  act(s, s.mover!, { type: 'moveWizard', wizard: w, hex, ...(ship ? { ship } : {}) });
const refusesWizard = (s: State, w: string, hex: string, code: string, ship?: string) =>
  rejects(s, s.mover!, { type: 'moveWizard', wizard: w, hex, ...(ship ? { ship } : {}) }, `rule/${code}`);

describe('flying (DG-AIR)', () => {
  it('DG-AIR-01 dragons, griffons, pegasi and flying citadels fly: over the strait where no army walks', () => {
    // 1918 (Fielder's coast) to 1815 (Caergoth) is 4 hexes, over the sea.
    expect(distance('1918', '1815')).toBe(4);
    const s = start([
      ws('gold-dragon-1', '1918'),
      ws('qualinesti-griffons', '1919'),
      ws('silvanesti-pegasi', '1819'),
      ws('fielder-riders-1', '1918'),
    ]);
    for (const [id, from] of [
      ['gold-dragon-1', '1918'],
      ['qualinesti-griffons', '1919'],
      ['silvanesti-pegasi', '1819'],
    ] as const) {
      const m = moved(s, [id], '1815');
      expect(m.path[0]).toBe(from);
      expect(m.path.some((h) => getHex(h).terrain === 'sea')).toBe(true);
    }
    rejects(s, 'whitestone', { type: 'move', units: ['fielder-riders-1'], to: '1815' }, 'rule/out_of_reach');
    // Ours (the text leaves it to the author): a citadel flies by the same rules with its 3 MP.
    const c = start([hl('citadel-1', '2910')], 'highlord', { kaolyn: 'highlord' });
    expect(getHexside('2910', '2911').mountain).toBe(true);
    expect(moved(c, ['citadel-1'], '2911').costs['citadel-1']).toBe(2);
  });

  it('DG-AIR-02 a flier pays 1 a hex whatever the terrain or river, and 1 more over a mountain hexside', () => {
    const s = start([
      ws('gold-dragon-1', '1719'),
      ws('gold-dragon-2', '1619'),
      ws('silver-dragon-1', '1722'),
      ws('silver-dragon-2', '2910'),
    ]);
    expect(moved(s, ['gold-dragon-1'], '1720').costs['gold-dragon-1']).toBe(1);
    expect(getHexside('1619', '1519').river).not.toBeNull();
    expect(moved(s, ['gold-dragon-2'], '1519').costs['gold-dragon-2']).toBe(1);
    expect(moved(s, ['silver-dragon-1'], '1723').costs['silver-dragon-1']).toBe(1);
    expect(moved(s, ['silver-dragon-2'], '2911').costs['silver-dragon-2']).toBe(2);
  });

  it('DG-AIR-02 a flier goes exactly as far as its MP: 10 hexes of open country for a 10 MP dragon, not 11', () => {
    // Across Fielder, forest and river included, from its eastern coast.
    expect(getHex('2521').land).toBe(true);
    const s = start([hl('red-dragon-1', '2521')], 'highlord', { fielder: 'highlord' });
    expect(distance('2521', '1521')).toBe(10);
    expect(moved(s, ['red-dragon-1'], '1521').costs['red-dragon-1']).toBe(10);
    expect(distance('2521', '1421')).toBe(11);
    refuses(s, ['red-dragon-1'], '1421', 'out_of_reach');
  });

  it('DG-AIR-03 a flier may not enter a hex holding enemy armies, nor fly through it', () => {
    const s = start([ws('gold-dragon-1', '2119'), hl('red-inf-1', '2121'), hl('red-dragon-2', '2122')]);
    refuses(s, ['gold-dragon-1'], '2121', 'enemy_hex');
    refuses(s, ['gold-dragon-1'], '2122', 'enemy_hex');
    const m = moved(s, ['gold-dragon-1'], '2123');
    expect(m.path).not.toContain('2121');
    expect(m.path).not.toContain('2122');
    expect(m.stop).toBeUndefined();
  });

  it('DG-AIR-04 a flier ends on land: it may cross the sea but not stop over it', () => {
    expect(getHex('1917').terrain).toBe('sea');
    const s = start([ws('gold-dragon-1', '1918')]);
    refuses(s, ['gold-dragon-1'], '1917', 'air_must_land');
    expect(
      dragonsOfGlory
        .choices(s, 'whitestone')
        .some((c) => c.command.type === 'move' && (c.command as Move).to === '1917'),
    ).toBe(false);
    expect(getHex('1815').land).toBe(true);
    expect(moved(s, ['gold-dragon-1'], '1815').path.at(-1)).toBe('1815');
  });

  it('DG-AIR-05 a flier may fly over marsh but not end in it (AMB-22), and never over desert', () => {
    // 2921 -> 2922 (marsh) -> 2923: the only 2-hex way, straight down the column.
    expect(getHex('2922').terrain).toBe('marsh');
    expect(getHex('2923').terrain).toBe('clear');
    const s = start([hl('red-dragon-1', '2921'), hl('red-inf-1', '2921')], 'highlord');
    const m = moved(s, ['red-dragon-1'], '2923');
    expect(m.path).toEqual(['2921', '2922', '2923']);
    expect(m.costs['red-dragon-1']).toBe(2);
    refuses(s, ['red-dragon-1'], '2922', 'air_must_land');
    // The infantry must go round.
    expect(moved(s, ['red-inf-1'], '2923').costs['red-inf-1']).toBeGreaterThan(2);
    // 2725 -> 2726 (desert) -> 2727: the flier must go round the desert, and may not end in it.
    expect(getHex('2726').terrain).toBe('desert');
    const d = start([hl('red-dragon-1', '2725')], 'highlord');
    const round = moved(d, ['red-dragon-1'], '2727');
    expect(round.path).not.toContain('2726');
    expect(round.path.every((h) => getHex(h).terrain !== 'desert')).toBe(true);
    expect(round.costs['red-dragon-1']).toBeGreaterThan(2);
    refuses(d, ['red-dragon-1'], '2726', 'out_of_reach');
  });

  it('DG-AIR-06 a griffon lifts one army of its colours that has not moved; both end together, the army is carried', () => {
    const s = start([
      ws('qualinesti-griffons', '2119'),
      ws('qualinesti-foot-1', '2119'),
      ws('fielder-foot-1', '2119'),
      ws('qualinesti-foot-2', '2122'),
    ]);
    const r = move(s, ['qualinesti-griffons'], '2122', 'qualinesti-foot-1');
    expect(ofType(r.events, 'moved')[0]).toMatchObject({
      units: ['qualinesti-griffons'],
      carried: ['qualinesti-foot-1'],
    });
    expect(r.state.units['qualinesti-foot-1']!.hex).toBe('2122');
    expect(r.state.units['qualinesti-griffons']!.hex).toBe('2122');
    expect(r.state.flags['qualinesti-foot-1']!.carried).toBe(true);
    expect(r.state.flags['qualinesti-griffons']!.lifted).toBe('qualinesti-foot-1');
    // The carried army moves no more on its own this Turn.
    refuses(r.state, ['qualinesti-foot-1'], '2121', 'carried');
    // One lift a Turn.
    refuses(r.state, ['qualinesti-griffons'], '2121', 'bad_carry', 'qualinesti-foot-2');
    // Only its own colours; only an army in its hex; only one that has not moved this Turn.
    refuses(s, ['qualinesti-griffons'], '2122', 'bad_carry', 'fielder-foot-1');
    refuses(s, ['qualinesti-griffons'], '2121', 'bad_carry', 'qualinesti-foot-2');
    const walked = move(move(s, ['qualinesti-foot-1'], '2120').state, ['qualinesti-foot-1'], '2119').state;
    refuses(walked, ['qualinesti-griffons'], '2121', 'bad_carry', 'qualinesti-foot-1');
    // The flier must begin its move with the army: not after flying off and back.
    const flown = move(move(s, ['qualinesti-griffons'], '2120').state, ['qualinesti-griffons'], '2119').state;
    refuses(flown, ['qualinesti-griffons'], '2121', 'bad_carry', 'qualinesti-foot-1');
    // The lift is offered as a choice.
    expect(
      dragonsOfGlory
        .choices(s, 'whitestone')
        .some((c) => (c.command as Move).carry === 'qualinesti-foot-1' && (c.command as Move).to === '2122'),
    ).toBe(true);
  });

  it('DG-AIR-06 a carried army must be set down on land it may stand on', () => {
    const s = start([ws('qualinesti-griffons', '1918'), ws('qualinesti-foot-1', '1918')]);
    refuses(s, ['qualinesti-griffons'], '1917', 'air_must_land', 'qualinesti-foot-1');
    expect(moved(s, ['qualinesti-griffons'], '1818', 'qualinesti-foot-1').carried).toEqual(['qualinesti-foot-1']);
  });

  it('DG-AIR-07 a carrier uses half its MP, rounded down (AMB-30): griffons 8 -> 4, pegasi 9 -> 4', () => {
    const s = start(
      [
        ws('qualinesti-griffons', '2119'),
        ws('qualinesti-foot-1', '2119'),
        ws('silvanesti-pegasi', '2219'),
        ws('silvanesti-foot-1', '2219'),
      ],
      'whitestone',
      { stonedeep: 'whitestone' },
    );
    expect(distance('2119', '2123')).toBe(4);
    expect(distance('2119', '2124')).toBe(5);
    expect(moved(s, ['qualinesti-griffons'], '2123', 'qualinesti-foot-1').costs['qualinesti-griffons']).toBe(4);
    refuses(s, ['qualinesti-griffons'], '2124', 'out_of_reach', 'qualinesti-foot-1');
    expect(distance('2219', '2224')).toBe(5);
    refuses(s, ['silvanesti-pegasi'], '2224', 'out_of_reach', 'silvanesti-foot-1');
    expect(moved(s, ['silvanesti-pegasi'], '2223', 'silvanesti-foot-1').costs['silvanesti-pegasi']).toBe(4);
    // Half for the whole Turn: after a 2-hex lift, 2 MP are left, not 6.
    const t = move(s, ['qualinesti-griffons'], '2121', 'qualinesti-foot-1').state;
    refuses(t, ['qualinesti-griffons'], '2124', 'out_of_reach');
    expect(moved(t, ['qualinesti-griffons'], '2123').costs['qualinesti-griffons']).toBe(2);
    // Without a load the griffons fly 8.
    expect(moved(s, ['qualinesti-griffons'], '2124').costs['qualinesti-griffons']).toBe(5);
  });

  it('DG-AIR-08 dragons carry nothing, and a griffon lifts infantry, not cavalry (AMB-31)', () => {
    const s = start([
      ws('gold-dragon-1', '2119'),
      ws('fielder-foot-1', '2119'),
      ws('qualinesti-griffons', '2219'),
      ws('qualinesti-horse', '2219'),
    ]);
    refuses(s, ['gold-dragon-1'], '2121', 'bad_carry', 'fielder-foot-1');
    refuses(s, ['qualinesti-griffons'], '2221', 'bad_carry', 'qualinesti-horse');
    expect(dragonsOfGlory.choices(s, 'whitestone').some((c) => (c.command as Move).carry !== undefined)).toBe(false);
  });

  it('DG-AIR-08 ours (data/counters.ts): a flying citadel lifts any one ground army of its side at its full 3 MP', () => {
    const s = start([hl('citadel-1', '2119'), hl('red-cav', '2119')], 'highlord', { fielder: 'highlord' });
    const m = moved(s, ['citadel-1'], '2122', 'red-cav');
    expect(m).toMatchObject({ carried: ['red-cav'], costs: { 'citadel-1': 3 } });
  });

  it('DG-AIR-09 a carrier flying its army into a neutral hex sets off the invasion', () => {
    expect(getHex('2124').nation).toBe('stonedeep');
    const s = start([ws('qualinesti-griffons', '2123'), ws('qualinesti-foot-1', '2123')]);
    // Highlord (the non-invader) rolls first and fails with 10; Whitestone needs 3 and rolls 1.
    const r = move(s, ['qualinesti-griffons'], '2124', 'qualinesti-foot-1', [10, 1]);
    const rolls = ofType(r.events, 'activationRolled');
    expect(rolls.map((x) => [x.side, x.die, x.success])).toEqual([
      ['highlord', 10, false],
      ['whitestone', 1, true],
    ]);
    expect(r.state.nations.stonedeep.status).toBe('whitestone');
    expect(r.state.units['qualinesti-foot-1']!.hex).toBe('2124');
  });
});

describe('wizards (DG-WIZ)', () => {
  it('DG-WIZ-01 once per Movement Step a wizard goes to any hex without enemy armies', () => {
    expect(distance('2119', '4526')).toBeGreaterThan(20);
    const s = start([ws('white-robe', '2119'), ws('fielder-foot-1', '2119'), hl('red-inf-1', '2121')], 'whitestone', {
      goodlund: 'whitestone',
    });
    const r = wizard(s, 'white-robe', '4526');
    expect(ofType(r.events, 'wizardMoved')[0]).toMatchObject({ wizard: 'white-robe', hex: '4526' });
    expect(r.state.units['white-robe']!.hex).toBe('4526');
    refusesWizard(r.state, 'white-robe', '2119', 'wizard_moved');
    refusesWizard(s, 'white-robe', '2121', 'enemy_hex');
    refusesWizard(s, 'white-robe', '1917', 'bad_wizard_move');
    refusesWizard(s, 'white-robe', '2726', 'bad_wizard_move');
    // The next Movement Step, it may go again.
    const next = evolve(r.state, { type: 'stepped', step: 'movement', mover: 'whitestone', half: 1 });
    expect(wizard(next, 'white-robe', '2119').state.units['white-robe']!.hex).toBe('2119');
    // Choices offer the wizard's friendly stacks.
    expect(
      dragonsOfGlory
        .choices(s, 'whitestone')
        .filter((c) => c.command.type === 'moveWizard')
        .map((c) => c.target),
    ).toEqual([]);
    const two = start([ws('white-robe', '2119'), ws('fielder-foot-1', '2123')]);
    expect(
      dragonsOfGlory
        .choices(two, 'whitestone')
        .filter((c) => c.command.type === 'moveWizard')
        .map((c) => c.target),
    ).toEqual(['2123']);
  });

  it('DG-WIZ-02 a wizard may go aboard any friendly ship, even on the open sea, and not an enemy one', () => {
    expect(getHex('1917').terrain).toBe('sea');
    const s = start([ws('white-robe', '2119'), ws('caergoth-ship', '1917'), hl('dominion-ship-1', '1916')]);
    const r = wizard(s, 'white-robe', '1917', 'caergoth-ship');
    expect(r.state.units['white-robe']).toMatchObject({ hex: '1917', aboard: 'caergoth-ship' });
    refusesWizard(s, 'white-robe', '1916', 'bad_wizard_move', 'dominion-ship-1');
    refusesWizard(s, 'white-robe', '1916', 'bad_wizard_move', 'caergoth-ship');
    expect(
      dragonsOfGlory
        .choices(s, 'whitestone')
        .some((c) => c.command.type === 'moveWizard' && c.command.ship === 'caergoth-ship'),
    ).toBe(true);
  });

  it('DG-WIZ-06 wizards are not armies (AMB-29): no stacking, no invasion, no capture, no `move`', () => {
    const s = start([
      ws('white-robe', '2119'),
      ws('fielder-foot-1', '2120'),
      ws('fielder-foot-2', '2120'),
      ws('gold-dragon-1', '2120'),
      ws('gold-dragon-2', '2120'),
      hl('black-robe-1', '2123'),
    ]);
    expect(wizard(s, 'white-robe', '2120').state.units['white-robe']!.hex).toBe('2120');
    // Into neutral Stonedeep: nobody rolls.
    const r = wizard(s, 'white-robe', '2124');
    expect(ofType(r.events, 'activationRolled')).toEqual([]);
    expect(r.state.nations.stonedeep.status).toBe('neutral');
    rejects(s, 'whitestone', { type: 'move', units: ['white-robe'], to: '2120' }, 'rule/cannot_move');
    // A wizard alone in an enemy stronghold does not take it.
    const hold = placeAt('2923')!;
    expect(hold.id).toBe('emberkeep');
    const c = start([ws('white-robe', '2119')], 'whitestone', { dominion: 'highlord' });
    expect(c.control.emberkeep).toBe('highlord');
    expect(wizard(c, 'white-robe', '2923').state.control.emberkeep).toBe('highlord');
    // An enemy wizard does not bar a hex to armies: it goes to its side's nearest army (AMB-24).
    const t = start([ws('fielder-foot-1', '2122'), hl('black-robe-1', '2123'), hl('red-inf-1', '2419')]);
    expect(move(t, ['fielder-foot-1'], '2123').state.units['black-robe-1']!.hex).toBe('2419');
  });
});
