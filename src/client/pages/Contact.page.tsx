// /contact: the form (name, email, category, subject, message), the operator's e-mail and postal
// address only when configured (CONTACT_EMAIL, CONTACT_ADDRESS; never an invented one) and a
// FAQ shortcut; no chat and no promised response time, since neither exists behind the page.
// `?category=account&email=…` (from /forgot-password without e-mail) pre-fills the form. The message is really delivered (docs/product.md#contact):
// contact.send stores it; the visitor sees a 1-second sending state, the toast
// 'Message envoyé !' and a cleared form.
import { Alert, Button, Card, Container, Grid, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { ContactInput } from '../../shared/schemas/contact';
import { MailIcon, PinIcon } from '../components/Icons/Icons';
import { PageHeader } from '../components/Public/PageHeader';
import publicClasses from '../components/Public/Public.module.css';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { errorMessage, trpc } from '../trpc';

// The categories of the server's schema. Listed here (a type-only import checks they match) so
// that the page does not load zod just for this list.
type ContactCategory = ContactInput['category'];
const CONTACT_CATEGORIES = ['question', 'bug', 'feature', 'account', 'technical', 'content'] as const satisfies readonly ContactCategory[];
const everyCategoryListed: Exclude<ContactCategory, (typeof CONTACT_CATEGORIES)[number]> extends never ? true : never = true;
void everyCategoryListed;

/** The sending state lasts at least one second, so the sender sees it happen. */
export const CONTACT_SENDING_MS = 1000;

type Field = 'name' | 'email' | 'category' | 'subject' | 'message';
type Values = Record<Field, string>;
const FIELDS: Field[] = ['name', 'email', 'category', 'subject', 'message'];
const EMPTY: Values = { name: '', email: '', category: '', subject: '', message: '' };
/** The same bounds as the server's schema (src/shared/schemas/contact.ts). */
const MAX: Record<Field, number> = { name: 120, email: 254, category: 20, subject: 200, message: 5000 };
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The same pattern as the server's REPORT_ITEM_PATTERN (src/shared/schemas/contact.ts), not imported so as not to load zod. */
const REPORT_ITEM_RE = /^(question|glossary):[a-z0-9][a-z0-9-]{0,79}$/;

/** The item a « Signaler une erreur » link names (/contact?item=question:val-002), if valid. */
export function reportedItem(search: string): string | null {
  const item = new URLSearchParams(search).get('item');
  return item !== null && REPORT_ITEM_RE.test(item) ? item : null;
}

/** The values a link may pre-fill: a known category and an address of bounded length. */
function linkPrefill(search: string): Partial<Values> {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  const email = (params.get('email') ?? '').trim().slice(0, MAX.email);
  return {
    ...((CONTACT_CATEGORIES as readonly string[]).includes(category) ? { category } : {}),
    ...(email ? { email } : {}),
  };
}

function SideCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <span className={publicClasses.iconBubble}>{icon}</span>
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="md">
            {title}
          </Title>
          {children}
        </div>
      </Group>
    </Card>
  );
}

