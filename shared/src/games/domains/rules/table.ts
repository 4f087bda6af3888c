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
import { draftChoices, draftOf } from './draft.ts';
import './proposals/all.ts';
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
  if (s.sheets[seat as DomainId]?.in)
    return [{ command: { type: 'withdraw' }, label: 'Take my orders back to change them', group: 'My sheet' }];
  return draftChoices(s, seat as DomainId);
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
    case 'draft': {
      if (s.phase !== 'rounds') throw new RuleError('not_now', 'Orders are written once the regents are made.');
      if (s.sheets[d]?.in)
        throw new RuleError('handed_in', 'Your orders are in: take them back before you change them.');
      const backing = c.backing ?? [];
      checkSheet(s, d, c.orders, backing);
      tx.emit({ type: 'draftSet', domain: d, orders: c.orders, backing });
      break;
    }
    case 'browse':
      if (s.phase !== 'rounds') throw new RuleError('not_now', 'Orders are written once the regents are made.');
      if (s.sheets[d]?.in)
        throw new RuleError('handed_in', 'Your orders are in: take them back before you change them.');
      if (
        c.group !== null &&
        !draftChoices(s, d).some((x) => x.command.type === 'browse' && x.command.group === c.group)
      )
        throw new RuleError('no_such_group', 'There is no such group of orders to look through now.');
      tx.emit({ type: 'draftBrowsed', domain: d, group: c.group });
      break;
    case 'handIn': {
      if (s.phase !== 'rounds') throw new RuleError('not_now', 'Orders are handed in once the regents are made.');
      // without orders the draft as it stands goes in (what the sheet editor and the prompt have written)
      const draft = draftOf(s, d);
      const orders = c.orders ?? draft.orders;
      const backing = c.backing ?? (c.orders ? [] : draft.backing);
      checkSheet(s, d, orders, backing);
      tx.emit({ type: 'sheetHandedIn', domain: d, orders, backing });
      if (tx.state.regents.every((r) => tx.state.sheets[r]?.in)) resolveRound(tx);
      break;
    }
    case 'withdraw':
      if (!s.sheets[d]?.in) throw new RuleError('nothing_handed_in', 'You have handed in no orders this round.');
      tx.emit({ type: 'sheetWithdrawn', domain: d });
      break;
  }
  return tx.events;
}

/**
 * A missed deadline: the draft as it stands is handed in (each of its orders passed the sheet's check when it was
 * written), so a domain with no draft rests; a missing character plays the domain's own regent.
 */
export function onTimeout(s: State, seat: SeatId): Command {
  if (s.phase === 'creation') return { type: 'useRegent' };
  const d = s.regents.includes(seat as DomainId) ? (seat as DomainId) : null;
  try {
    if (d) checkSheet(s, d, draftOf(s, d).orders, draftOf(s, d).backing);
    return { type: 'handIn' };
  } catch {
    return { type: 'handIn', orders: [] };
  }
}
