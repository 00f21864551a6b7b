// /faq: 5 categories with 4 expandable questions each, and a 'Contacter le
// Support' button that opens a mail message to the support address.
import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FaqList, type FaqItem } from '../components/Public/FaqList';
import { MailIcon } from '../components/Icons/Icons';
import { PageHeader } from '../components/Public/PageHeader';
import { mailto, useContactDetails } from '../components/Public/site-info';
import { usePageMeta } from '../hooks/usePageMeta';

interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

export default function FaqPage() {
  const { t } = useTranslation('public');
  const contact = useContactDetails();
  usePageMeta(t('faq.meta.title'), t('faq.meta.description'));
  const categories = t('faq.categories', { returnObjects: true }) as FaqCategory[];

  return (
    <>
      <PageHeader size="md" title={t('faq.title')} subtitle={t('faq.subtitle')}>
        <Group component="nav" aria-label={t('faq.categoriesLabel')} gap="xs" mt="lg">
          {categories.map((c) => (
            <Button key={c.id} component="a" href={`#faq-${c.id}`} variant="default" size="xs" radius="xl">
              {c.title}
            </Button>
          ))}
        </Group>
      </PageHeader>
      <Container size="md" py="xl">
        <Stack gap={40}>
          {categories.map((c) => (
            <section key={c.id} id={`faq-${c.id}`} aria-labelledby={`faq-${c.id}-title`} style={{ scrollMarginTop: 72 }}>
              <Title id={`faq-${c.id}-title`} order={2} fz={24} mb="md">
                {c.title}
              </Title>
              <FaqList items={c.items} />
            </section>
          ))}
        </Stack>
        <Card withBorder radius="lg" padding="xl" mt={48} bg="blue.0" style={{ borderColor: 'var(--mantine-color-blue-2)' }}>
          <Stack align="center" ta="center" gap="sm">
            <Title order={2} fz={22}>
              {t('faq.supportTitle')}
            </Title>
            <Text c="gray.8">{t('faq.supportText')}</Text>
            {/* An e-mail only where the deployment gives one (CONTACT_EMAIL); otherwise the form. */}
            {contact?.email ? (
              <>
                <Button component="a" href={mailto(contact.email, t('faq.supportSubject'))} size="md" leftSection={<MailIcon size={18} />} data-testid="faq-support">
                  {t('faq.supportButton')}
                </Button>
                <Anchor component={Link} href="/contact" c="blue.9" size="sm">
                  {t('faq.contactPage')}
                </Anchor>
              </>
            ) : (
              <Button component={Link} href="/contact" size="md" leftSection={<MailIcon size={18} />} data-testid="faq-support">
                {t('faq.supportButton')}
              </Button>
            )}
          </Stack>
        </Card>
      </Container>
    </>
  );
}
