/**
 * Agendas and the VP ledger (checklist §4, J-66): at the end of each turn
 * every agenda whose condition holds scores its rank's VP (data/agendas.ts
 * AGENDA_VP), and every deed done in the turn its DEED_VP; each regent gets a
 * ledger line. After the last turn the most VP wins; ties go to the larger
 * sum of province and holding levels (GAME.tieBreak), then the win is shared.
 */
import {
  AGENDA_BY_ID,
  AGENDA_VP,
  type AgendaCondition,
  DEED_VP,
  type DomainId,
  domain as domainOf,
  provincesOfRegion,
  tradeRouteValue,
} from '../data/index.ts';
import { turnOf } from './calendar.ts';
import { courtLevel } from './court.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';

const dname = (id: string): string => {
  try {
    return domainOf(id as DomainId).name;
  } catch {
    return id;
  }
};

/**
 * Records a deed for VP (DEED_VP ids: create-province, coronation,
 * divestiture, expedition, bloodline), `times` over; it scores at the end of
 * its turn. Other handlers call this as the deed happens.
 */
export function recordDeed(tx: Tx, d: DomainId, id: string, times = 1): void {
  if (!DEED_VP.some((x) => x.id === id) || times <= 0) return;
  const deeds = tx.state.domains[d].deeds ?? [];
  const round = tx.state.round;
  tx.emit({
    type: 'domainSet',
    id: d,
    patch: { deeds: [...deeds, ...Array.from({ length: times }, () => ({ id, round }))] },
  });
}

/** The value of a trade route: the average of the best guild at each end (J-15). */
function routeValue(s: State, from: string, to: string, owner: DomainId): number {
  const guild = (p: string) => {
    const own = s.holdings[`${p}:guild:${owner}`]?.level;
    if (own !== undefined) return own;
    return Math.max(
      0,
      ...Object.values(s.holdings)
        .filter((h) => h.province === p && h.type === 'guild')
        .map((h) => h.level),
    );
  };
  return tradeRouteValue(guild(from), guild(to));
}

/** Whether a domain meets an agenda's condition now (J-66: every condition is machine-checkable). */
export function meets(s: State, d: DomainId, c: AgendaCondition): boolean {
  const dom = s.domains[d];
  const provinces = Object.values(s.provinces).filter((p) => p.ruler === d);
  const holdings = Object.values(s.holdings).filter((h) => h.owner === d);
  const routes = Object.values(s.routes).filter((r) => r.owner === d);
  switch (c.kind) {
    case 'treasury':
      return dom.gb >= c.gb;
    case 'at-peace': {
      // at war with no one for the whole of this turn
      const last = dom.lastWarRound ?? null;
      return dom.atWarWith.length === 0 && (last === null || turnOf(last) < turnOf(s.round));
    }
    case 'loyal-realm':
      return provinces.length > 0 && provinces.every((p) => p.loyalty === 'average' || p.loyalty === 'high');
    case 'trade-routes':
      return routes.length >= c.count;
    case 'trade-value':
      return routes.reduce((n, r) => n + routeValue(s, r.from, r.to, d), 0) >= c.gb;
    case 'holding-provinces':
      return new Set(holdings.filter((h) => h.type === c.type).map((h) => h.province)).size >= c.count;
    case 'units':
      return Object.values(s.units).filter((u) => u.owner === d && !u.captor).length >= c.count;
    case 'ships': {
      const ships = Object.values(s.ships).filter((x) => x.owner === d).length;
      const yard = Math.max(0, ...provinces.map((p) => p.buildings.shipyard ?? 0));
      return ships >= c.count && yard >= (c.shipyardLevel ?? 0);
    }
    case 'court':
      return courtLevel(s, d) >= c.level;
    case 'building-levels':
      return (
        provinces.reduce(
          (n, p) =>
            n +
            Object.entries(p.buildings)
              .filter(([b]) => b !== 'fortification' && b !== 'highway')
              .reduce((m, [, l]) => m + (l ?? 0), 0),
          0,
        ) >= c.count
      );
    case 'spy-networks':
      return s.spies.filter((x) => x.owner === d).length >= c.count;
    case 'provinces-ruled':
      return provinces.length >= c.count;
    case 'state-religion':
      return Object.values(s.domains).filter((x) => x.stateReligion === d).length >= c.realms;
    case 'vassals':
      return Object.values(s.domains).filter((x) => x.vassalOf === d).length >= c.count;
    case 'fortification-levels':
      return (
        provinces.reduce((n, p) => n + p.fortification, 0) + holdings.reduce((n, h) => n + h.fortification, 0) >=
        c.count
      );
    case 'ley-lines':
      return s.leyLines.filter((l) => l.owner === d).length >= c.count;
    case 'rule-province':
      return s.provinces[c.province]?.ruler === d;
    case 'rule-region':
      return provincesOfRegion(c.region).every((p) => s.provinces[p.id]?.ruler === d);
    case 'crowned':
      return s.domains[c.domain]?.crownedBy === d;
    case 'created-provinces':
      return (dom.deeds ?? []).filter((x) => x.id === 'create-province').length >= c.count;
    case 'bloodline':
      return (s.characters[`${d}:regent`]?.score ?? 0) >= c.score;
  }
}

