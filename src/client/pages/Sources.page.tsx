// /sources (public, prerendered): what is official and what is ours — how the Ministry's list was
// counted, that it comes without answers or situational questions, how our answers are established,
// the current facts with the day each was last checked, and how to report an error.
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FACT_STALE_DAYS, OFFICIAL_LIST } from '../../shared/constants';
import { FactsTable } from '../components/Facts/FactsTable';
import { PageHeader } from '../components/Public/PageHeader';
import { usePageMeta } from '../hooks/usePageMeta';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} order={2} fz={24} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

export default function SourcesPage() {
  const { t } = useTranslation('sources');
  usePageMeta(t('meta.title'), t('meta.description'));
  const list = { version: OFFICIAL_LIST.version, rows: OFFICIAL_LIST.printedRows, entries: OFFICIAL_LIST.entries };
  return (
    <>
      <PageHeader size="md" title={t('title')} subtitle={t('subtitle')} />
      <Container size="md" py="xl">
        <Stack gap={40}>
          <Section id="liste-officielle" title={t('official.title')}>
            <Text>{t('official.published', list)}</Text>
            <Text data-testid="official-count">{t('official.counted', list)}</Text>
            <Text>{t('official.labelled', list)}</Text>
          </Section>
          <Section id="questions-entrainement" title={t('ours.title')}>
            <Text>{t('ours.body')}</Text>
          </Section>
          <Section id="reponses" title={t('answers.title')}>
            <Text>{t('answers.body')}</Text>
          </Section>
          <Section id="faits-actuels" title={t('facts.title')}>
            <Text>{t('facts.intro', { days: FACT_STALE_DAYS })}</Text>
            <Text size="sm" data-testid="to-check-meaning">
              {t('facts.toCheckMeaning', { days: FACT_STALE_DAYS })}
            </Text>
            <FactsTable />
          </Section>
          <Section id="signaler" title={t('report.title')}>
            <Text>{t('report.body')}</Text>
            <Anchor component={Link} href="/contact" fw={600} data-testid="report-error">
              {t('report.link')}
            </Anchor>
          </Section>
        </Stack>
      </Container>
    </>
  );
}
