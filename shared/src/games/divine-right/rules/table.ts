/**
 * The table of states. Each step says who is waiting (pending), what they may
 * do (options: shared by choices() and decide()) and how a command applies.
 * Interrupts (questions to any seat: losses, retreat, advance, replacements,
 * reinforcements, the siege veto, captives) always come before the step.
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice, DecideContext, Pending, SeatId } from '../../../engine/types.ts';
import type { KingdomId } from '../data/index.ts';
import { type Command, commandKey, type Option, type Orders } from '../commands.ts';
import {
  capital,
  hexesWords,
  hexWords,
  kname,
  kverb,
  monarchWords,
  plural,
  seatIn,
  unitsAtWords,
  unitsWords,
  unitWord,
} from '../words.ts';
import type { DrEvent } from '../events.ts';
import { alliance, castleSeat, liveCastle } from './board.ts';
import {
  applyAdvance,
  attackOptions,
  beginBattle,
  beginBreakout,
  declare,
  declareAmphibious,
  loseUnits,
  mayRetreat,
  recall,
  retreat,
  retreatNeed,
} from './combat.ts';
import {
  cardOptions,
  diplomacyOptions,
  discardOptions,
  duel,
  execute,
  executeWarning,
  forcePeace,
  release,
  rollDiplomacy,
  sendEnvoy,
} from './diplomacy.ts';
import { advance, enterCombat, enterSieges } from './flow.ts';
import { applyDisband, applyMove, applySail, applySearch, fleetsMustLeave, movementOptions } from './movement.ts';
import {
  placeMercenary,
  placeReplacement,
  reinforcementOptions,
  replaceCommands,
  replacementOptions,
} from './random.ts';
import { checkBreakout, lift, siegeAttack, siegeOptions } from './sieges.ts';
import type { Interrupt, State, Unit } from './state.ts';
import {
  applyDisplacement,
  besiegingSeats,
  continueDeployment,
  deployOptions,
  freeCaptive,
  killMonarch,
  liftSiege,
  makeUnit,
  reenter,
} from './status.ts';
import { Tx } from './tx.ts';

// ---------------------------------------------------------------------------
// Interrupts
// ---------------------------------------------------------------------------

type LossPolicy = NonNullable<Orders['losses']>;

/** Loss order for a policy (OOT-1): which units die first. */
export function lossPick(s: State, it: Extract<Interrupt, { kind: 'losses' }>, policy: LossPolicy): string[] {
  const own = s.players[it.seat]?.kingdom;
  const rank = (u: Unit): number => {
    const cls = u.kingdom === null ? 'merc' : u.kingdom === own ? 'own' : 'ally';
    const order = {
      'mercenaries-first': ['merc', 'ally', 'own'],
      'allies-first': ['ally', 'merc', 'own'],
      'own-first': ['own', 'ally', 'merc'],
    }[policy];
    return order.indexOf(cls);
  };
  const units = it.pool.map((id) => s.units[id]).filter((u): u is Unit => !!u);
  units.sort(
    (a, b) =>
      rank(a) - rank(b) || (a.kind === 'fleet' ? 1 : 0) - (b.kind === 'fleet' ? 1 : 0) || (a.id < b.id ? -1 : 1),
  );
  return units.slice(0, Math.min(it.count, units.length)).map((u) => u.id);
}

