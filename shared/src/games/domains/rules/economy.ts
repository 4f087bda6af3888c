/**
 * The start of a turn (checklist 1.6, 1.7, 1.9 growth): loyalty rolls,
 * growth in autumn, collections of gold and regency, and expenses with
 * their unpaid consequences, then the turn's events (J-06). Run in round 1
 * of each turn, before actions. Also the tax Decree (J-14) and law claims
 * (1.7.1), which the court orders call.
 *
 * Only the seated regents' domains take part: an unseated domain stays
 * dormant (data/domains.ts), its provinces neither rolling nor paying, until
 * it is claimed. Holdings of seated regents pay wherever they stand.
 */
import {
  adjustLoyalty,
  assetMaintenance,
  BUILDING_TABLE,
  type BuildingId,
  carryOverCap,
  COURT,
  type DomainId,
  domain as domainOf,
  EVENT_TRIGGER,
  EVENTS,
  effectiveSkills,
  GROWTH,
  growthTarget,
  IMPROVE_UNIT,
  IN_PORT_MAINTENANCE_SHARE,
  isMercenary,
  isProvince,
  LAW_CLAIM,
  LOYALTIES,
  type Loyalty,
  lawClaimMax,
  OCCUPATION,
  passesMoraleCheck,
  type ProvinceId,
  province as provinceOf,
  regencyCollected,
  regencyFactor,
  SHIP_TABLE,
  sourceUpkeep,
  taxDecreeLimit,
  taxRange,
  tradeRouteValue,
  UNIT_TABLE,
  UNIT_UPGRADE_TABLE,
  UNPAID_UNIT_DC,
} from '../data/index.ts';
import type { Mod } from '../events.ts';
import type { OrderContext } from './actions/index.ts';
import { seasonOf, roundOfTurn, turnOf } from './calendar.ts';
import { courtName, courtOf, orderedLevels, paidLevels } from './court.ts';
import {
  type HoldingState,
  isBrigands,
  type ProvinceState,
  type RouteState,
  type State,
  type UnitState,
} from './state.ts';
import { highwayPath } from './roads.ts';
import { regencyShare } from './succession.ts';
import type { Tx } from './tx.ts';

// ---------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------

const pname = (id: string): string => (isProvince(id) ? provinceOf(id as ProvinceId).name : id);
const dname = (id: string): string => {
  try {
    return domainOf(id as DomainId).name;
  } catch {
    return id;
  }
};
const tenth = (n: number): number => Math.round(n * 10) / 10 || 0;
const gbText = (n: number): string => `${tenth(n)} GB`;
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const TYPE_WORD = { law: 'law holding', temple: 'temple', guild: 'guild', source: 'source' } as const;
const holdingWord = (h: HoldingState, viewer?: DomainId): string =>
  `${h.owner === viewer ? 'the' : `${dname(h.owner)}’s`} ${TYPE_WORD[h.type]} in ${pname(h.province)}`;
const routeWord = (r: RouteState): string => `the trade route ${pname(r.from)}–${pname(r.to)}`;
const a = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

// ---------------------------------------------------------------------------
// Small readings of the state
// ---------------------------------------------------------------------------

const regentOf = (s: State, d: DomainId) => {
  const c = s.characters[`${d}:regent`];
  return c?.alive ? c : null;
};
const skillOf = (s: State, d: DomainId, skill: 'politics' | 'law'): number => {
  const c = regentOf(s, d);
  return c ? effectiveSkills(c.build)[skill] : 0;
};
const atWar = (s: State, x: DomainId, y: DomainId): boolean =>
  !!s.domains[x]?.atWarWith.includes(y) || !!s.domains[y]?.atWarWith.includes(x);
/** Units that fight for their owner (prisoners do not count or cost). */
const freeUnits = (s: State, d: DomainId, p?: ProvinceId): UnitState[] =>
  Object.values(s.units).filter((u) => u.owner === d && u.captor === null && (p === undefined || u.province === p));
/** Occupied by another domain than its ruler. */
const occupiedByOther = (p: ProvinceState): DomainId | null =>
  p.occupiedBy && p.occupiedBy !== p.ruler ? p.occupiedBy : null;
const holdingsIn = (s: State, p: ProvinceId): HoldingState[] =>
  Object.values(s.holdings).filter((h) => h.province === p);
/** A holding pays nothing while contested, or when its owner rules the province and it is Rebellious (1.6). */
const holdingIdle = (s: State, h: HoldingState): boolean =>
  h.contested || (s.provinces[h.province]?.ruler === h.owner && s.provinces[h.province]?.loyalty === 'rebellious');
const isLevy = (u: UnitState): boolean => u.type === 'levies' || u.type === 'elven-levies';

/** The tax change by Decree in force: suspended while another domain occupies the province (1.7.1). */
export function taxInForce(p: ProvinceState): number {
  if (occupiedByOther(p)) return 0;
  const [lo, hi] = taxRange(p.level);
  return Math.min(hi, Math.max(lo, p.level + p.tax)) - p.level;
}

/**
 * Who owns a building (the state keeps levels only, per province): one that
 * needs a holding (a Caravansarai a guild, a Minaret a temple, a Wizard
 * Tower a source...) belongs to the owner of the largest such holding there,
 * the ruler's first on a tie; any other to the province's ruler.
 */
export function buildingOwner(s: State, pid: ProvinceId, b: BuildingId): DomainId | null {
  const p = s.provinces[pid];
  if (!p) return null;
  const req = BUILDING_TABLE[b].requirement;
  if (req?.kind === 'holding') {
    const best = holdingsIn(s, pid)
      .filter((h) => h.type === req.type)
      .sort((x, y) => y.level - x.level || Number(y.owner === p.ruler) - Number(x.owner === p.ruler))[0];
    if (best) return best.owner;
  }
  return p.ruler;
}

/** The two guild holdings a route joins: its owner's at each end, or else the largest guild there (an agreement). */
function routeGuilds(s: State, r: RouteState): [HoldingState | null, HoldingState | null] {
  const end = (pid: string): HoldingState | null => {
    const gs = holdingsIn(s, pid).filter((h) => h.type === 'guild');
    return gs.find((h) => h.owner === r.owner) ?? gs.sort((x, y) => y.level - x.level)[0] ?? null;
  };
  return [end(r.from), end(r.to)];
}

/** A route's income this collection (J-15): the average of its guilds, nothing if one is gone or contested. */
export function routeIncome(s: State, r: RouteState): number {
  const [x, y] = routeGuilds(s, r);
  if (!x || !y || x.contested || y.contested) return 0;
  return tradeRouteValue(x.level, y.level);
}

