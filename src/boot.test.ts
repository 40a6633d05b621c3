import { readFileSync } from 'node:fs';
import path from 'node:path';

// public/boot.js, the loader of a server-rendered page's entry scripts: they start once the page's
// largest picture has been reported painted, in order, once.
const source = readFileSync(path.join(__dirname, '..', 'public', 'boot.js'), 'utf8');

type Callback = (list: { getEntries: () => Array<{ element: Element }> }) => void;
type Boot = { stop(): void; replay(): void };
const triboBoot = () => (window as Window & { triboBoot?: Boot }).triboBoot!;

describe('boot.js', () => {
  let observers: Array<{ callback: Callback; disconnected: boolean }>;
  let frames: number;

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    frames = 0;
    document.head.innerHTML =
      '<script defer src="/boot.js" data-entries="/runtime.js /main.js" data-chunks="/ads.js /9376.js"></script>';
    document.body.innerHTML = '<div id="root"><img fetchpriority="high" alt="Diarista" src="/media/a.webp"></div>';
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: true });
    Object.defineProperty(picture, 'decode', { value: () => Promise.resolve() });
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      private entry: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    Object.assign(window, {
      PerformanceObserver: FakeObserver,
      requestAnimationFrame: (cb: () => void) => {
        frames++;
        return setTimeout(cb, 16);
      },
    });
  });
  afterEach(() => {
    triboBoot()?.stop();
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  // The scripts boot.js added (the first script of <head> is its own tag).
  const scripts = () =>
    [...document.head.querySelectorAll('script:not([data-entries])')].map((s) => s.getAttribute('src'));
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [
      l.getAttribute('as'),
      l.getAttribute('href'),
    ]);
  const boot = async () => {
    new Function(source)();
    await Promise.resolve(); // the picture's decode()
    await Promise.resolve();
  };

  test('the entries start, in order, once the picture is reported as the largest paint; the 200 ms fallback is called off', async () => {
    await boot();
    expect(observers).toHaveLength(1);
    expect(scripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    observers[0].callback({ getEntries: () => [{ element: document.querySelector('img')! }] });
    jest.advanceTimersByTime(0);
    expect(scripts()).toEqual(['/runtime.js', '/main.js']);
    expect(
      [...document.head.querySelectorAll('script:not([data-entries])')].map((s) => (s as HTMLScriptElement).async),
    ).toEqual([false, false]);
    // The page's chunks download beside the entry, for the router to find.
    expect(preloads()).toEqual([
      ['script', '/ads.js'],
      ['script', '/9376.js'],
    ]);
    jest.advanceTimersByTime(3000);
    expect(frames).toBe(0);
    expect(scripts()).toEqual(['/runtime.js', '/main.js']);
    expect(preloads()).toHaveLength(2);
  });

  test('without the report (the picture is not the largest element), after a frame past 200 ms', async () => {
    await boot();
    jest.advanceTimersByTime(199);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(20); // the fallback at 200 ms, a frame, then the start
    expect(observers[0].disconnected).toBe(true);
    expect(frames).toBe(1);
    expect(scripts()).toEqual(['/runtime.js', '/main.js']);
    jest.advanceTimersByTime(3000);
    expect(scripts()).toHaveLength(2);
  });

  test('taps on the page’s buttons before the app starts are given back once it answers: once per button, not a form’s submit, none after', async () => {
    document
      .getElementById('root')!
      .insertAdjacentHTML(
        'beforeend',
        '<button type="button" aria-label="Abrir menu"><svg><path></path></svg></button>' +
          '<button type="button" disabled>Inativo</button>' +
          '<form><button type="submit">Buscar</button></form>' +
          '<button type="button">Serviços</button><button type="button">Removido</button>',
      );
    await boot();
    const [menu, disabled, submit, services, removed] = [...document.querySelectorAll('button')];
    const clicks: string[] = [];
    for (const b of [menu, disabled, submit, services, removed])
      b.addEventListener('click', () => clicks.push(b.textContent || b.getAttribute('aria-label')!));
    submit.closest('form')!.addEventListener('submit', (e) => e.preventDefault());
    // Before the app: a tap on the icon inside the menu button, twice; the others once.
    for (const target of [
      menu.querySelector('path')!,
      menu.querySelector('path')!,
      disabled,
      submit,
      services,
      removed,
    ])
      target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    clicks.length = 0;
    removed.remove();
    triboBoot().replay();
    expect(clicks).toEqual(['Abrir menu', 'Serviços']);
    // The app answers taps from now on: nothing more is kept or given back.
    services.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    clicks.length = 0;
    triboBoot().replay();
    expect(clicks).toEqual([]);
  });
});
