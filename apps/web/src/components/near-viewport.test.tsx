import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NearViewport } from './NearViewport';

type Report = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver whose reports the test sends. */
function stubObserver() {
  const observer = { report: (() => {}) as Report, observe: vi.fn(), disconnect: vi.fn() };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: Report) {
        observer.report = report;
      }
      observe = observer.observe;
      disconnect = observer.disconnect;
    },
  );
  return observer;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NearViewport', () => {
  it('holds the place with the placeholder while the part is out of view', () => {
    const observer = stubObserver();
    render(
      <NearViewport placeholder={<p>Reserved</p>}>
        <p>Loaded part</p>
      </NearViewport>,
    );
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.getByText('Reserved')).toBeInTheDocument();
    expect(screen.queryByText('Loaded part')).not.toBeInTheDocument();
    expect(observer.observe).toHaveBeenCalledOnce();
  });

  it('renders the part once it nears the viewport, and stops watching', () => {
    const observer = stubObserver();
    render(
      <NearViewport placeholder={<p>Reserved</p>}>
        <p>Loaded part</p>
      </NearViewport>,
    );
    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('Loaded part')).toBeInTheDocument();
    expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
    expect(observer.disconnect).toHaveBeenCalled();
  });
});
