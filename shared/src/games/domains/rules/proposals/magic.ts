/**
 * The orders the draft proposes for the realm-magic actions (rules/magic.ts,
 * registered in rules/actions/trade.ts): each one its handler would carry out
 * as the board stands, named in words with its cost. The caster matters to
 * every handler (his powers, his skill, the holdings he may cast through), so
 * each proposal names the kind and the overseer it is meant for.
 */
import {
  type CharacterBuild,
  type DomainId,
  isWizard,
  PROVINCE_BY_ID,
  type ProvinceId,
  preparedSpellCap,
  REALM_SPELLS,
  type RealmSpell,
} from '../../data/index.ts';
import { type DraftKey, draftOf, fromBoard, keyedBy, type Proposal, propose } from '../draft.ts';
import {
  castingHoldings,
  castingLevel,
  knownSpells,
  lentThisRound,
  linksInForce,
  powersFor,
  reaches,
  SPELL_BY_ID,
  spellSkill,
  spellsOn,
  transmutedThisTurn,
} from '../magic.ts';
import type { CharacterState, HoldingState, OrderState, State } from '../state.ts';
import { characterName, dname, holdingName, pname } from '../words.ts';

/** The longest ley line proposed, in provinces (both ends included: its RP cost). */
const MAX_LINE = 4;

type Kind = Pick<OrderState, 'as' | 'overseer'>;

/** The domain's living court: the regent first, then the lieutenants. */
const courtOf = (s: State, d: DomainId): CharacterState[] =>
  Object.values(s.characters)
    .filter((c) => c.domain === d && c.alive)
    .sort((a, b) => (a.role === b.role ? a.id.localeCompare(b.id) : a.role === 'regent' ? -1 : 1));

/**
 * The casters of an action taken as `regentKind` by the regent or as the lieutenant action: the
 * handlers act through the overseer (rules/magic.ts actor), so each keeps its own kind.
 */
const castersOf = (s: State, d: DomainId, regentKind: OrderState['as'], ok: (b: CharacterBuild) => boolean) =>
  courtOf(s, d)
    .filter((c) => ok(c.build))
    .map((c) => ({
      c,
      kind: (c.role === 'regent' ? { as: regentKind } : { as: 'lieutenant', overseer: c.id }) as Kind,
      by: c.role === 'regent' ? '' : `, by ${characterName(s, c.id)}`,
    }));

const arcane = (b: CharacterBuild) => b.powers.includes('arcane-realm-magic');
const anyPower = (b: CharacterBuild) => b.powers.length > 0;

const gbWord = (gb: number): string | undefined => (gb ? `${gb} GB` : undefined);

/** The kinds of holding a spell is cast through. */
const kindsOf = (spell: RealmSpell): HoldingState['type'][] =>
  spell.tradition === 'arcane' ? ['source'] : spell.tradition === 'divine' ? ['temple'] : ['source', 'temple'];

/** Every province a holding's spells reach: its own, and for a source its owner's ley lines through it. */
function reachOf(s: State, h: HoldingState): ProvinceId[] {
  const out = new Set<ProvinceId>([h.province]);
  if (h.type === 'source')
    for (const l of s.leyLines)
      if (l.owner === h.owner && l.path.includes(h.province)) for (const p of l.path) out.add(p);
  return [...out].filter((p) => s.provinces[p]);
}

/** The domains a Warding could keep out: every other domain but its allies. */
const wardable = (s: State, d: DomainId): DomainId[] =>
  (Object.keys(s.domains) as DomainId[]).filter((x) => x !== d && !(s.domains[d]?.allies ?? []).includes(x));

const friendly = (s: State, d: DomainId, ruler: DomainId | null): boolean =>
  ruler === d || (!!ruler && (s.domains[d]?.allies ?? []).includes(ruler));

const names = (ids: readonly string[]): string =>
  ids.length <= 1 ? ids.map(dname).join('') : `${ids.slice(0, -1).map(dname).join(', ')} and ${dname(ids.at(-1)!)}`;

/**
 * What the draft's own casts take (rules/draft.ts keyedBy): how many casts of each spell it holds (each uses
 * one prepared copy) and which casters already transmute in it (once a turn each).
 */
function draftedCasts(s: State, d: DomainId): { casts: Map<string, number>; transmuters: Set<string> } {
  const casts = new Map<string, number>();
  const transmuters = new Set<string>();
  for (const o of draftOf(s, d).orders) {
    if (o.action !== 'cast-realm-spell') continue;
    const spell = String(o.targets[0] ?? '');
    casts.set(spell, (casts.get(spell) ?? 0) + 1);
    if (spell === 'transmute') transmuters.add(o.overseer ?? `${d}:regent`);
  }
  return { casts, transmuters };
}
const castsKey: DraftKey = (s, d) => {
  const x = draftedCasts(s, d);
  return JSON.stringify([[...x.casts].sort(), [...x.transmuters].sort()]);
};

