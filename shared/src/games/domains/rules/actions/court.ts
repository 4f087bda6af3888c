/**
 * Action handlers: the court and the regent's person (checklist 1.9 #1, #5,
 * #14, #15, #23, #29, #35; 1.7.4; 1.7.5). Ceremonies and Diplomacy between
 * regents need matching orders in every party's sheet the same round (J-22,
 * J-29): each party pays at its own slot, and the agreement takes effect at
 * the slot of the last party in initiative order, once every party has paid.
 */
import type { ActionId } from '../../data/index.ts';
import {
  ACTION_BY_ID,
  AGENDA_BY_ID,
  AGENDA_COSTS,
  AGENDA_LIMITS,
  type AgendaRank,
  BLOODLINE_RULES,
  type CharacterBuild,
  CREATION,
  DORMANT_OFFICIANT_GB,
  type DomainId,
  domain as domainOf,
  EVENTS,
  effectiveSkills,
  hasFreeDiplomacy,
  hasPriestClass,
  lieutenantCap,
  type ProvinceId,
  province as provinceOf,
  REGENCY_SWING_TABLE,
  regencySwingRp,
  SETTING,
  STATE_RELIGION,
  STRENGTH_RANK,
  UNPAYABLE_LOSS_SCORE,
  validateBuild,
} from '../../data/index.ts';
import type { Mod } from '../../events.ts';
import { recordDeed } from '../agendas.ts';
import { backingFor, notEntitled } from '../backing.ts';
import { courtLevel } from '../court.ts';
import { dormantDomains } from '../dormant.ts';
import { answerEvent, applyTaxDecree } from '../economy.ts';
import { turnOf } from '../calendar.ts';
import { type Rolled, rollOrder } from '../resolve.ts';
import { holdingId } from '../setup.ts';
import { type CharacterState, type HoldingState, isBrigands, type OrderState, type State } from '../state.ts';
import type { Tx } from '../tx.ts';
import { type Handler, type OrderContext, register } from './index.ts';

// ---------------------------------------------------------------------------
// Words and small helpers
// ---------------------------------------------------------------------------

