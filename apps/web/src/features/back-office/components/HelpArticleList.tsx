// The help centres' articles (GET /api/admin/help/articles), for admins: every article by centre, in
// each centre's order, titled in the page's language; the centre shown lives in the address.
import type { AdminHelpArticle } from '@roadbook/domain/contracts/admin-help';
import { HELP_AUDIENCES, type HelpAudience } from '@roadbook/domain/help';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { adminHelpArticlesQueryOptions } from '@/api/admin-help';
import { backOfficeHelpArticlePath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { useHelpTopicLabel } from '../lib/help-topic-label';
import { changedParams } from '../lib/list-params';
import { BackOfficeGrid } from './BackOfficeGrid';
import { LoadError } from './LoadError';

const AUDIENCE_PARAM = 'audience';

function audienceOf(params: URLSearchParams): HelpAudience | undefined {
  const value = params.get(AUDIENCE_PARAM);
  return HELP_AUDIENCES.find((audience) => audience === value);
}

export function HelpArticleList() {
  const { t, i18n } = useTranslation('backOffice');
  const topicLabel = useHelpTopicLabel();
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const audience = audienceOf(params);
  const articles = useQuery({
    ...adminHelpArticlesQueryOptions({ audience }),
    placeholderData: keepPreviousData,
  });
  // The whole list comes at once (a few dozen articles): the grid pages it here.
  const [paging, setPaging] = useState({ page: 1, pageSize: 30 });
  const rows = articles.data?.articles ?? [];

  const columns: GridColDef<AdminHelpArticle>[] = [
    {
      field: 'title',
      headerName: t('helpArticles.columns.title'),
      flex: 1,
      minWidth: 220,
      valueGetter: (_value, row) => row.translations[language].title,
      renderCell: ({ row }) => (
        <Link to={backOfficeHelpArticlePath(row.id)}>{row.translations[language].title}</Link>
      ),
    },
    {
      field: 'audience',
      headerName: t('helpArticles.columns.audience'),
      width: 170,
      valueGetter: (_value, row) => t(`helpArticles.audiences.${row.audience}`),
    },
    {
      field: 'topic',
      headerName: t('helpArticles.columns.topic'),
      width: 180,
      valueGetter: (_value, row) => topicLabel(row.audience, row.topic),
    },
    { field: 'position', headerName: t('helpArticles.columns.position'), type: 'number', width: 80 },
    {
      field: 'helpful',
      headerName: t('helpArticles.columns.helpful'),
      width: 100,
      valueGetter: (_value, row) => `${row.helpfulCount} / ${row.helpfulCount + row.notHelpfulCount}`,
    },
    {
      field: 'updatedAt',
      headerName: t('helpArticles.columns.updatedAt'),
      width: 130,
      valueFormatter: (value: string) => new Date(value).toLocaleDateString(language),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={t('helpArticles.audience')}
        value={audience ?? ''}
        onChange={(event) => {
          setPaging((current) => ({ ...current, page: 1 }));
          setParams(changedParams(params, { [AUDIENCE_PARAM]: event.target.value }));
        }}
        sx={{ maxWidth: 280 }}
      >
        <MenuItem value="">{t('helpArticles.allAudiences')}</MenuItem>
        {HELP_AUDIENCES.map((one) => (
          <MenuItem key={one} value={one}>
            {t(`helpArticles.audiences.${one}`)}
          </MenuItem>
        ))}
      </TextField>
      {articles.isError ? (
        <LoadError onRetry={() => void articles.refetch()} />
      ) : (
        <BackOfficeGrid
          label={t('helpArticles.title')}
          rows={rows.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize)}
          columns={columns}
          total={rows.length}
          isLoading={articles.isFetching}
          page={paging.page}
          pageSize={paging.pageSize}
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
        />
      )}
    </Box>
  );
}
