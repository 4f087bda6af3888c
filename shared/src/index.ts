export { titles } from './games/index.ts';
export { seededDice, scriptedDice } from './engine/dice.ts';
export type { AnyGame, GameModule, Dice, SeatId, Viewer, Pending, Choice, Result } from './engine/types.ts';
export { catalog, type TitleEntry } from './games/catalog.ts';
