/**
 * The plan's view as pure functions: the visible rectangle of the floor (the SVG viewBox), zoomed
 * around a point, panned, kept on the floor, centred on a desk; and the colours of the presences.
 */
import type { Presence } from '@staffhub/domain';

export interface View {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Floor {
  width: number;
  height: number;
}

/** The closest zoom shows a sixth of the floor's width; the farthest the whole floor. */
export const ZOOM_MAX = 6;
export const ZOOM_STEP = 1.4;

/** The whole floor. */
export const fitView = (f: Floor): View => ({ x: 0, y: 0, w: f.width, h: f.height });

/** The zoom of a view: 1 is the whole floor. */
export const zoomOf = (v: View, f: Floor): number => f.width / v.w;

/** Keeps a view's size within the zoom limits and its rectangle on the floor. */
export function clampView(v: View, f: Floor): View {
  const w = Math.min(f.width, Math.max(f.width / ZOOM_MAX, v.w));
  const h = (w * f.height) / f.width;
  const x = Math.min(Math.max(0, v.x), f.width - w);
  const y = Math.min(Math.max(0, v.y), f.height - h);
  return { x, y, w, h };
}

/** Zooms by `factor` (above 1 closer) keeping the floor point (`cx`, `cy`) where it is on screen. */
export function zoomAt(v: View, f: Floor, factor: number, cx = v.x + v.w / 2, cy = v.y + v.h / 2): View {
  const w = Math.min(f.width, Math.max(f.width / ZOOM_MAX, v.w / factor));
  const k = w / v.w;
  return clampView({ x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k, w, h: v.h * k }, f);
}

/** Moves the view by (`dx`, `dy`) floor units (a drag to the right shows what is on the left). */
export const panBy = (v: View, f: Floor, dx: number, dy: number): View =>
  clampView({ ...v, x: v.x - dx, y: v.y - dy }, f);

/** A view at `zoom` (at least the current one) centred on a rectangle. */
export function centreOn(v: View, f: Floor, r: View, zoom = 2.5): View {
  const w = Math.min(v.w, f.width / zoom);
  const h = (w * f.height) / f.width;
  return clampView({ x: r.x + r.w / 2 - w / 2, y: r.y + r.h / 2 - h / 2, w, h }, f);
}

/** Floor units per screen pixel of an SVG drawn with `xMidYMid meet` in a box of that size. */
export const unitsPerPixel = (v: View, box: { width: number; height: number }): number =>
  box.width > 0 && box.height > 0 ? Math.max(v.w / box.width, v.h / box.height) : 1;

/** The fill and border of a desk by presence (empty: white with a dashed border). */
export const PRESENCE_COLOURS: Record<Presence | 'empty', { fill: string; stroke: string }> = {
  office: { fill: '#95de64', stroke: '#389e0d' },
  left: { fill: '#d3adf7', stroke: '#722ed1' },
  remote: { fill: '#91caff', stroke: '#0958d9' },
  leave: { fill: '#ffc069', stroke: '#d46b08' },
  not_in: { fill: '#d9d9d9', stroke: '#595959' },
  empty: { fill: '#ffffff', stroke: '#8c8c8c' },
};

/** The legend's order. */
export const LEGEND = ['office', 'left', 'remote', 'leave', 'not_in', 'empty'] as const;