// ---------------------------------------------------------------------------
// Hooks for the other rules
// ---------------------------------------------------------------------------

/** A levy mustered in a province (3.3): −1 on its loyalty roll next turn, each (1.6). Call from Muster Armies. */
export function recordLevy(tx: Tx, province: ProvinceId, count = 1): void {
  const p = tx.state.provinces[province];
  if (!p) return;
  const turn = turnOf(tx.state.round);
  const now = p.levies?.turn === turn ? p.levies.count : 0;
  tx.emit({ type: 'provinceSet', id: province, patch: { levies: { turn, count: now + count } } });
}

/**
 * A hostile act against the province's ruler (J-08: Contest, Convert,
 * Agitate downward, detected Espionage, Embargo): next turn each of the
 * actor's holdings there counts −2 on the loyalty roll. Call from those handlers.
 */
export function recordHostile(tx: Tx, province: ProvinceId, by: DomainId, what: string): void {
  const p = tx.state.provinces[province];
  if (!p?.ruler || p.ruler === by) return;
  const turn = turnOf(tx.state.round);
  const hostile = [...(p.hostile ?? []).filter((x) => x.turn >= turn), { by, turn, what }];
  tx.emit({ type: 'provinceSet', id: province, patch: { hostile } });
}

/** The province's event was answered (a Decree paying, an Oversee roll, an action succeeding: J-06). */
export function answerEvent(tx: Tx, province: ProvinceId, how: string): boolean {
  const p = tx.state.provinces[province];
  if (!p?.event || p.event.answered || p.event.turn !== turnOf(tx.state.round)) return false;
  tx.emit({ type: 'provinceSet', id: province, patch: { event: { ...p.event, answered: true } } });
  const card = EVENTS.find((e) => e.id === p.event?.id);
  tx.emit({ type: 'noted', text: `${card?.name ?? 'The event'} in ${pname(province)} is dealt with: ${how}.` });
  return true;
}

/** Occupation sets loyalty to Poor at once (1.6, 3.8). Call when an occupation takes hold. */
export function occupationLoyalty(tx: Tx, province: ProvinceId): void {
  const p = tx.state.provinces[province];
  if (!p || LOYALTIES.indexOf(p.loyalty) <= LOYALTIES.indexOf('poor')) return;
  tx.emit({ type: 'provinceSet', id: province, patch: { loyalty: 'poor' } });
  tx.emit({ type: 'noted', text: `${pname(province)} is occupied: its loyalty falls to poor at once.` });
}

// ---------------------------------------------------------------------------
// The turn's start
// ---------------------------------------------------------------------------

export function turnStart(tx: Tx): void {
  checkGarrisons(tx);
  loyaltyRolls(tx);
  if (seasonOf(tx.state.round) === 'autumn') growth(tx);
  brokenRoads(tx);
  collections(tx);
  expenses(tx);
  drawEvents(tx);
}

/** The provinces the seated regents rule, in map order: the order of the loyalty rolls. */
export const rolledProvinces = (s: State): ProvinceState[] =>
  Object.values(s.provinces).filter((p) => p.ruler && s.regents.includes(p.ruler));

/** The loyalty roll's modifiers for a province (1.6 and the judgment calls that quantify it). */
export function loyaltyMods(s: State, p: ProvinceState): Mod[] {
  const ruler = p.ruler as DomainId;
  const turn = turnOf(s.round);
  const mods: Mod[] = [];
  const politics = skillOf(s, ruler, 'politics');
  if (politics) mods.push({ label: 'Politics', value: politics, ref: '1.6' });
  const tax = taxInForce(p);
  if (tax < 0) mods.push({ label: 'lowered taxes', value: -tax, ref: '1.6' });
  if (tax > 0) mods.push({ label: 'raised taxes', value: -tax, ref: '1.6' });
  const levies =
    p.levies !== undefined
      ? p.levies.turn === turn - 1
        ? p.levies.count
        : 0
      : Object.values(s.units).filter(
          (u) => isLevy(u) && u.province === p.id && u.mustered > 0 && turnOf(u.mustered) === turn - 1,
        ).length;
  if (levies) mods.push({ label: a(levies, 'levy', 'levies'), value: -levies, ref: '1.6' });
  // J-08: holdings whose owner is at war with the ruler or acted against him here last turn
  const hostileBy = new Set((p.hostile ?? []).filter((x) => x.turn === turn - 1).map((x) => x.by));
  for (const h of holdingsIn(s, p.id))
    if (h.owner !== ruler && (atWar(s, h.owner, ruler) || hostileBy.has(h.owner)))
      mods.push({ label: `a hostile ${TYPE_WORD[h.type]}`, value: -2, ref: 'J-08' });
  // J-64: brigands at large in the province count as one holding hostile to the ruler
  if (Object.values(s.units).some((u) => isBrigands(u.owner) && u.province === p.id && u.captor === null))
    mods.push({ label: 'brigands at large', value: -2, ref: 'J-64' });
  if (p.event && p.event.turn === turn - 1) {
    const card = EVENTS.find((e) => e.id === p.event?.id);
    const major = card?.rank === 'major';
    mods.push(
      p.event.answered
        ? { label: `${card?.name ?? 'event'} dealt with`, value: major ? 3 : 1, ref: 'J-06' }
        : { label: `${card?.name ?? 'event'} not dealt with`, value: major ? -5 : -2, ref: 'J-06' },
    );
  }
  // Warding and hostile realm spells (−2 each, 1.6) are not kept in the state yet.
  const occupier = occupiedByOther(p);
  if (occupier) mods.push({ label: `occupied by ${dname(occupier)}`, value: OCCUPATION.loyaltyRoll, ref: '1.6' });
  else if (p.occupiedBy === ruler) {
    // J-36: a ruler occupying his own province, −1 per level of others' holdings caught, at most −5
    const caught = holdingsIn(s, p.id)
      .filter((h) => h.owner !== ruler && h.type !== 'source' && !h.covert && h.fortification === 0)
      .reduce((n, h) => n + h.level, 0);
    if (caught) mods.push({ label: 'occupied by its own ruler', value: -Math.min(5, caught), ref: 'J-36' });
  }
  if (p.embargo.length) {
    const turns = p.embargoSince != null ? Math.max(1, turn - turnOf(p.embargoSince)) : 1;
    mods.push({ label: `embargo (${a(turns, 'turn')})`, value: -2 * turns, ref: 'J-38' });
  }
  return mods;
}

const STEP_WORDS: Record<string, string> = { up: 'grows content', down: 'grows restless' };

