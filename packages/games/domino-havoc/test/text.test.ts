import { PLAIN_STYLE } from '@gameshelf/engine';
import { seatNames, tellTurn, wordsOf } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { dominoHavocModule } from '../src/index.ts';
import en from '../src/locales/en.json' with { type: 'json' };
import it_ from '../src/locales/it.json' with { type: 'json' };
import { act, drawn, game, legal, quietRacks, script, table } from './helpers.ts';

const { render, menuPath } = dominoHavocModule.text;

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
    expect(text).toContain('Player 3 (you)');
    expect(text).toContain('tray   2:4 2:5 2:6 2:8 2:9');
    expect(text).not.toContain('0:1 0:2');
    expect(text).toContain('▮▮▮▮▮▮ (6)');
    const spectator = render(game.view(liveDouble(), 'spectator'), PLAIN_STYLE);
    expect(spectator).not.toContain('2:4');
    expect(spectator).not.toContain('(you)');
  });

  it('shows each train with its open end, each slot, the direction and what is out of play', () => {
    const text = render(game.view(liveDouble(), 1), PLAIN_STYLE);
    expect(text).toContain('train  10:11 open 11, 1/6');
    expect(text).toContain('train  empty (takes any domino)');
    expect(text).toContain('slot   5:5');
    expect(text).toContain('↺ counter-clockwise');
    expect(text).toContain('Out of play: 9:12');
  });

  it('DH-9 shows the live double and what its responder may do', () => {
    const s = liveDouble();
    const forResponder = render(game.view(s, 2), PLAIN_STYLE);
    expect(forResponder).toContain("Live double 5:5 in Player 1's slot.");
    expect(forResponder).toContain('Player 3 must answer: replace it with 2:5.');
    const forOthers = render(game.view(s, 1), PLAIN_STYLE);
    expect(forOthers).toContain(
      'Player 3 must answer: replace it with a single 5 if they hold one, or else pass.',
    );
  });

  it('DH-9 names the originator of a double lying in another player`s slot, and DH-9 (b) the player one short', () => {
    const s = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-6 0-8' },
        { tray: '1-2 1-3 1-4 1-6', train: '10|11', slot: '5-5' },
        { tray: '2-4 2-5 2-6 2-8 2-9', train: '12|3' },
      ],
      boneyard: '',
      short: [1],
      phase: { kind: 'respond', owner: 1, responder: 2, originator: 0 },
    });
    const text = render(game.view(s, 'spectator'), PLAIN_STYLE);
    expect(text).toContain("Live double 5:5 in Player 2's slot, put there by Player 1.");
    expect(text).toContain('Player 2 one domino short\n');
    const context = { viewer: 'spectator', seats: seatNames(3), mover: 1, last: false } as const;
    expect(
      dominoHavocModule.text.narrate(
        { index: 9, player: 1, move: { type: 'endTurn' } },
        context,
        wordsOf(en),
      ),
    ).toEqual(['Player 2 ends the turn without a discard, one domino short.']);
  });

  it('shows the scores once a round is over', () => {
    const s = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-2', train: '3|4 4|5 5|6 6|7 7|8' }],
      phase: { kind: 'over' },
      history: [{ winner: 1, penalties: [21, 0] }],
    });
    const text = render(game.view(s, 0), PLAIN_STYLE);
    expect(text).toContain('Last round won by Player 2: Player 1 +21  Player 2 +0');
    expect(text).toContain('Penalty totals (lowest wins): Player 1 21  Player 2 0');
    expect(text).toContain('The game is over.');
  });
});

describe('menus', () => {
  it('groups moves in menus: draw, play (then the open end), discard, answers', () => {
    const s = liveDouble();
    const v = game.view(s, 2);
    expect(legal(s, 2).map((m) => menuPath(m, v, PLAIN_STYLE))).toEqual([['Replace the double', '2:5']]);
    const start = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-6 0-8' }, { tray: '1-2 1-3 1-4 1-6 1-8 1-9', slot: '7-9' }],
    });
    const sv = game.view(start, 0);
    expect(legal(start, 0).map((m) => menuPath(m, sv, PLAIN_STYLE))).toEqual([
      ['Draw', `from the boneyard (${start.boneyard.length} left)`],
      ['Draw', "7:9 from Player 2's slot"],
    ]);
    const drew = script(start, [[0, { type: 'drawBoneyard' }], drawn('5-6')]);
    const paths = legal(drew, 0).map((m) => menuPath(m, game.view(drew, 0), PLAIN_STYLE).join(' › '));
    expect(paths).toContain('Play › 0:1 › leave 1 open');
    expect(paths).toContain('Play › 0:1 › leave 0 open');
    expect(paths).toContain('Discard › 5:6');
  });
});

