/**
 * The true geometry of the six dodes (SD-3): the platonic solids and the
 * pentagonal trapezohedron, with their standard numbering. Everything here is
 * built from +, -, *, / and sqrt only (no trig), so the shapes are the same
 * bits on every platform: cos 36° = φ/2 and cos 72° = 1/(2φ) are exact
 * expressions in √5.
 *
 * Sizes are "across the faces" (twice the inradius) except the D4, measured
 * by its height (SD-3). A shape is given by its vertices and its faces; each
 * face has an outward unit normal, its vertices and its value.
 */
import { impossible } from '@gameshelf/engine';
import { add, cross, dot, normalize, scale, sub, type Vec3 } from './vec.ts';

export const DIE_KINDS = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'] as const;
export type DieKind = (typeof DIE_KINDS)[number];

export interface Face {
  /** Outward unit normal in the die's own frame. */
  readonly normal: Vec3;
  /** The face's corners, in the die's own frame. */
  readonly corners: readonly Vec3[];
  readonly value: number;
}

export interface Polyhedron {
  readonly kind: DieKind;
  readonly vertices: readonly Vec3[];
  readonly faces: readonly Face[];
  /** Distance from the centre to every face plane. */
  readonly inradius: number;
  /** Distance from the centre to the farthest vertex. */
  readonly circumradius: number;
}

const PHI = (1 + Math.sqrt(5)) / 2;
const MM = 0.001;

/** Every sign combination of a vector's non-zero entries. */
function signs(v: Vec3): Vec3[] {
  let out: Vec3[] = [v];
  for (const axis of [0, 1, 2] as const) {
    if (v[axis] === 0) continue;
    out = out.flatMap((p): Vec3[] => [
      p,
      [axis === 0 ? -p[0] : p[0], axis === 1 ? -p[1] : p[1], axis === 2 ? -p[2] : p[2]],
    ]);
  }
  return out;
}

/** The three cyclic permutations of each vector (the icosahedral families). */
function cyclic(list: readonly Vec3[]): Vec3[] {
  return list.flatMap(([a, b, c]): Vec3[] => [
    [a, b, c],
    [b, c, a],
    [c, a, b],
  ]);
}

/** The vertices lying on the supporting plane with outward normal `n`. */
function cornersOn(vertices: readonly Vec3[], n: Vec3): { corners: Vec3[]; distance: number } {
  let distance = Number.NEGATIVE_INFINITY;
  for (const v of vertices) distance = Math.max(distance, dot(v, n));
  const corners = vertices.filter((v) => dot(v, n) > distance - 1e-9);
  return { corners: orderAround(corners, n), distance };
}

/** Sorts a face's corners counter-clockwise seen from outside, without trig (by quadrant and cross sign). */
function orderAround(corners: Vec3[], n: Vec3): Vec3[] {
  const centre = scale(corners.reduce(add, [0, 0, 0]), 1 / corners.length);
  const u = normalize(sub(corners[0] ?? impossible('a face has corners'), centre));
  const w = cross(n, u);
  const key = (p: Vec3): [number, number] => {
    const d = sub(p, centre);
    return [dot(d, u), dot(d, w)];
  };
  const half = ([x, y]: [number, number]) => (y > 0 || (y === 0 && x > 0) ? 0 : 1);
  return [...corners].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const ha = half(ka);
    const hb = half(kb);
    if (ha !== hb) return ha - hb;
    return kb[0] * ka[1] - ka[0] * kb[1];
  });
}

/**
 * Values for faces that come in opposite pairs: the pair sum is fixed
 * (7 on a D6, 9 on a D8 and D10, 13 on a D12, 21 on a D20). Faces are taken
 * in a fixed order and each one not yet numbered gets the next low value,
 * its opposite the complement.
 */
function pairValues(raw: readonly Vec3[], low: readonly number[], sum: number): number[] {
  const normals = raw.map(normalize);
  const values: number[] = normals.map(() => Number.NaN);
  let next = 0;
  for (const [i, n] of normals.entries()) {
    if (!Number.isNaN(values[i])) continue;
    const opposite = normals.findIndex((m) => dot(m, n) < -1 + 1e-9);
    if (opposite < 0) throw new Error('polyhedra: a face has no opposite');
    const v = low[next++] ?? impossible('a low value for every pair of faces');
    values[i] = v;
    values[opposite] = sum - v;
  }
  return values;
}

function build(
  kind: DieKind,
  rawVertices: readonly Vec3[],
  rawNormals: readonly Vec3[],
  values: number[],
  size: number,
  byHeight = false,
): Polyhedron {
  const normals = rawNormals.map(normalize);
  const unitIn = cornersOn(rawVertices, normals[0] ?? impossible('a die has faces')).distance;
  const unitOut = Math.sqrt(Math.max(...rawVertices.map((v) => dot(v, v))));
  const k = byHeight ? size / (unitIn + unitOut) : size / 2 / unitIn;
  const vertices = rawVertices.map((v) => scale(v, k));
  const faces = normals.map((normal, i) => ({
    normal,
    corners: cornersOn(vertices, normal).corners,
    value: values[i] ?? impossible('a value for every face'),
  }));
  return { kind, vertices, faces, inradius: unitIn * k, circumradius: unitOut * k };
}

