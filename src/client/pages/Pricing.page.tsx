// /pricing: everything is free and no payment is taken (docs/product.md#access-levels): the card, its 8 features and a FAQ. The button
// goes to /quiz when signed in, otherwise to /register.
import { Badge, Button, Card, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FaqList, type FaqItem } from '../components/Public/FaqList';
import { CheckIcon } from '../components/Icons/Icons';
import { PageHeader } from '../components/Public/PageHeader';
import { useUser } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';

export default function PricingPage() {
  const { t } = useTranslation('public');
  const user = useUser();
  usePageMeta(t('pricing.meta.title'), t('pricing.meta.description'));
  const features = t('pricing.features', { returnObjects: true }) as string[];
  const faq = t('pricing.faq', { returnObjects: true }) as FaqItem[];

  return (
    <>
      <PageHeader size="sm" title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <Container size="sm" py="xl">
        <Card withBorder radius="lg" padding="xl" shadow="sm" style={{ borderColor: 'var(--mantine-color-blue-3)' }}>
          <Stack gap="md">
            <Badge size="lg" color="blue.9" variant="filled" w="fit-content">
              {t('pricing.badge')}
            </Badge>
            <Title order={2} fz={26}>
              {t('pricing.plan')}
            </Title>
            <Text fz={48} fw={800} c="blue.9" lh={1}>
              {t('pricing.price')}
            </Text>
            <Text fw={600} c="teal.9">
              {t('pricing.note')}
            </Text>
            <Title order={3} fz="lg" mt="sm">
              {t('pricing.featuresTitle')}
            </Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon color="green.8" size={24} radius="xl">
                  <CheckIcon size={16} />
                </ThemeIcon>
              }
            >
              {features.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
            <Button component={Link} href={user ? '/quiz' : '/register'} size="lg" fullWidth mt="md" data-testid="pricing-cta">
              {user ? t('pricing.ctaSignedIn') : t('pricing.ctaVisitor')}
            </Button>
          </Stack>
        </Card>
      </Container>
      <Container size="sm" pb="xl">
        <Title order={2} fz={26} mb="md">
          {t('pricing.faqTitle')}
        </Title>
        <FaqList items={faq} />
      </Container>
    </>
  );
}
