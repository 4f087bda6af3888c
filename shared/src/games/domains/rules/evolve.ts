/**
 * Folding the facts into the state. Pure and total: no dice, no decisions.
 * Patches replace only what they name, so earlier states stay as they were.
 */
import type { DmEvent } from '../events.ts';
import type { State } from './state.ts';

function put<T>(rec: Record<string, T>, id: string, value: T | null): Record<string, T> {
  const next = { ...rec };
  if (value === null) delete next[id];
  else next[id] = value;
  return next;
}

export function evolve(prev: State | undefined, e: DmEvent): State {
  if (e.type === 'started') return e.state;
  if (!prev) throw new Error('the campaign has not started');
  const s = prev;
  switch (e.type) {
    case 'built':
      return { ...s, builds: { ...s.builds, [e.domain]: e.build } };
    case 'creationDone':
      return { ...s, phase: 'rounds', characters: { ...s.characters, ...e.characters }, builds: {} };
    case 'sheetHandedIn':
      return { ...s, sheets: { ...s.sheets, [e.domain]: { orders: e.orders, backing: e.backing, in: true } } };
    case 'draftSet':
      return { ...s, sheets: { ...s.sheets, [e.domain]: { orders: e.orders, backing: e.backing, in: false } } };
    case 'draftBrowsed': {
      const sheet = s.sheets[e.domain] ?? { orders: [], backing: [], in: false };
      return { ...s, sheets: { ...s.sheets, [e.domain]: { ...sheet, browsing: e.group } } };
    }
    case 'sheetWithdrawn': {
      const sheet = s.sheets[e.domain];
      return sheet ? { ...s, sheets: { ...s.sheets, [e.domain]: { ...sheet, in: false } } } : s;
    }
    case 'roundBegun':
      return { ...s, round: e.round, sheets: {}, initiative: [] };
    case 'initiativeRolled':
      return { ...s, initiative: [...e.order] };
    case 'actionResolved':
    case 'noted':
      return s;
    case 'provinceSet': {
      const p = s.provinces[e.id];
      return p ? { ...s, provinces: { ...s.provinces, [e.id]: { ...p, ...e.patch } } } : s;
    }
    case 'holdingSet':
      return { ...s, holdings: put(s.holdings, e.id, e.holding) };
    case 'characterSet': {
      const c = s.characters[e.id];
      return c ? { ...s, characters: { ...s.characters, [e.id]: { ...c, ...e.patch } } } : s;
    }
    case 'characterAdded':
      return { ...s, characters: { ...s.characters, [e.character.id]: e.character } };
    case 'unitSet':
      return { ...s, units: put(s.units, e.id, e.unit) };
    case 'shipSet':
      return { ...s, ships: put(s.ships, e.id, e.ship) };
    case 'routeSet':
      return { ...s, routes: put(s.routes, e.id, e.route) };
    case 'domainSet': {
      const d = s.domains[e.id];
      return { ...s, domains: { ...s.domains, [e.id]: { ...d, ...e.patch } } };
    }
    case 'treasury': {
      const d = s.domains[e.domain];
      // gold is kept to a tenth (law claims move 0.1 GB), regency in whole and half points
      const gb = Math.round((d.gb + e.gb) * 10) / 10;
      const rp = Math.round((d.rp + e.rp) * 10) / 10;
      return { ...s, domains: { ...s.domains, [e.domain]: { ...d, gb, rp } } };
    }
    case 'stateSet':
      return { ...s, ...e.patch };
    case 'roundEnded':
      return s;
    case 'gameOver':
      return { ...s, phase: 'over', result: { winners: [...e.winners], summary: e.summary } };
    default: {
      const never: never = e;
      throw new Error(`unknown event ${(never as { type: string }).type}`);
    }
  }
}
