import { hexWords } from '@hexpost/shared/games/divine-right/words.ts';
import { seededDice, titles } from '@hexpost/shared';
import { play } from '@hexpost/shared/engine';
import { BASIC_CASTLES, type KingdomId } from '@hexpost/shared/games/divine-right/data/index.ts';
import type * as P from '@hexpost/shared/protocol';
import { fireEvent, render, screen, within } from '@solidjs/testing-library';
import { describe, expect, it, vi } from 'vitest';
import DivineRightBoard from '../src/boards/divine-right/Board.tsx';
import {
  choicesTo,
  highlights,
  KINGDOM_STYLE,
  originOf,
  stacks,
  targets,
  type View,
} from '../src/boards/divine-right/pieces.ts';
import { boardFor, type Choice } from '../src/boards/index.ts';
import { staticLayer } from './maps.ts';

const game = titles['divine-right'] as NonNullable<(typeof titles)['divine-right']>;

/** A real game: the engine's setup with seeded dice, folded; then commands until `until` holds. */
function realGame(config: Record<string, unknown>, seed = 'dr-board') {
  const cfg = game.configSchema.parse(config);
  let state: unknown;
  for (const e of game.setup(cfg, seededDice(seed))) state = game.evolve(state, e);
  const pending = () => game.pending(state)[0]?.seat as string;
  return {
    get state() {
      return state;
    },
    pending,
    view: (seat: string) => game.view(state, seat) as View,
    choices: (seat: string) => game.choices(state, seat) as Choice[],
    /** Plays the first choice of the given type (or `done`) until the active seat has a choice of `type`. */
    advanceTo(type: string, max = 200) {
      for (let i = 0; i < max; i++) {
        const seat = pending();
        const list = game.choices(state, seat) as Choice[];
        if (list.some((c) => (c.command as { type: string }).type === type)) return seat;
        const pick = list.find((c) => (c.command as { type: string }).type === 'done') ?? list[0];
        if (!pick) throw new Error('no choices');
        state = play(game, state, seat, pick.command, { dice: seededDice(`${seed}:${i}`), now: 0 }).state;
      }
      throw new Error(`no ${type} choice reached`);
    },
  };
}

const detail = { gameId: 'g1', title: 'divine-right' } as unknown as P.GameDetail;

function renderBoard(view: unknown, seat: string | null, choices: Choice[] = []) {
  const choose = vi.fn();
  const r = render(() => <DivineRightBoard game={detail} seat={seat} view={view} choices={choices} choose={choose} />);
  return { ...r, choose };
}

