import { describe, expect, it } from 'vitest';
import { chooseFromMenu, menuTree } from '../src/menu.ts';
import { scriptedIo } from './scripted-io.ts';

const paths = [['Draw'], ['Discard', '7 ▲'], ['Discard', '3 ●'], ['Lay off', '5 ■', 'on meld 1']];

describe('move menus', () => {
  it('groups moves by the first label and descends level by level', async () => {
    const { io, text } = scriptedIo(['2', '2']);
    expect(await chooseFromMenu(io, menuTree(paths))).toEqual({ kind: 'move', index: 2 });
    expect(text()).toContain('1) Draw');
    expect(text()).toContain('2) Discard');
    expect(text()).toContain('Discard');
  });

  it('passes through levels with a single entry', async () => {
    const { io } = scriptedIo(['3']);
    expect(await chooseFromMenu(io, menuTree(paths))).toEqual({ kind: 'move', index: 3 });
  });

  it('goes back with b, refuses bad answers and quits with q', async () => {
    const { io, text } = scriptedIo(['2', 'b', '9', 'x', 'q']);
    expect(await chooseFromMenu(io, menuTree(paths))).toEqual({ kind: 'quit' });
    expect(text()).toContain('"9" is not one of the choices');
    expect(text()).toContain('"x" is not one of the choices');
  });

  it('returns typed text when the game accepts typed moves', async () => {
    const { io } = scriptedIo(['aim 10 20']);
    expect(await chooseFromMenu(io, menuTree(paths), 'a shot')).toEqual({ kind: 'text', text: 'aim 10 20' });
  });

  it('treats the end of input as quitting', async () => {
    const { io } = scriptedIo([]);
    expect(await chooseFromMenu(io, menuTree(paths))).toEqual({ kind: 'quit' });
  });
});
