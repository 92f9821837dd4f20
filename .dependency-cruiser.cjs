/**
 * The layers of Gameshelf, checked by dependency-cruiser (`npm run deps`, run
 * in CI next to the type check and the linter). A package may import itself
 * and the packages listed for it here, nothing else of ours; its tests may
 * import the same, plus those packages' test helpers (`packages/engine/test/toy.ts`).
 * The list is a one-way stack, so packages cannot import each other in a circle;
 * `no-circular` keeps files from doing it, `no-circular-folders` folders.
 */

/** Who may import whom, by package; `games` is every game package. */
const LAYERS = {
  engine: [],
  games: ['engine'], // each game its own folder and the engine: never another game
  shelf: ['engine', 'games'],
  bots: ['engine'], // the generic bots sit under the games, not above them
  lab: ['engine', 'bots', 'shelf'],
  cli: ['engine', 'shelf', 'bots', 'lab'],
  protocol: ['engine'],
  server: ['protocol', 'engine', 'shelf', 'bots'],
  web: ['protocol', 'engine', 'shelf', 'bots', 'games', 'lab'], // bots only through `@gameshelf/bots/browser`, the lab through `@gameshelf/lab/core`
};

/** Our own code (not node_modules): what the layer rules look at. */
const OURS = '^(packages|bench|scripts)/';

const folderOf = (name) => (name === 'games' ? 'games/[^/]+' : name);

function layerRule(name, allowed) {
  // A game may import its own folder: `$1` in `to` is the game the import is made from.
  const from = name === 'games' ? '^packages/games/([^/]+)/' : `^packages/${name}/`;
  const own = name === 'games' ? 'games/$1' : name;
  return {
    name: `layer-${name}`,
    comment: `${name} may import ${allowed.length ? allowed.join(', ') : 'nothing of ours'} (LAYERS in .dependency-cruiser.cjs)`,
    severity: 'error',
    from: { path: from },
    to: { path: OURS, pathNot: `^packages/(${[own, ...allowed].map(folderOf).join('|')})/` },
  };
}

module.exports = {
  forbidden: [
    ...Object.entries(LAYERS).map(([name, allowed]) => layerRule(name, allowed)),
    {
      name: 'web-bots-browser-entry',
      comment:
        'the web app runs bots in the browser through their browser entry (@gameshelf/bots/browser) alone',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/bots/', pathNot: '^packages/bots/src/browser\\.ts$' },
    },
    {
      name: 'web-lab-core-entry',
      comment:
        "the web app runs the lab's experiments in Web Workers through its browser-safe entry (@gameshelf/lab/core) alone",
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/lab/', pathNot: '^packages/lab/src/core/' },
    },
    {
      name: 'lab-core-browser-safe',
      comment:
        "the lab's core (@gameshelf/lab/core) runs in a browser: no Node built-ins, none of the lab's Node parts, bots only through their browser entry",
      severity: 'error',
      from: { path: '^packages/lab/src/core/' },
      to: {
        pathNot:
          '^packages/lab/src/core/|^packages/engine/src/|^packages/bots/src/browser\\.ts$|node_modules/@observablehq/plot/',
      },
    },
    {
      name: 'packages-by-name',
      comment:
        "a package's code imports another package by its name (@gameshelf/<id>, through its exports), never by a relative path into it",
      severity: 'error',
      from: { path: '^packages/(games/[^/]+|[^/]+)/src/' },
      to: { path: '^packages/', pathNot: '^packages/$1/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'src-not-to-tests',
      comment: 'code that ships never imports tests or their helpers',
      severity: 'error',
      from: { path: '^packages/(games/[^/]+|[^/]+)/src/' },
      to: { path: '^packages/(games/[^/]+|[^/]+)/(test|e2e)/' },
    },
    {
      name: 'not-to-test-files',
      comment: 'a test file is run, never imported: share helpers from a file of their own',
      severity: 'error',
      from: {},
      to: { path: '\\.test\\.tsx?$' },
    },
    {
      name: 'no-circular',
      comment: 'files never import each other in a circle: move what both need to where it belongs',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      comment:
        "folders never import each other in a circle (the server's service uses its rules runner, never the other way). " +
        'Not yet for the web app, whose folders still do (games, kit, session, app, pages)',
      severity: 'error',
      scope: 'folder',
      from: { pathNot: '^packages/web/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'every import resolves to a file (or a package installed from package.json)',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      comment: "every package imported is in a package.json's dependencies (the package's own or the root's)",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^packages/web/dist/' },
    // Type-only imports count: a type used across a layer ties the layers as much as a value.
    tsPreCompilationDeps: true,
    // The root tsconfig, for the compiler options; the web's (packages/web/tsconfig.json) only
    // adds DOM types and JSX, and neither has paths, so .tsx files resolve the same way.
    tsConfig: { fileName: 'tsconfig.json' },
    // Each package's package.json together with the root's, where the shared tools are.
    combinedDependencies: true,
    enhancedResolveOptions: {
      // Workspace packages are found through node_modules/@gameshelf (symlinks, followed to
      // packages/*) and their package.json `exports`, which point at .ts sources.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
