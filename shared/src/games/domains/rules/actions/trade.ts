/**
 * Action handlers: trade (#8 Contest Trade Route, #13 Create Trade Route,
 * #17 Embargo, #19 Exploratory Trade, #20 Grant), espionage (#18, with spy
 * networks and the counter-espionage pool) and realm magic (#4, #11, #22,
 * #31, #34, written in ../magic.ts). Each pays its cost, rolls through
 * rollOrder where it rolls, and tells its result in one actionResolved per
 * target, with the patches of what changed. Espionage is secret to its actor
 * (view.ts redact): its results, the spy networks and every pool travel only
 * in actionResolved, `stateSet { spies | disrupted }`, `domainSet
 * { counterPool }`, treasury events and notes addressed to one domain.
 */
import {
  DESTINATIONS,
  type DomainId,
  EXPEDITION_PROFIT,
  EXPEDITION_RULES,
  expeditionShips,
  GRANT_INTERCEPTION,
  grid,
  isMercenary,
  isSeaport,
  PROVINCE_BY_ID,
  type ProvinceId,
  pirateLossDie,
  SHIP_TABLE,
  tradeRouteValue,
  UNIT_TABLE,
  voyageSteps,
  effectiveSkills,
  BLOOD_ABILITY_TABLE,
  BUILDING_TABLE,
  type BuildingId,
} from '../../data/index.ts';
import type { Mod } from '../../events.ts';
import { turnOf } from '../calendar.ts';
import {
  actor,
  Cap,
  castRealmSpell,
  createLeyLine,
  costWord,
  dn,
  holdingWord,
  isSarmaPriest,
  leyLink,
  listParam,
  loyaltyDown,
  magicUpkeep,
  pay,
  plural,
  pn,
  prepareRealmSpell,
  provinceSecrets,
  refuse,
  research,
  resolved,
} from '../magic.ts';
import { rollOrder } from '../resolve.ts';
import { succeed } from '../succession.ts';
import { highwayPath } from '../roads.ts';
import type { HoldingState, RouteState, State } from '../state.ts';
import type { Tx } from '../tx.ts';
import { type Handler, type OrderContext, register } from './index.ts';

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const guildOf = (s: State, d: DomainId, p: string): HoldingState | undefined =>
  Object.values(s.holdings).find((h) => h.owner === d && h.type === 'guild' && h.province === p);

/** A route's value: the average of its owner's guild levels at both ends, to 0.1 GB (J-15). */
export function routeValue(s: State, r: RouteState): number {
  return tradeRouteValue(guildOf(s, r.owner, r.from)?.level ?? 0, guildOf(s, r.owner, r.to)?.level ?? 0);
}

export { highwayPath } from '../roads.ts';

/** GB of cargo a domain's ships carry on its sea trade, and what its sea routes need (1.9 #13). */
function seaCapacity(s: State, d: DomainId, extra: readonly string[] = []): number {
  return Object.values(s.ships)
    .filter((x) => x.owner === d && !x.unpaid && (x.onTradeRoute || extra.includes(x.id)))
    .reduce((n, x) => n + SHIP_TABLE[x.type].cargo, 0);
}
const seaNeed = (s: State, d: DomainId): number =>
  Object.values(s.routes)
    .filter((r) => r.owner === d && r.kind === 'sea')
    .reduce((n, r) => n + routeValue(s, r), 0);

/**
 * #13 Create Trade Route: targets [from, to]; params.kind 'land' (default) or 'sea'; params.ships
 * names ships to put on the sea trade. 1 GB, DC 10, Commerce.
 */
const createTradeRoute: Handler = (tx, ctx) => {
  const s = tx.state;
  const [from, to] = ctx.order.targets as [ProvinceId | undefined, ProvinceId | undefined];
  const kind = ctx.order.params?.kind === 'sea' ? 'sea' : 'land';
  if (!from || !to || from === to || !s.provinces[from] || !s.provinces[to])
    return refuse(tx, ctx, 'A trade route joins two different provinces.');
  const a = PROVINCE_BY_ID.get(from)!;
  const b = PROVINCE_BY_ID.get(to)!;
  const ga = guildOf(s, ctx.domain, from);
  const gb = guildOf(s, ctx.domain, to);
  if (!ga || !gb)
    return refuse(
      tx,
      ctx,
      `${Cap(dn(ctx.domain))} needs a guild in both ${a.name} and ${b.name} to join them by a trade route.`,
    );
  // Great Bazaar (land) or Trade Wharf (sea) lets its owner's routes ignore the resource rule (1.11); the
  // state does not keep who owns a building, so the owner is read as the regent whose guild (4) stands there.
  const waiver: BuildingId = kind === 'land' ? 'great-bazaar' : 'trade-wharf';
  const waived = [ga, gb].some((g) => g.level >= 4 && (s.provinces[g.province]?.buildings[waiver] ?? 0) > 0);
  if (a.resource === b.resource && !waived)
    return refuse(
      tx,
      ctx,
      `${a.name} and ${b.name} both trade in ${a.resource}: a route needs different resources at its ends.`,
    );
  const dup = Object.values(s.routes).some(
    (r) => r.owner === ctx.domain && ((r.from === from && r.to === to) || (r.from === to && r.to === from)),
  );
  if (dup) return refuse(tx, ctx, `${Cap(dn(ctx.domain))} already has a trade route between ${a.name} and ${b.name}.`);
  const value = tradeRouteValue(ga.level, gb.level);
  let ships: string[] = [];
  let via = '';
  if (kind === 'land') {
    const path = highwayPath(s, from, to);
    if (!path)
      return refuse(
        tx,
        ctx,
        `No unbroken road of highways runs from ${a.name} to ${b.name}: a land route cannot be made (J-73).`,
      );
    via = path.length > 2 ? ` by the highways of ${path.slice(1, -1).map(pn).join(', ')}` : '';
  } else {
    if (!a.tradeKinds.includes('sea') || !b.tradeKinds.includes('sea'))
      return refuse(tx, ctx, 'A sea route joins two coastal or riverside provinces.');
    if (Math.max(s.provinces[from]!.level, s.provinces[to]!.level) < 4)
      return refuse(
        tx,
        ctx,
        `A sea route needs a port of level 4 or more at one end; ${a.name} and ${b.name} are smaller.`,
      );
    ships = listParam(ctx.order.params?.ships).filter((id) => s.ships[id]?.owner === ctx.domain);
    const cap = seaCapacity(s, ctx.domain, ships);
    const need = Math.round((seaNeed(s, ctx.domain) + value) * 10) / 10;
    if (cap < need)
      return refuse(
        tx,
        ctx,
        `The ships on ${dn(ctx.domain)}’s sea trade carry ${cap} GB of cargo; its sea routes with this one need ${need}.`,
      );
  }
  if (!pay(tx, ctx, 1, 0, 'the trade route')) return;
  const roll = rollOrder(tx, ctx, {
    base: 10,
    mods: [],
    province: from,
    skill: 'commerce',
    scope: { provinces: [from, to] },
  });
  if (!roll.ok)
    return resolved(tx, ctx, roll, false, `No ${kind} trade route between ${a.name} and ${b.name} is agreed.`);
  const id = `r-${ctx.domain}-${from}-${to}`;
  tx.emit({ type: 'routeSet', id, route: { id, from, to, kind, owner: ctx.domain } });
  for (const sh of ships)
    if (!tx.state.ships[sh]!.onTradeRoute)
      tx.emit({ type: 'shipSet', id: sh, ship: { ...tx.state.ships[sh]!, onTradeRoute: true } });
  resolved(
    tx,
    ctx,
    roll,
    true,
    `${Cap(dn(ctx.domain))} opens a ${kind} trade route from ${a.name} to ${b.name}${via}, worth ${value} GB a turn from the next collection.`,
  );
};