function interruptOptions(s: State, it: Interrupt): Option[] {
  switch (it.kind) {
    case 'losses': {
      const seen = new Set<string>();
      const out: Option[] = [];
      const lose = (units: string[]): Option => {
        const list = units.map((id) => s.units[id]).filter((u): u is Unit => !!u);
        return {
          command: { type: 'takeLosses', units },
          label: `Lose ${unitsAtWords(list)}`,
          group: 'Losses',
          ...(list[0] ? { target: list[0].hex } : {}),
        };
      };
      for (const p of ['mercenaries-first', 'allies-first', 'own-first'] as const) {
        const units = lossPick(s, it, p);
        const key = [...units].sort().join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(lose(units));
      }
      if (it.count === 1) {
        for (const id of it.pool) {
          if (!seen.has(id)) out.push(lose([id]));
          seen.add(id);
        }
      }
      return out;
    }
    case 'retreat': {
      const need = retreatNeed(s, it.hex, it.force);
      // an amphibious defence retreats its armies and its fleets apart: name who goes
      const b = s.battle;
      const who = it.force && b ? ` ${unitsWords(mayRetreat(s, b.attack, it.hex, it.force).map((u) => u.id))}` : '';
      return [
        {
          command: { type: 'stand' },
          label: `Stand and fight at ${hexWords(it.hex)}${who ? ` with${who}` : ''}`,
          group: 'Retreat before combat',
          target: it.hex,
        },
        ...it.options.map((to) => ({
          command: { type: 'retreat', to } as Command,
          label: `Try to retreat${who} to ${hexWords(to)}${need ? ` (a die roll: ${need} or more)` : ''}`,
          group: 'Retreat before combat',
          target: to,
        })),
      ];
    }
    case 'release': {
      const m = monarchWords(it.kingdom);
      const at = s.units[`${it.kingdom}-monarch`]?.hex;
      const where = at ? { target: at } : {};
      return [
        { command: { type: 'releaseFor', agree: false }, label: `Keep ${m} prisoner`, group: 'Captive', ...where },
        {
          command: { type: 'releaseFor', agree: true },
          label: `Release ${m} so that ${seatIn(s, it.requester)} may force peace on ${kname(it.kingdom)}`,
          group: 'Captive',
          confirm: `${capital(m)} goes free and is no longer yours to hold; ${seatIn(s, it.requester)} then rolls to force peace on ${kname(it.kingdom)}.`,
          ...where,
        },
      ];
    }
    case 'sally': {
      const fleets = unitsWords(it.fleets);
      return [
        {
          command: { type: 'sally', out: false },
          label: `Keep ${fleets} inside ${hexWords(it.hex)}`,
          group: 'Amphibious attack',
          target: it.hex,
        },
        {
          command: { type: 'sally', out: true },
          label: `Bring ${fleets} out of ${hexWords(it.hex)} to defend`,
          group: 'Amphibious attack',
          target: it.hex,
        },
      ];
    }
    case 'reentry':
      return [
        {
          command: { type: 'vote', yes: false },
          label: `Keep ${seatIn(s, it.candidate)} out of the game`,
          group: 'Re-entry',
        },
        {
          command: { type: 'vote', yes: true },
          label: `Let ${seatIn(s, it.candidate)} re-enter the game`,
          group: 'Re-entry',
        },
      ];
    case 'castaway': {
      const u = s.units[it.unit];
      const hero = unitWord(it.unit);
      const own = !!u?.kingdom && s.kingdoms[u.kingdom].status === 'player';
      const where = u ? { target: u.hex } : {};
      return [
        {
          command: { type: 'castaway', keep: true },
          label: `Keep ${hero} ashore in ${kname(it.kingdom)} (a Diplomatic Penalty with ${kname(it.kingdom)})`,
          group: 'Shipwreck',
          ...where,
        },
        {
          command: { type: 'castaway', keep: false },
          label: `Give ${hero} up to spare ${kname(it.kingdom)}`,
          group: 'Shipwreck',
          confirm: own
            ? `${capital(hero)} dies, and with him you are out of the game.`
            : `${capital(hero)} dies, with no victory points to anyone${u?.kingdom ? `, and ${kname(u.kingdom)} falls into Confusion` : ''}.`,
          ...where,
        },
      ];
    }
    case 'deploy': {
      const id = it.units[0] as string;
      return deployOptions(s, it.seat, it.kingdom, id).map((hex) => ({
        command: { type: 'deploy', hex } as Command,
        label: `Place ${unitWord(id)} at ${hexWords(hex)}`,
        group: `Deploy ${kname(it.kingdom)}`,
        target: hex,
      }));
    }
    case 'displace':
      return it.options.map((o) => ({
        command: { type: 'displace', to: o.to, ...(o.through ? { through: o.through } : {}) } as Command,
        label: o.through
          ? `Fight through ${hexWords(o.through)} to ${hexWords(o.to)}, losing ${plural(o.loss, 'unit')}`
          : `Displace ${unitsWords(it.units)} to ${hexWords(o.to)}`,
        group: 'Displacement',
        target: o.to,
      }));
    case 'recall': {
      const all = it.groups.flat();
      const out: Option[] = [
        {
          command: { type: 'recall', units: [] },
          label: `Retreat to ${hexWords(it.to)}`,
          group: 'Retreat before combat',
          target: it.to,
        },
        {
          command: { type: 'recall', units: all },
          label: `Call the retreat off: stand and fight at ${hexWords(it.hex)}`,
          group: 'Retreat before combat',
          target: it.hex,
        },
      ];
      // DR-RBC-09/13: any mix of whole type groups may be called back, the others going
      const n = it.groups.length;
      for (let mask = 1; n > 1 && mask < (1 << n) - 1; mask++) {
        const back = it.groups.filter((_, i) => mask & (1 << i));
        const go = it.groups.filter((_, i) => !(mask & (1 << i)));
        out.push({
          command: { type: 'recall', units: back.flat() },
          label: `Retreat only ${unitsWords(go.flat())} to ${hexWords(it.to)}; keep ${unitsWords(back.flat())} in the battle at ${hexWords(it.hex)}`,
          group: 'Retreat before combat',
          target: it.hex,
        });
      }
      return out;
    }
    case 'advance': {
      const who = unitsWords(it.units);
      const out: Option[] = [
        { command: { type: 'advance', units: [], to: null }, label: 'Do not advance', group: 'Advance' },
      ];
      for (const to of it.hexes) {
        const c = liveCastle(s, to);
        const siege = !!c && castleSeat(s, c) !== it.seat && s.sieges[to] !== it.seat;
        out.push({
          command: { type: 'advance', units: it.units, to },
          label: `Advance ${who} into ${hexWords(to)}${siege ? ', laying siege' : ''}`,
          group: 'Advance',
          target: to,
        });
      }
      if (it.relief)
        out.push({
          command: { type: 'advance', units: it.units, to: it.relief, inside: true },
          label: `Enter the castle at ${hexWords(it.relief)} with ${who}`,
          group: 'Advance',
          target: it.relief,
        });
      return out;
    }
    case 'replace': {
      const cmds = [...replaceCommands(s, it.seat), ...(it.either ? reinforcementOptions(s, it.seat) : [])];
      if (!cmds.length) return [{ command: { type: 'done' }, label: 'Nothing can enter', group: 'Replacements' }];
      return cmds.map((command) => entryOption(s, it.seat, command, 'Replacements'));
    }
    case 'reinforce': {
      const cmds = reinforcementOptions(s, it.seat);
      if (!cmds.length) return [{ command: { type: 'done' }, label: 'Nothing can enter', group: 'Reinforcements' }];
      return cmds.map((command) => entryOption(s, it.seat, command, 'Reinforcements'));
    }
    case 'veto': {
      const castles = hexesWords(it.hexes);
      const where = it.hexes[0] ? { target: it.hexes[0] } : {};
      return [
        {
          command: { type: 'veto', keep: true },
          label: `Keep the siege of ${castles}: ${kname(it.kingdom)} ${kverb(it.kingdom, 'stays in its', 'stay in their')} alliance`,
          group: 'Siege',
          ...where,
        },
        {
          command: { type: 'veto', keep: false },
          label: `Lift the siege of ${castles}: ${kname(it.kingdom)} ${kverb(it.kingdom, 'leaves its', 'leave their')} alliance`,
          group: 'Siege',
          ...where,
        },
      ];
    }
    case 'captive': {
      const m = monarchWords(it.kingdom);
      const at = s.units[`${it.kingdom}-monarch`]?.hex;
      const where = at ? { target: at } : {};
      return [
        { command: { type: 'captive', fate: 'free' }, label: `Set ${m} free`, group: 'Captive', ...where },
        {
          command: { type: 'captive', fate: 'execute' },
          label: `Execute ${m}`,
          group: 'Captive',
          confirm: executeWarning(it.kingdom),
          ...where,
        },
      ];
    }
  }
}