function tetrahedron(): Polyhedron {
  const vertices: Vec3[] = [
    [1, 1, 1],
    [1, -1, -1],
    [-1, 1, -1],
    [-1, -1, 1],
  ];
  // A D4 has no opposite faces: each face simply carries one of 1-4 (read at the bottom, SD-4).
  return build(
    'd4',
    vertices,
    vertices.map((v) => scale(v, -1)),
    [1, 2, 3, 4],
    20 * MM,
    true,
  );
}

function cube(): Polyhedron {
  // 1, 2, 3 run counter-clockwise round the corner (1,1,1): the usual right-handed die.
  const normals: Vec3[] = [
    [0, 0, 1],
    [1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [-1, 0, 0],
    [0, 0, -1],
  ];
  return build('d6', signs([1, 1, 1]), normals, [1, 2, 3, 4, 5, 6], 16 * MM);
}

function octahedron(): Polyhedron {
  const vertices = [...signs([1, 0, 0]), ...signs([0, 1, 0]), ...signs([0, 0, 1])];
  const normals = signs([1, 1, 1]);
  return build('d8', vertices, normals, pairValues(normals, [1, 2, 3, 4], 9), 16 * MM);
}

/** Unit vectors at multiples of 36° in the xz-plane, from the exact values in √5. */
function tenths(): Vec3[] {
  const c36 = PHI / 2;
  const s36 = Math.sqrt(1 - c36 * c36);
  const c72 = 1 / (2 * PHI);
  const s72 = Math.sqrt(1 - c72 * c72);
  const quarter: [number, number][] = [
    [1, 0],
    [c36, s36],
    [c72, s72],
    [-c72, s72],
    [-c36, s36],
  ];
  const half = [...quarter, ...quarter.map(([c, s]): [number, number] => [-c, -s])];
  return half.map(([c, s]): Vec3 => [c, 0, s]);
}

/**
 * The D10: two apexes on the y axis and a zig-zag ring of ten vertices. The
 * ring height z0 = H(1 - cos 36°)/(1 + cos 36°) makes each kite planar. Real
 * D10s carry the odd values round one apex and the even ones round the
 * other, opposite faces summing to 9.
 */
function trapezohedron(): Polyhedron {
  const H = 1.05;
  const c36 = PHI / 2;
  const z0 = (H * (1 - c36)) / (1 + c36);
  const ring = tenths().map(([x, , z], j): Vec3 => [x, j % 2 === 0 ? z0 : -z0, z]);
  const top: Vec3 = [0, H, 0];
  const bottom: Vec3 = [0, -H, 0];
  const normals: Vec3[] = [];
  for (let k = 0; k < 5; k++) {
    const a = ring[2 * k] ?? impossible('the ring has ten corners');
    const b = ring[(2 * k + 2) % 10] ?? impossible('the ring has ten corners');
    normals.push(normalize(cross(sub(b, top), sub(a, top))));
  }
  for (let k = 0; k < 5; k++) {
    const a = ring[2 * k + 1] ?? impossible('the ring has ten corners');
    const b = ring[(2 * k + 3) % 10] ?? impossible('the ring has ten corners');
    normals.push(normalize(cross(sub(a, bottom), sub(b, bottom))));
  }
  const upper = [1, 7, 3, 9, 5];
  const values = pairValues(normals, upper, 9);
  return build('d10', [top, bottom, ...ring], normals, values, 16 * MM);
}

function dodecahedron(): Polyhedron {
  const vertices = [...signs([1, 1, 1]), ...cyclic(signs([0, 1 / PHI, PHI]))];
  const normals = cyclic(signs([0, PHI, 1]));
  return build('d12', vertices, normals, pairValues(normals, [1, 2, 3, 4, 5, 6], 13), 18 * MM);
}

function icosahedron(): Polyhedron {
  const vertices = cyclic(signs([0, 1, PHI]));
  const normals = [...signs([1, 1, 1]), ...cyclic(signs([0, PHI, 1 / PHI]))];
  const low = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  return build('d20', vertices, normals, pairValues(normals, low, 21), 20 * MM);
}

/** The six shapes, built once. */
export const POLYHEDRA: Readonly<Record<DieKind, Polyhedron>> = {
  d4: tetrahedron(),
  d6: cube(),
  d8: octahedron(),
  d10: trapezohedron(),
  d12: dodecahedron(),
  d20: icosahedron(),
};

/** A table of something computed once for every kind of die. */
export function byKind<T>(f: (shape: Polyhedron) => T): Readonly<Record<DieKind, T>> {
  const { d4, d6, d8, d10, d12, d20 } = POLYHEDRA;
  return { d4: f(d4), d6: f(d6), d8: f(d8), d10: f(d10), d12: f(d12), d20: f(d20) };
}