function loyaltyRolls(tx: Tx): void {
  const held: Record<string, string[]> = {};
  for (const p0 of rolledProvinces(tx.state)) {
    let p = p0;
    // occupation sets Poor at once (1.6), if the occupation did not already
    if (occupiedByOther(p) && LOYALTIES.indexOf(p.loyalty) > LOYALTIES.indexOf('poor')) {
      occupationLoyalty(tx, p.id);
      p = tx.state.provinces[p.id] as ProvinceState;
    }
    const mods = loyaltyMods(tx.state, p);
    const die = tx.dice.roll(20);
    const total = die + mods.reduce((n, m) => n + m.value, 0);
    const next: Loyalty = adjustLoyalty(p.loyalty, total);
    const how = `rolled ${die}${mods.map((m) => `, ${signed(m.value)} ${m.label}`).join('')}`;
    const ruler = p.ruler as DomainId;
    if (next !== p.loyalty) {
      const up = LOYALTIES.indexOf(next) > LOYALTIES.indexOf(p.loyalty);
      tx.emit({ type: 'provinceSet', id: p.id, patch: { loyalty: next } });
      tx.emit({
        type: 'noted',
        domain: ruler,
        text: `${pname(p.id)} ${STEP_WORDS[up ? 'up' : 'down']}: ${p.loyalty} to ${next} (${how}; total ${total}).`,
      });
    } else {
      held[ruler] = [...(held[ruler] ?? []), `${pname(p.id)} ${p.loyalty} (${how}; total ${total})`];
    }
    // the turn's records are used up
    if (p.hostile?.length || (p.event && p.event.turn < turnOf(tx.state.round)))
      tx.emit({ type: 'provinceSet', id: p.id, patch: { hostile: [], event: null } });
  }
  for (const [d, lines] of Object.entries(held))
    tx.emit({ type: 'noted', domain: d as DomainId, text: `Loyalty holds in ${dname(d)}: ${lines.join('; ')}.` });
}

// ---------------------------------------------------------------------------
// Growth (1.9 growth, J-82)
// ---------------------------------------------------------------------------

function growth(tx: Tx): void {
  const s = tx.state;
  const grew: string[] = [];
  for (const p of Object.values(s.provinces)) {
    const data = provinceOf(p.id);
    if (p.wilderness || (data.nomad && p.level < GROWTH.nomadSettlesAt)) continue;
    // occupied for a whole turn or more: no growth (3.8, data/military.ts OCCUPATION)
    if (p.occupiedBy && p.occupiedSince !== null && s.round - p.occupiedSince >= 3 * OCCUPATION.growthStopsAfterTurns)
      continue;
    if (p.level >= data.maxLevel) continue;
    const target = growthTarget(data.climate, p.level);
    if (target === null) continue;
    const gain = GROWTH.perAutumn + (p.buildings.bathhouse ? GROWTH.bathhouse : 0);
    const g = p.growth + gain;
    if (g >= target) {
      tx.emit({ type: 'provinceSet', id: p.id, patch: { level: p.level + 1, growth: 0 } });
      tx.emit({
        type: 'noted',
        ...(p.ruler ? { domain: p.ruler } : {}),
        text: `${data.name} grows to level ${p.level + 1} (growth ${g} of ${target}).`,
      });
    } else {
      tx.emit({ type: 'provinceSet', id: p.id, patch: { growth: g } });
      grew.push(`${data.name} ${g}/${target}${gain > 1 ? ' (Bathhouse +1)' : ''}`);
    }
  }
  if (grew.length) tx.emit({ type: 'noted', text: `Autumn growth: ${grew.join(', ')}.` });
}

// ---------------------------------------------------------------------------
// Collections (1.7.1) and regency (1.7.2)
// ---------------------------------------------------------------------------

interface Line {
  gb: number;
  parts: string[];
}

/**
 * J-73: before the collection, each land route takes the shortest road of highways between its ends as
 * they stand (it is re-routed whenever its road changes); one whose ends no road joins any more (a
 * highway lost, pillaged or never rebuilt) is destroyed, and its owner is told why.
 */
export function brokenRoads(tx: Tx): void {
  for (const r of Object.values(tx.state.routes)) {
    if (r.kind !== 'land' || highwayPath(tx.state, r.from as ProvinceId, r.to as ProvinceId)) continue;
    tx.emit({ type: 'routeSet', id: r.id, route: null });
    tx.emit({
      type: 'noted',
      domain: r.owner,
      text: `The trade route ${pname(r.from)}–${pname(r.to)} is lost: no unbroken road of highways joins its ends any more (J-73).`,
    });
  }
}

