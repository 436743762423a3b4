import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { describeRelationship, type GraphIndex, type Link, type Neighbourhood } from './graph.ts';
import type { Layout, TextPlace } from './layout.ts';
import { NODE_R } from './layout.ts';

interface GraphViewProps {
  index: GraphIndex;
  nb: Neighbourhood;
  layout: Layout;
  selected: string | null;
  onSelect: (key: string | null) => void;
  onRecentre: (name: string) => void;
}

const transform = (t: TextPlace): string | undefined => (t.rotate ? `rotate(${t.rotate} ${t.x} ${t.y})` : undefined);

/** Index after a roving-focus key, or undefined when the key is not one of ours. */
function rovingTarget(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function linkName(l: Link): string {
  const [first, ...rest] = l.relationships;
  if (!first) return '';
  return `${describeRelationship(first)}${rest.length ? `, and ${rest.length} more` : ''}`;
}

/**
 * The neighbourhood as SVG. Two keyboard stops, each a roving tabindex: the entities (centre
 * first, then ring 1 and ring 2 clockwise) and the links (in the same order). Arrow keys move
 * within a stop; Enter on an entity centres it (on the centre it opens its page), Enter or Space
 * on a link selects it. Entities and lines are two SVGs with one viewBox, stacked: the entities'
 * comes first (first Tab stop) and lies on top, so lines never take a click meant for an entity;
 * each link is a wide transparent hit line and its label over the drawn line.
 */
export function GraphView({ index, nb, layout, selected, onSelect, onRecentre }: GraphViewProps): ReactElement {
  const [nodeAt, setNodeAt] = useState(0);
  const [linkAt, setLinkAt] = useState(0);
  const [hover, setHover] = useState<{ node?: string; link?: string }>({});
  const [focus, setFocus] = useState<{ node?: string; link?: string }>({});
  const nodeRefs = useRef<(SVGElement | HTMLElement | null)[]>([]);
  const linkRefs = useRef<(SVGGElement | null)[]>([]);
  const canvas = useRef<HTMLDivElement>(null);
  const refocusCentre = useRef(false);

  useLayoutEffect(() => {
    setNodeAt(0);
    setLinkAt(0);
    setHover({});
    const el = canvas.current;
    // On a narrow screen the drawing scrolls sideways: start with the centre in view.
    if (el) el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    if (refocusCentre.current) {
      refocusCentre.current = false;
      nodeRefs.current[0]?.focus();
    }
  }, [nb]);
  useEffect(() => {
    const i = nb.links.findIndex((l) => l.key === selected);
    if (i >= 0) setLinkAt(i);
  }, [nb, selected]);

  const recentre = (name: string, byKeyboard: boolean): void => {
    refocusCentre.current = byKeyboard;
    onRecentre(name);
  };
  const litNode = hover.node ?? focus.node;
  const litLink = new Set([selected, hover.link, focus.link].filter(Boolean));
  const isLit = (l: Link): boolean => litLink.has(l.key) || (litNode !== undefined && litNode !== nb.centre && (l.inner === litNode || l.outer === litNode));
  const nodeLit = (name: string): boolean => name === litNode || nb.links.some((l) => isLit(l) && (l.inner === name || l.outer === name));

  const onNodeKey = (event: KeyboardEvent, i: number, name: string): void => {
    const to = rovingTarget(event.key, i, layout.nodes.length);
    if (to !== undefined) {
      event.preventDefault();
      setNodeAt(to);
      nodeRefs.current[to]?.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && i > 0) {
      event.preventDefault();
      recentre(name, true);
    } else if (event.key === 'Escape') onSelect(null);
  };
  const onLinkKey = (event: KeyboardEvent, i: number, key: string): void => {
    const to = rovingTarget(event.key, i, layout.links.length);
    if (to !== undefined) {
      event.preventDefault();
      setLinkAt(to);
      linkRefs.current[to]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(selected === key ? null : key);
    } else if (event.key === 'Escape') onSelect(null);
  };

  const size = layout.half * 2;
  const { hw, hh } = layout.pill;
  const viewBox = `${-layout.half} ${-layout.half} ${size} ${size}`;
  return (
    <div className="mx-canvas" ref={canvas}>
      <div
        className="mx-stage"
        style={{ minWidth: `${Math.round(size * 0.68)}px`, maxWidth: `${Math.round(size * 1.15)}px` }}
        role="group"
        aria-label={`${nb.centre} and the entities ${nb.ring2.length ? 'one and two hops' : 'one hop'} away`}
      >
        {/* Two drawings on top of each other: entities first (the first Tab stop, and on top for the pointer), lines underneath. */}
        <svg className="mx-graph mx-graph-nodes" viewBox={viewBox} role="group" aria-label="Entities">
          {layout.nodes.map((node, i) => {
            const entity = index.entities.get(node.name);
            const common = {
              tabIndex: i === nodeAt ? 0 : -1,
              onKeyDown: (event: KeyboardEvent) => onNodeKey(event, i, node.name),
              onFocus: () => {
                setNodeAt(i);
                setFocus({ node: node.name });
              },
              onBlur: () => setFocus({}),
              onPointerEnter: () => setHover({ node: node.name }),
              onPointerLeave: () => setHover({}),
            };
            if (node.ring === 0) {
              return (
                <a key={node.name} {...common} ref={(el) => void (nodeRefs.current[0] = el)} href={entity?.route} className="mx-node mx-centre" aria-label={`${node.name}, the centre: open its reference page`}>
                  <rect className="mx-ring" x={-hw - 4} y={-hh - 4} width={hw * 2 + 8} height={hh * 2 + 8} rx={hh + 4} />
                  <rect className="mx-pill" x={-hw} y={-hh} width={hw * 2} height={hh * 2} rx={hh} />
                  <text className="mx-centre-label" x={0} y={0} textAnchor="middle">
                    {node.name}
                  </text>
                </a>
              );
            }
            const cls = ['mx-node', `is-ring${node.ring}`, entity?.category === 'internal' && 'is-internal', nodeLit(node.name) && 'is-lit'].filter(Boolean).join(' ');
            return (
              <g key={node.name} {...common} ref={(el) => void (nodeRefs.current[i] = el)} role="button" className={cls} aria-label={`${node.name}${entity?.category === 'internal' ? ', internal' : ''}, ${node.ring === 1 ? 'one hop' : 'two hops'}: centre on it`} onClick={() => recentre(node.name, false)}>
                <circle className="mx-ring" cx={node.x} cy={node.y} r={NODE_R + 5} />
                <circle className="mx-dot" cx={node.x} cy={node.y} r={NODE_R} />
                <text x={node.label.x} y={node.label.y} textAnchor={node.label.anchor} transform={transform(node.label)}>
                  {node.label.text}
                </text>
              </g>
            );
          })}
        </svg>
        <svg className="mx-graph mx-graph-links" viewBox={viewBox} role="group" aria-label="Relationships">
        <g className="mx-lines" aria-hidden="true">
          {nb.links.map((l, i) => {
            const place = layout.links[i]!;
            const cls = ['mx-line', `is-hop${l.hop}`, !l.tree && 'is-extra', isLit(l) && 'is-lit', selected === l.key && 'is-selected'].filter(Boolean).join(' ');
            return (
              <g key={l.key} className={cls}>
                <path d={place.path} />
                {place.arrows.map((d) => (
                  <path key={d} className="mx-arrow" d={d} />
                ))}
              </g>
            );
          })}
        </g>
          <g>
          {nb.links.map((l, i) => {
            const place = layout.links[i]!;
            const cls = ['mx-link', `is-hop${l.hop}`, !l.tree && 'is-extra', isLit(l) && 'is-lit', selected === l.key && 'is-selected'].filter(Boolean).join(' ');
            return (
              <g
                key={l.key}
                ref={(el) => void (linkRefs.current[i] = el)}
                role="button"
                tabIndex={i === linkAt ? 0 : -1}
                aria-pressed={selected === l.key}
                aria-label={linkName(l)}
                className={cls}
                onClick={() => onSelect(selected === l.key ? null : l.key)}
                onKeyDown={(event) => onLinkKey(event, i, l.key)}
                onFocus={() => {
                  setLinkAt(i);
                  setFocus({ link: l.key });
                }}
                onBlur={() => setFocus({})}
                onPointerEnter={() => setHover({ link: l.key })}
                onPointerLeave={() => setHover({})}
              >
                <path className="mx-hit" d={place.path} />
                {place.label.text && (
                  <text x={place.label.x} y={place.label.y} dy={-4} textAnchor={place.label.anchor} transform={transform(place.label)}>
                    {place.label.text}
                  </text>
                )}
              </g>
            );
          })}
          </g>
        </svg>
      </div>
    </div>
  );
}
