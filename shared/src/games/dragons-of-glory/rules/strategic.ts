/**
 * Strategic Events (Rule 2): one counter drawn blind each Turn by the side of
 * the Turn's parity (DG-SE-03), shown to both (DG-SE-04), never returned
 * (DG-SE-05). An empty cup draws nothing (AMB-09). What each event does is in
 * applyEvent (data/tables.ts gives the effects).
 *
 * Effects of this Turn (activation and attack modifiers, ship rules, the
 * initiative, a halted dragonarmy) live in `state.effects` with the side that
 * drew them, so 'drawer' and 'opponent' resolve against it (DG-SE-06); they
 * end with the Turn. Permanent effects (a rating, a Tactical Rating) are read
 * from `state.drawn`. The queries below are what the other rules read.
 *
 * An event that asks a side to choose stages 'event-choice'; the answer
 * resolves it and Step 3 follows. An event's extra activation roll that wins a
 * nation goes through join() (activation.ts), whose placement leads on to
 * Step 3 as well (activationNext knows it is still Step 2).
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import {
  type Beneficiary,
  CAPITALS,
  counter,
  type CounterId,
  EVENT_BY_ID,
  type EventEffect,
  eventDrawer,
  type EventId,
  groundStackLimit,
  type HexId,
  isPortHex,
  NATIONALITY_NAMES,
  type NationalityId,
  type NationId,
  NOT_ROLLED,
  otherSide,
  PLACE_BY_ID,
  type Side,
  STACKING,
  type StrategicEvent,
  STRONGHOLDS,
  unit,
} from '../data/index.ts';
import { join, rating } from './activation.ts';
import { armiesAt, isAirId, isArmyId, isGroundId, isKenderId, isLeaderId, isShipId, isWizardId, sp } from './board.ts';
import { liveStronghold } from './evolve.ts';
import { newDraconian } from './replacements.ts';
import { sinkShip } from './sea.ts';
import { activationStep } from './flow.ts';
import type { Mod, State } from './state.ts';
import type { Tx } from './tx.ts';
import { hexWord, nationWord, unitsWord, unitWord } from './words.ts';

// ---------------------------------------------------------------------------
// The draw
// ---------------------------------------------------------------------------

/** Draws this Turn's counter. True when the event has taken the flow over (applyEvent): Step 3 is not for the caller to begin. */
export function drawEvent(tx: Tx, by: Side): boolean {
  // The Dragonlances lost with their army go to another stack first (regiveLances).
  if (regiveLances(tx)) return true;
  const cup = [...tx.state.cup].sort();
  if (cup.length === 0) {
    tx.emit({ type: 'cupEmpty', by });
    return false;
  }
  const event = cup[tx.dice.int(0, cup.length - 1)]!;
  tx.emit({ type: 'eventDrawn', event, by });
  return applyEvent(tx, event, by);
}

/**
 * The drawn event's effects that act at once. True when the event has taken the flow over: a choice
 * or a placement now waits, or an extra roll's success has already led on to Step 3.
 */
export function applyEvent(tx: Tx, event: string, by: Side): boolean {
  const ev = EVENT_BY_ID.get(event);
  if (!ev) return false;
  for (const eff of ev.effects) {
    runEffect(tx, ev, eff, by);
    if (tookOver(tx)) return true;
  }
  return false;
}

/** Choices of the event-choice stage. */
export function eventChoices(s: State, side: Side): Choice<Command>[] {
  const st = s.stage;
  if (st?.kind !== 'event-choice' || st.side !== side) return [];
  const ev = EVENT_BY_ID.get(st.event);
  const eff = ev && chosenEffect(ev);
  if (!ev || !eff) return [];
  return options(s, ev, eff, drawerOfEvent(s, ev.id), st.left).map((o) => ({
    command: { type: 'eventChoice', pick: o.pick },
    label: o.label,
    group: ev.name,
    ...(o.target ? { target: o.target } : {}),
    ...(o.confirm ? { confirm: o.confirm } : {}),
  }));
}