function collections(tx: Tx): void {
  const s = tx.state;
  const seated = new Set<DomainId>(s.regents);
  const ledger = new Map<DomainId, Map<string, Line>>();
  const put = (d: DomainId, head: string, gb: number, part: string) => {
    if (!seated.has(d)) return;
    const book = ledger.get(d) ?? new Map<string, Line>();
    ledger.set(d, book);
    const line = book.get(head) ?? { gb: 0, parts: [] };
    line.gb += gb;
    line.parts.push(part);
    book.set(head, line);
  };
  /** What each claimable target yields this collection, and to whom. */
  const income = new Map<string, { owner: DomainId; gb: number; province: string; word: string }>();

  // provinces
  for (const p of Object.values(s.provinces)) {
    const ruler = p.ruler;
    if (!ruler || !seated.has(ruler)) continue;
    const tax = taxInForce(p);
    let gb = p.loyalty === 'rebellious' ? 0 : p.level + tax;
    const notes: string[] = [];
    if (p.loyalty === 'rebellious') notes.push('rebellious: nothing');
    else if (tax) notes.push(`${signed(tax)} by Decree`);
    if (p.embargo.length && gb > 0) {
      gb = Math.max(0, gb - 2);
      notes.push('−2 embargo');
    }
    const occupier = occupiedByOther(p);
    if (occupier) {
      const units = freeUnits(s, occupier, p.id).length;
      const taken = Math.min(units * OCCUPATION.taxPerUnit, gb); // J-87
      gb -= taken;
      notes.push(`${gbText(taken)} to the occupier`);
      if (taken) put(occupier, 'occupation', taken, `${pname(p.id)} ${gbText(taken)} from ${a(units, 'unit')}`);
    }
    income.set(p.id, { owner: ruler, gb, province: p.id, word: pname(p.id) });
    put(ruler, 'taxes', gb, `${pname(p.id)} ${gb}${notes.length ? ` (${notes.join(', ')})` : ''}`);
  }
  // temples and guilds
  for (const h of Object.values(s.holdings)) {
    if (!seated.has(h.owner) || (h.type !== 'temple' && h.type !== 'guild')) continue;
    const gb = holdingIdle(s, h) ? 0 : h.level;
    income.set(h.id, { owner: h.owner, gb, province: h.province, word: holdingWord(h) });
    put(
      h.owner,
      'holdings',
      gb,
      `${TYPE_WORD[h.type]} in ${pname(h.province)} ${gb}${h.contested ? ' (contested: nothing)' : gb === 0 && h.level ? ' (rebellious: nothing)' : ''}`,
    );
  }
  // trade routes; one disrupted by Espionage pays nothing this once (J-17), its owner not told by whom
  const cut = new Set(s.disrupted ?? []);
  for (const r of Object.values(s.routes)) {
    if (!seated.has(r.owner)) continue;
    const gb = cut.has(r.id) ? 0 : routeIncome(s, r);
    income.set(r.id, { owner: r.owner, gb, province: r.from, word: routeWord(r) });
    put(
      r.owner,
      'trade routes',
      gb,
      `${pname(r.from)}–${pname(r.to)} ${gb}${cut.has(r.id) ? ' (disrupted: nothing)' : ''}`,
    );
  }
  if (cut.size) tx.emit({ type: 'stateSet', patch: { disrupted: [] } });
  // buildings
  const rpFromBuildings = new Map<DomainId, { rp: number; parts: string[] }>();
  const idle: { id: ProvinceId; b: BuildingId }[] = [];
  for (const p of Object.values(s.provinces))
    for (const [b, level] of Object.entries(p.buildings) as [BuildingId, number][]) {
      const row = BUILDING_TABLE[b];
      if (!row.income || !level) continue;
      const owner = buildingOwner(s, p.id, b);
      if (!owner || !seated.has(owner)) continue;
      const n = row.income.perLevel ? level : 1;
      if (p.idle?.[b]) {
        idle.push({ id: p.id, b });
        put(owner, 'buildings', 0, `${row.name} in ${pname(p.id)} 0 (unpaid: idle)`);
        continue;
      }
      if (row.income.gb)
        put(owner, 'buildings', n * row.income.gb, `${row.name} in ${pname(p.id)} ${n * row.income.gb}`);
      if (row.income.rp) {
        const x = rpFromBuildings.get(owner) ?? { rp: 0, parts: [] };
        x.rp += n * row.income.rp;
        x.parts.push(`${row.name} in ${pname(p.id)} ${n * row.income.rp}`);
        rpFromBuildings.set(owner, x);
      }
    }
  // law claims declared in round 3 (1.7.1)
  for (const c of s.claims) {
    const law = s.holdings[c.by];
    const target = income.get(c.target);
    if (!law || !target || !seated.has(law.owner)) continue;
    const gb = Math.min(c.gb, lawClaimMax(law.contested ? 0 : law.level, target.gb));
    if (gb <= 0) {
      put(law.owner, 'law claims', 0, `on ${target.word}: nothing to take`);
      continue;
    }
    put(law.owner, 'law claims', gb, `on ${target.word} ${gb}`);
    put(target.owner, 'law claims', -gb, `${dname(law.owner)}’s law claim on ${target.word} −${gb}`);
  }
  if (s.claims.length) tx.emit({ type: 'stateSet', patch: { claims: [] } });

  for (const d of s.regents) {
    for (const [head, line] of ledger.get(d) ?? [])
      if (line.parts.length)
        tx.emit({
          type: 'treasury',
          domain: d,
          gb: tenth(line.gb),
          rp: 0,
          why: `Collection, ${head}: ${line.parts.join(', ')}.`,
        });
    regency(tx, d, rpFromBuildings.get(d));
  }
}

/** The domain's power for regency (J-09): province levels at full, holding levels by the regent's classes. */
function regency(tx: Tx, d: DomainId, library?: { rp: number; parts: string[] }): void {
  const s = tx.state;
  const regent = regentOf(s, d);
  const dom = s.domains[d];
  if (!dom) return;
  const score = regent?.score ?? 0;
  // carry-over: at most twice the bloodline score into the new turn (1.7.2)
  const cap = carryOverCap(score);
  if (dom.rp > cap)
    tx.emit({
      type: 'treasury',
      domain: d,
      gb: 0,
      rp: cap - dom.rp,
      why: `Regency above twice the bloodline score (${cap}) is lost at the turn’s start.`,
    });
  const provinceLevels = Object.values(s.provinces)
    .filter((p) => p.ruler === d && !occupiedByOther(p))
    .map((p) => p.level);
  const holdings = Object.values(s.holdings)
    .filter((h) => h.owner === d && !holdingIdle(s, h))
    .map((h) => ({ type: h.type, level: h.level }));
  const power = regent
    ? provinceLevels.reduce((n, l) => n + l, 0) +
      holdings.reduce((n, h) => n + h.level * regencyFactor(regent.build.classes, h.type), 0)
    : 0;
  const full = regent
    ? regencyCollected({
        bloodlineScore: score,
        classes: regent.build.classes,
        provinceLevels,
        holdings,
      })
    : 0;
  // an acting regent not yet crowned: an heir takes half, rounded down; a claimant none (J-09, 1.7.2)
  const share = regencyShare(s, d);
  const rp = Math.floor(full * share);
  const terms =
    share === 1
      ? ''
      : share > 0
        ? `; ${regent?.build.name} is acting regent, not yet crowned: half of ${full}, rounded down`
        : `; ${regent?.build.name} is a claimant not yet crowned: none of ${full} (J-26)`;
  tx.emit({
    type: 'treasury',
    domain: d,
    gb: 0,
    rp,
    why: regent
      ? `Regency collected: ${rp}, the lower of the domain’s power ${power} and ${regent.build.name}’s bloodline score ${score}${terms} (J-09).`
      : 'No regent: no regency is collected (J-09).',
  });
  if (library?.rp)
    tx.emit({ type: 'treasury', domain: d, gb: 0, rp: library.rp, why: `Regency from ${library.parts.join(', ')}.` });
  // vassal tribute (J-30): paid at collection, what the vassal has
  const liege = dom.vassalOf;
  const tribute = Math.min(dom.tribute ?? 0, Math.max(0, tx.state.domains[d]?.rp ?? 0));
  if (liege && tribute > 0) {
    tx.emit({ type: 'treasury', domain: d, gb: 0, rp: -tribute, why: `Tribute to ${dname(liege)}.` });
    if (tx.state.domains[liege])
      tx.emit({ type: 'treasury', domain: liege, gb: 0, rp: tribute, why: `Tribute from ${dname(d)}.` });
  }
}

