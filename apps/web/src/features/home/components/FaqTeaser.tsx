import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

import { useUrlLanguageParam } from '../hooks/use-url-language-param';
import { pageHref } from '../lib/home-links';
import { ActionLink } from './ActionLink';
import { Section, type SectionTone } from './Section';

const QUESTIONS = ['age', 'price', 'cancel', 'payment'] as const;

const List = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(1.5), maxWidth: '52rem' }));

const Question = styled('details')(({ theme }) => ({
  borderRadius: 12,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '& > summary': {
    cursor: 'pointer',
    padding: theme.spacing(2, 2.5),
    fontWeight: 700,
    listStylePosition: 'inside',
  },
  '& > summary:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& > p': { margin: 0, padding: theme.spacing(0, 2.5, 2), color: theme.palette.text.secondary },
}));

interface FaqTeaserProps {
  tone?: SectionTone;
}

/** A few frequent questions, each opening its answer, and a link to the FAQ. */
export function FaqTeaser({ tone = 'plain' }: FaqTeaserProps) {
  const { t } = useTranslation('home');
  const language = useUrlLanguageParam();
  return (
    <Section
      title={t('faq.heading')}
      tone={tone}
      action={<ActionLink to={pageHref('/faq', language)}>{t('faq.more')}</ActionLink>}
    >
      <List>
        {QUESTIONS.map((id) => (
          <Question key={id}>
            <summary>{t(`faq.items.${id}.question`)}</summary>
            <p>{t(`faq.items.${id}.answer`)}</p>
          </Question>
        ))}
      </List>
    </Section>
  );
}
