// A help article's editor (admins): its address (once, when added), help centre and topic, and for
// each language a title, a summary and a body in the site's rich text with its preview. Checked with
// the API's own schema before it is sent; the API's refusals land on their fields.
import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import type { AdminHelpArticle } from '@roadbook/domain/contracts/admin-help';
import { HELP_AUDIENCES, HELP_TOPICS, type HelpAudience } from '@roadbook/domain/help';
import {
  isTopicOf,
  NewHelpArticleInputSchema,
  type HelpTranslationInput,
  type NewHelpArticleInput,
} from '@roadbook/domain/help-article-schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '@/components/form/ErrorSummary';
import { RichText } from '@/components/RichText';

import { useHelpTopicLabel } from '../lib/help-topic-label';
import { useDraftForm } from '../lib/use-draft-form';
import { EditorSection } from './EditorSection';
import { FormSelect, FormTextField } from './form-fields';

type TranslationField = keyof HelpTranslationInput;
const TRANSLATION_FIELDS: readonly TranslationField[] = ['title', 'summary', 'body'];

interface HelpArticleDraft {
  id: string;
  audience: HelpAudience;
  topic: string;
  translations: Record<Language, HelpTranslationInput>;
}

function draftOf(article: AdminHelpArticle | undefined): HelpArticleDraft {
  if (article !== undefined) {
    const { id, audience, topic, translations } = article;
    return {
      id,
      audience,
      topic,
      translations: { en: { ...translations.en }, fr: { ...translations.fr }, es: { ...translations.es } },
    };
  }
  const empty = () => ({ title: '', summary: '', body: '' });
  return {
    id: '',
    audience: 'drivers',
    topic: HELP_TOPICS.drivers[0],
    translations: { en: empty(), fr: empty(), es: empty() },
  };
}

interface HelpArticleEditorProps {
  /** The article to edit (its address stays); a new one when absent. */
  article?: AdminHelpArticle;
  onSave: (input: NewHelpArticleInput) => Promise<void>;
  /** Next to the save button: deleting a saved article, seeing it on the site. */
  actions?: React.ReactNode;
}

export function HelpArticleEditor({ article, onSave, actions }: HelpArticleEditorProps) {
  const { t } = useTranslation('backOffice');
  const topicLabel = useHelpTopicLabel();
  const languageName = (of: Language) => t(`helpArticles.languages.${of}`);
  const { form, draft, update } = useDraftForm({
    initial: draftOf(article),
    schema: NewHelpArticleInputSchema,
    toInput: (current: HelpArticleDraft) => current,
    labelsOf: () => ({
      id: t('helpArticles.fields.id'),
      audience: t('helpArticles.fields.audience'),
      topic: t('helpArticles.fields.topic'),
      ...Object.fromEntries(
        LANGUAGES.flatMap((of) =>
          TRANSLATION_FIELDS.map((field) => [
            `translations.${of}.${field}`,
            t(`helpArticles.fields.${field}`, { language: languageName(of) }),
          ]),
        ),
      ),
    }),
    onSubmit: onSave,
  });
  const setTranslation = (of: Language, field: TranslationField) => (value: string) =>
    update((current) => ({
      ...current,
      translations: { ...current.translations, [of]: { ...current.translations[of], [field]: value } },
    }));

  return (
    <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 3 }}>
      <ErrorSummary form={form} />
      <EditorSection title={t('helpArticles.sections.article')}>
        {article === undefined && (
          <FormTextField
            form={form}
            path="id"
            value={draft.id}
            onValue={(id) => update((current) => ({ ...current, id }))}
            hint={t('helpArticles.hints.id')}
            autoComplete="off"
            required
          />
        )}
        <FormSelect
          form={form}
          path="audience"
          value={draft.audience}
          options={HELP_AUDIENCES}
          labelOf={(audience) => t(`helpArticles.audiences.${audience}`)}
          onValue={(audience) =>
            update((current) => ({
              ...current,
              audience,
              topic: isTopicOf(audience, current.topic) ? current.topic : HELP_TOPICS[audience][0],
            }))
          }
        />
        <FormSelect
          form={form}
          path="topic"
          value={draft.topic}
          options={HELP_TOPICS[draft.audience]}
          labelOf={(topic) => topicLabel(draft.audience, topic)}
          onValue={(topic) => update((current) => ({ ...current, topic }))}
        />
      </EditorSection>

      {LANGUAGES.map((of) => (
        <EditorSection
          key={of}
          title={t('helpArticles.sections.language', { language: languageName(of) })}
          columns={1}
        >
          <FormTextField
            form={form}
            path={`translations.${of}.title`}
            value={draft.translations[of].title}
            onValue={setTranslation(of, 'title')}
            slotProps={{ htmlInput: { lang: of } }}
            autoComplete="off"
            required
          />
          <FormTextField
            form={form}
            path={`translations.${of}.summary`}
            value={draft.translations[of].summary}
            onValue={setTranslation(of, 'summary')}
            slotProps={{ htmlInput: { lang: of } }}
            autoComplete="off"
            required
          />
          <FormTextField
            form={form}
            path={`translations.${of}.body`}
            value={draft.translations[of].body}
            onValue={setTranslation(of, 'body')}
            hint={t('helpArticles.hints.body')}
            slotProps={{ htmlInput: { lang: of } }}
            multiline
            minRows={6}
            required
          />
          {draft.translations[of].body.trim() !== '' && (
            <Paper
              variant="outlined"
              component="section"
              aria-label={`${t('helpArticles.preview')} (${languageName(of)})`}
              lang={of}
              sx={{ p: 2 }}
            >
              <Typography variant="overline" component="p" color="text.secondary">
                {t('helpArticles.preview')}
              </Typography>
              <RichText text={draft.translations[of].body} />
            </Paper>
          )}
        </EditorSection>
      ))}

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
          {article === undefined ? t('helpArticles.create') : t('helpArticles.save')}
        </Button>
        {actions}
      </Box>
    </Box>
  );
}
