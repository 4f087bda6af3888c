/**
 * After every command: strongholds captured by an enemy army standing in them
 * (AMB-48), nations conquered once every stronghold is in enemy hands
 * (DG-CNQ-01, the Knights together, DG-KOS-02), the Dark Temple lost
 * (DG-DRC-07), and a scenario's sudden-death victory.
 */
import {
  KNIGHTS_NATIONS,
  NATION_INFO,
  NATIONS,
  type NationId,
  otherSide,
  PLACE_BY_ID,
  type Side,
  STRONGHOLDS,
  unitsOf,
} from '../data/index.ts';
import { armiesAt } from './board.ts';
import { capitalSites } from './capitals.ts';
import { liveStronghold } from './evolve.ts';
import { controller, homeStrongholds } from './replacements.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { suddenDeath } from './victory.ts';

/**
 * Captures: a ground or air army on land (not aboard a ship) of the side that does not hold a
 * stronghold takes it; leaders and wizards never do (AMB-29/48). A neutral's strongholds are not
 * taken (entering them is an invasion first); a disbanded capital is open ground (DG-CAP-04).
 */
function captures(tx: Tx): void {
  for (const p of STRONGHOLDS) {
    const s = tx.state;
    if (s.nations[p.nation]?.status === 'neutral' || !liveStronghold(s, p.hex)) continue;
    const sides = new Set(armiesAt(s, p.hex).map((u) => u.side));
    if (sides.size !== 1) continue;
    const side = [...sides][0];
    if (!side || controller(s, p) === side) continue;
    tx.emit({ type: 'captured', place: p.id, side });
  }
  const t = tx.state.darkTemple;
  if (t.place && !t.lost && controller(tx.state, PLACE_BY_ID.get(t.place)!) === 'whitestone')
    tx.emit({ type: 'templeLost' });
}

/** A demi-human capital disbanded and not yet set up again: the nation cannot be conquered (DG-CAP-06), unless its Turn has come and Whitestone holds nowhere to put it (AMB-43). */
function capitalOut(s: State, n: NationId): 'safe' | 'lost' | null {
  const c = s.capitals[n];
  if (!c?.disbanded || c.at) return null;
  if (c.returns !== null && s.turn >= c.returns && capitalSites(s, n).length === 0) return 'lost';
  return 'safe';
}

/** Every ground and air army and leader of the nation, wherever it is but out of the game (DG-CNQ-03, AMB-42); ships stay (DG-CNQ-04). */
function conquer(tx: Tx, nation: NationId, by: Side): void {
  const removed = unitsOf(nation)
    .filter((u) => u.kind !== 'ship' && tx.state.units[u.id]?.where !== 'removed')
    .map((u) => u.id);
  tx.emit({ type: 'conquered', nation, by, removed });
}

/** The nations conquered now (DG-CNQ-01, DG-CNQ-05..07, DG-KOS-02, DG-CAP-06/08, AMB-43). */
function conquests(tx: Tx): void {
  for (const n of NATIONS) {
    const s = tx.state;
    const st = s.nations[n]?.status;
    if (st !== 'highlord' && st !== 'whitestone') continue;
    if (!NATION_INFO[n].conquerable) continue;
    // The Knights on Whitestone's side fall only together (below).
    if (NATION_INFO[n].knights && st === 'whitestone') continue;
    const enemy = otherSide(st);
    const out = capitalOut(s, n);
    if (out === 'safe') continue;
    if (out === 'lost') {
      conquer(tx, n, enemy);
      continue;
    }
    const holds = homeStrongholds(s, n);
    if (holds.length && holds.every((p) => controller(s, p) === enemy)) conquer(tx, n, enemy);
  }
  const s = tx.state;
  const knights = s.knightsStrongholds.map((id) => PLACE_BY_ID.get(id)!);
  if (knights.length && knights.every((p) => controller(s, p) === 'highlord'))
    for (const n of KNIGHTS_NATIONS) if (tx.state.nations[n]?.status === 'whitestone') conquer(tx, n, 'highlord');
}

export function afterCommand(tx: Tx): void {
  if (tx.over) return;
  captures(tx);
  conquests(tx);
  suddenDeath(tx);
}