const PROMPTS: Record<Interrupt['kind'], string> = {
  losses: 'Choose which units are lost.',
  retreat: 'You are attacked: retreat before combat or stand?',
  release: 'Another player asks you to release your prisoner so that he may force peace on his kingdom.',
  sally: 'An amphibious attack is coming: bring your fleets out of the castle-port to defend?',
  reentry: 'An eliminated player asks to re-enter the game: do you consent?',
  castaway: 'Your hero was cast ashore in a neutral kingdom: keep him and violate it, or give him up?',
  deploy: 'Choose where units of your alliance enter the map.',
  displace: 'Your units must leave the castle hex: where do they go?',
  recall: 'Your retreat succeeded: go, or call some units back into the battle?',
  advance: 'Advance after combat?',
  replace: 'Bring back eliminated units.',
  reinforce: 'Place mercenary reinforcements.',
  veto: 'A kingdom you besiege would drop out of its alliance: keep or lift your siege?',
  captive: 'You captured a monarch but hold no prison castle: execute him or set him free?',
};

function applyInterrupt(tx: Tx, it: Interrupt, cmd: Command): void {
  const s = tx.state;
  ensureListed(interruptOptions(s, it), cmd, it.kind === 'losses' || it.kind === 'advance');
  tx.emit({ type: 'answered' });
  switch (it.kind) {
    case 'losses': {
      if (cmd.type !== 'takeLosses') return;
      const want = Math.min(it.count, it.pool.length);
      if (new Set(cmd.units).size !== want || cmd.units.some((u) => !it.pool.includes(u))) {
        throw new RuleError('bad_losses', `Choose ${want} of the listed units.`);
      }
      const enemy = s.battle ? (it.seat === s.active ? s.battle.defenderSeat : s.active) : null;
      loseUnits(tx, cmd.units, it.cause === 'combat' || it.cause === 'siege' ? it.cause : 'event', enemy);
      return;
    }
    case 'retreat':
      if (cmd.type === 'retreat') {
        retreat(tx, it.hex, cmd.to, it.force);
      }
      return;
    case 'recall':
      if (cmd.type === 'recall') recall(tx, it, cmd.units);
      return;
    case 'release':
      if (cmd.type !== 'releaseFor' || !cmd.agree) return;
      freeCaptive(tx, it.kingdom);
      forcePeace(tx, it.requester, it.kingdom);
      return;
    case 'sally':
      if (cmd.type === 'sally' && cmd.out) tx.emit({ type: 'sallied', hex: it.hex, units: it.fleets });
      return;
    case 'reentry': {
      if (cmd.type !== 'vote') return;
      tx.emit({ type: 'reentryVoted', seat: it.seat, candidate: it.candidate, yes: cmd.yes });
      if (!cmd.yes) return;
      const next = it.voters.filter((x) => !tx.state.players[x]?.eliminated);
      if (next.length)
        tx.emit({
          type: 'asked',
          interrupt: { kind: 'reentry', seat: next[0] as string, candidate: it.candidate, voters: next.slice(1) },
        });
      else reenter(tx, it.candidate);
      return;
    }
    case 'castaway': {
      if (cmd.type !== 'castaway') return;
      const u = s.units[it.unit];
      if (cmd.keep) tx.emit({ type: 'penalty', seat: it.seat, kingdom: it.kingdom, cause: 'violation' });
      else if (u?.kingdom) killMonarch(tx, u.kingdom, null, 'given up ashore', false);
      return;
    }
    case 'deploy': {
      if (cmd.type !== 'deploy') return;
      const id = it.units[0] as string;
      tx.emit({
        type: 'placed',
        units: [makeUnit(id, it.seat, cmd.hex, !!liveCastle(s, cmd.hex))],
        cause: 'activation',
      });
      continueDeployment(tx, it.seat, it.kingdom, it.units.slice(1));
      return;
    }
    case 'displace': {
      if (cmd.type !== 'displace') return;
      const o = it.options.find((x) => x.to === cmd.to && x.through === cmd.through) ?? null;
      const aboard: Record<string, string> = {};
      const fleets = it.units.filter((id) => s.units[id]?.kind === 'fleet');
      const armies = it.units.filter((id) => s.units[id]?.kind === 'army');
      if (fleets.length && armies.length)
        armies.forEach((a, i) => {
          aboard[a] = fleets[i % fleets.length] as string;
        });
      // a siege of it.from ends as the last besieger goes out, for the reason it was being ended
      tx.endingSiege(it.from, it.siege ?? 'besiegers displaced', () =>
        applyDisplacement(tx, it.units, o, it.cause, Object.keys(aboard).length ? aboard : undefined),
      );
      return;
    }
    case 'advance':
      if (cmd.type !== 'advance') return;
      if (cmd.to !== null && !it.hexes.includes(cmd.to) && cmd.to !== it.relief)
        throw new RuleError('bad_advance', 'You may not advance there.');
      if (cmd.units.some((u) => !it.units.includes(u)))
        throw new RuleError('bad_advance', 'Only the surviving attackers advance.');
      applyAdvance(tx, cmd.units, cmd.to, cmd.inside ?? false);
      return;
    case 'replace':
    case 'reinforce': {
      if (cmd.type === 'replace') placeReplacement(tx, it.seat, cmd.unit);
      else if (cmd.type === 'reinforce' || cmd.type === 'steal') placeMercenary(tx, it.seat, cmd);
      else return;
      const left = it.count - 1;
      const more =
        it.kind === 'replace'
          ? replaceCommands(tx.state, it.seat).length
          : reinforcementOptions(tx.state, it.seat).length;
      if (left > 0 && more) tx.emit({ type: 'asked', interrupt: { ...it, count: left } });
      return;
    }
    case 'veto':
      if (cmd.type !== 'veto') return;
      tx.emit({ type: 'vetoAnswered', seat: it.seat, keep: cmd.keep });
      if (!cmd.keep) for (const hex of it.hexes) liftSiege(tx, hex, 'lifted to let the kingdom deactivate');
      return;
    case 'captive':
      if (cmd.type !== 'captive') return;
      if (cmd.fate === 'execute') {
        tx.emit({ type: 'penalty', seat: it.seat, kingdom: it.kingdom, cause: 'execution' });
        killMonarch(tx, it.kingdom, it.seat, 'execution', false);
      } else freeCaptive(tx, it.kingdom);
      return;
  }
}

