import { fireEvent, render, screen } from '@solidjs/testing-library';
import { describe, expect, it, vi } from 'vitest';
import type { Choice } from '../src/boards/registry.ts';
import { MapSheet } from '../src/components/MapSheet.tsx';
import { narrowed } from '../src/components/PickStep.tsx';
import { Prompt } from '../src/components/Prompt.tsx';
import { stillOffered } from '../src/lib/choices.ts';

const move: Choice = {
  command: { type: 'move', units: ['a1', 'a2', 'mon'], leader: 'mon', to: '2911' },
  label: 'Move the Muetar monarch leading 2 Muetar armies to Highcrag (2 MP)',
  target: '2911',
  pick: {
    field: 'units',
    prompt: 'Which units go?',
    options: [
      { id: 'a1', label: 'Muetar army 1' },
      { id: 'a2', label: 'Muetar army 2' },
      { id: 'mon', label: 'The monarch of Muetar' },
    ],
    min: 1,
    alsoDrop: ['leader'],
  },
};

describe('picking which units of a stack go', () => {
  it('in the map’s sheet: every unit ticked, untick those that stay, send the narrowed move', () => {
    const chosen = vi.fn();
    render(() => (
      <MapSheet class="dr-offer" title="Choices for Highcrag" choices={[move]} onChoose={chosen} onClose={() => {}} />
    ));
    fireEvent.click(screen.getByRole('button', { name: /Move the Muetar monarch/ }));
    expect(chosen).not.toHaveBeenCalled();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true]);
    expect(screen.getByRole('button', { name: 'Go, all of them' })).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'The monarch of Muetar' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Muetar army 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go with 1' }));
    expect(chosen).toHaveBeenCalledTimes(1);
    const sent = chosen.mock.calls[0]?.[0] as Choice;
    // The leader left behind drops out of the command; the label says who goes.
    expect(sent.command).toEqual({ type: 'move', units: ['a2'], to: '2911' });
    expect(sent.label).toContain('only Muetar army 2');
  });

  it('none picked cannot be sent; cancel goes back to the choices', () => {
    const chosen = vi.fn();
    render(() => <MapSheet class="x" title="t" choices={[move]} onChoose={chosen} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Move the Muetar monarch/ }));
    for (const b of screen.getAllByRole('checkbox')) fireEvent.click(b);
    expect(screen.getByRole('button', { name: 'Go with 0' })).toBeDisabled();
    expect(screen.getByText('Pick at least 1.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Move the Muetar monarch/ })).toBeInTheDocument();
    expect(chosen).not.toHaveBeenCalled();
  });

  it('in the prompt: the pick first, then the question for a step that asks first', async () => {
    const chosen = vi.fn();
    const asks = { ...move, confirm: 'Entering lays siege to a neutral castle.' };
    render(() => <Prompt choices={[asks]} onChoose={chosen} />);
    fireEvent.click(screen.getByRole('button', { name: /Move the Muetar monarch/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Muetar army 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go with 2' }));
    expect(chosen).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('only Muetar army 1, The monarch of Muetar');
    fireEvent.click(screen.getByRole('button', { name: /^Yes/ }));
    await Promise.resolve();
    expect((chosen.mock.calls[0] as [Choice])[0].command).toEqual({
      type: 'move',
      units: ['a1', 'mon'],
      leader: 'mon',
      to: '2911',
    });
  });

  it('a narrowed choice stays held while the choice it came from is offered, and goes with it', () => {
    const n = narrowed(move, ['a1']);
    expect(stillOffered([n], [move])).toEqual([n]);
    expect(stillOffered([n], [])).toEqual([]);
    expect(narrowed(move, ['a1', 'a2', 'mon'])).toBe(move);
  });
});
