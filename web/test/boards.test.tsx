import { hexGrid, hexside } from '@hexpost/shared/engine';
import { fireEvent, render, screen } from '@solidjs/testing-library';
import { describe, expect, it, vi } from 'vitest';
import { GraphMap } from '../src/components/GraphMap.tsx';
import { HexMap, type HexCell, hexAt } from '../src/components/HexMap.tsx';
import { zoomAt } from '../src/components/PanZoom.tsx';
import { staticLayer } from './maps.ts';

const spec = { orientation: 'flat', offset: 'odd' } as const;

const grid = hexGrid(spec);
const hexes: HexCell[] = [];
for (let c = 1; c <= 4; c++)
  for (let r = 1; r <= 3; r++)
    hexes.push({ id: grid.label({ col: c, row: r }), terrain: c === 2 ? 'forest' : 'clear' });
(hexes[0] as HexCell).name = 'Erin';
(hexes[0] as HexCell).value = 3;

describe('HexMap', () => {
  it('finds the hex under a tap anywhere on the map, and none off it', () => {
    for (const h of hexes) {
      const c = grid.center(h.id);
      expect(hexAt(grid, hexes, c.x + 0.3, c.y - 0.3)).toBe(h.id);
    }
    const far = grid.center('0101');
    expect(hexAt(grid, hexes, far.x - 5, far.y - 5)).toBeNull();
  });

  it('draws only the hexes with something on them as elements; a tap on another picks it', () => {
    const onSelect = vi.fn();
    const { container } = render(() => (
      <HexMap
        grid={spec}
        hexes={hexes}
        stacks={[{ hex: '0303', counters: [{ id: 'c', label: 'Sp' }] }]}
        highlights={['0302']}
        onSelect={onSelect}
      />
    ));
    // Erin (named), the stack and the lit hex
    expect([...container.querySelectorAll('g.hx')].map((g) => g.getAttribute('data-hex')).sort()).toEqual([
      '0101',
      '0302',
      '0303',
    ]);
  });

  it('draws one polygon per hex at the shared geometry, with terrain fills and patterns', async () => {
    const { container } = render(() => <HexMap grid={spec} hexes={hexes} label="Test map" />);
    expect((await staticLayer(container)).querySelectorAll('use[data-hex]')).toHaveLength(12);
    const first = container.querySelector('g.hx[data-hex="0101"] polygon') as SVGPolygonElement;
    const expected = grid
      .corners('0101')
      .map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`)
      .join(' ');
    expect(first.getAttribute('points')).toBe(expected);
    // terrain is drawn once, in the map's image: each hex's fill, then its pattern
    const image = await staticLayer(container);
    const forest = image.querySelector('use[data-hex="0201"]') as SVGUseElement;
    expect(forest.getAttribute('fill')).toBe('#7fae6a');
    expect(forest.nextElementSibling?.getAttribute('fill')).toBe('url(#hx-dots)');
    expect(image.querySelector('use[data-hex="0101"]')?.nextElementSibling?.getAttribute('fill')).not.toMatch(/^url/);
    expect(screen.getByText('Erin 3')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Test map/ })).toHaveAttribute('viewBox');
  });

  it('draws a hexside on the edge the two hexes share', async () => {
    const side = hexside('0101', '0102');
    const { container } = render(() => <HexMap grid={spec} hexes={hexes} hexsides={[{ side, kind: 'river' }]} />);
    const line = (await staticLayer(container)).querySelector(`line[data-side="${side}"]`) as SVGLineElement;
    expect(line).not.toBeNull();
    expect(line.classList.contains('hx-side--river')).toBe(true);
    // both ends are corners of both hexes
    const ends = [
      { x: Number(line.getAttribute('x1')), y: Number(line.getAttribute('y1')) },
      { x: Number(line.getAttribute('x2')), y: Number(line.getAttribute('y2')) },
    ];
    for (const id of ['0101', '0102'])
      for (const e of ends) expect(grid.corners(id).some((c) => Math.hypot(c.x - e.x, c.y - e.y) < 1e-3)).toBe(true);
  });

  it('shows stacks with a count badge, highlights legal targets, previews a path', () => {
    const onSelect = vi.fn();
    const { container } = render(() => (
      <HexMap
        grid={spec}
        hexes={hexes}
        seats={['red', 'blue']}
        stacks={[
          {
            hex: '0202',
            counters: [
              { id: 'a', label: 'Kn', seat: 'blue', detail: 'knights 4-3' },
              { id: 'b', label: 'Ar', seat: 'blue' },
            ],
          },
          { hex: '0303', counters: [{ id: 'c', label: 'Sp', seat: 'red' }] },
          { hex: '0401', counters: [{ id: 'd', label: '?', seat: 'red' }], count: 5 },
        ]}
        highlights={['0302', '0303']}
        path={['0101', '0201', '0302']}
        onSelect={onSelect}
      />
    ));
    const badges = [...container.querySelectorAll('.stack-count')].map((t) => t.textContent);
    expect(badges).toEqual(['2', '5']);
    expect(container.querySelectorAll('g.hx--lit')).toHaveLength(2);
    const target = screen.getByRole('button', { name: 'Hex 0303, Clear, 1 counter, legal target' });
    expect(target).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('.hx-path polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect([...container.querySelectorAll('.hx-step')].map((t) => t.textContent)).toEqual(['1', '2']);

    fireEvent.click(screen.getByRole('button', { name: /Hex 0202/ }));
    expect(onSelect).toHaveBeenCalledWith('0202');
    expect(screen.getByText(/Kn \(knights 4-3\); Ar/)).toBeInTheDocument();
    fireEvent.keyDown(target, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('0303');
    expect(target).toHaveAttribute('aria-pressed', 'true');
  });

  it('pans with the arrow keys and zooms with +/-, changing only the viewBox', async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    render(() => <HexMap grid={spec} hexes={hexes} label="Pan map" />);
    const svg = screen.getByRole('group', { name: /Pan map/ });
    const box = () => (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const [x0, y0, w0] = box() as [number, number, number, number];
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    await frame();
    expect(box()[0]).toBeCloseTo(x0 + w0 * 0.1);
    fireEvent.keyDown(svg, { key: '+' });
    await frame();
    expect(box()[2]).toBeCloseTo(w0 * 0.8);
    fireEvent.keyDown(svg, { key: '0' });
    await frame();
    expect(box()[0]).toBeCloseTo(x0);
    expect(box()[1]).toBeCloseTo(y0);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await frame();
    expect(box()[2]).toBeCloseTo(w0 * 1.25);
  });

  it('tells the board after each pan or zoom is drawn, once a frame, so a sheet beside a place can follow it', async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const onView = vi.fn();
    render(() => <HexMap grid={spec} hexes={hexes} label="Follow map" onView={onView} />);
    const svg = screen.getByRole('group', { name: /Follow map/ });
    await frame();
    onView.mockClear();
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    expect(onView).not.toHaveBeenCalled();
    await frame();
    expect(onView).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(svg, { key: '+' });
    await frame();
    expect(onView).toHaveBeenCalledTimes(2);
  });

  it('keeps where the player left the map across a reload', async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    sessionStorage.clear();
    const first = render(() => <HexMap grid={spec} hexes={hexes} label="Kept map" persistKey="map:g1" />);
    const svg = screen.getByRole('group', { name: /Kept map/ });
    const home = svg.getAttribute('viewBox');
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    fireEvent.keyDown(svg, { key: '+' });
    await frame();
    const moved = svg.getAttribute('viewBox');
    expect(moved).not.toBe(home);
    first.unmount();
    render(() => <HexMap grid={spec} hexes={hexes} label="Kept map" persistKey="map:g1" />);
    expect(screen.getByRole('group', { name: /Kept map/ }).getAttribute('viewBox')).toBe(moved);
  });

  it('zooms about a point', () => {
    const b = zoomAt({ x: 0, y: 0, w: 10, h: 10 }, 5, 5, 0.5);
    expect(b).toEqual({ x: 2.5, y: 2.5, w: 5, h: 5 });
  });
});

describe('GraphMap', () => {
  const nodes = [
    { id: 'ash', name: 'Ashford', x: 0, y: 0, colour: '#E69F00', kind: 'town' },
    { id: 'bri', name: 'Brill', x: 100, y: 0 },
    { id: 'cal', name: 'Calder', x: 50, y: 80 },
  ];
  it('draws locations, links and tokens, and selects by tap or keyboard', () => {
    const onSelect = vi.fn();
    const { container } = render(() => (
      <GraphMap
        nodes={nodes}
        links={[['ash', 'bri'], { a: 'bri', b: 'cal', dashed: true }]}
        tokens={[
          { id: 't1', node: 'ash', label: 'Wizard', seat: 'b' },
          { id: 't2', node: 'ash', label: 'Ranger', seat: 'a' },
        ]}
        seats={['a', 'b']}
        highlights={['bri']}
        onSelect={onSelect}
        label="Realm"
      />
    ));
    expect(container.querySelectorAll('.gm-node')).toHaveLength(3);
    expect(container.querySelectorAll('.gm-link')).toHaveLength(2);
    expect(container.querySelector('.gm-link[data-link="bri|cal"]')?.getAttribute('stroke-dasharray')).toBeTruthy();
    expect(container.querySelectorAll('.gm-token')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Ashford, town, Wizard, Ranger' })).toBeInTheDocument();
    const brill = screen.getByRole('button', { name: 'Brill, legal target' });
    fireEvent.click(brill);
    expect(onSelect).toHaveBeenCalledWith('bri');
    fireEvent.keyDown(screen.getByRole('button', { name: /Calder/ }), { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith('cal');
    expect(screen.getByText('Ashford')).toBeInTheDocument();
  });
});