/**
 * #8 Contest Trade Route: targets [route]; made from the actor's law or guild holding in an end province
 * (params.holding, else its largest there). 1 GB + 1 RP, DC 10 − its level + the route's value (whole
 * GB, rounded up) + 5 with a Caravansarai; one success destroys the route.
 */
const contestTradeRoute: Handler = (tx, ctx) => {
  const s = tx.state;
  const route = s.routes[ctx.order.targets[0] ?? ''];
  if (!route) return refuse(tx, ctx, 'There is no such trade route.');
  if (route.owner === ctx.domain) return refuse(tx, ctx, 'A regent does not contest his own trade route.');
  const named = ctx.order.params?.holding;
  const mine = Object.values(s.holdings)
    .filter(
      (h) =>
        h.owner === ctx.domain &&
        (h.type === 'law' || h.type === 'guild') &&
        (h.province === route.from || h.province === route.to) &&
        (!named || h.id === named),
    )
    .sort((x, y) => y.level - x.level);
  const h = mine[0];
  const words = `the trade route of ${dn(route.owner)} from ${pn(route.from)} to ${pn(route.to)}`;
  if (!h)
    return refuse(
      tx,
      ctx,
      `${Cap(dn(ctx.domain))} has no law or guild holding at either end of ${words} to contest it from.`,
    );
  if (!pay(tx, ctx, 1, 1, 'contesting the trade route')) return;
  const value = routeValue(s, route);
  const mods: Mod[] = [];
  if (h.level) mods.push({ label: `contesting from ${holdingWord(h)}`, value: -h.level, ref: '1.9 #8' });
  if (value) mods.push({ label: `the route’s value of ${value} GB`, value: Math.ceil(value), ref: '1.9 #8' });
  const sarai = [route.from, route.to].find(
    (p) => (s.provinces[p]?.buildings.caravansarai ?? 0) > 0 && guildOf(s, route.owner, p),
  );
  if (sarai) mods.push({ label: `${dn(route.owner)}’s Caravansarai in ${pn(sarai)}`, value: 5, ref: '1.11' });
  const roll = rollOrder(tx, ctx, {
    base: 10,
    mods,
    province: h.province,
    skill: 'commerce',
    scope: { provinces: [h.province], holdingType: 'guild' },
    against: { owner: route.owner, target: route.id },
  });
  if (!roll.ok) return resolved(tx, ctx, roll, false, `${Cap(words)} holds.`);
  tx.emit({ type: 'routeSet', id: route.id, route: null });
  resolved(tx, ctx, roll, true, `${Cap(words)} is broken by ${dn(ctx.domain)}.`);
};

// ---------------------------------------------------------------------------
// Embargo
// ---------------------------------------------------------------------------

