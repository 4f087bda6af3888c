/**
 * The start of a turn (checklist 1.6, 1.7, 1.9 growth): loyalty rolls,
 * growth in autumn, collections of gold and regency, and expenses with
 * their unpaid consequences. Run in round 1 of each turn, before actions.
 */
import type { Tx } from './tx.ts';

export function turnStart(_tx: Tx): void {}