// ---------------------------------------------------------------------------
// The active player's steps
// ---------------------------------------------------------------------------

interface StepRules {
  prompt: string;
  options(s: State, seat: SeatId): Option[];
  apply(tx: Tx, seat: SeatId, cmd: Command): void;
}

const STEPS: Partial<Record<State['step'], StepRules>> = {
  diplomacy: {
    prompt: 'Diplomacy: send your ambassador, force peace, deal with prisoners, or end the phase.',
    options: diplomacyOptions,
    apply(tx, seat, cmd) {
      ensureListed(diplomacyOptions(tx.state, seat), cmd);
      switch (cmd.type) {
        case 'envoy':
          sendEnvoy(tx, seat, cmd.action, cmd.kingdom);
          if (cmd.action !== 'assassinate') tx.emit({ type: 'step', step: 'card' });
          return;
        case 'duel':
          return duel(tx, seat, cmd.seat);
        case 'forcePeace':
          return forcePeace(tx, seat, cmd.kingdom);
        case 'execute':
          return execute(tx, seat, cmd.kingdom);
        case 'release':
          return release(tx, cmd.kingdom);
        case 'done':
          if ((tx.state.players[seat]?.hand.length ?? 0) > 4) tx.emit({ type: 'step', step: 'discard' });
          else enterSieges(tx);
          return;
      }
    },
  },
  card: {
    prompt: 'Play a diplomacy card with the roll, or roll without one.',
    options: cardOptions,
    apply(tx, seat, cmd) {
      ensureListed(cardOptions(tx.state, seat), cmd);
      if (cmd.type !== 'playCard') return;
      rollDiplomacy(tx, seat, cmd.card);
      tx.emit({ type: 'step', step: 'diplomacy' });
    },
  },
  discard: {
    prompt: 'Discard down to four diplomacy cards.',
    options: discardOptions,
    apply(tx, seat, cmd) {
      ensureListed(discardOptions(tx.state, seat), cmd);
      if (cmd.type !== 'discard') return;
      tx.emit({ type: 'cardDiscarded', seat, card: cmd.card, played: false });
      if ((tx.state.players[seat]?.hand.length ?? 0) <= 4) enterSieges(tx);
    },
  },
  sieges: {
    prompt: 'Sieges: roll against the castles you besiege, lift sieges, break out, or end the phase.',
    options: siegeOptions,
    apply(tx, seat, cmd) {
      switch (cmd.type) {
        case 'siegeAttack':
          return siegeAttack(tx, seat, cmd.hex);
        case 'liftSiege':
          return lift(tx, seat, cmd.hex, cmd.to);
        case 'breakout':
          checkBreakout(tx.state, seat, cmd.hex);
          return beginBreakout(tx, seat, cmd.hex);
        case 'done':
          tx.emit({ type: 'step', step: 'movement' });
          return;
        default:
          throw new RuleError('not_now', 'That is not a Siege Phase action.');
      }
    },
  },
  movement: {
    prompt: 'Movement: move your stacks and fleets, then end the phase.',
    options: movementOptions,
    apply(tx, seat, cmd) {
      switch (cmd.type) {
        case 'move':
          return applyMove(tx, seat, cmd);
        case 'sail':
          return applySail(tx, seat, cmd);
        case 'search':
          return applySearch(tx, seat, cmd);
        case 'disband':
          return applyDisband(tx, seat, cmd.hex);
        case 'done': {
          if (!movementOptions(tx.state, seat).some((o) => o.command.type === 'done'))
            throw new RuleError(
              'fleets_must_leave',
              `${capital(unitsWords(fleetsMustLeave(tx.state, seat)))} must first leave the enemy army's hex.`,
            );
          return enterCombat(tx);
        }
        default:
          throw new RuleError('not_now', 'That is not a movement.');
      }
    },
  },
  declare: {
    prompt: 'Combat: declare every attack, then resolve them.',
    options: (s, seat) => {
      const attacks = attackOptions(s, seat);
      const open = new Set(attacks.map((o) => (o.command.type === 'declare' ? o.command.targets[0] : '')));
      const n = s.attacks.length;
      return [
        ...attacks,
        {
          command: { type: 'done' },
          label: n ? `Resolve the ${plural(n, 'declared attack')}` : 'Make no attack',
          group: 'Combat',
          ...(open.size
            ? {
                confirm: n
                  ? `${plural(open.size, 'more enemy stack')} could still be attacked; declaring ends and the battles begin.`
                  : `${plural(open.size, 'enemy stack')} could be attacked; no attack is made and your turn ends.`,
              }
            : {}),
        },
      ];
    },
    apply(tx, seat, cmd) {
      if (cmd.type === 'declare') {
        if (cmd.kind === 'amphibious') {
          if (cmd.targets.length !== 1) throw new RuleError('illegal_attack', 'An amphibious attack strikes one hex.');
          return declareAmphibious(tx, seat, cmd.from, cmd.targets[0] as string, cmd.join);
        }
        return declare(tx, seat, cmd.from, cmd.targets, cmd.kind === 'land' ? 'army' : 'fleet', cmd.join);
      }
      if (cmd.type === 'done') {
        tx.emit({ type: 'step', step: tx.state.attacks.length ? 'resolve' : 'end' });
        return;
      }
      throw new RuleError('not_now', 'Declare attacks or finish declaring.');
    },
  },
  resolve: {
    prompt: 'Combat: choose the next attack to resolve.',
    options: (s) =>
      s.attacks.flatMap((a, i) =>
        a.resolved
          ? []
          : [
              {
                command: { type: 'resolve', attack: i } as Command,
                label: `Fight the battle at ${hexesWords(a.targets)}: ${unitsWords(a.attackers)} against ${a.defenders.length ? unitsWords(a.defenders) : 'the castle'}`,
                group: 'Combat',
                ...(a.targets[0] ? { target: a.targets[0] } : {}),
              },
            ],
      ),
    apply(tx, _seat, cmd) {
      if (cmd.type !== 'resolve') throw new RuleError('not_now', 'Choose an attack to resolve.');
      beginBattle(tx, cmd.attack);
    },
  },
};

