/**
 * Ships (Rule 4): movement on the sea, the coasts and the major rivers (DG-SHIP-01..06), transport
 * (DG-SHIP-07..11), the bridge (DG-SHIP-12), what ships and cargo are in battle (DG-SHIP-13..15), and the
 * ships' half of DG-TURN-07 (ships before armies). Every set-up is a sandbox on water read from the map;
 * each precondition on the map is checked first.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import { distance, getHex, getHexside, isPortHex, type Side } from './data/index.ts';
import { armiesAt, enemyArmiesAt, hasEnemyArmy, isArmyId } from './rules/board.ts';
import { crOf, steps } from './rules/sea.ts';
import { pushShips, shipBridges } from './rules/ships.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

const NATIONS = {
  dominion: 'highlord',
  mithas: 'highlord',
  palanthus: 'whitestone',
  caergoth: 'whitestone',
  solanthus: 'whitestone',
  pirates: 'whitestone',
  'good-dragons': 'whitestone',
} as const;

type U = { id: string; hex?: string; river?: string; aboard?: string; maelstrom?: boolean; depleted?: boolean };

function start(units: U[], o: { mover?: Side; step?: 'movement' | 'combat' } = {}): State {
  return sandbox({ units, nations: NATIONS, mover: o.mover ?? 'whitestone', step: o.step ?? 'movement' });
}

const ship = (s: State, id: string) => s.units[id]!;
const sail = (ship: string, to: string): Command => ({ type: 'moveShip', ship, to });
const choicesOf = (s: State, seat: string) => dragonsOfGlory.choices(s, seat);

/** An army of `side` has moved (the Tx way the movement rules will): ships stop for the mover (DG-TURN-07). */
function armyMoved(s: State, side: Side, id: string, hex: string): State {
  const tx = new Tx(s, scriptedDice([]));
  tx.emit({ type: 'moved', side, units: [id], path: [hex], costs: { [id]: 0 } });
  return tx.state;
}

// The map facts the tests stand on.
const OPEN_SEA = ['0115', '0116', '0117', '0118', '0119', '0120', '0121', '0122', '0123', '0124'];
const MOUTH = '1408'; // the Silverflood's mouth
const RIVER = [
  '1507|1508',
  '1508|1608',
  '1608|1609',
  '1609|1708',
  '1708|1709',
  '1708|1809',
  '1808|1809',
  '1809|1908',
  '1908|1909',
];

describe('map facts', () => {
  it('has open sea down column 01 and the Silverflood navigable from 1408', () => {
    for (const h of OPEN_SEA) expect(getHex(h).terrain).toBe('sea');
    expect(distance('0115', '0123')).toBe(8);
    for (const side of RIVER) expect(getHexside(...(side.split('|') as [string, string])).navigable).toBe(true);
    expect(steps(MOUTH)).toContain(RIVER[0]);
    expect(isPortHex('2104')).toBe(true);
    expect(isPortHex('2004')).toBe(false);
    expect(getHex('2004').coastal).toBe(true);
  });
});

