import { seededDice, titles } from '@hexpost/shared';
import { randomPlayout } from '@hexpost/shared/engine';
import type * as P from '@hexpost/shared/protocol';
import { fireEvent, render, screen, within } from '@solidjs/testing-library';
import { describe, expect, it, vi } from 'vitest';
import DefendersBoard from '../src/boards/defenders/Board.tsx';
import { choicesTo, targets } from '../src/boards/defenders/pieces.ts';
import { boardFor, type Choice } from '../src/boards/index.ts';

const game = titles.defenders as NonNullable<typeof titles.defenders>;

/** A real game: the engine's setup with seeded dice, folded, then the seat's view and choices. */
function realGame(config: Record<string, unknown>, seed = 'board-test') {
  const cfg = game.configSchema.parse(config);
  const events = game.setup(cfg, seededDice(seed));
  let state: unknown;
  for (const e of events) state = game.evolve(state, e);
  return {
    state,
    view: (seat: string) => game.view(state, seat),
    choices: (seat: string) => game.choices(state, seat) as Choice[],
  };
}

const detail = { gameId: 'g1', title: 'defenders' } as unknown as P.GameDetail;

function renderBoard(view: unknown, seat: string | null, choices: Choice[] = []) {
  const choose = vi.fn();
  const r = render(() => <DefendersBoard game={detail} seat={seat} view={view} choices={choices} choose={choose} />);
  return { ...r, choose };
}

