/**
 * Replacements (Rule 1, Step 1): the Highlord's new draconian at the Dark
 * Temple first (DG-TURN-02, DG-DRC-02), then each side, in parallel,
 * consolidates depleted armies (DG-REP-05) and rebuilds pairs from its pool
 * (DG-REP-03): one army of the pair returns at full strength to a stronghold
 * of its own country that its side holds (AMB-05..07), the other leaves the
 * game. The Dark Temple may be raised in any Step 1 (AMB-33).
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import {
  type ArmyCounter,
  CAPITALS,
  counter,
  type CounterId,
  DRACONIANS,
  DRACONIANS_RULES,
  groundStackLimit,
  type HexId,
  NATION_INFO,
  type NationId,
  type Place,
  place as placeOf,
  STRONGHOLDS,
  type Side,
} from '../data/index.ts';
import { armiesAt, enemyArmiesAt, isGroundId, isKenderId } from './board.ts';
import { liveStronghold } from './evolve.ts';
import { replacementsDone } from './flow.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { hexWord, placeWord, unitWord } from './words.ts';

// ---------------------------------------------------------------------------
// who holds what
// ---------------------------------------------------------------------------

/** Who holds a stronghold: the last side with an army in it, else its nation's side (AMB-48). */
export function controller(s: State, p: Place): Side | null {
  const c = s.control[p.id];
  if (c) return c;
  // Stryker disable next-line OptionalChaining: s.nations holds every nation
  const st = s.nations[p.nation]?.status;
  return st === 'highlord' || st === 'whitestone' ? st : null;
}

const ground = (id: CounterId): ArmyCounter | null => {
  const c = counter(id);
  return c.kind === 'army' ? c : null;
};

/** Room for one more ground army of a side in a hex: no enemy armies, the stacking limits, kender alone (AMB-06). */
export function roomFor(s: State, hex: HexId, id: CounterId, side: Side, extra: CounterId[] = []): boolean {
  if (enemyArmiesAt(s, hex, side).length) return false;
  const there = [...armiesAt(s, hex, side).map((u) => u.id), ...extra].filter(isGroundId);
  if (there.length + 1 > groundStackLimit(hex)) return false;
  const kender = isKenderId(id);
  return there.every((g) => isKenderId(g) === kender);
}

/** The strongholds of a nation's country: a moved capital counts where it was set up again (DG-CAP-08). */
export function homeStrongholds(s: State, nation: NationId): Place[] {
  const out = STRONGHOLDS.filter((p) => p.nation === nation && liveStronghold(s, p.hex));
  const at = s.capitals[nation]?.at;
  // Stryker disable next-line ArrowFunction,EqualityOperator: only elf and kender capitals move; each such nation has one stronghold, which stays dead once disbanded, so the list is empty whenever a capital has moved
  if (at && !out.some((p) => p.id === at)) out.push(placeOf(at));
  return out;
}

// ---------------------------------------------------------------------------
// the Dark Temple and the new draconian (DG-DRC)
// ---------------------------------------------------------------------------

const templePlace = (s: State): Place | null => (s.darkTemple.place ? placeOf(s.darkTemple.place) : null);

/** Where the Highlord may raise the Dark Temple: a fortress or fortified city it holds (DG-DRC-01, AMB-33). */
export function templeSites(s: State): Place[] {
  if (s.darkTemple.place || s.darkTemple.lost) return [];
  return STRONGHOLDS.filter(
    (p) =>
      (DRACONIANS_RULES.siteKinds as readonly string[]).includes(p.kind) &&
      liveStronghold(s, p.hex) &&
      controller(s, p) === 'highlord' &&
      !enemyArmiesAt(s, p.hex, 'highlord').length,
  );
}

/** The next draconian counter to make, or null: the temple on the map and not lost, fewer than 20 made, room (DG-DRC-02/04/07, AMB-44). */
export function newDraconian(s: State): CounterId | null {
  const t = templePlace(s);
  if (!t || s.darkTemple.lost || s.draconiansMade >= DRACONIANS_RULES.counters) return null;
  // Stryker disable next-line OptionalChaining: the start puts every counter in s.units
  const next = DRACONIANS.find((d) => s.units[d.id]?.where === 'waiting');
  if (!next || !roomFor(s, t.hex, next.id, 'highlord')) return null;
  return next.id;
}

