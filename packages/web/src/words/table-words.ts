/**
 * The words of the lobby, time controls, presence, "My games" and turn
 * notifications, in English and Italian, keyed as i18next keys are (dotted
 * paths, `{{name}}` values, `_one`/`_other` plurals by `count`), so that
 * they move into the app's locale files (src/locales/{en,it}.json) as they
 * are once the app speaks through i18next; until then `words` looks them up
 * here, in the language `<html lang>` names.
 */

type Dictionary = Readonly<Record<string, string>>;

const EN: Dictionary = {
  'nav.lobby': 'Lobby',
  'nav.myTurns_one': '{{count}} game waits for your move',
  'nav.myTurns_other': '{{count}} games wait for your move',

  'lobby.title': 'Lobby',
  'lobby.intro':
    'Open games waiting for players. Join one, start your own, or let quick pairing find you a seat.',
  'lobby.open': 'Open games',
  'lobby.none': 'No open games right now. Start one, or use quick pairing: the next player finds you.',
  'lobby.allGames': 'All games',
  'lobby.filter': 'Show',
  'lobby.connecting': 'Connecting to the lobby…',
  'lobby.reconnecting': 'Connection lost — reconnecting…',
  'lobby.join': 'Join',
  'lobby.joining': 'Joining…',
  'lobby.yours': 'You are waiting here',
  'lobby.goTo': 'Open',
  'lobby.seatOpen': 'Open seat',
  'lobby.seatBot': 'Bot ({{bot}})',
  'lobby.seatPlayer': 'A player',
  'lobby.rating': '{{rating}}',
  'lobby.waitingFor_one': 'waiting for {{count}} more player',
  'lobby.waitingFor_other': 'waiting for {{count}} more players',
  'lobby.ago': 'opened {{ago}}',
  'lobby.yourName': 'Your name (optional)',
  'lobby.create': 'Start a game',
  'lobby.creating': 'Starting…',
  'lobby.createTitle': 'Start an open game',
  'lobby.game': 'Game',
  'lobby.players': 'Players',
  'lobby.quick': 'Quick pairing',
  'lobby.quickIntro':
    'A seat in the oldest open game that fits, or a new one that waits for the next player.',
  'lobby.pair': 'Find me a game',
  'lobby.pairing': 'Finding a game…',
  'lobby.anyPlayers': 'Any',
  'lobby.ratingRange': 'Ratings from {{min}} to {{max}}',
  'lobby.ratingMin': 'Lowest rating',
  'lobby.ratingMax': 'Highest rating',
  'lobby.listIt': 'Show it in the lobby, for anyone to join',

  'clock.label': 'Time per move',
  'clock.none': 'No clock',
  'clock.liveSeconds': '{{count}} s per move',
  'clock.liveMinutes_one': '{{count}} minute per move',
  'clock.liveMinutes_other': '{{count}} minutes per move',
  'clock.days_one': '{{count}} day per move',
  'clock.days_other': '{{count}} days per move',
  'clock.onTimeout': 'When a player runs out of time',
  'clock.lose': 'they lose the game',
  'clock.bot': 'a bot takes their seat',
  'clock.left': '{{time}} left',
  'clock.leftUntil': '{{time}} left (until {{when}})',
  'clock.out': 'Time is up',
  'clock.forfeit': '{{name}} ran out of time.',
  'clock.forfeitBot': 'A bot took the seat of a player who ran out of time.',
  'clock.d': '{{count}} d',
  'clock.h': '{{count}} h',
  'clock.m': '{{count}} min',
  'clock.s': '{{count}} s',

  'waiting.title': 'Waiting for players',
  'waiting.open_one': '{{count}} seat is still open. The game starts when it is taken.',
  'waiting.open_other': '{{count}} seats are still open. The game starts when they are taken.',
  'waiting.start': 'Start now without them',
  'waiting.starting': 'Starting…',
  'waiting.banner': 'Waiting for the other players to join…',

  'presence.title': 'At the table',
  'presence.online': 'here',
  'presence.away': 'away',
  'presence.left': 'left',
  'presence.open': 'open seat',
  'presence.thinking': 'thinking…',
  'presence.bot': 'bot',
  'presence.watching_one': '{{count}} watching',
  'presence.watching_other': '{{count}} watching',

  'myGames.title': 'My games',
  'myGames.online': 'Online',
  'myGames.none': 'No online games yet. Find one in the lobby, or start one with “Online” on a game’s page.',
  'myGames.asking': 'Asking the server…',
  'myGames.yourTurn': 'Your turn',
  'myGames.waitingFor': 'Waiting for {{names}}',
  'myGames.waitingPlayers': 'Waiting for players to join',
  'myGames.won': 'Finished — you won',
  'myGames.lost': 'Finished',
  'myGames.against': 'with {{names}}',
  'myGames.alone': 'solo',
  'myGames.lastMove': 'last move {{ago}}',
  'myGames.play': 'Play',
  'myGames.open': 'Open',
  'myGames.replay': 'Replay',
  'myGames.record': 'Record',
  'myGames.recordLabel': 'Download the record of this {{game}} game',
  'myGames.local': 'On this device',
  'myGames.noLocal': 'No games on this device yet.',
  'myGames.continue': 'Continue',
  'myGames.see': 'See',
  'myGames.inProgress': 'In progress',

  'notify.title': 'Turn notifications',
  'notify.intro': 'The page title and icon show when a game waits for your move.',
  'notify.push': 'Notify me when it is my turn, even with this page closed',
  'notify.pushOn': 'This browser is told when it is your turn.',
  'notify.pushBlocked': 'Notifications are blocked for this site in your browser’s settings.',
  'notify.pushUnavailable': 'This server or browser sends no push notifications.',
  'notify.sound': 'Play a sound when it becomes my turn in a background tab',
  'notify.yourTurn': 'Your turn',

  'ago.now': 'just now',
  'ago.minutes_one': '{{count}} minute ago',
  'ago.minutes_other': '{{count}} minutes ago',
  'ago.hours_one': '{{count}} hour ago',
  'ago.hours_other': '{{count}} hours ago',
  'ago.days_one': '{{count}} day ago',
  'ago.days_other': '{{count}} days ago',
};

