/**
 * The start of a campaign: every province, holding, building, unit, ship,
 * route and ley line of data/domains.ts, the seated domains for the number of
 * regents, and character creation open (or, in a sandbox, round `round` with
 * every regent playing its domain's own regent).
 */
import type { Dice } from '../../../engine/types.ts';
import type { Config } from '../config.ts';
import { DOMAINS, type DomainId, PROVINCES, seatedDomains } from '../data/index.ts';
import type { DmEvent } from '../events.ts';
import { regentCharacters } from './creation.ts';
import type { DomainState, HoldingState, ProvinceState, RouteState, ShipState, State, UnitState } from './state.ts';

export const holdingId = (province: string, type: string, owner: string): string => `${province}:${type}:${owner}`;

export function initialState(config: Config): State {
  const regents = seatedDomains(config.regents);
  const seated = new Set<string>(regents);
  const provinces: Record<string, ProvinceState> = {};
  for (const p of PROVINCES) {
    provinces[p.id] = {
      id: p.id,
      ruler: null,
      level: p.level,
      growth: 0,
      loyalty: p.loyalty,
      tax: 0,
      taxSince: null,
      fortification: 0,
      buildings: {},
      occupiedBy: null,
      occupiedSince: null,
      failedRule: 0,
      embargo: [],
      wilderness: p.wilderness !== null,
      highway: false,
      capitalOf: null,
      magic: p.magic,
    };
  }
  const holdings: Record<string, HoldingState> = {};
  const units: Record<string, UnitState> = {};
  const ships: Record<string, ShipState> = {};
  const routes: Record<string, RouteState> = {};
  const leyLines: State['leyLines'] = [];
  const domains = {} as Record<DomainId, DomainState>;
  let serial = 0;
  for (const d of DOMAINS) {
    domains[d.id] = {
      id: d.id,
      seated: seated.has(d.id),
      gb: d.treasury.gb,
      rp: d.treasury.rp,
      courtPaid: 0,
      agendas: [...(d.greatAgenda ? [d.greatAgenda] : []), ...d.startingAgendas],
      vp: 0,
      spells: [],
      counterPool: 0,
      allies: [],
      atWarWith: [],
      passage: [],
      vassalOf: null,
      raisedScoreRound: null,
      adventureTurn: null,
    };
    for (const pid of d.provinces) {
      const p = provinces[pid]!;
      provinces[pid] = { ...p, ruler: d.id, capitalOf: pid === d.seat ? d.id : p.capitalOf };
    }
    for (const h of d.holdings) {
      const id = holdingId(h.province, h.type, d.id);
      holdings[id] = {
        id,
        province: h.province,
        type: h.type,
        owner: d.id,
        level: h.level,
        contested: false,
        covert: h.covert ?? false,
        fortification: 0,
        ...(h.deity ? { deity: h.deity } : {}),
      };
    }
    for (const b of d.buildings) {
      const p = provinces[b.province]!;
      if (b.building === 'highway') provinces[b.province] = { ...p, highway: true };
      else if (b.building === 'fortification' && (b.on ?? 'province') === 'province')
        provinces[b.province] = { ...p, fortification: p.fortification + b.level };
      else if (b.building === 'fortification') {
        const id = holdingId(b.province, b.on as string, d.id);
        const h = holdings[id];
        if (h) holdings[id] = { ...h, fortification: h.fortification + b.level };
      } else provinces[b.province] = { ...p, buildings: { ...p.buildings, [b.building]: b.level } };
    }
    for (const u of d.units)
      for (let i = 0; i < u.count; i++) {
        const id = `u${++serial}`;
        units[id] = {
          id,
          type: u.unit,
          owner: d.id,
          province: u.province,
          mustered: 0,
          upgrades: [],
          seenBattle: false,
          captor: null,
        };
      }
    for (const sh of d.ships)
      for (let i = 0; i < sh.count; i++) {
        const id = `s${++serial}`;
        ships[id] = {
          id,
          type: sh.ship,
          owner: d.id,
          at: sh.province,
          hits: 0,
          onTradeRoute: sh.onTradeRoute ?? false,
          inPortSince: 0,
        };
      }
    d.routes.forEach((r, i) => {
      const id = `r-${d.id}-${i + 1}`;
      routes[id] = { id, from: r.from, to: r.to, kind: r.kind, owner: d.id };
    });
    d.leyLines.forEach((path, i) => {
      leyLines.push({ id: `l-${d.id}-${i + 1}`, owner: d.id, path: [...path], expires: null });
    });
  }
  const sb = config.sandbox;
  if (sb) {
    for (const [id, t] of Object.entries(sb.treasury ?? {})) {
      const d = domains[id as DomainId];
      if (d) domains[id as DomainId] = { ...d, gb: t.gb, rp: t.rp };
    }
    for (const [id, l] of Object.entries(sb.loyalty ?? {}))
      if (provinces[id]) provinces[id] = { ...provinces[id]!, loyalty: l };
    for (const h of sb.holdings ?? []) {
      const id = holdingId(h.province, h.type, h.owner);
      holdings[id] = {
        id,
        province: h.province,
        type: h.type,
        owner: h.owner as DomainId,
        level: h.level,
        contested: h.contested ?? false,
        covert: h.covert ?? false,
        fortification: holdings[id]?.fortification ?? 0,
      };
    }
  }
  return {
    regents,
    phase: sb ? 'rounds' : 'creation',
    round: sb?.round ?? 1,
    lastTurn: config.turns,
    provinces,
    holdings,
    characters: sb ? regentCharacters(regents, {}) : {},
    units,
    ships,
    routes,
    leyLines,
    spies: [],
    domains,
    builds: {},
    sheets: {},
    initiative: [],
    claims: [],
    serial,
    result: null,
  };
}

export function setup(config: Config, _dice: Dice): DmEvent[] {
  return [{ type: 'started', state: initialState(config) }];
}