/** A missed deadline: the first choice, which each list puts as the sensible default. */
export function eventTimeout(s: State, side: Side): Command {
  return eventChoices(s, side)[0]?.command ?? { type: 'eventChoice', pick: 'none' };
}

/** eventChoice: the chooser's answer; then the event's next pick, or Step 3. */
export function applyEventChoice(tx: Tx, side: Side, c: Command): void {
  const st = tx.state.stage;
  if (c.type !== 'eventChoice' || st?.kind !== 'event-choice' || st.side !== side)
    throw new RuleError('not_now', 'That cannot be done now.');
  const ev = EVENT_BY_ID.get(st.event)!;
  const eff = chosenEffect(ev)!;
  const drawer = drawerOfEvent(tx.state, ev.id);
  if (!options(tx.state, ev, eff, drawer, st.left).some((o) => o.pick === c.pick))
    throw new RuleError('bad_choice', `That is not one of the choices of “${ev.name}”.`);
  const regive = lancesAdrift(tx.state) !== null && ev.id === 'dragonlances';
  tx.stage(null);
  resolve(tx, ev, eff, drawer, c.pick, st.left);
  if (tookOver(tx)) return;
  // The Dragonlances given anew at the start of Step 2: the draw of the Turn follows.
  if (regive && drawEvent(tx, eventDrawer(tx.state.turn))) return;
  activationStep(tx);
}

/** The Dragonlances marker whose army has been destroyed or has left the map (it acts no more meanwhile), or null. */
export function lancesAdrift(s: State): State['markers'][number] | null {
  return s.markers.find((m) => m.event === 'dragonlances' && !!m.unit && markerHex(s, m) === null) ?? null;
}

/**
 * The Dragonlances' army is gone: "Whitestone gives it to another stack" (data/tables.ts). Our timing, the text
 * giving none: at the start of the next Step 2, where event counters go on the map, before the draw; Whitestone
 * names one of its ground armies on land (the strongest first, its default on a missed deadline). With no such
 * army the marker waits for a later Step 2. True when a choice now waits.
 */
function regiveLances(tx: Tx): boolean {
  if (!lancesAdrift(tx.state)) return false;
  const ev = EVENT_BY_ID.get('dragonlances')!;
  const eff = chosenEffect(ev)!;
  offer(tx, ev, eff, 'whitestone');
  return tx.state.stage !== null;
}

// ---------------------------------------------------------------------------
// What the other rules read
// ---------------------------------------------------------------------------

/** Who an effect is for, read against the side that drew it (DG-SE-06). */
export const beneficiary = (b: Beneficiary, drawer: Side): Side =>
  b === 'drawer' ? drawer : b === 'opponent' ? otherSide(drawer) : b;

/** This Turn's effects in force of one kind, each with its event and the side that drew it. */
function inForce<K extends EventEffect['kind']>(
  s: State,
  kind: K,
): { eff: Extract<EventEffect, { kind: K }>; ev: StrategicEvent; drawer: Side; pick?: string }[] {
  const out: { eff: Extract<EventEffect, { kind: K }>; ev: StrategicEvent; drawer: Side; pick?: string }[] = [];
  for (const x of s.effects) {
    const ev = EVENT_BY_ID.get(x.event);
    for (const eff of ev?.effects ?? [])
      if (eff.kind === kind)
        out.push({
          eff: eff as Extract<EventEffect, { kind: K }>,
          ev: ev!,
          drawer: x.side ?? 'highlord',
          ...(x.pick ? { pick: x.pick } : {}),
        });
  }
  return out;
}

/** No ship of either side moves this Turn (Storm Season); ships in the Maelstrom still roll. For the ships rules. */
export const shipsHalted = (s: State): boolean => inForce(s, 'no-ship-movement').length > 0;

/** What this Turn's events add to each of a side's ships' movement allowance (Fair Winds). For the ships rules. */
export function shipMovementBonus(s: State, side: Side): number {
  return inForce(s, 'ship-movement-bonus')
    .filter((x) => beneficiary(x.eff.side, x.drawer) === side)
    .reduce((a, x) => a + x.eff.value, 0);
}

