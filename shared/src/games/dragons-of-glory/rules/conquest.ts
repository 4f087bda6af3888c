/**
 * After every command: strongholds captured by an enemy army standing in them
 * (AMB-48), nations conquered once every stronghold is in enemy hands
 * (DG-CNQ-01, the Knights together, DG-KOS-02), the Dark Temple lost
 * (DG-DRC-07), and a scenario's sudden-death victory.
 */
import type { Tx } from './tx.ts';
import { suddenDeath } from './victory.ts';

export function afterCommand(tx: Tx): void {
  if (tx.over) return;
  suddenDeath(tx);
}