export default function ContactPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));
  const search = useSearch();
  const config = trpc.config.public.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  // Arriving from « Signaler une erreur »: the form names the item, its category and a message to complete.
  const [item, setItem] = useState(() => (typeof window === 'undefined' ? null : reportedItem(window.location.search)));
  const prefilled = (): Values => {
    if (item !== null) return { ...EMPTY, category: 'content', subject: t('contact.report.subject', { item }), message: t('contact.report.message', { item }) };
    const initial = { ...EMPTY, ...linkPrefill(search) };
    // A member locked out (from /forgot-password): the subject says why, the admin sees it at once.
    if (initial.category === 'account' && initial.email) initial.subject = t('contact.recoverySubject');
    return initial;
  };
  const [values, setValues] = useState<Values>(prefilled);
  const contactEmail = config.data?.contactEmail ?? null;
  const contactAddress = config.data?.contactAddress ?? null;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const send = trpc.contact.send.useMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const validate = (v: Values) => {
    const found: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) {
      const value = v[f].trim();
      if (!value) found[f] = f === 'category' ? t('contact.validation.category') : t('contact.validation.required');
      else if (value.length > MAX[f]) found[f] = t('contact.validation.tooLong', { max: MAX[f] });
    }
    if (!found.email && !EMAIL_RE.test(v.email.trim())) found.email = t('contact.validation.email');
    return found;
  };

  const focusField = (field: Field) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const onChange = (field: Field) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const found = validate(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      focusField(first);
      return;
    }
    setSending(true);
    const input = {
      name: values.name.trim(),
      email: values.email.trim(),
      category: values.category as ContactCategory,
      subject: values.subject.trim(),
      message: values.message.trim(),
      ...(item === null ? {} : { itemId: item }),
    };
    const [result] = await Promise.allSettled([send.mutateAsync(input), new Promise((r) => setTimeout(r, CONTACT_SENDING_MS))]);
    setSending(false);
    if (result.status === 'fulfilled') {
      toast(t('contact.successTitle'), t('contact.successBody'));
      setValues(EMPTY);
      // The report is sent: a next message is an ordinary one.
      setItem(null);
      setErrors({});
      return;
    }
    // The server names the fields it refused: show its translated messages under them.
    const issues = result.reason instanceof TRPCClientError ? (result.reason.data as { errors?: { message: string; path: string }[] } | undefined)?.errors : undefined;
    const serverErrors: Partial<Record<Field, string>> = {};
    for (const issue of issues ?? []) if ((FIELDS as string[]).includes(issue.path)) serverErrors[issue.path as Field] = issue.message;
    if (Object.keys(serverErrors).length) {
      setErrors(serverErrors);
      focusField(FIELDS.find((f) => serverErrors[f])!);
    }
    toast(t('contact.errorTitle'), errorMessage(result.reason, t('contact.errorBody')), { destructive: true });
  };

  const common = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: onChange(field),
    error: errors[field],
    label: t(`contact.fields.${field}`),
    placeholder: t(`contact.placeholders.${field}`),
    required: true,
    disabled: sending,
  });

  const { placeholder: _unused, ...selectProps } = common('category');

  return (
    <>
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} fz={22} mb="xs">
                {t('contact.formTitle')}
              </Title>
              <Text size="sm" c="gray.7" mb="md">
                {t('contact.required')}
              </Text>
              {item !== null && (
                <Alert color="blue" variant="light" mb="md" data-testid="contact-report-item">
                  {t('contact.report.notice', { item })}
                </Alert>
              )}
              <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={sending} data-testid="contact-form">
                <Stack gap="md">
                  <TextInput {...common('name')} autoComplete="name" maxLength={MAX.name} />
                  <TextInput {...common('email')} type="email" autoComplete="email" inputMode="email" maxLength={MAX.email} />
                  <NativeSelect
                    {...selectProps}
                    data={[
                      { value: '', label: t('contact.placeholders.category'), disabled: true },
                      ...CONTACT_CATEGORIES.map((c) => ({ value: c, label: t(`contact.categories.${c}`) })),
                    ]}
                  />
                  <TextInput {...common('subject')} maxLength={MAX.subject} />
                  <Textarea {...common('message')} minRows={6} autosize maxRows={14} maxLength={MAX.message} />
                  <Button type="submit" size="md" loading={sending} loaderProps={{ type: 'dots' }} data-testid="contact-submit">
                    {sending ? t('contact.sending') : t('contact.submit')}
                  </Button>
                  {sending && (
                    <Text size="sm" c="gray.7" role="status">
                      {t('contact.sending')}
                    </Text>
                  )}
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              {(contactEmail || contactAddress) && (
                <Title order={2} fz={20}>
                  {t('contact.cards.title')}
                </Title>
              )}
              {contactEmail && (
                <SideCard icon={<MailIcon />} title={t('contact.cards.email.title')}>
                  <Text size="sm" c="gray.7">
                    {t('contact.cards.email.text')}
                  </Text>
                  <Text component="a" href={`mailto:${contactEmail}`} size="sm" fw={600} c="blue.9" style={{ overflowWrap: 'anywhere' }} data-testid="contact-email">
                    {contactEmail}
                  </Text>
                </SideCard>
              )}
              {contactAddress && (
                <SideCard icon={<PinIcon />} title={t('contact.cards.address.title')}>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'pre-line' }} data-testid="contact-address">
                    {contactAddress}
                  </Text>
                </SideCard>
              )}
              <Card withBorder radius="md" padding="md">
                <Title order={3} fz="md">
                  {t('contact.faqShortcut.title')}
                </Title>
                <Text size="sm" c="gray.7" mt={4}>
                  {t('contact.faqShortcut.text')}
                </Text>
                <Button component={Link} href="/faq" variant="light" mt="sm">
                  {t('contact.faqShortcut.button')}
                </Button>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