function ensureListed(options: Option[], cmd: Command, loose = false): void {
  if (loose && (cmd.type === 'takeLosses' || cmd.type === 'advance')) return;
  const key = commandKey(cmd);
  if (!options.some((o) => commandKey(o.command) === key)) {
    throw new RuleError(`illegal_${cmd.type}`, 'That choice is not open now.');
  }
}

// ---------------------------------------------------------------------------
// The contract
// ---------------------------------------------------------------------------

export function pending(s: State): Pending[] {
  if (s.result) return [];
  const it = s.interrupts[0];
  if (it) return [{ seat: it.seat, prompt: PROMPTS[it.kind], kind: it.kind, timeout: true }];
  const rules = STEPS[s.step];
  if (!rules) return [];
  return [{ seat: s.active, prompt: rules.prompt, kind: 'turn', timeout: true }];
}

export function choices(s: State, seat: SeatId): Choice<Command>[] {
  if (!pending(s).some((p) => p.seat === seat)) return [];
  const it = s.interrupts[0];
  if (it) return interruptOptions(s, it);
  return STEPS[s.step]?.options(s, seat) ?? [];
}

export function decide(s: State, seat: SeatId, cmd: Command, ctx: DecideContext): DrEvent[] {
  if (s.result) throw new RuleError('game_over', 'The game is over.');
  if (!pending(s).some((p) => p.seat === seat))
    throw new RuleError('not_your_turn', 'The game is not waiting for you.');
  const tx = new Tx(s, ctx.dice);
  const it = s.interrupts[0];
  if (it) {
    if (cmd.type === 'done' && (it.kind === 'replace' || it.kind === 'reinforce')) {
      ensureListed(interruptOptions(s, it), cmd);
      tx.emit({ type: 'answered' });
    } else applyInterrupt(tx, it, cmd);
  } else {
    const rules = STEPS[s.step];
    if (!rules) throw new RuleError('not_now', 'Nothing is waiting for a command.');
    rules.apply(tx, seat, cmd);
  }
  advance(tx);
  return tx.events;
}