/** This Turn's modifiers to every attack of a side (The Dark Queen's Wrath), in words. For the combat rules. */
export function attackModifiers(s: State, side: Side): Mod[] {
  return inForce(s, 'attack-modifier')
    .filter((x) => x.eff.side === side)
    .map((x) => ({ label: x.ev.name, value: x.eff.value, rule: 'DG-SE-06' }));
}

/** The armies that may not move this Turn: every army of the dragonarmy named under Highlords' Rivalry. For movement. */
export function haltedUnits(s: State): Set<CounterId> {
  const picks = new Set(inForce(s, 'dragonarmy-halts').flatMap((x) => (x.pick ? [x.pick] : [])));
  const out = new Set<CounterId>();
  if (!picks.size) return out;
  for (const u of Object.values(s.units))
    if (u.where === 'map' && isArmyId(u.id) && picks.has(unit(u.id).nationality)) out.add(u.id);
  return out;
}

/** A leader's Tactical Rating now: the counter's, unless an event has set it for good (The Golden General). */
export function tacticalRating(s: State, leaderId: CounterId): number {
  const c = counter(leaderId);
  let tr = c.kind === 'leader' ? c.tr : 0;
  for (const d of s.drawn)
    for (const eff of EVENT_BY_ID.get(d.event)?.effects ?? [])
      if (eff.kind === 'set-tactical-rating' && eff.leader === leaderId) tr = eff.tr;
  return tr;
}

/** What the event counters on the map do in battle (our reading of data/tables.ts's texts). */
export const MARKER_EFFECTS = {
  dragonlances: {
    with: 'a Whitestone ground army',
    effect:
      'In every battle its stack fights, enemy dragons add no die-roll modifier; their Strength Points still count.',
  },
  'dragon-orb': {
    with: 'a Whitestone wizard',
    effect:
      'Once, in a battle its wizard takes part in, Whitestone may deplete every Highlord dragon in the battle before the roll; then the orb leaves the map (markerRemoved).',
  },
} as const;

/** Where an event counter stands now: with its unit (it goes where the unit goes), or null while it has none on the map. */
export function markerHex(s: State, m: State['markers'][number]): HexId | null {
  if (!m.unit) return m.hex;
  const u = s.units[m.unit];
  return u?.where === 'map' ? u.hex : null;
}

/**
 * The markers' part in a battle fought over these hexes (the defending hex and every attacking hex).
 * `noDragonModifierFor`: the side whose enemies' dragons add no die-roll modifier (the Dragonlances are
 * with one of its stacks there). `orb`: a Dragon Orb is with a wizard there; its side may use it once.
 */
export function markerMods(
  s: State,
  battleHexes: readonly HexId[],
): { noDragonModifierFor: Side | null; orb: { side: Side; wizard: CounterId } | null } {
  let lances: Side | null = null;
  let orb: { side: Side; wizard: CounterId } | null = null;
  for (const m of s.markers) {
    const hex = markerHex(s, m);
    const side = m.unit ? s.units[m.unit]?.side : null;
    if (!hex || !side || !battleHexes.includes(hex)) continue;
    if (m.event === 'dragonlances') lances = side;
    if (m.event === 'dragon-orb' && m.unit) orb = { side, wizard: m.unit };
  }
  return { noDragonModifierFor: lances, orb };
}

// ---------------------------------------------------------------------------
// Effects
// ---------------------------------------------------------------------------

type Chosen = Extract<
  EventEffect,
  {
    kind:
      | 'extra-activation-roll'
      | 'units-arrive'
      | 'return-from-pool'
      | 'dragonarmy-halts'
      | 'remove-leader'
      | 'damage-ship'
      | 'marker';
  }
>;

