import { describe, expect, it } from 'vitest';
import {
  DARK_RIVER_ERRATA,
  DEEP_COURSE,
  fleetMayEnter,
  getHex,
  grid,
  HEXES,
  NAMED_SPACES,
  RIVERS,
} from './data/index.ts';
import { hexsideEnds } from '../../engine/hex.ts';
import { deepSide } from './rules/geo.ts';
import { CASTLE_AT, reinforcementHexes } from './rules/board.ts';
import { eligibleAttackers } from './rules/combat.ts';
import {
  deepControlled,
  ferry,
  fleetDestinations,
  fleetGroup,
  hexCost,
  landDestinations,
  landGroup,
  riverExtra,
} from './rules/movement.ts';
import {
  act,
  divineRight,
  duelOf,
  hasChoice,
  hexWhere,
  nextTo,
  ofType,
  plainLand,
  reachable,
  rejects,
  sandbox,
} from './testkit.ts';

const NONE = new Set<never>();
const B = (...b: ('mountain' | 'forest' | 'swamp')[]) => new Set(b);
const feat = (f: string) => hexWhere((h) => h.kind === 'land' && h.features.join('+') === f && h.river === null);
const plainAround = (id: string) => grid.neighbours(id).filter((n) => HEXES.get(n) && plainLand(HEXES.get(n)!));
const clearA = hexWhere((h) => plainLand(h) && plainAround(h.id).length >= 4);
const around = plainAround(clearA);
const clearB = around[0] as string;