/**
 * #4 Cast Realm Spell: each prepared spell on each province a holding of its level reaches, by each caster;
 * none the draft already uses up (every prepared copy cast, or the caster's Transmute of the turn written).
 */
function castProposals(s: State, d: DomainId): Proposal[] {
  const dom = s.domains[d];
  if (!dom) return [];
  const out: Proposal[] = [];
  const drafted = draftedCasts(s, d);
  const prepared = (id: string) => dom.spells.filter((x) => x === id).length;
  for (const { c, kind, by } of castersOf(s, d, 'free', anyPower)) {
    // Transmute is once a turn for each caster (the handler's test)
    const transmuted = transmutedThisTurn(s, d, c.id) || drafted.transmuters.has(c.id);
    for (const id of new Set(dom.spells)) {
      const spell = SPELL_BY_ID.get(id);
      if (!spell || !powersFor(c.build, spell).length || dom.gb < spell.castGb) continue;
      if (spell.id === 'transmute' && transmuted) continue;
      if ((drafted.casts.get(id) ?? 0) >= prepared(id)) continue;
      const kinds = kindsOf(spell);
      const mine = castingHoldings(s, d, c.id).filter((h) => kinds.includes(h.type));
      const targets = new Set<ProvinceId>();
      for (const h of mine) if (castingLevel(s, h) >= spell.level) for (const p of reachOf(s, h)) targets.add(p);
      // the holding the handler casts through: the highest casting level reaching the province
      const via = (p: ProvinceId): HoldingState =>
        mine.filter((h) => reaches(s, h, p)).sort((a, b) => castingLevel(s, b) - castingLevel(s, a))[0]!;
      const order = (p: ProvinceId, params?: OrderState['params']) => ({
        action: 'cast-realm-spell' as const,
        ...kind,
        targets: [spell.id, p],
        ...(params ? { params } : {}),
      });
      const cost = gbWord(spell.castGb);
      const label = (p: ProvinceId, h: HoldingState, more = '') =>
        `Cast Realm Spell: ${spell.name} on ${pname(p)}${more}, through ${holdingName(s, h.id)}${by}`;
      const sorted = [...targets].sort((a, b) => pname(a).localeCompare(pname(b)));
      switch (spell.id) {
        case 'warding': {
          const all = wardable(s, d);
          const war = dom.atWarWith.filter((x) => all.includes(x));
          for (const p of sorted) {
            if (war.length && war.length < all.length)
              out.push({ order: order(p, { against: war }), label: label(p, via(p), `, against ${names(war)}`), cost });
            if (all.length)
              out.push({
                order: order(p, { against: all }),
                label: label(p, via(p), ', against every domain but our allies'),
                cost,
              });
          }
          break;
        }
        case 'transmute': {
          // the gold is the level of the holding used: offer the province that yields the most
          const best = sorted.map((p) => ({ p, h: via(p) })).sort((a, b) => b.h.level - a.h.level)[0];
          if (best)
            out.push({
              order: order(best.p),
              label: `Cast Realm Spell: Transmute through ${holdingName(s, best.h.id)}, for ${best.h.level} GB${by}`,
              cost,
            });
          break;
        }
        case 'bless-land':
          // a blessing helps the ruler's loyalty roll: any ruler but an enemy's
          for (const p of sorted) {
            const ruler = s.provinces[p]!.ruler;
            if (!ruler || dom.atWarWith.includes(ruler)) continue;
            out.push({
              order: order(p),
              label: label(p, via(p), ruler === d ? '' : ` (ruled by ${dname(ruler)})`),
              cost,
            });
          }
          break;
        case 'blight':
          for (const p of sorted) {
            const pr = s.provinces[p]!;
            if (pr.ruler && !friendly(s, d, pr.ruler) && (pr.level > 0 || pr.growth > 0))
              out.push({ order: order(p), label: label(p, via(p), ` (ruled by ${dname(pr.ruler)})`), cost });
          }
          break;
        case 'dispel':
          // a realm spell of another domain whose level is no higher than the holding's (the handler's test)
          for (const p of sorted)
            for (const x of spellsOn(s, p)) {
              if (x.caster === d) continue;
              const h = mine
                .filter((m) => castingLevel(s, m) >= spell.level && reaches(s, m, p))
                .sort((a, b) => b.level - a.level)[0];
              if (!h || h.level < x.level) continue;
              out.push({
                order: order(p, { spell: x.id, through: h.id }),
                label: label(p, h, `, ending ${dname(x.caster)}’s ${SPELL_BY_ID.get(x.spell)?.name ?? 'realm spell'}`),
                cost,
              });
            }
          break;
        default:
          for (const p of sorted) out.push({ order: order(p), label: label(p, via(p)), cost });
      }
    }
  }
  return out;
}