const IT: Dictionary = {
  'nav.lobby': 'Sala',
  'nav.myTurns_one': '{{count}} partita aspetta la tua mossa',
  'nav.myTurns_other': '{{count}} partite aspettano la tua mossa',

  'lobby.title': 'Sala',
  'lobby.intro':
    'Partite aperte in attesa di giocatori. Entra in una, aprine una tua, o lascia che l’abbinamento rapido ti trovi un posto.',
  'lobby.open': 'Partite aperte',
  'lobby.none':
    'Nessuna partita aperta ora. Aprine una, o usa l’abbinamento rapido: il prossimo giocatore ti troverà.',
  'lobby.allGames': 'Tutti i giochi',
  'lobby.filter': 'Mostra',
  'lobby.connecting': 'Connessione alla sala…',
  'lobby.reconnecting': 'Connessione persa — riconnessione…',
  'lobby.join': 'Entra',
  'lobby.joining': 'Ingresso…',
  'lobby.yours': 'Qui aspetti tu',
  'lobby.goTo': 'Apri',
  'lobby.seatOpen': 'Posto libero',
  'lobby.seatBot': 'Bot ({{bot}})',
  'lobby.seatPlayer': 'Un giocatore',
  'lobby.rating': '{{rating}}',
  'lobby.waitingFor_one': 'manca {{count}} giocatore',
  'lobby.waitingFor_other': 'mancano {{count}} giocatori',
  'lobby.ago': 'aperta {{ago}}',
  'lobby.yourName': 'Il tuo nome (facoltativo)',
  'lobby.create': 'Apri una partita',
  'lobby.creating': 'Apertura…',
  'lobby.createTitle': 'Apri una partita',
  'lobby.game': 'Gioco',
  'lobby.players': 'Giocatori',
  'lobby.quick': 'Abbinamento rapido',
  'lobby.quickIntro':
    'Un posto nella partita aperta più vecchia che va bene, o una nuova che aspetta il prossimo giocatore.',
  'lobby.pair': 'Trovami una partita',
  'lobby.pairing': 'Cerco una partita…',
  'lobby.anyPlayers': 'Qualsiasi',
  'lobby.ratingRange': 'Punteggi da {{min}} a {{max}}',
  'lobby.ratingMin': 'Punteggio minimo',
  'lobby.ratingMax': 'Punteggio massimo',
  'lobby.listIt': 'Mostrala nella sala, perché chiunque possa entrare',

  'clock.label': 'Tempo per mossa',
  'clock.none': 'Senza orologio',
  'clock.liveSeconds': '{{count}} s per mossa',
  'clock.liveMinutes_one': '{{count}} minuto per mossa',
  'clock.liveMinutes_other': '{{count}} minuti per mossa',
  'clock.days_one': '{{count}} giorno per mossa',
  'clock.days_other': '{{count}} giorni per mossa',
  'clock.onTimeout': 'Quando un giocatore finisce il tempo',
  'clock.lose': 'perde la partita',
  'clock.bot': 'un bot prende il suo posto',
  'clock.left': 'restano {{time}}',
  'clock.leftUntil': 'restano {{time}} (fino a {{when}})',
  'clock.out': 'Tempo scaduto',
  'clock.forfeit': '{{name}} ha finito il tempo.',
  'clock.forfeitBot': 'Un bot ha preso il posto di un giocatore che ha finito il tempo.',
  'clock.d': '{{count}} g',
  'clock.h': '{{count}} h',
  'clock.m': '{{count}} min',
  'clock.s': '{{count}} s',

  'waiting.title': 'In attesa di giocatori',
  'waiting.open_one': 'Resta {{count}} posto libero. La partita comincia quando viene preso.',
  'waiting.open_other': 'Restano {{count}} posti liberi. La partita comincia quando vengono presi.',
  'waiting.start': 'Comincia ora senza di loro',
  'waiting.starting': 'Si comincia…',
  'waiting.banner': 'In attesa che arrivino gli altri giocatori…',

  'presence.title': 'Al tavolo',
  'presence.online': 'presente',
  'presence.away': 'assente',
  'presence.left': 'uscito',
  'presence.open': 'posto libero',
  'presence.thinking': 'sta pensando…',
  'presence.bot': 'bot',
  'presence.watching_one': '{{count}} spettatore',
  'presence.watching_other': '{{count}} spettatori',

  'myGames.title': 'Le mie partite',
  'myGames.online': 'Online',
  'myGames.none':
    'Ancora nessuna partita online. Trovane una nella sala, o aprine una con “Online” nella pagina di un gioco.',
  'myGames.asking': 'Chiedo al server…',
  'myGames.yourTurn': 'Tocca a te',
  'myGames.waitingFor': 'In attesa di {{names}}',
  'myGames.waitingPlayers': 'In attesa che arrivino i giocatori',
  'myGames.won': 'Finita — hai vinto',
  'myGames.lost': 'Finita',
  'myGames.against': 'con {{names}}',
  'myGames.alone': 'in solitario',
  'myGames.lastMove': 'ultima mossa {{ago}}',
  'myGames.play': 'Gioca',
  'myGames.open': 'Apri',
  'myGames.replay': 'Replay',
  'myGames.record': 'Registrazione',
  'myGames.recordLabel': 'Scarica la registrazione di questa partita a {{game}}',
  'myGames.local': 'Su questo dispositivo',
  'myGames.noLocal': 'Ancora nessuna partita su questo dispositivo.',
  'myGames.continue': 'Continua',
  'myGames.see': 'Vedi',
  'myGames.inProgress': 'In corso',

  'notify.title': 'Avvisi di turno',
  'notify.intro': 'Il titolo e l’icona della pagina mostrano quando una partita aspetta la tua mossa.',
  'notify.push': 'Avvisami quando tocca a me, anche a pagina chiusa',
  'notify.pushOn': 'Questo browser viene avvisato quando tocca a te.',
  'notify.pushBlocked': 'Le notifiche per questo sito sono bloccate nelle impostazioni del browser.',
  'notify.pushUnavailable': 'Questo server o questo browser non invia notifiche push.',
  'notify.sound': 'Suona quando tocca a me in una scheda in secondo piano',
  'notify.yourTurn': 'Tocca a te',

  'ago.now': 'proprio ora',
  'ago.minutes_one': '{{count}} minuto fa',
  'ago.minutes_other': '{{count}} minuti fa',
  'ago.hours_one': '{{count}} ora fa',
  'ago.hours_other': '{{count}} ore fa',
  'ago.days_one': '{{count}} giorno fa',
  'ago.days_other': '{{count}} giorni fa',
};

export const TABLE_WORDS: Readonly<Record<'en' | 'it', Dictionary>> = { en: EN, it: IT };

export type Values = Readonly<Record<string, string | number>>;

/** The language the page is in: Italian when `<html lang>` says so, English otherwise. */
export function pageLanguage(): 'en' | 'it' {
  const lang = globalThis.document?.documentElement.lang ?? '';
  return lang.toLowerCase().startsWith('it') ? 'it' : 'en';
}

/** A sentence in the page's language, with i18next's plural and `{{value}}` conventions. */
export function words(key: string, values: Values = {}, language = pageLanguage()): string {
  const dictionary = TABLE_WORDS[language];
  const count = values.count;
  const plural = typeof count === 'number' ? `${key}_${count === 1 ? 'one' : 'other'}` : null;
  const text = (plural === null ? undefined : dictionary[plural]) ?? dictionary[key] ?? EN[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
