/**
 * The orders the draft proposes for the holding and province actions of
 * rules/actions/holdings.ts: each one a handler would carry out as the board
 * stands (it may still fail its roll), named in words with its cost.
 *
 * What the domain cannot see is never used: another domain's covert holdings
 * are neither proposed as targets nor counted against a province's room, so
 * the proposals give no secret away (a Create Holding or Rule Holding may then
 * meet a covert holding's levels when it resolves). Orders against allies,
 * a liege or a vassal are not proposed, nor are ones that cannot help (raising
 * High loyalty, contesting a province one already contests).
 */
import {
  DEITIES,
  type DeityId,
  type DomainId,
  domain as domainOf,
  type HoldingType,
  holdingCapacity,
  isNativeTo,
  LOYALTIES,
  LOYALTY_NAMES,
  type ProvinceId,
  province as provinceOf,
} from '../../data/index.ts';
import { covertBar, notPrepared, provinceContest, provinceOpenToContest } from '../actions/holdings.ts';
import { fromBoard, type Proposal, propose } from '../draft.ts';
import { allProvinces, holdingsIn, holdingsOf, holdingsOfIn, livingCourt, ruledBy } from '../index-by.ts';
import { holdingId } from '../setup.ts';
import type { CharacterState, HoldingState, OrderState, State } from '../state.ts';
import { characterName, dname, HOLDING_WORD, holdingName, pname } from '../words.ts';

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

/** Rule Province: provinces a domain rules that it can raise: not wild, not Rebellious. */
const rulable = (s: State, d: DomainId) => ruledBy(s, d).filter((p) => !p.wilderness && p.loyalty !== 'rebellious');

/** "1 GB, 2 RP" (either part left out when nothing). */
const costWords = (gb: number, rp: number): string =>
  [gb ? `${gb} GB` : '', rp ? `${rp} RP` : ''].filter(Boolean).join(', ') || 'nothing';

/** Can the treasury pay it now (the handler fails an order it cannot pay before anything is done). */
const affords = (s: State, d: DomainId, gb: number, rp: number): boolean => {
  const t = s.domains[d];
  return !!t && t.gb >= gb && t.rp >= rp;
};

/** Allies, liege and vassals (and the domain itself): no hostile order is proposed against them. */
const friendly = (s: State, d: DomainId, other: DomainId | null | undefined): boolean => {
  if (!other || other === d) return !!other;
  const me = s.domains[d];
  const them = s.domains[other];
  return !!me?.allies.includes(other) || !!them?.allies.includes(d) || me?.vassalOf === other || them?.vassalOf === d;
};

/** The holdings the domain can see: its own, and everyone's that are not covert. */
const visible = (s: State, d: DomainId): HoldingState[] =>
  Object.values(s.holdings).filter((h) => h.owner === d || !h.covert);

/** Free levels of a holding type in a province, counting only the holdings the domain can see (J-83). */
function roomSeen(s: State, d: DomainId, p: ProvinceId, type: HoldingType): number {
  const ps = s.provinces[p];
  if (!ps) return 0;
  let used = 0;
  for (const h of holdingsIn(s, p)) if ((h.owner === d || !h.covert) && h.type === type) used += h.level;
  return holdingCapacity(type, ps.level, ps.magic) - used;
}

const native = (d: DomainId, p: ProvinceId): boolean => {
  try {
    return isNativeTo(domainOf(d), provinceOf(p).region);
  } catch {
    return false;
  }
};

const mine = (h: HoldingState): string => `your ${HOLDING_WORD[h.type]} (${h.level})`;
const loyaltyWord = (l: (typeof LOYALTIES)[number]): string => LOYALTY_NAMES[l];

/**
 * Who may take an order whose handler asks something of the actor (a caster for sources, a scion for
 * Create Province): the regent on the domain action, each lieutenant on the lieutenant action. Each
 * comes with the order's kind fixed, since the draft would otherwise offer it under either.
 */