/** Agendas met and deeds done this turn add their VP; one ledger line per regent, told to him alone (a noted line addressed to a domain is its own, view.ts). */
export function scoreTurn(tx: Tx): void {
  const s = tx.state;
  const turn = turnOf(s.round);
  for (const d of s.regents) {
    const dom = s.domains[d];
    const met: string[] = [];
    let vp = 0;
    for (const id of dom.agendas) {
      const a = AGENDA_BY_ID.get(id);
      if (!a || !meets(s, d, a.condition)) continue;
      vp += AGENDA_VP[a.rank];
      met.push(`${a.name} (${a.rank}, ${AGENDA_VP[a.rank]})`);
    }
    const deeds: string[] = [];
    for (const x of DEED_VP) {
      const n = (dom.deeds ?? []).filter((e) => e.id === x.id && turnOf(e.round) === turn).length;
      if (!n) continue;
      vp += n * x.vp;
      deeds.push(`${n > 1 ? `${n} × ` : ''}${x.when} (${n * x.vp})`);
    }
    const total = dom.vp + vp;
    if (vp) tx.emit({ type: 'domainSet', id: d, patch: { vp: total } });
    const parts = [
      met.length ? `agendas met: ${met.join(', ')}` : 'no agenda met',
      ...(deeds.length ? [`deeds: ${deeds.join(', ')}`] : []),
    ];
    tx.emit({
      type: 'noted',
      domain: d,
      text: `Turn ${turn} ledger of ${dname(d)}: ${parts.join('; ')} — ${vp} VP this turn, ${total} in all.`,
    });
  }
}

/** The tie-break of GAME.tieBreak: the sum of the levels of a domain's provinces and holdings. */
export function levelsOf(s: State, d: DomainId): number {
  return (
    Object.values(s.provinces).reduce((n, p) => n + (p.ruler === d ? p.level : 0), 0) +
    Object.values(s.holdings).reduce((n, h) => n + (h.owner === d ? h.level : 0), 0)
  );
}

/** After the last turn: the most VP wins; ties by the larger sum of province and holding levels, then shared. */
export function finalScore(tx: Tx): void {
  const s = tx.state;
  const vp: Record<string, number> = {};
  for (const d of s.regents) vp[d] = s.domains[d].vp;
  const best = Math.max(...s.regents.map((d) => vp[d]!));
  let winners = s.regents.filter((d) => vp[d] === best);
  let why = '';
  if (winners.length > 1) {
    const top = Math.max(...winners.map((d) => levelsOf(s, d)));
    const before = winners.length;
    winners = winners.filter((d) => levelsOf(s, d) === top);
    why =
      winners.length < before
        ? `, ahead on the levels of its provinces and holdings (${top})`
        : `, level with ${top} levels of provinces and holdings: the win is shared`;
  }
  const names = winners.map(dname);
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const table = [...s.regents]
    .sort((a, b) => vp[b]! - vp[a]! || levelsOf(s, b) - levelsOf(s, a))
    .map((d) => `${dname(d)} ${vp[d]}`)
    .join(', ');
  tx.emit({
    type: 'gameOver',
    winners,
    vp,
    summary: `The campaign ends: ${who} ${winners.length === 1 ? 'wins' : 'win'} with ${best} VP${why}. ${table}.`,
  });
}