describe('terrain effects chart (DR-TERR)', () => {
  it('DR-TERR-01 clear costs 1', () => {
    const s = duelOf({ units: [{ id: 'muetar-army-1', hex: clearA }] });
    expect(reachable(s, 'p1', ['muetar-army-1']).get(clearB)).toBe(1);
  });
  it('DR-TERR-02 hills cost 2, 1 with the mountain bonus', () => {
    expect(hexCost(feat('hills'), NONE)).toBe(2);
    expect(hexCost(feat('hills'), B('mountain'))).toBe(1);
  });
  it('DR-TERR-03 mountains cost 4, 3 with the mountain bonus', () => {
    expect(hexCost(feat('mountain'), NONE)).toBe(4);
    expect(hexCost(feat('mountain'), B('mountain'))).toBe(3);
  });
  it('DR-TERR-04 a mountain pass costs 2, bonus or not (Q-49)', () => {
    expect(hexCost(feat('pass'), NONE)).toBe(2);
    expect(hexCost(feat('pass'), B('mountain', 'forest', 'swamp'))).toBe(2);
  });
  it('DR-TERR-05 forest costs 2, 1 with the forest bonus', () => {
    expect(hexCost(feat('forest'), NONE)).toBe(2);
    expect(hexCost(feat('forest'), B('forest'))).toBe(1);
  });
  it('DR-TERR-06 swamp costs 2, 1 with the swamp bonus', () => {
    expect(hexCost(feat('swamp'), NONE)).toBe(2);
    expect(hexCost(feat('swamp'), B('swamp'))).toBe(1);
  });
  it('DR-TERR-07 DR-MOVE-05 open sea and lake: fleets only; land units never step onto water', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'movement',
      units: [
        { id: 'rombune-army-3', hex: '0414' },
        { id: 'rombune-fleet-1', hex: '0414' },
      ],
    });
    for (const h of reachable(s, 'p1', ['rombune-army-3']).keys()) expect(getHex(h).kind).toBe('land');
    const fg = fleetGroup(s, 'p1', ['rombune-fleet-1'], []);
    const seas = fleetDestinations(s, fg.g, []).filter((d) => getHex(d.to).kind === 'sea');
    expect(seas.length).toBeGreaterThan(10);
    for (const d of fleetDestinations(s, fg.g, [])) expect(fleetMayEnter(d.to)).toBe(true);
  });
  it('DR-TERR-08 DR-SHIP-02 the Isle of Fright takes fleets only to rescue a castaway', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'movement',
      units: [{ id: 'rombune-fleet-1', hex: '0219' }],
    });
    const fg = fleetGroup(s, 'p1', ['rombune-fleet-1'], []);
    expect(fleetDestinations(s, fg.g, []).some((d) => d.to === '0120')).toBe(false);
    expect(getHex('0120').kind).toBe('isle');
  });
  it('DR-TERR-09 coast: fleets pay 1, land units the land terrain', () => {
    const coastForest = hexWhere(
      (h) => h.coastal && h.features.join() === 'forest' && h.river === null && h.basicOwner === 'rombune',
    );
    expect(hexCost(coastForest, NONE)).toBe(2);
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'movement',
      units: [{ id: 'rombune-fleet-1', hex: '0219' }],
    });
    const fg = fleetGroup(s, 'p1', ['rombune-fleet-1'], []);
    const d = fleetDestinations(s, fg.g, []).find((x) => x.to === '0318');
    expect(d?.cost).toBe(1 + (grid.distance('0219', '0318') - 1));
  });
  it('DR-TERR-10 a castle hex costs 1 (outside is clear)', () => {
    expect(hexCost('2312', NONE)).toBe(1);
    expect(hexCost('1611', NONE)).toBe(1);
  });
  it('DR-TERR-11 scenic spaces are clear in the Basic Game', () => {
    for (const n of NAMED_SPACES.filter((x) => x.kind !== 'island')) expect(hexCost(n.hex, NONE)).toBe(1);
  });
  it('DR-TERR-12 terrain costs add up: forested mountain is 6', () => {
    expect(hexCost(feat('mountain+forest'), NONE)).toBe(6);
  });
  it('DR-TERR-13 bonuses cancel combined terrain: hill-forest costs 1 with mountain and forest bonuses', () => {
    expect(hexCost(feat('hills+forest'), B('mountain', 'forest'))).toBe(1);
    expect(hexCost(feat('hills+forest'), B('forest'))).toBe(2);
  });
  it('DR-TERR-13 DR-ZORN-03 the worked example: a hill-forest hex costs a Zorn army 1, as it does a mercenary led by the Zorn monarch', () => {
    // 2508 is unclaimed hill-forest (no home-kingdom bonus), next to clear 2408
    expect(getHex('2508').features.slice().sort()).toEqual(['forest', 'hills']);
    expect(getHex('2508').basicOwner).toBeNull();
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { zorn: 'p1' },
      phase: 'movement',
      units: [
        { id: 'zorn-army-1', hex: '2408' },
        { id: 'zorn-monarch', hex: '2408' },
        { id: 'merc-A', hex: '2408', seat: 'p1' },
        { id: 'muetar-army-1', hex: '2408' },
      ],
    });
    expect(reachable(s, 'p1', ['zorn-army-1']).get('2508')).toBe(1);
    expect(reachable(s, 'p1', ['zorn-monarch', 'merc-A'], 'zorn-monarch').get('2508')).toBe(1);
    expect(reachable(s, 'p1', ['muetar-army-1']).get('2508')).toBe(4);
  });
  it('DR-TERR-14 the four sources of bonuses: counter, leader, home kingdom, leader at home', () => {
    const forest = hexWhere(
      (h) =>
        h.features.join() === 'forest' &&
        h.basicOwner === null &&
        h.river === null &&
        grid
          .neighbours(h.id)
          .some(
            (n) =>
              HEXES.get(n)?.kind === 'land' &&
              HEXES.get(n)?.features.length === 0 &&
              HEXES.get(n)?.river === null &&
              HEXES.get(n)?.basicOwner !== 'neuth',
          ),
    );
    const from = nextTo(
      forest,
      (h) => h.kind === 'land' && h.features.length === 0 && h.river === null && h.basicOwner !== 'neuth',
    );
    // A: a Neuth army's printed forest bonus
    const a = sandbox({ kingdoms: ['neuth', 'muetar'], phase: 'movement', units: [{ id: 'neuth-army-1', hex: from }] });
    expect(reachable(a, 'p1', ['neuth-army-1']).get(forest)).toBe(1);
    // B: a mercenary led by the Zorn monarch (forest and mountain)
    const b = sandbox({
      kingdoms: ['zorn', 'muetar'],
      phase: 'movement',
      units: [
        { id: 'zorn-monarch', hex: from },
        { id: 'merc-A', hex: from, seat: 'p1' },
      ],
    });
    expect(reachable(b, 'p1', ['merc-A']).get(forest)).toBe(2);
    expect(reachable(b, 'p1', ['zorn-monarch', 'merc-A'], 'zorn-monarch').get(forest)).toBe(1);
    // C: a Muetar army in Muetar's own hills
    const hills = hexWhere((h) => h.basicOwner === 'muetar' && h.features.join() === 'hills' && h.river === null);
    const c0 = nextTo(hills, (h) => h.basicOwner === 'muetar' && h.kind === 'land' && h.river === null);
    const c = duelOf({ units: [{ id: 'muetar-army-1', hex: c0 }] });
    expect(reachable(c, 'p1', ['muetar-army-1']).get(hills)).toBe(1);
    // D: a mercenary led by the Neuth monarch through Neuth's hill-forest
    const hf = hexWhere((h) => h.basicOwner === 'neuth' && h.features.join('+') === 'hills+forest' && h.river === null);
    const d0 = nextTo(hf, (h) => h.basicOwner === 'neuth' && h.kind === 'land' && h.river === null);
    const d = sandbox({
      kingdoms: ['neuth', 'muetar'],
      phase: 'movement',
      units: [
        { id: 'neuth-monarch', hex: d0 },
        { id: 'merc-A', hex: d0, seat: 'p1' },
      ],
    });
    expect(reachable(d, 'p1', ['neuth-monarch', 'merc-A'], 'neuth-monarch').get(hf)).toBe(1);
  });
  it('DR-TERR-15 DR-HERO-08 a combat unit never lends its bonus to other combat units', () => {
    const forest = hexWhere(
      (h) =>
        h.features.join() === 'forest' &&
        h.basicOwner === null &&
        h.river === null &&
        grid
          .neighbours(h.id)
          .some(
            (n) =>
              HEXES.get(n)?.kind === 'land' &&
              HEXES.get(n)?.features.length === 0 &&
              HEXES.get(n)?.river === null &&
              HEXES.get(n)?.basicOwner !== 'neuth',
          ),
    );
    const from = nextTo(
      forest,
      (h) => h.kind === 'land' && h.features.length === 0 && h.river === null && h.basicOwner !== 'neuth',
    );
    const s = sandbox({
      kingdoms: ['neuth', 'muetar'],
      phase: 'movement',
      units: [
        { id: 'neuth-army-1', hex: from },
        { id: 'merc-A', hex: from, seat: 'p1' },
      ],
    });
    expect(reachable(s, 'p1', ['neuth-army-1', 'merc-A']).get(forest)).toBe(2);
  });
  it('DR-TERR-16 a plundered castle hex is clear terrain', () => {
    const s = duelOf({ units: [{ id: 'neuth-army-1', hex: '1610' }], plundered: ['pennol'], order: ['p2', 'p1'] });
    expect(reachable(s, 'p2', ['neuth-army-1']).get('1611')).toBe(1);
  });
});