describe('the narration', () => {
  const t = wordsOf(en);
  const seats = seatNames(3);
  const start = () =>
    table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-6 0-8' },
        { tray: '1-2 1-3 1-4 1-6 1-8 1-9', slot: '7-9' },
        { tray: '2-4 2-5 2-6 2-8 2-9 3-5' },
      ],
    });

  it('tells a boneyard draw without giving it away: the domino to the drawer, "a domino" to the others', () => {
    const drew = (viewer: number) =>
      tellTurn(dominoHavocModule, start(), 0, { type: 'drawBoneyard' }, { viewer, seats, t, seed: 4 }).text;
    const mine = drew(0);
    expect(mine[0]).toBe('Player 1 draws from the boneyard.');
    expect(mine[1]).toMatch(/^Player 1 gets \d+:\d+\.$/);
    expect(drew(1)).toEqual(['Player 1 draws from the boneyard.', 'Player 1 gets a domino.']);
  });

  it('writes every domino 3:5, and names the slot a domino comes from and goes to', () => {
    const took = tellTurn(
      dominoHavocModule,
      start(),
      0,
      { type: 'takeDiscard', from: 1 },
      { viewer: 2, seats, t },
    );
    expect(took.text).toEqual(["Player 1 takes 7:9 from Player 2's slot."]);
    const playing = script(start(), [[0, { type: 'takeDiscard', from: 1 }]]);
    const first = tellTurn(
      dominoHavocModule,
      playing,
      0,
      { type: 'play', domino: [0, 1], open: 1 },
      { viewer: 2, seats, t },
    );
    expect(first.text).toEqual(['Player 1 starts their train with 0:1, leaving 1 open.']);
    const discarding = script(playing, [[0, { type: 'play', domino: [0, 1], open: 1 }]]);
    const discard = tellTurn(
      dominoHavocModule,
      discarding,
      0,
      { type: 'discard', domino: [0, 2] },
      { viewer: 2, seats, t },
    );
    expect(discard.text).toEqual(["Player 1 discards 0:2 into Player 2's slot."]);
  });

  it('DH-9 DH-10 tells a live double: the direction it turns, who must answer, and a dead double', () => {
    const onlyDouble = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-6 0-8', slot: '9-12' },
        { tray: '1-2 1-3 1-4 1-6 1-8', train: '10|11' },
        { tray: '2-4 2-6 2-7 2-8 2-9', train: '12|3' },
      ],
      boneyard: '5-5',
    });
    const told = tellTurn(
      dominoHavocModule,
      onlyDouble,
      0,
      { type: 'drawBoneyard' },
      { viewer: 1, seats, t },
    );
    expect(told.text).toEqual([
      'Player 1 draws from the boneyard.',
      'Player 1 draws the double 5:5: it goes face up into their slot.',
      'Play now goes counter-clockwise.',
      'Player 3 must answer the double 5:5.',
    ]);
    const live = script(onlyDouble, [[0, { type: 'drawBoneyard' }], drawn('5-5')]);
    expect(tellTurn(dominoHavocModule, live, 2, { type: 'pass' }, { viewer: 1, seats, t }).text).toEqual([
      'Player 3 cannot answer the double and passes.',
      'Player 2 must answer the double 5:5.',
    ]);
    const answered = table({
      racks: [
        { tray: '0-1 0-2 0-3 0-4 0-6 0-8', slot: '5-5' },
        { tray: '1-2 1-3 1-4 1-6 1-8', train: '10|11' },
        { tray: '2-4 2-6 2-7 2-8 2-9', train: '12|3' },
      ],
      boneyard: '7-8',
      direction: 'counterclockwise',
      phase: { kind: 'respond', owner: 0, responder: 1 },
    });
    expect(tellTurn(dominoHavocModule, answered, 1, { type: 'pass' }, { viewer: 1, seats, t }).text).toEqual([
      'Player 2 cannot answer the double and passes.',
      'Nobody can answer the double: it is dead, and play goes on.',
    ]);
  });

  it('DH-9 (b) tells a replacement the empty boneyard could not give: one domino short', () => {
    const racks = quietRacks(3, [4, 5]);
    const replacer = racks[1];
    if (!replacer) throw new Error('no seat 1');
    racks[1] = { ...replacer, tray: `4-12 ${replacer.tray.split(' ').slice(1).join(' ')}` };
    const s = script(table({ racks, boneyard: '4-4 5-5', phase: { kind: 'draw', player: 0 } }), [
      [0, { type: 'drawBoneyard' }],
      drawn('4-4'),
    ]);
    const told = tellTurn(
      dominoHavocModule,
      s,
      1,
      { type: 'replaceDouble', domino: [4, 12] },
      { viewer: 2, seats, t },
    );
    expect(told.text).toEqual([
      'Player 2 replaces the double with 4:12 and draws a replacement.',
      'Player 2 draws the double 5:5: it goes face up into their slot.',
      'The boneyard is empty: Player 2 stays one domino short and will skip their next discard.',
      'Play now goes counter-clockwise.',
      'Player 1 must answer the double 5:5.',
    ]);
  });

  it('DH-9 (b) tells a replacement with the boneyard empty: no draw, one short, then two short', () => {
    // Seat 0 discarded 5-5 with the boneyard empty; seat 2 answers it with 2-5 (and is already short once in the second case).
    const live = (short: number[]) =>
      table({
        racks: [
          { tray: '0-1 0-2 0-3 0-4 0-6 0-8', slot: '5-5' },
          { tray: '1-2 1-3 1-4 1-6 1-8', train: '10|11' },
          { tray: short.length > 0 ? '2-5 2-6 2-8' : '2-4 2-5 2-6 2-8', train: '12|3 3|9' },
        ],
        boneyard: '',
        direction: 'counterclockwise',
        phase: { kind: 'respond', owner: 0, responder: 2 },
        ...(short.length > 0 ? { short } : {}),
      });
    const replace = { type: 'replaceDouble', domino: [2, 5] } as const;
    expect(tellTurn(dominoHavocModule, live([]), 2, replace, { viewer: 1, seats, t }).text).toEqual([
      'Player 3 replaces the double with 2:5.',
      'The boneyard is empty: Player 3 stays one domino short and will skip their next discard.',
    ]);
    expect(tellTurn(dominoHavocModule, live([2]), 2, replace, { viewer: 1, seats, t }).text).toEqual([
      'Player 3 replaces the double with 2:5.',
      'The boneyard is empty: Player 3 is now 2 dominoes short and will skip the discard of their next 2 turns.',
    ]);
    const twice = act(live([2]), 2, replace);
    expect(render(game.view(twice, 0), PLAIN_STYLE)).toContain('Player 3 2 dominoes short\n');
  });

  it('DH-7 tells the end of a round with its winner and every tray`s points, then the next deal', () => {
    const nearlyThere = script(
      table({
        rounds: 2,
        racks: [
          { tray: '0-12', train: '1|2 2|3 3|4 4|5 5|9' },
          { tray: '1-1 1-3 1-4 1-5 1-6 1-7' },
          { tray: '2-4 2-5 2-6 3-5 3-6 3-7', slot: '9-12' },
        ],
      }),
      [
        [0, { type: 'takeDiscard', from: 2 }],
        [0, { type: 'play', domino: [9, 12] }],
      ],
    );
    const told = tellTurn(
      dominoHavocModule,
      nearlyThere,
      0,
      { type: 'discard', domino: [0, 12] },
      { viewer: 'spectator', seats, t },
    );
    expect(told.lines[0]).toEqual(["Player 1 discards 0:12 into Player 3's slot."]);
    expect(told.lines[1]).toEqual([
      'Player 1 completes their train and wins round 1.',
      'Penalty points left in the trays: Player 1 0, Player 2 32, Player 3 48.',
      'Round 2 is dealt: six dominoes each.',
    ]);
  });

  it('DH-11 tells the end of the last round and the game, in Italian too', () => {
    const nearlyThere = script(
      table({
        racks: [
          { tray: '0-12', train: '1|2 2|3 3|4 4|5 5|9' },
          { tray: '1-1 1-3 1-4 1-5 1-6 1-7' },
          { tray: '2-4 2-5 2-6 3-5 3-6 3-7', slot: '9-12' },
        ],
      }),
      [
        [0, { type: 'takeDiscard', from: 2 }],
        [0, { type: 'play', domino: [9, 12] }],
      ],
    );
    const discard = { type: 'discard', domino: [0, 12] } as const;
    expect(
      tellTurn(dominoHavocModule, nearlyThere, 0, discard, { viewer: 1, seats, t }).text.slice(1),
    ).toEqual([
      'Player 1 completes their train and wins round 1.',
      'Penalty points left in the trays: Player 1 0, Player 2 32, Player 3 48.',
      'The game is over. Penalty totals, the lowest wins: Player 1 0, Player 2 32, Player 3 48.',
    ]);
    const italian = { viewer: 1, seats: seatNames(3, 'it'), t: wordsOf(it_, 'it') };
    expect(tellTurn(dominoHavocModule, nearlyThere, 0, discard, italian).text).toEqual([
      'Giocatore 1 scarta 0:12 nella casella di Giocatore 3.',
      'Giocatore 1 completa il suo treno e vince la mano 1.',
      'Punti di penalità rimasti nei leggii: Giocatore 1 0, Giocatore 2 32, Giocatore 3 48.',
      'La partita è finita. Totali di penalità, vince il più basso: Giocatore 1 0, Giocatore 2 32, Giocatore 3 48.',
    ]);
  });

  it('DH-3 tells a deal with the trays the viewer may see: their own', () => {
    const narrate = dominoHavocModule.text.narrate;
    const trays = [
      [
        [0, 1],
        [0, 2],
      ],
      { hidden: true, count: 6 },
    ];
    const context = { viewer: 0, seats, mover: null, last: true } as const;
    expect(narrate({ index: 0, player: 'chance', move: { type: 'deal', trays } }, context, t)).toEqual([
      'A new round is dealt: six dominoes each.',
      "Player 1's tray: 0:1, 0:2.",
    ]);
  });
});
