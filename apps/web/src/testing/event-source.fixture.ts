// jsdom has no EventSource: this fake is opened by the page as the browser's would be, and the test
// sends the server's events through it.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream the page opened since `installFakeEventSource()`. */
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  readonly url: string;

  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server's `count` event of GET /api/notifications/events. */
  sendCount(unread: number) {
    this.readyState = FakeEventSource.OPEN;
    act(() => {
      this.dispatchEvent(new Event('open'));
      this.dispatchEvent(new MessageEvent('count', { data: JSON.stringify({ unread }) }));
    });
  }
}

/** Gives the page the fake as its EventSource (setup.ts unstubs it after each test). */
export function installFakeEventSource(): void {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

/** The one stream the page opened. */
export function openedStream(): FakeEventSource {
  const [source, ...others] = FakeEventSource.opened;
  if (source === undefined || others.length > 0)
    throw new Error(`${FakeEventSource.opened.length} streams open`);
  return source;
}
