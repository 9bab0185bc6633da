import { describe, expect, it } from 'vitest';
import { centreOn, clampView, fitView, panBy, unitsPerPixel, ZOOM_MAX, zoomAt, zoomOf } from './plan';

const floor = { width: 1000, height: 600 };

describe('the plan view', () => {
  it('starts on the whole floor', () => {
    expect(fitView(floor)).toEqual({ x: 0, y: 0, w: 1000, h: 600 });
    expect(zoomOf(fitView(floor), floor)).toBe(1);
  });

  it('zooms in around a point, which stays where it was', () => {
    const v = zoomAt(fitView(floor), floor, 2, 250, 150);
    expect(v).toEqual({ x: 125, y: 75, w: 500, h: 300 });
  });

  it('never zooms out past the whole floor nor in past the limit', () => {
    expect(zoomAt(fitView(floor), floor, 0.5)).toEqual(fitView(floor));
    const close = zoomAt(fitView(floor), floor, 100);
    expect(zoomOf(close, floor)).toBeCloseTo(ZOOM_MAX);
  });

  it('pans within the floor only', () => {
    const v = zoomAt(fitView(floor), floor, 2, 500, 300);
    expect(panBy(v, floor, 50, 0)).toMatchObject({ x: 200 });
    expect(panBy(v, floor, 5000, 5000)).toMatchObject({ x: 0, y: 0 });
    expect(panBy(v, floor, -5000, -5000)).toMatchObject({ x: 500, y: 300 });
  });

  it('centres on a desk, zooming in', () => {
    const v = centreOn(fitView(floor), floor, { x: 480, y: 290, w: 40, h: 20 }, 2);
    expect(v).toEqual({ x: 250, y: 150, w: 500, h: 300 });
    // A desk in a corner: the view stays on the floor.
    expect(centreOn(fitView(floor), floor, { x: 0, y: 0, w: 40, h: 20 }, 2)).toMatchObject({ x: 0, y: 0 });
  });

  it('keeps a view of a wrong size in shape', () => {
    expect(clampView({ x: -10, y: 900, w: 5000, h: 10 }, floor)).toEqual(fitView(floor));
  });

  it('converts pixels to floor units as a meet-scaled SVG draws them', () => {
    expect(unitsPerPixel({ x: 0, y: 0, w: 1000, h: 600 }, { width: 500, height: 600 })).toBe(2);
    expect(unitsPerPixel({ x: 0, y: 0, w: 1000, h: 600 }, { width: 0, height: 0 })).toBe(1);
  });
});