/** Who else trades in a province, in words: the open guilds' owners by name, a covert guild only as one (J-69). */
function tradersWords(rivals: readonly HoldingState[]): string {
  const names = [...new Set(rivals.filter((h) => !h.covert).map((h) => dn(h.owner)))];
  if (rivals.some((h) => h.covert)) names.push('a covert guild');
  const who = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${who} trade${names.length === 1 ? 's' : ''} there too`;
}

/**
 * #17 Embargo, a realm action: each target province costs 3 GB + 3 RP and rolls DC 10 (Commerce). The
 * regent needs a guild there and a monopoly of its guilds, or a coalition: another regent ordering an
 * Embargo of the same province this round. While it lasts the province's tax is 2 lower and its
 * loyalty roll takes −2 per turn in force (embargoLoyalty, J-38).
 */
const embargo: Handler = (tx, ctx) => {
  for (const p of ctx.order.targets as ProvinceId[]) {
    const s = tx.state;
    const prov = s.provinces[p];
    if (!prov) {
      refuse(tx, ctx, 'There is no such province to embargo.');
      continue;
    }
    const name = pn(p);
    if (!guildOf(s, ctx.domain, p)) {
      refuse(tx, ctx, `${Cap(dn(ctx.domain))} has no guild in ${name} to enforce an embargo.`);
      continue;
    }
    if (prov.embargo.includes(ctx.domain)) {
      refuse(tx, ctx, `${name} is under ${dn(ctx.domain)}’s embargo already.`);
      continue;
    }
    const rivals = Object.values(s.holdings).filter(
      (h) => h.type === 'guild' && h.province === p && h.owner !== ctx.domain,
    );
    const partners = s.regents.filter(
      (r) =>
        r !== ctx.domain &&
        // a coalition is of guilders: the partner has a guild there too
        !!guildOf(s, r, p) &&
        (s.sheets[r]?.orders ?? []).some((o) => o.action === 'embargo' && o.targets.includes(p)),
    );
    if (rivals.length && !partners.length) {
      refuse(
        tx,
        ctx,
        `${Cap(dn(ctx.domain))} holds no monopoly of the guilds in ${name} (${tradersWords(rivals)}) and no other guilder embargoes it this round.`,
      );
      continue;
    }
    if (!pay(tx, ctx, 3, 3, `the embargo of ${name}`)) continue;
    const roll = rollOrder(tx, ctx, {
      base: 10,
      mods: [],
      province: p,
      skill: 'commerce',
      against: { owner: prov.ruler, target: p },
    });
    if (!roll.ok) {
      resolved(tx, ctx, roll, false, `The embargo of ${name} does not hold.`);
      continue;
    }
    tx.emit({
      type: 'provinceSet',
      id: p,
      patch: {
        embargo: [...prov.embargo, ctx.domain],
        embargoSince: prov.embargo.length ? (prov.embargoSince ?? s.round) : s.round,
      },
    });
    resolved(
      tx,
      ctx,
      roll,
      true,
      `${Cap(dn(ctx.domain))} lays an embargo on ${name}${partners.length ? ` with ${partners.map(dn).join(', ')}` : ''}: its tax falls by 2 and its loyalty suffers each turn it lasts.`,
    );
  }
};

/** J-38: the embargo's share of a province's loyalty roll at the start of `turn`: −2 per turn in force. */
export function embargoLoyalty(s: State, p: ProvinceId, turn = turnOf(s.round)): number {
  const prov = s.provinces[p];
  if (!prov?.embargo.length || prov.embargoSince == null) return 0;
  const turns = Math.max(0, turn - turnOf(prov.embargoSince));
  return turns ? -2 * turns : 0;
}

// ---------------------------------------------------------------------------
// Espionage
// ---------------------------------------------------------------------------

const MISSIONS = [
  'investigate-province',
  'investigate-domain',
  'disrupt-route',
  'spy-network',
  'incite-unrest',
  'sabotage',
  'free-prisoners',
  'assassinate',
] as const;
type Mission = (typeof MISSIONS)[number];
const MISSION_DC: Record<Mission, number> = {
  'investigate-province': 10,
  'investigate-domain': 15,
  'disrupt-route': 15,
  'spy-network': 20,
  'incite-unrest': 20,
  sabotage: 20,
  'free-prisoners': 20,
  assassinate: 25,
};
const MISSION_NAME: Record<Mission, string> = {
  'investigate-province': 'investigate',
  'investigate-domain': 'spy on',
  'disrupt-route': 'disrupt a trade route in',
  'spy-network': 'plant a spy network in',
  'incite-unrest': 'stir unrest in',
  sabotage: 'sabotage',
  'free-prisoners': 'free prisoners in',
  assassinate: 'assassinate',
};

/** The most a pool opposes one attempt, used up (J-18). */
export const POOL_DRAW = 5;

const capitalOf = (s: State, d: DomainId): ProvinceId | null =>
  (Object.values(s.provinces).find((p) => p.capitalOf === d)?.id as ProvinceId | undefined) ??
  (s.characters[`${d}:regent`]?.province as ProvinceId | undefined) ??
  null;

const lawGuild = (s: State, d: DomainId | null, p: ProvinceId): HoldingState[] =>
  d
    ? Object.values(s.holdings).filter(
        (h) => h.owner === d && h.province === p && (h.type === 'law' || h.type === 'guild'),
      )
    : [];

/** Provinces between the target and the spy's nearest holding (by hexes on the map; 0 if he holds there). */
function separation(s: State, d: DomainId, p: ProvinceId): number {
  const hex = PROVINCE_BY_ID.get(p)?.hex;
  const mine = new Set<string>(
    Object.values(s.holdings)
      .filter((h) => h.owner === d)
      .map((h) => h.province),
  );
  for (const x of Object.values(s.provinces)) if (x.ruler === d) mine.add(x.id);
  if (!hex || !mine.size) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (const q of mine) {
    const h = PROVINCE_BY_ID.get(q as ProvinceId)?.hex;
    if (h) best = Math.min(best, grid.distance(hex, h));
  }
  return Math.max(0, best - 1);
}

/** What an Espionage order puts into the counter-espionage pool: params.poolGb, params.poolRp (J-18). */
function depositOf(ctx: OrderContext): { gb: number; rp: number } {
  return {
    gb: Math.max(0, Number(ctx.order.params?.poolGb ?? 0) || 0),
    rp: Math.max(0, Number(ctx.order.params?.poolRp ?? 0) || 0),
  };
}

/** Puts a deposit into the pool (the caller has checked the treasury holds it); its words. */
function deposit(tx: Tx, ctx: OrderContext, gb: number, rp: number): string {
  const d = tx.state.domains[ctx.domain]!;
  tx.emit({ type: 'treasury', domain: ctx.domain, gb: -gb, rp: -rp, why: 'counter-espionage' });
  tx.emit({ type: 'domainSet', id: ctx.domain, patch: { counterPool: d.counterPool + gb + rp } });
  return `${Cap(costWord(gb, rp))} go into the counter-espionage pool.`;
}

/**
 * Why a mission could do nothing at all, as the board stands, or null: a province already Rebellious,
 * nothing built to sabotage (or not the building named), none of the spy's own men held there. Each is
 * refused before anything is paid; everything in it is public or the spy's own (J-70).
 */
function pointless(s: State, ctx: OrderContext, mission: Mission, province: ProvinceId): string | null {
  const p = s.provinces[province]!;
  if (mission === 'incite-unrest' && p.loyalty === 'rebellious')
    return `${pn(province)} is Rebellious already: there is no unrest left to stir.`;
  if (mission === 'sabotage') {
    const want = ctx.order.params?.building;
    const built = (Object.entries(p.buildings) as [BuildingId, number][]).filter(([, n]) => n > 0);
    const any = p.fortification > 0 || built.length > 0;
    const named = want === 'fortification' ? p.fortification > 0 : built.some(([b]) => b === want);
    if (want ? !named : !any)
      return want
        ? `There is no ${want === 'fortification' ? 'wall' : (BUILDING_TABLE[want as BuildingId]?.name ?? 'such building')} in ${pn(province)} to sabotage.`
        : `Nothing is built in ${pn(province)} to sabotage.`;
  }
  if (
    mission === 'free-prisoners' &&
    !Object.values(s.units).some((u) => u.province === province && u.owner === ctx.domain && u.captor)
  )
    return `None of ${dn(ctx.domain)}’s men are held prisoner in ${pn(province)}.`;
  return null;
}

/**
 * #18 Espionage: variant = the mission (J-17), or 'counter-espionage' for a deposit alone. targets:
 * [province] (investigate, spy network, unrest, sabotage with params.building, free prisoners), [domain]
 * (investigate a domain: its capital), [route] (disrupt: in params.province or its first end),
 * [character] (assassinate). params.against names the target domain where the province's ruler is not
 * it; params.covert: true acts through a covert law or guild holding (−5). 1 GB, Politics, GB as RP.
 */
const espionage: Handler = (tx, ctx) => {
  const pool = depositOf(ctx);
  const variant = ctx.order.variant ?? '';
  if (variant === 'counter-espionage') {
    if (!pool.gb && !pool.rp) return refuse(tx, ctx, 'Nothing is put into the counter-espionage pool.');
    const d = tx.state.domains[ctx.domain]!;
    if (d.gb < pool.gb || d.rp < pool.rp)
      return refuse(
        tx,
        ctx,
        `${Cap(dn(ctx.domain))} cannot put ${costWord(pool.gb, pool.rp)} into its counter-espionage pool.`,
      );
    return resolved(tx, ctx, null, true, deposit(tx, ctx, pool.gb, pool.rp));
  }
  // A mission is checked whole before anything is paid: a refused one costs nothing, the deposit that
  // rides on it included (it is one order); once it stands, the deposit and the 1 GB are paid together.
  if (!(MISSIONS as readonly string[]).includes(variant))
    return refuse(tx, ctx, 'Espionage needs a mission from the list (J-17).');
  const mission = variant as Mission;
  const s = tx.state;
  const t = ctx.order.targets[0] ?? '';
  let province: ProvinceId | null = null;
  let target: DomainId | null = null;
  let what = '';
  if (mission === 'investigate-domain') {
    if (!s.domains[t as DomainId]) return refuse(tx, ctx, 'There is no such domain to spy on.');
    target = t as DomainId;
    province = capitalOf(s, target);
    what = dn(target);
  } else if (mission === 'disrupt-route') {
    const r = s.routes[t];
    if (!r) return refuse(tx, ctx, 'There is no such trade route to disrupt.');
    target = r.owner;
    const at = ctx.order.params?.province;
    province = (at === r.to ? r.to : r.from) as ProvinceId;
    what = `the trade route of ${dn(r.owner)} from ${pn(r.from)} to ${pn(r.to)}`;
  } else if (mission === 'assassinate') {
    const c = s.characters[t];
    if (!c?.alive) return refuse(tx, ctx, 'There is no such character to strike at.');
    target = c.domain;
    province = c.province as ProvinceId;
    what = `${c.build.name} of ${dn(c.domain)}`;
  } else {
    if (!s.provinces[t as ProvinceId]) return refuse(tx, ctx, 'There is no such province.');
    province = t as ProvinceId;
    const against = ctx.order.params?.against;
    target = (
      typeof against === 'string' && s.domains[against as DomainId] ? against : s.provinces[province]!.ruler
    ) as DomainId | null;
    what = pn(province);
  }
  if (!province) return refuse(tx, ctx, `${Cap(what)} has no capital to strike at.`);
  if (target === ctx.domain) return refuse(tx, ctx, 'A regent does not spy on his own domain.');
  const network = s.spies.find((x) => x.owner === ctx.domain && x.province === province);
  if (ctx.order.as === 'court' && !network)
    return refuse(
      tx,
      ctx,
      `Espionage is a court action only where the regent has a spy network; he has none in ${pn(province)}.`,
    );
  if (mission === 'spy-network') {
    if (network) return refuse(tx, ctx, `${Cap(dn(ctx.domain))} has a spy network in ${pn(province)} already.`);
    const present = s.characters[`${ctx.domain}:regent`]?.province === province;
    const holds = Object.values(s.holdings).some((h) => h.owner === ctx.domain && h.province === province);
    if (!present && !holds)
      return refuse(tx, ctx, `A spy network needs the regent in ${pn(province)} or a holding of his there (1.9 #18).`);
  }
  const idle = pointless(s, ctx, mission, province);
  if (idle) return refuse(tx, ctx, idle);
  const purse = s.domains[ctx.domain]!;
  if (purse.gb < pool.gb + 1 || purse.rp < pool.rp)
    return refuse(
      tx,
      ctx,
      `${Cap(dn(ctx.domain))} cannot pay ${costWord(pool.gb + 1, pool.rp)} for the espionage${pool.gb || pool.rp ? ' and its deposit' : ''}: nothing is done.`,
    );
  if (pool.gb || pool.rp) tx.emit({ type: 'noted', domain: ctx.domain, text: deposit(tx, ctx, pool.gb, pool.rp) });
  if (!pay(tx, ctx, 1, 0, 'the espionage')) return;
  const prov = s.provinces[province]!;
  const mods: Mod[] = [];
  const spyLevels = lawGuild(s, ctx.domain, province).reduce((n, h) => n + h.level, 0);
  if (spyLevels)
    mods.push({
      label: `${dn(ctx.domain)}’s law and guild levels in ${pn(province)}`,
      value: -spyLevels,
      ref: '1.9 #18',
    });
  const theirLevels = lawGuild(s, target, province).reduce((n, h) => n + h.level, 0);
  if (theirLevels && target)
    mods.push({ label: `${dn(target)}’s law and guild levels in ${pn(province)}`, value: theirLevels, ref: '1.9 #18' });
  if (prov.level) mods.push({ label: `${pn(province)} is level ${prov.level}`, value: -prov.level, ref: '1.9 #18' });
  const apart = separation(s, ctx.domain, province);
  if (apart)
    mods.push({ label: `${plural(apart, 'province')} from the nearest holding`, value: apart, ref: '1.9 #18' });
  if (network) mods.push({ label: `spy network in ${pn(province)}`, value: -2, ref: '1.9 #18' });
  if (ctx.order.params?.covert === true && lawGuild(s, ctx.domain, province).some((h) => h.covert))
    mods.push({ label: 'through a covert holding', value: -5, ref: '1.12.2' });
  const who = actor(s, ctx);
  if (who?.build.abilities.some((a) => a.id === 'bloodmark'))
    mods.push({ label: `${who.build.name}’s Bloodmark`, value: 1, ref: 'J-50' });
  let base = MISSION_DC[mission];
  if (mission === 'assassinate') {
    const victim = s.characters[t]!;
    const prowess = effectiveSkills(victim.build).prowess;
    base += prowess;
    const ab = new Set(
      victim.build.abilities.map((a) => (a.id === 'endurance' && a.choice !== 'survival' ? '' : a.id)),
    );
    if (ab.has('iron-will')) mods.push({ label: `${victim.build.name}’s Iron Will`, value: 2, ref: 'J-50' });
    if (ab.has('endurance')) mods.push({ label: `${victim.build.name}’s Endurance`, value: 2, ref: 'J-50' });
    if (ab.has('poison-sense')) mods.push({ label: `${victim.build.name}’s Poison Sense`, value: 5, ref: 'J-50' });
    if (who?.build.abilities.some((a) => a.id === 'death-touch')) {
      const eff = BLOOD_ABILITY_TABLE['death-touch'].effects.find((e) => e.kind === 'assassinate-dc');
      const strength = who.build.bloodline?.strength ?? 'weak';
      const v = eff && 'byStrength' in eff ? (eff.byStrength as Record<string, number>)[strength] : -1;
      if (v) mods.push({ label: `${who.build.name}’s Death Touch`, value: v, ref: 'J-50' });
    }
  }
  if (target) {
    const pool = tx.state.domains[target]?.counterPool ?? 0;
    const draw = Math.min(pool, POOL_DRAW);
    if (draw) {
      tx.emit({ type: 'domainSet', id: target, patch: { counterPool: pool - draw } });
      mods.push({ label: `${dn(target)}’s counter-espionage`, value: draw, ref: 'J-18' });
    }
  }
  const roll = rollOrder(tx, ctx, {
    base,
    mods,
    province,
    skill: 'politics',
    against: target ? { owner: target, target: province } : null,
  });
  const aim = `${Cap(dn(ctx.domain))}’s spies ${MISSION_NAME[mission]} ${what}`;
  if (!roll.ok) {
    const lost = !roll.takeTen && roll.die === 1 && network;
    if (lost)
      tx.emit({
        type: 'stateSet',
        patch: { spies: tx.state.spies.filter((x) => !(x.owner === ctx.domain && x.province === province)) },
      });
    const caught = target !== null && roll.dc - roll.die >= 5;
    if (target && caught)
      tx.emit({
        type: 'noted',
        domain: target,
        text: `Spies of ${dn(ctx.domain)} were caught at work in ${pn(province)}.`,
      });
    return resolved(
      tx,
      ctx,
      roll,
      false,
      `${aim}, and fail${lost ? `; the spy network in ${pn(province)} is lost` : ''}${target && caught ? `; ${dn(target)} learns who sent them` : ''}.`,
    );
  }
  const st = tx.state;
  switch (mission) {
    case 'investigate-province':
      return resolved(tx, ctx, roll, true, `${aim}: ${provinceSecrets(st, province)}.`);
    case 'investigate-domain': {
      const d = st.domains[target!]!;
      const lts = Object.values(st.characters).filter((c) => c.domain === target && c.role === 'lieutenant' && c.alive);
      return resolved(
        tx,
        ctx,
        roll,
        true,
        `${aim}: about ${Math.round(d.gb / 5) * 5} GB in its treasury; lieutenants ${lts.map((c) => c.build.name).join(', ') || 'none'}; ${plural(d.agendas.length, 'agenda')}.`,
      );
    }
    case 'disrupt-route':
      tx.emit({ type: 'stateSet', patch: { disrupted: [...(st.disrupted ?? []), t] } });
      return resolved(tx, ctx, roll, true, `${aim}: it pays nothing at the next collection.`);
    case 'spy-network':
      tx.emit({ type: 'stateSet', patch: { spies: [...st.spies, { province, owner: ctx.domain }] } });
      return resolved(tx, ctx, roll, true, `${aim}: Espionage there is now a court action at DC −2.`);
    case 'incite-unrest': {
      const l = loyaltyDown(prov.loyalty);
      tx.emit({ type: 'provinceSet', id: province, patch: { loyalty: l } });
      return resolved(tx, ctx, roll, true, `${aim}: its loyalty falls to ${l}.`);
    }
    case 'sabotage': {
      const p = st.provinces[province]!;
      const want = ctx.order.params?.building;
      const built = (Object.entries(p.buildings) as [BuildingId, number][]).filter(([, n]) => n > 0);
      const pick =
        want === 'fortification' || (!want && p.fortification > 0)
          ? 'fortification'
          : (built.find(([b]) => b === want) ?? (want ? undefined : built[0]))?.[0];
      if (pick === 'fortification' && p.fortification > 0) {
        tx.emit({ type: 'provinceSet', id: province, patch: { fortification: p.fortification - 1 } });
        return resolved(tx, ctx, roll, true, `${aim}: its walls lose a level.`);
      }
      if (pick && pick !== 'fortification') {
        tx.emit({
          type: 'provinceSet',
          id: province,
          patch: { buildings: { ...p.buildings, [pick]: (p.buildings[pick] ?? 1) - 1 } },
        });
        return resolved(tx, ctx, roll, true, `${aim}: the ${BUILDING_TABLE[pick].name} loses a level.`);
      }
      return resolved(tx, ctx, roll, true, `${aim}, but find nothing there to damage.`);
    }
    case 'free-prisoners': {
      const freed = Object.values(st.units).filter(
        (u) => u.province === province && u.owner === ctx.domain && u.captor,
      );
      const home = capitalOf(st, ctx.domain) ?? province;
      for (const u of freed) tx.emit({ type: 'unitSet', id: u.id, unit: { ...u, captor: null, province: home } });
      return resolved(
        tx,
        ctx,
        roll,
        true,
        freed.length
          ? `${aim}: ${freed.map((u) => UNIT_TABLE[u.type].name).join(', ')} go home to ${pn(home)}.`
          : `${aim}, but none of its men are held there.`,
      );
    }
    case 'assassinate': {
      const victim = st.characters[t]!;
      tx.emit({ type: 'characterSet', id: t, patch: { alive: false } });
      if (victim.role !== 'regent') return resolved(tx, ctx, roll, true, `${aim}: he is dead.`);
      // the victim's court learns of his death and who takes over, never who sent the knife (J-17)
      const next = succeed(tx, victim.domain);
      tx.emit({
        type: 'noted',
        domain: victim.domain,
        text: `${victim.build.name}, regent of ${dn(victim.domain)}, is murdered in ${pn(province)}. Succession in ${dn(victim.domain)}: ${next}`,
      });
      return resolved(tx, ctx, roll, true, `${aim}: he is dead. ${next}`);
    }
  }
};

