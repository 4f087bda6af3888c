import { fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../src/api/agent.ts';
import { memoryStore } from '../src/api/idb.ts';
import Replay from '../src/routes/Replay.tsx';
import Settings from '../src/routes/Settings.tsx';
import { createHexpost, StoreProvider } from '../src/stores/index.tsx';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function mount(fetch: typeof globalThis.fetch, ui: () => import('solid-js').JSX.Element) {
  const store = createHexpost(createAgent({ fetch, kv: memoryStore(), online: () => true }));
  render(() => <StoreProvider store={store}>{ui()}</StoreProvider>);
  return store;
}

describe('settings', () => {
  it('switches theme and motion on <html>, saves quiet hours, orders and hands out a transfer code', async () => {
    const sent: { url: string; method?: string; body: unknown }[] = [];
    const fetch = (async (url: string, init: RequestInit = {}) => {
      sent.push({ url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/games')
        return json(200, [
          {
            gameId: 'g1',
            title: 'duel',
            status: 'active',
            yourMove: true,
            deadline: null,
            version: 2,
            seats: ['north'],
            updatedAt: new Date().toISOString(),
          },
        ]);
      if (url === '/api/players/me' && init.method === 'PATCH')
        return json(200, {
          playerId: 'p1',
          name: 'Ann',
          quietHours: (sent.at(-1)?.body as { quietHours?: unknown } | undefined)?.quietHours ?? null,
        });
      if (url === '/api/games/g1/orders?seat=north') return json(200, { seat: 'north', orders: { respond: 'accept' } });
      if (url === '/api/titles/duel')
        return json(200, {
          id: 'duel',
          title: 'Duel',
          minSeats: 2,
          maxSeats: 2,
          config: {},
          defaults: {},
          seats: ['north', 'south'],
          orders: {
            type: 'object',
            properties: {
              respond: {
                type: 'string',
                enum: ['accept', 'challenge'],
                title: 'When you play a card',
                description: 'What you answer when the other seat plays a card.',
              },
            },
          },
        });
      if (url === '/api/games/g1/orders') return json(204, null);
      if (url === '/api/players/me/transfer')
        return json(201, { code: 'XK4-92QD', expiresAt: new Date(Date.now() + 600_000).toISOString() });
      return json(404, { error: 'not_found', message: 'Not found.' });
    }) as typeof globalThis.fetch;
    mount(fetch, () => <Settings />);

    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'dark' } });
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.change(screen.getByLabelText('Motion'), { target: { value: 'reduce' } });
    expect(document.documentElement.dataset.motion).toBe('reduce');
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'system' } });
    expect(document.documentElement.dataset.theme).toBeUndefined();

    fireEvent.click(screen.getByRole('switch', { name: 'No notifications at night' }));
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '23:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save quiet hours' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PATCH')).toBe(true));
    expect(sent.find((s) => s.method === 'PATCH')?.body).toMatchObject({
      quietHours: { from: 23 * 60 + 30, to: 7 * 60 },
    });

    const pick = (await screen.findByLabelText('Game and seat')) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'duel — North' });
    fireEvent.change(pick, { target: { value: 'g1\nnorth' } });
    // A form from the title's orders schema, not a JSON box: each question with its answers in words.
    const respond = (await screen.findByLabelText('When you play a card')) as HTMLSelectElement;
    expect(screen.getByText('What you answer when the other seat plays a card.')).toBeInTheDocument();
    expect([...respond.options].map((o) => o.textContent)).toEqual(['Ask me each time', 'Accept', 'Challenge']);
    expect(respond.selectedOptions[0]?.textContent).toBe('Accept');
    fireEvent.change(respond, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save orders' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ seat: 'north', orders: { respond: 'challenge' } }),
    );
    expect(await screen.findByText('Standing orders saved.')).toBeInTheDocument();
    fireEvent.change(respond, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save orders' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'PUT').at(-1)?.body).toEqual({ seat: 'north', orders: {} }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Get a transfer code' }));
    expect(await screen.findByText('XK4-92QD')).toBeInTheDocument();
    expect(screen.getByText(/\/claim\?code=XK4-92QD/)).toBeInTheDocument();
  });
});

describe('signed-in devices', () => {
  it('lists the devices and signs another one out after asking', async () => {
    const sent: { url: string; method?: string }[] = [];
    let devices = [
      { deviceId: 'd1', label: 'Firefox on Linux', createdAt: '2026-11-01T10:00:00Z', current: true },
      { deviceId: 'd2', label: 'Chrome on Android', createdAt: '2026-11-20T10:00:00Z', current: false },
    ];
    const fetch = (async (url: string, init: RequestInit = {}) => {
      sent.push({ url, method: init.method });
      if (url === '/api/games') return json(200, []);
      if (url === '/api/players/me/devices') return json(200, { devices });
      if (url === '/api/players/me/devices/d2' && init.method === 'DELETE') {
        devices = devices.filter((d) => d.deviceId !== 'd2');
        return json(204, null);
      }
      return json(404, { error: 'not_found', message: 'Not found.' });
    }) as typeof globalThis.fetch;
    const asked: string[] = [];
    const confirm = globalThis.confirm;
    globalThis.confirm = (q?: string) => {
      asked.push(String(q));
      return true;
    };
    try {
      mount(fetch, () => <Settings />);
      expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
      expect(screen.getByText(/\(this device\)/)).toBeInTheDocument();
      const row = screen.getByText('Chrome on Android').closest('li') as HTMLElement;
      fireEvent.click(row.querySelector('button') as HTMLButtonElement);
      await waitFor(() => expect(sent.some((s) => s.method === 'DELETE')).toBe(true));
      expect(asked[0]).toMatch(/Chrome on Android/);
      expect(await screen.findByText('Signed out “Chrome on Android”.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Chrome on Android')).toBeNull());
    } finally {
      globalThis.confirm = confirm;
    }
  });
});

describe('replay', () => {
  it('steps through the log', async () => {
    const at = new Date().toISOString();
    const fetch = (async (url: string) => {
      if (url === '/api/games/g1')
        return json(200, {
          gameId: 'g1',
          title: 'duel',
          status: 'finished',
          version: 3,
          seats: [],
          you: ['north'],
          pending: [],
          view: {},
          choices: {},
          result: { winners: ['north'], summary: 'north wins' },
          timing: { decisionHours: 0, reminderHours: 0 },
          createdBy: 'p1',
        });
      if (url.startsWith('/api/games/g1/log'))
        return json(200, {
          version: 3,
          entries: [
            { seq: 1, at, seat: null, by: null, event: { type: 'dealt' } },
            { seq: 2, at, seat: 'north', by: null, event: { type: 'rolled', roll: 6 } },
            { seq: 3, at, seat: 'south', by: 'standing', event: { type: 'accepted' } },
          ],
        });
      return json(404, { error: 'not_found', message: 'Not found.' });
    }) as typeof globalThis.fetch;
    mount(fetch, () => <Replay gameId="g1" />);
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getAllByText(/roll 6/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Last step' }));
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
    expect(screen.getAllByText('(standing order)').length).toBeGreaterThan(0);
    expect(screen.getByText(/every event is shown/)).toBeInTheDocument();
  });
});
