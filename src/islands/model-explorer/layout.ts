import { linkDirection, linkLabel, type Neighbourhood } from './graph.ts';

/**
 * A deterministic radial layout around (0, 0): the centre entity as a pill, ring 1 evenly spaced
 * clockwise from the top (in name order), ring 2 outside it (in the order `neighbourhood` gives,
 * which keeps each entity near the ring-1 entity that reaches it). Labels run along the radius so
 * neighbours never overlap; text widths are estimated from character counts, so the same input
 * always gives the same picture, in Node as in any browser.
 */

/** A text drawn at (x, y), turned by `rotate` degrees about that point. */
export interface TextPlace {
  x: number;
  y: number;
  rotate: number;
  anchor: 'start' | 'middle' | 'end';
  /** What is drawn: the label, shortened with "…" when it does not fit. */
  text: string;
}

export interface NodePlace {
  name: string;
  ring: 0 | 1 | 2;
  x: number;
  y: number;
  label: TextPlace;
}

export interface LinkPlace {
  key: string;
  /** SVG path of the line (a loop for a self-relationship). */
  path: string;
  /** Arrowheads, one per direction the link's relationships go. */
  arrows: string[];
  label: TextPlace;
}

export interface Layout {
  /** Half the width (and height) of the drawing: the viewBox is `-half -half 2half 2half`. */
  half: number;
  /** The centre pill's half width and half height. */
  pill: { hw: number; hh: number };
  r1: number;
  r2: number;
  nodes: NodePlace[];
  links: LinkPlace[];
}

export const NODE_R = 7;
const PILL_HH = 15;
/** Estimated average advance of a character at the label sizes in site.css (12px nodes, 11px links, 14px centre); node labels measured 6.7 px in DejaVu Sans, so a little more. */
const NODE_CHAR = 7.2;
const LINK_CHAR = 6.1;
const CENTRE_CHAR = 8.2;
const GAP = 6;
const MIN_R1 = 200;
const ARROW = 9;

const round = (n: number): number => Math.round(n * 10) / 10;
const pt = (x: number, y: number): string => `${round(x)} ${round(y)}`;

/** The label shortened to `width` (in px at LINK_CHAR per character); empty when even a stub does not fit. */
export function fitText(text: string, width: number, charWidth = LINK_CHAR): string {
  const max = Math.floor(width / charWidth);
  if (text.length <= max) return text;
  return max < 5 ? '' : `${text.slice(0, max - 1)}…`;
}

/** Text along the direction `angle` (radians) at (x, y), turned so it never reads upside down. */
function along(x: number, y: number, angle: number, anchorIfRight: 'start' | 'middle' | 'end', text: string): TextPlace {
  const deg = (angle * 180) / Math.PI;
  const flip = Math.cos(angle) < -1e-9;
  const anchor = flip && anchorIfRight !== 'middle' ? (anchorIfRight === 'start' ? 'end' : 'start') : anchorIfRight;
  const turn = flip ? deg + 180 : deg;
  return { x: round(x), y: round(y), rotate: round(((((turn + 180) % 360) + 360) % 360) - 180), anchor, text };
}

function arrowhead(tipX: number, tipY: number, ux: number, uy: number): string {
  const bx = tipX - ux * ARROW;
  const by = tipY - uy * ARROW;
  return `M${pt(tipX, tipY)}L${pt(bx - uy * 4.5, by + ux * 4.5)}L${pt(bx + uy * 4.5, by - ux * 4.5)}Z`;
}

/** Distance from the pill's middle to its edge in direction `angle`. */
function pillEdge(hw: number, hh: number, angle: number): number {
  const c = Math.abs(Math.cos(angle));
  const s = Math.abs(Math.sin(angle));
  return Math.min(c > 1e-9 ? hw / c : Infinity, s > 1e-9 ? hh / s : Infinity);
}

/** Angle of slot `i` of `n`, clockwise from the top; with `topSlot`, slot 0 is straight up (kept for the self-loop). */
const ringAngle = (i: number, n: number, topSlot = false): number => -Math.PI / 2 + ((i + (topSlot ? 1 : 0.5)) * 2 * Math.PI) / (n + (topSlot ? 1 : 0));
const longest = (names: string[]): number => Math.max(0, ...names.map((n) => n.length)) * NODE_CHAR;

/**
 * Angles for a ring whose entities would each like to sit at `ideal` (given in clockwise order
 * from the top, as ring 2 is): a forward sweep keeps them at least one node gap apart, then the
 * whole ring turns so that on average each is as close to its ideal as the gaps allow. When the
 * ring is too full for the gap, they are evenly spaced.
 */
