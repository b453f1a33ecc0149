import type { CommercialGuide, GuideRevisionList, InternalUser } from '@roadbook/domain/contracts/internal';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './InternalPages';

const SLOW = { timeout: 15_000 };
const EDITOR: InternalUser = { username: 'ben.editor', role: 'editor', canEdit: true };
const READER: InternalUser = { username: 'ana.reader', role: 'reader', canEdit: false };
const REVISION = {
  id: '3f0a2b1c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  number: 2,
  authorName: 'ben.editor',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const GUIDE: CommercialGuide = {
  content: '<h2>Offers</h2><p>First month <strong>free</strong><img src=x onerror="alert(1)"></p>',
  revision: REVISION,
};
const HISTORY: GuideRevisionList = {
  revisions: [
    { ...REVISION, size: 60 },
    { ...REVISION, id: '1f0a2b1c-4d5e-4f60-8a7b-9c0d1e2f3a4b', number: 1, size: 20 },
  ],
  total: 2,
  page: 1,
  pageSize: 30,
};

function guideApi(guide: () => Response = () => jsonResponse(GUIDE)) {
  return {
    '/api/internal/commercial-guide': guide,
    '/api/internal/commercial-guide/revisions': () => jsonResponse(HISTORY),
    '/api/internal/sign-out': () => new Response(null, { status: 204 }),
  };
}

function storeInternalUser(user: InternalUser) {
  window.localStorage.setItem(
    'roadbook.internalUser',
    JSON.stringify({ username: user.username, canEdit: user.canEdit }),
  );
}

describe('the internal area', () => {
  it('sends a visitor of the guide to the sign-in, then back to the guide', SLOW, async () => {
    const { user, location, fetchMock } = await renderApp({
      url: '/internal/commercial-guide?l=en',
      handlers: { ...guideApi(), '/api/internal/sign-in': () => jsonResponse({ user: EDITOR }) },
    });

    await waitFor(() => expect(location().pathname).toBe('/internal/login'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe('/internal/commercial-guide?l=en');
    await user.type(await screen.findByLabelText('Username', {}, SLOW), 'Ben.Editor');
    await user.type(screen.getByLabelText('Password'), 'editor-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location().pathname).toBe('/internal/commercial-guide'), SLOW);
    expect(requestsTo(fetchMock, '/api/internal/sign-in')[0]?.body).toEqual({
      username: 'ben.editor',
      password: 'editor-pass-2026',
    });
    // Only what is not a secret is kept.
    expect(JSON.parse(window.localStorage.getItem('roadbook.internalUser') ?? 'null')).toEqual({
      username: 'ben.editor',
      canEdit: true,
    });
    const guide = await screen.findByRole('document', { name: 'Commercial guide' }, SLOW);
    expect(within(guide).getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
    expect(within(guide).getByText('free').tagName).toBe('STRONG');
    expect(guide.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit the guide' })).toBeInTheDocument();
  });

  it('says when the username or password is wrong', SLOW, async () => {
    const { user } = await renderApp({
      url: '/internal/login?l=en',
      handlers: { '/api/internal/sign-in': () => errorResponse(401, 'internal.incorrectCredentials') },
    });

    await user.type(await screen.findByLabelText('Username', {}, SLOW), 'someone');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Incorrect username or password', {}, SLOW)).toBeInTheDocument();
    expect(window.localStorage.getItem('roadbook.internalUser')).toBeNull();
  });

  it('lets the reader read the guide and its history, never change it', SLOW, async () => {
    storeInternalUser(READER);
    const { user } = await renderApp({ url: '/internal/commercial-guide?l=en', handlers: guideApi() });

    expect(
      await screen.findByText('Revision 2, saved by ben.editor on Nov 20, 2026, 10:00 AM', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/only the editor can change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the guide' })).not.toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'Revision history' }, SLOW);
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(history).getAllByRole('button', { name: 'View' })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Back to the current guide' })).toBeInTheDocument();
  });

  it('goes back to the sign-in when the API has ended the session', SLOW, async () => {
    storeInternalUser(EDITOR);
    const { location } = await renderApp({
      url: '/internal/commercial-guide?l=en',
      handlers: guideApi(() => errorResponse(401, 'internal.unauthenticated')),
    });

    await waitFor(() => expect(location().pathname).toBe('/internal/login'), SLOW);
    expect(window.localStorage.getItem('roadbook.internalUser')).toBeNull();
  });
});
