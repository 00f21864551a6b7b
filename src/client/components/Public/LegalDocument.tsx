// Renders a legal text (sections of paragraphs, lists and a link) from the 'legal' namespace, with
// a table of contents and the operator's contact details interpolated: only those the deployment
// configures (site-info.ts), otherwise words that say they were not given (issue 36).
import { Alert, Anchor, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from './PageHeader';
import classes from './Public.module.css';
import { type ContactDetails, useContactDetails } from './site-info';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  after?: string[];
  link?: { href: string; label: string };
}

/** Values every legal text may quote: the configured details, or an honest fallback. */
export function legalValues(contact: ContactDetails, t: (key: string) => string) {
  const email = contact.email ?? t('common.contactForm');
  return {
    publisher: t('common.operator'),
    director: t('common.notGiven'),
    address: contact.address ?? t('common.noAddress'),
    email,
    privacyEmail: email,
  };
}

export function LegalDocument({ doc, updated }: { doc: 'legal' | 'privacy' | 'terms'; updated: string }) {
  const { t, i18n } = useTranslation('legal');
  const contact = useContactDetails();
  // Until the configuration has arrived, no text: neither a fallback nor an address to correct.
  const sections = contact ? (t(`${doc}.sections`, { returnObjects: true, ...legalValues(contact, t) }) as LegalSection[]) : [];
  const intro = i18n.exists(`${doc}.intro`, { ns: 'legal' }) ? t(`${doc}.intro`) : undefined;

  return (
    <>
      <PageHeader size="md" title={t(`${doc}.title`)} subtitle={intro}>
        <Text mt="sm" c="gray.8" fw={600} data-testid="last-updated">
          {t('common.lastUpdated', { date: updated })}
        </Text>
      </PageHeader>
      <Container size="md" py="xl" className={classes.prose}>
        {contact && (contact.email === null || contact.address === null) && (
          <Alert color="gray" mb="lg" data-testid="legal-contact-fallback">
            <Text size="sm">{t('common.contactFallback')}</Text>
            <Anchor component={Link} href="/contact" c="blue.9" size="sm" fw={600}>
              {t('common.contactFallbackLink')}
            </Anchor>
          </Alert>
        )}
        <nav aria-labelledby={`${doc}-toc`}>
          <Title id={`${doc}-toc`} order={2} fz="lg">
            {t('common.toc')}
          </Title>
          <ul className={classes.toc}>
            {sections.map((s) => (
              <li key={s.id}>
                <Anchor href={`#${s.id}`} c="blue.9">
                  {s.title}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} style={{ scrollMarginTop: 72 }}>
            <Title id={`${s.id}-title`} order={2} fz={22}>
              {s.title}
            </Title>
            {s.paragraphs?.map((p) => <p key={p}>{p}</p>)}
            {s.items && (
              <ul>
                {s.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {s.after?.map((p) => <p key={p}>{p}</p>)}
            {s.link && (
              <p>
                <Anchor component={Link} href={s.link.href} c="blue.9" fw={600}>
                  {s.link.label}
                </Anchor>
              </p>
            )}
          </section>
        ))}
      </Container>
    </>
  );
}
