/**
 * The orders the draft proposes for the trade and espionage actions of
 * rules/actions/trade.ts (#8 Contest Trade Route, #13 Create Trade Route,
 * #17 Embargo, #18 Espionage and its missions, #19 Exploratory Trade, #20
 * Grant): each one its handler would carry out as the board stands (it may
 * still fail its roll), named in words with its cost. What depends on other
 * regents' sealed sheets (an embargo coalition, a Sarma priest's blessing) is
 * not read, so as not to tell one regent what another has written.
 */
import {
  BUILDING_TABLE,
  type BuildingId,
  DESTINATIONS,
  type DomainId,
  EXPEDITION_RULES,
  expeditionShips,
  GRANT_INTERCEPTION,
  grid,
  isMercenary,
  isSeaport,
  PROVINCE_BY_ID,
  type ProvinceId,
  SHIP_TABLE,
  tradeRouteValue,
  voyageSteps,
} from '../../data/index.ts';
import { routeValue } from '../actions/trade.ts';
import { turnOf } from '../calendar.ts';
import { fromBoard, type Proposal, propose } from '../draft.ts';
import {
  allHoldings,
  capitalOf as capitalIn,
  holdingsIn,
  holdingsOf,
  holdingsOfIn,
  livingCourt,
  memo,
  remember,
  ruledBy,
  shipsOf,
  sortedById,
  unitsOf,
} from '../index-by.ts';
import type { CharacterState, HoldingState, OrderState, ShipState, State } from '../state.ts';
import { characterName, dname, HOLDING_WORD, pname, routeName, shipsName, unitsName } from '../words.ts';

type Order = Proposal['order'];

const costWords = (gb: number, rp = 0): string =>
  [gb ? `${gb} GB` : '', rp ? `${rp} RP` : ''].filter(Boolean).join(', ') || 'nothing';
const canPay = (s: State, d: DomainId, gb: number, rp = 0): boolean => {
  const t = s.domains[d];
  return !!t && t.gb >= gb && t.rp >= rp;
};
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const byId = <T extends { id: string }>(a: T, b: T): number => a.id.localeCompare(b.id);

const guildsOf = (s: State, d: DomainId): HoldingState[] =>
  holdingsOf(s, d)
    .filter((h) => h.type === 'guild' && s.provinces[h.province])
    .sort(byId);
const lawGuildLevels = (s: State, d: DomainId | null, p: string): number =>
  d
    ? holdingsOfIn(s, d, p)
        .filter((h) => h.type === 'law' || h.type === 'guild')
        .reduce((n, h) => n + h.level, 0)
    : 0;

/**
 * The highways' shortest paths from one province: actions/trade.ts highwayPath's breadth-first search,
 * run to the end instead of stopping at one end, so that one search serves every other end (its way
 * to each is the way highwayPath finds: a province's step back is fixed when the search first meets it).
 * Kept per s.provinces, all it reads: grants ask it for every pair of holdings of two domains.
 */
const searched = new WeakMap<State['provinces'], Map<string, Map<string, ProvinceId | null> | null>>();
function highwaysFrom(s: State, from: ProvinceId): Map<string, ProvinceId | null> | null {
  let byFrom = searched.get(s.provinces);
  if (!byFrom) {
    byFrom = new Map();
    searched.set(s.provinces, byFrom);
  }
  let prev = byFrom.get(from);
  if (prev === undefined) {
    const ok = (p: string) => s.provinces[p as ProvinceId]?.highway === true;
    if (ok(from)) {
      prev = new Map<string, ProvinceId | null>([[from, null]]);
      const queue: ProvinceId[] = [from];
      for (let i = 0; i < queue.length; i++)
        for (const n of PROVINCE_BY_ID.get(queue[i]!)?.neighbours ?? [])
          if (!prev.has(n) && ok(n)) {
            prev.set(n, queue[i]!);
            queue.push(n);
          }
    } else prev = null;
    byFrom.set(from, prev);
  }
  return prev;
}

