/**
 * Smashdodes flat, for its rules page, with no 3D view and no physics loaded:
 * `{ die: kind, owner, value }` one die drawn as its outline seen from above,
 * in its owner's colour, showing a value; `{ board: { dice, shots } }` the
 * board seen from above (its measures from the game's geometry) with dice
 * placed on it (millimetres from the centre, `x` right and `z` down), a die
 * `out` of bounds crossed out, and attacks drawn as arrows, a `refused` one
 * dashed and crossed. Dice are drawn larger than life, to be read.
 */
import {
  BOARD_HALF,
  DIE_KINDS,
  type DieKind,
  INBOUNDS_HALF,
  octagonCorners,
  TARGET_RADIUS,
} from '@gameshelf/smashdodes/geometry';
import { field, oneOf, whole } from '../../rules/piece-data.ts';

type Owner = 0 | 1 | 'neutral';

interface FlatDie {
  readonly kind: DieKind;
  readonly owner: Owner;
  readonly value: number | null;
}

interface PlacedDie extends FlatDie {
  readonly x: number;
  readonly z: number;
  readonly out: boolean;
}

interface Shot {
  readonly from: number;
  readonly to: number;
  readonly refused: boolean;
}

/** The players' colours, as the 3D table paints the dice (`three/stage.ts`). */
const COLOURS: Readonly<Record<'0' | '1' | 'neutral', string>> = {
  0: '#e0574a',
  1: '#4d8ee6',
  neutral: '#e8c13f',
};

/** The board's colours, as the 3D table paints it (`three/table.ts`). */
const BOARD = { edge: '#1c5542', inbounds: '#24684f', line: '#efe6cf', target: '#2d7d61' };

const colourOf = (owner: Owner) => COLOURS[owner === 'neutral' ? 'neutral' : owner === 0 ? '0' : '1'];