describe('Divine Right board', () => {
  it('is registered, lazily', () => {
    expect(boardFor('divine-right')?.board).toBeTypeOf('function');
  });

  it('draws Minaria: every hex, the castles with their defense, royal castles, the Deep, territories', async () => {
    const g = realGame({ players: 3 });
    const seat = g.pending();
    const { container } = renderBoard(g.view(seat), seat, g.choices(seat));
    // only the hexes with names, pieces or choices are elements; the rest of the map is its image
    expect(container.querySelectorAll('g.hx').length).toBeLessThan((33 * 28) / 3);
    for (const c of BASIC_CASTLES) {
      const hex = container.querySelector(`[data-hex="${c.hex}"]`) as Element;
      expect(hex.getAttribute('aria-label'), c.name).toContain(`${c.name} (${c.defense})`);
      expect(hex.getAttribute('aria-label')).toContain(c.royal ? 'royal castle' : 'castle');
    }
    const image = await staticLayer(container);
    expect(image.querySelectorAll('.hx-side--navigable')).toHaveLength(19);
    expect(image.querySelectorAll('.hx-side--border').length).toBeGreaterThan(50);
    expect(image.querySelectorAll('.hx-route--river').length).toBe(5);
    expect(image.querySelectorAll('use[data-hex]')).toHaveLength(33 * 28);
    expect(container.querySelector('[data-hex="2312"]')?.getAttribute('aria-label')).toMatch(
      /^Hex 2312, .*Aws Alzak \(4\), Ghem, royal castle, defense 4/,
    );
    expect(container.querySelector('[data-hex="2312"]')?.getAttribute('role')).toBe('button');
    // the turn track and the order of play with scores
    expect(screen.getByRole('list', { name: /Turn track: game turn 1 of 20/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /Turn track/ })).getAllByRole('listitem')).toHaveLength(20);
    const order = screen.getByRole('list', { name: 'Order of play and scores' });
    expect(within(order).getAllByRole('listitem')).toHaveLength(3);
    expect(within(order).getAllByText(/0 VP/)).toHaveLength(3);
  });

  it('draws every stack with its count and kingdom letter, in its kingdom colour', () => {
    const g = realGame({ players: 4 });
    const seat = g.pending();
    const view = g.view(seat);
    const { container } = renderBoard(view, seat, g.choices(seat));
    const list = stacks(view);
    expect(list.length).toBeGreaterThan(10);
    for (const s of list) {
      const el = container.querySelector(`[data-stack="${s.hex}"]`) as Element;
      expect(el, s.hex).not.toBeNull();
      const units = view.units.filter((u) => u.hex === s.hex);
      const top = units.find((u) => !u.inside) ?? units[0];
      const letter = top?.kingdom ? KINGDOM_STYLE[top.kingdom as KingdomId].letter : 'M';
      expect(el.querySelector('.stack-label')?.textContent).toContain(letter);
      if (units.length > 1) expect(el.querySelector('.stack-count')?.textContent).toBe(String(units.length));
    }
    // a player's monarch is drawn with a crown in its kingdom's colour
    const mine = view.players.find((p) => p.seat === seat)?.kingdom as KingdomId;
    const monarch = view.units.find((u) => u.id === `${mine}-monarch`);
    expect(monarch).toBeDefined();
    const el = container.querySelector(`[data-stack="${monarch?.hex}"]`) as Element;
    expect(el.querySelector('.stack-label')?.textContent).toMatch(/♔/);
    expect(el.querySelector('rect')?.getAttribute('fill')).toBe(KINGDOM_STYLE[mine].fill);
  });

  it('shows my hand and the diplomacy targets with the roll needed', () => {
    const g = realGame({ players: 3 }, 'dr-dip');
    const seat = g.advanceTo('envoy');
    const view = g.view(seat);
    renderBoard(view, seat, g.choices(seat));
    const hand = screen.getByRole('list', { name: 'Your diplomacy hand' });
    expect(within(hand).getAllByRole('listitem')).toHaveLength(
      view.players.find((p) => p.seat === seat)?.hand?.length ?? -1,
    );
    const targetsList = screen.getByRole('list', { name: 'Diplomacy targets' });
    expect(within(targetsList).getAllByText(/needs 6\+ on d6/).length).toBeGreaterThan(0);
  });

  it('lights the stacks that can move; tapping one shows its destinations with their cost', () => {
    const g = realGame({ players: 3 }, 'dr-move');
    const seat = g.advanceTo('move');
    const view = g.view(seat);
    const choices = g.choices(seat);
    const { hexes, origins } = highlights(choices, view, null);
    const { container, choose } = renderBoard(view, seat, choices);
    for (const id of hexes) expect(container.querySelector(`[data-hex="${id}"]`)).toHaveClass('hx--lit');
    const from = (origins[0] ?? originOfFirstMove(choices, view)) as string;
    if (origins.length) {
      expect(container.querySelector(`[data-tag="${from}"]`)?.textContent).toBe('move');
      fireEvent.click(container.querySelector(`[data-hex="${from}"]`) as Element);
      expect(choose).not.toHaveBeenCalled();
      expect(screen.getByText(new RegExp(`moves of the stack at ${from}`))).toBeInTheDocument();
    }
    const own = targets(choices, view, from);
    expect(own.length).toBeGreaterThan(0);
    expect(container.querySelectorAll('g.hx--lit')).toHaveLength(own.length);
    const dest = own.find((h) => choicesTo(choices, h, from).length === 1) as string;
    expect(dest).toBeDefined();
    expect(container.querySelector(`[data-tag="${dest}"]`)?.textContent).toMatch(/^\d+ MP$/);
    fireEvent.click(container.querySelector(`[data-hex="${dest}"]`) as Element);
    expect(choose).toHaveBeenCalledTimes(1);
    expect(choose.mock.calls[0]?.[0]).toBe(choicesTo(choices, dest, from)[0]);
  });

  it('lists the choices when several reach one hex, and a non-target tap only inspects', () => {
    const g = realGame({ players: 3 }, 'dr-move');
    const seat = g.advanceTo('move');
    const view = g.view(seat);
    const choices = g.choices(seat);
    const { container, choose } = renderBoard(view, seat, choices);
    const { origins } = highlights(choices, view, null);
    for (const from of origins) {
      const several = targets(choices, view, from).find((h) => choicesTo(choices, h, from).length > 1);
      if (!several) continue;
      fireEvent.click(container.querySelector(`[data-hex="${from}"]`) as Element);
      fireEvent.click(container.querySelector(`[data-hex="${several}"]`) as Element);
      expect(choose).not.toHaveBeenCalled();
      const offer = screen.getByRole('group', { name: `Choices for ${hexWords(several)}` });
      const buttons = within(offer).getAllByRole('button', { name: (n) => n !== 'Close these choices' });
      expect(buttons).toHaveLength(choicesTo(choices, several, from).length);
      // the sheet is drawn inside the map's frame, not below it out of sight
      expect(offer.closest('.panzoom')).not.toBeNull();
      fireEvent.click(buttons[0] as HTMLElement);
      expect(choose).toHaveBeenCalledWith(choicesTo(choices, several, from)[0]);
      choose.mockClear();
      fireEvent.click(screen.getByRole('button', { name: 'Show all stacks' }));
      break;
    }
    const other = container.querySelector('g.hx:not(.hx--lit)') as Element;
    const id = other.getAttribute('data-hex') as string;
    fireEvent.click(other);
    expect(choose).not.toHaveBeenCalled();
    expect(screen.getByText(new RegExp(`^Hex ${id}, `))).toBeInTheDocument();
  });

  it('shows the odds of an attack before committing, and sends it from the combat panel', () => {
    const g = realGame({
      players: 2,
      sandbox: {
        kingdoms: ['muetar', 'pon'],
        units: [
          { id: 'muetar-army-1', hex: '1213' },
          { id: 'muetar-army-2', hex: '1213' },
          { id: 'muetar-army-3', hex: '1213' },
          { id: 'pon-army-1', hex: '1214' },
        ],
        phase: 'combat',
      },
    });
    const seat = g.pending();
    const choices = g.choices(seat);
    const declare = choices.find((c) => (c.command as { type: string }).type === 'declare');
    expect(declare).toBeDefined();
    const { choose, container } = renderBoard(g.view(seat), seat, choices);
    const panel = screen.getByRole('list', { name: 'Attacks' });
    expect(
      within(panel).getByText(/strength 3 against 1 \(3:1 for the attacker\): you d6 \+3, defender d6 \+1/),
    ).toBeInTheDocument();
    // the target hex is lit with ⚔ and a tap sends the attack
    expect(container.querySelector('[data-tag="1214"]')?.textContent).toBe('⚔');
    fireEvent.click(within(panel).getAllByRole('button')[0] as HTMLElement);
    expect(choose).toHaveBeenCalledWith(declare);
  });

  it('marks a siege and shows the siege roll before committing; Confusion sits on the turn track', () => {
    const castle = BASIC_CASTLES.find((c) => c.kingdom === 'pon' && !c.royal) as (typeof BASIC_CASTLES)[number];
    const g = realGame({
      players: 2,
      sandbox: {
        kingdoms: ['muetar', 'pon'],
        units: [
          ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ id: `muetar-army-${n}`, hex: castle.hex })),
          { id: 'pon-army-1', hex: castle.hex, inside: true },
        ],
        sieges: { [castle.hex]: 'p1' },
        kingdomState: { hothior: { lock: { kind: 'confusion', until: 4 } } },
        phase: 'sieges',
      },
    });
    const seat = g.pending();
    const choices = g.choices(seat);
    const attack = choices.find((c) => (c.command as { type: string }).type === 'siegeAttack');
    expect(attack).toBeDefined();
    const { choose, container } = renderBoard(g.view(seat), seat, choices);
    const stack = container.querySelector(`[data-stack="${castle.hex}"]`) as Element;
    expect(stack.querySelector('.stack-mark')?.textContent).toBe('⚔');
    expect(stack.querySelector('.stack-count')?.textContent).toBe('9');
    const sieges = screen.getByRole('list', { name: 'Sieges' });
    const mod = Math.floor(8 / (1 + castle.defense)) - 1;
    expect(
      within(sieges).getByText(
        new RegExp(`8 besiegers against 1 inside \\+ defense ${castle.defense} → d6 [+−]${Math.abs(mod)}`),
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(sieges).getByRole('button'));
    expect(choose).toHaveBeenCalledWith(attack);
    expect(screen.getByRole('listitem', { name: /^Turn 4, Confusion in Hothior ends/ })).toBeInTheDocument();
  });
});