describe('movement (DR-MOVE)', () => {
  it('DR-MOVE-01 the active player moves any of his units, one group after another, then ends the phase', () => {
    let s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: clearA },
        { id: 'muetar-army-2', hex: clearA },
      ],
    });
    s = act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to: clearB }).state;
    expect(s.units['muetar-army-1']?.hex).toBe(clearB);
    s = act(s, 'p1', { type: 'move', units: ['muetar-army-2'], to: around[1] as string }).state;
    expect(s.units['muetar-army-2']?.hex).toBe(around[1]);
    rejects(s, 'p2', { type: 'done' }, 'rule/not_your_turn');
  });
  it('DR-MOVE-02 a unit cannot enter a hex it cannot pay for in full', () => {
    const s = duelOf({ units: [{ id: 'muetar-army-1', hex: clearA }] });
    for (const [, cost] of reachable(s, 'p1', ['muetar-army-1'])) expect(cost).toBeLessThanOrEqual(5);
  });
  it("DR-MOVE-03 DR-HERO-10 movement points are the MA, or the leading monarch's MA; unused points are lost", () => {
    let s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: clearA },
        { id: 'merc-A', hex: clearA, seat: 'p1' },
        { id: 'muetar-monarch', hex: clearA },
      ],
    });
    const alone = Math.max(...reachable(s, 'p1', ['muetar-army-1', 'merc-A']).values());
    const led = Math.max(
      ...reachable(s, 'p1', ['muetar-army-1', 'merc-A', 'muetar-monarch'], 'muetar-monarch').values(),
    );
    expect(alone).toBeLessThanOrEqual(5);
    expect(led).toBeGreaterThan(5);
    expect(led).toBeLessThanOrEqual(7);
    s = act(s, 'p1', { type: 'move', units: ['merc-A'], to: clearB }).state;
    expect(s.units['merc-A']?.mp).toBe(4);
    s = act(s, 'p1', { type: 'done' }, [3, 4, 3, 4]).state;
    expect(s.step).not.toBe('movement');
  });
  it('DR-MOVE-04 friendly and allied units stack without limit', () => {
    const units = Array.from({ length: 10 }, (_, i) => ({ id: `muetar-army-${i + 1}`, hex: clearA }));
    let s = duelOf({ units: [...units, { id: 'pon-army-1', hex: clearB }], allies: { pon: 'p1' } });
    s = act(s, 'p1', { type: 'move', units: units.map((u) => u.id), to: clearB }).state;
    expect(Object.values(s.units).filter((u) => u.hex === clearB).length).toBe(11);
  });
  it('DR-MOVE-06 DR-MOVE-09 no entering a hex of enemy land units, but passing next to them is free (no zones of control)', () => {
    const s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: clearA },
        { id: 'neuth-army-1', hex: clearB },
      ],
    });
    const r = reachable(s, 'p1', ['muetar-army-1']);
    expect(r.has(clearB)).toBe(false);
    const beyond = around.filter((h) => h !== clearB && grid.adjacent(h, clearB));
    for (const h of beyond) expect(r.get(h)).toBe(1);
  });
  it('DR-MOVE-07 land units may enter a coastal hex holding only enemy fleets', () => {
    const coast = '0419';
    const s = sandbox({
      kingdoms: ['muetar', 'rombune'],
      phase: 'movement',
      units: [
        { id: 'muetar-army-1', hex: nextTo(coast, (h) => h.kind === 'land' && h.id !== '0319') },
        { id: 'rombune-fleet-1', hex: coast },
      ],
    });
    expect(reachable(s, 'p1', ['muetar-army-1']).has(coast)).toBe(true);
  });
  it('DR-MOVE-08 fleets may pass a hex with enemy land units but not stop there', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'muetar'],
      phase: 'movement',
      units: [
        { id: 'rombune-fleet-1', hex: '0219' },
        { id: 'muetar-army-1', hex: '0318' },
      ],
    });
    const fg = fleetGroup(s, 'p1', ['rombune-fleet-1'], []);
    expect(fleetDestinations(s, fg.g, []).some((d) => d.to === '0318')).toBe(false);
  });
  it('DR-MOVE-11 DR-KING-23 a hostile unbesieged castle is entered only to declare a siege', () => {
    const s = duelOf({ units: [{ id: 'neuth-army-1', hex: '1610' }], order: ['p2', 'p1'] });
    expect(reachable(s, 'p2', ['neuth-army-1']).has('1611')).toBe(false);
  });
  it('DR-MOVE-12 a friendly castle is one of the alliance; reinforcements use it', () => {
    const s = duelOf({ units: [{ id: 'muetar-army-1', hex: clearA }], allies: { pon: 'p1' } });
    const hexes = reinforcementHexes(s, 'p1', 'army');
    expect(hexes).toContain('1611');
    expect(hexes).toContain('2911');
    expect(hexes).not.toContain('2304');
  });
  it('DR-MOVE-13 DR-KING-20 DR-KING-21 entering a neutral kingdom gives a permanent Diplomatic Penalty, once', () => {
    const edge = hexWhere(
      (h) =>
        h.basicOwner !== null &&
        h.basicOwner !== 'muetar' &&
        h.basicOwner !== 'neuth' &&
        h.features.length === 0 &&
        h.river === null &&
        !CASTLE_AT.has(h.id) &&
        grid
          .neighbours(h.id)
          .some(
            (n) =>
              HEXES.get(n)?.kind === 'land' &&
              HEXES.get(n)?.basicOwner === null &&
              HEXES.get(n)?.river === null &&
              HEXES.get(n)?.features.length === 0,
          ),
    );
    const k = getHex(edge).basicOwner;
    const from = nextTo(
      edge,
      (h) => h.kind === 'land' && h.basicOwner === null && h.river === null && h.features.length === 0,
    );
    let s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: from },
        { id: 'muetar-army-2', hex: from },
      ],
    });
    const r = act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to: edge });
    expect(ofType(r.events, 'penalty')).toEqual([{ type: 'penalty', seat: 'p1', kingdom: k, cause: 'violation' }]);
    s = act(r.state, 'p1', { type: 'move', units: ['muetar-army-2'], to: edge }).state;
    expect(s.players.p1?.penalty).toEqual([k]);
  });
});

