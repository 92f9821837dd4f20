import { CHANCE, PLAIN_STYLE } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoHavocModule } from '../src/index.ts';
import { drawn, game, legal, script, table } from './helpers.ts';

const { render, describe: describeMove, menuPath } = dominoHavocModule.text;

/** Seat 0 drew 5-5 (odd): counter-clockwise, seat 2 must answer it. */
const liveDouble = () =>
  script(
    table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-6 0-8', slot: '9-12' },
        { tray: '1-2 1-3 1-4 1-6 1-8', train: '10|11' },
        { tray: '2-4 2-5 2-6 2-8 2-9', train: '12|3' },
      ],
    }),
    [[0, { type: 'drawBoneyard' }], drawn('5-5')],
  );

describe('the terminal table', () => {
  it('shows the viewer`s own tray, and only the size of the others', () => {
    const text = render(game.view(liveDouble(), 2), PLAIN_STYLE);
    expect(text).toContain('P3 (you)');
    expect(text).toContain('tray   [2|4] [2|5] [2|6] [2|8] [2|9]');
    expect(text).not.toContain('[0|1]');
    expect(text).toContain('▮▮▮▮▮▮ (6)');
    const spectator = render(game.view(liveDouble(), 'spectator'), PLAIN_STYLE);
    expect(spectator).not.toContain('[2|4]');
    expect(spectator).not.toContain('(you)');
  });

  it('shows each train with its open end, each slot, the direction and what is out of play', () => {
    const text = render(game.view(liveDouble(), 1), PLAIN_STYLE);
    expect(text).toContain('train  [10|11] open 11, 1/6');
    expect(text).toContain('train  empty (takes any domino)');
    expect(text).toContain('slot   [5|5]');
    expect(text).toContain('↺ counter-clockwise');
    expect(text).toContain('Out of play: 9-12');
  });

  it('DH-9 shows the live double and what its responder may do', () => {
    const s = liveDouble();
    const forResponder = render(game.view(s, 2), PLAIN_STYLE);
    expect(forResponder).toContain("Live double [5|5] in P1's slot.");
    expect(forResponder).toContain('P3 must answer: replace it with 2-5.');
    const forOthers = render(game.view(s, 1), PLAIN_STYLE);
    expect(forOthers).toContain('P3 must answer: replace it with a single 5 if they hold one, or else pass.');
  });

  it('DH-9 names the originator of a double lying in another player`s slot, and DH-9 (b) the player one short', () => {
    const s = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-6 0-8' },
        { tray: '1-2 1-3 1-4 1-6', train: '10|11', slot: '5-5' },
        { tray: '2-4 2-5 2-6 2-8 2-9', train: '12|3' },
      ],
      boneyard: '',
      short: 1,
      phase: { kind: 'respond', owner: 1, responder: 2, originator: 0 },
    });
    const text = render(game.view(s, 'spectator'), PLAIN_STYLE);
    expect(text).toContain("Live double [5|5] in P2's slot, put there by P1.");
    expect(text).toContain('P2 one domino short (DH-9 (b))');
    expect(describeMove({ type: 'endTurn' }, 1, PLAIN_STYLE)).toBe(
      'P2 ends their turn without a discard (one domino short)',
    );
  });

  it('shows the scores once a round is over', () => {
    const s = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-2', train: '3|4 4|5 5|6 6|7 7|8' }],
      phase: { kind: 'over' },
      history: [{ winner: 1, penalties: [21, 0] }],
    });
    const text = render(game.view(s, 0), PLAIN_STYLE);
    expect(text).toContain('Last round won by P2: P1 +21  P2 +0');
    expect(text).toContain('Penalty totals (lowest wins): P1 21  P2 0');
    expect(text).toContain('The game is over.');
  });
});

describe('moves in words', () => {
  it('describes redacted draws without giving them away', () => {
    const s = script(
      table({ racks: [{ tray: '0-1 0-2 0-3 0-4 0-6 0-8' }, { tray: '1-2 1-3 1-4 1-6 1-8 1-9' }] }),
      [[0, { type: 'drawBoneyard' }]],
    );
    const move = { type: 'drawn', domino: [7, 9] } as const;
    expect(describeMove(game.redactMove(s, CHANCE, move, 1), CHANCE, PLAIN_STYLE)).toBe(
      'the boneyard gives a hidden domino',
    );
    expect(describeMove(game.redactMove(s, CHANCE, move, 0), CHANCE, PLAIN_STYLE)).toBe(
      'the boneyard gives [7|9]',
    );
    expect(describeMove({ type: 'takeDiscard', from: 2 }, 1, PLAIN_STYLE)).toBe(
      "P2 takes the discard in P3's slot",
    );
    expect(describeMove({ type: 'play', domino: [3, 5], open: 5 }, 0, PLAIN_STYLE)).toBe(
      'P1 plays [3|5] onto their train, leaving 5 open',
    );
  });

  it('groups moves in menus: draw, play (then the open end), discard, answers', () => {
    const s = liveDouble();
    const v = game.view(s, 2);
    expect(legal(s, 2).map((m) => menuPath(m, v, PLAIN_STYLE))).toEqual([['Replace the double', '[2|5]']]);
    const start = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-6 0-8' }, { tray: '1-2 1-3 1-4 1-6 1-8 1-9', slot: '7-9' }],
    });
    const sv = game.view(start, 0);
    expect(legal(start, 0).map((m) => menuPath(m, sv, PLAIN_STYLE))).toEqual([
      ['Draw', `from the boneyard (${start.boneyard.length} left)`],
      ['Draw', "[7|9] from P2's slot"],
    ]);
    const drew = script(start, [[0, { type: 'drawBoneyard' }], drawn('5-6')]);
    const paths = legal(drew, 0).map((m) => menuPath(m, game.view(drew, 0), PLAIN_STYLE).join(' › '));
    expect(paths).toContain('Play › [0|1] › leave 1 open');
    expect(paths).toContain('Play › [0|1] › leave 0 open');
    expect(paths).toContain('Discard › [5|6]');
  });
});

describe('deals in words', () => {
  it('DH-3 a redacted deal shows the viewer their own tray only', () => {
    const trays = [
      [
        [0, 1],
        [0, 2],
      ],
      { hidden: true, count: 6 },
    ];
    expect(describeMove({ type: 'deal', trays }, CHANCE, PLAIN_STYLE)).toBe(
      'a new round is dealt: your tray [0|1] [0|2]',
    );
    expect(describeMove({ type: 'deal', trays: [trays[1], trays[1]] }, CHANCE, PLAIN_STYLE)).toBe(
      'a new round is dealt',
    );
    // The full deal (as the record holds it) is nobody's own.
    expect(describeMove({ type: 'deal', trays: [trays[0], trays[0]] }, CHANCE, PLAIN_STYLE)).toBe(
      'a new round is dealt',
    );
  });
});