/** Effects that may ask a side to choose. An event has at most one (data; events.test.ts checks it). */
export function asksChoice(eff: EventEffect): boolean {
  if (eff.kind === 'units-arrive') return eff.where === 'with-friendly-army' || eff.where === 'friendly-strongholds';
  return [
    'extra-activation-roll',
    'return-from-pool',
    'dragonarmy-halts',
    'remove-leader',
    'damage-ship',
    'marker',
  ].includes(eff.kind);
}

const chosenEffect = (ev: StrategicEvent): Chosen | undefined => ev.effects.find(asksChoice) as Chosen | undefined;

const drawerOfEvent = (s: State, event: EventId): Side =>
  s.effects.find((x) => x.event === event)?.side ??
  [...s.drawn].reverse().find((d) => d.event === event)?.by ??
  'highlord';

/** True once the flow is no longer ours to continue: a stage waits, or Step 3 has begun. */
const tookOver = (tx: Tx): boolean => tx.state.step !== 'events' || tx.state.stage !== null;

function runEffect(tx: Tx, ev: StrategicEvent, eff: EventEffect, drawer: Side): void {
  if (asksChoice(eff)) {
    offer(tx, ev, eff as Chosen, drawer);
    return;
  }
  if (eff.kind === 'extra-draconian') extraDraconian(tx);
  else if (eff.kind === 'units-arrive') arriveAt(tx, ev, eff);
  // Every other effect is read while it lasts: activation-modifier, set-rating, knights-bonus,
  // no-ship-movement, ship-movement-bonus, initiative, attack-modifier, set-tactical-rating.
}

/** Who answers an effect's choice. */
function chooser(eff: Chosen, drawer: Side): Side {
  switch (eff.kind) {
    case 'extra-activation-roll':
    case 'units-arrive':
    case 'return-from-pool':
      return eff.side;
    case 'dragonarmy-halts':
    case 'remove-leader':
      return eff.chosenBy;
    case 'damage-ship':
      return beneficiary(eff.chosenBy, drawer);
    case 'marker':
      return 'whitestone';
  }
}

/** One option stands: it is taken at once; several: the chooser is asked; none: the effect does nothing. */
function offer(tx: Tx, ev: StrategicEvent, eff: Chosen, drawer: Side, leftIn?: number): void {
  const left = leftIn ?? (eff.kind === 'return-from-pool' ? eff.count : undefined);
  const opts = options(tx.state, ev, eff, drawer, left).filter((o) => o.pick !== 'none');
  if (opts.length === 0) return;
  if (opts.length === 1) {
    resolve(tx, ev, eff, drawer, opts[0]!.pick, left);
    return;
  }
  tx.stage({
    kind: 'event-choice',
    side: chooser(eff, drawer),
    event: ev.id,
    ...(left !== undefined ? { left } : {}),
  });
}

interface Option {
  pick: string;
  label: string;
  target?: HexId;
  confirm?: string;
}

const needs = (r: number): string =>
  r >= 10 ? 'sure to succeed' : r <= 0 ? 'cannot succeed' : `needs ${r} or less on a d10`;

/** Listed nations still neutral that the side may roll for (AMB-12: a known rating). */
function rollable(s: State, side: Side, nations: readonly NationId[]): NationId[] {
  return nations.filter((n) => s.nations[n]?.status === 'neutral' && !NOT_ROLLED[n] && rating(s, side, n) !== null);
}

const DRAGONARMIES: readonly NationalityId[] = ['red-army', 'blue-army', 'green-army', 'black-army', 'white-army'];