export const dname = (id: string): string => {
  try {
    return domainOf(id as DomainId).name;
  } catch {
    return id;
  }
};
export const pname = (id: string): string => {
  try {
    return provinceOf(id as ProvinceId).name;
  } catch {
    return id;
  }
};
const hname = (h: HoldingState): string => `${dname(h.owner)}’s ${h.type} (${h.level}) in ${pname(h.province)}`;
const cname = (s: State, id: string): string => s.characters[id]?.build.name ?? id;
const list = (xs: string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

function done(tx: Tx, ctx: OrderContext, ok: boolean, text: string, roll: Rolled | null = null): void {
  tx.emit({
    type: 'actionResolved',
    domain: ctx.domain,
    index: ctx.index,
    order: ctx.order,
    roll: roll ? { die: roll.die, dc: roll.dc, base: roll.base, mods: roll.mods, takeTen: roll.takeTen } : null,
    ok,
    text: text.charAt(0).toUpperCase() + text.slice(1),
  });
}

/** Pays the action's cost, or fails the order in words (changing nothing) and returns false. */
function pay(tx: Tx, ctx: OrderContext, gb: number, rp: number, what: string): boolean {
  const d = tx.state.domains[ctx.domain];
  if (d.gb < gb || d.rp < rp) {
    const need = [gb ? `${gb} GB` : '', rp ? `${rp} RP` : ''].filter(Boolean).join(' and ');
    done(tx, ctx, false, `${dname(ctx.domain)} cannot pay the ${need} of ${what} (it has ${d.gb} GB and ${d.rp} RP).`);
    return false;
  }
  if (gb || rp) tx.emit({ type: 'treasury', domain: ctx.domain, gb: -gb, rp: -rp, why: what });
  return true;
}

const param = (o: OrderState, key: string): string | undefined => {
  const v = o.params?.[key];
  return typeof v === 'string' ? v : undefined;
};
const paramNum = (o: OrderState, key: string): number | undefined => {
  const v = o.params?.[key];
  return typeof v === 'number' ? v : undefined;
};
const paramList = (o: OrderState, key: string): string[] => {
  const v = o.params?.[key];
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
};

const regentOf = (s: State, d: DomainId) => {
  const c = s.characters[`${d}:regent`];
  return c?.alive ? c : null;
};
const ruledBy = (s: State, d: DomainId): ProvinceId[] =>
  Object.values(s.provinces)
    .filter((p) => p.ruler === d)
    .map((p) => p.id);

/** The slot in this round's initiative (parties with no sheet never act). */
const slot = (s: State, d: DomainId): number => s.initiative.indexOf(d);

/** The order in `d`'s sheet that matches, with its index. */
function findOrder(s: State, d: DomainId, pred: (o: OrderState) => boolean): { o: OrderState; index: number } | null {
  const orders = s.sheets[d]?.orders ?? [];
  const index = orders.findIndex(pred);
  return index < 0 ? null : { o: orders[index]!, index };
}

/** Did `d`'s matching order already resolve this round, paid and agreed? */
function agreedEarlier(tx: Tx, d: DomainId, index: number): boolean {
  return tx.events.some((e) => e.type === 'actionResolved' && e.domain === d && e.index === index && e.ok);
}

/** A regent is present at a place if he stands there or oversees (attends) there this round (1.9 #29 c, J-51). */
export function attends(s: State, d: DomainId, place: string): boolean {
  const regent = regentOf(s, d);
  if (!regent) return false;
  if (regent.province === place) return true;
  return (s.sheets[d]?.orders ?? []).some(
    (o) =>
      o.action === 'oversee' &&
      o.variant === 'attend' &&
      (o.overseer ?? `${d}:regent`) === regent.id &&
      o.targets.includes(place),
  );
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

// ---------------------------------------------------------------------------
// Regency gains and losses (1.7.4, J-41, J-77)
// ---------------------------------------------------------------------------

export type Swing = 'minor-gain' | 'major-gain' | 'great-gain' | 'minor-loss' | 'major-loss' | 'great-loss';

/**
 * A regency gain or loss for a domain's regent (P8): minor ¼ and major ½ of the
 * bloodline score in RP, rounded down, at least 1 (J-77); a great gain raises
 * the score by 1; a great loss costs the whole score in RP. A loss the regent
 * cannot pay in RP costs him 1 score instead. Triggers: the closed list of J-41.
 */
export function regencySwing(tx: Tx, d: DomainId, swing: Swing, why: string): void {
  const regent = regentOf(tx.state, d);
  const score = regent?.score;
  if (!regent || score === null || score === undefined) return;
  const who = `${regent.build.name} of ${dname(d)}`;
  if (swing === 'great-gain') {
    const gain = REGENCY_SWING_TABLE.great.scoreGain ?? 1;
    tx.emit({ type: 'characterSet', id: regent.id, patch: { score: score + gain } });
    recordDeed(tx, d, 'bloodline', gain);
    tx.emit({
      type: 'noted',
      domain: d,
      text: `${who} gains greatly in regency (${why}): bloodline score ${score + gain}.`,
    });
    return;
  }
  const size = swing.startsWith('minor') ? 'minor' : swing.startsWith('major') ? 'major' : 'great-loss';
  const rp = regencySwingRp(size, score);
  if (swing.endsWith('gain')) {
    tx.emit({ type: 'treasury', domain: d, gb: 0, rp, why: `a ${size} regency gain: ${why}` });
    tx.emit({ type: 'noted', domain: d, text: `${who} gains ${rp} RP in regency (${why}).` });
    return;
  }
  const have = tx.state.domains[d].rp;
  if (have >= rp) {
    tx.emit({ type: 'treasury', domain: d, gb: 0, rp: -rp, why: `a ${swing.replace('-', ' ')}: ${why}` });
    tx.emit({ type: 'noted', domain: d, text: `${who} loses ${rp} RP in regency (${why}).` });
  } else {
    tx.emit({ type: 'characterSet', id: regent.id, patch: { score: Math.max(0, score - UNPAYABLE_LOSS_SCORE) } });
    tx.emit({
      type: 'noted',
      domain: d,
      text: `${who} cannot pay the ${rp} RP of a regency loss (${why}): his bloodline score falls to ${Math.max(0, score - UNPAYABLE_LOSS_SCORE)}.`,
    });
  }
}

// ---------------------------------------------------------------------------
// Raising the bloodline score (1.7.5), the free order 'raise-bloodline' of data/actions.ts OTHER_ORDERS
// ---------------------------------------------------------------------------

export const RAISE_BLOODLINE = 'raise-bloodline';

/** Free, once every 3 rounds: RP equal to the score + 1 buy +1 score (P2). */
export const raiseBloodline: Handler = (tx, ctx) => {
  const s = tx.state;
  const regent = regentOf(s, ctx.domain);
  const score = regent?.score;
  if (!regent || score === null || score === undefined) {
    done(tx, ctx, false, `The regent of ${dname(ctx.domain)} has no bloodline to raise.`);
    return;
  }
  const last = s.domains[ctx.domain].raisedScoreRound;
  const every = BLOODLINE_RULES.raise.everyRounds;
  if (last !== null && s.round - last < every) {
    done(
      tx,
      ctx,
      false,
      `${regent.build.name} raised his bloodline in round ${last}; he may again from round ${last + every} (once every ${every} rounds).`,
    );
    return;
  }
  const cost = score + BLOODLINE_RULES.raise.rpOverScore;
  if (!pay(tx, ctx, 0, cost, `raising ${regent.build.name}’s bloodline score`)) return;
  const gain = BLOODLINE_RULES.raise.gain;
  tx.emit({ type: 'characterSet', id: regent.id, patch: { score: score + gain } });
  tx.emit({ type: 'domainSet', id: ctx.domain, patch: { raisedScoreRound: s.round } });
  recordDeed(tx, ctx.domain, 'bloodline', gain);
  done(
    tx,
    ctx,
    true,
    `${regent.build.name} spends ${cost} RP: his bloodline score rises from ${score} to ${score + gain}.`,
  );
};

// ---------------------------------------------------------------------------
// #1 Adventure (J-32)
// ---------------------------------------------------------------------------

/** Disabled in version 1 (J-32): the sheet refuses it; should one reach a slot, it fails in words. */
const adventure: Handler = (tx, ctx) =>
  done(tx, ctx, false, 'Adventures are not played in this version: there is no game master to judge them (J-32).');

// ---------------------------------------------------------------------------
// Answering a province's event (J-06, data/agendas.ts EVENTS, rules/economy.ts answerEvent)
// ---------------------------------------------------------------------------

/** The unanswered event of this turn in a province the domain rules, and its card. */
function openEvent(s: State, d: DomainId, p: string) {
  const prov = s.provinces[p];
  const ev = prov?.event;
  if (!prov || prov.ruler !== d || !ev || ev.answered || ev.turn !== turnOf(s.round)) return null;
  const card = EVENTS.find((e) => e.id === ev.id);
  return card ? { prov, card } : null;
}

/** An Oversee of a province with an "oversee" event: d20 + the character's skill against the card's DC (J-06). */
function overseeEvent(tx: Tx, ctx: OrderContext, who: CharacterState, p: string): string {
  const open = openEvent(tx.state, ctx.domain, p);
  if (open?.card.response.kind !== 'oversee') return '';
  const r = open.card.response;
  const skill = effectiveSkills(who.build)[r.skill] ?? 0;
  const die = tx.dice.roll(20);
  const ok = die !== 1 && die + skill >= r.dc;
  if (ok) answerEvent(tx, p as ProvinceId, `${who.build.name} saw to it`);
  return ` ${open.card.name}: ${who.build.name} rolls ${die} + ${r.skill} ${skill} against DC ${r.dc}, ${ok ? 'and deals with it' : 'and fails to'} (J-06).`;
}

// ---------------------------------------------------------------------------
// #5 Ceremony (1.9.1, J-25..J-30)
// ---------------------------------------------------------------------------

/** Who officiates (J-25): a priest regent with a temple (1) giving a matching officiate order, or a dormant temple for 2 GB. */
export function officiant(
  s: State,
  actor: DomainId,
  realm: readonly ProvinceId[],
): { by: DomainId; gb: number; dormant: boolean } | null {
  const faith = s.domains[actor].stateReligion ?? null;
  for (const d of s.regents) {
    if (faith && d !== faith) continue;
    const regent = regentOf(s, d);
    if (!regent || !hasPriestClass(regent.build.classes)) continue;
    if (!Object.values(s.holdings).some((h) => h.owner === d && h.type === 'temple' && h.level >= 1)) continue;
    const officiates = findOrder(
      s,
      d,
      (o) => o.action === 'ceremony' && o.variant === 'officiate' && o.targets.includes(actor),
    );
    if (officiates) return { by: d, gb: 1, dormant: false };
  }
  const where = new Set<string>(realm);
  for (const d of dormantDomains(s)) {
    if (faith && d !== faith) continue;
    if (
      Object.values(s.holdings).some(
        (h) => h.owner === d && h.type === 'temple' && h.level >= 1 && where.has(h.province),
      )
    )
      return { by: d, gb: DORMANT_OFFICIANT_GB, dormant: true };
  }
  return null;
}

const elvenCeremony = (s: State, parties: DomainId[]): boolean =>
  parties.every((d) => regentOf(s, d)?.build.race === 'elf');

/** Pays the Ceremony (1 GB, or 2 with a dormant officiant) and names the officiant; false when it failed. */
function payCeremony(
  tx: Tx,
  ctx: OrderContext,
  needsPriest: boolean,
  realm: readonly ProvinceId[],
  what: string,
): { ok: boolean; words: string } {
  if (!needsPriest) return { ok: pay(tx, ctx, 1, 0, what), words: '' };
  const off = officiant(tx.state, ctx.domain, realm);
  if (!off) {
    const faith = tx.state.domains[ctx.domain].stateReligion;
    done(
      tx,
      ctx,
      false,
      faith
        ? `No priest of ${dname(faith)}, the state religion of ${dname(ctx.domain)}, officiates, and no other may (J-25).`
        : `No priest regent with a temple gave an order to officiate for ${dname(ctx.domain)}, and no unclaimed domain’s temple stands in the realm (J-25).`,
    );
    return { ok: false, words: '' };
  }
  if (!pay(tx, ctx, off.gb, 0, what)) return { ok: false, words: '' };
  return {
    ok: true,
    words: off.dormant
      ? ` The temple of ${dname(off.by)} officiates, for ${off.gb} GB (J-25).`
      : ` ${cname(tx.state, `${off.by}:regent`)} of ${dname(off.by)} officiates.`,
  };
}

/** Every province and holding an unclaimed domain has (its size for an opposed Coronation). */
const domainSize = (s: State, d: DomainId): number =>
  Object.values(s.provinces).filter((p) => p.ruler === d).length +
  Object.values(s.holdings).filter((h) => h.owner === d).length;

/** Hands a holding to another domain (re-keyed; merged into his own holding of the type there, if any). */
function giveHolding(tx: Tx, h: HoldingState, to: DomainId): void {
  const id = holdingId(h.province, h.type, to);
  const mine = tx.state.holdings[id];
  tx.emit({ type: 'holdingSet', id: h.id, holding: null });
  tx.emit({
    type: 'holdingSet',
    id,
    holding: mine
      ? { ...mine, level: mine.level + h.level, fortification: Math.max(mine.fortification, h.fortification) }
      : { ...h, id, owner: to, contested: false, contestedBy: null },
  });
}

function giveProvince(tx: Tx, p: ProvinceId, to: DomainId): void {
  const prov = tx.state.provinces[p]!;
  tx.emit({
    type: 'provinceSet',
    id: p,
    patch: {
      ruler: to,
      contestedBy: null,
      capitalOf: prov.capitalOf && prov.capitalOf !== to ? null : prov.capitalOf,
      ...(prov.occupiedBy === to ? { occupiedBy: null, occupiedSince: null } : {}),
    },
  });
}

function coronation(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const target = ctx.order.targets[0] as DomainId | undefined;
  const t = target ? s.domains[target] : undefined;
  const regent = regentOf(s, ctx.domain);
  if (!target || !t) return done(tx, ctx, false, 'Name the domain to be crowned ruler of.');
  if (!regent?.build.bloodline || regent.score === null)
    return done(tx, ctx, false, `Only a blooded scion may be crowned; the regent of ${dname(ctx.domain)} is not.`);
  if (target === ctx.domain) return selfCoronation(tx, ctx, regent);
  if (t.seated || t.crownedBy)
    return done(
      tx,
      ctx,
      false,
      `${dname(target)} has a lawful ruler${t.crownedBy ? `, crowned by ${dname(t.crownedBy)}` : ''}: only an unclaimed domain may be claimed by Coronation.`,
    );
  // J-26: a claimant holds a holding in one of its provinces, or occupies its capital
  const theirs = ruledBy(s, target);
  const holds = Object.values(s.holdings).some((h) => h.owner === ctx.domain && theirs.includes(h.province));
  const capital = theirs.find((p) => s.provinces[p]?.capitalOf === target);
  const occupies = capital ? s.provinces[capital]?.occupiedBy === ctx.domain : false;
  if (!holds && !occupies)
    return done(
      tx,
      ctx,
      false,
      `${dname(ctx.domain)} has no claim to ${dname(target)}: a claimant needs a holding in one of its provinces or must occupy its capital (J-26).`,
    );
  const paid = payCeremony(
    tx,
    ctx,
    !elvenCeremony(s, [ctx.domain]),
    [...ruledBy(s, ctx.domain), ...theirs],
    `the Coronation of ${regent.build.name}`,
  );
  if (!paid.ok) return;
  // Automatic unless opposed; opposed: DC 0 + the domain's holdings and provinces (1.9.1)
  const def = ACTION_BY_ID.get('ceremony')!;
  const opposed = backingFor(tx.state, ctx).some(
    ({ by, b }) =>
      b.side === 'oppose' && (b.rp > 0 || b.gb > 0) && !notEntitled(tx.state, by, { action: def, provinces: theirs }),
  );
  let roll: Rolled | null = null;
  if (opposed) {
    const size = domainSize(tx.state, target);
    const mods: Mod[] = [{ label: `${dname(target)}’s holdings and provinces`, value: size, ref: '1.9.1' }];
    roll = rollOrder(tx, ctx, {
      base: 0,
      mods,
      province: capital ?? theirs[0] ?? null,
      skill: 'politics',
      scope: { provinces: theirs },
    });
    if (!roll.ok)
      return done(
        tx,
        ctx,
        false,
        `The Coronation of ${regent.build.name} as ruler of ${dname(target)} is opposed and fails.${paid.words}`,
        roll,
      );
  }
  // the crowned regent takes the domain whole: provinces, holdings, treasury
  for (const p of theirs) giveProvince(tx, p, ctx.domain);
  for (const h of Object.values(tx.state.holdings)) if (h.owner === target) giveHolding(tx, h, ctx.domain);
  if (t.gb || t.rp) {
    tx.emit({ type: 'treasury', domain: target, gb: -t.gb, rp: -t.rp, why: `crowned by ${dname(ctx.domain)}` });
    tx.emit({ type: 'treasury', domain: ctx.domain, gb: t.gb, rp: t.rp, why: `the treasury of ${dname(target)}` });
  }
  tx.emit({ type: 'domainSet', id: target, patch: { crownedBy: ctx.domain } });
  recordDeed(tx, ctx.domain, 'coronation');
  done(
    tx,
    ctx,
    true,
    `${regent.build.name} of ${dname(ctx.domain)} is crowned ruler of ${dname(target)}: ${theirs.length} provinces (${list(theirs.map(pname))}) pass to ${dname(ctx.domain)}.${paid.words}`,
    roll,
  );
}

/**
 * Coronation of the acting regent in his own domain (1.9.1, rules/succession.ts): an heir who took over
 * uncrowned (½ RP) or a claimant (no RP) becomes its lawful ruler, collecting in full from the next
 * collection. Automatic unless opposed; opposed, DC 0 + the domain's holdings and provinces, the opposers
 * being regents with a holding in a province where the domain rules or holds.
 */
function selfCoronation(tx: Tx, ctx: OrderContext, regent: CharacterState) {
  const s = tx.state;
  const d = ctx.domain;
  const acting = s.domains[d]?.acting;
  if (!acting) return done(tx, ctx, false, `${regent.build.name} is already the crowned ruler of ${dname(d)}.`);
  const where = [
    ...new Set([
      ...ruledBy(s, d),
      ...Object.values(s.holdings)
        .filter((h) => h.owner === d)
        .map((h) => h.province),
    ]),
  ];
  const paid = payCeremony(tx, ctx, !elvenCeremony(s, [d]), ruledBy(s, d), `the Coronation of ${regent.build.name}`);
  if (!paid.ok) return;
  const def = ACTION_BY_ID.get('ceremony')!;
  const opposed = backingFor(tx.state, ctx).some(
    ({ by, b }) =>
      b.side === 'oppose' && (b.rp > 0 || b.gb > 0) && !notEntitled(tx.state, by, { action: def, provinces: where }),
  );
  let roll: Rolled | null = null;
  if (opposed) {
    const size = domainSize(tx.state, d);
    const mods: Mod[] = [{ label: `${dname(d)}’s holdings and provinces`, value: size, ref: '1.9.1' }];
    const capital = ruledBy(tx.state, d).find((p) => tx.state.provinces[p]?.capitalOf === d);
    roll = rollOrder(tx, ctx, {
      base: 0,
      mods,
      province: capital ?? where[0] ?? null,
      skill: 'politics',
      scope: { provinces: where },
    });
    if (!roll.ok)
      return done(
        tx,
        ctx,
        false,
        `The Coronation of ${regent.build.name} as ruler of ${dname(d)} is opposed and fails: he remains acting regent, not yet crowned.${paid.words}`,
        roll,
      );
  }
  tx.emit({ type: 'domainSet', id: d, patch: { acting: null } });
  done(
    tx,
    ctx,
    true,
    `${regent.build.name} is crowned ruler of ${dname(d)}: no longer acting regent, he collects its regency in full from the next collection (1.9.1).${paid.words}`,
    roll,
  );
}

function designation(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const heirs = ctx.order.targets;
  if (heirs.length === 0) return done(tx, ctx, false, 'Name at least one heir.');
  for (const id of heirs) {
    const c = s.characters[id];
    if (!c || c.domain !== ctx.domain || !c.alive)
      return done(
        tx,
        ctx,
        false,
        `${c ? c.build.name : 'That character'} is not of the court of ${dname(ctx.domain)}.`,
      );
    if (!c.build.bloodline || c.role === 'regent')
      return done(
        tx,
        ctx,
        false,
        `${c.build.name} cannot be named heir: an heir is a blooded scion other than the regent.`,
      );
  }
  if (!pay(tx, ctx, 1, 0, 'a Designation')) return;
  tx.emit({ type: 'domainSet', id: ctx.domain, patch: { heirs: [...heirs] } });
  done(
    tx,
    ctx,
    true,
    `${dname(ctx.domain)} names its heir${heirs.length > 1 ? 's' : ''}: ${list(heirs.map((h) => cname(s, h)))}.`,
  );
}

/** The assets of a Transfer or Divestiture in words, and whether a priest is needed (not for guilds and sources only). */
function assetsOf(
  s: State,
  ids: readonly string[],
): { provinces: ProvinceId[]; holdings: HoldingState[]; bad: string | null } {
  const provinces: ProvinceId[] = [];
  const holdings: HoldingState[] = [];
  for (const id of ids) {
    if (s.provinces[id]) provinces.push(id);
    else if (s.holdings[id]) holdings.push(s.holdings[id]!);
    else return { provinces, holdings, bad: id };
  }
  return { provinces, holdings, bad: null };
}

function transfer(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const other = param(ctx.order, 'with') as DomainId | undefined;
  if (!other || !s.domains[other] || other === ctx.domain)
    return done(tx, ctx, false, 'Name the regent of the Transfer (params.with).');
  const { provinces, holdings, bad } = assetsOf(s, ctx.order.targets);
  if (bad || provinces.length + holdings.length === 0)
    return done(tx, ctx, false, 'Name the provinces and holdings to hand over.');
  const owners = new Set<string>([
    ...provinces.map((p) => s.provinces[p]?.ruler ?? ''),
    ...holdings.map((h) => h.owner),
  ]);
  if (owners.size !== 1 || !(owners.has(ctx.domain) || owners.has(other)))
    return done(
      tx,
      ctx,
      false,
      `A Transfer hands over what one of the two regents holds; these are not all ${dname(ctx.domain)}’s or ${dname(other)}’s.`,
    );
  const giver = owners.has(ctx.domain) ? ctx.domain : other;
  const taker = giver === ctx.domain ? other : ctx.domain;
  const place = (param(ctx.order, 'place') as ProvinceId | undefined) ?? provinces[0] ?? holdings[0]!.province;
  const words = list([...provinces.map(pname), ...holdings.map(hname)]);
  const match = findOrder(
    s,
    other,
    (o) =>
      o.action === 'ceremony' &&
      o.as === 'domain' &&
      o.variant === 'transfer' &&
      param(o, 'with') === ctx.domain &&
      sameSet(o.targets, ctx.order.targets),
  );
  if (ctx.order.as !== 'domain') return done(tx, ctx, false, 'A Transfer takes each regent’s domain action (1.9.1).');
  if (!match)
    return done(
      tx,
      ctx,
      false,
      `${dname(other)} gave no matching Transfer of ${words}: both regents must order it the same round (J-29).`,
    );
  for (const d of [ctx.domain, other])
    if (!attends(s, d, place))
      return done(
        tx,
        ctx,
        false,
        `The regent of ${dname(d)} is not at ${pname(place)} for the Transfer: both must attend in person (Oversee).`,
      );
  const needsPriest =
    provinces.length > 0 || holdings.some((h) => h.type !== 'guild' && h.type !== 'source')
      ? !elvenCeremony(s, [ctx.domain, other])
      : false;
  const paid = payCeremony(tx, ctx, needsPriest, ruledBy(s, ctx.domain), `the Transfer of ${words}`);
  if (!paid.ok) return;
  if (slot(tx.state, ctx.domain) < slot(tx.state, other))
    return done(
      tx,
      ctx,
      true,
      `${dname(ctx.domain)} is ready to hand over ${words}; it passes when ${dname(other)} acts.${paid.words}`,
    );
  if (!agreedEarlier(tx, other, match.index))
    return done(tx, ctx, false, `${dname(other)}’s side of the Transfer did not go through, so nothing passes.`);
  for (const p of provinces) giveProvince(tx, p, taker);
  for (const h of holdings) giveHolding(tx, tx.state.holdings[h.id] ?? h, taker);
  done(tx, ctx, true, `${dname(giver)} hands ${words} to ${dname(taker)}.${paid.words}`);
}

function divestiture(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const { provinces, holdings, bad } = assetsOf(s, ctx.order.targets);
  if (bad || provinces.length + holdings.length === 0)
    return done(tx, ctx, false, 'Name the province or the holdings to divest.');
  const where = new Set<string>([...provinces, ...holdings.map((h) => h.province)]);
  if (where.size !== 1) return done(tx, ctx, false, 'One province per Divestiture (1.9.1).');
  const p = [...where][0] as ProvinceId;
  const prov = s.provinces[p]!;
  const occupied = prov.occupiedBy === ctx.domain;
  for (const q of provinces) {
    if (prov.ruler === ctx.domain) return done(tx, ctx, false, `${pname(q)} is already ${dname(ctx.domain)}’s.`);
    if (!occupied && prov.contestedBy !== ctx.domain)
      return done(
        tx,
        ctx,
        false,
        `${dname(ctx.domain)} has neither occupied ${pname(q)} nor successfully contested it (1.9.1).`,
      );
  }
  for (const h of holdings) {
    if (h.owner === ctx.domain) return done(tx, ctx, false, `${hname(h)} is already its own.`);
    const caught = occupied && !h.covert && h.type !== 'source' && h.fortification === 0;
    if (!caught && !(h.contested && h.contestedBy === ctx.domain))
      return done(
        tx,
        ctx,
        false,
        `${hname(h)} is neither under ${dname(ctx.domain)}’s occupation (unfortified, not covert, not a source) nor contested by it (1.9.1).`,
      );
  }
  const victims = new Set<DomainId>([
    ...(provinces.length && prov.ruler ? [prov.ruler] : []),
    ...holdings.map((h) => h.owner),
  ]);
  const needsPriest =
    provinces.length > 0 || holdings.some((h) => h.type !== 'guild' && h.type !== 'source')
      ? !elvenCeremony(s, [ctx.domain, ...victims])
      : false;
  const words = list([...provinces.map(pname), ...holdings.map(hname)]);
  const paid = payCeremony(tx, ctx, needsPriest, [...ruledBy(s, ctx.domain), p], `the Divestiture of ${words}`);
  if (!paid.ok) return;
  const roll = rollOrder(tx, ctx, {
    base: 10,
    mods: [{ label: `${pname(p)} is of level ${prov.level}`, value: prov.level, ref: '1.9.1' }],
    province: p,
    skill: 'politics',
    against: { owner: prov.ruler, target: p },
  });
  if (!roll.ok) return done(tx, ctx, false, `The Divestiture of ${words} fails.${paid.words}`, roll);
  for (const q of provinces) giveProvince(tx, q, ctx.domain);
  for (const h of holdings) giveHolding(tx, tx.state.holdings[h.id] ?? h, ctx.domain);
  if (provinces.length) recordDeed(tx, ctx.domain, 'divestiture', provinces.length);
  // J-28: forcibly divesting a regent of one's own culture, in the Khinasi setting, is a minor regency loss
  const culture = regentOf(s, ctx.domain)?.build.culture;
  if (SETTING.khinasiRules && culture)
    for (const v of victims)
      if (domainOf(v).culture === culture)
        regencySwing(tx, ctx.domain, 'minor-loss', `dishonourably divesting ${dname(v)} (J-28)`);
  done(tx, ctx, true, `${dname(ctx.domain)} divests ${words}.${paid.words}`, roll);
}

function vassalage(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const other = ctx.order.targets[0] as DomainId | undefined;
  const liege = param(ctx.order, 'liege') as DomainId | undefined;
  if (!other || !s.domains[other] || other === ctx.domain || (liege !== ctx.domain && liege !== other))
    return done(tx, ctx, false, 'Name the other regent (target) and which of the two is the liege (params.liege).');
  const vassal = liege === ctx.domain ? other : ctx.domain;
  const provinces = ruledBy(s, vassal).length;
  const holdings = Object.values(s.holdings).filter((h) => h.owner === vassal).length;
  const tribute = paramNum(ctx.order, 'tribute') ?? provinces + holdings;
  const match = findOrder(
    s,
    other,
    (o) =>
      o.action === 'ceremony' &&
      o.variant === 'vassalage' &&
      o.targets[0] === ctx.domain &&
      param(o, 'liege') === liege &&
      (paramNum(o, 'tribute') ?? provinces + holdings) === tribute,
  );
  if (!match)
    return done(
      tx,
      ctx,
      false,
      `${dname(other)} gave no matching Vassalage: both take the Ceremony the same round, with the same liege and tribute (J-30).`,
    );
  const paid = payCeremony(tx, ctx, !elvenCeremony(s, [ctx.domain, other]), ruledBy(s, ctx.domain), 'a Vassalage');
  if (!paid.ok) return;
  if (slot(tx.state, ctx.domain) < slot(tx.state, other))
    return done(
      tx,
      ctx,
      true,
      `${dname(ctx.domain)} is ready to swear the Vassalage; it is sealed when ${dname(other)} acts.${paid.words}`,
    );
  if (!agreedEarlier(tx, other, match.index))
    return done(tx, ctx, false, `${dname(other)}’s side of the Vassalage did not go through.`);
  tx.emit({ type: 'domainSet', id: vassal, patch: { vassalOf: liege, tribute } });
  done(
    tx,
    ctx,
    true,
    `${dname(vassal)} becomes the vassal of ${dname(liege)}, paying ${tribute} RP a turn.${paid.words}`,
  );
}

/**
 * Bloodline Investiture (1.9.1): the giver's order names the character who receives (targets[0]). To a
 * character of another domain it takes both sheets, as Transfer and Vassalage do: the receiving domain
 * orders its half, naming the giver's domain (params.from) and its own character who receives (targets[0],
 * its regent if none). Each side checks the other's order, pays its own Ceremony at its own slot, and the
 * bloodline passes at the later slot, once the earlier side has gone through.
 */
function investiture(tx: Tx, ctx: OrderContext) {
  const from = param(ctx.order, 'from') as DomainId | undefined;
  if (from && from !== ctx.domain) return receiveInvestiture(tx, ctx, from);
  const s = tx.state;
  const giver = regentOf(s, ctx.domain);
  const to = ctx.order.targets[0];
  const recipient = to ? s.characters[to] : undefined;
  if (!giver?.build.bloodline || giver.score === null)
    return done(tx, ctx, false, `The regent of ${dname(ctx.domain)} has no bloodline to give.`);
  if (!recipient?.alive || recipient.id === giver.id)
    return done(tx, ctx, false, 'Name the character who receives the bloodline.');
  const other = recipient.domain !== ctx.domain ? recipient.domain : null;
  const match = other ? receiverHalf(s, other, ctx.domain, recipient.id) : null;
  if (other && !match)
    return done(
      tx,
      ctx,
      false,
      `${dname(other)} gave no matching order for ${recipient.build.name} to receive the bloodline: both domains order the Investiture the same round.`,
    );
  if (!together(s, ctx.domain, giver, recipient))
    return done(
      tx,
      ctx,
      false,
      `${giver.build.name} and ${recipient.build.name} must both be present throughout (1.9.1).`,
    );
  const parties = other ? [ctx.domain, other] : [ctx.domain];
  const paid = payCeremony(tx, ctx, !elvenCeremony(s, parties), ruledBy(s, ctx.domain), 'a Bloodline Investiture');
  if (!paid.ok) return;
  if (other && match) {
    if (slot(tx.state, ctx.domain) < slot(tx.state, other))
      return done(
        tx,
        ctx,
        true,
        `${giver.build.name} is ready to pass his bloodline to ${recipient.build.name}; it passes when ${dname(other)} acts.${paid.words}`,
      );
    if (!agreedEarlier(tx, other, match.index))
      return done(tx, ctx, false, `${dname(other)}’s side of the Investiture did not go through, so nothing passes.`);
  }
  done(tx, ctx, true, `${invest(tx, ctx.domain, recipient.id)}${paid.words}`);
}

/** The receiving domain's half: its own character receives the bloodline of `from`'s regent (1.9.1). */
function receiveInvestiture(tx: Tx, ctx: OrderContext, from: DomainId) {
  const s = tx.state;
  if (!s.domains[from]) return done(tx, ctx, false, 'Name the domain whose regent gives the bloodline.');
  const recipient = s.characters[ctx.order.targets[0] ?? `${ctx.domain}:regent`];
  if (!recipient?.alive || recipient.domain !== ctx.domain)
    return done(tx, ctx, false, `Name the character of ${dname(ctx.domain)} who receives the bloodline.`);
  const giver = regentOf(s, from);
  if (!giver?.build.bloodline || giver.score === null)
    return done(tx, ctx, false, `The regent of ${dname(from)} has no bloodline to give.`);
  const match = findOrder(
    s,
    from,
    (o) =>
      o.action === 'ceremony' &&
      o.variant === 'bloodline-investiture' &&
      (param(o, 'from') ?? from) === from &&
      o.targets[0] === recipient.id,
  );
  if (!match)
    return done(
      tx,
      ctx,
      false,
      `${dname(from)} gave no matching order to pass its regent’s bloodline to ${recipient.build.name}: both domains order the Investiture the same round.`,
    );
  if (!together(s, from, giver, recipient))
    return done(
      tx,
      ctx,
      false,
      `${giver.build.name} and ${recipient.build.name} must both be present throughout (1.9.1).`,
    );
  const paid = payCeremony(
    tx,
    ctx,
    !elvenCeremony(s, [from, ctx.domain]),
    ruledBy(s, ctx.domain),
    'a Bloodline Investiture',
  );
  if (!paid.ok) return;
  if (slot(tx.state, ctx.domain) < slot(tx.state, from))
    return done(
      tx,
      ctx,
      true,
      `${recipient.build.name} is ready to receive the bloodline of ${giver.build.name}; it passes when ${dname(from)} acts.${paid.words}`,
    );
  if (!agreedEarlier(tx, from, match.index))
    return done(tx, ctx, false, `${dname(from)}’s side of the Investiture did not go through, so nothing passes.`);
  done(tx, ctx, true, `${invest(tx, from, recipient.id)}${paid.words}`);
}

/** The receiving domain's half of an Investiture to `recipient` from `giver`'s regent, with its place. */
const receiverHalf = (s: State, receiver: DomainId, giver: DomainId, recipient: string) =>
  findOrder(
    s,
    receiver,
    (o) =>
      o.action === 'ceremony' &&
      o.variant === 'bloodline-investiture' &&
      param(o, 'from') === giver &&
      (o.targets[0] ?? `${receiver}:regent`) === recipient,
  );

/** Giver and recipient present throughout: in one province, or one regent attending where the other stands. */
const together = (s: State, giverDomain: DomainId, giver: CharacterState, recipient: CharacterState): boolean =>
  recipient.province === giver.province ||
  attends(s, giverDomain, recipient.province) ||
  (recipient.role === 'regent' && attends(s, recipient.domain, giver.province));

/**
 * The bloodline passes (1.9.1): an unblooded recipient takes the giver's; a blooded one gains 1 score
 * and the giver's strength and derivation where they are stronger. The giver is left unblooded and his
 * domain can hold no RP. Its words.
 */
function invest(tx: Tx, giverDomain: DomainId, recipientId: string): string {
  const giver = regentOf(tx.state, giverDomain)!;
  const recipient = tx.state.characters[recipientId]!;
  const from = giver.build.bloodline!;
  const had = recipient.build.bloodline;
  const stronger = had && STRENGTH_RANK[from.strength] > STRENGTH_RANK[had.strength];
  const score = had ? (recipient.score ?? had.power) + BLOODLINE_RULES.investitureToBlooded : giver.score!;
  const bloodline = had
    ? { ...had, ...(stronger ? { strength: from.strength, derivation: from.derivation } : {}), power: score }
    : { ...from, power: score };
  tx.emit({ type: 'characterSet', id: recipient.id, patch: { build: { ...recipient.build, bloodline }, score } });
  tx.emit({
    type: 'characterSet',
    id: giver.id,
    patch: { build: { ...giver.build, bloodline: null, abilities: [] }, score: null },
  });
  // the giver can no longer hold RP
  const rp = tx.state.domains[giverDomain].rp;
  if (rp) tx.emit({ type: 'treasury', domain: giverDomain, gb: 0, rp: -rp, why: 'the regent gave away his bloodline' });
  if (had && recipient.role === 'regent')
    recordDeed(tx, recipient.domain, 'bloodline', BLOODLINE_RULES.investitureToBlooded);
  return `${giver.build.name} passes his bloodline to ${recipient.build.name} (score ${score}); ${giver.build.name} is left unblooded.`;
}

/** The officiating priest's half of a Ceremony (J-25): a court action that makes him available. */
function officiate(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const regent = regentOf(s, ctx.domain);
  if (!regent || !hasPriestClass(regent.build.classes))
    return done(tx, ctx, false, `The regent of ${dname(ctx.domain)} is no priest and cannot officiate (J-25).`);
  if (!Object.values(s.holdings).some((h) => h.owner === ctx.domain && h.type === 'temple' && h.level >= 1))
    return done(tx, ctx, false, `${regent.build.name} has no temple of level 1 or more to officiate from (J-25).`);
  done(tx, ctx, true, `${regent.build.name} stands ready to officiate for ${list(ctx.order.targets.map(dname))}.`);
}

const ceremony: Handler = (tx, ctx) => {
  switch (ctx.order.variant) {
    case 'coronation':
      return coronation(tx, ctx);
    case 'designation':
      return designation(tx, ctx);
    case 'transfer':
      return transfer(tx, ctx);
    case 'divestiture':
      return divestiture(tx, ctx);
    case 'vassalage':
      return vassalage(tx, ctx);
    case 'bloodline-investiture':
      return investiture(tx, ctx);
    case 'officiate':
      return officiate(tx, ctx);
    default:
      return done(
        tx,
        ctx,
        false,
        'Name the Ceremony: coronation, designation, transfer, divestiture, vassalage or bloodline-investiture.',
      );
  }
};

// ---------------------------------------------------------------------------
// #14 Decree (1.9.2, J-13, J-14, J-24, R-08, J-78)
// ---------------------------------------------------------------------------

/**
 * A free Decree needs a court of level 10 through the three previous rounds (R-08, J-78), levels paid for
 * counting (J-10); in round 1, before the expenses, the court the sheet `orders` buys (rules/court.ts courtOf).
 */
export function freeDecree(s: State, d: DomainId, orders?: readonly OrderState[]): boolean {
  const since = s.domains[d].court10Since ?? null;
  return since !== null && s.round - since >= 3 && courtLevel(s, d, orders) >= 10;
}

/** Keeps each domain's run at court 10 for the free Decree (call once a round, at its end). */
export function noteCourtLevels(tx: Tx): void {
  for (const d of tx.state.regents) {
    const at10 = courtLevel(tx.state, d) >= 10;
    const since = tx.state.domains[d].court10Since ?? null;
    if (at10 && since === null) tx.emit({ type: 'domainSet', id: d, patch: { court10Since: tx.state.round } });
    if (!at10 && since !== null) tx.emit({ type: 'domainSet', id: d, patch: { court10Since: null } });
  }
}

function declareWar(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const foes = ctx.order.targets.filter((t) => s.domains[t as DomainId] && t !== ctx.domain) as DomainId[];
  if (foes.length === 0) return done(tx, ctx, false, 'Name the domains war is declared on.');
  const me = s.domains[ctx.domain];
  for (const f of foes) {
    // J-23: war on a peace partner within the treaty's term is a major regency loss
    const treaty = (me.treaties ?? []).find(
      (t) => t.kind === 'peace' && t.with === f && (t.until ?? Infinity) >= s.round,
    );
    if (treaty) regencySwing(tx, ctx.domain, 'major-loss', `breaking the peace with ${dname(f)} (J-23)`);
    const mine = tx.state.domains[ctx.domain];
    const theirs = tx.state.domains[f];
    tx.emit({
      type: 'domainSet',
      id: ctx.domain,
      patch: {
        atWarWith: [...new Set([...mine.atWarWith, f])],
        allies: mine.allies.filter((a) => a !== f),
        treaties: (mine.treaties ?? []).filter((t) => !(t.with === f && t.kind === 'peace')),
        lastWarRound: s.round,
      },
    });
    tx.emit({
      type: 'domainSet',
      id: f,
      patch: {
        atWarWith: [...new Set([...theirs.atWarWith, ctx.domain])],
        allies: theirs.allies.filter((a) => a !== ctx.domain),
        treaties: (theirs.treaties ?? []).filter((t) => !(t.with === ctx.domain && t.kind === 'peace')),
        lastWarRound: s.round,
      },
    });
  }
  done(tx, ctx, true, `${dname(ctx.domain)} declares war on ${list(foes.map(dname))}.`);
}

function cancelAgreement(tx: Tx, ctx: OrderContext) {
  const s = tx.state;
  const what = param(ctx.order, 'what') ?? 'alliance';
  const other = ctx.order.targets[0] as DomainId | undefined;
  if (!other || !s.domains[other]) return done(tx, ctx, false, 'Name the domain whose agreement is cancelled.');
  const me = s.domains[ctx.domain];
  const them = s.domains[other];
  let words = '';
  switch (what) {
    case 'alliance':
      if (!me.allies.includes(other))
        return done(tx, ctx, false, `${dname(ctx.domain)} has no alliance with ${dname(other)}.`);
      tx.emit({ type: 'domainSet', id: ctx.domain, patch: { allies: me.allies.filter((a) => a !== other) } });
      tx.emit({ type: 'domainSet', id: other, patch: { allies: them.allies.filter((a) => a !== ctx.domain) } });
      words = `the alliance with ${dname(other)}`;
      break;
    case 'passage':
      if (!me.passage.includes(other))
        return done(tx, ctx, false, `${dname(ctx.domain)} gave ${dname(other)} no passage.`);
      tx.emit({
        type: 'domainSet',
        id: ctx.domain,
        patch: {
          passage: me.passage.filter((a) => a !== other),
          treaties: (me.treaties ?? []).filter((t) => !(t.kind === 'passage' && t.with === other)),
        },
      });
      words = `the passage of ${dname(other)}`;
      break;
    case 'vassalage': {
      const vassal = me.vassalOf === other ? ctx.domain : them.vassalOf === ctx.domain ? other : null;
      if (!vassal)
        return done(tx, ctx, false, `There is no vassalage between ${dname(ctx.domain)} and ${dname(other)}.`);
      tx.emit({ type: 'domainSet', id: vassal, patch: { vassalOf: null, tribute: 0 } });
      words = `the vassalage of ${dname(vassal)}`;
      break;
    }
    case 'state-religion': {
      if (me.stateReligion !== other)
        return done(tx, ctx, false, `${dname(other)} is not the state religion of ${dname(ctx.domain)}.`);
      tx.emit({
        type: 'domainSet',
        id: ctx.domain,
        patch: { stateReligion: null, spurnedFaiths: [...new Set([...(me.spurnedFaiths ?? []), other])] },
      });
      if (faithMajority(s, ctx.domain, other))
        regencySwing(tx, ctx.domain, 'major-loss', `spurning ${dname(other)} while it holds the realm (J-40)`);
      words = `${dname(other)} as the state religion`;
      break;
    }
    case 'trade-agreement':
    case 'marriage': {
      const had = (me.treaties ?? []).some((t) => t.kind === what && t.with === other);
      if (!had) return done(tx, ctx, false, `There is no such agreement with ${dname(other)}.`);
      tx.emit({
        type: 'domainSet',
        id: ctx.domain,
        patch: { treaties: (me.treaties ?? []).filter((t) => !(t.kind === what && t.with === other)) },
      });
      tx.emit({
        type: 'domainSet',
        id: other,
        patch: { treaties: (them.treaties ?? []).filter((t) => !(t.kind === what && t.with === ctx.domain)) },
      });
      words = `the ${what === 'marriage' ? 'marriage' : 'trade agreement'} with ${dname(other)}`;
      break;
    }
    default:
      return done(
        tx,
        ctx,
        false,
        'A Decree cancels an alliance, a passage, a vassalage, a state religion, a trade agreement or a marriage.',
      );
  }
  done(tx, ctx, true, `${dname(ctx.domain)} cancels ${words} by Decree.`);
}

function liftEmbargo(tx: Tx, ctx: OrderContext) {
  const lifted = Object.values(tx.state.provinces).filter(
    (p) => p.embargo.includes(ctx.domain) && (ctx.order.targets.length === 0 || ctx.order.targets.includes(p.id)),
  );
  if (lifted.length === 0) return done(tx, ctx, false, `${dname(ctx.domain)} has no embargo to lift there.`);
  // a coalition's embargo ends when any member ends it (1.9 #17)
  for (const p of lifted) tx.emit({ type: 'provinceSet', id: p.id, patch: { embargo: [] } });
  done(tx, ctx, true, `${dname(ctx.domain)} lifts its embargo on ${list(lifted.map((p) => pname(p.id)))}.`);
}

const decree: Handler = (tx, ctx) => {
  const s = tx.state;
  const variant = ctx.order.variant ?? 'proclamation';
  if (ctx.order.as === 'free' && !freeDecree(s, ctx.domain))
    return done(
      tx,
      ctx,
      false,
      'A Decree is a free action only once the court has been world-class (level 10) for the three previous rounds (R-08, J-78).',
    );
  const gb = variant === 'war' || ctx.order.as === 'free' ? 0 : 1;
  const known = ['tax', 'restore-tax', 'war', 'cancel', 'lift-embargo', 'proclamation', 'answer-event'];
  if (!known.includes(variant))
    return done(
      tx,
      ctx,
      false,
      'A Decree changes taxes, declares war, cancels an agreement, lifts an embargo or proclaims (J-13).',
    );
  if (variant === 'tax' || variant === 'restore-tax') {
    // the economy checks it (once a round, Law + 1 GB, J-14) and applies it; the Decree is paid only when it takes effect
    if (tx.state.domains[ctx.domain].gb < gb) {
      pay(tx, ctx, gb, 0, 'a Decree');
      return;
    }
    const r = applyTaxDecree(tx, ctx);
    if (r.ok && gb) tx.emit({ type: 'treasury', domain: ctx.domain, gb: -gb, rp: 0, why: 'a Decree' });
    done(tx, ctx, r.ok, r.text);
    return;
  }
  if (variant === 'answer-event') {
    // a Decree that pays what a province's event asks (J-06: Poor Harvest, Market Fire, Flood)
    const p = ctx.order.targets[0] ?? '';
    const open = openEvent(s, ctx.domain, p);
    if (open?.card.response.kind !== 'pay')
      return done(tx, ctx, false, `There is no event in ${pname(p)} this turn that a payment answers.`);
    const ask = open.card.response.gb;
    const sum = ask === 'level' ? open.prov.level : ask === 'half-level' ? Math.ceil(open.prov.level / 2) : ask;
    if (!pay(tx, ctx, gb + sum, 0, `a Decree answering ${open.card.name} in ${pname(p)}`)) return;
    answerEvent(tx, p as ProvinceId, `${dname(ctx.domain)} paid ${sum} GB by Decree`);
    return done(
      tx,
      ctx,
      true,
      `${dname(ctx.domain)} pays ${sum} GB by Decree against the ${open.card.name} in ${pname(p)}.`,
    );
  }
  if (!pay(tx, ctx, gb, 0, 'a Decree')) return;
  switch (variant) {
    case 'war':
      return declareWar(tx, ctx);
    case 'cancel':
      return cancelAgreement(tx, ctx);
    case 'lift-embargo':
      return liftEmbargo(tx, ctx);
    default: {
      const text = param(ctx.order, 'text');
      return done(
        tx,
        ctx,
        true,
        `${dname(ctx.domain)} proclaims${text ? `: “${text}”` : ' a decree'} (no game effect, J-13).`,
      );
    }
  }
};

// ---------------------------------------------------------------------------
// #15 Diplomacy (J-21, J-22, J-23, 1.12.1)
// ---------------------------------------------------------------------------

/** The faith holds more than half the realm's province levels in temple levels (1.12.1). */
export function faithMajority(s: State, ruler: DomainId, faith: DomainId): boolean {
  const realm = ruledBy(s, ruler);
  const levels = realm.reduce((n, p) => n + (s.provinces[p]?.level ?? 0), 0);
  const temples = Object.values(s.holdings)
    .filter((h) => h.owner === faith && h.type === 'temple' && realm.includes(h.province))
    .reduce((n, h) => n + h.level, 0);
  return levels > 0 && temples > levels * STATE_RELIGION.majorityShare;
}

const DIPLOMACY = [
  'alliance',
  'passage',
  'trade-agreement',
  'peace',
  'state-religion',
  'prisoners',
  'marriage',
  'event-response',
];

/** The terms every party must give alike (J-22). */
/** What two parties' orders must agree on; for a one-way passage that includes who grants it. */
const terms = (o: OrderState): string =>
  JSON.stringify([
    o.variant,
    param(o, 'place'),
    param(o, 'from') ?? null,
    paramNum(o, 'rounds') ?? null,
    paramNum(o, 'turns') ?? null,
    paramNum(o, 'ransom') ?? null,
  ]);

const diplomacy: Handler = (tx, ctx) => {
  const s = tx.state;
  const o = ctx.order;
  const variant = o.variant ?? '';
  if (!DIPLOMACY.includes(variant)) return done(tx, ctx, false, `Name the agreement: ${DIPLOMACY.join(', ')} (J-22).`);
  if (variant === 'event-response') {
    // an event that asks for Diplomacy (Feud) is answered by the ruler alone, as a free action if the card says so (J-06)
    const p = ctx.order.targets[0] ?? param(o, 'place') ?? '';
    const open = openEvent(s, ctx.domain, p);
    if (open?.card.response.kind !== 'action' || open.card.response.action !== 'diplomacy')
      return done(tx, ctx, false, `There is no event in ${pname(p)} this turn that Diplomacy answers.`);
    if (!pay(tx, ctx, 1, 0, `Diplomacy in ${pname(p)}`)) return;
    answerEvent(tx, p as ProvinceId, `${dname(ctx.domain)} made peace between them`);
    return done(tx, ctx, true, `${dname(ctx.domain)} settles the ${open.card.name} in ${pname(p)} by Diplomacy.`);
  }
  const regent = regentOf(s, ctx.domain);
  // J-21: free only for a Noble (there are no non-player subjects to treat with internally); the GB is paid anyway
  if (o.as === 'free' && !(regent && hasFreeDiplomacy(regent.build.classes)))
    return done(tx, ctx, false, 'Diplomacy is a free action only for a Noble regent (J-21); it takes a court action.');
  const parties = [...new Set([ctx.domain, ...(o.targets as DomainId[])])];
  if (parties.length < 2 || parties.some((d) => !s.domains[d])) return done(tx, ctx, false, 'Name the other parties.');
  const place = param(o, 'place');
  if (!place || !s.provinces[place])
    return done(tx, ctx, false, 'Name the province where the parties meet (params.place).');
  if (!pay(tx, ctx, 1, 0, `Diplomacy at ${pname(place)}`)) return;
  const others = parties.filter((d) => d !== ctx.domain);
  const matches = others.map((d) => ({
    d,
    m: findOrder(s, d, (x) => x.action === 'diplomacy' && terms(x) === terms(o) && sameSet([d, ...x.targets], parties)),
  }));
  const missing = matches.filter((x) => !x.m).map((x) => x.d);
  if (missing.length)
    return done(
      tx,
      ctx,
      false,
      `No agreement at ${pname(place)}: ${list(missing.map(dname))} gave no matching ${variant} order (same parties, place and terms, J-22).`,
    );
  const last = parties.reduce((a, b) => (slot(s, a) > slot(s, b) ? a : b));
  if (last !== ctx.domain)
    return done(
      tx,
      ctx,
      true,
      `${dname(ctx.domain)} agrees to the ${variant} at ${pname(place)}; it is sealed when ${dname(last)} acts.`,
    );
  const failed = matches.filter((x) => !agreedEarlier(tx, x.d, x.m!.index)).map((x) => x.d);
  if (failed.length)
    return done(tx, ctx, false, `${list(failed.map(dname))} did not carry the ${variant} through: no agreement.`);
  const made = agree(tx, variant, parties, o);
  done(tx, ctx, made !== null, made ?? NO_FAITH(parties));
};

/** The agreement's effect once every party is in (J-22); returns what happened in words. */
const NO_FAITH = (parties: DomainId[]) =>
  `${list(parties.map(dname))} meet, but no faith among them holds more than half the realm’s province levels in temples: nothing is recognised (1.12.1).`;

function agree(tx: Tx, variant: string, parties: DomainId[], o: OrderState): string | null {
  const s = tx.state;
  const round = s.round;
  const names = list(parties.map(dname));
  const set = (d: DomainId, patch: DiplomacyPatch) =>
    tx.emit({ type: 'domainSet', id: d, patch: patchOf(tx.state, patch, d, parties) });
  const rounds = paramNum(o, 'rounds');
  const turns = paramNum(o, 'turns');
  switch (variant) {
    case 'alliance':
      for (const d of parties) set(d, { allies: true });
      return `${names} are allies.`;
    case 'passage': {
      const from = (param(o, 'from') as DomainId | undefined) ?? null;
      const until = rounds ? round + rounds - 1 : null;
      for (const d of parties) if (!from || d === from) set(d, { passage: true, treaty: { kind: 'passage', until } });
      return `${from ? `${dname(from)} grants` : `${names} grant each other`} passage${until ? ` until round ${until}` : ' for good'}.`;
    }
    case 'peace': {
      const until = round + 3 * (turns ?? 1) - 1;
      for (const d of parties) set(d, { peace: true, treaty: { kind: 'peace', until } });
      return `${names} make peace until round ${until} (${turns ?? 1} turn${(turns ?? 1) === 1 ? '' : 's'}).`;
    }
    case 'trade-agreement':
    case 'marriage':
      for (const d of parties) set(d, { treaty: { kind: variant, until: null } });
      return variant === 'marriage'
        ? `${names} seal a marriage (no game effect).`
        : `${names} make a trade agreement between their guilds.`;
    case 'state-religion': {
      const ruler = parties.find(
        (d) => ruledBy(s, d).length > 0 && parties.some((f) => f !== d && faithMajority(s, d, f)),
      );
      const faith = ruler ? parties.find((f) => f !== ruler && faithMajority(s, ruler, f)) : undefined;
      if (!ruler || !faith) return null;
      tx.emit({ type: 'domainSet', id: ruler, patch: { stateReligion: faith } });
      return `${dname(ruler)} recognises ${dname(faith)} as its state religion.`;
    }
    case 'prisoners': {
      let freed = 0;
      for (const u of Object.values(s.units))
        if (u.captor && parties.includes(u.captor) && !isBrigands(u.owner) && parties.includes(u.owner)) {
          tx.emit({ type: 'unitSet', id: u.id, unit: { ...u, captor: null } });
          freed++;
        }
      return `${names} agree on their prisoners: ${freed} unit${freed === 1 ? '' : 's'} go home.`;
    }
    default:
      return `${names} agree.`;
  }
}

type DiplomacyPatch = {
  allies?: true;
  passage?: true;
  peace?: true;
  treaty?: { kind: string; until: number | null };
};
/** One party's side of an agreement with the other parties. */
function patchOf(s: State, p: DiplomacyPatch, d: DomainId, parties: readonly DomainId[]) {
  const me = s.domains[d];
  const withs = parties.filter((x) => x !== d);
  const out: Partial<State['domains'][DomainId]> = {};
  if (p.allies) out.allies = [...new Set([...me.allies, ...withs])];
  if (p.passage) out.passage = [...new Set([...me.passage, ...withs])];
  if (p.peace) {
    out.atWarWith = me.atWarWith.filter((x) => !withs.includes(x));
    if (me.atWarWith.length) out.lastWarRound = s.round;
  }
  if (p.treaty) {
    const { kind, until } = p.treaty;
    const kept = (me.treaties ?? []).filter((t) => !(t.kind === kind && withs.includes(t.with)));
    out.treaties = [...kept, ...withs.map((w) => ({ kind, with: w, until, round: s.round }))];
  }
  return out;
}

// ---------------------------------------------------------------------------
// #23 Lieutenancy (J-20)
// ---------------------------------------------------------------------------

/** The lieutenant a Lieutenancy order designs: params name, classes, skills ("law:2"), powers, ccp. */
export function lieutenantBuild(s: State, d: DomainId, o: OrderState): CharacterBuild {
  const regent = regentOf(s, d);
  const skills: Record<string, number> = {};
  for (const x of paramList(o, 'skills')) {
    const [k, v] = x.split(':');
    if (k) skills[k] = Number(v ?? 0);
  }
  return {
    name: param(o, 'name') ?? `a lieutenant of ${dname(d)}`,
    ccp: paramNum(o, 'ccp') ?? CREATION.lieutenantAutoCcp,
    race: (param(o, 'race') as CharacterBuild['race'] | undefined) ?? regent?.build.race ?? 'human',
    culture: regent?.build.culture ?? domainOf(d).culture,
    classes: paramList(o, 'classes') as CharacterBuild['classes'][number][],
    skills,
    bloodline: null,
    abilities: [],
    powers: paramList(o, 'powers') as CharacterBuild['powers'][number][],
  };
}

const lieutenancy: Handler = (tx, ctx) => {
  const s = tx.state;
  const regent = regentOf(s, ctx.domain);
  if (!regent) return done(tx, ctx, false, `${dname(ctx.domain)} has no regent to hire for.`);
  const have = Object.values(s.characters).filter(
    (c) => c.domain === ctx.domain && c.role === 'lieutenant' && c.alive,
  ).length;
  const cap = lieutenantCap(effectiveSkills(regent.build).politics, regent.build.bloodline?.strength ?? null);
  if (have >= cap)
    return done(
      tx,
      ctx,
      false,
      `${regent.build.name} already has ${have} lieutenant${have === 1 ? '' : 's'}, his limit (Politics + the bloodline’s bonus: ${cap}).`,
    );
  const build = lieutenantBuild(s, ctx.domain, ctx.order);
  if (build.ccp > CREATION.lieutenantMaxCcp)
    return done(tx, ctx, false, `A lieutenant is built with at most ${CREATION.lieutenantMaxCcp} CCP (J-20).`);
  const errors = validateBuild(build);
  if (errors.length) return done(tx, ctx, false, `${build.name} cannot be built so: ${errors.join('; ')}.`);
  if (!pay(tx, ctx, 1, 0, 'a Lieutenancy')) return;
  let roll: Rolled | null = null;
  if (build.ccp > CREATION.lieutenantAutoCcp) {
    const mods: Mod[] = [{ label: `${build.name}’s ${build.ccp} CCP`, value: build.ccp, ref: 'J-20' }];
    if (build.powers.includes('arcane-realm-magic'))
      mods.push({ label: 'he wields arcane magic (wizards are rare)', value: 5, ref: 'J-20' });
    roll = rollOrder(tx, ctx, { base: 0, mods, skill: 'politics' });
    if (!roll.ok) return done(tx, ctx, false, `${build.name} is not found for ${dname(ctx.domain)}’s court.`, roll);
  }
  let n = 1;
  while (tx.state.characters[`${ctx.domain}:lt${n}`]) n++;
  const id = `${ctx.domain}:lt${n}`;
  tx.emit({
    type: 'characterAdded',
    character: {
      id,
      domain: ctx.domain,
      role: 'lieutenant',
      build,
      province: regent.province,
      score: null,
      alive: true,
    },
  });
  done(
    tx,
    ctx,
    true,
    `${build.name} joins the court of ${dname(ctx.domain)} at ${pname(regent.province)} as a lieutenant (${have + 1} of ${cap}).`,
    roll,
  );
};

// ---------------------------------------------------------------------------
// #29 Oversee (1.8 item 1, J-51)
// ---------------------------------------------------------------------------

const oversee: Handler = (tx, ctx) => {
  const s = tx.state;
  const who = s.characters[ctx.order.overseer ?? `${ctx.domain}:regent`];
  if (!who?.alive || who.domain !== ctx.domain) return done(tx, ctx, false, 'That character is not of this court.');
  switch (ctx.order.variant ?? 'action') {
    case 'action': {
      const i = paramNum(ctx.order, 'order');
      const joined = i === undefined ? undefined : s.sheets[ctx.domain]?.orders[i];
      if (!joined) return done(tx, ctx, false, 'Name the order overseen (params.order, its place in the sheet).');
      return done(
        tx,
        ctx,
        true,
        `${who.build.name} oversees ${dname(ctx.domain)}’s ${ACTION_BY_ID.get(joined.action as ActionId)?.name ?? joined.action}.`,
      );
    }
    case 'administer': {
      const t = ctx.order.targets[0];
      const what = t && s.holdings[t] ? hname(s.holdings[t]!) : t && s.provinces[t] ? pname(t) : null;
      if (!what) return done(tx, ctx, false, 'Name the province or holding administered.');
      // rules/backing.ts administering() reads this order when a hostile action rolls against the target
      const event = s.provinces[t!] ? overseeEvent(tx, ctx, who, t!) : '';
      return done(
        tx,
        ctx,
        true,
        `${who.build.name} administers ${what} this round: hostile actions against it face his skill.${event}`,
      );
    }
    case 'attend': {
      const p = ctx.order.targets[0];
      if (!p || !s.provinces[p]) return done(tx, ctx, false, 'Name the province attended.');
      if (who.province !== p) tx.emit({ type: 'characterSet', id: who.id, patch: { province: p } });
      const event = overseeEvent(tx, ctx, who, p);
      return done(tx, ctx, true, `${who.build.name} is present at ${pname(p)} this round.${event}`);
    }
    default:
      return done(tx, ctx, false, 'Oversee an action, administer a province or holding, or attend somewhere.');
  }
};

// ---------------------------------------------------------------------------
// #35 Change Agenda (J-65)
// ---------------------------------------------------------------------------

const changeAgenda: Handler = (tx, ctx) => {
  const s = tx.state;
  const adds = ctx.order.targets;
  const removes = paramList(ctx.order, 'remove');
  const have = s.domains[ctx.domain].agendas;
  for (const id of [...adds, ...removes]) {
    const a = AGENDA_BY_ID.get(id);
    if (!a) return done(tx, ctx, false, `There is no agenda ${id}.`);
    if (a.rank === 'great')
      return done(
        tx,
        ctx,
        false,
        `${a.name} is a great agenda: great agendas are given at the start and never change (J-65).`,
      );
  }
  for (const id of adds)
    if (have.includes(id))
      return done(tx, ctx, false, `${AGENDA_BY_ID.get(id)!.name} is already an agenda of ${dname(ctx.domain)}.`);
  for (const id of removes)
    if (!have.includes(id))
      return done(tx, ctx, false, `${AGENDA_BY_ID.get(id)!.name} is not an agenda of ${dname(ctx.domain)}.`);
  if (adds.length + removes.length === 0)
    return done(tx, ctx, false, 'Name the agendas to add (targets) or drop (params.remove).');
  const next = [...have.filter((a) => !removes.includes(a)), ...adds];
  const count = (xs: string[], r: AgendaRank) => xs.filter((a) => AGENDA_BY_ID.get(a)?.rank === r).length;
  for (const r of ['minor', 'major'] as const) {
    const limit = AGENDA_LIMITS[r];
    if (limit !== null && count(next, r) > limit)
      return done(tx, ctx, false, `At most ${limit} ${r} agendas (1.9 #35); this would make ${count(next, r)}.`);
  }
  // a change (one dropped for one taken, of a rank) costs that rank once
  let gb = 0;
  let rp = 0;
  for (const r of ['minor', 'major'] as const) {
    const n = Math.max(count(adds, r), count(removes, r));
    gb += n * AGENDA_COSTS[r].gb;
    rp += n * AGENDA_COSTS[r].rp;
  }
  if (!pay(tx, ctx, gb, rp, 'changing agendas')) return;
  tx.emit({ type: 'domainSet', id: ctx.domain, patch: { agendas: next } });
  const name = (id: string) => AGENDA_BY_ID.get(id)!.name;
  done(
    tx,
    ctx,
    true,
    `${dname(ctx.domain)} ${[adds.length ? `takes up ${list(adds.map(name))}` : '', removes.length ? `drops ${list(removes.map(name))}` : ''].filter(Boolean).join(' and ')} (${gb} GB, ${rp} RP).`,
  );
};

register({
  adventure,
  ceremony,
  decree,
  diplomacy,
  lieutenancy,
  oversee,
  'change-agenda': changeAgenda,
});