/** The new draconian is still to be taken or declined this Turn: the Highlord's first decision (DG-TURN-02). */
export const draconianPending = (s: State): boolean => s.draconianTurn !== s.turn && newDraconian(s) !== null;

// ---------------------------------------------------------------------------
// consolidation (DG-REP-05) and pairs (DG-REP-03)
// ---------------------------------------------------------------------------

/** Every ordered pair (kept, pooled) of two depleted ground armies of one nationality in one hex, not aboard. */
export function consolidations(s: State, side: Side): { kept: CounterId; pooled: CounterId; hex: HexId }[] {
  const out: { kept: CounterId; pooled: CounterId; hex: HexId }[] = [];
  const byHex = new Map<HexId, CounterId[]>();
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || !u.hex || u.aboard || u.side !== side || !u.depleted || !ground(u.id)) continue;
    byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.id]);
  }
  for (const [hex, ids] of byHex)
    for (const a of ids)
      for (const b of ids)
        if (a !== b && ground(a)!.nationality === ground(b)!.nationality) out.push({ kept: a, pooled: b, hex });
  return out;
}

/** The side's ground armies in the pool, by nationality; a conquered nation has none (DG-REP-11, AMB-42). */
function poolByNationality(s: State, side: Side): Map<string, CounterId[]> {
  const out = new Map<string, CounterId[]>();
  for (const u of Object.values(s.units)) {
    if (u.where !== 'pool' || u.side !== side) continue;
    const c = ground(u.id);
    // Stryker disable next-line OptionalChaining,StringLiteral: s.nations holds every nation; conquest sends every ground army of the nation out of the game, pool included, and a scenario's conquered nation has no side
    if (!c || s.nations[c.nation]?.status === 'conquered') continue;
    out.set(c.nationality, [...(out.get(c.nationality) ?? []), u.id]);
  }
  return out;
}

/** Where an army of the pool may return (DG-REP-06/07, DG-REP-10, AMB-05/06/45). */
export function returnHexes(s: State, id: CounterId, side: Side): HexId[] {
  const c = ground(id);
  if (!c) return [];
  if (c.draconian) {
    const t = templePlace(s);
    // Once Whitestone has taken the temple hex, draconian losses are never replaced (DG-DRC-07, AMB-46).
    if (!t || s.darkTemple.lost || controller(s, t) !== side) return [];
    return roomFor(s, t.hex, id, side) ? [t.hex] : [];
  }
  return homeStrongholds(s, c.nation)
    .filter((p) => controller(s, p) === side && roomFor(s, p.hex, id, side))
    .map((p) => p.hex);
}

/** A counter's signature: identical counters give one choice, not one each. */
const sig = (id: CounterId): string => {
  const c = ground(id)!;
  return `${c.type}:${c.full.sp}:${c.full.mp}:${c.race}`;
};
const strength = (id: CounterId): number => {
  const c = ground(id)!;
  return c.full.sp * 100 + c.full.mp;
};

export interface PairOption {
  returned: CounterId;
  removed: CounterId;
  hex: HexId;
}

/** The pairs a side may rebuild now: one counter of each kind returning, one of each kind leaving, to each legal hex. */
export function pairOptions(s: State, side: Side): PairOption[] {
  const out: PairOption[] = [];
  for (const ids of poolByNationality(s, side).values()) {
    if (ids.length < 2) continue;
    const firstOfKind = (list: CounterId[]) => {
      const seen = new Set<string>();
      return list.filter((x) => !seen.has(sig(x)) && seen.add(sig(x)));
    };
    for (const ret of firstOfKind(ids)) {
      const hexes = returnHexes(s, ret, side);
      if (!hexes.length) continue;
      for (const rem of firstOfKind(ids.filter((x) => x !== ret)))
        for (const hex of hexes) out.push({ returned: ret, removed: rem, hex });
    }
  }
  return out;
}

