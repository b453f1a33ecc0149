import enErrors from '@roadbook/i18n/locales/en/errors.json';
import frErrors from '@roadbook/i18n/locales/fr/errors.json';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { TOAST_AUTO_CLOSE_MS } from '@/components/toast/toast-context';
import { useToast } from '@/components/toast/use-toast';
import { apiRequest } from '@/lib/api-client';
import { jsonResponse } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

import { RootLayout } from './layouts/RootLayout';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Start() {
  return (
    <>
      <h1>Start</h1>
      <Link to="/slow">Go slow</Link>
      <Link to="/next">Go next</Link>
    </>
  );
}

describe('navigation', () => {
  it('shows the page-loading bar while a lazy screen loads', async () => {
    const chunk = deferred<{ Component: ComponentType }>();
    const routes = () => [
      {
        Component: RootLayout,
        children: [
          { path: '/', Component: Start },
          { path: '/slow', lazy: () => chunk.promise },
        ],
      },
    ];
    const { user } = await renderApp({ url: '/?l=en', routes });
    await screen.findByRole('heading', { name: 'Start' });
    expect(screen.queryByRole('progressbar', { name: 'Page loading' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go slow' }));
    expect(await screen.findByRole('progressbar', { name: 'Page loading' })).toBeInTheDocument();

    chunk.resolve({ Component: () => <h1>Slow screen</h1> });
    expect(await screen.findByRole('heading', { name: 'Slow screen' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Page loading' })).not.toBeInTheDocument();
  });

  it('scrolls to the top when the path changes', async () => {
    const routes = () => [
      {
        Component: RootLayout,
        children: [
          { path: '/', Component: Start },
          { path: '/next', Component: () => <h1>Next screen</h1> },
        ],
      },
    ];
    const { user } = await renderApp({ url: '/?l=en', routes });
    await screen.findByRole('heading', { name: 'Start' });
    vi.mocked(window.scrollTo).mockClear();

    await user.click(screen.getByRole('link', { name: 'Go next' }));
    await screen.findByRole('heading', { name: 'Next screen' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

function ToastButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Saved!')}>
      Save
    </button>
  );
}

function FailingQuery({ path }: { path: string }) {
  useQuery({ queryKey: [path], queryFn: () => apiRequest(path) });
  return <h1>Failing</h1>;
}

describe('toasts', () => {
  // Where a toast sits (bottom-right) is CSS, which these tests do not load: the screenshots show it.
  it('appear with their Close button and close by themselves after 5000 ms', async () => {
    const { user } = await renderApp({
      url: '/?l=en',
      routes: () => [{ path: '/', Component: ToastButton }],
    });
    // The toast UI is a lazy chunk: let a first toast load it, with real timers.
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Saved!');
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 100));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved!');

    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stay while the pointer is on them, then close by themselves', async () => {
    const { user } = await renderApp({
      url: '/?l=en',
      routes: () => [{ path: '/', Component: ToastButton }],
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    vi.useFakeTimers();

    fireEvent.mouseEnter(alert);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved!');

    fireEvent.mouseLeave(alert);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('close with their Close button', async () => {
    const { user } = await renderApp({
      url: '/?l=en',
      routes: () => [{ path: '/', Component: ToastButton }],
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved!');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('report a failed query with parameters and plural form from its details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp({
      url: '/?l=en',
      routes: () => [{ path: '/', Component: () => <FailingQuery path="/api/quote" /> }],
      handlers: {
        '/api/quote': () =>
          jsonResponse(
            { error: { code: 'validation.pickUpTooSoon', message: 'x', details: { count: 2, lng: 'fr' } } },
            400,
          ),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick-up must be at least 2 hours from now');
  });

  it('report a failed query in the current language, by its error code, and log it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp({
      url: '/?l=en',
      routes: () => [{ path: '/', Component: () => <FailingQuery path="/api/check-password" /> }],
      handlers: {
        '/api/check-password': () =>
          jsonResponse({ error: { code: 'auth.wrongPassword', message: 'A server text never shown' } }, 400),
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(enErrors.auth.wrongPassword);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ code: 'auth.wrongPassword' }));
  });

  it('fall back to the generic message for an unknown error code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp({
      url: '/?l=fr',
      routes: () => [{ path: '/', Component: () => <FailingQuery path="/api/odd" /> }],
      handlers: { '/api/odd': () => jsonResponse({ error: { code: 'no.suchCode', message: 'Odd' } }, 409) },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(frErrors.common.unhandled);
  });
});
