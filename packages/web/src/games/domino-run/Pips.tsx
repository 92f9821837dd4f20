/** Where the pips of 1 to 6 go on a 40 x 40 face (a domino half or a die), on a 3 x 3 grid. */
export type Pip = readonly [number, number];

const AT = [11, 20, 29] as const;
const cell = (c: 0 | 1 | 2, r: 0 | 1 | 2): Pip => [AT[c], AT[r]];

export const PIPS: readonly (readonly Pip[])[] = [
  [],
  [cell(1, 1)],
  [cell(0, 0), cell(2, 2)],
  [cell(0, 0), cell(1, 1), cell(2, 2)],
  [cell(0, 0), cell(2, 0), cell(0, 2), cell(2, 2)],
  [cell(0, 0), cell(2, 0), cell(1, 1), cell(0, 2), cell(2, 2)],
  [cell(0, 0), cell(0, 1), cell(0, 2), cell(2, 0), cell(2, 1), cell(2, 2)],
];

/** The pips of `n` as SVG circles on a 40 x 40 face. */
export function Pips({ n, r = 3.6, fill = 'currentColor' }: { n: number; r?: number; fill?: string }) {
  return (
    <g fill={fill}>
      {(PIPS[n] ?? []).map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r={r} />
      ))}
    </g>
  );
}