/** The options of an effect's choice, the sensible default first; `left`: picks still to make. */
function options(s: State, ev: StrategicEvent, eff: Chosen, drawer: Side, left?: number): Option[] {
  switch (eff.kind) {
    case 'extra-activation-roll':
      return rollable(s, eff.side, eff.nations)
        .map((n) => ({ n, r: rating(s, eff.side, n)!.rating + eff.modifier }))
        .sort((a, b) => b.r - a.r)
        .map(({ n, r }) => ({ pick: n, label: `Roll for ${nationWord(n)}: ${needs(r)}` }));
    case 'units-arrive': {
      const waiting = eff.units.filter((u) => s.units[u]?.where === 'waiting');
      if (!waiting.length) return [];
      if (eff.where === 'with-friendly-army') {
        const hexes = [...new Set(friendlyArmies(s, eff.side).map((u) => u.hex!))].sort();
        return hexes
          .filter((h) => roomFor(s, h, eff.side, waiting))
          .map((h) => ({ pick: h, label: `Place ${unitsWord(waiting)} with the army at ${hexWord(h)}`, target: h }));
      }
      const next = waiting[0]!;
      return strongholdsHeld(s, eff.side)
        .filter((h) => roomFor(s, h, eff.side, [next], eff.maxAirPerHex))
        .map((h) => ({ pick: h, label: `Place ${unitWord(next)} at ${hexWord(h)}`, target: h }));
    }
    case 'return-from-pool': {
      if ((left ?? eff.count) <= 0) return [];
      const out: Option[] = [];
      for (const u of Object.values(s.units)) {
        if (u.where !== 'pool' || u.side !== eff.side) continue;
        const c = counter(u.id);
        if (c.kind !== 'army' || (eff.races && !eff.races.includes(c.race)) || c.draconian) continue;
        const hexes =
          eff.where === 'own-country'
            ? STRONGHOLDS.filter((p) => p.nation === c.nation).map((p) => p.hex)
            : [PLACE_BY_ID.get(eff.where)].filter((p) => p?.nation === c.nation).map((p) => p!.hex);
        for (const h of hexes)
          if (heldBy(s, h, eff.side) && roomFor(s, h, eff.side, [u.id]))
            out.push({ pick: `${u.id}@${h}`, label: `Return ${unitWord(u.id)} to ${hexWord(h)}`, target: h });
      }
      out.sort((a, b) => (a.pick < b.pick ? -1 : 1));
      if (out.length) out.push({ pick: 'none', label: 'Return no more armies' });
      return out;
    }
    case 'dragonarmy-halts':
      return DRAGONARMIES.filter((n) =>
        Object.values(s.units).some((u) => u.where === 'map' && isArmyId(u.id) && unit(u.id).nationality === n),
      ).map((n) => ({
        pick: n,
        label: `Halt the ${NATIONALITY_NAMES[n as keyof typeof NATIONALITY_NAMES]}: none of its armies moves this Turn`,
      }));
    case 'remove-leader':
      return Object.values(s.units)
        .filter((u) => u.where === 'map' && u.side === eff.victim && isLeaderId(u.id) && !eff.except.includes(u.id))
        .sort((a, b) => tacticalRating(s, b.id) - tacticalRating(s, a.id) || (a.id < b.id ? -1 : 1))
        .map((u) => ({
          pick: u.id,
          label: `Remove ${unitWord(u.id)} (Tactical Rating ${tacticalRating(s, u.id)}) from the game`,
          target: u.hex!,
          confirm: `${unitWord(u.id)} leaves the game for good.`,
        }));
    case 'damage-ship': {
      const victim = beneficiary(eff.victim, drawer);
      return Object.values(s.units)
        .filter((u) => u.where === 'map' && u.side === victim && isShipId(u.id) && !inPort(s, u.id))
        .sort((a, b) => Number(b.depleted) - Number(a.depleted) || (a.id < b.id ? -1 : 1))
        .map((u) => ({
          pick: u.id,
          label: u.depleted
            ? `Sink ${unitWord(u.id)} at ${hexWord(u.hex!)} (already damaged)`
            : `Damage ${unitWord(u.id)} at ${hexWord(u.hex!)}`,
          target: u.hex!,
        }));
    }
    case 'marker':
      if (eff.placedWith === 'whitestone-army' && lancesAdrift(s))
        // Given anew (regiveLances): each army by name, the strongest first (ties: the lowest hex, then id).
        return friendlyArmies(s, 'whitestone', true)
          .sort((a, b) => sp(s, b.id) - sp(s, a.id) || a.hex!.localeCompare(b.hex!) || a.id.localeCompare(b.id))
          .map((u) => ({
            pick: u.id,
            label: `Give the Dragonlances to ${unitWord(u.id)} (${sp(s, u.id)} SP) at ${hexWord(u.hex!)}`,
            target: u.hex!,
          }));
      if (eff.placedWith === 'whitestone-army') {
        const hexes = [...new Set(friendlyArmies(s, 'whitestone', true).map((u) => u.hex!))].sort();
        return hexes.map((h) => ({
          pick: h,
          label: `Give ${ev.name.replace(/^The /, 'the ')} to the army at ${hexWord(h)}`,
          target: h,
        }));
      }
      return Object.values(s.units)
        .filter((u) => u.where === 'map' && u.side === 'whitestone' && isWizardId(u.id) && u.hex)
        .map((u) => ({
          pick: u.id,
          label: `Give ${ev.name.replace(/^A /, 'the ')} to ${unitWord(u.id)} at ${hexWord(u.hex!)}`,
          target: u.hex!,
        }));
  }
}