describe('moving ships (DG-SHIP-01..06)', () => {
  it('DG-SHIP-01 a ship moves as many sea or coastal hexes as its allowance, no more', () => {
    const s = start([{ id: 'palanthus-ship-1', hex: '0115' }]);
    const { state, events } = act(s, 'whitestone', sail('palanthus-ship-1', '0123'));
    expect(ship(state, 'palanthus-ship-1').hex).toBe('0123');
    expect(ofType(events, 'shipMoved')[0]!.cost).toBe(8);
    rejects(s, 'whitestone', sail('palanthus-ship-1', '0124'), 'rule/too_far');
    // Spent points count: 5 now, 3 left.
    const a = act(s, 'whitestone', sail('palanthus-ship-1', '0120')).state;
    act(a, 'whitestone', sail('palanthus-ship-1', '0123'));
    rejects(a, 'whitestone', sail('palanthus-ship-1', '0124'), 'rule/too_far');
  });

  it('DG-SHIP-01 a coastal hex costs one like the sea; land away from the coast is shut', () => {
    const s = start([{ id: 'palanthus-ship-1', hex: '2103' }]);
    expect(getHex('2104').coastal && getHex('2104').land).toBe(true);
    const { events } = act(s, 'whitestone', sail('palanthus-ship-1', '2104'));
    expect(ofType(events, 'shipMoved')[0]!.cost).toBe(1);
    expect(getHex('2105').coastal).toBe(false);
    rejects(s, 'whitestone', sail('palanthus-ship-1', '2105'), 'rule/not_water');
  });

  it('DG-SHIP-02 on a major river a ship stands on hexsides and pays one a hexside, in and out by the mouth', () => {
    const s = start([{ id: 'palanthus-ship-1', hex: MOUTH }]);
    // From the mouth, eight points reach the eighth hexside and not the ninth.
    const up = act(s, 'whitestone', sail('palanthus-ship-1', RIVER[7]!));
    const u = ship(up.state, 'palanthus-ship-1');
    expect(u.river).toBe(RIVER[7]);
    expect(RIVER[7]!.split('|')).toContain(u.hex);
    expect(ofType(up.events, 'shipMoved')[0]!.cost).toBe(8);
    rejects(s, 'whitestone', sail('palanthus-ship-1', RIVER[8]!), 'rule/too_far');
    // Back down and out to sea the same way: three hexsides and the mouth.
    const r = start([{ id: 'palanthus-ship-1', hex: '1608', river: RIVER[2] }]);
    const out = act(r, 'whitestone', sail('palanthus-ship-1', MOUTH));
    expect(ofType(out.events, 'shipMoved')[0]!.cost).toBe(3);
    expect(ship(out.state, 'palanthus-ship-1').river).toBeNull();
    // No short cut from a river hexside to the coast beside it.
    const m = start([{ id: 'palanthus-ship-1', hex: '1507', river: RIVER[0] }]);
    const direct = act(m, 'whitestone', sail('palanthus-ship-1', '1507'));
    expect(ofType(direct.events, 'shipMoved')[0]!.cost).toBe(2);
  });

  it('DG-SHIP-03 a ship may not enter, nor pass, a hex or hexside holding an enemy ship', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: '0115' },
      { id: 'dominion-ship-1', hex: '0116' },
    ]);
    rejects(s, 'whitestone', sail('palanthus-ship-1', '0116'), 'rule/no_way');
    act(s, 'whitestone', sail('palanthus-ship-1', '0117')); // around it, in open sea
    const r = start([
      { id: 'palanthus-ship-1', hex: MOUTH },
      { id: 'dominion-ship-1', hex: '1508', river: RIVER[1] },
    ]);
    act(r, 'whitestone', sail('palanthus-ship-1', RIVER[0]!));
    rejects(r, 'whitestone', sail('palanthus-ship-1', RIVER[1]!), 'rule/no_way');
    rejects(r, 'whitestone', sail('palanthus-ship-1', RIVER[2]!), 'rule/no_way');
  });

  it('DG-SHIP-04 a ship may not enter a hex holding an enemy army, nor a hexside of such a hex', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: MOUTH },
      { id: 'red-inf-1', hex: '1508' },
    ]);
    rejects(s, 'whitestone', sail('palanthus-ship-1', '1508'), 'rule/no_way');
    rejects(s, 'whitestone', sail('palanthus-ship-1', RIVER[0]!), 'rule/no_way');
    act(s, 'whitestone', sail('palanthus-ship-1', '1507'));
    // A friendly army is no bar.
    const f = start([
      { id: 'palanthus-ship-1', hex: MOUTH },
      { id: 'palanthus-guard', hex: '1508' },
    ]);
    act(f, 'whitestone', sail('palanthus-ship-1', RIVER[0]!));
    act(f, 'whitestone', sail('palanthus-ship-1', '1508'));
  });

  it('DG-SHIP-05 an army entering a hex with an enemy ship pushes it to the nearest free water, lowest hex on a tie (AMB-16)', () => {
    // The Highlord army is in 1507 with a Whitestone ship and its cargo: the nearest water is 1407, 1408, 1506, 1508.
    const s = start([
      { id: 'palanthus-ship-1', hex: '1507' },
      { id: 'palanthus-guard', hex: '1507', aboard: 'palanthus-ship-1' },
      { id: 'red-inf-1', hex: '1507' },
    ]);
    expect(steps('1507')).toEqual(expect.arrayContaining(['1407', '1408', '1506', '1508']));
    const tx = new Tx(s, scriptedDice([]));
    pushShips(tx, '1507', 'highlord');
    expect(ofType(tx.events, 'shipPushed')).toEqual([
      { type: 'shipPushed', ship: 'palanthus-ship-1', hex: '1407', river: null },
    ]);
    expect(tx.state.units['palanthus-guard']!.hex).toBe('1407');
    expect(tx.state.units['palanthus-guard']!.aboard).toBe('palanthus-ship-1');
    // With an enemy ship in 1407, the next lowest.
    const b = start([
      { id: 'palanthus-ship-1', hex: '1507' },
      { id: 'red-inf-1', hex: '1507' },
      { id: 'dominion-ship-1', hex: '1407' },
    ]);
    const tb = new Tx(b, scriptedDice([]));
    pushShips(tb, '1507', 'highlord');
    expect(tb.state.units['palanthus-ship-1']!.hex).toBe('1408');
    // Its own side's ships are never pushed.
    const own = new Tx(b, scriptedDice([]));
    pushShips(own, '1407', 'highlord');
    expect(own.events).toEqual([]);
  });

  it('DG-SHIP-05 an army entering either hex of a river hexside pushes the ship on it', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: '1508', river: RIVER[1] },
      { id: 'red-inf-1', hex: '1608' },
    ]);
    const tx = new Tx(s, scriptedDice([]));
    pushShips(tx, '1608', 'highlord');
    // 1608|1609 touches the army's hex; 1507|1508 is the free one.
    expect(ship(tx.state, 'palanthus-ship-1').river).toBe(RIVER[0]);
  });

  it('DG-SHIP-06 a river hexside holds two ships; a sea hex holds any number', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: '1507', river: RIVER[0] },
      { id: 'palanthus-ship-2', hex: '1507', river: RIVER[0] },
      { id: 'caergoth-ship', hex: MOUTH },
    ]);
    rejects(s, 'whitestone', sail('caergoth-ship', RIVER[0]!), 'rule/no_way');
    const one = start([
      { id: 'palanthus-ship-1', hex: '1507', river: RIVER[0] },
      { id: 'caergoth-ship', hex: MOUTH },
    ]);
    expect(ship(act(one, 'whitestone', sail('caergoth-ship', RIVER[0]!)).state, 'caergoth-ship').river).toBe(RIVER[0]);
    const sea = start([
      { id: 'palanthus-ship-1', hex: '0116' },
      { id: 'palanthus-ship-2', hex: '0116' },
      { id: 'caergoth-ship', hex: '0115' },
    ]);
    act(sea, 'whitestone', sail('caergoth-ship', '0116'));
  });

  it('DG-SHIP-01 the choices name each destination in words and light its hex or hexside', () => {
    const s = start([{ id: 'palanthus-ship-1', hex: MOUTH }]);
    const cs = choicesOf(s, 'whitestone').filter((c) => c.command.type === 'moveShip');
    const sea = cs.find((c) => (c.command as { to: string }).to === '1409')!;
    expect(sea.target).toBe('1409');
    expect(sea.label).toMatch(/^Palanthian Fleet I: sail to .*\(1409\) \(1 of 8\)$/);
    const river = cs.find((c) => (c.command as { to: string }).to === RIVER[0])!;
    expect(river.target).toBe(RIVER[0]);
    expect(river.label).toContain('the Silverflood between');
    expect(cs.some((c) => (c.command as { to: string }).to === RIVER[8])).toBe(false);
  });
});

