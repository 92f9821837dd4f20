/**
 * The dice as three.js meshes, built from the very shapes the physics uses
 * (`@gameshelf/smashdodes/geometry`): each face a fan of triangles, flat
 * shaded, with its value printed on it from a texture drawn on a canvas
 * (one cell per face). A D4 is read at the bottom (SD-4), so, as on real
 * bottom-read D4s, each face carries next to each edge the value of the face
 * across that edge: whichever face lies on the board, its value stands
 * upright along the bottom of the three faces in view. Sixes and nines are
 * underlined.
 */
import { itemAt } from '@gameshelf/engine';
import { type DieKind, type Face, POLYHEDRA, type Vec3 } from '@gameshelf/smashdodes/geometry';
import { BufferGeometry, CanvasTexture, Float32BufferAttribute, SRGBColorSpace } from 'three';

const CELL = 128;

type P2 = readonly [number, number];

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const n = Math.hypot(...a) || 1;
  return [a[0] / n, a[1] / n, a[2] / n];
};

/** A face's corners in its own plane, scaled so the farthest is 1 from the face's centre. */
function flatten(face: Face): P2[] {
  const n = face.corners.length;
  const centre = face.corners.reduce<Vec3>(
    (s, c) => [s[0] + c[0] / n, s[1] + c[1] / n, s[2] + c[2] / n],
    [0, 0, 0],
  );
  const u = unit(sub(itemAt(face.corners, 0), centre));
  const w = cross(face.normal, u);
  const flat = face.corners.map((c): P2 => [dot(sub(c, centre), u), dot(sub(c, centre), w)]);
  const r = Math.max(...flat.map(([x, y]) => Math.hypot(x, y)));
  return flat.map(([x, y]) => [x / r, y / r]);
}

interface Layout {
  readonly cols: number;
  readonly rows: number;
  readonly flats: readonly P2[][];
}

function layoutOf(kind: DieKind): Layout {
  const faces = POLYHEDRA[kind].faces;
  const cols = Math.ceil(Math.sqrt(faces.length));
  return { cols, rows: Math.ceil(faces.length / cols), flats: faces.map(flatten) };
}

/** A point of face `i`'s cell, in canvas pixels (y down), from its flat coordinates (y up). */
function pixel(layout: Layout, i: number, [x, y]: P2): P2 {
  const cx = (i % layout.cols) * CELL;
  const cy = Math.floor(i / layout.cols) * CELL;
  return [cx + (0.5 + 0.47 * x) * CELL, cy + (0.5 - 0.47 * y) * CELL];
}

export function dieGeometry(kind: DieKind): BufferGeometry {
  const layout = layoutOf(kind);
  const width = layout.cols * CELL;
  const height = layout.rows * CELL;
  const positions: number[] = [];
  const uvs: number[] = [];
  POLYHEDRA[kind].faces.forEach((face, i) => {
    const flat = itemAt(layout.flats, i);
    for (let k = 1; k + 1 < face.corners.length; k++) {
      for (const j of [0, k, k + 1]) {
        positions.push(...itemAt(face.corners, j));
        const [px, py] = pixel(layout, i, itemAt(flat, j));
        uvs.push(px / width, 1 - py / height);
      }
    }
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  geometry.computeVertexNormals();
  return geometry;
}

function number(ctx: CanvasRenderingContext2D, value: number, at: P2, size: number, angle: number): void {
  ctx.save();
  ctx.translate(at[0], at[1]);
  ctx.rotate(angle);
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  ctx.fillText(String(value), 0, 0);
  if (value === 6 || value === 9) ctx.fillRect(-size * 0.28, size * 0.42, size * 0.56, size * 0.09);
  ctx.restore();
}

/** The faces sharing an edge with face `i` of a D4, by edge (corner k to corner k + 1). */
function acrossEdges(kind: DieKind, i: number): (number | null)[] {
  const faces = POLYHEDRA[kind].faces;
  const corners = itemAt(faces, i).corners;
  const same = (a: Vec3, b: Vec3) => Math.hypot(...sub(a, b)) < 1e-9;
  return corners.map((a, k) => {
    const b = itemAt(corners, (k + 1) % corners.length);
    const other = faces.find(
      (f, j) => j !== i && f.corners.some((c) => same(c, a)) && f.corners.some((c) => same(c, b)),
    );
    return other ? other.value : null;
  });
}

/** The texture of a kind of die: a white face with dark numbers (the material's colour tints the white). */
export function dieTexture(kind: DieKind, blank: boolean): CanvasTexture {
  const layout = layoutOf(kind);
  const canvas = document.createElement('canvas');
  canvas.width = layout.cols * CELL;
  canvas.height = layout.rows * CELL;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  POLYHEDRA[kind].faces.forEach((face, i) => {
    const flat = itemAt(layout.flats, i);
    // A faint rim, so faces of the same colour part visibly.
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.18)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    for (const [k, p] of flat.entries()) {
      if (k === 0) ctx.moveTo(...pixel(layout, i, p));
      else ctx.lineTo(...pixel(layout, i, p));
    }
    ctx.closePath();
    ctx.stroke();
    if (blank) return;
    ctx.fillStyle = '#16141c';
    const centre = pixel(layout, i, [0, 0]);
    if (kind !== 'd4') {
      number(ctx, face.value, centre, flat.length === 3 ? CELL * 0.3 : CELL * 0.36, 0);
      return;
    }
    acrossEdges(kind, i).forEach((value, k) => {
      if (value === null) return;
      const a = itemAt(flat, k);
      const b = itemAt(flat, (k + 1) % flat.length);
      const edge = pixel(layout, i, [(a[0] + b[0]) * 0.3, (a[1] + b[1]) * 0.3]);
      // Upright with its foot towards the edge: "up" points from the edge to the centre.
      const up: P2 = [centre[0] - edge[0], centre[1] - edge[1]];
      number(ctx, value, edge, CELL * 0.22, Math.atan2(up[0], -up[1]));
    });
  });
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}
