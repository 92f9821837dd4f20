/** Component tests: Testing Library's matchers-free cleanup between tests, and a clean local storage. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
