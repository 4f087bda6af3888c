/** Victory per scenario (data/setup.ts; the text gives none, AMB-47). */
import type { Tx } from './tx.ts';

/** After the last Turn. */
export function finalVictory(tx: Tx): void {
  tx.emit({ type: 'gameOver', winner: 'whitestone', summary: 'The war ends.' });
}

/** Checked after every move, advance and placement: the first condition that holds ends the game. */
export function suddenDeath(_tx: Tx): void {}