/** A passed deadline: the cautious default for every question, the end of the step for the active player. */
export function onTimeout(s: State, seat: SeatId): Command {
  const it = s.interrupts[0];
  if (it && it.seat === seat) {
    switch (it.kind) {
      case 'retreat':
        return { type: 'stand' };
      case 'recall':
        return { type: 'recall', units: [] };
      case 'advance':
        return { type: 'advance', units: [], to: null };
      case 'veto':
        return { type: 'veto', keep: true };
      case 'captive':
        return { type: 'captive', fate: 'free' };
      case 'castaway':
        return { type: 'castaway', keep: true };
      case 'reentry':
        return { type: 'vote', yes: false };
      case 'sally':
        return { type: 'sally', out: false };
      case 'release':
        return { type: 'releaseFor', agree: false };
      case 'losses':
        return { type: 'takeLosses', units: lossPick(s, it, 'mercenaries-first') };
      default:
        return (interruptOptions(s, it)[0] as Option).command;
    }
  }
  switch (s.step) {
    case 'card':
      return { type: 'playCard', card: null };
    case 'discard':
      return (discardOptions(s, seat)[0] as Option).command;
    case 'movement': {
      const opts = movementOptions(s, seat);
      if (opts.some((o) => o.command.type === 'done')) return { type: 'done' };
      return (opts.find((o) => o.command.type === 'sail') ?? (opts[0] as Option)).command;
    }
    case 'resolve': {
      const i = s.attacks.findIndex((a) => !a.resolved);
      return { type: 'resolve', attack: Math.max(0, i) };
    }
    default:
      return { type: 'done' };
  }
}

