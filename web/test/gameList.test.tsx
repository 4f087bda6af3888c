import type * as P from '@hexpost/shared/protocol';
import { render, screen, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { GameList, sectionGames } from '../src/components/GameList.tsx';

const now = Date.now();
const iso = (ms: number) => new Date(now + ms).toISOString();
const game = (id: string, over: Partial<P.GameSummary>): P.GameSummary => ({
  gameId: id,
  title: 'duel',
  status: 'active',
  yourMove: false,
  deadline: null,
  version: 1,
  seats: ['north'],
  updatedAt: iso(-3_600_000),
  ...over,
});

const games = [
  game('done', { status: 'finished', updatedAt: iso(-10) }),
  game('theirs-old', { updatedAt: iso(-86_400_000) }),
  game('mine-later', { yourMove: true, deadline: iso(30 * 3_600_000) }),
  game('invite', { status: 'open', seats: [] }),
  game('theirs-new', { updatedAt: iso(-60_000) }),
  game('mine-soon', { yourMove: true, deadline: iso(2 * 3_600_000) }),
  game('mine-nodeadline', { yourMove: true, deadline: null }),
];

describe('game list ordering', () => {
  it('puts my moves first by deadline, then others by activity, invitations, finished', () => {
    const s = sectionGames(games);
    expect(s.yourMove.map((g) => g.gameId)).toEqual(['mine-soon', 'mine-later', 'mine-nodeadline']);
    expect(s.waiting.map((g) => g.gameId)).toEqual(['theirs-new', 'theirs-old']);
    expect(s.open.map((g) => g.gameId)).toEqual(['invite']);
    expect(s.finished.map((g) => g.gameId)).toEqual(['done']);
  });

  it('renders the sections in that order, with deadlines counting down and the move marked in words', () => {
    render(() => <GameList games={games} titleName={(id) => (id === 'duel' ? 'Duel' : id)} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Your move (3)', 'Waiting for others (2)', 'Open invitations (1)', 'Finished (1)']);
    const mine = screen.getByRole('heading', { name: /Your move/ }).closest('section') as HTMLElement;
    const links = within(mine).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/games/mine-soon');
    expect(links[0]).toHaveTextContent('Your move');
    expect(links[0]).toHaveTextContent(/1 h 5\d min left|2 h 0 min left/);
    expect(within(mine).getAllByText(/⏰|left/).length).toBeGreaterThan(0);
    expect(links[0]?.querySelector('.countdown--urgent')).not.toBeNull();
    expect(links[1]?.querySelector('.countdown--urgent')).toBeNull();
  });

  it('leaves out empty sections', () => {
    render(() => <GameList games={[game('x', { status: 'finished' })]} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Finished (1)']);
  });
});
