import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  // jsdom does not implement scrolling; tests spy on it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // A browser that names no language of its own (jsdom says en-US): the start language is then the
  // marketplace's default, as the tests expect unless they give one; a test may name the browser's.
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue([]);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.documentElement.lang = '';
  document.title = '';
});