function actorsWho(
  s: State,
  d: DomainId,
  can: (c: CharacterState) => boolean,
): { kind: Pick<OrderState, 'as' | 'overseer'>; who: CharacterState }[] {
  const out: { kind: Pick<OrderState, 'as' | 'overseer'>; who: CharacterState }[] = [];
  for (const c of livingCourt(s, d)) {
    if (!can(c)) continue;
    if (c.role === 'regent' && c.id === `${d}:regent`) out.push({ kind: { as: 'domain' }, who: c });
    if (c.role === 'lieutenant') out.push({ kind: { as: 'lieutenant', overseer: c.id }, who: c });
  }
  return out;
}

const arcane = (c: CharacterState): boolean => c.build.powers.includes('arcane-realm-magic');

/** The deity a domain's new temple serves by default: the one its temples serve most. */
function deityOf(s: State, d: DomainId): DeityId | undefined {
  const levels = new Map<DeityId, number>();
  for (const h of holdingsOf(s, d))
    if (h.type === 'temple' && h.deity) levels.set(h.deity, (levels.get(h.deity) ?? 0) + h.level + 1);
  return [...levels].sort((a, b) => b[1] - a[1])[0]?.[0];
}
const deityName = (id: DeityId): string => DEITIES.find((x) => x.id === id)?.name ?? id;

/** Where the domain has a presence: provinces it rules, holds a holding in, or has a character in. */
function presence(s: State, d: DomainId): ProvinceId[] {
  const out = new Set<ProvinceId>();
  for (const p of ruledBy(s, d)) out.add(p.id);
  for (const h of holdingsOf(s, d)) out.add(h.province);
  for (const c of livingCourt(s, d)) out.add(c.province);
  return [...out].filter((p) => !!s.provinces[p]);
}

// ---------------------------------------------------------------------------
// #2 Agitate: raise loyalty at home, lower it in a rival's province
// ---------------------------------------------------------------------------

const AGITATORS: readonly HoldingType[] = ['law', 'temple', 'guild'];