// ---------------------------------------------------------------------------
// Expenses (1.7.3) and what goes unpaid
// ---------------------------------------------------------------------------

const unitUpkeep = (u: UnitState): number =>
  (UNIT_TABLE[u.type].maint ?? 0) + u.upgrades.length * IMPROVE_UNIT.maintPerUpgrade;
const unitMorale = (u: UnitState): number =>
  UNIT_TABLE[u.type].morale + u.upgrades.reduce((n, x) => n + UNIT_UPGRADE_TABLE[x].morale, 0);
/** A ship that spent the whole previous round in port pays half (1.7.3). */
const inPortAllRound = (s: State, sh: { at: string; inPortSince: number | null }): boolean =>
  isProvince(sh.at) && sh.inPortSince !== null && sh.inPortSince <= s.round - 2;

/** The asset count of a domain (1.7.3): provinces, holdings (not sources), routes, fortification and building levels, spies. */
export function assetsOf(s: State, d: DomainId) {
  let provinces = 0;
  let fortificationLevels = 0;
  let buildingLevels = 0;
  const buildings: { id: ProvinceId; b: BuildingId; level: number }[] = [];
  for (const p of Object.values(s.provinces)) {
    if (p.ruler === d) {
      provinces++;
      fortificationLevels += p.fortification;
      if (p.highway) buildingLevels++;
    }
    for (const [b, level] of Object.entries(p.buildings) as [BuildingId, number][])
      if (level && buildingOwner(s, p.id, b) === d) {
        buildingLevels += level;
        buildings.push({ id: p.id, b, level });
      }
  }
  const holdings = Object.values(s.holdings).filter((h) => h.owner === d && h.type !== 'source');
  for (const h of holdings) fortificationLevels += h.fortification;
  const counts = {
    provinces,
    holdings: holdings.length,
    tradeRoutes: Object.values(s.routes).filter((r) => r.owner === d).length,
    fortificationLevels,
    buildingLevels,
    spyNetworks: s.spies.filter((x) => x.owner === d).length,
  };
  return { counts, buildings, holdings };
}

function expenses(tx: Tx): void {
  for (const d of tx.state.regents) {
    payExpenses(tx, d);
    payCourt(tx, d);
  }
}

/**
 * The court budget (J-10): the extra court levels the regent's round-1 sheet orders, paid last of the expenses
 * from what the collections and the upkeep leave, in whole levels of COURT.gbPerBoughtLevel GB, the court at
 * most 10. What the treasury cannot pay is not bought (the court actions it would have given are lost: see
 * rules/sheet.ts unpaidCourtOrders). A payment lasts the turn; with no budget the last turn's levels lapse.
 */
function payCourt(tx: Tx, d: DomainId): void {
  const s = tx.state;
  const dom = s.domains[d];
  if (!dom) return;
  const turn = turnOf(s.round);
  const ordered = orderedLevels(s.sheets[d]?.orders ?? []);
  const court = courtOf(s, d);
  if (!ordered) {
    if (dom.courtPaid > 0) {
      tx.emit({ type: 'domainSet', id: d, patch: { courtPaid: 0, courtTurn: turn } });
      tx.emit({
        type: 'noted',
        domain: d,
        text: `No court budget this turn: the extra levels paid last turn lapse, and the court of ${dname(d)} stands at ${courtName(courtOf(tx.state, d))}.`,
      });
    }
    return;
  }
  const rate = COURT.gbPerBoughtLevel;
  const want = Math.min(ordered, COURT.max - court.base);
  const afford = rate > 0 ? Math.floor(Math.max(0, dom.gb) / rate + 1e-9) : want;
  const levels = Math.max(0, Math.min(want, afford));
  const gb = tenth(levels * rate);
  if (gb)
    tx.emit({
      type: 'treasury',
      domain: d,
      gb: -gb,
      rp: 0,
      why: `Court budget: ${a(levels, 'extra court level')} this turn at ${gbText(rate)} each (J-10).`,
    });
  tx.emit({ type: 'domainSet', id: d, patch: { courtPaid: gb, courtTurn: turn } });
  if (levels < ordered) {
    const now = courtName(courtOf(tx.state, d));
    const why =
      levels < want
        ? `the treasury, after the collections and the upkeep, holds ${gbText(Math.max(0, dom.gb))}`
        : `the court can rise only ${a(want, 'level')}, to ${COURT.max}`;
    tx.emit({
      type: 'noted',
      domain: d,
      text: `The court budget of ${dname(d)} orders ${a(ordered, 'extra level')} at ${gbText(rate)} each, but ${why}: ${levels ? `only ${a(levels, 'level')} ${levels === 1 ? 'is' : 'are'} paid` : 'nothing is paid'}, and the court stands at ${now} this turn. Court actions past what it gives are not carried out.`,
    });
  }
}

