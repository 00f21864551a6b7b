// The guide page (spec section 2), served at /naturalisation-francaise, /entretien-naturalisation
// and /devenir-citoyen-francais, each with its own title and description: the three steps, the
// general conditions, the knowledge required (B2 since 2026, decisions.md) and the civic exam.
import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { BookIcon, ExamIcon } from '../components/Icons/Icons';
import { PageHeader } from '../components/Public/PageHeader';
import publicClasses from '../components/Public/Public.module.css';
import { usePageMeta } from '../hooks/usePageMeta';

const VARIANTS = ['naturalisation-francaise', 'entretien-naturalisation', 'devenir-citoyen-francais'] as const;
type Variant = (typeof VARIANTS)[number];
interface Item {
  title: string;
  text: string;
}

function variantOf(path: string): Variant {
  const slug = path.replace(/^\/+|\/+$/g, '');
  return (VARIANTS as readonly string[]).includes(slug) ? (slug as Variant) : 'naturalisation-francaise';
}

export default function GuidePage() {
  const { t } = useTranslation('public');
  const [location] = useLocation();
  const variant = variantOf(location);
  usePageMeta(t(`guide.variants.${variant}.metaTitle`), t(`guide.variants.${variant}.description`));
  const steps = t('guide.steps', { returnObjects: true }) as Item[];
  const conditions = t('guide.conditions', { returnObjects: true }) as Item[];
  const knowledge = t('guide.knowledge', { returnObjects: true }) as Item[];

  return (
    <>
      <PageHeader title={t(`guide.variants.${variant}.title`)} subtitle={t('guide.intro')} />
      <Container size="lg" py="xl">
        <Stack gap={48}>
          <section aria-labelledby="guide-steps">
            <Title id="guide-steps" order={2} fz={26} mb="lg">
              {t('guide.stepsTitle')}
            </Title>
            <SimpleGrid component="ol" cols={{ base: 1, md: 3 }} spacing="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {steps.map((s, i) => (
                <Card component="li" key={s.title} withBorder radius="md" padding="lg">
                  <Group gap="sm" wrap="nowrap" mb="sm">
                    <Box
                      aria-hidden="true"
                      w={36}
                      h={36}
                      bg="blue.9"
                      c="white"
                      fw={700}
                      style={{ borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: 'none' }}
                    >
                      {i + 1}
                    </Box>
                    <Title order={3} fz="lg">
                      {s.title}
                    </Title>
                  </Group>
                  <Text size="sm" c="gray.8" lh={1.65}>
                    {s.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <section aria-labelledby="guide-conditions">
              <Title id="guide-conditions" order={2} fz={26} mb="lg">
                {t('guide.conditionsTitle')}
              </Title>
              <Stack gap="md">
                {conditions.map((c) => (
                  <div key={c.title}>
                    <Title order={3} fz="md">
                      {c.title}
                    </Title>
                    <Text size="sm" c="gray.8" lh={1.65} mt={4}>
                      {c.text}
                    </Text>
                  </div>
                ))}
              </Stack>
            </section>
            <section aria-labelledby="guide-knowledge">
              <Title id="guide-knowledge" order={2} fz={26} mb="lg">
                {t('guide.knowledgeTitle')}
              </Title>
              <Stack gap="md">
                {knowledge.map((k) => (
                  <Group key={k.title} wrap="nowrap" align="flex-start" gap="md">
                    <span className={publicClasses.iconBubble}>
                      <BookIcon size={20} />
                    </span>
                    <div style={{ minWidth: 0 }}>
                      <Title order={3} fz="md">
                        {k.title}
                      </Title>
                      <Text size="sm" c="gray.8" lh={1.65} mt={4}>
                        {k.text}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </section>
          </SimpleGrid>

          <Card withBorder radius="lg" padding="lg" bg="blue.0" style={{ borderColor: 'var(--mantine-color-blue-2)' }} component="section" aria-labelledby="guide-exam">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <span className={publicClasses.iconBubble} style={{ background: 'var(--mantine-color-white)' }}>
                <ExamIcon />
              </span>
              <div style={{ minWidth: 0 }}>
                <Title id="guide-exam" order={2} fz={22}>
                  {t('guide.examTitle')}
                </Title>
                <Text c="gray.8" lh={1.65} mt="xs">
                  {t('guide.examText')}
                </Text>
              </div>
            </Group>
          </Card>

          <Stack align="center" ta="center" gap="sm" component="section" aria-labelledby="guide-cta">
            <Title id="guide-cta" order={2} fz={26}>
              {t('guide.ctaTitle')}
            </Title>
            <Text c="gray.8">{t('guide.ctaText')}</Text>
            <Group justify="center" gap="sm">
              <Button component={Link} href="/" size="lg" data-testid="guide-home">
                {t('guide.ctaHome')}
              </Button>
              <Button component={Link} href="/demo" size="lg" variant="default">
                {t('guide.ctaDemo')}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