describe('transport (DG-SHIP-07..11)', () => {
  it('DG-SHIP-07 a ship carries one ground army and any number of leaders', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: '2104' },
      { id: 'palanthus-guard', hex: '2104' },
      { id: 'palanthus-militia-1', hex: '2104' },
      { id: 'palanthus-lord', hex: '2104' },
      { id: 'maquesta', hex: '2104' },
    ]);
    rejects(
      s,
      'whitestone',
      { type: 'embark', ship: 'palanthus-ship-1', units: ['palanthus-guard', 'palanthus-militia-1'] },
      'rule/ship_full',
    );
    const a = act(s, 'whitestone', {
      type: 'embark',
      ship: 'palanthus-ship-1',
      units: ['palanthus-guard', 'palanthus-lord', 'maquesta'],
    }).state;
    expect(['palanthus-guard', 'palanthus-lord', 'maquesta'].map((id) => a.units[id]!.aboard)).toEqual([
      'palanthus-ship-1',
      'palanthus-ship-1',
      'palanthus-ship-1',
    ]);
    rejects(
      a,
      'whitestone',
      { type: 'embark', ship: 'palanthus-ship-1', units: ['palanthus-militia-1'] },
      'rule/ship_full',
    );
    // Air armies do not board.
    const air = start([
      { id: 'palanthus-ship-1', hex: '2104' },
      { id: 'silver-dragon-1', hex: '2104' },
    ]);
    expect(air.units['silver-dragon-1']!.side).toBe('whitestone');
    rejects(
      air,
      'whitestone',
      { type: 'embark', ship: 'palanthus-ship-1', units: ['silver-dragon-1'] },
      'rule/cannot_board',
    );
  });

  it('DG-SHIP-08 a ship picks up an army only in a port, at any point of its move', () => {
    const away = start([
      { id: 'palanthus-ship-1', hex: '2004' },
      { id: 'palanthus-guard', hex: '2004' },
    ]);
    rejects(
      away,
      'whitestone',
      { type: 'embark', ship: 'palanthus-ship-1', units: ['palanthus-guard'] },
      'rule/not_a_port',
    );
    // Sail in, take the army aboard, sail on with what is left.
    const s = start([
      { id: 'palanthus-ship-1', hex: '2103' },
      { id: 'palanthus-guard', hex: '2104' },
    ]);
    let st = act(s, 'whitestone', sail('palanthus-ship-1', '2104')).state;
    st = act(st, 'whitestone', { type: 'embark', ship: 'palanthus-ship-1', units: ['palanthus-guard'] }).state;
    st = act(st, 'whitestone', sail('palanthus-ship-1', '2204')).state;
    expect(st.units['palanthus-guard']!.hex).toBe('2204');
    expect(st.flags['palanthus-ship-1']!.mp).toBe(2);
    // The army must be in the port itself.
    const other = start([
      { id: 'palanthus-ship-1', hex: '2104' },
      { id: 'palanthus-guard', hex: '2004' },
    ]);
    rejects(
      other,
      'whitestone',
      { type: 'embark', ship: 'palanthus-ship-1', units: ['palanthus-guard'] },
      'rule/not_in_port',
    );
  });

  it('DG-SHIP-08 a river port beside the ship’s hexside is a port', () => {
    expect(isPortHex('2409')).toBe(true);
    const s = start([
      { id: 'palanthus-ship-1', hex: '2409', river: '2409|2410' },
      { id: 'solanthus-foot-1', hex: '2409' },
    ]);
    const a = act(s, 'whitestone', { type: 'embark', ship: 'palanthus-ship-1', units: ['solanthus-foot-1'] }).state;
    expect(a.units['solanthus-foot-1']!.aboard).toBe('palanthus-ship-1');
  });

  it('DG-SHIP-09 an army may stay aboard at sea when the ship ends its move, Turn after Turn', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: '0115' },
      { id: 'palanthus-guard', hex: '0115', aboard: 'palanthus-ship-1' },
    ]);
    let st = act(s, 'whitestone', sail('palanthus-ship-1', '0118')).state;
    st = act(st, 'whitestone', { type: 'endMovement' }).state;
    expect(st.units['palanthus-guard']).toMatchObject({ where: 'map', hex: '0118', aboard: 'palanthus-ship-1' });
  });

  it('DG-SHIP-10 landing in a port, the ship may sail on; on another coast it stops for the Turn', () => {
    const port = start([
      { id: 'palanthus-ship-1', hex: '2104' },
      { id: 'palanthus-guard', hex: '2104', aboard: 'palanthus-ship-1' },
    ]);
    const p = act(port, 'whitestone', {
      type: 'disembark',
      ship: 'palanthus-ship-1',
      units: ['palanthus-guard'],
      hex: '2104',
    });
    expect(p.state.units['palanthus-guard']!.aboard).toBeNull();
    expect(ofType(p.events, 'disembarked')[0]!.stop).toBe(false);
    act(p.state, 'whitestone', sail('palanthus-ship-1', '2103'));
    const coast = start([
      { id: 'palanthus-ship-1', hex: '2004' },
      { id: 'palanthus-guard', hex: '2004', aboard: 'palanthus-ship-1' },
    ]);
    const c = act(coast, 'whitestone', {
      type: 'disembark',
      ship: 'palanthus-ship-1',
      units: ['palanthus-guard'],
      hex: '2004',
    });
    expect(c.state.units['palanthus-guard']).toMatchObject({ hex: '2004', aboard: null });
    expect(c.state.flags['palanthus-ship-1']!.stopped).toBe(true);
    rejects(c.state, 'whitestone', sail('palanthus-ship-1', '2103'), 'rule/ship_stopped');
    // Only where the ship lies: not a hex away.
    rejects(
      coast,
      'whitestone',
      { type: 'disembark', ship: 'palanthus-ship-1', units: ['palanthus-guard'], hex: '2104' },
      'rule/not_here',
    );
    // Not into enemy armies.
    const held = start([
      { id: 'palanthus-ship-1', hex: '2004' },
      { id: 'palanthus-guard', hex: '2004', aboard: 'palanthus-ship-1' },
      { id: 'red-inf-1', hex: '2004' },
    ]);
    rejects(
      held,
      'whitestone',
      { type: 'disembark', ship: 'palanthus-ship-1', units: ['palanthus-guard'], hex: '2004' },
      'rule/cannot_land',
    );
  });

  it('DG-SHIP-10 a ship on a river lands troops on either bank of its hexside', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: '1608', river: RIVER[2] },
      { id: 'palanthus-guard', hex: '1608', aboard: 'palanthus-ship-1' },
    ]);
    const a = act(s, 'whitestone', {
      type: 'disembark',
      ship: 'palanthus-ship-1',
      units: ['palanthus-guard'],
      hex: '1609',
    });
    expect(a.state.units['palanthus-guard']!.hex).toBe('1609');
    expect(a.state.flags['palanthus-ship-1']!.stopped).toBe(true);
  });

  it('DG-SHIP-10 landing an army on a neutral coast invades the nation', () => {
    expect(getHex('4311').nation).toBe('kern');
    const s = start([
      { id: 'palanthus-ship-1', hex: '4311' },
      { id: 'palanthus-guard', hex: '4311', aboard: 'palanthus-ship-1' },
    ]);
    const a = act(
      s,
      'whitestone',
      { type: 'disembark', ship: 'palanthus-ship-1', units: ['palanthus-guard'], hex: '4311' },
      [1, 1, 1, 1],
    );
    expect(ofType(a.events, 'activationRolled')[0]).toMatchObject({
      side: 'highlord',
      nation: 'kern',
      invasion: 'whitestone',
    });
    expect(a.state.nations.kern.status).toBe('highlord');
  });

  it('DG-SHIP-11 an army carried this Turn is marked carried: it does not move on its own', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: '2104' },
      { id: 'palanthus-guard', hex: '2104' },
    ]);
    const a = act(s, 'whitestone', { type: 'embark', ship: 'palanthus-ship-1', units: ['palanthus-guard'] }).state;
    expect(a.flags['palanthus-guard']!.carried).toBe(true);
    // Aboard since an earlier Turn and landed without the ship moving: carried all the same.
    const b = start([
      { id: 'palanthus-ship-1', hex: '2104' },
      { id: 'palanthus-guard', hex: '2104', aboard: 'palanthus-ship-1' },
    ]);
    expect(b.flags['palanthus-guard']?.carried).toBeUndefined();
    const c = act(b, 'whitestone', {
      type: 'disembark',
      ship: 'palanthus-ship-1',
      units: ['palanthus-guard'],
      hex: '2104',
    });
    expect(c.state.flags['palanthus-guard']!.carried).toBe(true);
  });
});

