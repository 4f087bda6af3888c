import { fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../src/api/agent.ts';
import { memoryStore } from '../src/api/idb.ts';
import { describeEvent, humanize } from '../src/lib/words.ts';
import Game from '../src/routes/Game.tsx';
import { createHexpost, StoreProvider } from '../src/stores/index.tsx';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function server() {
  let version = 3;
  const posted: unknown[] = [];
  const deadline = new Date(Date.now() + 5 * 3_600_000).toISOString();
  const detail = () => ({
    gameId: 'g1',
    title: 'duel',
    status: 'active',
    version,
    seats: [
      { seat: 'north', playerId: 'p1', name: 'Ann', label: 'the North' },
      { seat: 'south', playerId: 'p2', name: 'Bob', label: 'the South' },
    ],
    you: ['north'],
    pending:
      version === 3
        ? [
            {
              seat: 'north',
              prompt: 'Play a card, roll or pass',
              kind: 'turn',
              timeout: true,
              since: deadline,
              deadline,
            },
          ]
        : [{ seat: 'south', prompt: 'Accept or challenge', kind: 'respond', timeout: true, since: deadline, deadline }],
    view: { hand: [2, 7], scores: { north: 1, south: 0 } },
    choices: {
      north:
        version === 3
          ? [
              { command: { type: 'play', card: 2 }, label: 'Play 2', group: 'Play' },
              { command: { type: 'play', card: 7 }, label: 'Play 7', group: 'Play' },
              { command: { type: 'pass' }, label: 'Pass' },
            ]
          : [],
    },
    result: null,
    timing: { decisionHours: 24, reminderHours: 6 },
    createdBy: 'p1',
  });
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const u = String(url);
    if (u === '/api/games/g1' && init.method === 'GET') return json(200, detail(), { etag: `W/"${version}"` });
    if (u.startsWith('/api/games/g1/log'))
      return json(200, {
        version,
        entries: [
          { seq: 1, at: deadline, seat: null, by: null, event: { type: 'dealt' } },
          {
            seq: 2,
            at: deadline,
            seat: 'south',
            by: 'timeout',
            event: { type: 'rolled', seat: 'south', roll: 5, modifier: 1 },
          },
          {
            seq: 3,
            at: deadline,
            seat: 'north',
            by: null,
            event: { type: 'played', card: 4 },
            text: 'north plays a 4.',
          },
        ],
      });
    if (u.startsWith('/api/games/g1/chat')) return json(200, []);
    if (u === '/api/titles') return json(200, [{ id: 'duel', title: 'Duel', minSeats: 2, maxSeats: 2 }]);
    if (u === '/api/games/g1/commands') {
      posted.push(JSON.parse(String(init.body)));
      version = 4;
      return json(200, { version });
    }
    return json(404, { error: 'not_found', message: 'Not found.' });
  }) as typeof globalThis.fetch;
  return { fetch, posted };
}