/** Standing orders answer the out-of-turn questions they cover (DESIGN: never wait on a known answer). */
export function standing(s: State, seat: SeatId, orders: Orders): Command | null {
  const it = s.interrupts[0];
  if (!it || it.seat !== seat) return null;
  switch (it.kind) {
    case 'losses':
      return orders.losses ? { type: 'takeLosses', units: lossPick(s, it, orders.losses) } : null;
    case 'retreat':
      if (orders.retreat === 'never') return { type: 'stand' };
      if (orders.retreat === 'always') return { type: 'retreat', to: it.options[0] as string };
      return null;
    case 'recall':
      return orders.retreat === 'always' ? { type: 'recall', units: [] } : null;
    case 'release':
      return orders.releases ? { type: 'releaseFor', agree: orders.releases === 'agree' } : null;
    case 'sally':
      return orders.sally ? { type: 'sally', out: orders.sally === 'out' } : null;
    case 'reentry':
      return orders.reentry ? { type: 'vote', yes: orders.reentry === 'yes' } : null;
    case 'castaway':
      return orders.castaways ? { type: 'castaway', keep: orders.castaways === 'keep' } : null;
    case 'deploy': {
      const h = deployOptions(s, seat, it.kingdom, it.units[0] as string)[0];
      return orders.deploy === 'auto' && h ? { type: 'deploy', hex: h } : null;
    }
    case 'displace': {
      const o = it.options[0];
      return orders.displace === 'auto' && o
        ? { type: 'displace', to: o.to, ...(o.through ? { through: o.through } : {}) }
        : null;
    }
    case 'veto':
      return orders.sieges ? { type: 'veto', keep: orders.sieges === 'keep' } : null;
    case 'captive':
      return orders.captives ? { type: 'captive', fate: orders.captives } : null;
    case 'advance':
      if (orders.advance === 'never') return { type: 'advance', units: [], to: null };
      if (orders.advance === 'always') {
        const to = it.hexes[0] ?? it.relief;
        return to ? { type: 'advance', units: it.units, to, ...(to === it.relief ? { inside: true } : {}) } : null;
      }
      return null;
    default:
      return null;
  }
}

