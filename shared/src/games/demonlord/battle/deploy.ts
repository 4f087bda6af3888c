/**
 * Deployment (DL-DEPL-01..06) and the character placements and moves that work
 * like it (DL-BCHR-03, -05/06): who is to act, what is legal, and the events.
 * Each `check*` throws a RuleError with a plain sentence for an illegal command.
 */
import { ensure } from '../../../engine/errors.ts';
import type { Side } from '../data/index.ts';
import { unplacedCharacters } from './fold.ts';
import { inBattle, other, unplacedOf } from './line.ts';
import type { Battle, BattleEvent, Stage } from './types.ts';
import { character, SideName, unitName } from './units.ts';

// ---------------------------------------------------------------------------
// Pairs
// ---------------------------------------------------------------------------

/** Pairs stop when either side runs out of regiments or the front length is reached (DL-DEPL-02, per side AMB-14). */
export function deploymentDone(b: Battle): boolean {
  const st = b.stage;
  if (st.kind !== 'deploy' || st.lead) return false;
  return b.line.length >= b.front || unplacedOf(b, b.active).length === 0 || unplacedOf(b, b.waiting).length === 0;
}

/** Who lays the next regiment: the pair's leader, or the other side answering his lead (DL-DEPL-01). */
export function deployTurn(b: Battle): Side {
  const st = b.stage;
  if (st.kind !== 'deploy') throw new Error('not deploying');
  return st.lead ? other(st.leader) : st.leader;
}

export function checkDeploy(b: Battle, side: Side, type: 'battleLead' | 'battleAnswer', id: string): BattleEvent[] {
  const st = b.stage;
  ensure(st.kind === 'deploy', 'battle/not-deploying', 'The armies are not being deployed now.');
  const turn = deployTurn(b);
  ensure(turn === side, 'battle/not-your-turn', `${SideName(turn)} lays the next regiment, not you.`);
  const role = st.lead ? 'answer' : 'lead';
  ensure(
    (role === 'lead') === (type === 'battleLead'),
    'battle/wrong-step',
    role === 'lead'
      ? 'You lead this pair: lay out one of your regiments (battleLead).'
      : `You must place a regiment opposite ${unitName(st.lead ?? '')} (battleAnswer).`,
  );
  const r = b.regiments[id];
  ensure(r && r.side === side, 'battle/not-yours', `${unitName(id)} is not one of your regiments in this battle.`);
  ensure(r.at === 'unplaced', 'battle/already-placed', `${unitName(id)} is already on the battlefield.`);
  return [{ type: 'battleDeployed', side, regiment: id, role, opposite: st.lead }];
}

/** Everything left goes into reserve; then characters are placed (or, with none, round 1 begins). */
export function endDeployment(b: Battle): BattleEvent[] {
  const reserve = { demon: unplacedOf(b, 'demon'), khozar: unplacedOf(b, 'khozar') };
  const events: BattleEvent[] = [{ type: 'battleReserves', reserve }];
  const first = unplacedCharacters(b, b.active) > 0 ? b.active : b.waiting;
  const anyone = unplacedCharacters(b, b.active) + unplacedCharacters(b, b.waiting) > 0;
  events.push({
    type: 'battleStage',
    stage: anyone ? { kind: 'place', turn: first } : roundStart(b),
    round: anyone ? 0 : 1,
  });
  return events;
}

export const roundStart = (b: Battle): Stage => ({
  kind: 'regroup',
  when: 'start',
  turn: b.active,
  passes: 0,
  open: null,
});

// ---------------------------------------------------------------------------
// Characters: placement, forced moves, moves each round
// ---------------------------------------------------------------------------

function checkTarget(b: Battle, side: Side, charId: string, regimentId: string): void {
  const r = b.regiments[regimentId];
  ensure(
    r && r.side === side && (r.at === 'front' || r.at === 'reserve'),
    'battle/no-such-regiment',
    `${character(charId).name} must go with one of your regiments still in the battle (DL-BCHR-01).`,
  );
}

/** Initial placement, alternating from the active player; nobody may skip while he has characters (DL-DEPL-05/06). */
export function checkPlace(b: Battle, side: Side, charId: string, regimentId: string): BattleEvent[] {
  const st = b.stage;
  const c = b.characters[charId];
  ensure(c && c.side === side, 'battle/not-yours', `${unitName(charId)} is not one of your characters in this battle.`);
  if (st.kind === 'relocate') {
    const next = st.queue[0];
    ensure(next === charId, 'battle/not-this-character', `${unitName(next ?? '')} must be moved first.`);
    ensure(regimentId !== c.on, 'battle/same-regiment', 'The character must move to another regiment.');
    checkTarget(b, side, charId, regimentId);
    return [
      { type: 'battleCharacterPlaced', side, character: charId, regiment: regimentId, from: null, why: 'relocation' },
    ];
  }
  ensure(st.kind === 'place', 'battle/not-placing', 'Characters are not being placed now.');
  ensure(st.turn === side, 'battle/not-your-turn', `${SideName(st.turn)} places the next character.`);
  ensure(c.at === 'unplaced', 'battle/already-placed', `${character(charId).name} is already placed.`);
  checkTarget(b, side, charId, regimentId);
  return [
    { type: 'battleCharacterPlaced', side, character: charId, regiment: regimentId, from: null, why: 'placement' },
  ];
}

/** Who must put the next unharmed character on another regiment (DL-BCHR-05/06). */
export function relocateTurn(b: Battle): Side | null {
  const st = b.stage;
  if (st.kind !== 'relocate') return null;
  const next = st.queue[0];
  return next ? (b.characters[next]?.side ?? null) : null;
}

/** Optional moves at the start of a round, one character a turn, active first; each character once (DL-BCHR-03). */
export function checkMove(b: Battle, side: Side, charId: string, regimentId: string): BattleEvent[] {
  const st = b.stage;
  ensure(st.kind === 'moves', 'battle/not-moving', 'Characters may only be moved at the start of a round.');
  ensure(st.turn === side, 'battle/not-your-turn', `${SideName(st.turn)} moves a character now.`);
  const c = b.characters[charId];
  ensure(c && c.side === side, 'battle/not-yours', `${unitName(charId)} is not one of your characters in this battle.`);
  ensure(c.at === 'field' && c.on, 'battle/not-on-field', `${character(charId).name} is not with a regiment.`);
  ensure(!c.moved, 'battle/moved', `${character(charId).name} has already moved this round.`);
  ensure(regimentId !== c.on, 'battle/same-regiment', `${character(charId).name} is already with ${unitName(c.on)}.`);
  checkTarget(b, side, charId, regimentId);
  return [{ type: 'battleCharacterPlaced', side, character: charId, regiment: regimentId, from: c.on, why: 'move' }];
}

/** Characters that may still move this round. */
export function movableCharacters(b: Battle, side: Side): string[] {
  if (inBattle(b, side).length < 2) return [];
  return b.charOrder.filter((id) => {
    const c = b.characters[id];
    return c?.side === side && c.at === 'field' && c.on !== null && !c.moved;
  });
}
