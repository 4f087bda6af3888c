/**
 * The set-up of the placement tests: a nation that has just joined a side, waiting to be placed, in the
 * middle of the Highlord's move (the stage resumes his movement afterwards).
 */
import type { NationId, Side } from './data/index.ts';
import type { DgEvent } from './events.ts';
import type { Stage, State } from './rules/state.ts';
import { dragonsOfGlory, sandbox } from './testkit.ts';

export const resume: Stage = { kind: 'movement', side: 'highlord' };

/**
 * `side` is asked to place `nation`; `units` stand on the map already, `nations` fix more sides (the
 * Dominion, Qualinesti and the good dragons always stand where they start), `stage` changes the stage.
 */
export function placing(
  nation: NationId,
  side: Side,
  units: { id: string; hex: string; where?: 'removed' }[] = [],
  nations: Partial<Record<NationId, Side>> = {},
  stage: Partial<Extract<Stage, { kind: 'place' }>> = {},
): State {
  const s = sandbox({
    units,
    nations: {
      dominion: 'highlord',
      qualinesti: 'whitestone',
      'good-dragons': 'whitestone',
      ...nations,
      [nation]: side,
    },
  });
  return dragonsOfGlory.evolve(s, {
    type: 'staged',
    stage: { kind: 'place', side, nation, resume, ...stage } as Stage,
  } as DgEvent);
}