/** The shortest unbroken path of highway provinces between two provinces, both ends included (as highwayPath). */
function highwayRoute(s: State, from: ProvinceId, to: ProvinceId): ProvinceId[] | null {
  if (s.provinces[to]?.highway !== true) return null;
  const prev = highwaysFrom(s, from);
  if (!prev?.has(to)) return null;
  const path: ProvinceId[] = [];
  for (let x: ProvinceId | null = to; x; x = prev.get(x) ?? null) path.unshift(x);
  return path;
}
const shipFree = (x: ShipState): boolean => !x.onTradeRoute && !x.unpaid && !x.at.startsWith('voyage:');

// ---------------------------------------------------------------------------
// #8 Contest Trade Route
// ---------------------------------------------------------------------------

/** Every other regent's route with a law or guild holding of the domain at an end, contested from its largest. */
function contestTradeRoute(s: State, d: DomainId): Proposal[] {
  if (!canPay(s, d, 1, 1)) return [];
  const out: Proposal[] = [];
  for (const r of Object.values(s.routes).sort(byId)) {
    if (r.owner === d) continue;
    const h = holdingsOf(s, d)
      .filter((x) => (x.type === 'law' || x.type === 'guild') && (x.province === r.from || x.province === r.to))
      .sort((a, b) => b.level - a.level || byId(a, b))[0];
    if (!h) continue;
    const value = routeValue(s, r);
    out.push({
      order: { action: 'contest-trade-route', targets: [r.id], params: { holding: h.id } },
      label: `Contest Trade Route: ${routeName(s, r.id)} (${value} GB a turn), from your ${HOLDING_WORD[h.type]} (${h.level}) in ${pname(h.province)}`,
      cost: costWords(1, 1),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #13 Create Trade Route
// ---------------------------------------------------------------------------

const seaCapacity = (s: State, d: DomainId): number =>
  Object.values(s.ships)
    .filter((x) => x.owner === d && !x.unpaid && x.onTradeRoute)
    .reduce((n, x) => n + SHIP_TABLE[x.type].cargo, 0);
const seaNeed = (s: State, d: DomainId): number =>
  Object.values(s.routes)
    .filter((r) => r.owner === d && r.kind === 'sea')
    .reduce((n, r) => n + routeValue(s, r), 0);

/** The ships to put on the sea trade so that it carries `need`: none, the smallest that suffices, or the largest few. */
function shipsFor(s: State, d: DomainId, need: number): string[] | null {
  let cap = seaCapacity(s, d);
  if (cap >= need) return [];
  const spare = Object.values(s.ships)
    .filter((x) => x.owner === d && shipFree(x))
    .sort((a, b) => SHIP_TABLE[a.type].cargo - SHIP_TABLE[b.type].cargo || byId(a, b));
  const one = spare.find((x) => cap + SHIP_TABLE[x.type].cargo >= need);
  if (one) return [one.id];
  const out: string[] = [];
  for (const x of [...spare].reverse()) {
    if (cap >= need) break;
    out.push(x.id);
    cap += SHIP_TABLE[x.type].cargo;
  }
  return cap >= need ? out : null;
}

/** Each pair of the domain's guilds a land route (by highways) or else a sea route could join, the richest first. */
function createTradeRoute(s: State, d: DomainId): Proposal[] {
  if (!canPay(s, d, 1)) return [];
  const guilds = guildsOf(s, d);
  const out: (Proposal & { value: number })[] = [];
  for (let i = 0; i < guilds.length; i++)
    for (let j = i + 1; j < guilds.length; j++) {
      // the larger guild first: the roll is made in its province
      const [ga, gb] = [guilds[i]!, guilds[j]!].sort((x, y) => y.level - x.level || byId(x, y)) as [
        HoldingState,
        HoldingState,
      ];
      const from = ga.province;
      const to = gb.province;
      if (from === to) continue;
      const a = PROVINCE_BY_ID.get(from);
      const b = PROVINCE_BY_ID.get(to);
      if (!a || !b) continue;
      const dup = Object.values(s.routes).some(
        (r) => r.owner === d && ((r.from === from && r.to === to) || (r.from === to && r.to === from)),
      );
      if (dup) continue;
      const waived = (b: BuildingId) =>
        [ga, gb].some((g) => g.level >= 4 && (s.provinces[g.province]?.buildings[b] ?? 0) > 0);
      const value = tradeRouteValue(ga.level, gb.level);
      const worth = `${value} GB a turn`;
      // by land where the highways join them (it needs no ships), else by sea
      const path = a.resource !== b.resource || waived('great-bazaar') ? highwayRoute(s, from, to) : null;
      if (path) {
        out.push({
          value,
          order: { action: 'create-trade-route', targets: [from, to], params: { kind: 'land' } },
          label: `Create Trade Route: a land route from ${a.name} to ${b.name}${path.length > 2 ? ` by ${path.slice(1, -1).map(pname).join(', ')}` : ''} (${worth})`,
          cost: costWords(1),
        });
        continue;
      }
      const seaOk =
        (a.resource !== b.resource || waived('trade-wharf')) &&
        a.tradeKinds.includes('sea') &&
        b.tradeKinds.includes('sea') &&
        Math.max(s.provinces[from]!.level, s.provinces[to]!.level) >= 4;
      if (!seaOk) continue;
      const ships = shipsFor(s, d, Math.round((seaNeed(s, d) + value) * 10) / 10);
      if (!ships) continue;
      out.push({
        value,
        order: { action: 'create-trade-route', targets: [from, to], params: { kind: 'sea', ships } },
        label: `Create Trade Route: a sea route from ${a.name} to ${b.name} (${worth})${ships.length ? `, putting ${shipsName(s, ships)} on the sea trade` : ''}`,
        cost: costWords(1),
      });
    }
  return out.sort((x, y) => y.value - x.value).map(({ value: _, ...p }) => p);
}

// ---------------------------------------------------------------------------
// #17 Embargo
// ---------------------------------------------------------------------------

/**
 * Each province of another ruler where the domain has a guild and has laid no embargo yet: alone where no
 * other guild is seen there (a monopoly), else in coalition with the other guilders seen there, which holds
 * only if one of them orders the same Embargo this round (their sheets are sealed, so the label says so).
 * Covert guilds are not seen: one may still break a monopoly at resolution.
 */
function embargo(s: State, d: DomainId): Proposal[] {
  if (!canPay(s, d, 3, 3)) return [];
  const out: Proposal[] = [];
  for (const g of guildsOf(s, d)) {
    const prov = s.provinces[g.province]!;
    if (!prov.ruler || prov.ruler === d || prov.embargo.includes(d)) continue;
    const rivals = [
      ...new Set(
        holdingsIn(s, g.province)
          .filter((h) => h.type === 'guild' && h.owner !== d && !h.covert)
          .map((h) => h.owner),
      ),
    ];
    // a ruler embargoing his own province (its tax and loyalty) is no partner to count on: not proposed
    const partners = rivals.filter((x) => x !== prov.ruler);
    if (rivals.length && !partners.length) continue;
    const order: Proposal['order'] = { action: 'embargo', targets: [g.province] };
    const what = `${pname(g.province)} of ${dname(prov.ruler)}`;
    out.push(
      partners.length
        ? {
            order,
            label: `Embargo: ${what} in coalition with ${listWords(partners.map(dname))}, who trade there too (it holds only if one of them orders the same Embargo this round; its tax −2, its loyalty suffers)`,
            cost: costWords(3, 3),
          }
        : {
            order,
            label: `Embargo: ${what}, where your guild (${g.level}) is the only one (its tax −2, its loyalty suffers)`,
            cost: costWords(3, 3),
          },
    );
  }
  return out;
}

const listWords = (xs: string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;

// ---------------------------------------------------------------------------
// #18 Espionage
// ---------------------------------------------------------------------------

/** The provinces a domain holds in or rules. */
function presence(s: State, d: DomainId): Set<ProvinceId> {
  const out = new Set<ProvinceId>();
  for (const h of holdingsOf(s, d)) if (s.provinces[h.province]) out.add(h.province);
  for (const p of ruledBy(s, d)) out.add(p.id);
  return out;
}

/**
 * Where a domain's spies are of use: provinces of other rulers where it has a holding, a spy network or its
 * regent, or which border a province it rules.
 */
function nearRivals(s: State, d: DomainId): ProvinceId[] {
  const near = new Set<ProvinceId>();
  for (const h of holdingsOf(s, d)) near.add(h.province);
  for (const x of s.spies) if (x.owner === d) near.add(x.province);
  const regent = s.characters[`${d}:regent`];
  if (regent?.alive) near.add(regent.province);
  for (const p of ruledBy(s, d)) for (const n of PROVINCE_BY_ID.get(p.id)?.neighbours ?? []) near.add(n);
  return [...near].filter((p) => s.provinces[p]?.ruler && s.provinces[p]!.ruler !== d).sort();
}

const capitalOf = (s: State, d: DomainId): ProvinceId | null =>
  capitalIn(s, d) ?? (s.characters[`${d}:regent`]?.province as ProvinceId | undefined) ?? null;

/** As the handler counts it: provinces between the target and the spy's nearest holding or province. */
function separation(s: State, d: DomainId, p: ProvinceId): number {
  const hex = PROVINCE_BY_ID.get(p)?.hex;
  const mine = presence(s, d);
  if (!hex || !mine.size) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (const q of mine) {
    const h = PROVINCE_BY_ID.get(q)?.hex;
    if (h) best = Math.min(best, grid.distance(hex, h));
  }
  return Math.max(0, best - 1);
}
const hasNetwork = (s: State, d: DomainId, p: string): boolean =>
  s.spies.some((x) => x.owner === d && x.province === p);

/** The province-dependent part of a mission's DC, to choose where to strike at a route. */
const spyDc = (s: State, d: DomainId, target: DomainId, p: ProvinceId): number =>
  -lawGuildLevels(s, d, p) +
  lawGuildLevels(s, target, p) -
  (s.provinces[p]?.level ?? 0) +
  separation(s, d, p) -
  (hasNetwork(s, d, p) ? 2 : 0);

/** What every mission of one Espionage proposal asks of the domain: where it keeps networks and covert holdings, its lieutenants. */
interface Spies {
  d: DomainId;
  /** Provinces with a spy network of the domain. */
  networks: Set<string>;
  /** Provinces with a covert law or guild holding of the domain. */
  covertAt: Set<string>;
  /** The living lieutenants, by id. */
  lts: CharacterState[];
}

function spiesOf(s: State, d: DomainId): Spies {
  const networks = new Set<string>();
  for (const x of s.spies) if (x.owner === d) networks.add(x.province);
  const covertAt = new Set<string>();
  for (const h of holdingsOf(s, d)) if (h.covert && (h.type === 'law' || h.type === 'guild')) covertAt.add(h.province);
  const lts = livingCourt(s, d)
    .filter((c) => c.role === 'lieutenant')
    .sort(byId);
  return { d, networks, covertAt, lts };
}

/**
 * A mission striking at `p`: under every kind where the domain has a spy network there, else as the domain
 * action or a lieutenant's (a court action needs the network: the handler refuses it); through a covert
 * holding where the domain has one there.
 */
function mission(x: Spies, p: ProvinceId, order0: Order, label0: string): Proposal[] {
  const cost = costWords(1);
  // through a covert law or guild holding of the domain there, where it has one (−5, 1.12.2)
  const covert = x.covertAt.has(p);
  const order = covert ? { ...order0, params: { ...order0.params, covert: true } } : order0;
  const label = covert ? `${label0}, through your covert holding there (DC −5)` : label0;
  if (x.networks.has(p)) return [{ order, label: `${label}, through your spy network there (DC −2)`, cost }];
  return [
    { order: { ...order, as: 'domain' }, label, cost },
    ...x.lts.map((c) => ({
      order: { ...order, as: 'lieutenant' as const, overseer: c.id },
      label,
      cost,
    })),
  ];
}

const spy = (variant: string, targets: string[], params?: OrderState['params']): Order => ({
  action: 'espionage',
  variant,
  targets,
  ...(params ? { params } : {}),
});

/** The counter-espionage pool draws at most this much from a pool per attempt (POOL_DRAW): a deposit's default. */
const DEPOSIT = 5;

function espionage(s: State, d: DomainId): Proposal[] {
  const me = s.domains[d];
  if (!me) return [];
  const out: Proposal[] = [];
  // a deposit alone, of GB or of RP
  const gbIn = Math.min(DEPOSIT, me.gb);
  const rpIn = Math.min(DEPOSIT, me.rp);
  if (gbIn > 0)
    out.push({
      order: spy('counter-espionage', [], { poolGb: gbIn }),
      label: `Espionage: put ${gbIn} GB into your counter-espionage pool`,
    });
  if (rpIn > 0)
    out.push({
      order: spy('counter-espionage', [], { poolRp: rpIn }),
      label: `Espionage: put ${rpIn} RP into your counter-espionage pool`,
    });
  if (me.gb < 1) return out;

  const spies = spiesOf(s, d);
  const near = nearRivals(s, d);
  const regent = s.characters[`${d}:regent`];
  for (const p of near) {
    const prov = s.provinces[p]!;
    const name = pname(p);
    const of = `${name} of ${dname(prov.ruler!)}`;
    out.push(
      ...mission(
        spies,
        p,
        spy('investigate-province', [p]),
        `Espionage: investigate ${of} (its units and covert holdings)`,
      ),
    );
    if (!spies.networks.has(p)) {
      const holds = holdingsOfIn(s, d, p).length > 0;
      if (holds || (regent?.alive && regent.province === p))
        out.push(...mission(spies, p, spy('spy-network', [p]), `Espionage: plant a spy network in ${of}`));
    }
    if (prov.loyalty !== 'rebellious')
      out.push(
        ...mission(
          spies,
          p,
          spy('incite-unrest', [p]),
          `Espionage: stir unrest in ${of} (its loyalty is ${prov.loyalty})`,
        ),
      );
    if (prov.fortification > 0)
      out.push(
        ...mission(
          spies,
          p,
          spy('sabotage', [p], { building: 'fortification' }),
          `Espionage: sabotage the walls (${prov.fortification}) of ${of}`,
        ),
      );
    for (const [b, n] of (Object.entries(prov.buildings) as [BuildingId, number][]).sort(([x], [y]) =>
      x.localeCompare(y),
    ))
      if (n > 0)
        out.push(
          ...mission(
            spies,
            p,
            spy('sabotage', [p], { building: b }),
            `Espionage: sabotage the ${BUILDING_TABLE[b].name} (${n}) in ${of}`,
          ),
        );
  }

  // the other regents' domains, at their capitals
  for (const t of s.regents) {
    if (t === d) continue;
    const cap = capitalOf(s, t);
    if (!cap || !s.provinces[cap]) continue;
    out.push(
      ...mission(
        spies,
        cap,
        spy('investigate-domain', [t]),
        `Espionage: spy on ${dname(t)} at ${pname(cap)} (its treasury, lieutenants and agendas)`,
      ),
    );
  }

  // other regents' trade routes, struck at the end where the spies stand best
  for (const r of Object.values(s.routes).sort(byId)) {
    if (r.owner === d) continue;
    const ends = [r.from, r.to].filter((p) => s.provinces[p as ProvinceId]) as ProvinceId[];
    const at = ends.sort((x, y) => spyDc(s, d, r.owner, x) - spyDc(s, d, r.owner, y))[0];
    if (!at) continue;
    out.push(
      ...mission(
        spies,
        at,
        spy('disrupt-route', [r.id], { province: at }),
        `Espionage: disrupt ${routeName(s, r.id)} in ${pname(at)} (it pays nothing at the next collection)`,
      ),
    );
  }

  // the domain's units held prisoner, freed from their captor
  const held = new Map<string, { p: ProvinceId; captor: DomainId; units: string[] }>();
  for (const u of sortedById(s.units)) {
    if (u.owner !== d || !u.captor || u.captor === d || !s.provinces[u.province] || !s.domains[u.captor]) continue;
    const k = u.province;
    const g = held.get(k) ?? { p: u.province, captor: u.captor, units: [] };
    g.units.push(u.id);
    held.set(k, g);
  }
  for (const g of held.values())
    out.push(
      ...mission(
        spies,
        g.p,
        spy('free-prisoners', [g.p], { against: g.captor }),
        `Espionage: free ${unitsName(s, g.units)} held by ${dname(g.captor)} in ${pname(g.p)}`,
      ),
    );

  // the characters of the rulers next door and of those holding in the domain's provinces, and any rival in reach
  const mine = presence(s, d);
  const reach = new Set<string>([...near, ...mine]);
  const rivals = new Set<DomainId>();
  for (const p of near) rivals.add(s.provinces[p]!.ruler!);
  for (const h of Object.values(s.holdings))
    if (h.owner !== d && s.provinces[h.province]?.ruler === d) rivals.add(h.owner);
  for (const c of sortedById(s.characters)) {
    if (!c.alive || c.domain === d || !s.provinces[c.province]) continue;
    if (!rivals.has(c.domain) && !reach.has(c.province)) continue;
    out.push(
      ...mission(
        spies,
        c.province,
        spy('assassinate', [c.id]),
        `Espionage: assassinate ${characterName(s, c.id)}, the ${c.role} of ${dname(c.domain)}, in ${pname(c.province)} (DC 25 + Prowess)`,
      ),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------
// #19 Exploratory Trade
// ---------------------------------------------------------------------------

/**
 * From each seaport with a guild of the domain that may send a fleet this turn: its free ships there (the
 * largest first, as many as the guild may send and the treasury pays for) to each destination, as the
 * domain action (or a lieutenant's) and led by the regent in person (−2, and RP may go on it; he risks the
 * sea on a natural 1).
 */
function exploratoryTrade(s: State, d: DomainId): Proposal[] {
  const me = s.domains[d];
  const regentId = `${d}:regent`;
  const regent = s.characters[regentId];
  if (!me || !regent) return [];
  const turn = turnOf(s.round);
  const past = (s.expeditions ?? []).filter((x) => x.domain === d);
  if (past.some((x) => turnOf(x.sailed) === turn)) return [];
  const out: Proposal[] = [];
  for (const g of guildsOf(s, d)) {
    const from = g.province;
    const port = PROVINCE_BY_ID.get(from);
    const prov = s.provinces[from]!;
    if (!port || !isSeaport(port, prov.level) || g.level < EXPEDITION_RULES.minGuildLevel) continue;
    const last = past.filter((x) => x.port === from).sort((a, b) => b.sailed - a.sailed)[0];
    if (last && turn - turnOf(last.sailed) < EXPEDITION_RULES.turnsPerSeaport) continue;
    const max = expeditionShips(prov.level, g.level);
    const free = Object.values(s.ships)
      .filter((x) => x.owner === d && x.at === from && !x.onTradeRoute && !x.unpaid)
      .sort((a, b) => SHIP_TABLE[b.type].cargo - SHIP_TABLE[a.type].cargo || byId(a, b));
    const fleet: ShipState[] = [];
    let gb = 0;
    for (const x of free) {
      if (fleet.length >= max) break;
      const more = gb + 1 + SHIP_TABLE[x.type].cargo;
      if (me.gb < more || me.rp < fleet.length + 1) continue;
      fleet.push(x);
      gb = more;
    }
    if (!fleet.length) continue;
    const ids = fleet.map((x) => x.id);
    const cargo = gb - fleet.length;
    const cost = `${costWords(gb, fleet.length)}, of which ${cargo} GB is cargo that comes home with the fleet`;
    for (const dest of DESTINATIONS) {
      const steps = voyageSteps(dest, port.region);
      const order: Order = {
        action: 'exploratory-trade',
        targets: ids,
        params: { from, destination: dest.id },
      };
      const label = `Exploratory Trade: ${shipsName(s, ids)} from ${port.name} to ${dest.name} (${plural(steps, 'round')}, ${dest.piratePercent}% pirates, profit up to ${dest.maxProfit} GB)`;
      out.push({ order, label, cost });
      if (regent.alive)
        out.push({
          order: { ...order, as: 'domain', overseer: regentId },
          label: `${label}, led by ${regent.build.name} in person`,
          cost,
        });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// #20 Grant
// ---------------------------------------------------------------------------

/** How gold and units would travel: between a holding (1+) of each side, the safest and shortest way there is. */
interface Carry {
  from: ProvinceId;
  to: ProvinceId;
  how: string;
  chance: number;
}

/**
 * The provinces of a domain's holdings of level 1+, with the level of its largest there, largest first.
 * Kept per (holdings, provinces), all it reads: every grant asks it of the giver and of each receiver.
 */
const endsKept = memo<readonly { p: ProvinceId; level: number }[]>();
const ends = (s: State, d: DomainId): readonly { p: ProvinceId; level: number }[] =>
  remember(endsKept, [s.holdings, s.provinces], d, () => {
    const best = new Map<ProvinceId, number>();
    for (const h of holdingsOf(s, d))
      if (h.level >= 1 && s.provinces[h.province]) best.set(h.province, Math.max(h.level, best.get(h.province) ?? 0));
    return Object.freeze(
      [...best].map(([p, level]) => ({ p, level })).sort((a, b) => b.level - a.level || a.p.localeCompare(b.p)),
    );
  });

/** One way between a holding of the giver and one of the receiver; `hold`, by sea, is the cargo of the giver's ships there. */
interface Leg {
  from: ProvinceId;
  to: ProvinceId;
  by: 'within' | 'highways' | 'sea';
  chance: number;
  length: number;
  hold: number | null;
}

const legWords = (c: Leg): string =>
  c.by === 'within'
    ? `within ${pname(c.from)}`
    : c.by === 'highways'
      ? `by the highways from ${pname(c.from)} to ${pname(c.to)}`
      : `by sea from ${pname(c.from)} to ${pname(c.to)}`;

/**
 * How the giver's grants would travel (`carry`): the way with the least chance of interception, then the
 * shortest, then between the largest holdings; from `at` if the giver holds there. The ways to each
 * receiver are worked out once for all its grants, which differ only in what they carry, and only the
 * way taken is put in words.
 */
function carrier(s: State, d: DomainId): (to: DomainId, gb: number, at?: ProvinceId) => Carry | null {
  const mine = ends(s, d);
  // hostile law that could intercept: anyone's but the giver's (the receiver's is left out per receiver)
  const laws = allHoldings(s).filter((h) => h.type === 'law' && h.owner !== d);
  const holds = new Map<ProvinceId, number>();
  const hold = (a: ProvinceId): number => {
    let n = holds.get(a);
    if (n === undefined) {
      n = shipsOf(s, d)
        .filter((x) => x.at === a && !x.unpaid)
        .reduce((k, x) => k + SHIP_TABLE[x.type].cargo, 0);
      holds.set(a, n);
    }
    return n;
  };
  // who is at war with a domain, either side having declared it
  const warsWith = new Map<DomainId, Set<string>>();
  const wars = (y: DomainId): Set<string> => {
    let out = warsWith.get(y);
    if (!out) {
      out = new Set(s.domains[y]?.atWarWith ?? []);
      for (const x of Object.keys(s.domains) as DomainId[]) if (s.domains[x]?.atWarWith.includes(y)) out.add(x);
      warsWith.set(y, out);
    }
    return out;
  };
  const legsTo = new Map<DomainId, Leg[]>();
  const legs = (to: DomainId): Leg[] => {
    const known = legsTo.get(to);
    if (known) return known;
    const mineAt = wars(d);
    const theirsAt = wars(to);
    const against = laws.filter((h) => h.owner !== to && (mineAt.has(h.owner) || theirsAt.has(h.owner)));
    const chanceOn = (path: readonly ProvinceId[]) =>
      Math.max(
        0,
        GRANT_INTERCEPTION.percentPerLevel *
          against.filter((h) => path.includes(h.province)).reduce((n, h) => n + h.level, 0),
      );
    const out: Leg[] = [];
    const theirs = ends(s, to);
    for (const { p: a } of mine)
      for (const { p: b } of theirs) {
        if (a === b) {
          out.push({ from: a, to: b, by: 'within', chance: chanceOn([a]), length: 1, hold: null });
          continue;
        }
        const path = highwayRoute(s, a, b);
        if (path) out.push({ from: a, to: b, by: 'highways', chance: chanceOn(path), length: path.length, hold: null });
        else if (PROVINCE_BY_ID.get(a)?.coastal && PROVINCE_BY_ID.get(b)?.coastal)
          out.push({ from: a, to: b, by: 'sea', chance: chanceOn([a, b]), length: 2, hold: hold(a) });
      }
    legsTo.set(to, out);
    return out;
  };
  return (to, gb, at) => {
    const from = mine.some((x) => x.p === at) ? at : null;
    let best: Leg | null = null;
    for (const c of legs(to)) {
      if ((from && c.from !== from) || (c.hold !== null && c.hold < gb)) continue;
      if (!best || c.chance < best.chance || (c.chance === best.chance && c.length < best.length)) best = c;
    }
    return best && { from: best.from, to: best.to, how: legWords(best), chance: best.chance };
  };
}

/** Escorts from the giver's free units where the grant sets out, enough to cancel the chance of interception. */
function escortsFor(s: State, d: DomainId, c: Carry, given: readonly string[]): string[] {
  if (c.chance <= 0) return [];
  const need = Math.ceil(c.chance / -GRANT_INTERCEPTION.percentPerEscort);
  return unitsOf(s, d)
    .filter((u) => !u.captor && u.province === c.from && !given.includes(u.id))
    .sort(byId)
    .slice(0, need)
    .map((u) => u.id);
}

/** Gold and regency the draft proposes to give (or all the treasury holds, when less). */
const GRANT_GB = [5, 10];
const GRANT_RP = [1, 5];
const amounts = (list: readonly number[], have: number): number[] => {
  const out = list.filter((n) => n <= have);
  return out.length || have < 1 ? out : [have];
};

/**
 * To each other regent (and to a liege or vassal): gold by the safest way between two holdings, each stack
 * of the domain's free mercenaries, and RP where the two are liege and vassal.
 */
function grant(s: State, d: DomainId): Proposal[] {
  const me = s.domains[d];
  if (!me) return [];
  /** Liege and vassal, as the handler reads them (a state religion counts as a vassal), or null. */
  const bond = (t: DomainId): string | null => {
    const them = s.domains[t];
    if (!them || t === d) return null;
    if (me.vassalOf === t) return 'your liege';
    if (them.vassalOf === d) return 'your vassal';
    if (me.stateReligion === t) return 'your state religion';
    if (them.stateReligion === d) return 'whose state religion you are';
    return null;
  };
  const to = new Set<DomainId>(s.regents);
  for (const x of Object.keys(s.domains) as DomainId[]) if (bond(x)) to.add(x);
  to.delete(d);
  const mercs = new Map<string, string[]>();
  for (const u of sortedById(s.units))
    if (u.owner === d && !u.captor && isMercenary(u.type))
      mercs.set(u.province, [...(mercs.get(u.province) ?? []), u.id]);
  const out: Proposal[] = [];
  const carry = carrier(s, d);
  const send = (t: DomainId, gb: number, units: string[], what: string) => {
    const c = carry(t, gb, units.length ? s.units[units[0]!]?.province : undefined);
    if (!c) return;
    const escorts = escortsFor(s, d, c, units);
    const left = Math.max(0, c.chance + GRANT_INTERCEPTION.percentPerEscort * escorts.length);
    const params: OrderState['params'] = { from: c.from, to: c.to };
    if (gb) params.gb = gb;
    if (units.length) params.units = units;
    if (escorts.length) params.escorts = escorts;
    out.push({
      order: { action: 'grant', targets: [t], params },
      label: `Grant: ${what} to ${dname(t)}, ${c.how}${escorts.length ? `, escorted by ${unitsName(s, escorts)}` : ''}${left ? ` (${left}% chance hostile law intercepts it)` : ''}`,
    });
  };
  const stacks = [...mercs.values()].map((units) => ({ units, what: unitsName(s, units) }));
  for (const t of [...to].sort()) {
    if (!s.domains[t]) continue;
    for (const gb of amounts(GRANT_GB, me.gb)) send(t, gb, [], `${gb} GB`);
    for (const { units, what } of stacks) send(t, 0, units, what);
    const b = bond(t);
    if (b)
      for (const rp of amounts(GRANT_RP, me.rp))
        out.push({
          order: { action: 'grant', targets: [t], params: { rp } },
          label: `Grant: ${rp} RP to ${dname(t)}, ${b}`,
        });
  }
  return out;
}

// none of these reads a sheet: each is kept with the board (rules/draft.ts fromBoard)
propose({
  'contest-trade-route': fromBoard(contestTradeRoute),
  'create-trade-route': fromBoard(createTradeRoute),
  embargo: fromBoard(embargo),
  espionage: fromBoard(espionage),
  'exploratory-trade': fromBoard(exploratoryTrade),
  grant: fromBoard(grant),
});
