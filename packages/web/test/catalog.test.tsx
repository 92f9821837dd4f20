/**
 * The games the web app shows are the shelf's: each game's folder here adds
 * its picture and board, and a game without a folder still plays on the
 * generic menu board.
 */
import { digitDashModule } from '@gameshelf/digit-dash';
import { Match } from '@gameshelf/engine';
import { CATALOG } from '@gameshelf/shelf/catalog';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GAMES, gameArt, gameName, playerCount } from '../src/catalog/games.ts';
import { loadGame, withBoard } from '../src/games/load.ts';
import { WEB_METAS } from '../src/games/web-meta.ts';
import { translate } from '../src/i18n/i18n.ts';

const shelfIds = CATALOG.map((e) => e.meta.id);

describe('the catalog', () => {
  it('shows every game on the shelf, in its order', () => {
    expect(GAMES.map((g) => g.id)).toEqual(shelfIds);
    expect(gameName('domino-havoc')).toBe('Double Domino Havoc');
    expect(gameName('chess')).toBe('chess');
  });

  it('finds a game folder only for a game on the shelf, each with a picture', () => {
    expect(WEB_METAS.size).toBeGreaterThan(0);
    for (const [id, meta] of WEB_METAS) {
      expect(shelfIds, `folder src/games/${id}`).toContain(id);
      expect(gameArt(id)).toBe(meta.Art);
    }
    expect(gameArt('chess')).toBeNull();
  });

  it.each(shelfIds)('%s loads its module and the board of its folder, or the menu board', async (id) => {
    const game = await loadGame(id);
    expect(game?.module.game.id).toBe(id);
    const folder = WEB_METAS.get(id);
    if (folder) expect(game?.Board).toBe((await folder.loadBoard()).default);
    else expect(game?.Board.name).toBe('');
  });

  it('plays a game without a folder here on the menu board', async () => {
    const { module, Board } = await withBoard(Promise.resolve(digitDashModule), undefined);
    const match = Match.create(module.game, { seed: 'menu board' });
    if (!match.ok) throw new Error(match.error.message);
    const [seat] = match.value.toAct();
    if (seat === undefined) throw new Error('nobody to act');
    const legal = match.value.legalMoves(seat);
    render(
      <Board
        view={match.value.view(seat)}
        legal={legal}
        onMove={() => {}}
        seat={seat}
        seats={[]}
        log={[]}
        pending={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'The table' })).toBeTruthy();
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('knows no game that is not on the shelf', async () => {
    expect(await loadGame('chess')).toBeNull();
  });

  it('words player counts', () => {
    const count = (min: number, max: number) => playerCount({ players: { min, max } }, translate);
    expect(count(1, 1)).toBe('Solo');
    expect(count(2, 2)).toBe('2 players');
    expect(count(2, 4)).toBe('2–4 players');
    expect(count(1, 4)).toBe('Solo or up to 4 players');
  });
});
