// What jsdom lacks and antd needs: matchMedia, ResizeObserver, a one-argument getComputedStyle.
import { TextDecoder, TextEncoder } from 'node:util';
import { mediaQueryList } from './matchMedia';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverShim });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverShim,
  });
}

// jsdom's getComputedStyle throws "Not implemented" for the pseudo-element argument antd passes.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => originalGetComputedStyle(elt);

window.scrollTo = () => undefined;

// antd's Form batches field watchers in a MessageChannel macrotask; this jsdom has no MessageChannel.
// A port on the real setTimeout, captured now, keeps the "after the current task" timing; like a
// real MessageChannel it ignores jest's fake timers (React's scheduler uses it too: faking it
// would stall rendering for the rest of the file after a test with fake timers).
const realSetTimeout = globalThis.setTimeout;
if (typeof globalThis.MessageChannel === 'undefined') {
  class MessagePortShim {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: MessagePortShim | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      realSetTimeout(() => target?.onmessage?.({ data }), 0);
    }
    start() {}
    close() {}
  }
  class MessageChannelShim {
    port1 = new MessagePortShim();
    port2 = new MessagePortShim();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', {
    writable: true,
    configurable: true,
    value: MessageChannelShim,
  });
}

// jest-fixed-jsdom puts Node's FormData (the one fetch takes) in place of jsdom's, and Node's does
// not read a <form>: React 19 builds one from the form on a submit that starts a transition (the
// /ads filters). This one reads the form's named controls as a browser would, files aside.
const NodeFormData = globalThis.FormData;
class FormDataOfForm extends NodeFormData {
  constructor(form?: unknown, submitter?: unknown) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      const { name, type } = element;
      if (!name || element.disabled || type === 'file') continue;
      if ((type === 'checkbox' || type === 'radio') && !element.checked) continue;
      if ((type === 'submit' || type === 'button' || type === 'image') && element !== submitter) continue;
      this.append(name, element.value);
    }
  }
}
Object.defineProperty(globalThis, 'FormData', { writable: true, configurable: true, value: FormDataOfForm });
