// /success-stories and /temoignages-reussite: the published stories (moderated), a share button
// per story, likes, and the toggleable submission form.
import { Alert, Button, Card, Center, Collapse, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommunityLinks } from '../components/Community/CommunityLinks';
import { StoryCard } from '../components/Community/StoryCard';
import { StoryForm } from '../components/Community/StoryForm';
import { PageHeader } from '../components/Public/PageHeader';
import { usePageMeta } from '../hooks/usePageMeta';
import { toast } from '../lib/toast';
import { trpc } from '../trpc';

export default function SuccessStoriesPage() {
  const { t } = useTranslation(['community', 'common']);
  usePageMeta(t('meta.storiesTitle'), t('meta.storiesDescription'));
  const utils = trpc.useUtils();
  const stories = trpc.community.stories.list.useQuery();
  const submit = trpc.community.stories.submit.useMutation();
  const like = trpc.community.stories.like.useMutation();
  const [formOpen, setFormOpen] = useState(false);
  const [likingId, setLikingId] = useState<number | null>(null);

  function onLike(id: number) {
    setLikingId(id);
    like.mutate(
      { id },
      {
        onSuccess: (result) => {
          utils.community.stories.list.setData(undefined, (list) =>
            list?.map((s) => (s.id === id ? { ...s, likes: result.likes, liked: true } : s)),
          );
        },
        onError: () => toast(t('common:errors.title'), t('stories.likeError'), { destructive: true }),
        onSettled: () => setLikingId(null),
      },
    );
  }

  const list = stories.data ?? [];
  return (
    <>
      <PageHeader title={t('stories.title')} subtitle={t('stories.subtitle')}>
        <CommunityLinks />
      </PageHeader>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('form.title')}
              </Title>
              <Text c="dimmed">{t('form.intro')}</Text>
              {!formOpen && (
                <Button onClick={() => setFormOpen(true)} aria-expanded={false} style={{ alignSelf: 'flex-start' }}>
                  {t('form.open')}
                </Button>
              )}
              <Collapse expanded={formOpen}>
                {formOpen && (
                  <StoryForm
                    submitting={submit.isPending}
                    onCancel={() => setFormOpen(false)}
                    onSubmit={(values, reset) =>
                      submit.mutate(values, {
                        onSuccess: () => {
                          toast(t('form.successTitle'), t('form.successBody'));
                          reset();
                          setFormOpen(false);
                          void utils.community.stories.list.invalidate();
                        },
                        onError: () => toast(t('common:errors.title'), t('form.errorBody'), { destructive: true }),
                      })
                    }
                  />
                )}
              </Collapse>
            </Stack>
          </Card>

          <Title order={2} size="h3">
            {t('stories.listTitle')}
          </Title>
          {stories.isLoading ? (
            <Center mih="20vh" role="status">
              <Loader role="progressbar" aria-label={t('common:loading')} />
            </Center>
          ) : stories.error ? (
            <Alert color="red">{t('stories.loadError')}</Alert>
          ) : list.length === 0 ? (
            <Text c="dimmed" data-testid="stories-empty">
              {t('stories.empty')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {list.map((story) => (
                <StoryCard key={story.id} story={story} onLike={onLike} liking={likingId === story.id} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Container>
    </>
  );
}