describe('rivers (DR-RIV) and the River Deep (DR-NAV)', () => {
  const dark = RIVERS.find((r) => r.id === 'dark')?.hexes ?? [];
  it('DR-RIV-01 fleets never enter an ordinary river hex', () => {
    for (const h of dark) expect(fleetMayEnter(h)).toBe(false);
  });
  it('DR-RIV-02 +1 to enter or leave a river hex, nothing along the valley (Q-50)', () => {
    const a = dark[2] as string;
    const b = dark[3] as string;
    expect(riverExtra(a, b)).toBe(0);
    const off = grid.neighbours(a).find((n) => HEXES.get(n)?.kind === 'land' && HEXES.get(n)?.river === null) as string;
    expect(riverExtra(off, a)).toBe(1);
    expect(riverExtra(a, off)).toBe(1);
  });
  it('DR-RIV-04 the Dark River leaves Muetar in the more southerly hex', () => {
    expect(getHex(DARK_RIVER_ERRATA.inHex).river).toBe('dark');
    expect(getHex(DARK_RIVER_ERRATA.notHex).river).toBeNull();
  });
  it('DR-NAV-01 DR-NAV-02 the Deep runs along hexsides from the estuary to Pennol; Lake Carth is a lake, Parros is ringed by coast', () => {
    expect(DEEP_COURSE.length).toBeGreaterThan(10);
    for (const side of DEEP_COURSE) for (const h of hexsideEnds(side)) expect(getHex(h).kind).toBe('land');
    expect(getHex('1410').kind).toBe('lake');
    for (const n of grid.neighbours('0416')) expect(getHex(n).coastal).toBe(true);
    expect(getHex('1011').navigable).toBe(true);
  });
  const [north, south] = hexsideEnds('1213|1312');
  it('DR-NAV-04 a land unit crosses the Deep only as its first step, for +2', () => {
    const s = duelOf({ units: [{ id: 'muetar-army-1', hex: north as string }] });
    const r = reachable(s, 'p1', ['muetar-army-1']);
    expect(r.get(south as string)).toBe(
      hexCost(south as string, new Set(['mountain', 'forest', 'swamp'])) +
        2 +
        riverExtra(north as string, south as string),
    );
    const moved = act(s, 'p1', {
      type: 'move',
      units: ['muetar-army-1'],
      to: nextTo(north as string, (h) => h.kind === 'land' && h.id !== south && !h.id.startsWith('13')),
    }).state;
    const again = reachable(moved, 'p1', ['muetar-army-1']);
    for (const h of again.keys())
      expect(h === south && !grid.adjacent(moved.units['muetar-army-1']!.hex, south as string)).toBe(false);
  });
  it('DR-NAV-03 land units may not attack across the Deep', () => {
    const s = duelOf(
      {
        units: [
          { id: 'muetar-army-1', hex: north as string },
          { id: 'neuth-army-1', hex: south as string },
        ],
      },
      'combat',
    );
    expect(
      hasChoice(s, 'p1', { type: 'declare', from: [north as string], targets: [south as string], kind: 'land' }),
    ).toBe(false);
    rejects(
      s,
      'p1',
      { type: 'declare', from: [north as string], targets: [south as string], kind: 'land' },
      'rule/illegal_attack',
    );
  });
  it('DR-NAV-06 DR-NAV-07 an enemy fleet on the Deep blockades its hexsides against land crossings', () => {
    const s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: north as string },
        { id: 'merc-M', hex: south as string, seat: 'p2' },
      ],
    });
    expect(deepControlled(s, 'p1', north as string, south as string)).toBe(true);
    const g = landGroup(s, 'p1', ['muetar-army-1']);
    for (const d of landDestinations(s, g)) {
      for (let i = 1; i < d.path.length; i++) expect(d.path[i - 1] === north && d.path[i] === south).toBe(false);
    }
  });
  it('DR-NAV-05 fleets pay 2 upstream and 1 downstream on the Deep', () => {
    const s = sandbox({
      kingdoms: ['mivior', 'neuth'],
      phase: 'movement',
      units: [{ id: 'merc-M', hex: '0812', seat: 'p1' }],
    });
    const fg = fleetGroup(s, 'p1', ['merc-M'], []);
    const d = new Map(fleetDestinations(s, fg.g, []).map((x) => [x.to, x.cost]));
    expect(d.get('0911')).toBe(2);
    const s2 = sandbox({
      kingdoms: ['mivior', 'neuth'],
      phase: 'movement',
      units: [{ id: 'merc-M', hex: '0911', seat: 'p1' }],
    });
    const fg2 = fleetGroup(s2, 'p1', ['merc-M'], []);
    expect(new Map(fleetDestinations(s2, fg2.g, []).map((x) => [x.to, x.cost])).get('0812')).toBe(1);
  });
  it('DR-NAV-09 DR-NAV-10 a fleet entering a hex beside an enemy-controlled Deep hexside must stop there', () => {
    const s = sandbox({
      kingdoms: ['mivior', 'neuth'],
      phase: 'movement',
      units: [
        { id: 'merc-M', hex: '0812', seat: 'p1' },
        { id: 'merc-N', hex: '1112', seat: 'p2' },
      ],
    });
    const fg = fleetGroup(s, 'p1', ['merc-M'], []);
    const d = fleetDestinations(s, fg.g, []);
    const stop = d.filter((x) => x.to === '1012' || x.to === '1113' || x.to === '1213');
    for (const x of stop) for (const h of x.path.slice(1, -1)) expect(['1012', '1011', '1113'].includes(h)).toBe(false);
  });
});