describe('game screen', () => {
  it('shows whose move, the list view, seats and the log, and plays a choice through the prompt', async () => {
    const s = server();
    const store = createHexpost(createAgent({ fetch: s.fetch, kv: memoryStore(), online: () => true }));
    render(() => (
      <StoreProvider store={store}>
        <Game gameId="g1" />
      </StoreProvider>
    ));
    await screen.findByRole('heading', { name: 'Duel', level: 1 });
    // Seats in words: the player's name with what the seat is in the game, never the seat id.
    expect(document.querySelector('.turn-yours')).toHaveTextContent(/Your move as Ann — the North\. 4 h 5\d min left/);
    // list fallback of the view
    expect(screen.getByRole('region', { name: /what north can see/ })).toHaveTextContent(/Hand\s*2, 7/);
    // seats: who we wait for, in words
    expect(screen.getByText(/waiting: Play a card/)).toBeInTheDocument();
    // log in words, the die and the timeout called out
    await screen.findByText(/Rolled — seat: south/);
    expect(screen.getAllByText('Bob — the South:').length).toBeGreaterThan(0);
    expect(screen.getByText(/roll 5, modifier 1/)).toBeInTheDocument();
    expect(screen.getByText('(deadline passed)')).toBeInTheDocument();
    // the title's own words, when the server sends them, win over the generic description
    expect(screen.getByText('north plays a 4.')).toBeInTheDocument();
    expect(screen.queryByText(/Played — card/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play 7' }));
    await waitFor(() => expect(s.posted).toHaveLength(1));
    expect(s.posted[0]).toMatchObject({ expectedVersion: 3, seat: 'north', command: { type: 'play', card: 7 } });
    await screen.findByText(/Waiting for Bob — the South\./);
    expect(screen.getByRole('heading', { name: 'Not your move' })).toBeInTheDocument();
  });
});

describe('undo', () => {
  it('offers Undo exactly when the server says so, sends it with the version, and strikes the step in my log', async () => {
    let version = 4;
    const at = new Date().toISOString();
    const undos: unknown[] = [];
    const detail = () => ({
      gameId: 'g1',
      title: 'march',
      status: 'active',
      version,
      seats: [
        { seat: 'north', playerId: 'p1', name: 'Ann' },
        { seat: 'south', playerId: 'p2', name: 'Bob' },
      ],
      you: ['north'],
      pending: [{ seat: 'north', prompt: 'March on', kind: 'turn', timeout: true, since: at, deadline: null }],
      view: { at: { north: version === 4 ? 2 : 1 } },
      choices: { north: [{ command: { type: 'step' }, label: 'Step on' }] },
      result: null,
      timing: { decisionHours: 0, reminderHours: 0 },
      createdBy: 'p1',
      undo: version === 4 ? { seat: 'north', steps: 2 } : null,
    });
    const log = () => [
      { seq: 1, at, seat: null, by: null, event: { type: 'began' }, text: 'The march begins.' },
      { seq: 2, at, seat: 'north', by: null, event: { type: 'stepped' }, text: 'Ann steps on.' },
      { seq: 3, at, seat: 'north', by: null, event: { type: 'stepped' }, text: 'Ann steps again.' },
      ...(version === 5
        ? [{ seq: 5, at, seat: 'north', by: null, event: { type: '@undo', to: 2 }, text: 'Ann took back a step.' }]
        : []),
    ];
    const fetch = (async (url: string, init: RequestInit = {}) => {
      const u = String(url);
      if (u === '/api/games/g1' && init.method === 'GET') return json(200, detail(), { etag: `W/"${version}"` });
      if (u.startsWith('/api/games/g1/log')) {
        const after = Number(new URL(u, 'http://x').searchParams.get('after') ?? 0);
        return json(200, { version, entries: log().filter((e) => e.seq > after) });
      }
      if (u.startsWith('/api/games/g1/chat')) return json(200, []);
      if (u === '/api/titles') return json(200, []);
      if (u === '/api/games/g1/undo') {
        undos.push(JSON.parse(String(init.body)));
        version = 5;
        return json(200, { version });
      }
      return json(404, { error: 'not_found', message: 'Not found.' });
    }) as typeof globalThis.fetch;
    const store = createHexpost(createAgent({ fetch, kv: memoryStore(), online: () => true }));
    render(() => (
      <StoreProvider store={store}>
        <Game gameId="g1" />
      </StoreProvider>
    ));
    const button = await screen.findByRole('button', { name: /^Undo/ });
    expect(button).toHaveTextContent('Undo ×2');
    expect(button).toHaveAccessibleName('Undo (2 steps can be taken back)');
    await screen.findByText('Ann steps again.');
    fireEvent.click(button);
    await waitFor(() => expect(undos).toEqual([{ expectedVersion: 4, seat: 'north' }]));
    const logRegion = within(screen.getByRole('region', { name: 'What happened' }));
    await logRegion.findByText('Ann took back a step.');
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    const struck = logRegion.getByText('Ann steps again.').closest('li');
    expect(struck).toHaveClass('log-undone');
    expect(struck).toHaveTextContent('(taken back)');
    expect(logRegion.getByText('Ann steps on.').closest('li')).not.toHaveClass('log-undone');
    // What the undo brought is in front of the player too, until closed.
    const panel = within(screen.getByRole('status', { name: 'What just happened' }));
    expect(panel.getByText('Ann took back a step.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close what just happened' }));
    expect(screen.queryByRole('status', { name: 'What just happened' })).toBeNull();
  });
});

describe('words', () => {
  it('humanizes keys and describes events with their dice', () => {
    expect(humanize('chooseLosses')).toBe('Choose losses');
    expect(humanize('join_attack')).toBe('Join attack');
    expect(describeEvent({ type: 'attackRolled', target: 'orc', rolls: [6, 2], drm: -1 })).toEqual({
      text: 'Attack rolled — target: orc',
      dice: 'rolls 6, 2, drm -1',
    });
    expect(describeEvent({ type: 'x', text: 'Ann crossed the river.' }).text).toBe('Ann crossed the river.');
    expect(describeEvent({ type: 'dealt', hands: [] }).text).toBe('Dealt — hands: none');
  });
});

describe('log', () => {
  it('shows the last 50 lines and pages back through earlier ones', async () => {
    const { Log } = await import('../src/components/Log.tsx');
    const at = new Date().toISOString();
    const entries = Array.from({ length: 120 }, (_, i) => ({
      seq: i + 1,
      at,
      seat: null,
      by: null,
      event: { type: 'tick' },
      text: `Line ${i + 1}.`,
    }));
    render(() => <Log title="duel" entries={entries} seat={null} />);
    expect(screen.getByText('Line 120.')).toBeInTheDocument();
    expect(screen.queryByText('Line 70.')).toBeNull();
    expect(screen.getByText('Line 71.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier (70 more)' }));
    expect(screen.getByText('Line 21.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier (20 more)' }));
    expect(screen.getByText('Line 1.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show earlier/ })).toBeNull();
  });
});

describe('a board step that cannot be taken back', () => {
  it('asks first with its words, and goes when confirmed', async () => {
    const { registerBoard } = await import('../src/boards/registry.ts');
    type BoardProps = import('../src/boards/registry.ts').BoardProps;
    registerBoard('tapper', {
      board: async () => ({
        default: (p: BoardProps) => (
          <button type="button" onClick={() => p.choices[0] && p.choose(p.choices[0])}>
            Tap the castle
          </button>
        ),
      }),
    });
    const at = new Date().toISOString();
    const posted: unknown[] = [];
    const detail = {
      gameId: 'g1',
      title: 'tapper',
      status: 'active',
      version: 2,
      seats: [{ seat: 'north', playerId: 'p1', name: 'Ann' }],
      you: ['north'],
      pending: [{ seat: 'north', prompt: 'Your move', kind: 'turn', timeout: true, since: at, deadline: null }],
      view: {},
      choices: {
        north: [
          {
            command: { type: 'enter', hex: '0602' },
            label: 'Enter Saltgarde',
            target: '0602',
            confirm: 'Mivior joins another player, drawn at random.',
          },
        ],
      },
      result: null,
      timing: { decisionHours: 0, reminderHours: 0 },
      createdBy: 'p1',
    };
    const fetch = (async (url: string, init: RequestInit = {}) => {
      const u = String(url);
      if (u === '/api/games/g1' && init.method === 'GET') return json(200, detail, { etag: 'W/"2"' });
      if (u.startsWith('/api/games/g1/log')) return json(200, { version: 2, entries: [] });
      if (u.startsWith('/api/games/g1/chat')) return json(200, []);
      if (u === '/api/titles') return json(200, []);
      if (u === '/api/games/g1/commands') {
        posted.push(JSON.parse(String(init.body)));
        return json(200, { version: 3 });
      }
      return json(404, { error: 'not_found', message: 'Not found.' });
    }) as typeof globalThis.fetch;
    const store = createHexpost(createAgent({ fetch, kv: memoryStore(), online: () => true }));
    render(() => (
      <StoreProvider store={store}>
        <Game gameId="g1" />
      </StoreProvider>
    ));
    fireEvent.click(await screen.findByRole('button', { name: 'Tap the castle' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Mivior joins another player, drawn at random. This cannot be taken back.');
    expect(posted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Enter Saltgarde' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ expectedVersion: 2, command: { type: 'enter', hex: '0602' } });
  });
});
