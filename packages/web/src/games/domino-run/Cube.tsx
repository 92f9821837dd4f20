/**
 * The two cubes, drawn in SVG as small isometric blocks: the white cube
 * (you) clean and bright, the black cube (the enemy) dark with two glowing
 * eyes, so they differ by shape as well as by colour.
 */
export type CubeKind = 'player' | 'enemy';

const TOP = 'M20 3 L36 11 L20 19 L4 11 Z';
const LEFT = 'M4 11 L20 19 L20 37 L4 29 Z';
const RIGHT = 'M36 11 L20 19 L20 37 L36 29 Z';

const COLOURS: Record<CubeKind, { top: string; left: string; right: string; edge: string }> = {
  player: { top: '#ffffff', left: '#e4e1da', right: '#c9c4b9', edge: '#6d6a73' },
  enemy: { top: '#4a4852', left: '#26252e', right: '#111015', edge: '#000000' },
};

export function Cube({ kind, ghost = false }: { kind: CubeKind; ghost?: boolean }) {
  const c = COLOURS[kind];
  return (
    <svg viewBox="0 0 40 40" className={`dr-cube-svg ${kind} ${ghost ? 'ghost' : ''}`} aria-hidden="true">
      <g stroke={c.edge} strokeWidth="1.4" strokeLinejoin="round">
        <path d={TOP} fill={c.top} />
        <path d={LEFT} fill={c.left} />
        <path d={RIGHT} fill={c.right} />
      </g>
      {kind === 'enemy' && !ghost ? (
        <g fill="#ff6b6b">
          <path d="M8 20 l7 2.5 l0 3 l-7 -2.5 z" />
          <path d="M32 20 l-7 2.5 l0 3 l7 -2.5 z" />
        </g>
      ) : null}
      {kind === 'player' && !ghost ? <circle cx="20" cy="11" r="2.6" fill="#d9480f" /> : null}
    </svg>
  );
}