function payExpenses(tx: Tx, d: DomainId): void {
  const s = tx.state;
  const units = freeUnits(s, d).filter((u) => unitUpkeep(u) > 0);
  const ships = Object.values(s.ships).filter((x) => x.owner === d);
  const shipCost = (x: (typeof ships)[number]) =>
    SHIP_TABLE[x.type].maint * (inPortAllRound(s, x) ? IN_PORT_MAINTENANCE_SHARE : 1);
  const army = units.reduce((n, u) => n + unitUpkeep(u), 0);
  const navy = ships.reduce((n, x) => n + shipCost(x), 0);
  const { counts, buildings, holdings } = assetsOf(s, d);
  const assets = assetMaintenance(counts);
  const assetCount = Object.values(counts).reduce((n, x) => n + x, 0);
  const total = army + navy + assets;
  let shortfall = Math.round((total - Math.max(0, s.domains[d]?.gb ?? 0)) * 10) / 10;

  // what cannot be paid is cut in the text's order: units, ships, assets (1.7.3)
  const unpaidUnits: UnitState[] = [];
  for (const u of [...units].sort((x, y) => y.mustered - x.mustered || y.id.localeCompare(x.id))) {
    if (shortfall <= 1e-9) break;
    unpaidUnits.push(u);
    shortfall -= unitUpkeep(u);
  }
  const unpaidShips: typeof ships = [];
  for (const x of [...ships].sort((p, q) => Number(isProvince(p.at)) - Number(isProvince(q.at)))) {
    if (shortfall <= 1e-9) break;
    unpaidShips.push(x);
    shortfall -= shipCost(x);
  }
  let cutAssets = shortfall > 1e-9 ? Math.ceil(shortfall * 5 - 1e-9) : 0;
  const unitsPaid = army - unpaidUnits.reduce((n, u) => n + unitUpkeep(u), 0);
  const shipsPaid = navy - unpaidShips.reduce((n, x) => n + shipCost(x), 0);
  const assetsPaid = Math.max(0, assets - cutAssets / 5);

  if (units.length)
    tx.emit({
      type: 'treasury',
      domain: d,
      gb: -tenth(unitsPaid) || 0,
      rp: 0,
      why: `Upkeep of the army: ${a(units.length - unpaidUnits.length, 'unit')} paid${unpaidUnits.length ? `, ${a(unpaidUnits.length, 'unit')} unpaid` : ''}.`,
    });
  if (ships.length) {
    const half = ships.filter((x) => inPortAllRound(s, x)).length;
    tx.emit({
      type: 'treasury',
      domain: d,
      gb: -tenth(shipsPaid) || 0,
      rp: 0,
      why: `Upkeep of the fleet: ${a(ships.length - unpaidShips.length, 'ship')} paid${half ? ` (${a(half, 'ship')} in port the whole last round at half)` : ''}${unpaidShips.length ? `, ${a(unpaidShips.length, 'ship')} unpaid` : ''}.`,
    });
  }
  if (assetCount)
    tx.emit({
      type: 'treasury',
      domain: d,
      gb: -tenth(assetsPaid) || 0,
      rp: 0,
      why: `Upkeep of ${a(assetCount, 'asset')} ÷ 5 = ${gbText(assets)} (${counts.provinces} provinces, ${counts.holdings} holdings, ${counts.tradeRoutes} trade routes, ${counts.fortificationLevels} fortification levels, ${counts.buildingLevels} building levels, ${counts.spyNetworks} spy networks)${cutAssets ? `; ${a(cutAssets, 'asset')} unpaid` : ''}.`,
    });

  // units: mercenaries go at once, regulars check morale at DC 15 (J-52)
  for (const u of unpaidUnits) {
    const name = UNIT_TABLE[u.type].name;
    if (isMercenary(u.type)) {
      tx.emit({ type: 'unitSet', id: u.id, unit: null });
      tx.emit({ type: 'noted', domain: d, text: `Unpaid, ${dname(d)}’s ${name} in ${pname(u.province)} disband.` });
      continue;
    }
    const die = tx.dice.roll(20);
    const morale = Math.floor(unitMorale(u));
    const ok = passesMoraleCheck(die, morale, UNPAID_UNIT_DC, UNIT_TABLE[u.type].special === 'fearless');
    if (!ok) tx.emit({ type: 'unitSet', id: u.id, unit: null });
    tx.emit({
      type: 'noted',
      domain: d,
      text: `Unpaid, ${dname(d)}’s ${name} in ${pname(u.province)} check morale: rolled ${die} +${morale} morale against DC ${UNPAID_UNIT_DC}: ${ok ? 'they stay' : 'they disband'}.`,
    });
  }
  // ships: those at sea first; 1 damage each and unusable until paid; gone at 0 hits
  for (const x of ships) {
    const unpaid = unpaidShips.includes(x);
    if (!unpaid) {
      if (x.unpaid) tx.emit({ type: 'shipSet', id: x.id, ship: { ...x, unpaid: false } });
      continue;
    }
    const row = SHIP_TABLE[x.type];
    const hits = x.hits + 1;
    const where = isProvince(x.at) ? `in ${pname(x.at)}` : 'at sea';
    if (hits >= row.hits) {
      tx.emit({ type: 'shipSet', id: x.id, ship: null });
      tx.emit({ type: 'noted', domain: d, text: `Unpaid, ${dname(d)}’s ${row.name} ${where} falls apart.` });
    } else {
      tx.emit({ type: 'shipSet', id: x.id, ship: { ...x, hits, unpaid: true } });
      tx.emit({
        type: 'noted',
        domain: d,
        text: `Unpaid, ${dname(d)}’s ${row.name} ${where} takes 1 damage and cannot be used until paid.`,
      });
    }
  }
  // assets: buildings, highways, fortifications, trade routes, holdings, provinces (1.7.3)
  const lost: string[] = [];
  const idleNow = new Set<string>();
  for (const x of buildings) {
    if (cutAssets <= 0) break;
    cutAssets -= x.level;
    idleNow.add(`${x.id}:${x.b}`);
    const p = tx.state.provinces[x.id] as ProvinceState;
    const turns = (p.idle?.[x.b] ?? 0) + 1;
    const name = BUILDING_TABLE[x.b].name;
    if (turns >= 2) {
      const level = x.level - 1;
      const buildingsNext = { ...p.buildings, [x.b]: level };
      if (level <= 0) delete buildingsNext[x.b];
      const idleNext = { ...p.idle };
      delete idleNext[x.b];
      tx.emit({ type: 'provinceSet', id: x.id, patch: { buildings: buildingsNext, idle: idleNext } });
      lost.push(`the ${name} in ${pname(x.id)} loses a level`);
    } else {
      tx.emit({ type: 'provinceSet', id: x.id, patch: { idle: { ...p.idle, [x.b]: turns } } });
      lost.push(`the ${name} in ${pname(x.id)} stands idle`);
    }
  }
  for (const p of Object.values(tx.state.provinces).filter((q) => q.ruler === d && q.highway)) {
    if (cutAssets <= 0) break;
    cutAssets--;
    tx.emit({ type: 'provinceSet', id: p.id, patch: { highway: false } });
    lost.push(`the highway of ${pname(p.id)} is lost`);
  }
  for (const p of Object.values(tx.state.provinces).filter((q) => q.ruler === d && q.fortification > 0)) {
    if (cutAssets <= 0) break;
    const n = Math.min(cutAssets, p.fortification);
    cutAssets -= n;
    tx.emit({ type: 'provinceSet', id: p.id, patch: { fortification: p.fortification - n } });
    lost.push(`the walls of ${pname(p.id)} lose ${a(n, 'level')}`);
  }
  for (const h of holdings.filter((x) => x.fortification > 0)) {
    if (cutAssets <= 0) break;
    const cur = tx.state.holdings[h.id] as HoldingState;
    const n = Math.min(cutAssets, cur.fortification);
    cutAssets -= n;
    tx.emit({ type: 'holdingSet', id: h.id, holding: { ...cur, fortification: cur.fortification - n } });
    lost.push(`the works of ${holdingWord(cur, d)} lose ${a(n, 'level')}`);
  }
  for (const r of Object.values(tx.state.routes).filter((x) => x.owner === d)) {
    if (cutAssets <= 0) break;
    cutAssets--;
    tx.emit({ type: 'routeSet', id: r.id, route: null });
    lost.push(`${routeWord(r)} is given up`);
  }
  for (const h of holdings) {
    if (cutAssets <= 0) break;
    cutAssets--;
    const cur = tx.state.holdings[h.id] as HoldingState;
    if (cur.level > 0) {
      tx.emit({ type: 'holdingSet', id: h.id, holding: { ...cur, level: cur.level - 1 } });
      lost.push(`${holdingWord(cur, d)} falls to level ${cur.level - 1}`);
    } else {
      tx.emit({ type: 'holdingSet', id: h.id, holding: null });
      lost.push(`${holdingWord(cur, d)} (level 0) is lost`);
    }
  }
  for (const p of Object.values(tx.state.provinces).filter((q) => q.ruler === d)) {
    if (cutAssets <= 0) break;
    cutAssets--;
    const i = LOYALTIES.indexOf(p.loyalty);
    if (i > 0) {
      const next = LOYALTIES[i - 1] as Loyalty;
      tx.emit({ type: 'provinceSet', id: p.id, patch: { loyalty: next } });
      lost.push(`${pname(p.id)} falls from ${p.loyalty} to ${next}`);
    }
  }
  // paid buildings work again
  for (const x of buildings) {
    const p = tx.state.provinces[x.id] as ProvinceState;
    if (!idleNow.has(`${x.id}:${x.b}`) && p.idle?.[x.b]) {
      const idleNext = { ...p.idle };
      delete idleNext[x.b];
      tx.emit({ type: 'provinceSet', id: x.id, patch: { idle: idleNext } });
    }
  }
  if (lost.length) tx.emit({ type: 'noted', domain: d, text: `Unpaid upkeep in ${dname(d)}: ${lost.join('; ')}.` });

  // sources and ley lines are kept up with regency (1.7.2)
  const sources = Object.values(s.holdings).filter((h) => h.owner === d && h.type === 'source').length;
  const lines = s.leyLines.filter((l) => l.owner === d).length;
  const rpDue = sourceUpkeep(sources, lines);
  if (rpDue > 0) {
    const have = Math.max(0, tx.state.domains[d]?.rp ?? 0);
    const paid = Math.min(have, rpDue);
    tx.emit({
      type: 'treasury',
      domain: d,
      gb: 0,
      rp: -paid || 0,
      why: `Upkeep of ${a(sources, 'source')} and ${a(lines, 'ley line')} ÷ 5 = ${rpDue} RP${paid < rpDue ? ` (only ${paid} could be paid)` : ''}.`,
    });
  }
}

