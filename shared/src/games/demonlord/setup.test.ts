/** Setup and the first turn (DL-SETUP-01..09), the First-Turn Variant (DL-VFT-01), the Tournament hand (DL-VTOUR-01). */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { start } from '../../engine/runner.ts';
import {
  CAPITALS,
  FORTIFICATIONS,
  HOME_AREAS,
  KHOZAR_TEMPLES,
  ORDER_OF_BATTLE,
  REINFORCEMENTS,
  SIDE_SPELLS,
  UNITS,
  WESTERN_CITIES,
} from './data/index.ts';
import { configSchema, type Config } from './config.ts';
import type { State } from './rules/state.ts';
import { events, refuses } from './sequence.kit.ts';
import { act, begin, demonlord, labels } from './testkit.ts';

const col = (area: string) => Number(area.slice(0, 2));
const SERVANTS = UNITS.filter((u) => u.home === 'KhO').map((u) => u.id);
const TOWNSMEN = UNITS.filter((u) => u.home === 'ZG').map((u) => u.id);

function fresh(config: Partial<Config> = {}, dice: (number | { shuffle: number[] })[] = []): State {
  return start(demonlord, configSchema.parse(config), { dice: scriptedDice(dice), now: 0 }).state as State;
}

/** Every servant to its default temple. */
function servantsPlaced(s: State): State {
  let t = s;
  while (SERVANTS.some((id) => t.units[id]?.status === 'pool'))
    t = act(t, 'khozar', demonlord.onTimeout(t, 'khozar')).state;
  return t;
}

const cityOf = (s: State, id: string) => s.units[id]?.area;
/** The one-at-a-time setup choices (the one-tap ones aside). */
const single = (s: State) =>
  demonlord
    .choices(s, 'khozar')
    .filter((c) => c.command.type === 'placeServant' || c.command.type === 'tryTownsman')
    .map((c) => c.label);

