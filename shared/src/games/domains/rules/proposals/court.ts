/**
 * The orders the draft proposes for the court actions of rules/actions/court.ts
 * (Ceremony, Decree, Diplomacy, Lieutenancy, Oversee, Change Agenda), for
 * raising the bloodline score (raiseBloodline there), for law claims
 * (rules/economy.ts applyLawClaim) and for the court budget of round 1
 * (J-10, rules/economy.ts payCourt): each one its handler would carry out as
 * the board stands, named in words with its cost. Adventure is disabled (J-32)
 * and proposes nothing.
 *
 * What the domain cannot see is never used: no other regent's sheet is read,
 * and another domain's covert holdings are never targets. So the orders that
 * take two (Diplomacy, Transfer, Vassalage, and a Ceremony a player priest
 * regent officiates) are proposed as the board allows and say that the other
 * party must give the matching order the same round; the proposals of both
 * sides are written alike (the same meeting place, terms and targets), so that
 * each side's proposal matches the other's.
 */
import {
  ACTION_BY_ID,
  AGENDA_BY_ID,
  AGENDA_COSTS,
  AGENDA_LIMITS,
  AGENDAS,
  type Agenda,
  BLOODLINE_RULES,
  CLASS_TABLE,
  type CharacterBuild,
  type ClassId,
  COURT,
  COURT_TABLE,
  CREATION,
  DORMANT_OFFICIANT_GB,
  type DomainId,
  EVENTS,
  effectiveSkills,
  hasFreeDiplomacy,
  hasPriestClass,
  LAW_CLAIM,
  lawClaimMax,
  lieutenantCap,
  PROVINCE_BY_ID,
  type ProvinceId,
  SKILL_TABLE,
  STATE_RELIGION,
  type SkillId,
  taxDecreeLimit,
  taxRange,
  validateBuild,
} from '../../data/index.ts';
import { freeDecree, lieutenantBuild } from '../actions/court.ts';
import { meets } from '../agendas.ts';
import { isTurnStart, roundOfTurn, turnOf } from '../calendar.ts';
import { COURT_BUDGET, courtName, courtOf, orderedLevels } from '../court.ts';
import { dormantDomains } from '../dormant.ts';
import { isSheetOrder } from '../../commands.ts';
import { type DraftKey, draftOf, fromBoard, keyedBy, type Proposal, propose } from '../draft.ts';
import { routeIncome, taxInForce } from '../economy.ts';
import {
  allHoldings,
  allUnits,
  capitalOf,
  holdingsIn,
  holdingsOf,
  holdingsOfIn,
  livingCourt,
  memo,
  remember,
  ruledBy as provincesOf,
  unitsOf,
} from '../index-by.ts';
import type { CharacterState, HoldingState, OrderState, State } from '../state.ts';
import { characterName, dname, holdingName, pname, routeName, targetName } from '../words.ts';

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

type Draft = Proposal['order'];

const regentOf = (s: State, d: DomainId): CharacterState | null => {
  const c = s.characters[`${d}:regent`];
  return c?.alive ? c : null;
};

const ruledBy = (s: State, d: DomainId): ProvinceId[] => provincesOf(s, d).map((p) => p.id);

/** The other seated regents, with a living regent (dormant domains give no orders and make no agreements). */
const seatedOthers = (s: State, d: DomainId): DomainId[] =>
  s.regents.filter((x) => x !== d && s.domains[x]?.seated && regentOf(s, x));

const court = (s: State, d: DomainId): readonly CharacterState[] => livingCourt(s, d);

const lieutenants = (s: State, d: DomainId): CharacterState[] => court(s, d).filter((c) => c.role === 'lieutenant');

/** "1 GB, 2 RP" (either part left out when nothing). */
const costWords = (gb: number, rp: number): string =>
  [gb ? `${gb} GB` : '', rp ? `${rp} RP` : ''].filter(Boolean).join(', ') || 'nothing';

const affords = (s: State, d: DomainId, gb: number, rp = 0): boolean => {
  const t = s.domains[d];
  return !!t && t.gb >= gb && t.rp >= rp;
};