/** Kingdoms a seat fights with (for views and bots). */
export const allianceOf = (s: State, seat: SeatId): KingdomId[] => alliance(s, seat);
export const besiegersOf = besiegingSeats;

/** The words for a unit entering play (a replacement, a hired mercenary or a stolen one) and where it enters. */
function entryOption(s: State, seat: SeatId, command: Command, group: string): Option {
  switch (command.type) {
    case 'replace': {
      const hex = replacementOptions(s, seat).find((o) => o.unit === command.unit)?.hex;
      return {
        command,
        label: `Bring back ${unitWord(command.unit)}${hex ? ` at ${hexWords(hex)}` : ''}`,
        group,
        ...(hex ? { target: hex } : {}),
      };
    }
    case 'steal': {
      const owner = s.units[command.unit]?.seat;
      return {
        command,
        label: `Steal ${unitWord(command.unit)}${owner ? ` from ${seatIn(s, owner)}` : ''} into ${hexWords(command.hex)}`,
        group,
        target: command.hex,
        confirm: `${capital(unitWord(command.unit))} leaves ${owner ? `${seatIn(s, owner)}'s` : 'its'} service and enters yours at ${hexWords(command.hex)}.`,
      };
    }
    case 'reinforce':
      return {
        command,
        label: `Hire a mercenary ${command.kind} into ${hexWords(command.hex)}`,
        group,
        target: command.hex,
      };
    default:
      return { command, label: 'Nothing can enter', group };
  }
}
