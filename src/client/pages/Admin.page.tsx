// /admin (docs/product.md#access-levels): admins only, everyone else is sent to /. Tabs: overview counters,
// questions, their analysis (docs/item-analysis.md), users, plus moderation of success stories, the contact inbox and the audit log
// (docs/product.md#access-levels). A tab's data is fetched when the tab is opened. A footer notice says that
// admin actions are logged.
import { Badge, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AdminStatsDto } from '../../shared/schemas/admin';
import { AdminOverview } from '../components/Admin/AdminOverview';
import { AuditTab } from '../components/Admin/AuditTab';
import { MessagesTab } from '../components/Admin/MessagesTab';
import { ModerationTab } from '../components/Admin/ModerationTab';
import { QuestionAnalysisTab } from '../components/Admin/QuestionAnalysisTab';
import { QuestionsTab } from '../components/Admin/QuestionsTab';
import { UsersTab } from '../components/Admin/UsersTab';
import { FactsTab } from '../components/Facts/FactsTab';
import { StaleFactsAlert } from '../components/Facts/StaleFactsAlert';
import { GlossaryTab } from '../components/Glossary/GlossaryTab';
import { PageLoader } from '../components/PageLoader/PageLoader';
import { useAuth } from '../hooks/useAuth';
import { loginPathFor } from '../lib/next-path';
import { REDIRECT_DELAY_MS, useSessionExpired } from '../hooks/useRequireAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { isUnauthorized, trpc } from '../trpc';

/** What the panels read of the overview counters' query. */
interface Stats {
  data: AdminStatsDto | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The tabs in order: id (label `tabs.<id>`, test id `admin-tab-<id>`), the panel, and the count of
 * what waits for the admin, shown as a badge on the tab.
 */
const TABS = [
  {
    id: 'overview',
    panel: (stats: Stats, open: (tab: 'facts') => void) => (
      <>
        <StaleFactsAlert onOpen={() => open('facts')} />
        <AdminOverview stats={stats.data} isLoading={stats.isLoading} error={stats.error} onRetry={() => void stats.refetch()} />
      </>
    ),
  },
  { id: 'questions', panel: () => <QuestionsTab /> },
  { id: 'analysis', panel: () => <QuestionAnalysisTab /> },
  { id: 'users', panel: () => <UsersTab /> },
  { id: 'moderation', panel: () => <ModerationTab />, waiting: (stats: Stats) => stats.data?.pendingStories },
  { id: 'messages', panel: () => <MessagesTab />, waiting: (stats: Stats) => stats.data?.unhandledMessages },
  { id: 'facts', panel: () => <FactsTab /> },
  { id: 'glossary', panel: () => <GlossaryTab /> },
  { id: 'audit', panel: () => <AuditTab /> },
] as const satisfies readonly { id: string; panel: (stats: Stats, open: (tab: string) => void) => ReactNode; waiting?: (stats: Stats) => number | undefined }[];
type Tab = (typeof TABS)[number]['id'];

function AdminPanel() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('overview');
  const stats = trpc.admin.stats.useQuery();
  const sessionExpired = useSessionExpired();
  const utils = trpc.useUtils();
  useEffect(() => {
    // The session ended or the admin role was removed meanwhile: the auth state decides again.
    if (isUnauthorized(stats.error)) sessionExpired('/');
    else if (stats.error instanceof TRPCClientError && stats.error.data?.httpStatus === 403) void utils.auth.user.invalidate();
  }, [stats.error, sessionExpired, utils]);
  const count = (n: number | undefined) =>
    n ? (
      <Badge size="xs" color="orange" circle={n < 10}>
        {n}
      </Badge>
    ) : null;

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {TABS.map((tabDef) => (
              <Tabs.Tab key={tabDef.id} value={tabDef.id} data-testid={`admin-tab-${tabDef.id}`} rightSection={'waiting' in tabDef ? count(tabDef.waiting(stats)) : null}>
                {t(`tabs.${tabDef.id}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((tabDef) => (
            <Tabs.Panel key={tabDef.id} value={tabDef.id} pt="md">
              {tabDef.panel(stats, setTab)}
            </Tabs.Panel>
          ))}
        </Tabs>
        <Text size="sm" c="dimmed" ta="center" component="footer" data-testid="admin-footer-notice">
          {t('footerNotice')}
        </Text>
      </Stack>
    </Container>
  );
}

export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  usePageMeta(t('meta.title'), t('meta.description'));
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const allowed = Boolean(user?.isAdmin);

  const signedOut = user === null;
  // Shows the refusal with the latest texts, without making them reasons to run again.
  const refuse = useEffectEvent((visitor: boolean) => {
    if (visitor) {
      // A visitor: 'Connexion requise', then the sign-in page, which brings them back here.
      toast(tc('errors.loginRequired'), t('loginRequired'), { destructive: true });
      const to = loginPathFor(`${window.location.pathname}${window.location.search}`);
      return setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    }
    // A signed-in user who is not an admin: straight home.
    toast(t('forbiddenTitle'), t('forbiddenBody'), { destructive: true });
    navigate('/', { replace: true });
    return undefined;
  });
  // Runs when the auth state settles.
  useEffect(() => {
    if (isLoading || allowed) return;
    const timer = refuse(signedOut);
    return () => clearTimeout(timer);
  }, [isLoading, allowed, signedOut]);

  if (!allowed) return <PageLoader />;
  return <AdminPanel />;
}