// ---------------------------------------------------------------------------
// Exploratory Trade
// ---------------------------------------------------------------------------

const LANDLUBBERS = ['khinasi-nomad', 'rjurik', 'vos', 'elf', 'gnoll', 'ogre'];

/**
 * #19 Exploratory Trade (1.12.3): targets = the ships; params.from the seaport, params.destination a
 * region of data/economy.ts DESTINATIONS, params.donation GB given to the blessing temple. The regent
 * leads in person when he is named overseer (−2, and only then may RP and GB be put on the DC); a
 * Guilder lieutenant as overseer gives −1. A priest regent of Sarma blesses it (−1) by declaring
 * support of the order in his own sheet (it spends nothing: nobody else may change the DC). Only the
 * regent's own modifiers count, so the province's loyalty does not. 1 RP + 1 GB a ship, and cargo GB
 * equal to each ship's capacity, returned with the profit when the fleet comes home (voyagesHome).
 */
const exploratoryTrade: Handler = (tx, ctx) => {
  const s = tx.state;
  const from = String(ctx.order.params?.from ?? '') as ProvinceId;
  const dest = DESTINATIONS.find((x) => x.id === ctx.order.params?.destination);
  const port = PROVINCE_BY_ID.get(from);
  if (!port || !s.provinces[from]) return refuse(tx, ctx, 'An expedition sails from a seaport: name it.');
  if (!dest) return refuse(tx, ctx, 'An expedition needs a destination from the table (1.12.3).');
  if (!isSeaport(port, s.provinces[from]!.level))
    return refuse(
      tx,
      ctx,
      `${port.name} is no seaport (a coastal province of level ${EXPEDITION_RULES.minPortLevel} or more).`,
    );
  const guild = guildOf(s, ctx.domain, from);
  if (!guild || guild.level < EXPEDITION_RULES.minGuildLevel)
    return refuse(tx, ctx, `${Cap(dn(ctx.domain))} needs a guild of level 1 or more in ${port.name} to send a fleet.`);
  const turn = turnOf(s.round);
  const past = (s.expeditions ?? []).filter((x) => x.domain === ctx.domain);
  if (past.some((x) => turnOf(x.sailed) === turn))
    return refuse(tx, ctx, `${Cap(dn(ctx.domain))} has sent an expedition this turn already (once a turn, 1.12.3).`);
  const lastHere = past.filter((x) => x.port === from).sort((a, b) => b.sailed - a.sailed)[0];
  if (lastHere && turn - turnOf(lastHere.sailed) < EXPEDITION_RULES.turnsPerSeaport)
    return refuse(
      tx,
      ctx,
      `${Cap(dn(ctx.domain))} sent a fleet from ${port.name} in turn ${turnOf(lastHere.sailed)}: once every ${EXPEDITION_RULES.turnsPerSeaport} turns from a seaport.`,
    );
  const ships = ctx.order.targets.map((id) => s.ships[id]);
  const max = expeditionShips(s.provinces[from]!.level, guild.level);
  if (!ships.length || ships.some((x) => !x || x.owner !== ctx.domain || x.at !== from || x.onTradeRoute || x.unpaid))
    return refuse(tx, ctx, `The fleet must be ships of ${dn(ctx.domain)} lying free in ${port.name}.`);
  if (ships.length > max)
    return refuse(
      tx,
      ctx,
      `A guild (${guild.level}) in ${port.name} (${s.provinces[from]!.level}) may send ${plural(max, 'ship')}, not ${ships.length}.`,
    );
  const regentId = `${ctx.domain}:regent`;
  const regent = s.characters[regentId];
  if (!regent) return refuse(tx, ctx, 'The domain has no regent to send a fleet.');
  const leads = ctx.order.overseer === regentId;
  const leader = ctx.order.overseer ? s.characters[ctx.order.overseer] : undefined;
  if (!leads && ((ctx.order.rp ?? 0) > 0 || (ctx.order.gb ?? 0) > 0))
    return refuse(tx, ctx, 'RP and GB may lower the DC of an expedition only when the regent leads it in person.');
  const fleet = ships.map((x) => x!);
  const cargo = fleet.reduce((n, x) => n + SHIP_TABLE[x.type].cargo, 0);
  const donation = Math.max(0, Number(ctx.order.params?.donation ?? 0) || 0);
  const blesser = s.regents.find(
    (r) =>
      r !== ctx.domain &&
      isSarmaPriest(s, r) &&
      (s.sheets[r]?.backing ?? []).some(
        (b) => b.domain === ctx.domain && b.order === ctx.index && b.side === 'support',
      ),
  );
  const own = { gb: fleet.length + cargo + (blesser ? donation : 0), rp: fleet.length };
  const spend = { gb: ctx.order.gb ?? 0, rp: ctx.order.rp ?? 0 };
  const d = s.domains[ctx.domain]!;
  if (d.gb < own.gb + spend.gb || d.rp < own.rp + spend.rp)
    return refuse(
      tx,
      ctx,
      `${Cap(dn(ctx.domain))} cannot pay ${costWord(own.gb + spend.gb, own.rp + spend.rp)} for the expedition: nothing is done.`,
    );
  if (!pay(tx, ctx, fleet.length + cargo, fleet.length, 'the expedition and its cargo')) return;
  if (blesser && donation) {
    tx.emit({ type: 'treasury', domain: ctx.domain, gb: -donation, rp: 0, why: 'a gift to the temple of Sarma' });
    tx.emit({ type: 'treasury', domain: blesser, gb: donation, rp: 0, why: 'a gift for blessing a voyage' });
  }
  const mods: Mod[] = [];
  const m = (label: string, value: number) => mods.push({ label, value, ref: '1.12.3' });
  const classes = regent.build.classes;
  if (leads) m(`${regent.build.name} leads in person`, -2);
  else if (leader?.role === 'lieutenant' && leader.domain === ctx.domain && leader.build.classes.includes('guilder'))
    m(`${leader.build.name}, a Guilder, sails with it`, -1);
  if (classes.includes('guilder')) m('the regent is a Guilder', -1);
  const galleons = fleet.filter((x) => x.type === 'galleon').length;
  if (galleons * 2 >= fleet.length) m('half the ships or more are galleons', -1);
  if (fleet.length === 1) m('a single ship', 1);
  else if (fleet.length >= 3 && fleet.length <= 5) m('3-5 ships', -1);
  else if (fleet.length >= 6) m('6 ships or more', -2);
  const culture = regent.build.race === 'elf' ? 'elf' : regent.build.culture;
  if (LANDLUBBERS.includes(culture)) m('a landlubber regent', 1);
  if (culture === 'brecht') m('a Brecht regent', -1);
  if (blesser) m(`blessed by ${s.characters[`${blesser}:regent`]?.build.name ?? dn(blesser)}, priest of Sarma`, -1);
  if (!past.length) m('the regent’s first expedition', 2);
  m(`${holdingWord(guild)} sends it`, -guild.level);
  const roll = rollOrder(tx, ctx, { base: 20, mods, province: null, skill: 'commerce' });
  const steps = voyageSteps(dest, port.region);
  const names = fleet.map((x) => SHIP_TABLE[x.type].name);
  const lines: string[] = [
    `${Cap(dn(ctx.domain))} sends ${plural(fleet.length, 'ship')} (${names.join(', ')}) from ${port.name} to ${dest.name}, ${plural(steps, 'round')} away`,
  ];
  const natural1 = !roll.takeTen && roll.die === 1;
  let afloat = fleet.map((x) => x.id);
  if (natural1) {
    afloat = [];
    lines.push('a freak storm sinks the whole fleet with its cargo');
    if (leader) {
      const sea = effectiveSkills(leader.build).seamanship + (leader.build.bloodline?.derivation === 'masela' ? 3 : 0);
      const d10 = tx.dice.roll(10);
      const lives = d10 <= sea;
      if (!lives) tx.emit({ type: 'characterSet', id: leader.id, patch: { alive: false } });
      lines.push(`${leader.build.name} ${lives ? 'survives' : 'drowns'} (d10 ${d10} against Seamanship ${sea}, J-60)`);
      if (!lives && leader.role === 'regent' && leader.domain === ctx.domain)
        lines.push(`succession in ${dn(ctx.domain)}: ${succeed(tx, ctx.domain).replace(/\.$/, '')}`);
    }
  } else {
    const d100 = tx.dice.roll(100);
    if (d100 <= dest.piratePercent) {
      const loss = Math.min(fleet.length, tx.dice.roll(pirateLossDie(fleet.length)));
      const sunk = tx.dice.shuffle(afloat).slice(0, loss);
      afloat = afloat.filter((id) => !sunk.includes(id));
      lines.push(
        `pirates strike (d100 ${d100}, ${dest.piratePercent}%) and sink ${plural(loss, 'ship')} with its cargo`,
      );
    } else lines.push(`no pirates (d100 ${d100}, ${dest.piratePercent}%)`);
  }
  let profit = 0;
  if (roll.ok && afloat.length) {
    const each: number[] = [];
    for (const id of afloat) {
      const row = EXPEDITION_PROFIT[SHIP_TABLE[s.ships[id]!.type].cargo]!;
      let n = row.plus;
      for (let i = 0; i < row.dice; i++) n += tx.dice.roll(row.sides);
      each.push(n);
    }
    profit = each.reduce((a, b) => a + b, 0);
    const twenty = !roll.takeTen && roll.die === 20;
    if (twenty) profit *= EXPEDITION_RULES.naturalTwentyProfitMultiplier;
    lines.push(
      `the trade pays ${profit} GB (${each.join(' + ')}${twenty ? ', doubled on a natural 20' : ''}), up to what ${dest.name} yields this turn`,
    );
  } else if (!natural1) lines.push('the goods find no buyers: no profit');
  const sunk = fleet.filter((x) => !afloat.includes(x.id));
  for (const x of sunk) tx.emit({ type: 'shipSet', id: x.id, ship: null });
  for (const id of afloat)
    tx.emit({ type: 'shipSet', id, ship: { ...tx.state.ships[id]!, at: `voyage:${dest.id}`, inPortSince: null } });
  const afloatCargo = afloat.reduce((n, id) => n + SHIP_TABLE[s.ships[id]!.type].cargo, 0);
  const record = {
    id: `x-${ctx.domain}-${s.round}`,
    domain: ctx.domain,
    port: from,
    destination: dest.id,
    ships: fleet.map((x) => x.id),
    afloat,
    cargo: afloatCargo,
    profit,
    paid: 0,
    ok: roll.ok,
    sailed: s.round,
    returns: s.round + steps,
    home: afloat.length === 0,
  };
  tx.emit({ type: 'stateSet', patch: { expeditions: [...(tx.state.expeditions ?? []), record] } });
  if (afloat.length) lines.push(`the cargo of ${afloatCargo} GB comes back with the fleet`);
  resolved(tx, ctx, roll, roll.ok && afloat.length > 0, `${lines.join('; ')}.`);
};

