import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s: lazy page chunks compile on first use under jest, and antd
// forms in jsdom take seconds when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

// Each test starts without a stored session (tribo:* keys) or theme preference.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