describe('ships and the land (DG-SHIP-12..15)', () => {
  it('DG-SHIP-12 a friendly ship that has not moved this Turn bridges its river hexside', () => {
    const s = start([{ id: 'palanthus-ship-1', hex: '1608', river: RIVER[2] }]);
    expect(shipBridges(s, 'whitestone', '1608', '1609')).toBe(true);
    expect(shipBridges(s, 'whitestone', '1609', '1608')).toBe(true);
    expect(shipBridges(s, 'highlord', '1608', '1609')).toBe(false);
    expect(shipBridges(s, 'whitestone', '1508', '1608')).toBe(false);
    const moved = act(s, 'whitestone', sail('palanthus-ship-1', RIVER[3]!)).state;
    expect(shipBridges(moved, 'whitestone', '1609', '1708')).toBe(false);
  });

  it('DG-SHIP-13 an army aboard a ship that sinks goes to the pool; damage leaves it be', () => {
    const s = start(
      [
        { id: 'palanthus-ship-1', hex: '0115' },
        { id: 'palanthus-guard', hex: '0115', aboard: 'palanthus-ship-1' },
        { id: 'dominion-ship-1', hex: '0116' },
      ],
      { mover: 'highlord', step: 'combat' },
    );
    // Round 1: the Dominion ship hits (4 against CR 4), the Palanthian misses (10).
    let r = act(s, 'highlord', { type: 'seaAttack', at: '0115', ships: ['dominion-ship-1'] }, [4, 10]);
    expect(r.state.units['palanthus-ship-1']!.depleted).toBe(true);
    expect(r.state.units['palanthus-guard']).toMatchObject({ where: 'map', aboard: 'palanthus-ship-1' });
    r = act(r.state, 'whitestone', { type: 'fightOn' });
    r = act(r.state, 'highlord', { type: 'fightOn' }, [1, 10]);
    expect(r.state.units['palanthus-ship-1']!.where).toBe('removed');
    expect(r.state.units['palanthus-guard']!.where).toBe('pool');
  });

  it('DG-SHIP-14 an army aboard adds nothing at sea and is not on land for combat (AMB-18)', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: '2004' },
      { id: 'palanthus-guard', hex: '2004', aboard: 'palanthus-ship-1' },
      { id: 'palanthus-ship-2', hex: '2004' },
    ]);
    expect(crOf(s, 'palanthus-ship-1')).toBe(crOf(s, 'palanthus-ship-2'));
    expect(armiesAt(s, '2004')).toEqual([]);
    expect(hasEnemyArmy(s, '2004', 'highlord')).toBe(false);
  });

  it('DG-SHIP-15 ships are not armies: they neither fight on land nor hold a hex against armies', () => {
    const s = start([{ id: 'palanthus-ship-1', hex: '2004' }]);
    expect(isArmyId('palanthus-ship-1')).toBe(false);
    expect(enemyArmiesAt(s, '2004', 'highlord')).toEqual([]);
    // In the Combat Step a ship's only attack is on ships.
    const c = start(
      [
        { id: 'palanthus-ship-1', hex: '2004' },
        { id: 'red-inf-1', hex: '2005' },
      ],
      { step: 'combat' },
    );
    expect(choicesOf(c, 'whitestone').filter((x) => x.command.type === 'seaAttack')).toEqual([]);
    rejects(c, 'whitestone', { type: 'seaAttack', at: '2005', ships: ['palanthus-ship-1'] });
  });
});

