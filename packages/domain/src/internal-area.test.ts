import { describe, expect, it } from 'vitest';
import {
  canEditGuide,
  GUIDE_CONTENT_MAX_LENGTH,
  GuideSaveSchema,
  INTERNAL_ROLES,
  InternalSignInSchema,
} from './internal-area';
import { fieldErrorsOf, parsedOf } from './testing/field-errors.fixture';

describe('canEditGuide', () => {
  it('lets the editor change the guide, never the reader', () => {
    expect(INTERNAL_ROLES.map((role) => [role, canEditGuide(role)])).toEqual([
      ['reader', false],
      ['editor', true],
    ]);
  });
});

describe('InternalSignInSchema', () => {
  it('trims and lower-cases the username, keeps the password as typed', () => {
    expect(parsedOf(InternalSignInSchema, { username: ' Ana.Reader ', password: ' Pass ' })).toEqual({
      username: 'ana.reader',
      password: ' Pass ',
    });
  });

  it.each([
    {
      name: 'nothing',
      input: {},
      errors: [
        { path: 'username', code: 'validation.required' },
        { path: 'password', code: 'validation.required' },
      ],
    },
    {
      name: 'a blank username and an empty password',
      input: { username: '   ', password: '' },
      errors: [
        { path: 'username', code: 'validation.required' },
        { path: 'password', code: 'validation.required' },
      ],
    },
    {
      name: 'a username over 64 characters',
      input: { username: 'u'.repeat(65), password: 'x' },
      errors: [{ path: 'username', code: 'validation.tooLong', params: { max: 64 } }],
    },
    {
      name: 'a password over 128 characters',
      input: { username: 'ana', password: 'p'.repeat(129) },
      errors: [{ path: 'password', code: 'validation.tooLong', params: { max: 128 } }],
    },
  ])('refuses $name', ({ input, errors }) => {
    expect(fieldErrorsOf(InternalSignInSchema, input)).toEqual(errors);
  });
});

describe('GuideSaveSchema', () => {
  const revisionId = '7f1c1c52-2a51-4a8e-9d0e-4a4b3c1d2e3f';

  it.each([
    { name: 'a first revision', input: { content: '<p>x</p>', baseRevisionId: null }, errors: [] },
    { name: 'a later revision', input: { content: '<p>x</p>', baseRevisionId: revisionId }, errors: [] },
    {
      name: 'the longest text',
      input: { content: 'x'.repeat(GUIDE_CONTENT_MAX_LENGTH), baseRevisionId: null },
      errors: [],
    },
    {
      name: 'a text one character too long',
      input: { content: 'x'.repeat(GUIDE_CONTENT_MAX_LENGTH + 1), baseRevisionId: null },
      errors: [{ path: 'content', code: 'validation.tooLong', params: { max: GUIDE_CONTENT_MAX_LENGTH } }],
    },
    {
      name: 'a blank text',
      input: { content: ' \n\t ', baseRevisionId: null },
      errors: [{ path: 'content', code: 'validation.required' }],
    },
    {
      name: 'a missing base revision (null must be said)',
      input: { content: '<p>x</p>' },
      errors: [{ path: 'baseRevisionId', code: 'validation.invalidValue' }],
    },
    {
      name: 'a base revision that is no id',
      input: { content: '<p>x</p>', baseRevisionId: '12' },
      errors: [{ path: 'baseRevisionId', code: 'validation.invalidValue' }],
    },
  ])('$name', ({ input, errors }) => {
    expect(fieldErrorsOf(GuideSaveSchema, input)).toEqual(errors);
  });
});