describe('Defenders board', () => {
  const g = realGame({ players: 2, heroes: ['paladin', 'eagle-rider'], firstSeat: 'hero1', openHands: false });

  it('is registered, lazily', () => {
    expect(boardFor('defenders')?.board).toBeTypeOf('function');
  });

  it('draws every place, the minions by colour with letters, the Generals and the heroes', () => {
    const view = g.view('hero1') as { minions: Record<string, Record<string, number>> };
    const { container } = renderBoard(view, 'hero1', g.choices('hero1'));
    expect(container.querySelectorAll('g.gm-node')).toHaveLength(49);
    // the key says how many minions of each colour are left, and what the wound marks mean
    const supply = (view as unknown as { supply: { minions: Record<string, number> } }).supply.minions;
    for (const c of ['red', 'green', 'blue', 'black'])
      expect(screen.getByText(new RegExp(`\\(${c}\\): ${supply[c]} left in the supply`))).toBeInTheDocument();
    expect(screen.getByText(/a major wound: it heals only after a full round/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Monarch City, the capital/ })).toBeInTheDocument();
    // every minion group of the view is a token whose text carries its count and race letter
    const groups = Object.entries(view.minions).flatMap(([loc, c]) =>
      Object.entries(c)
        .filter(([, n]) => n > 0)
        .map(([colour, n]) => ({ loc, colour, n })),
    );
    expect(groups.length).toBeGreaterThan(5);
    for (const m of groups) {
      const tok = container.querySelector(`[data-token="minions-${m.loc}-${m.colour}"]`);
      expect(tok, `${m.loc} ${m.colour}`).not.toBeNull();
      expect(tok?.textContent).toBe(`${m.n}${{ red: 'D', green: 'O', blue: 'K', black: 'U' }[m.colour]}`);
    }
    // a place's spoken description lists its minions in words
    const first = groups[0] as (typeof groups)[number];
    const node = container.querySelector(`[data-node="${first.loc}"]`) as Element;
    expect(node.getAttribute('aria-label')).toMatch(
      /Demons? \(red\)|Orcs? \(green\)|Dragonkin \(blue\)|Undead \(black\)/,
    );
    // Generals on the map and as cards, with to-hit numbers and wound tracks
    expect(container.querySelector('[data-token="general-gorgutt"]')).not.toBeNull();
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('df-general'));
    expect(cards).toHaveLength(4);
    expect(within(cards[1] as HTMLElement).getByText(/hit on 3\+/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Wound track: 0 of 6 wounds' })).toBeInTheDocument();
    // heroes on the map
    expect(container.querySelector('[data-token="hero-hero1"]')?.textContent).toBe('Pa');
    expect(container.querySelector('[data-token="hero-hero2"]')?.textContent).toBe('ER');
    expect(screen.getByText(/Early War/)).toBeInTheDocument();
  });

  it("shows my hand and quest, and only counts of another's when hands are private", () => {
    const view = g.view('hero1') as { seats: { seat: string; hand?: string[]; handCount: number }[] };
    renderBoard(view, 'hero1', g.choices('hero1'));
    const mine = screen.getByRole('list', { name: "hero1's hand" });
    expect(within(mine).getAllByRole('listitem')).toHaveLength(view.seats[0]?.hand?.length ?? -1);
    expect(screen.queryByRole('list', { name: "hero2's hand" })).toBeNull();
    expect(screen.getByText(new RegExp(`${view.seats[1]?.handCount} Hero Cards \\(hidden\\)`))).toBeInTheDocument();
    expect(screen.getByText(/^Quest: /)).toBeInTheDocument();
  });

  it("shows everyone's hand with open hands", () => {
    const open = realGame({ players: 2, heroes: ['paladin', 'eagle-rider'], firstSeat: 'hero1', openHands: true });
    renderBoard(open.view('spectator'), null);
    expect(screen.getByRole('list', { name: "hero1's hand" })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: "hero2's hand" })).toBeInTheDocument();
  });

  it('highlights where the moves go; tapping one sends that move, exactly as offered', () => {
    const choices = g.choices('hero1');
    const lit = targets(choices);
    expect(lit.length).toBeGreaterThan(0);
    const { container, choose } = renderBoard(g.view('hero1'), 'hero1', choices);
    for (const id of lit) expect(container.querySelector(`[data-node="${id}"]`)).toHaveClass('gm-node--lit');
    const single = lit.find((id) => choicesTo(choices, id).length === 1);
    expect(single).toBeDefined();
    fireEvent.click(container.querySelector(`[data-node="${single}"]`) as Element);
    expect(choose).toHaveBeenCalledTimes(1);
    expect(choose.mock.calls[0]?.[0]).toBe(choicesTo(choices, single as string)[0]);
  });

  it('offers the ways to reach a place when there are several', () => {
    // The title offers one way per place where walking reaches it; a Sorceress with a card may ride or
    // blink to the same place, which cost different things, so both are offered there.
    const deals = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) =>
      realGame({ players: 2, heroes: ['sorceress', 'paladin'], firstSeat: 'hero1', openHands: true }, `ways-${seed}`),
    );
    const deal = deals.find((d) =>
      targets(d.choices('hero1')).some((id) => choicesTo(d.choices('hero1'), id).length > 1),
    );
    expect(deal, 'one of these deals has a place reachable in two ways').toBeDefined();
    if (!deal) return;
    const choices = deal.choices('hero1');
    const several = targets(choices).find((id) => choicesTo(choices, id).length > 1) as string;
    const { container, choose } = renderBoard(deal.view('hero1'), 'hero1', choices);
    fireEvent.click(container.querySelector(`[data-node="${several}"]`) as Element);
    expect(choose).not.toHaveBeenCalled();
    const offer = screen.getByRole('group', { name: /^At / }); // the fieldset;
    const buttons = within(offer).getAllByRole('button', { name: (n) => n !== 'Close these choices' });
    expect(buttons).toHaveLength(choicesTo(choices, several).length);
    // the sheet is drawn inside the map's frame, not below it out of sight
    expect(offer.closest('.panzoom')).not.toBeNull();
    fireEvent.click(buttons[0] as HTMLElement);
    expect(choose).toHaveBeenCalledWith(choicesTo(choices, several)[0]);
    fireEvent.click(within(offer).getByRole('button', { name: 'Close these choices' }));
    expect(screen.queryByRole('group', { name: /^At / })).toBeNull();
  });

  it('a tap that is not a legal target only inspects', () => {
    const choices = g.choices('hero1');
    const { container, choose } = renderBoard(g.view('hero1'), 'hero1', choices);
    const far = container.querySelector('[data-node="drakehold-peak"]') as Element;
    expect(far).not.toHaveClass('gm-node--lit');
    fireEvent.click(far);
    expect(choose).not.toHaveBeenCalled();
    expect(screen.getByText(/^Drakehold Peak, Dragonkin' land/)).toBeInTheDocument();
  });

  it("names the King's Champion or best score when the game is over", () => {
    const r = randomPlayout(game, { seed: 'board-end', config: { players: 2 } });
    renderBoard(game.view(r.state, 'spectator'), null);
    expect(screen.getByText(/^(King's Champion|Best score)/)).toBeInTheDocument();
    expect(screen.getByText(/Victory|Defeat/)).toBeInTheDocument();
  });
});