function agitate(s: State, d: DomainId): Proposal[] {
  if (!affords(s, d, 1, 1)) return [];
  const out: Proposal[] = [];
  for (const ps of allProvinces(s)) {
    const best = holdingsOfIn(s, d, ps.id)
      .filter((h) => AGITATORS.includes(h.type))
      .sort((a, b) => b.level - a.level)[0];
    if (!best) continue;
    const i = LOYALTIES.indexOf(ps.loyalty);
    const through = `through ${mine(best)}`;
    if (ps.ruler === d && ps.loyalty !== 'high')
      out.push({
        order: { action: 'agitate', targets: [ps.id], params: { direction: 'raise' } },
        label: `Agitate: raise loyalty in ${pname(ps.id)} from ${loyaltyWord(ps.loyalty)} to ${loyaltyWord(LOYALTIES[i + 1]!)}, ${through}`,
        cost: costWords(1, 1),
      });
    if (ps.ruler && !friendly(s, d, ps.ruler) && ps.loyalty !== 'rebellious')
      out.push({
        order: { action: 'agitate', targets: [ps.id], params: { direction: 'lower' } },
        label: `Agitate: lower loyalty in ${pname(ps.id)} (${dname(ps.ruler)}’s) from ${loyaltyWord(ps.loyalty)} to ${loyaltyWord(LOYALTIES[i - 1]!)}, ${through}`,
        cost: costWords(1, 1),
      });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #6 Contest Holding: a rival's holding where the domain rules or holds
// ---------------------------------------------------------------------------

function contestHolding(s: State, d: DomainId): Proposal[] {
  if (!affords(s, d, 1, 1)) return [];
  const out: Proposal[] = [];
  for (const h of visible(s, d)) {
    if (h.owner === d || friendly(s, d, h.owner)) continue;
    const rules = s.provinces[h.province]?.ruler === d;
    const own = holdingsOfIn(s, d, h.province).some((x) => h.type !== 'source' || x.type === 'source');
    if (!rules && !own) continue;
    const what = h.level === 0 ? 'destroy' : h.contested ? 'bring down to level 0' : 'contest';
    out.push({
      order: { action: 'contest-holding', targets: [h.id] },
      label: `Contest Holding: ${what} ${holdingName(s, h.id)}`,
      cost: costWords(1, 1),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #7 Contest Province: a rival's province open to contest, where the domain holds
// ---------------------------------------------------------------------------

function contestProvince(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  for (const ps of allProvinces(s)) {
    if (!ps.ruler || ps.ruler === d || friendly(s, d, ps.ruler)) continue;
    // the cheap test first: the handler's contest tests scan every holding
    if (!holdingsOfIn(s, d, ps.id).length) continue;
    if (!provinceOpenToContest(s, ps.id) || provinceContest(s, ps.id) === d) continue;
    if (!affords(s, d, 1, ps.level)) continue;
    out.push({
      order: { action: 'contest-province', targets: [ps.id] },
      label: `Contest Province: ${pname(ps.id)}, ruled by ${dname(ps.ruler)} (${loyaltyWord(ps.loyalty)} loyalty, level ${ps.level})`,
      cost: costWords(1, ps.level),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #9 Convert Holding: a level of a rival's holding into one's own of its type
// ---------------------------------------------------------------------------

function convertHolding(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  for (const h of visible(s, d)) {
    if (h.owner === d || friendly(s, d, h.owner) || h.level === 0) continue;
    const own = s.holdings[holdingId(h.province, h.type, d)];
    if (!own) continue;
    const rp = h.level + own.level;
    if (!affords(s, d, 2, rp)) continue;
    out.push({
      order: { action: 'convert-holding', targets: [h.id] },
      label: `Convert Holding: a level of ${holdingName(s, h.id)} into ${mine(own)}`,
      cost: costWords(2, rp),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #10 Create Holding: each type with room where the domain is present; covert abroad; sources in person
// ---------------------------------------------------------------------------

const CREATED: readonly HoldingType[] = ['law', 'temple', 'guild'];

function createHolding(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const deity = deityOf(s, d);
  for (const p of presence(s, d)) {
    const ps = s.provinces[p]!;
    for (const type of CREATED) {
      if (s.holdings[holdingId(p, type, d)] || roomSeen(s, d, p, type) <= 0) continue;
      if (type === 'law' && ps.wilderness && !native(d, p)) continue;
      const params = { type, ...(type === 'temple' && deity ? { deity } : {}) };
      const what = type === 'temple' && deity ? `temple of ${deityName(deity)}` : HOLDING_WORD[type];
      const a = type === 'law' ? 'a law holding' : `a ${what}`;
      if (affords(s, d, 1, 0))
        out.push({
          order: { action: 'create-holding', targets: [p], params },
          label: `Create Holding: ${a} in ${pname(p)}`,
          cost: costWords(1, 0),
        });
      // covert where it is worth hiding: in another's province or the wild, where the handler allows it
      // (never a temple in a realm whose state religion it is, 1.12.2)
      if (ps.ruler !== d && !covertBar(s, d, p, type) && affords(s, d, 3, 0))
        out.push({
          order: { action: 'create-holding', variant: 'covert', targets: [p], params },
          label: `Create Holding: a covert ${what} in ${pname(p)}`,
          cost: costWords(3, 0),
        });
    }
  }
  // a source is created by an arcane caster in person, where he stands (J-51)
  if (affords(s, d, 1, 0))
    for (const { kind, who } of actorsWho(s, d, arcane)) {
      const p = who.province;
      if (!s.provinces[p] || s.holdings[holdingId(p, 'source', d)] || roomSeen(s, d, p, 'source') <= 0) continue;
      out.push({
        order: { action: 'create-holding', ...kind, targets: [p], params: { type: 'source' } },
        label: `Create Holding: a source in ${pname(p)}, by ${characterName(s, who.id)}`,
        cost: costWords(1, 0),
      });
    }
  return out;
}

// ---------------------------------------------------------------------------
// #12 Create Province: a prepared wilderness, claimed by a blooded scion
// ---------------------------------------------------------------------------

function createProvince(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  for (const ps of Object.values(s.provinces)) {
    if (!ps.wilderness || notPrepared(s, ps.id, d)) continue;
    const near = provinceOf(ps.id).neighbours.some(
      (n) => s.provinces[n]?.ruler === d || holdingsOfIn(s, d, n).length > 0,
    );
    const gb = near ? 1 : 3;
    if (!affords(s, d, gb, 0)) continue;
    for (const { kind, who } of actorsWho(s, d, (c) => !!c.build.bloodline))
      out.push({
        order: { action: 'create-province', ...kind, targets: [ps.id] },
        label: `Create Province: ${characterName(s, who.id)} claims ${pname(ps.id)}`,
        cost: costWords(gb, 0),
      });
  }
  return out;
}

// ---------------------------------------------------------------------------
// #32 Rule Holding: raise a holding, or clear its contest; make one abroad covert
// ---------------------------------------------------------------------------

function ruleHolding(s: State, d: DomainId): Proposal[] {
  const out: Proposal[] = [];
  const casters = actorsWho(s, d, arcane);
  for (const h of holdingsOf(s, d)) {
    const ps = s.provinces[h.province];
    if (!ps) continue;
    const where = pname(h.province);
    // sources only by an arcane caster, so the kind is fixed to him; anyone else may rule the rest
    const kinds = h.type === 'source' ? casters : [{ kind: {}, who: null }];
    const by = (who: CharacterState | null) => (who && h.type === 'source' ? `, by ${characterName(s, who.id)}` : '');
    const gb = h.covert ? 3 : 1;
    const rebellious = ps.loyalty === 'rebellious' && ps.ruler === h.owner;
    for (const { kind, who } of kinds) {
      if (h.contested) {
        const rp = Math.max(1, h.level);
        if (affords(s, d, gb, rp))
          out.push({
            order: { action: 'rule-holding', ...kind, targets: [h.id] },
            label: `Rule Holding: clear the contest of ${mine(h)} in ${where}${by(who)}`,
            cost: costWords(gb, rp),
          });
      } else if (!rebellious && roomSeen(s, d, h.province, h.type) >= 1 && affords(s, d, gb, h.level + 1))
        out.push({
          order: { action: 'rule-holding', ...kind, targets: [h.id] },
          label: `Rule Holding: raise ${mine(h)} in ${where} to level ${h.level + 1}${by(who)}`,
          cost: costWords(gb, h.level + 1),
        });
    }
    // out of sight where it is worth hiding: a law, temple or guild in another's province or the wild
    if (!h.covert && ps.ruler !== d && !covertBar(s, d, h.province, h.type) && affords(s, d, 3, 3 * h.level))
      out.push({
        order: { action: 'rule-holding', variant: 'make-covert', targets: [h.id] },
        label: `Rule Holding: make ${mine(h)} in ${where} covert`,
        cost: costWords(3, 3 * h.level),
      });
  }
  return out;
}

// none of these reads a sheet: each is kept with the board (rules/draft.ts fromBoard)
propose({
  agitate: fromBoard(agitate),
  'contest-holding': fromBoard(contestHolding),
  'contest-province': fromBoard(contestProvince),
  'convert-holding': fromBoard(convertHolding),
  'create-holding': fromBoard(createHolding),
  'create-province': fromBoard(createProvince),
  'rule-holding': fromBoard(ruleHolding),
  'rule-province': fromBoard((s, d) =>
    rulable(s, d).map((p) => ({
      order: { action: 'rule-province', targets: [p.id] },
      label: `Rule Province: raise ${pname(p.id)} from level ${p.level}`,
      cost: `1 GB, ${p.level} RP`,
    })),
  ),
});
