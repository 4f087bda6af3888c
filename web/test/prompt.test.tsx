import { fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it, vi } from 'vitest';
import type { Choice } from '../src/boards/registry.ts';
import { groupChoices, Prompt } from '../src/components/Prompt.tsx';

const choices: Choice[] = [
  { command: { type: 'move', to: 'a' }, label: 'Move to Ashford', group: 'Move' },
  { command: { type: 'move', to: 'b' }, label: 'Move to Brill', group: 'Move' },
  { command: { type: 'attack', target: 'orc' }, label: 'Attack the orc', group: 'Fight' },
  { command: { type: 'end-turn' }, label: 'End turn', confirm: true },
];

describe('Prompt', () => {
  it('groups choices in the order they first appear', () => {
    const g = groupChoices(choices);
    expect(g.map((x) => x.group)).toEqual(['Move', 'Fight', '']);
    expect(g[0]?.items.map((i) => i.choice.label)).toEqual(['Move to Ashford', 'Move to Brill']);
  });

  it('renders each group as a labelled group of buttons, with the prompt as heading', () => {
    render(() => <Prompt choices={choices} prompt="Move, fight or rest" onChoose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Move, fight or rest' })).toBeInTheDocument();
    const move = screen.getByRole('group', { name: 'Move' });
    expect(move.querySelectorAll('button')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Fight' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Actions' })).toBeInTheDocument();
  });

  it('with a board on screen, lists what has no place on the map first and folds the rest away', () => {
    const mapped: Choice[] = [
      { command: { type: 'move', to: 'a' }, label: 'Walk to Ashford', group: 'Move', target: 'a' },
      { command: { type: 'end-turn' }, label: 'End turn', confirm: 'Two actions are left unused.' },
    ];
    render(() => <Prompt choices={mapped} prompt="Your move" onChoose={() => undefined} mapFirst />);
    const more = screen.getByText(/On the map \(1\)/).closest('details') as HTMLDetailsElement;
    expect(more.open).toBe(false);
    expect(more).toHaveTextContent('Walk to Ashford');
    expect(screen.getByRole('button', { name: /End turn/ }).closest('details')).toBeNull();
    // The prompt folds to its heading, leaving the map the screen.
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByRole('button', { name: 'Show choices (2)' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('prompt-body')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Show choices (2)' }));
    fireEvent.click(screen.getByRole('button', { name: /End turn/ }));
    expect(screen.getByText(/Two actions are left unused\. This cannot be taken back\./)).toBeInTheDocument();
  });

  it('sends the choice command exactly as given', async () => {
    const onChoose = vi.fn();
    render(() => <Prompt choices={choices} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move to Brill' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    expect(onChoose.mock.calls[0]?.[0]).toBe(choices[1]);
    expect(onChoose.mock.calls[0]?.[0].command).toEqual({ type: 'move', to: 'b' });
  });

  it('asks before an irreversible choice; cancel sends nothing, confirm sends it', async () => {
    const onChoose = vi.fn();
    render(() => <Prompt choices={choices} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: /End turn/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('This cannot be taken back');
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /End turn/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, End turn' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(choices[3]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a step taken back some other way says how, instead of calling itself final', () => {
    const handIn: Choice = {
      command: { type: 'handIn' },
      label: 'Hand in my 2 orders',
      confirm: 'The round resolves when the last regent hands in.',
      takeBack: 'You can take the sheet back until the round resolves.',
    };
    render(() => <Prompt choices={[handIn]} onChoose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /Hand in my 2 orders/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'The round resolves when the last regent hands in. You can take the sheet back until the round resolves.',
    );
    expect(dialog).not.toHaveTextContent('cannot be taken back');
  });

  it('disables the buttons while a command is on its way', async () => {
    let release!: () => void;
    const onChoose = vi.fn(() => new Promise<void>((r) => (release = r)));
    render(() => <Prompt choices={choices} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move to Ashford' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move to Brill' })).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: 'Move to Brill' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move to Brill' })).toBeEnabled());
  });

  it('says so when there is nothing to decide', () => {
    render(() => <Prompt choices={[]} onChoose={() => undefined} />);
    expect(screen.getByText('Nothing to decide right now.')).toBeInTheDocument();
  });
});