/** The shortest unbroken path from one province to another, at most `max` provinces long. */
function pathTo(s: State, from: ProvinceId, to: ProvinceId, max: number): ProvinceId[] | null {
  const prev = new Map<ProvinceId, ProvinceId | null>([[from, null]]);
  let frontier = [from];
  for (let len = 1; len < max && frontier.length && !prev.has(to); len++) {
    const next: ProvinceId[] = [];
    for (const p of frontier)
      for (const n of PROVINCE_BY_ID.get(p)?.neighbours ?? []) {
        if (prev.has(n) || !s.provinces[n]) continue;
        prev.set(n, p);
        next.push(n);
      }
    frontier = next;
  }
  if (!prev.has(to)) return null;
  const path: ProvinceId[] = [];
  for (let p: ProvinceId | null = to; p; p = prev.get(p) ?? null) path.unshift(p);
  return path;
}

/**
 * #11 Create Ley Line: from one of the domain's sources to each province it rules or holds in that
 * none of its sources reaches as strongly, by the shortest path (at most MAX_LINE provinces).
 */
function leyLineProposals(s: State, d: DomainId): Proposal[] {
  const dom = s.domains[d];
  const casters = castersOf(s, d, 'domain', arcane);
  if (!dom || !casters.length || dom.gb < 1) return [];
  const sources = Object.values(s.holdings).filter((h) => h.owner === d && h.type === 'source');
  if (!sources.length) return [];
  const wanted = new Set<ProvinceId>();
  for (const p of Object.values(s.provinces)) if (p.ruler === d) wanted.add(p.id);
  for (const h of Object.values(s.holdings)) if (h.owner === d && s.provinces[h.province]) wanted.add(h.province);
  const out: Proposal[] = [];
  for (const p of [...wanted].sort((a, b) => pname(a).localeCompare(pname(b)))) {
    const now = Math.max(0, ...sources.filter((h) => reaches(s, h, p)).map((h) => castingLevel(s, h)));
    let best: { h: HoldingState; path: ProvinceId[] } | null = null;
    for (const h of sources) {
      if (castingLevel(s, h) <= now) continue;
      const path = pathTo(s, h.province, p, MAX_LINE);
      if (!path || path.length < 2 || path.length > dom.rp) continue;
      const better =
        !best ||
        castingLevel(s, h) > castingLevel(s, best.h) ||
        (castingLevel(s, h) === castingLevel(s, best.h) && path.length < best.path.length);
      if (better) best = { h, path };
    }
    if (!best) continue;
    const { h, path } = best;
    const held =
      Object.values(s.holdings).some((x) => x.owner === d && x.type === 'source' && x.province === p) ||
      (s.provinces[p]?.buildings['wizard-tower'] ?? 0) > 0;
    const through = path.slice(1, -1);
    const words = `${pname(path[0]!)} to ${pname(p)}${through.length ? ` through ${through.map(pname).join(', ')}` : ''}`;
    for (const { kind, by } of casters)
      out.push({
        order: { action: 'create-ley-line', ...kind, targets: [...path] },
        label: `Create Ley Line: ${words}, carrying its source (${castingLevel(s, h)})${held ? '' : '; it fades when the turn ends'}${by}`,
        cost: `1 GB, ${path.length} RP`,
      });
  }
  return out;
}

/**
 * What the draft's own Ley Links take (rules/draft.ts keyedBy): the sources it names, whether one lends
 * them all (it names none), and whether it takes the lent ones back.
 */
function draftedLinks(s: State, d: DomainId): { sources: Set<string>; all: boolean; recall: boolean } {
  const out = { sources: new Set<string>(), all: false, recall: false };
  for (const o of draftOf(s, d).orders) {
    if (o.action !== 'ley-link') continue;
    if (o.params?.recall === true) out.recall = true;
    else {
      const named = Array.isArray(o.params?.sources) ? o.params.sources.map(String) : [];
      if (!named.length) out.all = true;
      for (const h of named) out.sources.add(h);
    }
  }
  return out;
}
const linksKey: DraftKey = (s, d) => {
  const x = draftedLinks(s, d);
  return JSON.stringify([x.all, x.recall, [...x.sources].sort()]);
};

/**
 * #22 Ley Link: lend the sources not lent already this round, on the board or by the draft (all of them,
 * and the strongest alone), to each other wizard regent and each wizard lieutenant of the court; take
 * back what is lent out, once.
 */