describe('fleets, ferries, transport, ports', () => {
  it('DR-FLEET-01 fleets move 1 MP a hex at sea, up to their MA of 8', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'movement',
      units: [{ id: 'rombune-fleet-1', hex: '0219' }],
    });
    const fg = fleetGroup(s, 'p1', ['rombune-fleet-1'], []);
    const d = fleetDestinations(s, fg.g, []);
    expect(Math.max(...d.map((x) => x.cost))).toBe(8);
    for (const x of d)
      if (x.path.every((h) => getHex(h).kind === 'sea' || h === x.to)) expect(x.cost).toBe(x.path.length - 1);
  });
  it('DR-FLEET-02 a fleet sailing into its own castle-port is inside it', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'movement',
      units: [{ id: 'rombune-fleet-1', hex: '0219' }],
    });
    const r = act(s, 'p1', { type: 'sail', fleets: ['rombune-fleet-1'], cargo: [], to: '0319', land: false });
    expect(r.state.units['rombune-fleet-1']?.inside).toBe(true);
  });
  const [north, south] = hexsideEnds('1213|1312') as [string, string];
  it('DR-FERRY-01 DR-FERRY-02 a friendly fleet on the Deep ferries land units across without the stop or the +2, and does not move', () => {
    // 1111 is not next to the Deep: without a ferry 1213 across it is out of reach (no stop, no +2 crossing)
    const [mid, bank, far] = ['1111', '1112', '1213'];
    expect(deepSide(bank, far)).toBe(true);
    expect(reachable(duelOf({ units: [{ id: 'muetar-army-1', hex: mid }] }), 'p1', ['muetar-army-1']).has(far)).toBe(
      false,
    );
    const s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: mid },
        { id: 'merc-M', hex: bank, seat: 'p1' },
      ],
    });
    const r = reachable(s, 'p1', ['muetar-army-1']);
    expect(r.has(far)).toBe(true);
    const moved = act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to: far });
    expect(moved.state.units['merc-M']?.hex).toBe(bank);
    expect(moved.state.units['muetar-army-1']?.hex).toBe(far);
  });
  it('DR-FERRY-03 DR-FERRY-04 a fleet ferries at most its MA (or what it has left) in combat units', () => {
    const s = duelOf({ units: [{ id: 'merc-M', hex: north, seat: 'p1' }] });
    expect(ferry(s, 'p1', north, south, 8)).toBe(true);
    expect(ferry(s, 'p1', north, south, 9)).toBe(false);
    const moved = sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'movement',
      units: [{ id: 'merc-M', hex: '0812', seat: 'p1' }],
    });
    const after = act(moved, 'p1', { type: 'sail', fleets: ['merc-M'], cargo: [], to: '1012', land: false }).state;
    const left = after.units['merc-M']?.mp ?? 0;
    expect(left).toBeLessThan(8);
    expect(
      ferry(
        after,
        'p1',
        '1012',
        nextTo('1012', (h) => h.kind === 'land'),
        left,
      ),
    ).toBe(true);
    expect(
      ferry(
        after,
        'p1',
        '1012',
        nextTo('1012', (h) => h.kind === 'land'),
        left + 1,
      ),
    ).toBe(false);
  });
  it('DR-FERRY-03 DR-FERRY-04 Q-52 the capacity is for the whole Movement Phase: each ferried unit spends one, and the fleet stays put', () => {
    // 1111 → 1112 → across the Deep → 1213, all in Muetar; from 1111 the far bank is out of reach without a ferry
    const [mid, bank, far] = ['1111', '1112', '1213'];
    expect(deepSide(bank, far)).toBe(true);
    const ids = Array.from({ length: 9 }, (_, i) => `muetar-army-${i + 1}`);
    const s = duelOf({ units: [...ids.map((id) => ({ id, hex: mid })), { id: 'merc-M', hex: bank, seat: 'p1' }] });
    const alone = duelOf({ units: ids.map((id) => ({ id, hex: mid })) });
    expect(reachable(alone, 'p1', ['muetar-army-1']).has(far)).toBe(false);
    const five = ids.slice(0, 5);
    const r = act(s, 'p1', { type: 'move', units: five, to: far });
    expect(ofType(r.events, 'ferried')[0]).toMatchObject({ fleet: 'merc-M', units: five });
    expect(r.state.units['merc-M']).toMatchObject({ hex: bank, mp: 3 });
    // three more may cross over it, not four (8 in all this phase, DR-FERRY-04)
    expect(reachable(r.state, 'p1', ids.slice(5, 9)).has(far)).toBe(false);
    expect(reachable(r.state, 'p1', ids.slice(5, 8)).has(far)).toBe(true);
    // a fleet that ferried does not sail on
    expect(divineRight.choices(r.state, 'p1').some((c) => c.command.type === 'sail')).toBe(false);
    const all = act(r.state, 'p1', { type: 'move', units: ids.slice(5, 8), to: far });
    expect(all.state.units['merc-M']?.mp).toBe(0);
    expect(reachable(all.state, 'p1', ['muetar-army-9']).has(far)).toBe(false);
  });
  it('DR-TRANS-01 DR-TRANS-02 DR-TRANS-05 a fleet carries one army and any heroes at no cost; landed troops stop', () => {
    const c = hexWhere(
      (h) => h.basicOwner === 'rombune' && h.seaCoast && !h.noEmbark && h.river === null && !CASTLE_AT.has(h.id),
    );
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'movement',
      units: [
        { id: 'rombune-fleet-1', hex: c },
        { id: 'rombune-army-1', hex: c },
        { id: 'rombune-army-2', hex: c },
        { id: 'rombune-monarch', hex: c },
      ],
    });
    rejects(
      s,
      'p1',
      {
        type: 'sail',
        fleets: ['rombune-fleet-1'],
        cargo: ['rombune-army-1', 'rombune-army-2'],
        to: '0220',
        land: false,
      },
      'rule/overloaded',
    );
    const fg = fleetGroup(s, 'p1', ['rombune-fleet-1'], ['rombune-army-1', 'rombune-monarch']);
    const shore = fleetDestinations(s, fg.g, fg.cargo).find(
      (d) => getHex(d.to).kind === 'land' && !getHex(d.to).noEmbark && !CASTLE_AT.has(d.to),
    )?.to as string;
    const r = act(s, 'p1', {
      type: 'sail',
      fleets: ['rombune-fleet-1'],
      cargo: ['rombune-army-1', 'rombune-monarch'],
      to: shore,
      land: true,
    });
    expect(r.state.units['rombune-army-1']?.hex).toBe(shore);
    expect(r.state.units['rombune-army-1']?.done).toBe(true);
    expect(r.state.units['rombune-monarch']?.hex).toBe(shore);
    expect(r.state.units['rombune-fleet-1']?.mp).toBeGreaterThan(0);
    rejects(r.state, 'p1', { type: 'move', units: ['rombune-army-1'], to: c });
  });
  it('DR-TRANS-03 fleets carry land units up the Deep', () => {
    const s = sandbox({
      kingdoms: ['mivior', 'neuth'],
      phase: 'movement',
      units: [
        { id: 'merc-M', hex: '0812', seat: 'p1' },
        { id: 'mivior-army-1', hex: '0812' },
      ],
    });
    const r = act(s, 'p1', { type: 'sail', fleets: ['merc-M'], cargo: ['mivior-army-1'], to: '1012', land: true });
    expect(r.state.units['mivior-army-1']?.hex).toBe('1012');
  });
  it('DR-TRANS-04 no embarking or debarking on a mountain coast', () => {
    const rock = hexWhere((h) => h.noEmbark);
    const s = sandbox({
      kingdoms: ['pon', 'neuth'],
      phase: 'movement',
      units: [
        { id: 'pon-fleet-1', hex: rock },
        { id: 'pon-army-1', hex: rock },
      ],
    });
    rejects(
      s,
      'p1',
      {
        type: 'sail',
        fleets: ['pon-fleet-1'],
        cargo: ['pon-army-1'],
        to: nextTo(rock, (h) => h.kind === 'sea'),
        land: false,
      },
      'rule/no_embark',
    );
  });
  it('DR-TRANS-06 DR-WHO-03 land units aboard fleets may not attack', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'combat',
      units: [
        { id: 'rombune-fleet-1', hex: '0419' },
        { id: 'rombune-army-1', hex: '0419', aboard: 'rombune-fleet-1' },
        { id: 'neuth-army-1', hex: '0420' },
      ],
    });
    expect(eligibleAttackers(s, 'p1', '0419', 'army')).toEqual([]);
  });
  it('DR-TRANS-07 DR-SIEGE-49 two fleets carrying two armies may land in an empty defence-4 castle-port and besiege it', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'shucassam'],
      phase: 'movement',
      units: [
        { id: 'rombune-fleet-1', hex: '2322' },
        { id: 'rombune-fleet-2', hex: '2322' },
        { id: 'rombune-army-1', hex: '2322', aboard: 'rombune-fleet-1' },
        { id: 'rombune-army-2', hex: '2322', aboard: 'rombune-fleet-2' },
      ],
    });
    const r = act(s, 'p1', {
      type: 'sail',
      fleets: ['rombune-fleet-1', 'rombune-fleet-2'],
      cargo: ['rombune-army-1', 'rombune-army-2'],
      to: '2222',
      land: true,
    });
    expect(r.state.sieges['2222']).toBe('p1');
    const blocked = sandbox({
      kingdoms: ['rombune', 'shucassam'],
      phase: 'movement',
      units: [
        { id: 'rombune-fleet-1', hex: '2322' },
        { id: 'rombune-fleet-2', hex: '2322' },
        { id: 'rombune-army-1', hex: '2322', aboard: 'rombune-fleet-1' },
        { id: 'rombune-army-2', hex: '2322', aboard: 'rombune-fleet-2' },
        { id: 'shucassam-army-1', hex: '2222' },
      ],
    });
    rejects(blocked, 'p1', {
      type: 'sail',
      fleets: ['rombune-fleet-1', 'rombune-fleet-2'],
      cargo: ['rombune-army-1', 'rombune-army-2'],
      to: '2222',
      land: true,
    });
  });
  it('DR-PORT-01 DR-PORT-02 Pennol is no port, Adeese is a castle-port that fleets and armies both enter', () => {
    const s = sandbox({
      kingdoms: ['shucassam', 'muetar'],
      phase: 'movement',
      units: [
        { id: 'shucassam-fleet-1', hex: '2322' },
        { id: 'shucassam-army-1', hex: '2321' },
      ],
    });
    expect(reachable(s, 'p1', ['shucassam-army-1']).has('2222')).toBe(true);
    const fg = fleetGroup(s, 'p1', ['shucassam-fleet-1'], []);
    expect(fleetDestinations(s, fg.g, []).some((d) => d.to === '2222')).toBe(true);
    expect(fleetMayEnter('1611')).toBe(true);
    const m = sandbox({
      kingdoms: ['muetar', 'shucassam'],
      phase: 'movement',
      units: [{ id: 'merc-M', hex: '1511', seat: 'p1' }],
    });
    const mg = fleetGroup(m, 'p1', ['merc-M'], []);
    expect(fleetDestinations(m, mg.g, []).some((d) => d.to === '1611')).toBe(false);
  });
  it('DR-PORT-03 DR-REIN-02 a plundered castle-port still takes fleet reinforcements, for its owner while unoccupied', () => {
    const s = sandbox({ kingdoms: ['shucassam', 'muetar'], phase: 'movement', plundered: ['adeese'], units: [] });
    expect(reinforcementHexes(s, 'p1', 'fleet')).toContain('2222');
    const occupied = sandbox({
      kingdoms: ['shucassam', 'muetar'],
      phase: 'movement',
      plundered: ['adeese'],
      units: [{ id: 'muetar-army-1', hex: '2222' }],
    });
    expect(reinforcementHexes(occupied, 'p1', 'fleet')).not.toContain('2222');
    expect(reinforcementHexes(occupied, 'p2', 'fleet')).toContain('2222');
  });
  it('DR-PORT-05 DR-REIN-01 mercenary fleets enter at a friendly-controlled non-castle port', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'movement',
      units: [{ id: 'muetar-army-1', hex: '1225' }],
    });
    expect(reinforcementHexes(s, 'p1', 'fleet')).toContain('1225');
    expect(reinforcementHexes(s, 'p2', 'fleet')).not.toContain('1225');
  });
  it('DR-PORT-06 land units entering a non-castle port held only by enemy fleets take it; the fleets leave at the end of the phase', () => {
    const from = nextTo('1225', (h) => h.kind === 'land');
    let s = duelOf({
      units: [
        { id: 'muetar-army-1', hex: from },
        { id: 'merc-M', hex: '1225', seat: 'p2' },
      ],
    });
    s = act(s, 'p1', { type: 'move', units: ['muetar-army-1'], to: '1225' }).state;
    const r = act(s, 'p1', { type: 'done' }, [3, 3, 3, 3]);
    expect(r.state.units['merc-M']?.hex).not.toBe('1225');
    expect(getHex(r.state.units['merc-M']!.hex).kind).toBe('sea');
  });
});

