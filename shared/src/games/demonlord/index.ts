/**
 * Demonlord as a Hexpost title: the Demonlord against the Khozar Alliance,
 * two phases a turn, hidden stacks, battles fought off the map, sieges, magic,
 * neutrals to win over, and a war that ends by a capital or by a truce.
 */
import { defineGame } from '../../engine/define.ts';
import type { DecisionKind, GameModule, Result } from '../../engine/types.ts';
import { BATTLE_PROMPTS } from './battle/index.ts';
import { type Command, commandSchema, type Orders, ordersSchema } from './commands.ts';
import { type Config, configSchema, seatsFor } from './config.ts';
import { describe } from './describe.ts';
import type { DlEvent } from './events.ts';
import { evolve } from './rules/evolve.ts';
import { setup } from './rules/setup.ts';
import type { State } from './rules/state.ts';
import { choices, decide, onTimeout, pending, standing } from './rules/table.ts';
import { SIDE_NAMES, capital } from './rules/words.ts';
import { type DemonlordView, redact, view } from './view.ts';

/**
 * Events that turn up something hidden (engine/undo.ts): a spell hand drawn, reinforcements or creatures
 * drawn, Ul's ruler or the Forest Temple's answer shown, a battle that shows both armies, a hidden stack
 * made to show a regiment. Dice and shuffles seal by themselves.
 */
export function sealed(e: DlEvent): boolean {
  switch (e.type) {
    case 'handChosen':
    case 'reinforcementsDrawn':
    case 'ulRuler':
    case 'forestRolled':
    case 'fightOpened':
      return true;
    case 'topSet':
      return !!(e as { surfaced?: true }).surfaced;
    default:
      return false;
  }
}

const BATTLE_WORDS: Record<(typeof BATTLE_PROMPTS)[number], string> = {
  'battle-plan': 'Handing in a battle plan',
  'battle-deploy': 'Deploying regiments pair by pair',
  'battle-character': 'Placing characters in battle',
  'battle-regroup': 'Regrouping in battle',
  'battle-magic': 'Battle magic',
  'battle-target': 'Choosing targets in battle',
  'battle-retreat': 'Retreating or fighting on',
};
/** A battle is fought within one battle step (DL-BATL-06): its questions get short deadlines. */
const BATTLE_DECISIONS = Object.fromEntries(
  BATTLE_PROMPTS.map((k) => [k, { label: BATTLE_WORDS[k], hours: k === 'battle-plan' ? 24 : 8 }]),
) as Record<string, DecisionKind>;

export const DECISIONS: Readonly<Record<string, DecisionKind>> = {
  turn: { label: 'A phase: movement and what follows it', hours: 48 },
  setup: { label: 'Setting up the servants and the townsmen', hours: 48 },
  spells: { label: 'Choosing the spells', hours: 48 },
  reinforce: { label: 'Bringing reinforcements onto the map', hours: 24 },
  summon: { label: 'Summoning', hours: 24 },
  order: { label: 'Choosing the order of the battles', hours: 12 },
  sally: { label: 'Battle or siege when the enemy comes', hours: 12 },
  terrain: { label: 'Choosing the battle terrain', hours: 12 },
  withdraw: { label: 'Where a retreating army withdraws', hours: 12 },
  siege: { label: 'Assault or prolonged siege', hours: 12 },
  'siege-losses': { label: 'Choosing the regiments a siege costs', hours: 12 },
  'siege-order': { label: 'Choosing the order of the sieges', hours: 12 },
  alliance: { label: 'Seeking alliances with the neutrals', hours: 12 },
  exchange: { label: 'Exchanging prisoners', hours: 12 },
  truce: { label: 'Seeking peace at the end of a turn', hours: 24 },
  'spell-window': { label: 'Casting spells in a spell window', hours: 12 },
  veil: { label: 'Answering a Vision with Veil', hours: 8 },
  'siege-magic': { label: 'Bidding siege magic', hours: 8 },
  ...BATTLE_DECISIONS,
};

function result(s: State): Result | null {
  if (!s.result) return null;
  return {
    winners: s.result.winners,
    summary: s.result.summary,
    scores: { demon: s.sides.demon.vp, khozar: s.sides.khozar.vp },
  };
}

export const demonlord: GameModule<Config, State, Command, DlEvent, DemonlordView, Orders> = defineGame({
  id: 'demonlord',
  title: 'Demonlord',
  minSeats: 2,
  maxSeats: 2,
  configSchema,
  commandSchema,
  ordersSchema,
  seats: seatsFor,
  setup,
  evolve,
  decide,
  pending,
  view,
  redact,
  describe,
  choices,
  seatName: (_s, seat) => capital(SIDE_NAMES[seat as 'demon' | 'khozar'] ?? seat),
  sealed,
  onTimeout,
  /** The game turn: both phases of it. */
  round: (s) => s.turn,
  decisions: DECISIONS,
  standing,
  result,
} satisfies GameModule<Config, State, Command, DlEvent, DemonlordView, Orders>);

export type { Config, Command, DlEvent, State, DemonlordView, Orders };
