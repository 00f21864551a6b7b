// The civic exam without network (docs/offline.md): the notice above the rules (the paper on the
// device, or why there is none), and the screen after the hand-in, without a score since the
// paper holds no answers: « Examen terminé — il sera corrigé au retour du réseau », then the
// server's refusal if it gives one (a scored exam opens its result instead).
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoredExam } from '../../offline/exam-store';
import { ExamExitLinks } from './ExamExitLinks';

export function ExamOfflineNotice({ hasPaper, waiting }: { hasPaper: boolean; waiting: number }) {
  const { t } = useTranslation('common');
  return (
    <Alert color={hasPaper ? 'blue' : 'orange'} title={t('offline.examNoticeTitle')} mb="lg" data-testid="exam-offline-notice">
      <Stack gap={4}>
        <Text size="sm">{hasPaper ? t('offline.examNoticeBody') : t('offline.examNoPaper')}</Text>
        {waiting > 0 && <Text size="sm">{t('offline.examWaiting', { count: waiting })}</Text>}
      </Stack>
    </Alert>
  );
}

export function ExamOfflineFinished({ exam, online, onBack }: { exam: StoredExam; online: boolean; onBack: () => void }) {
  const { t } = useTranslation(['common', 'quiz']);
  if (exam.status === 'refused') {
    return (
      <Stack gap="lg" data-testid="exam-offline-refused">
        <Title order={1}>{t('common:offline.examRefusedScreen')}</Title>
        <Alert color="red" title={t('common:offline.examRefusedTitle')}>
          <Text size="sm">{t('common:offline.examRefusedBody', { reason: exam.refusal ?? '' })}</Text>
        </Alert>
        <Group>
          <Button onClick={onBack}>{t('common:offline.examBack')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="exam-offline-finished">
      <Title order={1}>{t('common:offline.examFinishedTitle')}</Title>
      <Text>{t('common:offline.examFinishedBody', { answered: Object.keys(exam.answers).length, total: exam.questions.length })}</Text>
      {online && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('common:offline.examSending')}</Text>
        </Group>
      )}
      <ExamExitLinks />
    </Stack>
  );
}