/** Carries out one picked option. */
function resolve(tx: Tx, ev: StrategicEvent, eff: Chosen, drawer: Side, pick: string, left?: number): void {
  const s = tx.state;
  switch (eff.kind) {
    case 'extra-activation-roll':
      extraRoll(tx, ev, eff, pick as NationId);
      return;
    case 'units-arrive': {
      const waiting = eff.units.filter((u) => s.units[u]?.where === 'waiting');
      if (eff.where === 'with-friendly-army') {
        tx.emit({ type: 'placed', side: eff.side, units: waiting.map((id) => ({ id, hex: pick })), why: ev.name });
        return;
      }
      tx.emit({ type: 'placed', side: eff.side, units: [{ id: waiting[0]!, hex: pick }], why: ev.name });
      offer(tx, ev, eff, drawer);
      return;
    }
    case 'return-from-pool': {
      if (pick === 'none') return;
      const [id, hex] = pick.split('@') as [CounterId, HexId];
      tx.emit({ type: 'placed', side: eff.side, units: [{ id, hex }], why: ev.name });
      offer(tx, ev, eff, drawer, (left ?? eff.count) - 1);
      return;
    }
    case 'dragonarmy-halts':
      tx.emit({ type: 'eventChoiceMade', event: ev.id, side: eff.chosenBy, pick });
      return;
    case 'remove-leader':
      tx.emit({ type: 'eliminated', units: [pick], to: 'removed', why: ev.name });
      return;
    case 'damage-ship':
      // A second hit sinks it, with what it carries (DG-NAV-05, DG-SHIP-13: sea.ts).
      if (s.units[pick]!.depleted) sinkShip(tx, pick, ev.name);
      else tx.emit({ type: 'depleted', units: [pick] });
      return;
    case 'marker': {
      const holder =
        eff.placedWith === 'whitestone-army'
          ? friendlyArmies(s, 'whitestone', true).find((u) => u.id === pick || u.hex === pick)!
          : s.units[pick]!;
      tx.emit({ type: 'markerPlaced', event: ev.id, hex: holder.hex!, unit: holder.id });
      return;
    }
  }
}

/** The event's extra roll (Ogre Pact, Kender Wanderlust): not the side's Step 3 attempt. */
function extraRoll(
  tx: Tx,
  ev: StrategicEvent,
  eff: Extract<EventEffect, { kind: 'extra-activation-roll' }>,
  n: NationId,
) {
  const r = rating(tx.state, eff.side, n)!;
  const mods: Mod[] = [...r.mods, { label: ev.name, value: eff.modifier, rule: 'DG-SE-07' }];
  const total = r.rating + eff.modifier;
  const die = tx.dice.roll(10);
  const success = die <= total;
  tx.emit({ type: 'activationRolled', side: eff.side, nation: n, die, rating: total, mods, success, event: ev.id });
  // The nation is placed, then Step 3 begins (activationNext, still in Step 2).
  if (success) join(tx, n, eff.side, 'event', null);
}

