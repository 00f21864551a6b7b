// /community-challenges and /defis-communautaires: tabs for challenges, leaderboard and rewards,
// with the member's stats on top when signed in.
import { Alert, Center, Container, Loader, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeDto } from '../../shared/schemas/community';
import { useAuthDialog } from '../components/AuthDialog/AuthDialogProvider';
import { ChallengeCard } from '../components/Community/ChallengeCard';
import { challengeText } from '../components/Community/challenge-text';
import { CommunityLinks } from '../components/Community/CommunityLinks';
import { Leaderboard } from '../components/Community/Leaderboard';
import { RewardBadges } from '../components/Community/RewardBadges';
import { StatsHeader } from '../components/Community/StatsHeader';
import { PageHeader } from '../components/Public/PageHeader';
import { useAuth } from '../hooks/useAuth';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { errorMessage, isUnauthorized, trpc } from '../trpc';

function Loading() {
  const { t } = useTranslation('common');
  return (
    <Center mih="20vh" role="status">
      <Loader role="progressbar" aria-label={t('loading')} />
    </Center>
  );
}

export default function ChallengesPage() {
  const { t, i18n } = useTranslation(['community', 'common']);
  usePageMeta(t('meta.challengesTitle'), t('meta.challengesDescription'));
  const { user } = useAuth();
  const authDialog = useAuthDialog();
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<string | null>('challenges');
  const challenges = trpc.community.challenges.list.useQuery(undefined, { enabled: true });
  const leaderboard = trpc.community.leaderboard.useQuery(undefined, { enabled: tab === 'leaderboard' });
  // The member's stats are requested only when signed in (visitors would get a 401).
  const stats = trpc.community.userStats.useQuery(undefined, { enabled: Boolean(user) });
  const join = trpc.community.challenges.join.useMutation();
  const [joiningId, setJoiningId] = useState<string | null>(null);

  const i18nTitle = (c: ChallengeDto) => challengeText(c, i18n.language).title;

  function refresh() {
    void utils.community.challenges.list.invalidate();
    void utils.community.userStats.invalidate();
    void utils.community.leaderboard.invalidate();
  }

  function onJoin(c: ChallengeDto) {
    setJoiningId(c.id);
    join.mutate(
      { id: c.id },
      {
        onSuccess: () => {
          toast(t('challenges.joinedToast'), t('challenges.joinedToastBody', { title: i18nTitle(c) }));
          refresh();
        },
        onError: (error) => {
          if (isUnauthorized(error)) {
            toast(t('common:errors.loginRequired'), t('challenges.loginToJoin'), { destructive: true });
            authDialog.open('login', () => refresh());
          } else {
            toast(t('common:errors.title'), errorMessage(error, t('challenges.joinError')), { destructive: true });
            refresh();
          }
        },
        onSettled: () => setJoiningId(null),
      },
    );
  }

  return (
    <>
      <PageHeader title={t('challenges.title')} subtitle={t('challenges.subtitle')}>
        <CommunityLinks />
      </PageHeader>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          {user && stats.data && <StatsHeader stats={stats.data} />}
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="challenges">{t('tabs.challenges')}</Tabs.Tab>
              <Tabs.Tab value="leaderboard">{t('tabs.leaderboard')}</Tabs.Tab>
              <Tabs.Tab value="rewards">{t('tabs.rewards')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="challenges" pt="md">
              {challenges.isLoading ? (
                <Loading />
              ) : challenges.error ? (
                <Alert color="red">{t('challenges.loadError')}</Alert>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {(challenges.data ?? []).map((c) => (
                    <ChallengeCard key={c.id} challenge={c} signedIn={Boolean(user)} onJoin={onJoin} joining={joiningId === c.id} />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="leaderboard" pt="md">
              {leaderboard.isLoading ? (
                <Loading />
              ) : leaderboard.error ? (
                <Alert color="red">{t('leaderboard.loadError')}</Alert>
              ) : (
                <Leaderboard entries={leaderboard.data ?? []} />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="rewards" pt="md">
              <RewardBadges badges={user ? (stats.data?.badges ?? null) : null} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </>
  );
}