describe('the Boom and Parros', () => {
  it('DR-HOTH-02 DR-HOTH-03 enemy fleets stop in the Boom and enter Port Lork only a later turn; open once Port Lork is besieged', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'hothior'],
      phase: 'movement',
      units: [{ id: 'rombune-fleet-1', hex: '0727' }],
    });
    const fg = fleetGroup(s, 'p1', ['rombune-fleet-1'], []);
    const d = fleetDestinations(s, fg.g, []);
    expect(d.some((x) => x.to === '0726')).toBe(true);
    expect(d.some((x) => x.path.includes('0726') && x.to !== '0726')).toBe(false);
    const sieged = sandbox({
      kingdoms: ['rombune', 'hothior'],
      phase: 'movement',
      sieges: { '0725': 'p1' },
      units: [
        { id: 'rombune-fleet-1', hex: '0727' },
        { id: 'rombune-army-1', hex: '0725' },
        { id: 'rombune-army-2', hex: '0725' },
        { id: 'rombune-army-3', hex: '0725' },
        { id: 'rombune-army-4', hex: '0725' },
      ],
    });
    const g2 = fleetGroup(sieged, 'p1', ['rombune-fleet-1'], []);
    expect(fleetDestinations(sieged, g2.g, []).some((x) => x.to === '0725')).toBe(true);
  });
  it('DR-HOTH-01 DR-SHUC-01 the Boom is Hothior territory; the Obelisk is unclaimed', () => {
    expect(getHex('0726').basicOwner).toBe('hothior');
    expect(getHex('1719').basicOwner).toBeNull();
  });
  it('DR-ROMB-01 DR-ROMB-02 crossing a Parros canal costs +2 unless Parros is friendly', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'rombune'],
      phase: 'movement',
      plundered: ['parros'],
      units: [{ id: 'muetar-army-1', hex: '0415' }],
    });
    expect(reachable(s, 'p1', ['muetar-army-1']).get('0416')).toBe(3);
    const own = sandbox({
      kingdoms: ['rombune', 'muetar'],
      phase: 'movement',
      units: [{ id: 'rombune-army-1', hex: '0415' }],
    });
    expect(reachable(own, 'p1', ['rombune-army-1']).get('0416')).toBe(1);
  });
});