/** A New Brood: one more draconian at the Dark Temple, as Step 1 makes them (replacements.ts: temple, counters, room, AMB-44). */
function extraDraconian(tx: Tx): void {
  const id = newDraconian(tx.state);
  const hex = tx.state.darkTemple.place ? PLACE_BY_ID.get(tx.state.darkTemple.place)?.hex : undefined;
  if (id && hex) tx.emit({ type: 'draconianMade', id, hex });
}

/** Arrivals at a fixed place (Flying Citadels, Dominion Shipyards): as many as have room; none unless `needs` is held. */
function arriveAt(tx: Tx, ev: StrategicEvent, eff: Extract<EventEffect, { kind: 'units-arrive' }>): void {
  const s = tx.state;
  if (eff.needs && s.control[eff.needs] !== eff.side) return;
  const waiting = eff.units.filter((u) => s.units[u]?.where === 'waiting');
  if (!waiting.length) return;
  let hex: HexId | undefined;
  if (eff.where === 'dark-temple-or-capital') {
    const t = s.darkTemple;
    const temple = t.place && !t.lost ? PLACE_BY_ID.get(t.place)?.hex : undefined;
    const capital = CAPITALS.get(counter(waiting[0]!).kind === 'wizard' ? 'dominion' : unitNation(waiting[0]!));
    hex = temple ?? (capital && heldBy(s, capital.hex, eff.side) ? capital.hex : undefined);
  } else hex = PLACE_BY_ID.get(eff.where)?.hex;
  if (!hex) return;
  const placed: CounterId[] = [];
  for (const u of waiting) if (roomFor(s, hex, eff.side, [...placed, u], eff.maxAirPerHex)) placed.push(u);
  if (placed.length)
    tx.emit({ type: 'placed', side: eff.side, units: placed.map((id) => ({ id, hex })), why: ev.name });
}

const unitNation = (id: CounterId): NationId => {
  const c = counter(id);
  return c.kind === 'wizard' || c.kind === 'marker' ? 'dominion' : c.nation;
};

// ---------------------------------------------------------------------------
// The board
// ---------------------------------------------------------------------------

/** A side's armies standing on land (ground only if asked). */
function friendlyArmies(s: State, side: Side, groundOnly = false) {
  return Object.values(s.units).filter(
    (u) =>
      u.where === 'map' && u.side === side && !u.aboard && u.hex && (groundOnly ? isGroundId(u.id) : isArmyId(u.id)),
  );
}

/** A stronghold hex the side holds, still a stronghold (DG-CAP-04), with no enemy army in it. */
function heldBy(s: State, hex: HexId, side: Side): boolean {
  const p = STRONGHOLDS.find((x) => x.hex === hex);
  if (!p || s.control[p.id] !== side || !liveStronghold(s, hex)) return false;
  return !armiesAt(s, hex).some((u) => u.side !== side);
}

const strongholdsHeld = (s: State, side: Side): HexId[] =>
  STRONGHOLDS.map((p) => p.hex)
    .filter((h) => heldBy(s, h, side))
    .sort();

/** Can these counters stand in the hex with what is there: no enemy army, within the stacking limits (AMB-06)? */
function roomFor(s: State, hex: HexId, side: Side, ids: readonly CounterId[], airCap: number = STACKING.air): boolean {
  const there = armiesAt(s, hex);
  if (there.some((u) => u.side !== side)) return false;
  const all = [...there.map((u) => u.id), ...ids.filter(isArmyId)];
  const ground = all.filter(isGroundId);
  if (ground.length > groundStackLimit(hex)) return false;
  if (all.filter(isAirId).length > Math.min(airCap, STACKING.air)) return false;
  return !(ground.some(isKenderId) && ground.some((g) => !isKenderId(g)));
}

/** In a port: at a port hex, not on a river hexside. */
function inPort(s: State, ship: CounterId): boolean {
  const u = s.units[ship]!;
  return !u.river && !u.maelstrom && !!u.hex && isPortHex(u.hex);
}
