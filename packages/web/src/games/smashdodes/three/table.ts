/**
 * The table in three.js, to the game's measures (board.ts, SD-2): the
 * octagonal board 50 cm across the flats with its top at y = 0, and drawn
 * on its top (one texture, so each pixel of the board is drawn once: a
 * software renderer keeps up) the inbounds octagon (42 cm) with the band
 * outside it darker, and the target circle (6 cm) at the centre; and the
 * lights.
 */
import {
  BOARD_HALF,
  BOARD_THICKNESS,
  INBOUNDS_HALF,
  octagonCorners,
  TARGET_RADIUS,
} from '@gameshelf/smashdodes/geometry';
import {
  CanvasTexture,
  Color,
  DirectionalLight,
  ExtrudeGeometry,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  Shape,
  SRGBColorSpace,
} from 'three';

const TOP_PIXELS = 1024;

/** The board's top as a picture: felt, the darker band outside the inbounds octagon, its line, the target. */
function topTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = TOP_PIXELS;
  canvas.height = TOP_PIXELS;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  const px = (m: number) => ((m + BOARD_HALF) / (2 * BOARD_HALF)) * TOP_PIXELS;
  const octagonPath = (half: number) => {
    ctx.beginPath();
    for (const [i, [x, z]] of octagonCorners(half).entries()) {
      if (i === 0) ctx.moveTo(px(x), px(z));
      else ctx.lineTo(px(x), px(z));
    }
    ctx.closePath();
  };
  ctx.fillStyle = '#1c5542';
  ctx.fillRect(0, 0, TOP_PIXELS, TOP_PIXELS);
  octagonPath(INBOUNDS_HALF);
  ctx.fillStyle = '#24684f';
  ctx.fill();
  ctx.lineWidth = (0.003 / (2 * BOARD_HALF)) * TOP_PIXELS;
  ctx.strokeStyle = '#efe6cf';
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(px(0), px(0), px(TARGET_RADIUS) - px(0), 0, 2 * Math.PI);
  ctx.fillStyle = '#2d7d61';
  ctx.fill();
  ctx.strokeStyle = '#f6f1e7';
  ctx.stroke();
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  // The caps' UVs are the shape's coordinates in metres (x, -z): map the board's square onto the picture.
  texture.repeat.set(1 / (2 * BOARD_HALF), 1 / (2 * BOARD_HALF));
  texture.offset.set(0.5, 0.5);
  return texture;
}

/** An octagon in a shape's plane; laid flat, the shape's y becomes the board's -z. */
function octagon(half: number): Shape {
  const shape = new Shape();
  for (const [i, [x, z]] of octagonCorners(half).entries()) {
    if (i === 0) shape.moveTo(x, -z);
    else shape.lineTo(x, -z);
  }
  shape.closePath();
  return shape;
}

export function tableGroup(): Group {
  const group = new Group();
  const slab = new ExtrudeGeometry(octagon(BOARD_HALF), { depth: BOARD_THICKNESS, bevelEnabled: false });
  // Unlit: a flat top is evenly lit anyway, and shading each of its pixels is what costs most in software.
  const top = new MeshBasicMaterial({ map: topTexture() });
  const side = new MeshLambertMaterial({ color: '#15402f' });
  const board = new Mesh(slab, [top, side]);
  // Extruded along the shape's z, which lying flat points up: shift it down so its top is y = 0.
  board.rotation.x = -Math.PI / 2;
  board.position.y = -BOARD_THICKNESS;
  group.add(board);
  group.add(new HemisphereLight(new Color('#ffffff'), new Color('#5b5446'), 1.6));
  const sun = new DirectionalLight('#ffffff', 1.8);
  sun.position.set(0.3, 1, 0.45);
  group.add(sun);
  return group;
}