/**
 * The fleets due home this round come back to their port (to run at the start of each round, after
 * initiative): their cargo returns, and their profit is paid within what the region yields this turn,
 * shared in initiative order among all who return in the same turn (J-85).
 */
export function voyagesHome(tx: Tx): void {
  const s = tx.state;
  const due = (s.expeditions ?? [])
    .filter((x) => !x.home && x.returns <= s.round)
    .sort((a, b) => rank(s, a.domain) - rank(s, b.domain) || a.id.localeCompare(b.id));
  for (const x of due) {
    const st = tx.state;
    const dest = DESTINATIONS.find((d) => d.id === x.destination)!;
    const taken = (st.expeditions ?? [])
      .filter((y) => y.destination === x.destination && y.home && turnOf(y.returns) === turnOf(st.round))
      .reduce((n, y) => n + (y.paid ?? 0), 0);
    const paid = Math.max(0, Math.min(x.profit, dest.maxProfit - taken));
    for (const id of x.afloat) {
      const ship = st.ships[id];
      if (ship) tx.emit({ type: 'shipSet', id, ship: { ...ship, at: x.port, inPortSince: st.round } });
    }
    const gb = x.cargo + paid;
    if (gb) tx.emit({ type: 'treasury', domain: x.domain, gb, rp: 0, why: `the fleet home from ${dest.name}` });
    tx.emit({
      type: 'stateSet',
      patch: { expeditions: (tx.state.expeditions ?? []).map((y) => (y.id === x.id ? { ...y, home: true, paid } : y)) },
    });
    tx.emit({
      type: 'noted',
      domain: x.domain,
      text: `The fleet of ${dn(x.domain)} is home in ${pn(x.port)} from ${dest.name}: ${x.cargo} GB of cargo back${x.profit ? `, ${paid} GB of profit${paid < x.profit ? ` (all ${dest.name} yields this turn)` : ''}` : ''}.`,
    });
  }
}
const rank = (s: State, d: DomainId): number => {
  const i = s.initiative.indexOf(d);
  return i < 0 ? s.initiative.length + s.regents.indexOf(d) : i;
};