export function spreadAngles(ideal: number[], radius: number): number[] {
  const n = ideal.length;
  if (n === 0) return [];
  const top = -Math.PI / 2;
  // Unwrap into [top, top + 2π), keeping the given order non-decreasing.
  const want = ideal.map((a) => top + ((((a - top) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI)));
  const gap = Math.min((2 * Math.PI) / n, 26 / radius);
  const at: number[] = [];
  for (let i = 0; i < n; i++) at.push(i === 0 ? want[0]! : Math.max(want[i]!, at[i - 1]! + gap));
  if (at[n - 1]! - at[0]! > 2 * Math.PI - gap) return want.map((_, i) => top + ((i + 0.5) * 2 * Math.PI) / n);
  const shift = -at.reduce((sum, a, i) => sum + (a - want[i]!), 0) / n;
  return at.map((a) => a + shift);
}

/**
 * Where a line from ring-1 node `a` to `b` leaves `a`: past the end of `a`'s label when the line
 * runs along it (the label lies on the ray from the centre through `a`), else at the node's edge.
 */
function hop2Start(a: NodePlace, b: NodePlace): number {
  const toB = Math.atan2(b.y - a.y, b.x - a.x);
  const ray = Math.atan2(a.y, a.x);
  const off = Math.abs(Math.atan2(Math.sin(toB - ray), Math.cos(toB - ray)));
  const label = NODE_R + GAP + a.name.length * NODE_CHAR + GAP;
  if (off >= Math.PI / 2) return NODE_R + 2;
  // The line leaves the label's band (7 px either side of the ray) here, or passes its end.
  const leave = off > 1e-6 ? 7 / Math.sin(off) : Infinity;
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  return Math.max(NODE_R + 2, Math.min(label / Math.cos(off), leave, length - NODE_R - 2 - ARROW * 2));
}

export function layoutNeighbourhood(nb: Neighbourhood): Layout {
  const hw = (nb.centre.length * CENTRE_CHAR) / 2 + 14;
  const hh = PILL_HH;
  const selfLoop = nb.links.some((l) => l.inner === l.outer);
  const r1 = Math.max(MIN_R1, ((nb.ring1.length + 1) * 30) / (2 * Math.PI), hw + 90);
  const r2 = nb.ring2.length ? Math.max(r1 + longest(nb.ring1) + NODE_R * 2 + GAP * 3, (nb.ring2.length * 26) / (2 * Math.PI)) : r1;
  const outerNames = nb.ring2.length ? nb.ring2 : nb.ring1;
  const half = Math.ceil(Math.max(nb.ring1.length ? r2 + NODE_R + GAP + longest(outerNames) + 12 : hw + 12, hw + 12, 120));

  const nodes: NodePlace[] = [{ name: nb.centre, ring: 0, x: 0, y: 0, label: { x: 0, y: 0, rotate: 0, anchor: 'middle', text: nb.centre } }];
  const place = (name: string, ring: 1 | 2, r: number, angle: number): void => {
    const x = Math.cos(angle) * r;
    const y = Math.sin(angle) * r;
    const lr = r + NODE_R + GAP;
    nodes.push({ name, ring, x: round(x), y: round(y), label: along(Math.cos(angle) * lr, Math.sin(angle) * lr, angle, 'start', name) });
  };
  nb.ring1.forEach((name, i) => place(name, 1, r1, ringAngle(i, nb.ring1.length, selfLoop)));
  const at = new Map(nodes.map((n) => [n.name, n]));
  const angles = spreadAngles(nb.ring2.map((m) => {
    const p = at.get(nb.parent.get(m) ?? '');
    return p ? Math.atan2(p.y, p.x) : -Math.PI / 2;
  }), r2);
  nb.ring2.forEach((name, i) => place(name, 2, r2, angles[i]!));
  for (const n of nodes) at.set(n.name, n);

  const links: LinkPlace[] = nb.links.map((l) => {
    const direction = linkDirection(l);
    const text = linkLabel(l);
    if (l.inner === l.outer) {
      // A relationship of the centre with itself: a loop over the pill, labelled along the empty top slot.
      const top = -hh;
      const arrows = [arrowhead(9, top - 1, -0.35, 0.94)];
      const end = r1 - NODE_R - GAP;
      const label = along(0, -end, -Math.PI / 2, 'end', fitText(text, end - hh - 44));
      return { key: l.key, path: `M${pt(-9, top)}C${pt(-30, top - 46)} ${pt(30, top - 46)} ${pt(9, top - 1)}`, arrows, label };
    }
    const a = at.get(l.inner)!;
    const b = at.get(l.outer)!;
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    // A second hop starts past its parent's label (which runs outward along the same ray), so the
    // line never crosses the name; the child sits further out than the longest ring-1 label.
    const startGap = l.hop === 1 ? pillEdge(hw, hh, angle) + 2 : a.ring === 1 ? hop2Start(a, b) : NODE_R + 2;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const sx = a.x + ux * startGap;
    const sy = a.y + uy * startGap;
    const ex = a.x + ux * (length - NODE_R - 2);
    const ey = a.y + uy * (length - NODE_R - 2);
    const arrows: string[] = [];
    if (direction !== 'in') arrows.push(arrowhead(ex, ey, ux, uy));
    if (direction !== 'out') arrows.push(arrowhead(sx, sy, -ux, -uy));
    const inset = (direction !== 'out' ? ARROW : 0) + GAP;
    const outset = (direction !== 'in' ? ARROW : 0) + GAP;
    let label: TextPlace;
    if (l.hop === 1) {
      // Along the ray, ending next to the neighbour, so labels fan out where there is room.
      const end = length - NODE_R - 2 - outset;
      const room = end - startGap - inset;
      label = along(a.x + ux * end, a.y + uy * end, angle, 'end', fitText(text, room));
    } else {
      const mid = (startGap + length - NODE_R - 2) / 2;
      label = along(a.x + ux * mid, a.y + uy * mid, angle, 'middle', fitText(text, length - 2 * NODE_R - inset - outset));
    }
    return { key: l.key, path: `M${pt(sx, sy)}L${pt(ex, ey)}`, arrows, label };
  });
  return { half, pill: { hw: round(hw), hh }, r1: round(r1), r2: round(r2), nodes, links };
}
