/**
 * Component tests: Testing Library's cleanup between tests, a clean local
 * storage, and the interface in English with every game's words loaded in
 * both languages (so boards render at once, as on a page that loaded its
 * game). A word asked for that no locale file has fails the test that asked
 * for it.
 */

import { LANGUAGES } from '@gameshelf/engine';
import { CATALOG } from '@gameshelf/shelf/catalog';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { i18n } from '../src/i18n/i18n.ts';

const missing: string[] = [];
i18n.options.saveMissing = true;
i18n.on('missingKey', (languages, namespace, key) => {
  missing.push(`${languages.join(',')} ${namespace}:${key}`);
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(CATALOG.map((entry) => entry.meta.id));
  // Both languages at hand, so that a test switching language switches at once.
  await i18n.loadLanguages([...LANGUAGES]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  const asked = missing.splice(0);
  expect(asked, 'words missing from the locale files').toEqual([]);
});
