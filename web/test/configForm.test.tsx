import { fireEvent, render, screen } from '@solidjs/testing-library';
import { createSignal } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { ConfigForm, fieldFor, type JsonSchema } from '../src/components/ConfigForm.tsx';

// what zod's toJSONSchema (io: 'input') gives for a typical title config
const schema: JsonSchema = {
  type: 'object',
  properties: {
    scenario: { default: 'standard', description: 'Which scenario', type: 'string', enum: ['standard', 'short'] },
    seats: { default: 2, type: 'integer', minimum: 1, maximum: 4 },
    optionalRules: { default: [], type: 'array', items: { type: 'string', enum: ['fog', 'sieges'] } },
    hardMode: { default: false, type: 'boolean' },
    variant: {
      anyOf: [
        { type: 'string', const: 'x', title: 'Classic' },
        { type: 'string', const: 'y' },
      ],
    },
    nested: { default: { a: true }, type: 'object', properties: { a: { default: true, type: 'boolean' } } },
    maybe: { type: ['number', 'null'] },
    weird: { type: 'array', items: { type: 'object' } },
  },
};

function setup(initial: Record<string, unknown> = {}) {
  const [value, setValue] = createSignal<Record<string, unknown>>(initial);
  render(() => <ConfigForm schema={schema} value={value()} onChange={setValue} />);
  return value;
}

describe('fieldFor', () => {
  it('maps schema nodes to controls', () => {
    const p = schema.properties ?? {};
    expect(fieldFor(p.scenario as JsonSchema).kind).toBe('select');
    expect(fieldFor(p.seats as JsonSchema)).toEqual({ kind: 'number', integer: true, min: 1, max: 4 });
    expect(fieldFor(p.optionalRules as JsonSchema).kind).toBe('multi');
    expect(fieldFor(p.hardMode as JsonSchema).kind).toBe('boolean');
    expect(fieldFor(p.variant as JsonSchema)).toEqual({
      kind: 'select',
      options: [
        { value: 'x', label: 'Classic' },
        { value: 'y', label: 'Y' },
      ],
    });
    expect(fieldFor(p.nested as JsonSchema).kind).toBe('object');
    expect(fieldFor(p.maybe as JsonSchema).kind).toBe('number');
    expect(fieldFor(p.weird as JsonSchema).kind).toBe('unsupported');
    expect(fieldFor({ anyOf: [{ type: 'boolean' }, { type: 'null' }] }).kind).toBe('boolean');
  });
});

describe('ConfigForm', () => {
  it('renders labelled controls with defaults selected', () => {
    setup();
    const scenario = screen.getByLabelText('Scenario') as HTMLSelectElement;
    expect(scenario.tagName).toBe('SELECT');
    expect(scenario.selectedOptions[0]?.textContent).toBe('Standard');
    expect(scenario).toHaveAccessibleDescription('Which scenario');
    const seats = screen.getByLabelText('Seats') as HTMLInputElement;
    expect(seats.type).toBe('number');
    expect(seats.value).toBe('2');
    expect(seats.min).toBe('1');
    expect(seats.max).toBe('4');
    expect(screen.getByRole('switch', { name: 'Hard mode' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Optional rules' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'A' })).toBeChecked();
    expect(screen.queryByLabelText('Weird')).not.toBeInTheDocument();
  });

  it('reports every change as the new config value', () => {
    const value = setup();
    fireEvent.change(screen.getByLabelText('Scenario'), { target: { value: '1' } });
    expect(value().scenario).toBe('short');
    const seats = screen.getByLabelText('Seats') as HTMLInputElement;
    seats.value = '3';
    fireEvent.change(seats);
    expect(value().seats).toBe(3);
    fireEvent.click(screen.getByRole('switch', { name: 'Hard mode' }));
    expect(value().hardMode).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sieges' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fog' }));
    expect(value().optionalRules).toEqual(['sieges', 'fog']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sieges' }));
    expect(value().optionalRules).toEqual(['fog']);
    fireEvent.change(screen.getByLabelText('Variant'), { target: { value: '1' } });
    expect(value().variant).toBe('y');
    fireEvent.click(screen.getByRole('switch', { name: 'A' }));
    expect(value().nested).toEqual({ a: false });
    // untouched keys keep their defaults (absent, the server applies them)
    expect('maybe' in value()).toBe(false);
  });

  it('shows values it is given', () => {
    setup({ scenario: 'short', hardMode: true, optionalRules: ['fog'] });
    expect((screen.getByLabelText('Scenario') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Short');
    expect(screen.getByRole('switch', { name: 'Hard mode' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Fog' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sieges' })).not.toBeChecked();
  });
});