function leyLinkProposals(s: State, d: DomainId): Proposal[] {
  const dom = s.domains[d];
  const giver = s.characters[`${d}:regent`];
  if (!dom || !giver || !isWizard(giver.build.classes, giver.build.powers) || dom.rp < 1) return [];
  const out: Proposal[] = [];
  const live = linksInForce(s).filter((l) => l.owner === d);
  const drafted = draftedLinks(s, d);
  if (drafted.all) return out;
  if (live.length && !drafted.recall)
    out.push({
      order: { action: 'ley-link', targets: [], params: { recall: true } },
      label: `Ley Link: take back the sources lent to ${[...new Set(live.map((l) => characterName(s, l.to)))].join(', ')}`,
      cost: '1 RP',
    });
  // what the handler lends: a source lent this round (in force or taken back) is spent for the round
  const lent = lentThisRound(s, d);
  for (const h of drafted.sources) lent.add(h);
  const free = Object.values(s.holdings)
    .filter((h) => h.owner === d && h.type === 'source' && !lent.has(h.id))
    .sort((a, b) => castingLevel(s, b) - castingLevel(s, a) || pname(a.province).localeCompare(pname(b.province)));
  if (!free.length) return out;
  const takers = Object.values(s.characters).filter(
    (c) =>
      c.alive &&
      c.id !== giver.id &&
      (c.domain === d || c.role === 'regent') &&
      isWizard(c.build.classes, c.build.powers),
  );
  const lots = free.length > 1 ? [free, [free[0]!]] : [free];
  for (const c of takers.sort((a, b) => a.id.localeCompare(b.id))) {
    const to = c.domain === d ? characterName(s, c.id) : `${characterName(s, c.id)} of ${dname(c.domain)}`;
    for (const lot of lots)
      out.push({
        order: { action: 'ley-link', targets: [c.id], params: { sources: lot.map((h) => h.id) } },
        label: `Ley Link: lend ${lot.length === 1 ? holdingName(s, lot[0]!.id) : `all ${lot.length} sources`} to ${to} for this round and the next`,
        cost: '1 RP',
      });
  }
  return out;
}

/** #34 Prepare Realm Spell: each known spell the caster's skill allows, while he is under his cap. */
function prepareProposals(s: State, d: DomainId): Proposal[] {
  const dom = s.domains[d];
  if (!dom) return [];
  const out: Proposal[] = [];
  const known = knownSpells(s, d);
  for (const { c, kind, by } of castersOf(s, d, 'domain', anyPower))
    for (const id of known) {
      const spell = SPELL_BY_ID.get(id);
      const skill = spell && spellSkill(c.build, spell);
      if (!spell || !skill || spell.level > skill.value || dom.rp < spell.level) continue;
      if (dom.spells.length >= preparedSpellCap(skill.value)) continue;
      out.push({
        order: { action: 'prepare-realm-spell', ...kind, targets: [id] },
        label: `Prepare Realm Spell: ${spell.name} (level ${spell.level})${by}`,
        cost: `${spell.level} RP`,
      });
    }
  return out;
}

/**
 * #31 Research: each spell not yet known that a character of the court has the power for, leaving
 * out those above every caster's skill (they could never be prepared).
 */
function researchProposals(s: State, d: DomainId): Proposal[] {
  const dom = s.domains[d];
  if (!dom) return [];
  const known = new Set(knownSpells(s, d));
  const court = courtOf(s, d);
  const out: Proposal[] = [];
  for (const spell of REALM_SPELLS) {
    if (known.has(spell.id) || dom.gb < spell.level * 0.5) continue;
    const top = Math.max(0, ...court.map((c) => spellSkill(c.build, spell)?.value ?? 0));
    if (spell.level > top) continue;
    for (const c of court)
      if (spellSkill(c.build, spell))
        out.push({
          order: { action: 'research', as: 'character', overseer: c.id, variant: 'spell', targets: [spell.id] },
          label: `Research: ${spell.name} (${spell.tradition === 'either' ? 'arcane or divine' : spell.tradition} realm spell, level ${spell.level}), by ${characterName(s, c.id)}`,
          cost: `${spell.level * 0.5} GB`,
        });
  }
  return out;
}

// each is kept with the board (rules/draft.ts fromBoard); Ley Link also with what the draft lends
propose({
  'cast-realm-spell': keyedBy(castProposals, castsKey),
  'create-ley-line': fromBoard(leyLineProposals),
  'ley-link': keyedBy(leyLinkProposals, linksKey),
  'prepare-realm-spell': fromBoard(prepareProposals),
  research: fromBoard(researchProposals),
});