/** The default pair of a nationality (AMB-03's "take every pair"): the strongest returns, the weakest goes, to its capital if it may. */
function bestPair(s: State, side: Side): PairOption | null {
  const opts = pairOptions(s, side);
  if (!opts.length) return null;
  // Stryker disable next-line OptionalChaining: every nation with ground armies has a capital
  const capitalHex = (id: CounterId) => CAPITALS.get(ground(id)!.nation)?.hex;
  return [...opts].sort(
    (a, b) =>
      strength(b.returned) - strength(a.returned) ||
      strength(a.removed) - strength(b.removed) ||
      Number(b.hex === capitalHex(b.returned)) - Number(a.hex === capitalHex(a.returned)) ||
      a.hex.localeCompare(b.hex) ||
      a.returned.localeCompare(b.returned),
  )[0]!;
}

// ---------------------------------------------------------------------------
// the stage
// ---------------------------------------------------------------------------

const hasChoice = (s: State, side: Side): boolean =>
  consolidations(s, side).length > 0 ||
  pairOptions(s, side).length > 0 ||
  (side === 'highlord' && (draconianPending(s) || templeSites(s).length > 0));

/** The sides with something to decide in Step 1; the others are done at once. */
export function replacementSides(s: State): Side[] {
  return (['highlord', 'whitestone'] as const).filter((side) => hasChoice(s, side));
}

const inStage = (s: State, side: Side): boolean => s.stage?.kind === 'replacements' && s.stage.sides.includes(side);

const returnLabel = (p: PairOption): string =>
  `Rebuild ${unitWord(p.returned)} at ${hexWord(p.hex)}; ${unitWord(p.removed)} leaves the game`;

/** Choices of the replacements stage: the draconian first, then the temple, consolidations, pairs and the end. */
export function replacementChoices(s: State, side: Side): Choice<Command>[] {
  if (!inStage(s, side)) return [];
  const out: Choice<Command>[] = [];
  const pending = side === 'highlord' && draconianPending(s);
  if (pending) {
    const t = templePlace(s)!;
    out.push(
      {
        command: { type: 'draconian', take: true },
        label: `Raise ${unitWord(newDraconian(s)!)} at the Dark Temple in ${placeWord(t.id)}`,
        group: 'Draconians',
        target: t.hex,
      },
      { command: { type: 'draconian', take: false }, label: 'Raise no new draconian this Turn', group: 'Draconians' },
    );
  } else {
    if (side === 'highlord')
      for (const p of templeSites(s))
        out.push({
          command: { type: 'placeTemple', place: p.id },
          label: `Raise the Dark Temple at ${placeWord(p.id)}`,
          group: 'Dark Temple',
          target: p.hex,
          confirm: `The Dark Temple stands at ${placeWord(p.id)} for the rest of the game.`,
        });
    for (const c of consolidations(s, side))
      out.push({
        command: { type: 'consolidate', kept: c.kept, pooled: c.pooled },
        label: `Consolidate at ${hexWord(c.hex)}: ${unitWord(c.kept)} back to full strength, ${unitWord(c.pooled)} to the pool`,
        group: 'Consolidate',
        target: c.hex,
      });
    for (const p of pairOptions(s, side))
      out.push({
        command: { type: 'pair', ...p },
        label: returnLabel(p),
        group: 'Replacements',
        target: p.hex,
        confirm: `${unitWord(p.removed)} is gone for good.`,
      });
  }
  const pairs = pairOptions(s, side).length > 0;
  if (pending || pairs)
    out.push({
      command: { type: 'endReplacements', takeAll: true },
      label: `Take every replacement${pending ? ' and the new draconian' : ''}, and end`,
      group: 'End',
      confirm: 'Every pair in the pool is rebuilt where it best may; one army of each pair leaves the game.',
    });
  out.push({
    command: { type: 'endReplacements' },
    label: 'End replacements',
    group: 'End',
    ...(pending || pairs ? { confirm: 'Armies left in the pool wait there for a later Turn.' } : {}),
  });
  return out;
}

function makeDraconian(tx: Tx, take: boolean): void {
  const s = tx.state;
  const id = newDraconian(s);
  if (!id || s.draconianTurn === s.turn)
    throw new RuleError('no_draconian', 'No new draconian can be raised at the Dark Temple now.');
  if (take) tx.emit({ type: 'draconianMade', id, hex: templePlace(s)!.hex });
  else tx.emit({ type: 'draconianDeclined' });
}

