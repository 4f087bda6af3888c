/**
 * Moving demi-human capitals (DG-CAP, optional rule): in its Movement Step
 * Whitestone may disband the capital of an elven or kender nation it holds
 * while an army of that nation stands in it; the place plays as open ground
 * and the nation cannot be conquered until the marker's Turn, 1d6+4 Turns on
 * (DG-CAP-04..06). At the start of Step 1 of that Turn Whitestone sets the
 * capital up in any fortress or fortified city it holds (AMB-43); from then on
 * the nation falls with that hex (DG-CAP-08).
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import {
  CAPITAL_DELAY,
  CAPITALS,
  capitalReturnTurn,
  NATION_INFO,
  type NationId,
  type Place,
  type Side,
  STRONGHOLDS,
  unit,
} from '../data/index.ts';
import { armiesAt, isGroundId } from './board.ts';
import { liveStronghold } from './evolve.ts';
import { eventsStep } from './flow.ts';
import { controller, replacementSides } from './replacements.ts';
import type { State } from './state.ts';
import type { Tx } from './tx.ts';
import { nationWord, placeWord } from './words.ts';

/** Where Whitestone may set a returning capital up: a fortress or fortified city it holds, not open ground, not another moved capital (DG-CAP-07). */
export function capitalSites(s: State, _nation: NationId): Place[] {
  const taken = new Set(Object.values(s.capitals).map((c) => c?.at));
  return STRONGHOLDS.filter((p) => liveStronghold(s, p.hex) && controller(s, p) === 'whitestone' && !taken.has(p.id));
}

/** A disbanded capital whose marker comes back this Turn (DG-CAP-07, AMB-43); with nowhere to go the nation falls instead (rules/conquest.ts). */
export function capitalDue(s: State): NationId | null {
  for (const [n, c] of Object.entries(s.capitals)) {
    const nation = n as NationId;
    if (!c || c.returns === null || c.returns > s.turn || c.at) continue;
    if (s.nations[nation]?.status !== 'whitestone') continue;
    if (capitalSites(s, nation).length) return nation;
  }
  return null;
}

/** The demi-human nations whose capital Whitestone may disband now (DG-CAP-02/03). */
function disbandable(s: State): { nation: NationId; place: Place }[] {
  if (!s.movingCapitals || s.stage?.kind !== 'movement' || s.stage.side !== 'whitestone') return [];
  const out: { nation: NationId; place: Place }[] = [];
  for (const [n, info] of Object.entries(NATION_INFO)) {
    const nation = n as NationId;
    const place = CAPITALS.get(nation);
    if (!info.demiHuman || !place || s.nations[nation]?.status !== 'whitestone' || s.capitals[nation]) continue;
    if (!armiesAt(s, place.hex, 'whitestone').some((u) => isGroundId(u.id) && unitNation(u.id) === nation)) continue;
    out.push({ nation, place });
  }
  return out;
}

const unitNation = (id: string): NationId => unit(id).nation;

/** disbandCapital choices in Whitestone's Movement Step. */
export function disbandChoices(s: State, side: Side): Choice<Command>[] {
  if (side !== 'whitestone') return [];
  return disbandable(s).map(({ nation, place }) => ({
    command: { type: 'disbandCapital', nation },
    label: `Disband the capital of ${nationWord(nation)} at ${placeWord(place.id)}: it returns in ${1 + CAPITAL_DELAY.add} to ${CAPITAL_DELAY.die + CAPITAL_DELAY.add} Turns`,
    group: 'Capital',
    target: place.hex,
    confirm: `${placeWord(place.id)} becomes open ground at once, and ${nationWord(nation)} cannot be conquered until its capital returns.`,
  }));
}

/** Choices of the capital stage. */
export function capitalChoices(s: State, side: Side): Choice<Command>[] {
  const st = s.stage;
  if (side !== 'whitestone' || st?.kind !== 'capital') return [];
  return capitalSites(s, st.nation).map((p) => ({
    command: { type: 'establishCapital', place: p.id },
    label: `Set up the capital of ${nationWord(st.nation)} at ${placeWord(p.id)}`,
    group: 'Capital',
    target: p.hex,
    confirm: `The capital cannot move again; if the Highlord takes ${placeWord(p.id)}, ${nationWord(st.nation)} is conquered.`,
  }));
}

/** The rest of Step 1 once a capital is back: another capital, then the replacements (rules/flow.ts replacementsStep). */
function continueStep1(tx: Tx): void {
  const due = capitalDue(tx.state);
  if (due) {
    tx.stage({ kind: 'capital', nation: due });
    return;
  }
  const sides = replacementSides(tx.state);
  if (sides.length) {
    tx.stage({ kind: 'replacements', sides });
    return;
  }
  tx.stage(null);
  eventsStep(tx);
}

/** disbandCapital, establishCapital. */
export function applyCapitalCommand(tx: Tx, side: Side, c: Command): void {
  const s = tx.state;
  if (c.type === 'disbandCapital') {
    if (!s.movingCapitals)
      throw new RuleError('optional_rule_off', 'Moving demi-human capitals is not a rule of this game.');
    const nation = c.nation as NationId;
    const info = NATION_INFO[nation];
    if (!info?.demiHuman) throw new RuleError('not_demi_human', 'Only an elven or kender nation may move its capital.');
    if (side !== 'whitestone' || s.stage?.kind !== 'movement' || s.stage.side !== 'whitestone')
      throw new RuleError('not_now', 'A capital is disbanded only in Whitestone’s Movement Step.');
    if (s.nations[nation]?.status !== 'whitestone')
      throw new RuleError('not_yours', `${info.name} does not fight for Whitestone.`);
    if (s.capitals[nation])
      throw new RuleError('capital_moved', `The capital of ${info.name} has moved once and cannot move again.`);
    const found = disbandable(s).find((x) => x.nation === nation);
    if (!found)
      throw new RuleError(
        'no_army_there',
        `An army of ${info.name} must stand in ${placeWord(CAPITALS.get(nation)!.id)} to disband it.`,
      );
    const die = tx.dice.roll(CAPITAL_DELAY.die);
    tx.emit({
      type: 'capitalDisbanded',
      nation,
      place: found.place.id,
      die,
      returns: capitalReturnTurn(s.turn, die),
    });
    return;
  }
  if (c.type === 'establishCapital') {
    const st = s.stage;
    if (side !== 'whitestone' || st?.kind !== 'capital')
      throw new RuleError('not_now', 'No capital is coming back now.');
    const site = capitalSites(s, st.nation).find((p) => p.id === c.place);
    if (!site)
      throw new RuleError(
        'bad_site',
        `The capital of ${nationWord(st.nation)} goes in a fortress or fortified city Whitestone holds; ${placeWord(c.place)} is not one.`,
      );
    tx.emit({ type: 'capitalEstablished', nation: st.nation, place: site.id });
    continueStep1(tx);
    return;
  }
  throw new RuleError('not_now', 'That cannot be done now.');
}
