/**
 * The ids of the games the web app can load, without loading them: the home
 * page uses it to show a Play button or "coming soon". Kept in step with
 * `modules.ts` by a test.
 */
export const MODULE_IDS: readonly string[] = [
  'digit-dash',
  'domino-havoc',
  'digit',
  'domino-run',
  'smashdodes',
];
