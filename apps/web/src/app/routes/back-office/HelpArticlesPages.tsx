// The help centres' articles (admins): the list (/admin/help), a new article and an article's editor.
import type { AdminHelpArticle } from '@roadbook/domain/contracts/admin-help';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import {
  adminHelpArticleQueryOptions,
  createHelpArticle,
  deleteHelpArticle,
  refreshHelpArticles,
  storeHelpArticle,
  updateHelpArticle,
} from '@/api/admin-help';
import { useToast } from '@/components/toast/use-toast';
import { ConfirmDeletionDialog } from '@/features/back-office/components/ConfirmDeletionDialog';
import { HelpArticleEditor } from '@/features/back-office/components/HelpArticleEditor';
import { LoadError } from '@/features/back-office/components/LoadError';
import { backOfficeHelpArticlePath, backOfficePaths } from '@/lib/back-office-paths';
import { helpArticlePath } from '@/lib/help-paths';
import { currentLanguage } from '@/lib/i18n';

import { BackLink, Loading, PageHeading } from './page-parts';

// The list comes with the data grid, loaded only with it.
const HelpArticleList = lazy(async () => ({
  default: (await import('@/features/back-office/components/HelpArticleList')).HelpArticleList,
}));

export function HelpArticlesPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading
        title={t('helpArticles.title')}
        intro={t('helpArticles.intro')}
        action={
          <Button variant="contained" component={Link} to={backOfficePaths.newHelpArticle}>
            {t('helpArticles.add')}
          </Button>
        }
      />
      <Suspense fallback={<Loading />}>
        <HelpArticleList />
      </Suspense>
    </>
  );
}

export function NewHelpArticlePage() {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <>
      <BackToArticles />
      <PageHeading title={t('helpArticles.newTitle')} />
      <HelpArticleEditor
        onSave={async (input) => {
          const article = await createHelpArticle(input);
          await storeHelpArticle(queryClient, article);
          toast.success(t('helpArticles.created'));
          await navigate(backOfficeHelpArticlePath(article.id), { replace: true });
        }}
      />
    </>
  );
}

export function HelpArticlePage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const article = useQuery(adminHelpArticleQueryOptions(id));
  if (article.isPending) return <Loading />;
  if (article.isError) {
    return (
      <>
        <BackToArticles />
        <LoadError onRetry={() => void article.refetch()} />
      </>
    );
  }
  const language = currentLanguage(i18n);
  const title = article.data.translations[language].title;
  return (
    <>
      <BackToArticles />
      <PageHeading title={t('helpArticles.editTitle', { title })} />
      <HelpArticleEditor
        key={article.data.id}
        article={article.data}
        onSave={async ({ id: _id, ...input }) => {
          await storeHelpArticle(queryClient, await updateHelpArticle({ id, article: input }));
          toast.success(t('helpArticles.saved'));
        }}
        actions={
          <>
            <Button component={Link} to={helpArticlePath(id, language)}>
              {t('helpArticles.view')}
            </Button>
            <DeleteArticle article={article.data} title={title} />
          </>
        }
      />
    </>
  );
}

function DeleteArticle({ article, title }: { article: AdminHelpArticle; title: string }) {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button
        color="error"
        aria-label={t('helpArticles.deleteLabel', { title })}
        onClick={() => setAsking(true)}
      >
        {t('helpArticles.delete')}
      </Button>
      {isAsking && (
        <ConfirmDeletionDialog
          title={t('helpArticles.confirmDelete.title', { title })}
          message={t('helpArticles.confirmDelete.body')}
          confirm={t('helpArticles.confirmDelete.confirm')}
          cancel={t('helpArticles.confirmDelete.cancel')}
          onClose={() => setAsking(false)}
          onDelete={async () => {
            await deleteHelpArticle(article.id);
            queryClient.removeQueries({ queryKey: adminHelpArticleQueryOptions(article.id).queryKey });
            await refreshHelpArticles(queryClient);
            toast.success(t('helpArticles.deleted', { title }));
            await navigate(backOfficePaths.helpArticles, { replace: true });
          }}
        />
      )}
    </>
  );
}

function BackToArticles() {
  const { t } = useTranslation('backOffice');
  return <BackLink to={backOfficePaths.helpArticles} label={t('helpArticles.back')} />;
}