describe('setup (DL-SETUP)', () => {
  it('DL-SETUP-01 the Demon holds the east, Khozar the west', () => {
    const d = FORTIFICATIONS.filter((f) => f.faction === 'demon').map((f) => col(f.area));
    const k = FORTIFICATIONS.filter((f) => f.faction === 'khozar').map((f) => col(f.area));
    expect(Math.min(...d)).toBeGreaterThan(Math.max(...k));
    expect(col(CAPITALS.demon.area)).toBeGreaterThan(col(CAPITALS.khozar.area));
    expect(REINFORCEMENTS.demon.entries.every((a) => col(a) === 22)).toBe(true);
    expect(REINFORCEMENTS.khozar.entries.every((a) => col(a) <= 5)).toBe(true);
  });

  it('DL-SETUP-02 every unit starts as the order of battle says; a home code is one place', () => {
    const { state } = begin();
    for (const u of UNITS) {
      const p = ORDER_OF_BATTLE.get(u.id)!;
      if (p.kind === 'area') expect(state.units[u.id]).toMatchObject({ status: 'map', area: p.area });
    }
    const areas = new Map<string, Set<string | null>>();
    for (const u of UNITS) {
      if (ORDER_OF_BATTLE.get(u.id)!.kind !== 'area') continue;
      areas.set(u.home, (areas.get(u.home) ?? new Set()).add(state.units[u.id]!.area));
    }
    for (const [home, set] of areas) {
      expect(set.size, home).toBe(1);
      expect([...set][0], home).toBe(HOME_AREAS[home as keyof typeof HOME_AREAS]);
    }
  });

  it('DL-SETUP-03 the Demon’s summoned units (SKhN, KhN, YoR) are not set up', () => {
    const { state } = begin();
    const summoned = UNITS.filter((u) => ['SKhN', 'KhN', 'YoR'].includes(u.home));
    expect(summoned.length).toBe(9);
    expect(summoned.every((u) => state.units[u.id]?.status === 'pool')).toBe(true);
  });

  it('DL-SETUP-04 Khozar puts the eight servants two to a temple, choosing the temple of each', () => {
    let s = fresh();
    expect(s.stage).toEqual({ kind: 'setup' });
    expect(single(s)).toEqual(KHOZAR_TEMPLES.map((t) => `Put Anselm, Servant of Khozar in the ${t.name}`));
    // two in the Dawn Temple, then it is full
    s = act(s, 'khozar', { type: 'placeServant', unit: SERVANTS[0]!, area: '0304' }).state;
    s = act(s, 'khozar', { type: 'placeServant', unit: SERVANTS[1]!, area: '0304' }).state;
    refuses(s, 'khozar', { type: 'placeServant', unit: SERVANTS[2]!, area: '0304' }, 'temple_full');
    refuses(s, 'khozar', { type: 'placeServant', unit: SERVANTS[2]!, area: '0510' }, 'not_temple');
    expect(single(s)).not.toContain(expect.stringContaining('Dawn Temple'));
    s = servantsPlaced(s);
    for (const t of KHOZAR_TEMPLES) expect(SERVANTS.filter((id) => s.units[id]?.area === t.area)).toHaveLength(2);
  });

  it('DL-SETUP-05 DL-SETUP-06 the townsmen: a unit and a city chosen, placed on 1-3; refused on 4-6 it must try another city', () => {
    let s = servantsPlaced(fresh());
    // any townsman may go first (the three alike are offered once), at any western city
    expect(single(s)).toHaveLength(2 * 5);
    expect(single(s)[0]).toBe('Try the Western Townsmen at Khorkan (0502) (placed on 1-3)');
    // a 3: placed at Khorkan, which becomes Khozar's
    let r = act(s, 'khozar', { type: 'tryTownsman', unit: 'zg-crossbows-2', area: '0502' }, [3]);
    expect(events(r.events, 'townsmanTried')[0]).toMatchObject({ roll: 3, placed: true });
    expect(r.state.units['zg-crossbows-2']).toMatchObject({ status: 'map', area: '0502' });
    expect(r.state.control.khorkan).toBe('khozar');
    s = r.state;
    // a 4 at Darton: refused; the same townsman must try another city (not Darton, not full Khorkan)
    r = act(s, 'khozar', { type: 'tryTownsman', unit: 'zg-townsmen-1', area: '0206' }, [4]);
    expect(r.state.units['zg-townsmen-1']?.status).toBe('pool');
    expect(r.state.control.darton).toBeNull();
    expect(single(r.state)).toEqual([
      'Try the Western Townsmen at Belbits (0806) (placed on 1-3)',
      'Try the Western Townsmen at Kimat (0113) (placed on 1-3)',
      'Try the Western Townsmen at Fargeni (0718) (placed on 1-3)',
    ]);
    refuses(r.state, 'khozar', { type: 'tryTownsman', unit: 'zg-townsmen-2', area: '0806' }, 'not_now');
    refuses(r.state, 'khozar', { type: 'tryTownsman', unit: 'zg-townsmen-1', area: '0206' }, 'city_closed');
    refuses(r.state, 'khozar', { type: 'tryTownsman', unit: 'zg-townsmen-1', area: '0502' }, 'city_closed');
    // refused by every city left: out of the game
    s = r.state;
    for (const a of ['0806', '0113', '0718'])
      s = act(s, 'khozar', { type: 'tryTownsman', unit: 'zg-townsmen-1', area: a }, [6]).state;
    expect(s.units['zg-townsmen-1']?.status).toBe('out');
    // Darton refused one townsman, yet takes another
    r = act(s, 'khozar', { type: 'tryTownsman', unit: 'zg-townsmen-2', area: '0206' }, [1]);
    expect(cityOf(r.state, 'zg-townsmen-2')).toBe('0206');
    expect(WESTERN_CITIES.map((c) => c.area)).toEqual(['0502', '0206', '0806', '0113', '0718']);
  });

  it('DL-SETUP-04 one tap puts the servants left in their usual temples, two to each; refused once those are full', () => {
    const s = fresh();
    expect(labels(s, 'khozar').at(-1)).toMatch(/^Put the servants left in their usual temples/);
    const all = act(s, 'khozar', { type: 'placeServants' }).state;
    for (const t of KHOZAR_TEMPLES) {
      expect(SERVANTS.filter((id) => all.units[id]?.area === t.area)).toHaveLength(2);
    }
    // a servant put elsewhere by hand fills another temple: the usual plan no longer fits
    const first = SERVANTS[0]!;
    const usual = ORDER_OF_BATTLE.get(first) as { area: string };
    const other = KHOZAR_TEMPLES.find((t) => t.area !== usual.area)!;
    const moved = act(s, 'khozar', { type: 'placeServant', unit: first, area: other.area }).state;
    const next = act(moved, 'khozar', { type: 'placeServant', unit: SERVANTS[1]!, area: other.area }).state;
    refuses(next, 'khozar', { type: 'placeServants' }, 'temples_taken');
  });

  it('DL-SETUP-05 DL-SETUP-06 one tap tries the townsmen left city by city: 1-3 placed, 4-6 the next city, out when every city refused', () => {
    const s = servantsPlaced(fresh());
    // the first townsman refused twice, then placed; the others placed at once, but the last refused everywhere
    const dice = [4, 5, 1, 2, 3, 1, 6, 6, 6];
    const r = act(s, 'khozar', { type: 'tryTownsmen' }, dice);
    const tried = events(r.events, 'townsmanTried');
    expect(tried.map((e) => e.roll)).toEqual([4, 5, 1, 2, 3, 1, 6]);
    expect(tried.filter((e) => e.placed).length).toBe(4);
    const placed = TOWNSMEN.filter((id) => r.state.units[id]?.status === 'map');
    expect(new Set(placed.map((id) => cityOf(r.state, id))).size).toBe(placed.length); // one a city
    expect(TOWNSMEN.filter((id) => r.state.units[id]?.status === 'out')).toHaveLength(1);
    for (const id of TOWNSMEN) expect(r.state.units[id]?.status).not.toBe('pool');
  });

  it('DL-SETUP-07 each side draws five spells blind, or takes one and draws three; both choose at once', () => {
    let s = servantsPlaced(fresh());
    for (const _ of TOWNSMEN) s = act(s, 'khozar', demonlord.choices(s, 'khozar')[0]!.command, [1]).state;
    expect(
      demonlord
        .pending(s)
        .map((p) => p.seat)
        .sort(),
    ).toEqual(['demon', 'khozar']);
    const k = SIDE_SPELLS.khozar;
    expect(labels(s, 'khozar')[0]).toBe('Draw five spells unseen');
    expect(labels(s, 'khozar')).toHaveLength(1 + k.length);
    // five drawn: the scripted shuffle puts the last five first
    const five = act(s, 'khozar', { type: 'chooseHand', pick: [] }, [{ shuffle: [6, 5, 4, 3, 2, 1, 0] }]).state;
    expect(five.sides.khozar.hand).toEqual([k[6], k[5], k[4], k[3], k[2]]);
    // one chosen and three drawn from the other six
    const d = SIDE_SPELLS.demon;
    const one = act(s, 'demon', { type: 'chooseHand', pick: [d[3]!] }, [{ shuffle: [5, 4, 3, 2, 1, 0] }]).state;
    const rest = d.filter((x) => x !== d[3]);
    expect(one.sides.demon.hand).toEqual([d[3], rest[5], rest[4], rest[3]]);
    refuses(s, 'demon', { type: 'chooseHand', pick: [d[0]!, d[1]!] }, 'one_pick');
    refuses(s, 'demon', { type: 'chooseHand', pick: [k.find((x) => !d.includes(x))!] }, 'bad_spell');
  });

  it('DL-SETUP-08 a hand stays secret from the opponent until a spell is used', () => {
    let s = servantsPlaced(fresh());
    for (const _ of TOWNSMEN) s = act(s, 'khozar', demonlord.choices(s, 'khozar')[0]!.command, [1]).state;
    const r = act(s, 'demon', { type: 'chooseHand', pick: [] });
    const chosen = events(r.events, 'handChosen')[0]!;
    expect(demonlord.redact?.(chosen, 'khozar')).toMatchObject({ picked: [], drawn: [] });
    expect(demonlord.redact?.(chosen, 'demon')).toEqual(chosen);
    expect(demonlord.view(r.state, 'khozar').sides.demon).toMatchObject({ spells: [], handCount: 5 });
    expect(demonlord.view(r.state, 'demon').sides.demon.spells).toHaveLength(5);
  });

  it('DL-SETUP-09 Khozar plays the first phase of every turn', () => {
    let s = servantsPlaced(fresh());
    for (const _ of TOWNSMEN) s = act(s, 'khozar', demonlord.choices(s, 'khozar')[0]!.command, [1]).state;
    s = act(s, 'demon', { type: 'chooseHand', pick: [] }).state;
    s = act(s, 'khozar', { type: 'chooseHand', pick: [] }).state;
    expect(s).toMatchObject({ turn: 1, phase: 1, active: 'khozar', first: 'khozar' });
  });
});

