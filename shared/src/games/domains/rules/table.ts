/**
 * Who is asked what, and what a command does. During creation every regent
 * hands in its character; each round every regent hands in its sheet, which it
 * may replace or withdraw until the last sheet is in and the round resolves.
 */
import { RuleError } from '../../../engine/errors.ts';
import type { Choice, DecideContext, Pending, SeatId } from '../../../engine/types.ts';
import type { Command } from '../commands.ts';
import type { CharacterBuild, DomainId } from '../data/index.ts';
import type { DmEvent } from '../events.ts';
import { turnOf } from './calendar.ts';
import { applyBuild } from './creation.ts';
import { resolveRound } from './flow.ts';
import { checkSheet } from './sheet.ts';
import type { State } from './state.ts';
import { Tx } from './tx.ts';

export function pending(s: State): Pending[] {
  if (s.result) return [];
  if (s.phase === 'creation')
    return s.regents
      .filter((d) => s.builds[d] === undefined)
      .map((seat) => ({ seat, prompt: 'Make your regent', kind: 'creation', timeout: true }));
  // A regent whose sheet is in may still change or withdraw it until the round resolves (the title's undo):
  // it stays asked, but no deadline passes its decision on (timeout: false).
  return s.regents.map((seat) =>
    s.sheets[seat]?.in
      ? {
          seat,
          prompt: 'Your orders are in: you may change them until the round resolves',
          kind: 'orders-edit',
          timeout: false,
        }
      : {
          seat,
          prompt: `Hand in your orders for round ${s.round} (turn ${turnOf(s.round)})`,
          kind: 'orders',
          timeout: true,
        },
  );
}

const asDomain = (s: State, seat: SeatId): DomainId => {
  if (!s.regents.includes(seat as DomainId)) throw new RuleError('no_such_seat', 'There is no such regent.');
  return seat as DomainId;
};

export function choices(s: State, seat: SeatId): Choice<Command>[] {
  if (s.result || !s.regents.includes(seat as DomainId)) return [];
  if (s.phase === 'creation')
    return s.builds[seat as DomainId] === undefined
      ? [{ command: { type: 'useRegent' }, label: 'Play the domain’s own regent', group: 'Creation' }]
      : [];
  const out: Choice<Command>[] = [];
  if (s.sheets[seat as DomainId]?.in)
    out.push({ command: { type: 'withdraw' }, label: 'Take my orders back to change them', group: 'Orders' });
  else
    out.push({
      command: { type: 'handIn', orders: [] },
      label: 'Hand in an empty sheet: my domain rests this round',
      group: 'Orders',
      confirm: 'Your domain takes no action this round.',
    });
  return out;
}

export function decide(s: State, seat: SeatId, c: Command, ctx: DecideContext): DmEvent[] {
  const d = asDomain(s, seat);
  if (s.result) throw new RuleError('game_over', 'The campaign is over.');
  const tx = new Tx(s, ctx.dice);
  switch (c.type) {
    case 'build':
      applyBuild(tx, d, c.character as unknown as CharacterBuild);
      break;
    case 'useRegent':
      applyBuild(tx, d, 'template');
      break;
    case 'handIn': {
      if (s.phase !== 'rounds') throw new RuleError('not_now', 'Orders are handed in once the regents are made.');
      const backing = c.backing ?? [];
      checkSheet(s, d, c.orders, backing);
      tx.emit({ type: 'sheetHandedIn', domain: d, orders: c.orders, backing });
      if (tx.state.regents.every((r) => tx.state.sheets[r]?.in)) resolveRound(tx);
      break;
    }
    case 'withdraw':
      if (!s.sheets[d]) throw new RuleError('nothing_handed_in', 'You have handed in no orders this round.');
      tx.emit({ type: 'sheetWithdrawn', domain: d });
      break;
  }
  return tx.events;
}

/** A missed deadline: the regent's domain rests (an empty sheet); a missing character plays the domain's own regent. */
export function onTimeout(s: State, _seat: SeatId): Command {
  return s.phase === 'creation' ? { type: 'useRegent' } : { type: 'handIn', orders: [] };
}