const at = (r: number, degrees: number): string => {
  const a = (degrees * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
};

const polygon = (r: number, corners: number, turn: number): string =>
  Array.from({ length: corners }, (_, i) => at(r, turn + (360 / corners) * i)).join(' ');

/** A die's outline seen from above, centred on (0, 0), about `r` across its half. */
function Outline({ kind, r, fill }: { kind: DieKind; r: number; fill: string }) {
  const common = { fill, stroke: '#16141c', strokeWidth: r / 9, strokeLinejoin: 'round' as const };
  const edge = { fill: 'none', stroke: '#16141c', strokeWidth: r / 14, opacity: 0.55 };
  switch (kind) {
    case 'd4':
      return <polygon points={polygon(r * 1.1, 3, -90)} {...common} />;
    case 'd6':
      return <rect x={-r * 0.8} y={-r * 0.8} width={r * 1.6} height={r * 1.6} rx={r * 0.15} {...common} />;
    case 'd8':
      return (
        <>
          <polygon points={`0,${-r} ${r * 0.75},0 0,${r} ${-r * 0.75},0`} {...common} />
          <line x1={-r * 0.75} y1="0" x2={r * 0.75} y2="0" {...edge} />
        </>
      );
    case 'd10':
      return (
        <>
          <polygon points={`0,${-r} ${r * 0.95},${-r * 0.35} 0,${r} ${-r * 0.95},${-r * 0.35}`} {...common} />
          <polyline points={`${-r * 0.95},${-r * 0.35} 0,${r * 0.1} ${r * 0.95},${-r * 0.35}`} {...edge} />
        </>
      );
    case 'd12':
      return (
        <>
          <polygon points={polygon(r, 10, -90)} {...common} />
          <polygon points={polygon(r * 0.6, 5, -90)} {...edge} />
        </>
      );
    case 'd20':
      return (
        <>
          <polygon points={polygon(r, 6, -90)} {...common} />
          <polygon points={polygon(r * 0.72, 3, 90)} {...edge} />
        </>
      );
  }
}

/** One die, its value written on its top. */
function Die({ die, r }: { die: FlatDie; r: number }) {
  return (
    <g>
      <Outline kind={die.kind} r={r} fill={colourOf(die.owner)} />
      {die.value === null ? null : (
        <text
          y={r * 0.32}
          textAnchor="middle"
          fontSize={r * 0.85}
          fontWeight="800"
          fill="#ffffff"
          stroke="#16141c"
          strokeWidth={r / 10}
          paintOrder="stroke"
        >
          {die.value}
        </text>
      )}
    </g>
  );
}

const MM = 1000;
/** A die's half size on the board picture, in millimetres: about three times a real one's, to be read. */
const DIE_R = 26;

function octagonPoints(half: number): string {
  return octagonCorners(half)
    .map(([x, z]) => `${x * MM},${z * MM}`)
    .join(' ');
}

/** An arrow from one die to another, stopping short of both; a refused one dashed and crossed. */
function Arrow({ from, to, refused }: { from: PlacedDie; to: PlacedDie; refused: boolean }) {
  const dx = to.x - from.x;
  const dz = to.z - from.z;
  const length = Math.hypot(dx, dz) || 1;
  const [ux, uz] = [dx / length, dz / length];
  const start = [from.x + ux * DIE_R * 1.3, from.z + uz * DIE_R * 1.3] as const;
  const end = [to.x - ux * DIE_R * 1.4, to.z - uz * DIE_R * 1.4] as const;
  const head = 14;
  const left = `${end[0] - ux * head - uz * head * 0.6},${end[1] - uz * head + ux * head * 0.6}`;
  const right = `${end[0] - ux * head + uz * head * 0.6},${end[1] - uz * head - ux * head * 0.6}`;
  const colour = refused ? '#ffb3a7' : '#f3a712';
  const mid = [(start[0] + end[0]) / 2, (start[1] + end[1]) / 2] as const;
  return (
    <g stroke={colour} strokeWidth="5" strokeLinecap="round" fill="none">
      <line
        x1={start[0]}
        y1={start[1]}
        x2={end[0]}
        y2={end[1]}
        strokeDasharray={refused ? '10 9' : undefined}
      />
      <polyline points={`${left} ${end[0]},${end[1]} ${right}`} strokeLinejoin="round" />
      {refused ? (
        <path
          d={`M${mid[0] - 11} ${mid[1] - 11} l22 22 M${mid[0] + 11} ${mid[1] - 11} l-22 22`}
          strokeWidth="6"
        />
      ) : null}
    </g>
  );
}

function Board({ dice, shots }: { dice: readonly PlacedDie[]; shots: readonly Shot[] }) {
  const view = (BOARD_HALF + 0.04) * MM;
  return (
    <svg viewBox={`${-view} ${-view} ${2 * view} ${2 * view}`} className="sd-rules-board" aria-hidden="true">
      <rect x={-view} y={-view} width={2 * view} height={2 * view} rx="24" fill="#e4d9c3" />
      <polygon points={octagonPoints(BOARD_HALF)} fill={BOARD.edge} />
      <polygon
        points={octagonPoints(INBOUNDS_HALF)}
        fill={BOARD.inbounds}
        stroke={BOARD.line}
        strokeWidth="3"
      />
      <circle r={TARGET_RADIUS * MM} fill={BOARD.target} stroke={BOARD.line} strokeWidth="3" />
      {shots.map((s) => {
        const from = dice[s.from];
        const to = dice[s.to];
        return from && to ? (
          <Arrow key={`${s.from}-${s.to}`} from={from} to={to} refused={s.refused} />
        ) : null;
      })}
      {dice.map((d) => (
        <g key={`${d.x},${d.z}`} transform={`translate(${d.x} ${d.z})`}>
          <Die die={d} r={DIE_R} />
          {d.out ? (
            <path
              d={`M${-DIE_R} ${-DIE_R} L${DIE_R} ${DIE_R} M${DIE_R} ${-DIE_R} L${-DIE_R} ${DIE_R}`}
              stroke="#ffffff"
              strokeWidth="5"
              strokeLinecap="round"
              opacity="0.9"
            />
          ) : null}
        </g>
      ))}
    </svg>
  );
}

function flatDie(data: unknown): FlatDie | undefined {
  const kind = oneOf(field(data, 'die'), DIE_KINDS);
  const owner = field(data, 'owner');
  const value = field(data, 'value');
  const who: Owner | undefined = owner === 0 || owner === 1 || owner === 'neutral' ? owner : undefined;
  const shows = value === null || value === undefined ? null : whole(value, 0, 20);
  if (!kind || who === undefined || shows === undefined) return undefined;
  return { kind, owner: who, value: shows };
}

function placedDie(data: unknown): PlacedDie | undefined {
  const die = flatDie(data);
  const x = whole(field(data, 'x'), -300, 300);
  const z = whole(field(data, 'z'), -300, 300);
  if (!die || x === undefined || z === undefined) return undefined;
  return { ...die, x, z, out: field(data, 'out') === true };
}

function shotOf(data: unknown): Shot | undefined {
  const from = whole(field(data, 'from'), 0, 99);
  const to = whole(field(data, 'to'), 0, 99);
  return from === undefined || to === undefined
    ? undefined
    : { from, to, refused: field(data, 'refused') === true };
}

/** Every item read, or undefined when any is not. */
function all<T>(value: unknown, read: (item: unknown) => T | undefined): readonly T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value.map(read);
  return items.every((i) => i !== undefined) ? items.flatMap((i) => (i === undefined ? [] : [i])) : undefined;
}

export default function SmashdodesPiece({ piece }: { readonly piece: unknown }) {
  const board = field(piece, 'board');
  if (board !== undefined) {
    const dice = all(field(board, 'dice'), placedDie);
    const shots = all(field(board, 'shots') ?? [], shotOf);
    return dice && shots ? <Board dice={dice} shots={shots} /> : null;
  }
  const die = flatDie(piece);
  if (!die) return null;
  return (
    <svg viewBox="-24 -24 48 48" className="sd-rules-die" aria-hidden="true">
      <Die die={die} r={20} />
    </svg>
  );
}
