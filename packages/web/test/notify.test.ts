/**
 * A turn told to a tab in the background: the page's icon gets a red dot
 * (drawn on a canvas, a `data:` image) while games wait for your move, and
 * the plain icon comes back when none does; a short chime plays when the
 * count grows while the tab is hidden, only if the player asked for it. The
 * canvas, the image and the AudioContext are stand-ins that record what
 * they were asked to do.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showBadge } from '../src/notify/badge.ts';
import { turnNow } from '../src/notify/turns.ts';
import { setTurnSound } from '../src/store/profile.ts';

/** A 2D context that keeps each call, by name, with its arguments. */
function recordingContext(calls: unknown[][]) {
  const keep =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  return {
    drawImage: keep('drawImage'),
    beginPath: keep('beginPath'),
    arc: keep('arc'),
    fill: keep('fill'),
    stroke: keep('stroke'),
    set fillStyle(colour: string) {
      calls.push(['fillStyle', colour]);
    },
    set strokeStyle(colour: string) {
      calls.push(['strokeStyle', colour]);
    },
    set lineWidth(width: number) {
      calls.push(['lineWidth', width]);
    },
  };
}

/** An image that loads when the test says. */
class HeldImage {
  static loading: HeldImage[] = [];
  onload: (() => void) | null = null;
  src = '';
  constructor() {
    HeldImage.loading.push(this);
  }
  static loadAll(): void {
    for (const image of HeldImage.loading.splice(0)) image.onload?.();
  }
}

function setCanvas(getContext: (() => unknown) | undefined, toDataURL?: () => string): void {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: getContext });
  Object.defineProperty(HTMLCanvasElement.prototype, 'toDataURL', { configurable: true, value: toDataURL });
}

let visibility: DocumentVisibilityState = 'visible';
const original = {
  getContext: Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext'),
  toDataURL: Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'toDataURL'),
};

beforeEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  for (const [name, descriptor] of Object.entries(original))
    if (descriptor) Object.defineProperty(HTMLCanvasElement.prototype, name, descriptor);
  vi.unstubAllGlobals();
  visibility = 'visible';
});

describe('the favicon badge', () => {
  let link: HTMLLinkElement;
  let plain: string;
  let calls: unknown[][];
  beforeEach(() => {
    link = document.createElement('link');
    link.rel = 'icon';
    link.href = '/favicon.svg';
    document.head.append(link);
    plain = link.href;
    calls = [];
    vi.stubGlobal('Image', HeldImage);
    setCanvas(
      () => recordingContext(calls),
      () => 'data:image/png;base64,BADGE',
    );
  });
  afterEach(() => {
    showBadge(0);
    link.remove();
  });

  it('draws the icon with a red dot while games wait for your move, and puts the plain icon back', () => {
    showBadge(2);
    expect(HeldImage.loading.map((image) => image.src)).toEqual([plain]);
    HeldImage.loadAll();
    expect(link.href).toBe('data:image/png;base64,BADGE');
    expect(calls[0]?.[0]).toBe('drawImage');
    expect(calls).toContainEqual(['arc', 48, 16, 15, 0, 2 * Math.PI]);
    expect(calls).toContainEqual(['fillStyle', '#d62828']);
    expect(calls.findIndex((c) => c[0] === 'fill')).toBeGreaterThan(calls.findIndex((c) => c[0] === 'arc'));
    showBadge(0);
    expect(link.href).toBe(plain);
  });

  it('an icon that loads after the last game stopped waiting is not drawn', () => {
    showBadge(1);
    showBadge(0);
    HeldImage.loadAll();
    expect(link.href).toBe(plain);
    expect(calls).toEqual([]);
  });

  it('a browser with no 2D canvas keeps the plain icon (the title still counts)', () => {
    setCanvas(() => null);
    document.title = 'Lobby · Gameshelf';
    showBadge(3);
    expect(HeldImage.loading).toEqual([]);
    expect(link.href).toBe(plain);
    expect(document.title).toBe('(3) Lobby · Gameshelf');
  });
});

describe('the turn chime', () => {
  let chimes: number[][];
  beforeEach(() => {
    chimes = [];
    /** An AudioContext that keeps the notes each chime starts. */
    class ListeningContext {
      readonly currentTime = 0;
      readonly destination = {};
      private readonly notes: number[] = [];
      constructor() {
        chimes.push(this.notes);
      }
      createOscillator() {
        const notes = this.notes;
        const tone = {
          frequency: { value: 0 },
          connect: (next: unknown) => next,
          start: () => notes.push(tone.frequency.value),
          stop: () => {},
        };
        return tone;
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
          connect: (next: unknown) => next,
        };
      }
      close() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('AudioContext', ListeningContext);
  });
  afterEach(() => {
    for (const match of ['A', 'B', 'C']) turnNow(match, false);
  });

  it('plays two notes when a game starts waiting for your move in a hidden tab, if asked for', () => {
    setTurnSound(true);
    visibility = 'hidden';
    turnNow('A', true);
    expect(chimes).toEqual([[660, 880]]);
    expect(document.title).toMatch(/^\(1\) /);
    // Nothing new: no sound.
    turnNow('A', true);
    turnNow('A', false);
    expect(chimes).toHaveLength(1);
  });

  it('is silent in a tab in view, or when the player did not ask for it', () => {
    setTurnSound(true);
    turnNow('B', true);
    expect(chimes).toEqual([]);
    setTurnSound(false);
    visibility = 'hidden';
    turnNow('C', true);
    expect(chimes).toEqual([]);
    expect(document.title).toMatch(/^\(2\) /);
  });

  it('a browser without Web Audio tells by the title alone', () => {
    vi.stubGlobal('AudioContext', undefined);
    setTurnSound(true);
    visibility = 'hidden';
    expect(() => turnNow('A', true)).not.toThrow();
    expect(document.title).toMatch(/^\(1\) /);
  });
});