// ---------------------------------------------------------------------------
// Events (J-06, data/agendas.ts EVENTS)
// ---------------------------------------------------------------------------

function drawEvents(tx: Tx): void {
  const turn = turnOf(tx.state.round);
  for (const d of tx.state.regents) {
    const provinces = Object.values(tx.state.provinces).filter((p) => p.ruler === d);
    if (!provinces.length) continue;
    const die = tx.dice.roll(EVENT_TRIGGER.die);
    const rank = (EVENT_TRIGGER.major as readonly number[]).includes(die)
      ? 'major'
      : (EVENT_TRIGGER.minor as readonly number[]).includes(die)
        ? 'minor'
        : null;
    if (!rank) continue;
    const p = provinces[tx.dice.roll(provinces.length) - 1] as ProvinceState;
    const cards = EVENTS.filter((e) => e.rank === rank);
    const card = cards[tx.dice.roll(cards.length) - 1];
    if (!card) continue;
    tx.emit({ type: 'provinceSet', id: p.id, patch: { event: { id: card.id, turn, answered: false } } });
    tx.emit({
      type: 'noted',
      domain: d,
      text: `A ${rank} event in ${pname(p.id)}: ${card.name}. ${card.text} ${dname(d)} must answer it this turn: ${eventAnswer(card.response)} (J-06; rolled ${die}).`,
    });
  }
}

/** The answer an event card asks for, in words. */
export function eventAnswer(r: (typeof EVENTS)[number]['response']): string {
  switch (r.kind) {
    case 'garrison':
      return `keep ${a(r.units, 'unit')} of its own in the province at the turn’s end`;
    case 'pay':
      return `pay ${r.gb === 'level' ? 'the province’s level in' : r.gb === 'half-level' ? 'half the province’s level in' : r.gb} GB`;
    case 'oversee':
      return `a character overseeing the province rolls d20 + ${r.skill} against DC ${r.dc}`;
    case 'action':
      return `a successful ${r.action}${r.free ? ' (a free action)' : ''} in the province`;
    case 'defeat':
      return 'defeat the beast in battle';
  }
}

/** Garrison events are answered by the units standing there when the turn ends: checked before the next loyalty roll. */
export function checkGarrisons(tx: Tx): void {
  const turn = turnOf(tx.state.round);
  for (const p of Object.values(tx.state.provinces)) {
    const ev = p.event;
    if (!ev || ev.answered || ev.turn !== turn - 1 || !p.ruler) continue;
    const card = EVENTS.find((e) => e.id === ev.id);
    if (card?.response.kind !== 'garrison') continue;
    const n = freeUnits(tx.state, p.ruler, p.id).length;
    if (n >= card.response.units)
      tx.emit({ type: 'provinceSet', id: p.id, patch: { event: { ...ev, answered: true } } });
  }
}

// ---------------------------------------------------------------------------
// The tax Decree (1.7.1, J-14) and law claims (1.7.1)
// ---------------------------------------------------------------------------

/** What a court order's effect reports: the caller (the Decree handler) pays the cost and emits actionResolved with it. */
export interface Outcome {
  ok: boolean;
  text: string;
}
const no = (text: string): Outcome => ({ ok: false, text });

/**
 * The court budget's line at its slot (J-10): it was paid at this turn's expenses, before the orders (payCourt);
 * this tells what was bought and the court it makes for the turn.
 */
export function applyCourtBudget(tx: Tx, ctx: OrderContext): Outcome {
  const s = tx.state;
  const d = ctx.domain;
  const ordered = orderedLevels([ctx.order]);
  const paid = paidLevels(s, d) ?? 0;
  const c = courtOf(s, d);
  const court = `at ${courtName(c)}: ${a(c.actions, 'court action')} a round, Politics ${signed(c.politics)} on domain actions`;
  if (!paid)
    return no(`Nothing could be paid toward the ${a(ordered, 'extra court level')} ordered; the court stays ${court}.`);
  const part =
    paid < ordered ? `${paid} of the ${a(ordered, 'extra court level')} ordered` : a(paid, 'extra court level');
  return {
    ok: true,
    text: `${part} paid at this turn’s expenses (${gbText(paid * COURT.gbPerBoughtLevel)}): the court of ${dname(d)} stands ${court}, until the turn ends.`,
  };
}

