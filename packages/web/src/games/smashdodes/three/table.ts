/**
 * The table in three.js, to the game's measures (board.ts, SD-2): the
 * octagonal board 50 cm across the flats with its top at y = 0, the
 * inbounds octagon (42 cm) drawn on it with the band outside it darker, the
 * target circle (6 cm) at the centre, the floor below, and the lights.
 */
import {
  BOARD_HALF,
  BOARD_THICKNESS,
  FLOOR_Y,
  INBOUNDS_HALF,
  octagonCorners,
  TARGET_RADIUS,
} from '@gameshelf/smashdodes/geometry';
import {
  CircleGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  ExtrudeGeometry,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Path,
  PlaneGeometry,
  RingGeometry,
  Shape,
  ShapeGeometry,
} from 'three';

/** An octagon in a shape's plane; laid flat by `flat`, the shape's y becomes the board's -z. */
function octagon<T extends Path>(path: T, half: number): T {
  for (const [i, [x, z]] of octagonCorners(half).entries()) {
    if (i === 0) path.moveTo(x, -z);
    else path.lineTo(x, -z);
  }
  path.closePath();
  return path;
}

function band(outer: number, inner: number): ShapeGeometry {
  const shape = octagon(new Shape(), outer);
  shape.holes.push(octagon(new Path(), inner));
  return new ShapeGeometry(shape);
}

/** Lays a mesh drawn in the xy-plane flat on the board, `y` above its top. */
function flat(mesh: Mesh, y: number): Mesh {
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = y;
  return mesh;
}

export function tableGroup(): Group {
  const group = new Group();
  const slab = new ExtrudeGeometry(octagon(new Shape(), BOARD_HALF), {
    depth: BOARD_THICKNESS,
    bevelEnabled: false,
  });
  // Extruded along the shape's z, which lying flat points up: shift it down so its top is y = 0.
  group.add(
    flat(new Mesh(slab, new MeshStandardMaterial({ color: '#1f5f4a', roughness: 0.95 })), -BOARD_THICKNESS),
  );
  const outside = new MeshStandardMaterial({ color: '#184d3c', roughness: 0.95 });
  group.add(flat(new Mesh(band(BOARD_HALF, INBOUNDS_HALF), outside), 0.0002));
  const line = new MeshBasicMaterial({ color: '#efe6cf', side: DoubleSide });
  group.add(flat(new Mesh(band(INBOUNDS_HALF + 0.0015, INBOUNDS_HALF - 0.0015), line), 0.0004));
  const target = new MeshBasicMaterial({ color: '#f6f1e7', side: DoubleSide });
  group.add(flat(new Mesh(new RingGeometry(TARGET_RADIUS - 0.0018, TARGET_RADIUS, 64), target), 0.0004));
  const spot = new MeshStandardMaterial({ color: '#287a5f', roughness: 0.9 });
  group.add(flat(new Mesh(new CircleGeometry(TARGET_RADIUS - 0.0018, 64), spot), 0.0003));
  const floor = new MeshStandardMaterial({ color: '#d9cdb5', roughness: 1 });
  group.add(flat(new Mesh(new PlaneGeometry(4, 4), floor), FLOOR_Y));
  group.add(new HemisphereLight(new Color('#ffffff'), new Color('#5b5446'), 1.6));
  const sun = new DirectionalLight('#ffffff', 1.8);
  sun.position.set(0.3, 1, 0.45);
  group.add(sun);
  return group;
}
