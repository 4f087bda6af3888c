/** Time (checklist 1.1): a round is a month, three rounds a turn (a season), four turns a year. */
import { SEASONS, type Season } from '../data/index.ts';

export const turnOf = (round: number): number => Math.ceil(round / 3);
export const roundOfTurn = (round: number): 1 | 2 | 3 => (((round - 1) % 3) + 1) as 1 | 2 | 3;
export const seasonOf = (round: number): Season => SEASONS[(turnOf(round) - 1) % 4]!;
export const yearOf = (round: number): number => Math.floor((turnOf(round) - 1) / 4) + 1;
export const isTurnStart = (round: number): boolean => roundOfTurn(round) === 1;