// ---------------------------------------------------------------------------
// Grant
// ---------------------------------------------------------------------------

/**
 * #20 Grant, a court action: targets [domain]; params.gb, params.rp, params.units (mercenary unit ids),
 * params.from and params.to (provinces of the two holdings of level 1+ it travels between; by default
 * each side's largest), params.escorts (unit ids). It goes by the highways (J-73) or, between two
 * coastal provinces, by sea in the giver's ships lying in the first port with cargo room for the gold.
 * RP only between liege and vassal (a state religion counts as a vassal), and regency is never
 * intercepted; gold and units are, by J-19.
 */
const grant: Handler = (tx, ctx) => {
  const s = tx.state;
  const to = ctx.order.targets[0] as DomainId | undefined;
  const them = to ? s.domains[to] : undefined;
  const me = s.domains[ctx.domain]!;
  if (!to || !them || to === ctx.domain) return refuse(tx, ctx, 'A grant goes to another domain.');
  const gb = Math.max(0, Number(ctx.order.params?.gb ?? 0) || 0);
  const rp = Math.max(0, Number(ctx.order.params?.rp ?? 0) || 0);
  const unitIds = listParam(ctx.order.params?.units);
  const units = unitIds.map((id) => s.units[id]);
  if (!gb && !rp && !units.length) return refuse(tx, ctx, 'The grant names nothing to give.');
  if (units.some((u) => !u || u.owner !== ctx.domain || u.captor))
    return refuse(tx, ctx, `Only units of ${dn(ctx.domain)} that are free may be granted.`);
  if (units.some((u) => !isMercenary(u!.type)))
    return refuse(tx, ctx, 'Only mercenary units can be granted; regular units cannot (1.9 #20).');
  const vassal =
    me.vassalOf === to || them.vassalOf === ctx.domain || me.stateReligion === to || them.stateReligion === ctx.domain;
  if (rp && !vassal)
    return refuse(tx, ctx, `Regency passes only between liege and vassal; ${dn(to)} is neither to ${dn(ctx.domain)}.`);
  if (me.gb < gb || me.rp < rp)
    return refuse(tx, ctx, `${Cap(dn(ctx.domain))} cannot give ${costWord(gb, rp)}: it has not so much.`);
  const end = (d: DomainId, named: unknown): ProvinceId | null => {
    const hs = Object.values(s.holdings)
      .filter((h) => h.owner === d && h.level >= 1 && (!named || h.province === named))
      .sort((a, b) => b.level - a.level);
    return (hs[0]?.province as ProvinceId | undefined) ?? null;
  };
  let path: ProvinceId[] | null = null;
  let how = '';
  if (gb || units.length) {
    const a = end(ctx.domain, ctx.order.params?.from);
    const b = end(to, ctx.order.params?.to);
    if (!a || !b)
      return refuse(tx, ctx, 'Gold and units travel between two holdings of level 1 or more, one of each side.');
    if (a === b) {
      path = [a];
      how = `within ${pn(a)}`;
    } else {
      path = highwayPath(s, a, b);
      if (path) how = `by the highways from ${pn(a)} to ${pn(b)}`;
      else {
        // by sea the giver's ships in port carry the gold in their holds and the units on their decks
        // (cavalry take two places, P5)
        const fleet = Object.values(s.ships).filter((x) => x.owner === ctx.domain && x.at === a && !x.unpaid);
        const hold = fleet.reduce((n, x) => n + SHIP_TABLE[x.type].cargo, 0);
        const decks = fleet.reduce((n, x) => n + SHIP_TABLE[x.type].troops, 0);
        const places = units.reduce((n, u) => n + (u && UNIT_TABLE[u.type].mounted ? 2 : 1), 0);
        const coastal = PROVINCE_BY_ID.get(a)?.coastal && PROVINCE_BY_ID.get(b)?.coastal;
        if (!coastal || hold < gb || decks < places)
          return refuse(
            tx,
            ctx,
            `No highway runs from ${pn(a)} to ${pn(b)}, and the ships of ${dn(ctx.domain)} in ${pn(a)} have no room for ${[gb ? `${gb} GB` : '', places ? `${places} unit place${places === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ')}.`,
          );
        path = [a, b];
        how = `by sea from ${pn(a)} to ${pn(b)}`;
      }
    }
  }
  const gifts = [gb ? `${gb} GB` : '', units.length ? units.map((u) => UNIT_TABLE[u!.type].name).join(', ') : '']
    .filter(Boolean)
    .join(' and ');
  let receiver: DomainId = to;
  let note = '';
  let intercepted = '';
  if (path) {
    const hostile = (d: DomainId) =>
      [ctx.domain, to].some((x) => s.domains[x]?.atWarWith.includes(d) || s.domains[d]?.atWarWith.includes(x));
    const laws = Object.values(s.holdings).filter(
      (h) =>
        h.type === 'law' &&
        path!.includes(h.province as ProvinceId) &&
        h.owner !== ctx.domain &&
        h.owner !== to &&
        hostile(h.owner),
    );
    const levels = laws.reduce((n, h) => n + h.level, 0);
    const escorts = listParam(ctx.order.params?.escorts).filter((id) => s.units[id]?.owner === ctx.domain).length;
    const chance = Math.max(
      0,
      GRANT_INTERCEPTION.percentPerLevel * levels + GRANT_INTERCEPTION.percentPerEscort * escorts,
    );
    if (chance > 0) {
      const d100 = tx.dice.roll(100);
      const big = [...laws].sort((x, y) => y.level - x.level)[0]!;
      const odds = `${chance}% chance from ${plural(levels, 'level')} of hostile law on the way${escorts ? `, less ${plural(escorts, 'escort')}` : ''}, d100 ${d100}`;
      if (d100 <= chance) {
        receiver = big.owner;
        // said as a seizure, not as a refusal: the gift left and was taken on the road, by whose law and where
        // (a covert law holding is told as such, its owner unnamed: J-69)
        const by = big.covert
          ? `a covert law holding in ${pn(big.province)}`
          : `${dn(big.owner)}’s law holding (${big.level}) in ${pn(big.province)}, for ${dn(big.owner)}`;
        intercepted = ` The grant of ${gifts} is intercepted on the way by ${by} (${odds}).`;
      } else note = `; it slips past hostile law on the way (${odds})`;
    }
  }
  if (gb) {
    tx.emit({ type: 'treasury', domain: ctx.domain, gb: -gb, rp: 0, why: `a grant to ${dn(to)}` });
    tx.emit({
      type: 'treasury',
      domain: receiver,
      gb,
      rp: 0,
      why:
        receiver === to ? `a grant from ${dn(ctx.domain)}` : `a grant of ${dn(ctx.domain)} to ${dn(to)}, intercepted`,
    });
  }
  for (const u of units) tx.emit({ type: 'unitSet', id: u!.id, unit: { ...u!, owner: receiver } });
  if (rp) {
    tx.emit({ type: 'treasury', domain: ctx.domain, gb: 0, rp: -rp, why: `regency to ${dn(to)}` });
    tx.emit({ type: 'treasury', domain: to, gb: 0, rp, why: `regency from ${dn(ctx.domain)}` });
  }
  const parts = [
    gifts ? `${Cap(dn(ctx.domain))} sends ${gifts} to ${dn(to)} ${how}${note}` : '',
    rp ? `${rp} RP pass from ${dn(ctx.domain)} to ${dn(to)}` : '',
  ].filter(Boolean);
  // it fails (the gift never arrives), but the words say it was sent and seized, not refused
  resolved(tx, ctx, null, receiver === to, `${parts.join('; ')}.${intercepted}`);
};

/** To run at the start of each round, after initiative: fleets come home, magic that has run out ends. */
export function roundUpkeep(tx: Tx): void {
  voyagesHome(tx);
  magicUpkeep(tx);
}

register({
  'contest-trade-route': contestTradeRoute,
  'create-trade-route': createTradeRoute,
  embargo,
  espionage,
  'exploratory-trade': exploratoryTrade,
  grant,
  'cast-realm-spell': castRealmSpell,
  'create-ley-line': createLeyLine,
  'ley-link': leyLink,
  'prepare-realm-spell': prepareRealmSpell,
  research,
});
