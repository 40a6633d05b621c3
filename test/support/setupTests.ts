import '@testing-library/jest-dom';

// Each test starts without a stored session (tribo:* keys) or theme preference.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