describe('legal moves are choices', () => {
  it('DR-MOVE-01 choices list one move per reachable destination, never every path', () => {
    const s = duelOf({ units: [{ id: 'muetar-army-1', hex: clearA }] });
    const moves = divineRight.choices(s, 'p1').filter((c) => c.command.type === 'move');
    const to = moves.map((c) => (c.command as { to: string }).to);
    expect(new Set(to).size).toBe(to.length);
    expect(to.length).toBe(reachable(s, 'p1', ['muetar-army-1']).size);
  });
});

describe('more of the chart', () => {
  it('DR-HERO-05 a monarch has every bonus at home and passes them to the units he leads', () => {
    const sw = hexWhere((h) => h.basicOwner === 'muetar' && h.features.join() === 'forest' && h.river === null);
    const from = nextTo(sw, (h) => h.basicOwner === 'muetar' && h.kind === 'land' && h.river === null);
    const s = duelOf({
      units: [
        { id: 'muetar-monarch', hex: from },
        { id: 'merc-A', hex: from, seat: 'p1' },
      ],
    });
    expect(reachable(s, 'p1', ['muetar-monarch', 'merc-A'], 'muetar-monarch').get(sw)).toBe(1);
    expect(reachable(s, 'p1', ['merc-A']).get(sw)).toBe(2);
  });
  it('DR-PORT-04 Q-35 a non-castle port shelters one fleet from a Storm: with two there, the owner keeps the one he picks', () => {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth'],
        units: [
          { id: 'merc-M', hex: '1225', seat: 'p1' },
          { id: 'merc-N', hex: '1225', seat: 'p1' },
        ],
      },
      {},
      [1, 2],
    );
    // one of the two is lost, the owner's choice: choosing which sinks is choosing which the port shelters
    const it0 = s.interrupts[0];
    expect(it0?.kind === 'losses' && it0.count === 1 && it0.pool).toEqual(['merc-M', 'merc-N']);
  });
  it('DR-ROMB-03 defenders outside Parros add 2 unless the attacker has fleet support', () => {
    const from = '0415';
    const s = sandbox({
      kingdoms: ['muetar', 'rombune'],
      phase: 'combat',
      plundered: ['parros'],
      units: [
        { id: 'muetar-army-1', hex: from },
        { id: 'rombune-army-1', hex: '0416' },
      ],
    });
    let st = act(s, 'p1', { type: 'declare', from: [from], targets: ['0416'], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [3, 3, 3, 4], {
      p2: { retreat: 'never', losses: 'own-first' },
      p1: { losses: 'own-first', advance: 'never' },
    });
    expect(ofType(r.events, 'battleRolled')[0]?.defender.modifier).toBe(1 + 2);
    const sup = sandbox({
      kingdoms: ['muetar', 'rombune'],
      phase: 'combat',
      plundered: ['parros'],
      units: [
        { id: 'muetar-army-1', hex: from },
        { id: 'merc-M', hex: '0315', seat: 'p1' },
        { id: 'rombune-army-1', hex: '0416' },
      ],
    });
    let st2 = act(sup, 'p1', { type: 'declare', from: [from], targets: ['0416'], kind: 'land' }).state;
    st2 = act(st2, 'p1', { type: 'done' }).state;
    const r2 = act(st2, 'p1', { type: 'resolve', attack: 0 }, [3, 3, 3, 4], {
      p2: { retreat: 'never', losses: 'own-first' },
      p1: { losses: 'own-first', advance: 'never' },
    });
    expect(ofType(r2.events, 'battleRolled')[0]?.defender.modifier).toBe(1);
  });
  it('DR-FATE-09 DR-FATE-01 #4 a hero who begins his move in a hex with enemy units rolls before he leaves', () => {
    const A = clearA;
    const s = duelOf({
      units: [
        { id: 'muetar-monarch', hex: A },
        { id: 'muetar-army-1', hex: A },
        { id: 'neuth-army-1', hex: A },
      ],
    });
    const r = act(
      s,
      'p1',
      { type: 'move', units: ['muetar-monarch', 'muetar-army-1'], to: clearB, leader: 'muetar-monarch' },
      [3],
    );
    expect(ofType(r.events, 'fateRolled')[0]).toMatchObject({ unit: 'muetar-monarch', roll: 3, by: 'p2' });
  });
  it('DR-GEN-08 DR-GEN-09 DR-SETUP-07 army groups and queens are presentation only: no command exists for them', async () => {
    const { commandSchema } = await import('./commands.ts');
    expect(commandSchema.safeParse({ type: 'armyGroup' }).success).toBe(false);
    expect(commandSchema.safeParse({ type: 'queen' }).success).toBe(false);
  });
});

