import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useUser } from '../../hooks/useAuth';

const LINKS = [
  ['/pricing', 'footer.pricing'],
  ['/demo', 'footer.demo'],
  ['/faq', 'footer.faq'],
  ['/sources', 'footer.sources'],
  ['/glossaire', 'footer.glossary'],
  ['/contact', 'footer.contact'],
  ['/legal', 'footer.legal'],
  ['/privacy', 'footer.privacy'],
  ['/terms', 'footer.terms'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  // Members have the full quiz: the demo and the prices (all free) are for visitors only.
  const user = useUser();
  const links = user ? LINKS.filter(([href]) => href !== '/demo' && href !== '/pricing') : LINKS;
  return (
    <Container component="footer" size="lg" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Stack gap="sm">
        <Text fw={700}>{t('brand')}</Text>
        <Text size="sm" c="gray.7">
          {t('footer.tagline')}
        </Text>
        <Group gap="md" component="nav" aria-label={t('footer.legal')}>
          {links.map(([href, key]) => (
            <Anchor key={href} component={Link} href={href} size="sm" c="dark">
              {t(key)}
            </Anchor>
          ))}
          <Anchor href="/#fonctionnalites" size="sm" c="dark">
            {t('footer.features')}
          </Anchor>
        </Group>
        <Text size="xs" c="gray.7">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Stack>
    </Container>
  );
}
