import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@roadbook/domain/constants';
import { GUIDE_CONTENT_MAX_LENGTH } from '@roadbook/domain/internal-area';
import { commercialGuideRevisions } from '../../db/schema/internal';
import { TEST_SITE_URL } from '../../testing/accounts.fixture';
import {
  asInternalPage,
  INTERNAL_ACCOUNTS_ENV,
  INTERNAL_EDITOR,
  INTERNAL_READER,
  signInInternal,
} from '../../testing/internal.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

describe('the commercial guide: the editor writes, both read, every revision kept', () => {
  let ctx: TestContext;
  let reader: string;
  let editor: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, ...INTERNAL_ACCOUNTS_ENV } });
    reader = await signInInternal(ctx.app, INTERNAL_READER);
    editor = await signInInternal(ctx.app, INTERNAL_EDITOR);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(commercialGuideRevisions);
  });

  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: asInternalPage(cookie) });
  const save = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/internal/commercial-guide',
      headers: { ...asInternalPage(cookie), ...headers },
      payload: payload as object,
    });
  const guide = async (cookie = reader) => (await get('/api/internal/commercial-guide', cookie)).json();
  const revisionCount = async () => (await ctx.database.db.select().from(commercialGuideRevisions)).length;

  it('is empty until the editor first saves it', async () => {
    const response = await get('/api/internal/commercial-guide', reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ content: '', revision: null });
    expect((await get('/api/internal/commercial-guide/revisions', reader)).json()).toEqual({
      revisions: [],
      total: 0,
      page: 1,
      pageSize: PAGE_SIZE,
    });
  });

  it('lets the editor write it, sanitised, and the reader read what was saved', async () => {
    const saved = await save(editor, {
      content:
        '<h2>Rates</h2><p onclick="steal()">Our <strong>best</strong> offer<script>alert(1)</script></p>',
      baseRevisionId: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      content: '<h2>Rates</h2><p>Our <strong>best</strong> offer</p>',
      revision: {
        id: expect.any(String),
        number: 1,
        authorName: 'ben.editor',
        createdAt: expect.any(String),
      },
    });
    expect(await guide(reader)).toEqual(saved.json());
    expect(await guide(editor)).toEqual(saved.json());
  });

  it('refuses the reader’s change with 403 and saves nothing', async () => {
    const refused = await save(reader, { content: '<p>Mine now</p>', baseRevisionId: null });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth.forbidden');
    expect(await revisionCount()).toBe(0);
  });

  it('keeps the history newest first with who changed what, and each revision readable', async () => {
    const first = (await save(editor, { content: '<p>One</p>', baseRevisionId: null })).json();
    const second = (
      await save(editor, { content: '<p>Two, longer</p>', baseRevisionId: first.revision.id })
    ).json();
    const third = (
      await save(editor, { content: '<p>Three</p>', baseRevisionId: second.revision.id })
    ).json();
    expect(third.revision.number).toBe(3);

    const history = await get('/api/internal/commercial-guide/revisions', reader);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({
      revisions: [third, second, first].map(({ content, revision }) => ({
        ...revision,
        size: content.length,
      })),
      total: 3,
      page: 1,
      pageSize: PAGE_SIZE,
    });
    expect(history.json().revisions.map((r: { authorName: string }) => r.authorName)).toEqual([
      'ben.editor',
      'ben.editor',
      'ben.editor',
    ]);
    // A page past the end is empty but still counts the list.
    expect((await get('/api/internal/commercial-guide/revisions?page=2', reader)).json()).toMatchObject({
      revisions: [],
      total: 3,
      page: 2,
    });

    const old = await get(`/api/internal/commercial-guide/revisions/${second.revision.id}`, reader);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({ revision: { ...second.revision, content: '<p>Two, longer</p>' } });
    // The guide itself is the newest revision.
    expect(await guide()).toEqual(third);
  });

  it('answers 404 for an unknown revision and 400 for what cannot be one', async () => {
    const unknown = await get(
      '/api/internal/commercial-guide/revisions/7f1c1c52-2a51-4a8e-9d0e-4a4b3c1d2e3f',
      reader,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('common.notFound');
    const malformed = await get('/api/internal/commercial-guide/revisions/not-a-revision', reader);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details.fields).toEqual([
      expect.objectContaining({ in: 'params', path: 'revisionId' }),
    ]);
    for (const page of ['0', '-1', 'two', '1.5']) {
      const response = await get(`/api/internal/commercial-guide/revisions?page=${page}`, reader);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().error.details.fields[0], page).toMatchObject({
        in: 'querystring',
        path: 'page',
      });
    }
  });

  it('never overwrites a change saved meanwhile: 409 on a stale base revision', async () => {
    const first = (await save(editor, { content: '<p>First</p>', baseRevisionId: null })).json();
    const second = (
      await save(editor, { content: '<p>Second</p>', baseRevisionId: first.revision.id })
    ).json();

    // Written from the first revision, or as if there were none: someone saved since.
    for (const baseRevisionId of [first.revision.id, null, '7f1c1c52-2a51-4a8e-9d0e-4a4b3c1d2e3f']) {
      const stale = await save(
        editor,
        { content: '<p>Mine</p>', baseRevisionId },
        { 'accept-language': 'fr' },
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toEqual({
        code: 'internal.revisionConflict',
        message:
          'Quelqu’un d’autre a modifié le guide entre-temps. Rechargez-le pour voir ses modifications avant ' +
          'd’enregistrer les vôtres.',
      });
    }
    expect(await revisionCount()).toBe(2);
    expect(await guide()).toEqual(second);
  });

  it('saves one of two changes written from the same revision at the same time', async () => {
    const base = (await save(editor, { content: '<p>Base</p>', baseRevisionId: null })).json();
    const answers = await Promise.all(
      ['<p>Left</p>', '<p>Right</p>'].map((content) =>
        save(editor, { content, baseRevisionId: base.revision.id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.database.db
      .select()
      .from(commercialGuideRevisions)
      .orderBy(desc(commercialGuideRevisions.number));
    expect(rows.map((row) => row.number)).toEqual([2, 1]);
  });

  it('saves nothing when the text has not changed', async () => {
    const first = (await save(editor, { content: '<p>Same</p>', baseRevisionId: null })).json();
    // The same once sanitised: the script goes, and what remains is the text saved.
    const again = await save(editor, {
      content: '<p>Same</p><script>x()</script>',
      baseRevisionId: first.revision.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await revisionCount()).toBe(1);
  });

  it('refuses invalid changes with field codes, never a 5xx, and saves nothing', async () => {
    const cases: [unknown, { path: string; code: string }[]][] = [
      [
        {},
        [
          { path: 'content', code: 'validation.required' },
          { path: 'baseRevisionId', code: 'validation.invalidValue' },
        ],
      ],
      [{ content: '  \n ', baseRevisionId: null }, [{ path: 'content', code: 'validation.required' }]],
      [{ content: 42, baseRevisionId: null }, [{ path: 'content', code: 'validation.required' }]],
      [
        { content: '<p>x</p>', baseRevisionId: 'abc' },
        [{ path: 'baseRevisionId', code: 'validation.invalidValue' }],
      ],
      [
        { content: 'x'.repeat(GUIDE_CONTENT_MAX_LENGTH + 1), baseRevisionId: null },
        [{ path: 'content', code: 'validation.tooLong' }],
      ],
      // Nothing would remain of it once sanitised.
      [
        { content: '<script>alert(1)</script><img src=x>', baseRevisionId: null },
        [{ path: 'content', code: 'validation.required' }],
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await save(editor, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().error.code).toBe('common.invalidRequest');
      expect(response.json().error.details.fields).toEqual(
        fields.map((field) => expect.objectContaining({ in: 'body', ...field })),
      );
    }
    // Within the limit as sent, past it once each link gets its `rel`: the guide could not be saved again.
    const links = '<a href="https://roadbook.example">x</a>'.repeat(5000);
    expect(links.length).toBeLessThanOrEqual(GUIDE_CONTENT_MAX_LENGTH);
    const grown = await save(editor, { content: links, baseRevisionId: null });
    expect(grown.statusCode).toBe(400);
    expect(grown.json().error.details.fields).toEqual([
      { in: 'body', path: 'content', code: 'validation.tooLong', params: { max: GUIDE_CONTENT_MAX_LENGTH } },
    ]);
    const notJson = await save(editor, '<guide/>', { 'content-type': 'application/xml' });
    expect(notJson.statusCode).toBe(415);
    expect(await revisionCount()).toBe(0);
  });

  it('takes a guide of the largest size allowed', async () => {
    const content = `<p>${'x'.repeat(GUIDE_CONTENT_MAX_LENGTH - 7)}</p>`;
    const saved = await save(editor, { content, baseRevisionId: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().content).toBe(content);
  });
});
