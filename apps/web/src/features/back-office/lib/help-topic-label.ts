// A help article's topic in the page's language (the help centres' own words); an unknown topic as it is.
import { HELP_TOPICS, type HelpAudience } from '@roadbook/domain/help';
import { useTranslation } from 'react-i18next';

export function useHelpTopicLabel(): (audience: HelpAudience, topic: string) => string {
  const { t } = useTranslation('help');
  return (audience, topic) => {
    if (audience === 'drivers') {
      const known = HELP_TOPICS.drivers.find((one) => one === topic);
      return known === undefined ? topic : t(`topics.drivers.${known}`);
    }
    const known = HELP_TOPICS.suppliers.find((one) => one === topic);
    return known === undefined ? topic : t(`topics.suppliers.${known}`);
  };
}
