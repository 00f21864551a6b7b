// « Donner une consigne » (docs/groups.md): « examen blanc avant le … » or « séance sur le
// sous-thème … », and the group's assignments with how many members did each.
import { Button, Group, SegmentedControl, Select, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBTHEMES, type Subtheme } from '../../../shared/constants';
import type { AssignmentDto, AssignmentKind } from '../../../shared/schemas/groups';
import { useSessionExpired } from '../../hooks/useRequireAuth';
import { toast } from '../../lib/toast';
import { errorMessage, isUnauthorized, trpc } from '../../trpc';
import { assignmentLabel } from './group-format';
import { SectionCard } from './GroupParts';

export function AssignmentForm({ groupId, assignments }: { groupId: string; assignments: AssignmentDto[] }) {
  const { t, i18n } = useTranslation(['groups', 'common']);
  const sessionExpired = useSessionExpired();
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<AssignmentKind>('mock_exam');
  const [dueDate, setDueDate] = useState('');
  const [subtheme, setSubtheme] = useState<Subtheme | null>(null);
  const assign = trpc.groups.assign.useMutation({
    onSuccess: () => {
      toast(t('assign.created'));
      void utils.groups.get.invalidate({ id: groupId });
    },
    onError: (error) => {
      if (isUnauthorized(error)) sessionExpired();
      else toast(t('assign.error'), errorMessage(error, t('assign.error')), { destructive: true });
    },
  });
  const ready = kind === 'mock_exam' ? Boolean(dueDate) : Boolean(subtheme);
  return (
    <SectionCard title={t('assign.title')}>
        <SegmentedControl
          fullWidth
          value={kind}
          onChange={(v) => setKind(v as AssignmentKind)}
          data={[
            { value: 'mock_exam', label: t('assign.mockExam') },
            { value: 'subtheme', label: t('assign.subtheme') },
          ]}
          styles={{ label: { whiteSpace: 'normal' } }}
          data-testid="assignment-kind"
        />
        {kind === 'mock_exam' ? (
          <TextInput type="date" label={t('assign.dueDate')} value={dueDate} onChange={(e) => setDueDate(e.currentTarget.value)} data-testid="assignment-date" />
        ) : (
          <Select
            label={t('assign.pickSubtheme')}
            value={subtheme}
            onChange={(v) => setSubtheme(v as Subtheme | null)}
            data={SUBTHEMES.map((s) => ({ value: s, label: t(`common:subthemes.${s}`) }))}
            searchable
            data-testid="assignment-subtheme"
          />
        )}
        <Button
          disabled={!ready}
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(kind === 'mock_exam' ? { id: groupId, kind, dueDate } : { id: groupId, kind, subtheme })
          }
          data-testid="give-assignment"
        >
          {t('assign.submit')}
        </Button>
        <Title order={3} fz="h5" mt="sm">
          {t('assign.list')}
        </Title>
        {assignments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('assign.none')}
          </Text>
        ) : (
          assignments.map((a) => (
            <Group key={a.id} justify="space-between" wrap="wrap" gap="xs" data-testid="group-assignment-row">
              <Text size="sm">{assignmentLabel(a, t, i18n.language)}</Text>
              <Text size="xs" c="dimmed">
                {t('assign.doneBy', { count: a.done })}
              </Text>
            </Group>
          ))
        )}
    </SectionCard>
  );
}
