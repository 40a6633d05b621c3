import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazy pages and antd forms in jsdom can take a few seconds when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

// Each test starts without a stored session (tribo:* keys) or theme preference.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