describe('the First-Turn Variant (DL-VFT-01) and the tournament hand (DL-VTOUR-01)', () => {
  it('DL-VFT-01 both roll, ties again; the higher plays first every turn', () => {
    const s = fresh({ firstTurnRoll: true }, [4, 4, 2, 5]);
    expect(s.first).toBe('demon');
    const k = fresh({ firstTurnRoll: true }, [6, 1]);
    expect(k.first).toBe('khozar');
    // without the variant nobody rolls
    expect(fresh({}, []).first).toBe('khozar');
  });

  it('DL-VTOUR-01 AMB-69 in the tournament each side takes four spells of its choice, no draw', () => {
    let s = servantsPlaced(fresh({ tournament: true }));
    for (const _ of TOWNSMEN) s = act(s, 'khozar', demonlord.choices(s, 'khozar')[0]!.command, [1]).state;
    expect(labels(s, 'demon')).toHaveLength(35);
    const d = SIDE_SPELLS.demon;
    const r = act(s, 'demon', { type: 'chooseHand', pick: [d[0]!, d[2]!, d[4]!, d[6]!] });
    expect(r.left).toBe(0);
    expect(r.state.sides.demon.hand).toEqual([d[0], d[2], d[4], d[6]]);
    refuses(s, 'demon', { type: 'chooseHand', pick: [d[0]!, d[1]!, d[2]!] }, 'choose_four');
    refuses(s, 'demon', { type: 'chooseHand', pick: [] }, 'choose_four');
  });
});