describe('the terrain chart played out: what a move costs (DR-TERR-02..06, DR-TERR-12/13)', () => {
  /** A hex of exactly these features outside every kingdom, no river, with a clear neighbour off the rivers. */
  const site = (features: string, home: string[]) => {
    const away = (o: string | null) => o === null || !home.includes(o);
    for (const h of HEXES.values()) {
      if (h.kind !== 'land' || h.features.join('+') !== features || !away(h.basicOwner) || h.river !== null) continue;
      if (CASTLE_AT.has(h.id)) continue;
      const from = grid.neighbours(h.id).find((n) => {
        const x = HEXES.get(n);
        return !!x && x.kind === 'land' && !x.river && away(x.basicOwner) && !CASTLE_AT.has(n);
      });
      if (from) return { to: h.id, from };
    }
    throw new Error(`no ${features} site`);
  };
  /** p1 Muetar (no bonus) and p2 with the bonus unit; both move one army into the hex. */
  const cost = (
    features: string,
    bonusArmy: string,
    bonusKingdom: 'neuth' | 'pon' | 'rombune',
    plainKingdom: 'muetar' | 'shucassam' = 'muetar',
  ) => {
    const { to, from } = site(features, [plainKingdom, bonusKingdom]);
    const plainArmy = `${plainKingdom}-army-1`;
    const s = sandbox({
      kingdoms: [plainKingdom, bonusKingdom],
      phase: 'movement',
      units: [{ id: plainArmy, hex: from }],
    });
    const plain = act(s, 'p1', { type: 'move', units: [plainArmy], to });
    const t = sandbox({
      kingdoms: [bonusKingdom, plainKingdom],
      phase: 'movement',
      units: [{ id: bonusArmy, hex: from }],
    });
    const bonus = act(t, 'p1', { type: 'move', units: [bonusArmy], to });
    return [ofType(plain.events, 'moved')[0]?.cost, ofType(bonus.events, 'moved')[0]?.cost];
  };
  it('DR-TERR-02 DR-TERR-14 a move into hills costs 2, 1 for Pon’s mountaineers', () => {
    expect(cost('hills', 'pon-army-1', 'pon')).toEqual([2, 1]);
  });
  it('DR-TERR-03 a move into mountains costs 4, 3 with the mountain bonus', () => {
    expect(cost('mountain', 'pon-army-1', 'pon')).toEqual([4, 3]);
  });
  it('DR-TERR-05 a move into forest costs 2, 1 for the elves of Neuth', () => {
    expect(cost('forest', 'neuth-army-1', 'neuth')).toEqual([2, 1]);
  });
  it('DR-TERR-06 a move into swamp costs 2, 1 for Rombune’s swamp men', () => {
    expect(cost('swamp', 'rombune-army-1', 'rombune')).toEqual([2, 1]);
  });
  it('DR-TERR-04 a move into a pass costs 2 even for mountaineers (Q-49)', () => {
    expect(cost('pass', 'pon-army-1', 'pon')).toEqual([2, 2]);
  });
  it('DR-TERR-12 DR-TERR-13 costs add up: a forested mountain costs 6, 5 with only the mountain bonus', () => {
    expect(cost('mountain+forest', 'pon-army-1', 'pon', 'shucassam')).toEqual([6, 5]);
  });
});
