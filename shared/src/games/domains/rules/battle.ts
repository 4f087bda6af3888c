/** Battles, raids and occupation checks at the end of a round (checklist 3.6–3.8, the substitute of 6.4). */
import type { Tx } from './tx.ts';

export function battles(_tx: Tx): void {}
