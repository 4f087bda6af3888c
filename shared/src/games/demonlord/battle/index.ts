/**
 * The Demonlord off-map battle, as the main engine calls it. See README.md for
 * the plan format, the policies and every rules reading we made.
 */
export { applyBattle, battleTerrainOptions, beginBattle, decideBattle } from './battle.ts';
export {
  BATTLE_PROMPTS,
  type BattlePromptKind,
  battleChoices,
  battleOutcome,
  battlePending,
  battleTimeout,
  redactBattle,
} from './prompts.ts';
export { describeBattle } from './describe.ts';
export { DEFAULT_PLAN, readyPlans } from './plan.ts';
export { ROUND_CAP } from './retreat.ts';
export type {
  Battle,
  BattleCommand,
  BattleEvent,
  BattleOutcome,
  BattlePlan,
  BattleSetup,
  Crossing,
  RetreatPolicy,
} from './types.ts';
export { battleCommandSchema, battlePlanSchema, retreatPolicySchema } from './types.ts';
export { type BattleView, battleView, type CharacterView, type RegimentView } from './view.ts';
