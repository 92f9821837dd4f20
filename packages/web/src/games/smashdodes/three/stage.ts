/**
 * The 3D stage: the table and the dice in three.js, an orbit camera, and
 * the pointer. Pressing one of the draggable dice and dragging aims an
 * attack along the board (the stage reports the point under the pointer;
 * the board turns it into a heading and a speed); clicking the board while
 * a drop is aimed reports the point; any other drag turns the camera
 * (right drag pans, the wheel zooms). A film plays in real time, each die's
 * pose interpolated for every screen frame, and then the dice rest as the
 * board says. It draws only when something changed, and every frame of a
 * film.
 *
 * For tests (and nothing else) it writes where things are on the canvas in
 * `data-screen` (CSS pixels from the canvas's corner) and counts the frames
 * of the last film drawn in `data-film-frames`.
 */
import { itemAt } from '@gameshelf/engine';
import type { Pose } from '@gameshelf/smashdodes';
import {
  ArrowHelper,
  type BufferGeometry,
  type CanvasTexture,
  Color,
  Float32BufferAttribute,
  BufferGeometry as Geometry,
  Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  Plane,
  Raycaster,
  RingGeometry,
  Scene,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { posesAt } from '../playback.ts';
import type { Colour, Mark, StageDie, StageEvents, StageFilm, StageScene } from '../stage-types.ts';
import { dieGeometry, dieTexture } from './dice.ts';
import { tableGroup } from './table.ts';

const COLOURS: Record<Colour, string> = { a: '#e0574a', b: '#4d8ee6', neutral: '#e8c13f' };
const GLOW: Record<Mark, string> = {
  chosen: '#ffb347',
  may: '#4d3a1a',
  target: '#6b1010',
  declared: '#ff2020',
};
/** Pixels a press may move and still be a click. */
const CLICK_SLOP = 6;

export class DiceStage {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(36, 1, 0.01, 10);
  private readonly controls: OrbitControls;
  private readonly meshes: Mesh[] = [];
  private readonly arrow = new ArrowHelper(new Vector3(1, 0, 0), new Vector3(), 0.1, '#ff7a1a', 0.025, 0.016);
  private readonly dropMark = new Group();
  private readonly dropLine: Line;
  private current: StageScene | null = null;
  private film: { run: StageFilm; start: number } | null = null;
  private frame = 0;
  private filmFrames = 0;
  /** The screen's pixel ratio (at most 2), and the share of it films are drawn at (see `adapt`). */
  private readonly pixelRatio = Math.min(window.devicePixelRatio, 2);
  private filmScale = 1;
  private lastFrame = 0;
  private frameMs = 1000 / 60;
  private dragging: number | null = null;
  private pressed: { x: number; y: number } | null = null;
  private readonly resize: ResizeObserver;
  private readonly canvas: HTMLCanvasElement;
  private readonly events: StageEvents;

  constructor(canvas: HTMLCanvasElement, dice: readonly StageDie[], events: StageEvents) {
    this.canvas = canvas;
    this.events = events;
    this.renderer = new WebGLRenderer({ canvas, antialias: false });
    this.renderer.setPixelRatio(this.pixelRatio);
    this.scene.background = new Color('#e4d9c3');
    this.scene.add(tableGroup());
    const geometries = new Map<string, BufferGeometry>();
    const textures = new Map<string, CanvasTexture>();
    for (const d of dice) {
      const key = `${d.kind}/${d.blank}`;
      if (!geometries.has(d.kind)) geometries.set(d.kind, dieGeometry(d.kind));
      if (!textures.has(key)) textures.set(key, dieTexture(d.kind, d.blank));
      const material = new MeshStandardMaterial({
        color: COLOURS[d.colour],
        map: textures.get(key) ?? null,
        roughness: 0.45,
        metalness: 0.05,
        flatShading: true,
      });
      const mesh = new Mesh(geometries.get(d.kind), material);
      mesh.visible = false;
      this.meshes.push(mesh);
      this.scene.add(mesh);
    }
    this.arrow.visible = false;
    this.scene.add(this.arrow);
    const ring = new Mesh(new RingGeometry(0.004, 0.0065, 32), new MeshBasicMaterial({ color: '#ff7a1a' }));
    ring.rotation.x = -Math.PI / 2;
    ring.position.y = 0.0008;
    const line = new Geometry();
    line.setAttribute('position', new Float32BufferAttribute([0, 0, 0, 0, 1, 0], 3));
    this.dropLine = new Line(line, new LineBasicMaterial({ color: '#ff7a1a' }));
    this.dropMark.add(ring, this.dropLine);
    this.dropMark.visible = false;
    this.scene.add(this.dropMark);
    // Before the camera's own listener, so a press on a die aims instead of turning the camera.
    canvas.addEventListener('pointerdown', this.onPointerDown);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.maxPolarAngle = Math.PI * 0.47;
    this.controls.minDistance = 0.2;
    this.controls.maxDistance = 1.6;
    this.controls.addEventListener('change', () => this.requestDraw());
    this.side(0);
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(canvas);
    this.fit();
  }

  /** Looks from player A's side (0, the bottom of the map) or B's (1). */
  side(player: number): void {
    this.camera.position.set(0, 0.5, player === 1 ? -0.42 : 0.42);
    this.controls.target.set(0, 0, 0);
    this.controls.update();
    this.requestDraw();
  }

  show(scene: StageScene): void {
    this.current = scene;
    if (!this.film) this.place(scene.rest.poses);
    this.meshes.forEach((mesh, i) => {
      const mark = scene.rest.marks.get(i);
      (mesh.material as MeshStandardMaterial).emissive.set(mark ? GLOW[mark] : '#000000');
    });
    const { aim, drop } = scene;
    this.arrow.visible = aim !== null && !this.film;
    if (aim) {
      const r = (aim.degrees * Math.PI) / 180;
      this.arrow.position.set(...aim.from);
      this.arrow.setDirection(new Vector3(Math.cos(r), 0, -Math.sin(r)));
      this.arrow.setLength(0.03 + (0.12 * aim.speed) / aim.maxSpeed, 0.022, 0.014);
    }
    this.dropMark.visible = drop !== null && !this.film;
    if (drop) {
      this.dropMark.position.set(drop.x, 0, drop.z);
      this.dropLine.scale.y = drop.height;
    }
    this.requestDraw();
  }

  /** Plays a shot's film; then shows the dice at rest as last given by `show`. */
  play(run: StageFilm): void {
    this.film = { run, start: performance.now() };
    this.filmFrames = 0;
    this.lastFrame = 0;
    this.frameMs = 1000 / 60;
    this.renderer.setPixelRatio(this.pixelRatio * this.filmScale);
    this.arrow.visible = false;
    this.dropMark.visible = false;
    this.requestDraw();
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.resize.disconnect();
    this.controls.dispose();
    this.canvas.removeEventListener('pointerdown', this.onPointerDown);
    this.renderer.dispose();
  }

  private place(poses: ReadonlyMap<number, Pose>): void {
    this.meshes.forEach((mesh, i) => {
      const pose = poses.get(i);
      mesh.visible = pose !== undefined;
      if (pose) {
        mesh.position.set(...pose.p);
        mesh.quaternion.set(...pose.q);
      }
    });
  }

  private fit(): void {
    const { clientWidth: w, clientHeight: h } = this.canvas;
    if (w === 0 || h === 0) return;
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.requestDraw();
  }

  private requestDraw(): void {
    if (this.frame === 0) this.frame = requestAnimationFrame(this.draw);
  }

  private readonly draw = (now: number): void => {
    this.frame = 0;
    if (this.film) {
      const { run, start } = this.film;
      const seconds = Math.max(0, now - start) / 1000;
      const rest = this.current?.rest.poses ?? new Map<number, Pose>();
      const moving = posesAt(run.film, seconds);
      this.place(new Map([...rest, ...moving]));
      this.filmFrames++;
      this.adapt(now);
      this.canvas.dataset.filmFrames = String(this.filmFrames);
      if (seconds >= run.film.seconds) {
        this.film = null;
        this.renderer.setPixelRatio(this.pixelRatio);
        if (this.current) this.show(this.current);
        this.events.onFilmEnd();
      } else this.requestDraw();
    }
    this.renderer.render(this.scene, this.camera);
    this.publish();
  };

  /**
   * Dynamic resolution: a film must keep pace with the screen, so while
   * frames come slower than about 45 a second (a weak GPU, or a software
   * renderer such as SwiftShader), films are drawn with fewer pixels, down to
   * a quarter of them. The dice at rest are always drawn sharp.
   */
  private adapt(now: number): void {
    if (this.lastFrame > 0) this.frameMs = 0.7 * this.frameMs + 0.3 * (now - this.lastFrame);
    this.lastFrame = now;
    if (this.frameMs > 22 && this.filmScale > 0.5) {
      this.filmScale = Math.max(0.5, this.filmScale * 0.8);
      this.renderer.setPixelRatio(this.pixelRatio * this.filmScale);
      this.frameMs = 1000 / 60;
    }
  }

  /** Where the board's centre and each die at rest are on the canvas, for tests. */
  private publish(): void {
    const at = (v: Vector3): [number, number] => {
      const p = v.clone().project(this.camera);
      return [
        Math.round(((p.x + 1) / 2) * this.canvas.clientWidth),
        Math.round(((1 - p.y) / 2) * this.canvas.clientHeight),
      ];
    };
    const dice: Record<number, [number, number]> = {};
    this.meshes.forEach((m, i) => {
      if (m.visible) dice[i] = at(m.position);
    });
    this.canvas.dataset.screen = JSON.stringify({ centre: at(new Vector3()), dice });
  }

  private ray(event: PointerEvent): Raycaster {
    const rect = this.canvas.getBoundingClientRect();
    const ndc = new Vector2(
      ((event.clientX - rect.left) / rect.width) * 2 - 1,
      -((event.clientY - rect.top) / rect.height) * 2 + 1,
    );
    const raycaster = new Raycaster();
    raycaster.setFromCamera(ndc, this.camera);
    return raycaster;
  }

  /** Where the pointer meets the horizontal plane at height y, as board [x, z]. */
  private onPlane(event: PointerEvent, y: number): [number, number] | null {
    const hit = this.ray(event).ray.intersectPlane(new Plane(new Vector3(0, 1, 0), -y), new Vector3());
    return hit ? [hit.x, hit.z] : null;
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    if (event.button !== 0 || this.film) return;
    // While a drop is aimed, a click anywhere (on a die too) is the point to drop over.
    if (this.current?.dropping) {
      this.pressed = { x: event.clientX, y: event.clientY };
      this.canvas.addEventListener('pointerup', this.onClickEnd, { once: true });
      return;
    }
    const hits = this.ray(event).intersectObjects(this.meshes.filter((m) => m.visible));
    const hit = hits[0]?.object;
    // biome-ignore lint/complexity/useIndexOf: the hit is typed Object3D, the meshes Mesh; indexOf would need a cast
    const die = hit ? this.meshes.findIndex((m) => m === hit) : -1;
    if (die < 0) return;
    this.events.onPick(die);
    if (!this.current?.draggable.includes(die)) return;
    // Aiming, not turning the camera (nor selecting the page's text).
    event.stopImmediatePropagation();
    event.preventDefault();
    this.dragging = die;
    this.canvas.setPointerCapture(event.pointerId);
    this.canvas.addEventListener('pointermove', this.onDrag);
    this.canvas.addEventListener('pointerup', this.onDragEnd);
    this.canvas.addEventListener('pointercancel', this.onDragEnd);
  };

  private readonly onDrag = (event: PointerEvent): void => {
    const die = this.dragging;
    if (die === null) return;
    const at = this.onPlane(event, itemAt(this.meshes, die).position.y);
    if (at) this.events.onDrag(die, at);
  };

  private readonly onDragEnd = (event: PointerEvent): void => {
    this.onDrag(event);
    this.dragging = null;
    this.canvas.removeEventListener('pointermove', this.onDrag);
    this.canvas.removeEventListener('pointerup', this.onDragEnd);
    this.canvas.removeEventListener('pointercancel', this.onDragEnd);
  };

  private readonly onClickEnd = (event: PointerEvent): void => {
    const pressed = this.pressed;
    this.pressed = null;
    if (!pressed || Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > CLICK_SLOP) return;
    const at = this.onPlane(event, 0);
    if (at) this.events.onPoint(at);
  };
}