function originOfFirstMove(choices: Choice[], view: View) {
  const c = choices.find((x) => (x.command as { type: string }).type === 'move');
  return c ? originOf(c, view) : null;
}

describe('splitting a stack on the Divine Right board', () => {
  it('a picked stack shows who goes; a unit tapped off stays behind and the move sent leaves it', () => {
    const g = realGame({ players: 3 }, 'dr-move');
    const seat = g.advanceTo('move');
    const view = g.view(seat);
    const choices = g.choices(seat);
    const split = choices.find((c) => c.pick && (c.command as { type: string }).type === 'move') as Choice;
    expect(split, 'a stack of several units can move').toBeDefined();
    const from = originOf(split, view) as string;
    const { container, choose } = renderBoard(view, seat, choices);
    fireEvent.click(container.querySelector(`[data-hex="${from}"]`) as Element);
    const who = screen.getByRole('group', { name: /^Who goes from/ });
    const units = within(who).getAllByRole('button');
    expect(units).toHaveLength(split.pick?.options.length ?? 0);
    for (const u of units) expect(u).toHaveAttribute('aria-pressed', 'true');
    // Leave the first unit behind, then tap a destination the whole stack could reach alone.
    fireEvent.click(units[0] as HTMLElement);
    expect(units[0]).toHaveAttribute('aria-pressed', 'false');
    const stays = split.pick?.options[0]?.id as string;
    const dest = targets(choices, view, from).find((h) => {
      const to = choicesTo(choices, h, from);
      return to.length === 1 && !to[0]?.confirm;
    }) as string;
    expect(dest).toBeDefined();
    fireEvent.click(container.querySelector(`[data-hex="${dest}"]`) as Element);
    expect(choose).toHaveBeenCalledTimes(1);
    const sent = choose.mock.calls[0]?.[0] as Choice;
    const going = (sent.command as { units: string[] }).units;
    expect(going).not.toContain(stays);
    expect(going.length).toBe((split.pick?.options.length ?? 0) - 1);
    expect(sent.label).toContain('only');
    // The rules take the narrowed move: the unit left behind is still where it was.
    const r = play(game, g.state, seat, sent.command, { dice: seededDice('split'), now: 0 });
    expect((r.state as { units: Record<string, { hex: string }> }).units[stays]?.hex).toBe(from);
    expect((r.state as { units: Record<string, { hex: string }> }).units[going[0] as string]?.hex).toBe(dest);
  });

  it('the last unit going cannot be left behind', () => {
    const g = realGame({ players: 3 }, 'dr-move');
    const seat = g.advanceTo('move');
    const view = g.view(seat);
    const choices = g.choices(seat);
    const split = choices.find((c) => c.pick && (c.command as { type: string }).type === 'move') as Choice;
    const { container } = renderBoard(view, seat, choices);
    fireEvent.click(container.querySelector(`[data-hex="${originOf(split, view)}"]`) as Element);
    const units = within(screen.getByRole('group', { name: /^Who goes from/ })).getAllByRole('button');
    for (const u of units.slice(0, -1)) fireEvent.click(u);
    expect(units.at(-1)).toBeDisabled();
    expect(units.at(-1)).toHaveAttribute('aria-pressed', 'true');
  });
});
