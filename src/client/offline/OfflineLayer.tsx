// Loaded after the first page (App.tsx): registers the service worker, keeps the member's offline
// pack and civic exam paper fresh, sends the queued answers and exams when the network is back
// (with a toast once an exam is scored), and shows, under the header, the discreet offline banner
// with the count of answers and exams waiting and the 'new version' prompt (docs/offline.md).
import { Box, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/useAuth';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';
import { examPackIsStale, markExamSeen, memberExams, readExamPack, writeExamPack } from './exam-store';
import { forgetMember, rememberMember } from './member';
import { applyUpdate, onUpdateWaiting, registerServiceWorker, updateWaiting } from './register-sw';
import { sendQueue } from './send';
import { clearMemberData, pendingCount, QUEUE_EVENT, readPack, writePack } from './store';
import { useOnline } from './useOnline';

export default function OfflineLayer() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const auth = trpc.auth.user.useQuery(undefined, { retry: false });
  const utils = trpc.useUtils();
  // The member the server confirmed in this session: the only one whose queue may be sent.
  const userId = auth.data?.id ?? null;
  // Offline, the member remembered on the device: whose waiting answers are counted.
  const memberId = useAuth().user?.id ?? null;
  const signedOut = auth.data === null && !auth.isError;
  const [pending, setPending] = useState(0);
  const [pendingExams, setPendingExams] = useState(0);
  const [update, setUpdate] = useState(updateWaiting);

  useEffect(() => {
    registerServiceWorker();
    return onUpdateWaiting(() => setUpdate(true));
  }, []);

  // Signed out (or the session ended): the pack and the remembered profile leave the device.
  useEffect(() => {
    if (!signedOut) return;
    forgetMember();
    void clearMemberData().catch(() => undefined);
  }, [signedOut]);

  useEffect(() => {
    if (auth.data) rememberMember(auth.data);
  }, [auth.data]);

  // Back online after the current-user call failed: ask again, the queue waits for the answer.
  const { isError, refetch } = auth;
  useEffect(() => {
    if (online && isError) void refetch();
  }, [online, isError, refetch]);

  // The count of this member's answers waiting, kept current by the queue and the worker.
  useEffect(() => {
    if (!memberId) {
      setPending(0);
      setPendingExams(0);
      return;
    }
    let before = -1;
    const recount = () => {
      void pendingCount(memberId).then(
        (count) => {
          // Answers reached the server: the history and the dashboard read them again.
          if (before > count) {
            void utils.attempts.invalidate();
            void utils.learning.invalidate();
          }
          before = count;
          setPending(count);
        },
        () => setPending(0),
      );
      // Exams taken offline: how many wait, and a toast for each the server has just scored.
      void memberExams(memberId).then(
        async (exams) => {
          setPendingExams(exams.filter((e) => e.status === 'queued').length);
          const settled = exams.filter((e) => (e.status === 'done' || e.status === 'refused') && !e.seen);
          if (settled.length === 0) return;
          void utils.attempts.invalidate();
          void utils.exam.invalidate();
          void utils.learning.invalidate();
          for (const exam of settled) {
            await markExamSeen(exam.token);
            if (exam.outcome) {
              const { correctAnswers: correct, totalQuestions: total, passed } = exam.outcome;
              toast(t('offline.examScoredTitle'), t(passed ? 'offline.examScoredPassed' : 'offline.examScoredFailed', { correct, total }), { duration: 10_000 });
            } else {
              toast(t('offline.examRefusedTitle'), t('offline.examRefusedBody', { reason: exam.refusal ?? '' }), { destructive: true, duration: 15_000 });
            }
          }
        },
        () => setPendingExams(0),
      );
    };
    recount();
    window.addEventListener(QUEUE_EVENT, recount);
    navigator.serviceWorker?.addEventListener('message', recount);
    return () => {
      window.removeEventListener(QUEUE_EVENT, recount);
      navigator.serviceWorker?.removeEventListener('message', recount);
    };
  }, [memberId, utils, t]);

  // Online with a member: send what waits, then refresh the pack (daily, or when the bank changed).
  useEffect(() => {
    if (!online || !userId) return;
    let cancelled = false;
    void (async () => {
      await sendQueue(userId).catch(() => undefined);
      try {
        const stored = await readPack(userId);
        const today = new Date().toISOString().slice(0, 10);
        const fresh = await utils.client.offline.pack.query({ have: stored?.day === today ? stored.version : undefined });
        if (cancelled) return;
        if (fresh.questions) await writePack({ userId, version: fresh.version, day: fresh.day, questions: fresh.questions, dueIds: fresh.dueIds });
        else if (stored) await writePack({ ...stored, day: fresh.day, dueIds: fresh.dueIds });
      } catch {
        // Next time online.
      }
      // The civic exam's paper (no answers in it): a new one when it was used or is from another day.
      try {
        if (examPackIsStale(await readExamPack(userId), new Date())) {
          const paper = await utils.client.offline.examPack.query();
          if (!cancelled) await writeExamPack(userId, paper);
        }
      } catch {
        // Next time online (no exam can be drawn, or the network went again).
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [online, userId, utils]);

  if (online && pending === 0 && pendingExams === 0 && !update) return null;
  // A slim strip under the header, in the page's flow: it never covers the quiz's buttons.
  return (
    <Box px="sm" py={4} style={{ background: 'var(--mantine-color-gray-0)', borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="xs" justify="center" wrap="wrap">
        {(!online || pending > 0 || pendingExams > 0) && (
          <Text size="sm" role="status" data-testid="offline-banner" ta="center">
            {!online && t('offline.banner')}
            {!online && pending > 0 && ' · '}
            {pending > 0 && <span data-testid="offline-pending">{t('offline.pending', { count: pending })}</span>}
            {(!online || pending > 0) && pendingExams > 0 && ' · '}
            {pendingExams > 0 && <span data-testid="offline-exam-pending">{t('offline.examPending', { count: pendingExams })}</span>}
          </Text>
        )}
        {update && (
          <Group gap="xs" wrap="nowrap" data-testid="update-prompt">
            <Text size="sm">{t('offline.updateAvailable')} —</Text>
            <Button size="compact-sm" onClick={applyUpdate}>
              {t('offline.reload')}
            </Button>
          </Group>
        )}
      </Group>
    </Box>
  );
}
