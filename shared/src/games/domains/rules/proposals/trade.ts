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
import { highwayPath, routeValue } from '../actions/trade.ts';
import { turnOf } from '../calendar.ts';
import { type Proposal, propose } from '../draft.ts';
import type { HoldingState, OrderState, ShipState, State } from '../state.ts';
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
  Object.values(s.holdings)
    .filter((h) => h.owner === d && h.type === 'guild' && s.provinces[h.province])
    .sort(byId);
const lawGuildLevels = (s: State, d: DomainId | null, p: string): number =>
  d
    ? Object.values(s.holdings)
        .filter((h) => h.owner === d && h.province === p && (h.type === 'law' || h.type === 'guild'))
        .reduce((n, h) => n + h.level, 0)
    : 0;
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
    const h = Object.values(s.holdings)
      .filter(
        (x) =>
          x.owner === d && (x.type === 'law' || x.type === 'guild') && (x.province === r.from || x.province === r.to),
      )
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
      const path = a.resource !== b.resource || waived('great-bazaar') ? highwayPath(s, from, to) : null;
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
 * Each province of another ruler where the domain holds the only guilds and has laid no embargo yet. A
 * coalition (another guilder embargoing it the same round) is not proposed: it rests on a sealed sheet.
 */
function embargo(s: State, d: DomainId): Proposal[] {
  if (!canPay(s, d, 3, 3)) return [];
  const out: Proposal[] = [];
  for (const g of guildsOf(s, d)) {
    const prov = s.provinces[g.province]!;
    if (!prov.ruler || prov.ruler === d || prov.embargo.includes(d)) continue;
    const rivals = Object.values(s.holdings).some(
      (h) => h.type === 'guild' && h.province === g.province && h.owner !== d,
    );
    if (rivals) continue;
    out.push({
      order: { action: 'embargo', targets: [g.province] },
      label: `Embargo: ${pname(g.province)} of ${dname(prov.ruler)}, where your guild (${g.level}) is the only one (its tax −2, its loyalty suffers)`,
      cost: costWords(3, 3),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #18 Espionage
// ---------------------------------------------------------------------------

/** The provinces a domain holds in or rules. */
function presence(s: State, d: DomainId): Set<ProvinceId> {
  const out = new Set<ProvinceId>();
  for (const h of Object.values(s.holdings)) if (h.owner === d && s.provinces[h.province]) out.add(h.province);
  for (const p of Object.values(s.provinces)) if (p.ruler === d) out.add(p.id);
  return out;
}

/**
 * Where a domain's spies are of use: provinces of other rulers where it has a holding, a spy network or its
 * regent, or which border a province it rules.
 */
function nearRivals(s: State, d: DomainId): ProvinceId[] {
  const near = new Set<ProvinceId>();
  for (const h of Object.values(s.holdings)) if (h.owner === d) near.add(h.province);
  for (const x of s.spies) if (x.owner === d) near.add(x.province);
  const regent = s.characters[`${d}:regent`];
  if (regent?.alive) near.add(regent.province);
  for (const p of Object.values(s.provinces))
    if (p.ruler === d) for (const n of PROVINCE_BY_ID.get(p.id)?.neighbours ?? []) near.add(n);
  return [...near].filter((p) => s.provinces[p]?.ruler && s.provinces[p]!.ruler !== d).sort();
}

const capitalOf = (s: State, d: DomainId): ProvinceId | null =>
  (Object.values(s.provinces).find((p) => p.capitalOf === d)?.id as ProvinceId | undefined) ??
  (s.characters[`${d}:regent`]?.province as ProvinceId | undefined) ??
  null;

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

/**
 * A mission striking at `p`: under every kind where the domain has a spy network there, else as the domain
 * action or a lieutenant's (a court action needs the network: the handler refuses it); through a covert
 * holding where the domain has one there.
 */
function mission(s: State, d: DomainId, p: ProvinceId, order0: Order, label0: string): Proposal[] {
  const cost = costWords(1);
  // through a covert law or guild holding of the domain there, where it has one (−5, 1.12.2)
  const covert = Object.values(s.holdings).some(
    (h) => h.owner === d && h.province === p && h.covert && (h.type === 'law' || h.type === 'guild'),
  );
  const order = covert ? { ...order0, params: { ...order0.params, covert: true } } : order0;
  const label = covert ? `${label0}, through your covert holding there (DC −5)` : label0;
  if (hasNetwork(s, d, p)) return [{ order, label: `${label}, through your spy network there (DC −2)`, cost }];
  const lts = Object.values(s.characters)
    .filter((c) => c.domain === d && c.alive && c.role === 'lieutenant')
    .sort(byId);
  return [
    { order: { ...order, as: 'domain' }, label, cost },
    ...lts.map((c) => ({
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

  const near = nearRivals(s, d);
  const regent = s.characters[`${d}:regent`];
  for (const p of near) {
    const prov = s.provinces[p]!;
    const name = pname(p);
    const of = `${name} of ${dname(prov.ruler!)}`;
    out.push(
      ...mission(
        s,
        d,
        p,
        spy('investigate-province', [p]),
        `Espionage: investigate ${of} (its units and covert holdings)`,
      ),
    );
    if (!hasNetwork(s, d, p)) {
      const holds = Object.values(s.holdings).some((h) => h.owner === d && h.province === p);
      if (holds || (regent?.alive && regent.province === p))
        out.push(...mission(s, d, p, spy('spy-network', [p]), `Espionage: plant a spy network in ${of}`));
    }
    if (prov.loyalty !== 'rebellious')
      out.push(
        ...mission(
          s,
          d,
          p,
          spy('incite-unrest', [p]),
          `Espionage: stir unrest in ${of} (its loyalty is ${prov.loyalty})`,
        ),
      );
    if (prov.fortification > 0)
      out.push(
        ...mission(
          s,
          d,
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
            s,
            d,
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
        s,
        d,
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
        s,
        d,
        at,
        spy('disrupt-route', [r.id], { province: at }),
        `Espionage: disrupt ${routeName(s, r.id)} in ${pname(at)} (it pays nothing at the next collection)`,
      ),
    );
  }

  // the domain's units held prisoner, freed from their captor
  const held = new Map<string, { p: ProvinceId; captor: DomainId; units: string[] }>();
  for (const u of Object.values(s.units).sort(byId)) {
    if (u.owner !== d || !u.captor || u.captor === d || !s.provinces[u.province] || !s.domains[u.captor]) continue;
    const k = u.province;
    const g = held.get(k) ?? { p: u.province, captor: u.captor, units: [] };
    g.units.push(u.id);
    held.set(k, g);
  }
  for (const g of held.values())
    out.push(
      ...mission(
        s,
        d,
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
  for (const c of Object.values(s.characters).sort(byId)) {
    if (!c.alive || c.domain === d || !s.provinces[c.province]) continue;
    if (!rivals.has(c.domain) && !reach.has(c.province)) continue;
    out.push(
      ...mission(
        s,
        d,
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

/** The provinces of a domain's holdings of level 1+, with the level of its largest there, largest first. */
function ends(s: State, d: DomainId): { p: ProvinceId; level: number }[] {
  const best = new Map<ProvinceId, number>();
  for (const h of Object.values(s.holdings))
    if (h.owner === d && h.level >= 1 && s.provinces[h.province])
      best.set(h.province, Math.max(h.level, best.get(h.province) ?? 0));
  return [...best].map(([p, level]) => ({ p, level })).sort((a, b) => b.level - a.level || a.p.localeCompare(b.p));
}

/** The way with the least chance of interception, then the shortest, then between the largest holdings; from `at` if the giver holds there. */
function carry(s: State, d: DomainId, to: DomainId, gb: number, at?: ProvinceId): Carry | null {
  const mine = ends(s, d);
  const starts = mine.some((x) => x.p === at) ? mine.filter((x) => x.p === at) : mine;
  const hostile = (x: DomainId) =>
    [d, to].some((y) => s.domains[y]?.atWarWith.includes(x) || s.domains[x]?.atWarWith.includes(y));
  const chanceOn = (path: readonly ProvinceId[]) =>
    Math.max(
      0,
      GRANT_INTERCEPTION.percentPerLevel *
        Object.values(s.holdings)
          .filter(
            (h) => h.type === 'law' && path.includes(h.province) && h.owner !== d && h.owner !== to && hostile(h.owner),
          )
          .reduce((n, h) => n + h.level, 0),
    );
  let best: (Carry & { length: number }) | null = null;
  for (const { p: a } of starts)
    for (const { p: b } of ends(s, to)) {
      let path: ProvinceId[] | null;
      let how: string;
      if (a === b) {
        path = [a];
        how = `within ${pname(a)}`;
      } else {
        path = highwayPath(s, a, b);
        how = `by the highways from ${pname(a)} to ${pname(b)}`;
        if (!path) {
          const hold = Object.values(s.ships)
            .filter((x) => x.owner === d && x.at === a && !x.unpaid)
            .reduce((n, x) => n + SHIP_TABLE[x.type].cargo, 0);
          if (!PROVINCE_BY_ID.get(a)?.coastal || !PROVINCE_BY_ID.get(b)?.coastal || hold < gb) continue;
          path = [a, b];
          how = `by sea from ${pname(a)} to ${pname(b)}`;
        }
      }
      const c = { from: a, to: b, how, chance: chanceOn(path), length: path.length };
      if (!best || c.chance < best.chance || (c.chance === best.chance && c.length < best.length)) best = c;
    }
  return best;
}

/** Escorts from the giver's free units where the grant sets out, enough to cancel the chance of interception. */
function escortsFor(s: State, d: DomainId, c: Carry, given: readonly string[]): string[] {
  if (c.chance <= 0) return [];
  const need = Math.ceil(c.chance / -GRANT_INTERCEPTION.percentPerEscort);
  return Object.values(s.units)
    .filter((u) => u.owner === d && !u.captor && u.province === c.from && !given.includes(u.id))
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
  for (const u of Object.values(s.units).sort(byId))
    if (u.owner === d && !u.captor && isMercenary(u.type))
      mercs.set(u.province, [...(mercs.get(u.province) ?? []), u.id]);
  const out: Proposal[] = [];
  const send = (t: DomainId, gb: number, units: string[], what: string) => {
    const c = carry(s, d, t, gb, units.length ? s.units[units[0]!]?.province : undefined);
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
  for (const t of [...to].sort()) {
    if (!s.domains[t]) continue;
    for (const gb of amounts(GRANT_GB, me.gb)) send(t, gb, [], `${gb} GB`);
    for (const units of mercs.values()) send(t, 0, units, unitsName(s, units));
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

propose({
  'contest-trade-route': contestTradeRoute,
  'create-trade-route': createTradeRoute,
  embargo,
  espionage,
  'exploratory-trade': exploratoryTrade,
  grant,
});