const list = (xs: string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

const gbText = (gb: number): string => `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`;

/** The orders already on the domain's draft. */
const drafted = (s: State, d: DomainId): OrderState[] => draftOf(s, d).orders;

/** `owner`'s holdings that `viewer` can see: all of its own, and another's that are not covert. */
const seenOf = (s: State, viewer: DomainId, owner: DomainId): readonly HoldingState[] =>
  owner === viewer ? holdingsOf(s, owner) : holdingsOf(s, owner).filter((h) => !h.covert);

/**
 * The faith holds more than half the realm's province levels in temple levels
 * (1.12.1; rules/actions/court.ts faithMajority), counting only the temples
 * `viewer` can see: where this holds, the handler's count (with covert ones) holds too.
 */
function faithMajority(s: State, viewer: DomainId, ruler: DomainId, faith: DomainId): boolean {
  const realm = new Set(ruledBy(s, ruler));
  let levels = 0;
  for (const p of realm) levels += s.provinces[p]?.level ?? 0;
  let temples = 0;
  for (const h of seenOf(s, viewer, faith)) if (h.type === 'temple' && realm.has(h.province)) temples += h.level;
  return levels > 0 && temples > levels * STATE_RELIGION.majorityShare;
}

/**
 * Domains the domain deals with on the map: they rule a province in or beside
 * its realm, hold a holding in its realm, or rule a province where it holds a
 * holding or has units.
 */
const neighboursKept = memo<readonly DomainId[]>();
/** Kept per (provinces, holdings, units), all it reads: Ceremony, Decree and Diplomacy each ask it. Shared. */
const neighbours = (s: State, d: DomainId): readonly DomainId[] =>
  remember(neighboursKept, [s.provinces, s.holdings, s.units], d, () => Object.freeze(neighboursNow(s, d)));

function neighboursNow(s: State, d: DomainId): DomainId[] {
  const realm = new Set(ruledBy(s, d));
  const near = new Set<string>(realm);
  for (const p of realm) for (const n of PROVINCE_BY_ID.get(p)?.neighbours ?? []) near.add(n);
  for (const h of holdingsOf(s, d)) near.add(h.province);
  for (const u of unitsOf(s, d)) if (!u.captor) near.add(u.province);
  const out = new Set<DomainId>();
  for (const p of near) {
    const ruler = s.provinces[p]?.ruler;
    if (ruler && ruler !== d) out.add(ruler);
  }
  // the visible holdings of others in the realm
  for (const h of allHoldings(s)) if (h.owner !== d && !h.covert && realm.has(h.province)) out.add(h.owner);
  return [...out];
}

/** The unanswered event of this turn in a province the domain rules, and its card (as the handlers read it, J-06). */
function openEvent(s: State, d: DomainId, p: ProvinceId) {
  const prov = s.provinces[p];
  const ev = prov?.event;
  if (!prov || prov.ruler !== d || !ev || ev.answered || ev.turn !== turnOf(s.round)) return null;
  const card = EVENTS.find((e) => e.id === ev.id);
  return card ? { prov, card } : null;
}

/**
 * A court action taken as a free action where the rules make it free (a Noble's
 * Diplomacy, a world-class court's Decree), else as a court action, by the
 * regent or by one of his lieutenants (the lieutenant action).
 */
function courtOrFree(s: State, d: DomainId, order: Omit<OrderState, 'as'>, free: boolean): Draft[] {
  if (free) return [{ ...order, as: 'free' }];
  return [
    { ...order, as: 'court' },
    ...lieutenants(s, d).map((c): Draft => ({ ...order, as: 'lieutenant', overseer: c.id })),
  ];
}

const each = (orders: Draft[], label: string, cost?: string): Proposal[] =>
  orders.map((order) => ({ order, label, ...(cost ? { cost } : {}) }));

// ---------------------------------------------------------------------------
// #5 Ceremony (1.9.1, J-25..J-30)
// ---------------------------------------------------------------------------

/** A priest regent with a temple of level 1 or more (J-25), by the temples `viewer` can see. */
const priestReady = (s: State, d: DomainId, viewer: DomainId = d): boolean => {
  const regent = regentOf(s, d);
  return (
    !!regent &&
    hasPriestClass(regent.build.classes) &&
    seenOf(s, viewer, d).some((h) => h.type === 'temple' && h.level >= 1)
  );
};

const elven = (s: State, parties: readonly DomainId[]): boolean =>
  parties.every((x) => regentOf(s, x)?.build.race === 'elf');

/** The domain's own officiate order on its draft names it (J-25). */
const officiatesOwn = (s: State, d: DomainId): boolean =>
  drafted(s, d).some((o) => o.action === 'ceremony' && o.variant === 'officiate' && o.targets.includes(d));

interface Officiation {
  /** The GB the Ceremony costs the least (what the treasury must hold). */
  gb: number;
  cost: string;
  /** What it rests on, in words (empty when nothing but the board). */
  note: string;
}

/**
 * Who would officiate a Ceremony of `d` in `realm` (rules/actions/court.ts officiant):
 * nobody is needed among elves or where `needed` is false; else its own officiate
 * order already drafted, an unclaimed domain's temple in the realm (2 GB), or a
 * player priest regent of the right faith, who must give his officiate order.
 * Null when nobody could.
 */
const officiations = memo<Officiation | null>();
/** Kept per state (it reads the draft too): Transfer and Vassalage ask it again for the same realm. Shared. */
const officiation = (s: State, d: DomainId, realm: readonly string[], needed: boolean): Officiation | null =>
  remember(officiations, [s], `${d}|${needed}|${realm.join(',')}`, () => officiationNow(s, d, realm, needed));

function officiationNow(s: State, d: DomainId, realm: readonly string[], needed: boolean): Officiation | null {
  if (!needed) return { gb: 1, cost: '1 GB', note: '' };
  const faith = s.domains[d].stateReligion ?? null;
  if ((!faith || faith === d) && priestReady(s, d) && officiatesOwn(s, d))
    return { gb: 1, cost: '1 GB', note: ', you officiating' };
  const where = new Set(realm);
  const dormant = dormantDomains(s).find(
    (x) =>
      (!faith || x === faith) &&
      seenOf(s, d, x).some((h) => h.type === 'temple' && h.level >= 1 && where.has(h.province)),
  );
  const priests = seatedOthers(s, d).filter((x) => (!faith || x === faith) && priestReady(s, x, d));
  const names = list(priests.map((x) => regentOf(s, x)!.build.name));
  if (dormant && priests.length)
    return {
      gb: 1,
      cost: `1 or ${DORMANT_OFFICIANT_GB} GB`,
      note: `, ${names} officiating, or else ${dname(dormant)}’s temple`,
    };
  if (dormant)
    return {
      gb: DORMANT_OFFICIANT_GB,
      cost: `${DORMANT_OFFICIANT_GB} GB`,
      note: `, ${dname(dormant)}’s temple officiating`,
    };
  if (priests.length) return { gb: 1, cost: '1 GB', note: `, if ${names} officiates` };
  return null;
}

/** The assets of a Transfer or Divestiture need a priest unless they are guilds and sources only (or all are elves). */
const assetsNeedPriest = (provinces: number, holdings: readonly HoldingState[]): boolean =>
  provinces > 0 || holdings.some((h) => h.type !== 'guild' && h.type !== 'source');

function officiate(s: State, d: DomainId): Proposal[] {
  if (!priestReady(s, d)) return [];
  if (drafted(s, d).some((o) => o.action === 'ceremony' && o.variant === 'officiate')) return [];
  // officiant(): a regent whose state religion is another faith takes no other priest
  const served = [d, ...seatedOthers(s, d)].filter((x) => {
    const faith = s.domains[x].stateReligion ?? null;
    return !faith || faith === d;
  });
  const order = (targets: DomainId[]): Draft => ({ action: 'ceremony', as: 'court', variant: 'officiate', targets });
  const out: Proposal[] = [];
  if (served.length > 1)
    out.push({
      order: order(served),
      label: 'Ceremony: officiate at your own and any other regent’s Ceremony this round',
    });
  out.push({ order: order([d]), label: 'Ceremony: officiate at your own Ceremony this round' });
  for (const x of served)
    if (x !== d && s.domains[d].allies.includes(x))
      out.push({
        order: order([x]),
        label: `Ceremony: officiate at the Ceremony of ${dname(x)}, your ally, this round`,
      });
  return out;
}

function coronation(s: State, d: DomainId): Proposal[] {
  const regent = regentOf(s, d);
  if (!regent?.build.bloodline || regent.score === null) return [];
  const out: Proposal[] = [];
  // the acting regent's own Coronation (rules/succession.ts): an heir at ½ RP, a claimant at none, until crowned
  const acting = s.domains[d].acting;
  if (acting) {
    const off = officiation(s, d, ruledBy(s, d), !elven(s, [d]));
    if (off && affords(s, d, off.gb))
      out.push({
        order: { action: 'ceremony', variant: 'coronation', targets: [d] },
        label: `Ceremony: Coronation of ${regent.build.name} as ruler of ${dname(d)}, ending his ${acting.as === 'heir' ? 'acting regency at ½ RP' : 'claim at no RP'}${off.note} (rolled only if opposed)`,
        cost: off.cost,
      });
  }
  for (const t of Object.keys(s.domains) as DomainId[]) {
    const dom = s.domains[t];
    if (t === d || dom.seated || dom.crownedBy) continue;
    const theirs = ruledBy(s, t);
    const holds = holdingsOf(s, d).some((h) => theirs.includes(h.province));
    const capital = theirs.find((p) => s.provinces[p]?.capitalOf === t);
    const occupies = capital ? s.provinces[capital]?.occupiedBy === d : false;
    if (!holds && !occupies) continue;
    const off = officiation(s, d, [...ruledBy(s, d), ...theirs], !elven(s, [d]));
    if (!off || !affords(s, d, off.gb)) continue;
    out.push({
      order: { action: 'ceremony', variant: 'coronation', targets: [t] },
      label: `Ceremony: Coronation of ${regent.build.name} as ruler of ${dname(t)}, ${theirs.length} province${theirs.length === 1 ? '' : 's'}${off.note} (rolled only if opposed)`,
      cost: off.cost,
    });
  }
  return out;
}

function designation(s: State, d: DomainId): Proposal[] {
  if (!affords(s, d, 1)) return [];
  const heirs = court(s, d).filter((c) => c.role !== 'regent' && c.build.bloodline);
  const have = new Set(s.domains[d].heirs ?? []);
  const out: Proposal[] = [];
  const add = (ids: string[]) => {
    if (ids.length === have.size && ids.every((x) => have.has(x))) return;
    out.push({
      order: { action: 'ceremony', variant: 'designation', targets: ids },
      label: `Ceremony: Designation of ${list(ids.map((x) => characterName(s, x)))} as heir${ids.length > 1 ? 's' : ''}`,
      cost: '1 GB',
    });
  };
  for (const c of heirs) add([c.id]);
  if (heirs.length > 1) add(heirs.map((c) => c.id));
  return out;
}

/**
 * Transfer (J-29): both regents at the place of the assets (the handler's default,
 * so both sides name the same), each with his domain action. Proposed where the
 * regent stands or attends: what he holds there, to each regent with a stake there,
 * and what each of them holds there, to him.
 */
function transfer(s: State, d: DomainId): Proposal[] {
  const regent = regentOf(s, d);
  if (!regent) return [];
  const out: Proposal[] = [];
  for (const p of presentAt(s, d) as Set<ProvinceId>) {
    const prov = s.provinces[p]!;
    const partners = seatedOthers(s, d).filter(
      (x) =>
        prov.ruler === x || regentOf(s, x)?.province === p || holdingsOfIn(s, x, p).some((h) => x === d || !h.covert),
    );
    const assetsOf = (owner: DomainId): { id: string; words: string; priest: boolean }[] => [
      ...(prov.ruler === owner ? [{ id: p, words: pname(p), priest: true }] : []),
      ...holdingsOfIn(s, owner, p)
        .filter((h) => owner === d || !h.covert)
        .map((h) => ({ id: h.id, words: holdingName(s, h.id), priest: assetsNeedPriest(0, [h]) })),
    ];
    for (const x of partners) {
      const realm = ruledBy(s, d);
      const deal = (a: { id: string; words: string; priest: boolean }, give: boolean) => {
        const off = officiation(s, d, realm, a.priest && !elven(s, [d, x]));
        if (!off || !affords(s, d, off.gb)) return;
        out.push({
          order: { action: 'ceremony', as: 'domain', variant: 'transfer', targets: [a.id], params: { with: x } },
          label: `Ceremony: Transfer of ${a.words} ${give ? 'to' : 'from'} ${dname(x)}, both regents at ${pname(p)}${off.note} (${dname(x)} must order the same Transfer)`,
          cost: off.cost,
        });
      };
      for (const a of assetsOf(d)) deal(a, true);
      for (const a of assetsOf(x)) deal(a, false);
    }
  }
  return out;
}

/** Divestiture (1.9.1): one province a time, what the domain occupies there or has contested itself. */
function divestiture(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const places = new Set<ProvinceId>();
  for (const p of Object.values(s.provinces)) if (p.occupiedBy === d || p.contestedBy === d) places.add(p.id);
  for (const h of Object.values(s.holdings)) if (h.contested && h.contestedBy === d) places.add(h.province);
  for (const p of places) {
    const prov = s.provinces[p]!;
    const occupied = prov.occupiedBy === d;
    const takeProvince = prov.ruler !== d && (occupied || prov.contestedBy === d);
    const holdings = holdingsIn(s, p).filter(
      (h) =>
        h.owner !== d &&
        ((occupied && !h.covert && h.type !== 'source' && h.fortification === 0) ||
          (h.contested && h.contestedBy === d)),
    );
    const propose1 = (province: boolean, hs: HoldingState[]) => {
      if (!province && hs.length === 0) return;
      const victims = [
        ...new Set<DomainId>([...(province && prov.ruler ? [prov.ruler] : []), ...hs.map((h) => h.owner)]),
      ];
      const needed = assetsNeedPriest(province ? 1 : 0, hs) && !elven(s, [d, ...victims]);
      const off = officiation(s, d, [...ruledBy(s, d), p], needed);
      if (!off || !affords(s, d, off.gb)) return;
      const words = [...(province ? [pname(p)] : []), ...hs.map((h) => holdingName(s, h.id))];
      out.push({
        order: {
          action: 'ceremony',
          variant: 'divestiture',
          targets: [...(province ? [p] : []), ...hs.map((h) => h.id)],
        },
        label: `Ceremony: Divestiture of ${list(words)}${off.note} (DC ${10 + prov.level} before modifiers)`,
        cost: off.cost,
      });
    };
    propose1(takeProvince, holdings);
    // what needs no priest, on its own, where the whole would need one
    const plain = holdings.filter((h) => !assetsNeedPriest(0, [h]));
    if ((takeProvince || plain.length < holdings.length) && plain.length) propose1(false, plain);
  }
  return out;
}

/** Vassalage (J-30) with the domains around: either side the liege, at the default tribute (both sides compute it alike). */
function vassalage(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const me = s.domains[d];
  const tribute = (v: DomainId) => ruledBy(s, v).length + holdingsOf(s, v).length;
  const seated = seatedOthers(s, d);
  for (const x of neighbours(s, d)) {
    if (!seated.includes(x)) continue;
    const them = s.domains[x];
    if (me.vassalOf === x || them.vassalOf === d) continue;
    const off = officiation(s, d, ruledBy(s, d), !elven(s, [d, x]));
    if (!off || !affords(s, d, off.gb)) continue;
    const agree = `(${dname(x)} must order the same Vassalage)`;
    if (!me.vassalOf)
      out.push({
        order: { action: 'ceremony', variant: 'vassalage', targets: [x], params: { liege: x } },
        label: `Ceremony: Vassalage, swearing fealty to ${dname(x)} for ${tribute(d)} RP a turn${off.note} ${agree}`,
        cost: off.cost,
      });
    if (!them.vassalOf)
      out.push({
        order: { action: 'ceremony', variant: 'vassalage', targets: [x], params: { liege: d } },
        label: `Ceremony: Vassalage, taking ${dname(x)} as your vassal for ${tribute(x)} RP a turn${off.note} ${agree}`,
        cost: off.cost,
      });
  }
  return out;
}

/** The provinces where the domain's regent is present this round: where he stands and where the draft has him attend. */
function presentAt(s: State, d: DomainId): Set<string> {
  const regent = regentOf(s, d);
  const out = new Set<string>();
  if (!regent) return out;
  out.add(regent.province);
  for (const o of drafted(s, d))
    if (o.action === 'oversee' && o.variant === 'attend' && (o.overseer ?? regent.id) === regent.id)
      for (const t of o.targets) if (s.provinces[t]) out.add(t);
  return out;
}

/**
 * Bloodline Investiture (1.9.1): the blooded regent gives his bloodline to a character of his court, or to
 * another regent (the other domain orders its half the same round, naming the giver). Giver and recipient
 * must be present together throughout: proposed where they stand in one province or this regent attends
 * where the other stands (another regent's attendance is on his own sealed sheet, never read). Both sides
 * are proposed alike, so each matches the other. The label says what the giver loses.
 */
function investiture(s: State, d: DomainId): Proposal[] {
  const regent = regentOf(s, d);
  if (!regent) return [];
  const out: Proposal[] = [];
  const here = presentAt(s, d);
  const order = (targets: string[], params?: OrderState['params']): Draft => ({
    action: 'ceremony',
    variant: 'bloodline-investiture',
    targets,
    ...(params ? { params } : {}),
  });
  const loses = 'you are left unblooded and your domain can hold no RP';
  // giving: to a character of the court beside him, or to another regent where both are present
  if (regent.build.bloodline && regent.score !== null) {
    const off = officiation(s, d, ruledBy(s, d), !elven(s, [d]));
    if (off && affords(s, d, off.gb))
      for (const c of court(s, d))
        if (c.id !== regent.id && here.has(c.province))
          out.push({
            order: order([c.id]),
            label: `Ceremony: Bloodline Investiture, passing ${regent.build.name}’s bloodline (score ${regent.score}) to ${c.build.name}${off.note}: ${loses}`,
            cost: off.cost,
          });
    for (const x of seatedOthers(s, d)) {
      const them = regentOf(s, x)!;
      if (!here.has(them.province)) continue;
      const offX = officiation(s, d, ruledBy(s, d), !elven(s, [d, x]));
      if (!offX || !affords(s, d, offX.gb)) continue;
      out.push({
        order: order([them.id]),
        label: `Ceremony: Bloodline Investiture, passing ${regent.build.name}’s bloodline (score ${regent.score}) to ${them.build.name} of ${dname(x)} at ${pname(them.province)}${offX.note}: ${loses} (${dname(x)} must order the same Investiture)`,
        cost: offX.cost,
      });
    }
  }
  // receiving: another blooded regent's bloodline for this regent, where both are present
  for (const x of seatedOthers(s, d)) {
    const giver = regentOf(s, x)!;
    if (!giver.build.bloodline || giver.score === null || !here.has(giver.province)) continue;
    const off = officiation(s, d, ruledBy(s, d), !elven(s, [x, d]));
    if (!off || !affords(s, d, off.gb)) continue;
    out.push({
      order: order([regent.id], { from: x }),
      label: `Ceremony: Bloodline Investiture, receiving the bloodline of ${giver.build.name} of ${dname(x)} (score ${giver.score}) at ${pname(giver.province)}${off.note} (${dname(x)} must order the same Investiture)`,
      cost: off.cost,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #14 Decree (1.9.2, J-13, J-14, J-24)
// ---------------------------------------------------------------------------

const hasTaxDecree = (s: State, d: DomainId): boolean =>
  drafted(s, d).some((o) => o.action === 'decree' && (o.variant === 'tax' || o.variant === 'restore-tax'));

const LOYALTY_ORDER = { high: 0, average: 1, poor: 2, rebellious: 3 } as const;

/** The tax Decrees (J-14): up by 1 GB where the realm is content, down by 1 GB where it is restless, and back to normal. */
function taxDecrees(s: State, d: DomainId): { params: OrderState['params']; variant: string; label: string }[] {
  if (s.domains[d].taxDecreeRound === s.round || hasTaxDecree(s, d)) return [];
  const regent = regentOf(s, d);
  const limit = taxDecreeLimit(regent ? effectiveSkills(regent.build).law : 0);
  const realm = provincesOf(s, d);
  if (!realm.length) return [];
  const can = (p: (typeof realm)[number], by: number) => {
    const [lo, hi] = taxRange(p.level);
    const want = p.level + p.tax + by;
    return want >= lo && want <= hi;
  };
  const out: { params: OrderState['params']; variant: string; label: string }[] = [];
  const where = (ps: readonly (typeof realm)[number][]) =>
    ps.length === realm.length ? 'every province' : list(ps.map((p) => pname(p.id)));
  const up = realm
    .filter((p) => (p.loyalty === 'high' || p.loyalty === 'average') && can(p, 1))
    .sort((a, b) => LOYALTY_ORDER[a.loyalty] - LOYALTY_ORDER[b.loyalty] || b.level - a.level)
    .slice(0, limit);
  if (up.length)
    out.push({
      variant: 'tax',
      params: { province: up.map((p) => p.id), change: 1 },
      label: `Decree: raise taxes by 1 GB in ${where(up)}, from the next turn`,
    });
  const down = realm
    .filter((p) => (p.loyalty === 'poor' || p.loyalty === 'rebellious') && can(p, -1))
    .sort((a, b) => LOYALTY_ORDER[b.loyalty] - LOYALTY_ORDER[a.loyalty] || b.level - a.level)
    .slice(0, limit);
  if (down.length)
    out.push({
      variant: 'tax',
      params: { province: down.map((p) => p.id), change: -1 },
      label: `Decree: lower taxes by 1 GB in ${where(down)}, from the next turn`,
    });
  // restoring sets every province's change back to nothing
  const changed = realm.filter((p) => p.tax !== 0);
  if (changed.length)
    out.push({
      variant: 'restore-tax',
      params: { province: 'all' },
      label: `Decree: restore normal taxation in ${where(changed)}, from the next turn`,
    });
  return out;
}

/** The agreements a Decree may cancel (1.9.2), each with its words. */
function cancellable(s: State, d: DomainId): { what: string; with: DomainId; words: string }[] {
  const me = s.domains[d];
  const out: { what: string; with: DomainId; words: string }[] = [];
  for (const x of me.allies) out.push({ what: 'alliance', with: x, words: `the alliance with ${dname(x)}` });
  for (const x of me.passage) out.push({ what: 'passage', with: x, words: `the passage granted to ${dname(x)}` });
  if (me.vassalOf) out.push({ what: 'vassalage', with: me.vassalOf, words: `your vassalage to ${dname(me.vassalOf)}` });
  for (const x of Object.keys(s.domains) as DomainId[])
    if (x !== d && s.domains[x].vassalOf === d)
      out.push({ what: 'vassalage', with: x, words: `the vassalage of ${dname(x)}` });
  if (me.stateReligion) {
    const loss = faithMajority(s, d, d, me.stateReligion) ? ' (it holds the realm: a major regency loss, J-40)' : '';
    out.push({
      what: 'state-religion',
      with: me.stateReligion,
      words: `${dname(me.stateReligion)} as your state religion${loss}`,
    });
  }
  const seen = new Set<string>();
  for (const t of me.treaties ?? []) {
    if (t.kind !== 'trade-agreement' && t.kind !== 'marriage') continue;
    const key = `${t.kind}|${t.with}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      what: t.kind,
      with: t.with,
      words: `the ${t.kind === 'marriage' ? 'marriage' : 'trade agreement'} with ${dname(t.with)}`,
    });
  }
  return out;
}

/** The words of the proclamation the draft proposes (a Decree's text is the regent's; this one is ours). */
const PROCLAMATION = 'a holiday is proclaimed across the realm';

function decree(s: State, d: DomainId): Proposal[] {
  // a court budget of this round 1 may make the court world-class again before the orders (J-10, R-08)
  const free = freeDecree(s, d, drafted(s, d));
  const gb = free ? 0 : 1;
  const cost = free ? undefined : '1 GB';
  const me = s.domains[d];
  const out: Proposal[] = [];
  const add = (order: Omit<OrderState, 'as'>, label: string, c: string | null = cost ?? null) =>
    out.push(...each(courtOrFree(s, d, order, free), label, c ?? undefined));
  // war costs nothing (1.9.2): on the regents around, and the unclaimed domains around that hold land (J-26)
  for (const x of neighbours(s, d)) {
    if (me.atWarWith.includes(x)) continue;
    if (!s.domains[x]?.seated && !ruledBy(s, x).length) continue;
    const treaty = (me.treaties ?? []).some(
      (t) => t.kind === 'peace' && t.with === x && (t.until ?? Number.POSITIVE_INFINITY) >= s.round,
    );
    const ally = me.allies.includes(x) ? ', ending your alliance' : '';
    add(
      { action: 'decree', variant: 'war', targets: [x] },
      `Decree: declare war on ${dname(x)}${ally}${treaty ? ' (breaking your peace treaty: a major regency loss, J-23)' : ''}`,
      null,
    );
  }
  if (!affords(s, d, gb)) return out;
  for (const t of taxDecrees(s, d))
    add({ action: 'decree', variant: t.variant, targets: [], params: t.params }, t.label);
  for (const c of cancellable(s, d))
    add(
      { action: 'decree', variant: 'cancel', targets: [c.with], params: { what: c.what } },
      `Decree: cancel ${c.words}`,
    );
  for (const p of Object.values(s.provinces))
    if (p.embargo.includes(d))
      add(
        { action: 'decree', variant: 'lift-embargo', targets: [p.id] },
        `Decree: lift your embargo on ${pname(p.id)}`,
      );
  // a proclamation (titles, holidays): announced, with no game effect (J-13)
  add(
    { action: 'decree', variant: 'proclamation', targets: [], params: { text: PROCLAMATION } },
    'Decree: proclaim a holiday across your realm (no game effect)',
  );
  for (const p of ruledBy(s, d)) {
    const open = openEvent(s, d, p);
    if (open?.card.response.kind !== 'pay') continue;
    const ask = open.card.response.gb;
    const sum = ask === 'level' ? open.prov.level : ask === 'half-level' ? Math.ceil(open.prov.level / 2) : ask;
    if (!affords(s, d, gb + sum)) continue;
    add(
      { action: 'decree', variant: 'answer-event', targets: [p] },
      `Decree: pay ${sum} GB against the ${open.card.name} in ${pname(p)}`,
      costWords(gb + sum, 0),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------
// #15 Diplomacy (J-21, J-22, J-23, 1.12.1)
// ---------------------------------------------------------------------------

/**
 * Where two parties meet, the same from either side: the capital of the one
 * seated first, else the other's, else where the first one's regent stands.
 */
function meetingPlace(s: State, a: DomainId, b: DomainId): ProvinceId | null {
  const [x, y] = s.regents.indexOf(a) <= s.regents.indexOf(b) ? [a, b] : [b, a];
  const place = capitalOf(s, x) ?? capitalOf(s, y) ?? regentOf(s, x)?.province ?? regentOf(s, y)?.province;
  return place && s.provinces[place] ? place : null;
}

const atWar = (s: State, a: DomainId, b: DomainId): boolean =>
  s.domains[a].atWarWith.includes(b) || s.domains[b].atWarWith.includes(a);

const hasTreaty = (s: State, a: DomainId, b: DomainId, kind: string): boolean =>
  (s.domains[a].treaties ?? []).some((t) => t.kind === kind && t.with === b);

/** `owner` has a guild that `viewer` can see. */
const ownsGuild = (s: State, viewer: DomainId, owner: DomainId): boolean =>
  seenOf(s, viewer, owner).some((h) => h.type === 'guild');

function diplomacy(s: State, d: DomainId): Proposal[] {
  if (!affords(s, d, 1)) return [];
  const out: Proposal[] = [];
  const regent = regentOf(s, d);
  const free = !!regent && hasFreeDiplomacy(regent.build.classes);
  const me = s.domains[d];
  const near = new Set(neighbours(s, d));
  // units held prisoner between the domain and each other: its units held by them, and theirs held by it
  const taken = new Map<string, number>();
  for (const u of allUnits(s)) {
    if (!u.captor || u.captor === u.owner) continue;
    const other = u.captor === d ? u.owner : u.owner === d ? u.captor : null;
    if (other) taken.set(other, (taken.get(other) ?? 0) + 1);
  }
  for (const x of seatedOthers(s, d)) {
    const place = meetingPlace(s, d, x);
    if (!place) continue;
    const them = s.domains[x];
    const at = `, meeting at ${pname(place)} (${dname(x)} must agree the same round)`;
    const agree = (variant: string, words: string, params: OrderState['params'] = {}) =>
      out.push(
        ...each(
          courtOrFree(s, d, { action: 'diplomacy', variant, targets: [x], params: { place, ...params } }, free),
          `Diplomacy: ${words}${at}`,
          '1 GB',
        ),
      );
    const war = atWar(s, d, x);
    const allied = me.allies.includes(x) || them.allies.includes(d);
    if (war) agree('peace', `peace with ${dname(x)} for a turn`);
    if (!war && !allied) agree('alliance', `an alliance with ${dname(x)}`);
    // rights of passage with the domains around (allies pass anyway): each other's, or the one still missing
    if (!war && !allied && near.has(x)) {
      const give = !me.passage.includes(x);
      const get = !them.passage.includes(d);
      if (give && get) agree('passage', `rights of passage through each other’s lands with ${dname(x)}`);
      else if (give) agree('passage', `grant ${dname(x)} passage through your lands`, { from: d });
      else if (get) agree('passage', `rights of passage through the lands of ${dname(x)}`, { from: x });
    }
    if (!war && ownsGuild(s, d, d) && ownsGuild(s, d, x) && !hasTreaty(s, d, x, 'trade-agreement'))
      agree('trade-agreement', `a trade agreement between your guilds and those of ${dname(x)}`);
    if (faithMajority(s, d, d, x) && me.stateReligion !== x)
      agree('state-religion', `${dname(x)} recognised as the state religion of your realm`);
    if (faithMajority(s, d, x, d) && them.stateReligion !== d)
      agree('state-religion', `your faith recognised as the state religion of ${dname(x)}`);
    // a marriage or betrothal between the houses: flavour only, sealed once (J-22)
    if (!war && !hasTreaty(s, d, x, 'marriage'))
      agree('marriage', `a marriage between your house and that of ${dname(x)} (no game effect)`);
    const captives = taken.get(x) ?? 0;
    if (captives)
      agree('prisoners', `the return of ${captives} captured unit${captives === 1 ? '' : 's'} with ${dname(x)}`);
  }
  // an event that asks for Diplomacy (a Feud): settled by the ruler alone, as a free action if the card says so (J-06)
  for (const p of ruledBy(s, d)) {
    const open = openEvent(s, d, p);
    const r = open?.card.response;
    if (r?.kind !== 'action' || r.action !== 'diplomacy') continue;
    out.push(
      ...each(
        courtOrFree(s, d, { action: 'diplomacy', variant: 'event-response', targets: [p] }, !!r.free),
        `Diplomacy: settle the ${open!.card.name} in ${pname(p)}`,
        '1 GB',
      ),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------
// #23 Lieutenancy (J-20)
// ---------------------------------------------------------------------------

/** Ready-made lieutenants of 19 CCP (one basic class, three skills at 2): hired without a roll (J-20). */
const LIEUTENANTS: readonly { role: string; cls: ClassId; skills: readonly SkillId[] }[] = [
  { role: 'captain', cls: 'warrior', skills: ['strategy', 'prowess', 'law'] },
  { role: 'steward', cls: 'guilder', skills: ['commerce', 'politics', 'law'] },
  { role: 'chaplain', cls: 'cleric', skills: ['theology', 'politics', 'knowledge'] },
  { role: 'magician', cls: 'magician', skills: ['sorcery', 'knowledge', 'stealth'] },
  { role: 'spymaster', cls: 'warrior', skills: ['stealth', 'politics', 'knowledge'] },
];

function lieutenancy(s: State, d: DomainId): Proposal[] {
  const regent = regentOf(s, d);
  if (!regent || !affords(s, d, 1)) return [];
  const have = lieutenants(s, d).length;
  const cap = lieutenantCap(effectiveSkills(regent.build).politics, regent.build.bloodline?.strength ?? null);
  if (have >= cap) return [];
  const out: Proposal[] = [];
  const names = new Set(court(s, d).map((c) => c.build.name));
  for (const l of LIEUTENANTS) {
    const base = `${l.role.charAt(0).toUpperCase()}${l.role.slice(1)} of ${dname(d)}`;
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base} (${n})`;
    const order: Draft = {
      action: 'lieutenancy',
      targets: [],
      params: {
        name,
        classes: [l.cls],
        skills: l.skills.map((k) => `${k}:2`),
        ccp: CREATION.lieutenantAutoCcp,
      },
    };
    const build: CharacterBuild = lieutenantBuild(s, d, order as OrderState);
    if (validateBuild(build).length || build.ccp > CREATION.lieutenantMaxCcp) continue;
    out.push({
      order,
      label: `Lieutenancy: hire a ${l.role} (${CLASS_TABLE[l.cls].name}; ${l.skills.map((k) => `${SKILL_TABLE[k].name} 2`).join(', ')}), ${have + 1} of ${cap}`,
      cost: '1 GB',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #29 Oversee (1.8 item 1, J-51)
// ---------------------------------------------------------------------------

function oversee(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const orders = drafted(s, d);
  const joined = new Set(
    orders.filter((o) => o.action === 'oversee' && (o.variant ?? 'action') === 'action').map((o) => o.params?.order),
  );
  const realm = new Set(ruledBy(s, d));
  const places = new Set<ProvinceId>(realm);
  for (const h of holdingsOf(s, d)) places.add(h.province);
  for (const c of court(s, d)) {
    const who = c.build.name;
    const by = { as: 'character' as const, overseer: c.id };
    // (a) join a domain action of the sheet that names him
    orders.forEach((o, i) => {
      if (o.as !== 'domain' || joined.has(i) || (o.overseer ?? `${d}:regent`) !== c.id) return;
      const def = isSheetOrder(o.action) ? null : ACTION_BY_ID.get(o.action);
      const on = o.targets[0] ? ` on ${targetName(s, o.targets[0])}` : '';
      out.push({
        order: { action: 'oversee', ...by, variant: 'action', targets: [], params: { order: i } },
        label: `Oversee: ${who} oversees your ${def?.name ?? 'order'}${on} in person`,
      });
    });
    // an event that a character's presence answers (J-06)
    const eventWords = (p: ProvinceId): string => {
      const r = openEvent(s, d, p)?.card;
      if (r?.response.kind !== 'oversee') return '';
      const skill = effectiveSkills(c.build)[r.response.skill] ?? 0;
      return `, dealing with the ${r.name} (d20 + ${SKILL_TABLE[r.response.skill].name} ${skill} against DC ${r.response.dc})`;
    };
    // (b) administer what is his where he stands
    const here = c.province;
    if (realm.has(here))
      out.push({
        order: { action: 'oversee', ...by, variant: 'administer', targets: [here] },
        label: `Oversee: ${who} administers ${pname(here)} this round, against hostile actions${eventWords(here)}`,
      });
    for (const h of holdingsOfIn(s, d, here))
      out.push({
        order: { action: 'oversee', ...by, variant: 'administer', targets: [h.id] },
        label: `Oversee: ${who} administers ${holdingName(s, h.id)} this round, against hostile actions`,
      });
    // (c) attend: go to a province of the realm or where the domain holds something
    for (const p of places) {
      const event = eventWords(p);
      if (p === here && !event) continue;
      out.push({
        order: { action: 'oversee', ...by, variant: 'attend', targets: [p] },
        label:
          p === here
            ? `Oversee: ${who} attends at ${pname(p)} this round${event}`
            : `Oversee: ${who} goes to ${pname(p)} and attends there this round${event}`,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// #35 Change Agenda (J-65)
// ---------------------------------------------------------------------------

/** Agendas the domain meets now (they score at the next collection) that it may take up, or swap for one it does not meet. */
function changeAgenda(s: State, d: DomainId): Proposal[] {
  const have = s.domains[d].agendas;
  const out: Proposal[] = [];
  // each condition is asked once (a held agenda is asked again for every agenda it could be swapped for)
  const known = new Map<Agenda['condition'], boolean>();
  const met = (c: Agenda['condition']): boolean => {
    let v = known.get(c);
    if (v === undefined) {
      v = meets(s, d, c);
      known.set(c, v);
    }
    return v;
  };
  const held = (r: Agenda['rank']) => have.filter((a) => AGENDA_BY_ID.get(a)?.rank === r);
  // the handler checks every rank's limit on the agendas that would result
  const within = (next: string[]) =>
    (['minor', 'major'] as const).every((r) => {
      const limit = AGENDA_LIMITS[r];
      return limit === null || next.filter((a) => AGENDA_BY_ID.get(a)?.rank === r).length <= limit;
    });
  for (const a of AGENDAS) {
    if (a.rank === 'great' || have.includes(a.id) || !met(a.condition)) continue;
    const { gb, rp } = AGENDA_COSTS[a.rank];
    if (!affords(s, d, gb, rp)) continue;
    const limit = AGENDA_LIMITS[a.rank];
    const mine = held(a.rank);
    if (limit === null || mine.length < limit) {
      if (within([...have, a.id]))
        out.push({
          order: { action: 'change-agenda', targets: [a.id] },
          label: `Change Agenda: take up ${a.name}, a ${a.rank} agenda you meet now (${a.text})`,
          cost: costWords(gb, rp),
        });
    } else
      for (const old of mine) {
        const o = AGENDA_BY_ID.get(old)!;
        if (met(o.condition) || !within([...have.filter((x) => x !== old), a.id])) continue;
        out.push({
          order: { action: 'change-agenda', targets: [a.id], params: { remove: [old] } },
          label: `Change Agenda: drop ${o.name} for ${a.name}, a ${a.rank} agenda you meet now (${a.text})`,
          cost: costWords(gb, rp),
        });
      }
  }
  return out;
}

// ---------------------------------------------------------------------------
// 1.7.5 Raising the bloodline score; 1.7.1 law claims
// ---------------------------------------------------------------------------

function raiseBloodline(s: State, d: DomainId): Proposal[] {
  const regent = regentOf(s, d);
  const score = regent?.score;
  if (!regent || score === null || score === undefined) return [];
  if (drafted(s, d).some((o) => o.action === 'raise-bloodline')) return [];
  const last = s.domains[d].raisedScoreRound;
  if (last !== null && s.round - last < BLOODLINE_RULES.raise.everyRounds) return [];
  const cost = score + BLOODLINE_RULES.raise.rpOverScore;
  if (!affords(s, d, 0, cost)) return [];
  return [
    {
      order: { action: 'raise-bloodline', as: 'free', targets: [] },
      label: `Raise the bloodline: ${regent.build.name}’s score from ${score} to ${score + BLOODLINE_RULES.raise.gain}`,
      cost: costWords(0, cost),
    },
  ];
}

/** Law claims (1.7.1), in a turn's third round: each law holding of level 1+ on what it may claim in its province, as much as it may. */
function lawClaim(s: State, d: DomainId): Proposal[] {
  if (roundOfTurn(s.round) !== 3) return [];
  const already = new Set(
    drafted(s, d)
      .filter((o) => o.action === 'law-claim')
      .map((o) => o.targets.join('|')),
  );
  const out: Proposal[] = [];
  for (const law of holdingsOf(s, d)) {
    if (law.type !== 'law' || law.level < LAW_CLAIM.minLevel || law.contested) continue;
    const p = law.province;
    const prov = s.provinces[p];
    const targets: { id: string; words: string; income: number }[] = [];
    for (const h of holdingsIn(s, p)) {
      if ((h.type !== 'temple' && h.type !== 'guild') || h.owner === d || h.covert) continue;
      if (h.type === 'guild' && prov?.embargo.includes(h.owner)) continue;
      targets.push({ id: h.id, words: holdingName(s, h.id), income: h.contested ? 0 : h.level });
    }
    for (const r of Object.values(s.routes))
      if ((r.from === p || r.to === p) && r.owner !== d)
        targets.push({ id: r.id, words: routeName(s, r.id), income: routeIncome(s, r) });
    if (prov?.ruler && prov.ruler !== d)
      targets.push({
        id: p,
        words: pname(p),
        income: prov.loyalty === 'rebellious' ? 0 : prov.level + taxInForce(prov),
      });
    for (const t of targets) {
      const gb = lawClaimMax(law.level, t.income);
      if (!(gb > 0) || already.has(`${law.id}|${t.id}`)) continue;
      if (s.claims.some((c) => c.by === law.id && c.target === t.id && c.gb === gb)) continue;
      out.push({
        order: { action: 'law-claim', as: 'free', targets: [law.id, t.id], params: { gb } },
        label: `Law claim: ${gbText(gb)} from ${t.words}, by your law holding (${law.level}) in ${pname(p)}, at the next collection`,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// The court budget (J-10, 1.4)
// ---------------------------------------------------------------------------

const signedWord = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/**
 * In a turn's first round, the court budget: each number of extra levels, up to a court of 10, the treasury
 * pays now (it is paid at this turn's expenses, after the collections and the upkeep), with what the court
 * then gives for the turn: its court actions and Politics modifier, and at 10 the free Decree of R-08.
 */
function courtBudget(s: State, d: DomainId): Proposal[] {
  if (!isTurnStart(s.round) || drafted(s, d).some((o) => o.action === COURT_BUDGET)) return [];
  const c = courtOf(s, d);
  const from = COURT_TABLE[c.base];
  if (!from) return [];
  const chamber = c.actions - from.actions;
  const out: Proposal[] = [];
  for (let n = 1; c.base + n <= COURT.max; n++) {
    const gb = n * COURT.gbPerBoughtLevel;
    const to = COURT_TABLE[c.base + n];
    if (!to || !affords(s, d, gb)) break;
    const actions = to.actions + chamber;
    const world =
      to.level === COURT.max
        ? `; after ${COURT.freeDecreeAfterRounds} rounds at ${COURT.max}, Decree is a free action (R-08)`
        : '';
    out.push({
      order: { action: COURT_BUDGET, as: 'free', targets: [], params: { levels: n } },
      label: `Court budget: ${n} extra level${n === 1 ? '' : 's'} this turn, your court from ${courtName({ level: c.base, name: from.name })} to ${courtName(to)}: ${actions} court action${actions === 1 ? '' : 's'} a round (${signedWord(to.actions - from.actions)}), Politics ${signedWord(to.politics)} on domain actions (${signedWord(to.politics - from.politics)})${world}`,
      cost: `${gbText(gb)} at this turn’s expenses`,
    });
  }
  return out;
}

/**
 * What the Ceremony proposals read of the draft (rules/draft.ts keyedBy): the officiate orders (officiate,
 * officiation) and the Oversee orders that take a character to attend somewhere (Transfer).
 */
const ceremonyKey: DraftKey = (s, d) =>
  JSON.stringify(
    drafted(s, d)
      .filter(
        (o) =>
          (o.action === 'ceremony' && o.variant === 'officiate') || (o.action === 'oversee' && o.variant === 'attend'),
      )
      .map((o) => [o.action, o.overseer ?? null, o.targets]),
  );

/** What the Decree proposals read of the draft: whether a tax Decree is on it, and the court budget's levels. */
const decreeKey: DraftKey = (s, d) => `${hasTaxDecree(s, d) ? 'tax' : ''}|${orderedLevels(drafted(s, d))}`;

// the others that never read the draft are kept with the board (rules/draft.ts fromBoard)
propose({
  ceremony: keyedBy(
    (s, d) => [
      ...officiate(s, d),
      ...coronation(s, d),
      ...designation(s, d),
      ...transfer(s, d),
      ...divestiture(s, d),
      ...vassalage(s, d),
      ...investiture(s, d),
    ],
    ceremonyKey,
  ),
  decree: keyedBy(decree, decreeKey),
  diplomacy: fromBoard(diplomacy),
  lieutenancy: fromBoard(lieutenancy),
  oversee,
  'change-agenda': fromBoard(changeAgenda),
  'raise-bloodline': raiseBloodline,
  'law-claim': lawClaim,
  'court-budget': keyedBy(courtBudget, (s, d) => (drafted(s, d).some((o) => o.action === COURT_BUDGET) ? 'on' : '')),
});