/**
 * Decree, variant 'tax' or 'restore-tax' (1.7.1, J-14): params.province
 * (a province id or 'all', else the order's targets) and params.change (GB,
 * signed, added to each province's present change). A tax Decree moves at
 * most Law + 1 GB in all, each province within 0 to 150% of base rounded
 * up; one a round; restoring has no limit; both count from the next turn.
 * Emits only the province patches; the Decree handler pays and reports.
 */
export function applyTaxDecree(tx: Tx, ctx: OrderContext): Outcome {
  const s = tx.state;
  const d = ctx.domain;
  const restore = ctx.order.variant === 'restore-tax';
  const named = ctx.order.params?.province;
  const ids: string[] =
    named === 'all' || (named === undefined && !ctx.order.targets.length)
      ? Object.values(s.provinces)
          .filter((p) => p.ruler === d)
          .map((p) => p.id)
      : typeof named === 'string'
        ? [named]
        : Array.isArray(named)
          ? named
          : ctx.order.targets;
  const list = ids.map((id) => s.provinces[id]);
  if (!list.length || list.some((p) => p?.ruler !== d))
    return no('A tax Decree names only provinces of the decreeing regent’s own realm.');
  if (s.domains[d]?.taxDecreeRound === s.round) return no('Only one tax Decree may be made a round (J-14).');
  const change = Number(ctx.order.params?.change ?? 0);
  if (!restore && (!Number.isInteger(change) || change === 0))
    return no('A tax Decree raises or lowers collections by a whole number of GB.');
  const moves = (list as ProvinceState[]).map((p) => {
    const [lo, hi] = taxRange(p.level);
    const want = restore ? 0 : p.tax + change;
    const tax = Math.min(hi, Math.max(lo, p.level + want)) - p.level;
    return { p, tax, by: tax - p.tax };
  });
  const size = moves.reduce((n, m) => n + Math.abs(m.by), 0);
  const limit = taxDecreeLimit(skillOf(s, d, 'law'));
  if (!restore && size > limit)
    return no(
      `The Decree would move collections by ${size} GB in all; ${dname(d)}’s regent may move at most Law + 1 = ${limit} GB a Decree (J-14).`,
    );
  if (moves.every((m) => m.by === 0))
    return no('The Decree changes nothing: the collections are already there, within 0 to 150% of base.');
  for (const m of moves)
    if (m.by) tx.emit({ type: 'provinceSet', id: m.p.id, patch: { tax: m.tax, taxSince: s.round } });
  tx.emit({ type: 'domainSet', id: d, patch: { taxDecreeRound: s.round } });
  const words = moves
    .filter((m) => m.by)
    .map(
      (m) =>
        `${pname(m.p.id)} ${m.by > 0 ? 'raised' : 'lowered'} by ${Math.abs(m.by)} GB to ${m.p.level + m.tax} GB${occupiedByOther(m.p) ? ' (suspended while occupied)' : ''}`,
    );
  return {
    ok: true,
    text: `${restore ? 'Normal taxation restored' : 'Taxes decreed'}: ${words.join('; ')}, from the next turn’s collection.`,
  };
}

/**
 * A law claim (1.7.1; data/actions.ts OTHER_ORDERS 'law-claim'): targets
 * [the claiming law holding, the target: a temple, guild or trade route
 * of its province, or the province itself if another rules it], params.gb
 * (or the order's gb). Declared in round 3, taken at the next collection,
 * at most half the law holding's level and half the target's income then,
 * in 0.1 GB steps. Emits only the claim; the caller reports the outcome.
 */
export function applyLawClaim(tx: Tx, ctx: OrderContext): Outcome {
  const s = tx.state;
  const d = ctx.domain;
  const [byId, targetId] = ctx.order.targets;
  const law = byId ? s.holdings[byId] : undefined;
  const gb = Math.floor(Number(ctx.order.params?.gb ?? ctx.order.gb ?? 0) * 10 + 1e-9) / 10;
  if (roundOfTurn(s.round) !== 3) return no('Law claims are declared in the third round of a turn.');
  if (!law || law.owner !== d || law.type !== 'law')
    return no('A law claim is made by one of the regent’s own law holdings.');
  if (law.level < LAW_CLAIM.minLevel || law.contested)
    return no(`The law holding in ${pname(law.province)} must be of level 1 or more and uncontested to claim.`);
  if (!(gb > 0)) return no('A law claim names an amount, in tenths of a GB.');
  const max = law.level * LAW_CLAIM.shareOfOwnLevel;
  if (gb > max) return no(`A level-${law.level} law holding claims at most ${gbText(max)} from each target.`);
  let word: string;
  const holding = targetId ? s.holdings[targetId] : undefined;
  const route = targetId ? s.routes[targetId] : undefined;
  const prov = targetId ? s.provinces[targetId] : undefined;
  if (holding) {
    if (holding.province !== law.province || (holding.type !== 'temple' && holding.type !== 'guild'))
      return no('A law holding claims from temples and guilds in its own province.');
    if (holding.owner === d) return no('A regent does not claim from his own holdings.');
    if (holding.covert) return no('That holding cannot be claimed.');
    if (holding.type === 'guild' && s.provinces[holding.province]?.embargo.includes(holding.owner))
      return no(`${holdingWord(holding)} enforces an embargo and cannot be law-claimed.`);
    word = holdingWord(holding);
  } else if (route) {
    if (route.from !== law.province && route.to !== law.province)
      return no(`${routeWord(route)} does not touch ${pname(law.province)}.`);
    if (route.owner === d) return no('A regent does not claim from his own trade routes.');
    word = routeWord(route);
  } else if (prov) {
    if (prov.id !== law.province) return no('A law holding claims only from its own province.');
    if (prov.ruler === d || !prov.ruler) return no('A province is claimed only when another regent rules it.');
    word = pname(prov.id);
  } else return no('A law claim names a temple, guild, trade route or province to claim from.');
  const target = targetId as string;
  const claims = [...s.claims.filter((c) => !(c.by === law.id && c.target === target)), { by: law.id, target, gb }];
  tx.emit({ type: 'stateSet', patch: { claims } });
  return {
    ok: true,
    text: `The law holding in ${pname(law.province)} claims ${gbText(gb)} from ${word}, to be taken at the next collection (no more than half of what it yields then).`,
  };
}