describe('ships before armies (DG-TURN-07)', () => {
  it('DG-TURN-07 once an army of the mover has moved, no ship moves, boards or lands', () => {
    const s = start([
      { id: 'palanthus-ship-1', hex: '2104' },
      { id: 'palanthus-guard', hex: '2104' },
      { id: 'palanthus-lord', hex: '2104', aboard: 'palanthus-ship-1' },
      { id: 'palanthus-militia-1', hex: '2005' },
    ]);
    expect(choicesOf(s, 'whitestone').some((c) => c.command.type === 'moveShip')).toBe(true);
    act(s, 'whitestone', sail('palanthus-ship-1', '2103'));
    const moved = armyMoved(s, 'whitestone', 'palanthus-militia-1', '2005');
    expect(moved.armiesMoving).toBe(true);
    rejects(moved, 'whitestone', sail('palanthus-ship-1', '2103'), 'rule/armies_moving');
    rejects(
      moved,
      'whitestone',
      { type: 'embark', ship: 'palanthus-ship-1', units: ['palanthus-guard'] },
      'rule/armies_moving',
    );
    rejects(
      moved,
      'whitestone',
      { type: 'disembark', ship: 'palanthus-ship-1', units: ['palanthus-lord'], hex: '2104' },
      'rule/armies_moving',
    );
    expect(
      choicesOf(moved, 'whitestone').filter((c) => ['moveShip', 'embark', 'disembark'].includes(c.command.type)),
    ).toEqual([]);
  });
});
