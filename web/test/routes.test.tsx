import { fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../src/api/agent.ts';
import { memoryStore } from '../src/api/idb.ts';
import Join from '../src/routes/Join.tsx';
import NewGame from '../src/routes/NewGame.tsx';
import { createHexpost, StoreProvider } from '../src/stores/index.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mount(fetch: typeof globalThis.fetch, ui: () => import('solid-js').JSX.Element) {
  const store = createHexpost(createAgent({ fetch, kv: memoryStore(), online: () => true }));
  render(() => <StoreProvider store={store}>{ui()}</StoreProvider>);
}

describe('new game', () => {
  it('renders the title options from its schema and creates the game with seat and timing', async () => {
    const posted: unknown[] = [];
    const fetch = (async (url: string, init: RequestInit = {}) => {
      if (url === '/api/titles') return json(200, [{ id: 'duel', title: 'Duel', minSeats: 2, maxSeats: 2 }]);
      if (url === '/api/titles/duel')
        return json(200, {
          id: 'duel',
          title: 'Duel',
          minSeats: 2,
          maxSeats: 2,
          config: {
            type: 'object',
            properties: {
              target: { type: 'integer', minimum: 5, maximum: 100, default: 15 },
              fog: { type: 'boolean', default: false },
            },
          },
          defaults: { target: 15, fog: false },
          seats: ['north', 'south'],
        });
      if (url === '/api/titles/duel/seats') {
        const cfg = JSON.parse(String(init.body)).config;
        return json(200, { seats: cfg.fog ? ['north', 'south', 'fogbank'] : ['north', 'south'] });
      }
      if (url === '/api/games' && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json(201, { gameId: 'g9', inviteCode: 'ABCD1234', seats: [] });
      }
      return json(404, { error: 'not_found', message: 'Not found.' });
    }) as typeof globalThis.fetch;
    mount(fetch, () => <NewGame />);
    const title = (await screen.findByLabelText('Game')) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Duel (2 players)' });
    fireEvent.change(title, { target: { value: 'duel' } });
    const target = (await screen.findByLabelText('Target')) as HTMLInputElement;
    expect(target.value).toBe('15');
    target.value = '30';
    fireEvent.change(target);
    fireEvent.click(screen.getByRole('switch', { name: 'Fog' }));
    // The seats follow the options: this config has a third seat.
    await screen.findByRole('option', { name: 'Fogbank' });
    fireEvent.change(screen.getByLabelText('Your seat'), { target: { value: 'south' } });
    fireEvent.change(screen.getByLabelText('Time for each decision'), { target: { value: '72' } });
    fireEvent.change(screen.getByLabelText('Reminder'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and invite' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      title: 'duel',
      config: { target: 30, fog: true },
      seat: 'south',
      timing: { decisionHours: 72, reminderHours: 6 },
    });
    await waitFor(() => expect(location.pathname).toBe('/games/g9/invite'));
  });
});

describe('join', () => {
  it('offers the free seats and explains a seat taken in the meantime', async () => {
    let taken = false;
    const fetch = (async (url: string, init: RequestInit = {}) => {
      if (url === '/api/invites/CODE1')
        return json(200, {
          gameId: 'g1',
          title: 'duel',
          status: 'open',
          seats: [
            { seat: 'north', playerId: 'p1', name: 'Ann' },
            { seat: 'south', playerId: taken ? 'p3' : null, name: taken ? 'Cat' : null },
          ],
        });
      if (url === '/api/games/g1/join' && init.method === 'POST') {
        taken = true;
        return json(409, { error: 'seat_taken', message: 'That seat is taken.' });
      }
      return json(404, { error: 'not_found', message: 'Not found.' });
    }) as typeof globalThis.fetch;
    mount(fetch, () => <Join gameId="g1" code="CODE1" />);
    expect(await screen.findByRole('button', { name: 'North, taken by Ann' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Take seat South' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone took that seat a moment ago');
    expect(await screen.findByRole('button', { name: 'South, taken by Cat' })).toBeDisabled();
  });
});