/** Everything AMB-03 and AMB-44 take by default: the draconian, then every pair. */
function takeEverything(tx: Tx, side: Side): void {
  if (side === 'highlord' && draconianPending(tx.state)) makeDraconian(tx, true);
  for (let p = bestPair(tx.state, side); p; p = bestPair(tx.state, side))
    tx.emit({ type: 'paired', side, returned: p.returned, removed: p.removed, hex: p.hex });
}

/** consolidate, pair, draconian, placeTemple, endReplacements. */
export function applyReplacement(tx: Tx, side: Side, c: Command): void {
  const s = tx.state;
  if (!inStage(s, side)) throw new RuleError('not_now', 'Replacements are made only in Step 1 of a Turn.');
  const draconianFirst = () => {
    if (side === 'highlord' && draconianPending(tx.state))
      throw new RuleError(
        'draconian_first',
        'First raise the new draconian at the Dark Temple, or decline it; then the other replacements.',
      );
  };
  switch (c.type) {
    case 'draconian':
      if (side !== 'highlord') throw new RuleError('not_yours', 'Only the Highlord raises draconians.');
      makeDraconian(tx, c.take);
      return;
    case 'placeTemple': {
      if (side !== 'highlord') throw new RuleError('not_yours', 'Only the Highlord raises the Dark Temple.');
      if (s.darkTemple.place)
        throw new RuleError('temple_placed', `The Dark Temple already stands at ${placeWord(s.darkTemple.place)}.`);
      const site = templeSites(s).find((p) => p.id === c.place);
      if (!site)
        throw new RuleError(
          'bad_site',
          `The Dark Temple goes in a fortress or fortified city the Highlord holds, and ${placeWord(c.place)} is not one.`,
        );
      tx.emit({ type: 'templePlaced', place: site.id });
      return;
    }
    case 'consolidate': {
      draconianFirst();
      const ok = consolidations(s, side).some((x) => x.kept === c.kept && x.pooled === c.pooled);
      if (!ok) {
        const fliers = [c.kept, c.pooled].filter((x) => counter(x).kind !== 'army');
        throw new RuleError(
          'no_consolidation',
          fliers.length
            ? `${unitWord(fliers[0]!)} can never be rebuilt: only ground armies consolidate.`
            : `${unitWord(c.kept)} and ${unitWord(c.pooled)} must be two depleted armies of one nationality in one hex, on land.`,
        );
      }
      tx.emit({ type: 'consolidated', side, kept: c.kept, pooled: c.pooled });
      return;
    }
    case 'pair': {
      draconianFirst();
      const pool = poolByNationality(s, side);
      const r = ground(c.returned);
      const m = ground(c.removed);
      const together = r && m && c.returned !== c.removed && r.nationality === m.nationality;
      const inPool =
        together && pool.get(r.nationality)?.includes(c.returned) && pool.get(r.nationality)?.includes(c.removed);
      if (!inPool) {
        const nat = r ? NATION_INFO[r.nation] : null;
        // Stryker disable next-line OptionalChaining: s.nations holds every nation
        const gone = nat && s.nations[nat.id]?.status === 'conquered';
        throw new RuleError(
          'no_pair',
          gone
            ? `${nat.name} has been conquered: its armies never return.`
            : `${unitWord(c.returned)} and ${unitWord(c.removed)} must be two armies of one nationality in your Replacement Pool.`,
        );
      }
      if (!returnHexes(s, c.returned, side).includes(c.hex))
        throw new RuleError(
          'bad_hex',
          r.draconian
            ? 'A draconian returns only at the Dark Temple, while the Highlord holds it and it has room.'
            : `${unitWord(c.returned)} returns to a fortress or fortified city of its own country that you hold, with room and no enemy in it; ${hexWord(c.hex)} is not one.`,
        );
      tx.emit({ type: 'paired', side, returned: c.returned, removed: c.removed, hex: c.hex });
      return;
    }
    case 'endReplacements':
      if (c.takeAll) takeEverything(tx, side);
      replacementsDone(tx, side);
      return;
    default:
      throw new RuleError('not_now', 'That cannot be done now.');
  }
}
