// The three guide pages, one component, each with its own content, title and description:
// /naturalisation-francaise (conditions, file, €55 stamp duty, decision, civic exam),
// /entretien-naturalisation (the assimilation interview since 2026: what is checked where, how it
// goes, common questions by theme, what to bring, links to the simulator and the mock exam) and
// /devenir-citoyen-francais (the routes to nationality and the path to the ceremony). Every page
// lists its sources and the date of its content (docs/content-sources.md).
import { Anchor, Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { PageHeader } from '../components/Public/PageHeader';
import { usePageMeta } from '../hooks/usePageMeta';

const VARIANTS = ['naturalisation-francaise', 'entretien-naturalisation', 'devenir-citoyen-francais'] as const;
type Variant = (typeof VARIANTS)[number];

interface GuideSection {
  id: string;
  title: string;
  intro?: string;
  ordered?: boolean;
  items?: { title: string; text: string }[];
  list?: string[];
  paragraphs?: string[];
}
interface GuideLink {
  href: string;
  label: string;
  testid?: string;
}

function variantOf(path: string): Variant {
  const slug = path.replace(/^\/+|\/+$/g, '');
  return (VARIANTS as readonly string[]).includes(slug) ? (slug as Variant) : 'naturalisation-francaise';
}

function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function StepNumber({ n }: { n: number }) {
  return (
    <Box
      aria-hidden="true"
      w={32}
      h={32}
      bg="blue.9"
      c="white"
      fw={700}
      style={{ borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: 'none' }}
    >
      {n}
    </Box>
  );
}

function Section({ section }: { section: GuideSection }) {
  const items = section.items ?? [];
  return (
    <section aria-labelledby={`guide-${section.id}`} data-testid={`guide-section-${section.id}`}>
      <Title id={`guide-${section.id}`} order={2} fz={26} mb="md">
        {section.title}
      </Title>
      {section.intro && (
        <Text c="gray.8" lh={1.65} mb="md">
          {section.intro}
        </Text>
      )}
      {items.length > 0 && (
        <SimpleGrid
          component={section.ordered ? 'ol' : 'ul'}
          cols={{ base: 1, sm: 2, md: items.length % 3 === 0 ? 3 : 2 }}
          spacing="md"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item, i) => (
            <Card component="li" key={item.title} withBorder radius="md" padding="lg">
              <Group gap="sm" wrap="nowrap" mb="xs" align="flex-start">
                {section.ordered && <StepNumber n={i + 1} />}
                <Title order={3} fz="lg">
                  {item.title}
                </Title>
              </Group>
              <Text size="sm" c="gray.8" lh={1.65}>
                {item.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {section.list && (
        <List spacing="xs" c="gray.9">
          {section.list.map((entry) => (
            <List.Item key={entry}>{entry}</List.Item>
          ))}
        </List>
      )}
      {section.paragraphs?.map((p) => (
        <Text key={p} c="gray.8" lh={1.65} mb="sm">
          {p}
        </Text>
      ))}
    </section>
  );
}

export default function GuidePage() {
  const { t } = useTranslation('public');
  const [location] = useLocation();
  const variant = variantOf(location);
  const key = `guide.variants.${variant}`;
  usePageMeta(t(`${key}.metaTitle`), t(`${key}.description`));
  const sections = asList<GuideSection>(t(`${key}.sections`, { returnObjects: true }));
  const links = asList<GuideLink>(t(`${key}.cta.links`, { returnObjects: true }));
  const sources = asList<GuideLink>(t(`${key}.sources`, { returnObjects: true }));

  return (
    <>
      <PageHeader title={t(`${key}.title`)} subtitle={t(`${key}.intro`)} />
      <Container size="lg" py="xl" data-testid={`guide-${variant}`}>
        <Stack gap={48}>
          {sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}

          <Card withBorder radius="lg" padding="lg" bg="blue.0" style={{ borderColor: 'var(--mantine-color-blue-2)' }} component="section" aria-labelledby="guide-cta">
            <Stack gap="sm" align="flex-start">
              <Title id="guide-cta" order={2} fz={24}>
                {t(`${key}.cta.title`)}
              </Title>
              <Text c="gray.8">{t(`${key}.cta.text`)}</Text>
              <Group gap="sm">
                {links.map((link, i) => (
                  <Button key={link.href} component={Link} href={link.href} size="md" variant={i === 0 ? 'filled' : 'default'} data-testid={link.testid}>
                    {link.label}
                  </Button>
                ))}
                <Button component={Link} href="/" size="md" variant="subtle" data-testid="guide-home">
                  {t('guide.ctaHome')}
                </Button>
              </Group>
            </Stack>
          </Card>

          <section aria-labelledby="guide-sources">
            <Title id="guide-sources" order={2} fz={20} mb="xs">
              {t('guide.sourcesTitle')}
            </Title>
            <List size="sm" spacing={4}>
              {sources.map((s) => (
                <List.Item key={s.label}>
                  <Anchor href={s.href} target="_blank" rel="noopener noreferrer" c="blue.9" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
                    {s.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            <Text size="sm" c="gray.8" mt="xs" data-testid="guide-updated">
              {t('guide.updated')}
            </Text>
          </section>
        </Stack>
      </Container>
    </>
  );
}
