// « Rappel par e-mail » in « Mon compte »: the opt-in daily reminder and its Europe/Paris hour
// (docs/readiness.md, « Le rappel »). Off by default; without e-mail on the server it says so.
import { Alert, Button, Card, Checkbox, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMINDER_HOUR_DEFAULT } from '../../../shared/schemas/learning';
import { toast } from '../../lib/toast';
import { trpc } from '../../trpc';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

export function ReminderCard() {
  const { t } = useTranslation(['daily', 'common']);
  const utils = trpc.useUtils();
  const reminder = trpc.account.reminder.useQuery();
  const [enabled, setEnabled] = useState(false);
  const [hour, setHour] = useState(String(REMINDER_HOUR_DEFAULT));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!reminder.data) return;
    setEnabled(reminder.data.enabled);
    setHour(String(reminder.data.hour));
  }, [reminder.data]);
  const save = trpc.account.setReminder.useMutation({
    onSuccess: (data) => {
      utils.account.reminder.setData(undefined, data);
      setError(null);
      toast(t('daily:reminder.title'), data.enabled ? t('daily:reminder.saved', { hour: data.hour }) : t('daily:reminder.off'));
    },
    onError: (e) => setError(e.message),
  });
  if (!reminder.data) return null;
  const available = reminder.data.available;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="reminder-card">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('daily:reminder.title')}
        </Title>
        <Text size="sm">{t('daily:reminder.intro')}</Text>
        {!available && !reminder.data.enabled ? (
          <Alert color="gray">{t('daily:reminder.unavailable')}</Alert>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate({ enabled, hour: Number(hour) });
            }}
          >
            <Stack gap="sm">
              <Checkbox label={t('daily:reminder.enable')} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} data-testid="reminder-enabled" />
              <NativeSelect
                label={t('daily:reminder.hour')}
                value={hour}
                disabled={!enabled}
                onChange={(e) => setHour(e.currentTarget.value)}
                data={HOURS.map((h) => ({ value: String(h), label: t('daily:reminder.hourOption', { hour: h }) }))}
                data-testid="reminder-hour"
              />
              {error && <Alert color="red">{error}</Alert>}
              <Button type="submit" w="fit-content" loading={save.isPending} data-testid="reminder-save">
                {t('daily:reminder.save')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
