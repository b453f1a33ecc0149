import { describe, expect, it } from 'vitest';
import { HelpArticleInputSchema, NewHelpArticleInputSchema } from './help-article-schema';
import { toFieldErrors } from './validation-issues';

const WORDS = { title: 'Winter tyres', summary: 'When a car has them.', body: 'Ask for **chains**.' };
const ARTICLE = { audience: 'drivers', topic: 'roadside', translations: { en: WORDS, fr: WORDS, es: WORDS } };

describe('a help article', () => {
  it('takes a topic of its own centre only', () => {
    expect(HelpArticleInputSchema.safeParse(ARTICLE).success).toBe(true);
    const result = HelpArticleInputSchema.safeParse({ ...ARTICLE, audience: 'suppliers' });
    expect(result.success ? [] : toFieldErrors(result.error)).toMatchObject([
      { path: 'topic', code: 'validation.invalidValue' },
    ]);
  });

  it.each([
    ['winter-tyres', true],
    ['Winter-Tyres', false],
    ['winter--tyres', false],
    ['new', false],
    ['', false],
  ])('takes %j as a new article’s address: %s', (id, expected) => {
    expect(NewHelpArticleInputSchema.safeParse({ ...ARTICLE, id }).success).toBe(expected);
  });
});
