// The sections of the landing page. Plain Mantine layout, inline icons, no
// images: the page stays light (it is measured by Lighthouse and a JS budget).
import { Box, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowDownIcon, ChartIcon, ChatIcon, ExamIcon, GlobeIcon, MicIcon, PhoneIcon, QuizIcon } from '../Icons/Icons';
import publicClasses from '../Public/Public.module.css';
import classes from './Landing.module.css';

const FEATURE_ICONS = { quiz: QuizIcon, exam: ExamIcon, chat: ChatIcon, chart: ChartIcon, phone: PhoneIcon, globe: GlobeIcon } as const;

export function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Scrolls to a section of the page, smoothly unless the visitor prefers reduced motion. */
export function scrollToSection(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(null, '', `#${id}`);
}

/** Text for search engines and screen readers, not shown on screen. */
export function SeoText() {
  const { t } = useTranslation('landing');
  return (
    <VisuallyHidden>
      <h2>{t('seo.title')}</h2>
      <p>{t('seo.p1')}</p>
      <p>{t('seo.p2')}</p>
    </VisuallyHidden>
  );
}

export function Hero() {
  const { t } = useTranslation('landing');
  const facts = list<{ value: string; label: string }>(t('hero.facts', { returnObjects: true }));
  return (
    <Box component="section" id="accueil" className={`${classes.section} ${classes.hero}`} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <div className={classes.heroGrid}>
          <Stack gap="lg" align="flex-start">
            <span className={classes.badge}>{t('hero.badge')}</span>
            <Title id="hero-title" order={1} fz={{ base: 32, sm: 44 }} lh={1.15} c="blue.9">
              {t('hero.title')}
            </Title>
            <Text size="lg" c="gray.8" maw={640}>
              {t('hero.subtitle')}
            </Text>
            <Group gap="sm">
              <Button component={Link} href="/demo" size="lg" data-testid="hero-demo">
                {t('hero.demo')}
              </Button>
              <Button
                component="a"
                href="#fonctionnalites"
                size="lg"
                variant="default"
                rightSection={<ArrowDownIcon size={18} />}
                onClick={(e: React.MouseEvent) => {
                  e.preventDefault();
                  scrollToSection('fonctionnalites');
                }}
              >
                {t('hero.learnMore')}
              </Button>
            </Group>
            <Box w="100%" maw={520} mt="sm">
              <VisuallyHidden>
                <h2>{t('hero.factsLabel')}</h2>
              </VisuallyHidden>
              <dl className={classes.facts}>
                {facts.map((f) => (
                  <div key={f.label} className={classes.fact}>
                    <dt className={classes.factLabel}>
                      {f.label}
                    </dt>
                    <dd className={classes.factValue} style={{ margin: 0 }}>
                      {f.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </Box>
          </Stack>
          <SampleQuestion />
        </div>
      </Container>
    </Box>
  );
}

/** A real question of the bank's kind, shown beside the hero on wide screens. */
function SampleQuestion() {
  const { t } = useTranslation('landing');
  const options = list<string>(t('hero.sample.options', { returnObjects: true }));
  const correct = Number(t('hero.sample.correct'));
  return (
    <aside className={classes.sample} aria-labelledby="sample-title">
      <Text id="sample-title" size="sm" fw={700} c="blue.9" tt="uppercase">
        {t('hero.sample.label')}
      </Text>
      <Text fw={700} fz="lg" mt="xs">
        {t('hero.sample.question')}
      </Text>
      <ol className={classes.sampleOptions}>
        {options.map((option, i) => (
          <li key={option} className={classes.sampleOption} data-correct={i === correct || undefined}>
            {option}
            {i === correct && <VisuallyHidden> ({t('hero.sample.correctLabel')})</VisuallyHidden>}
          </li>
        ))}
      </ol>
      <Text size="sm" c="gray.8" mt="md">
        {t('hero.sample.explanation')}
      </Text>
      {/* Entry PV-016 of the Ministry's list, worded as published (docs/product.md, provenance). */}
      <Text size="xs" c="gray.8" mt="xs" data-testid="sample-provenance">
        {t('hero.sample.provenance')}
      </Text>
    </aside>
  );
}

export function MicCallToAction({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" className={classes.micSection} aria-labelledby="mic-title">
      <Container size="md" py={{ base: 48, sm: 64 }}>
        <Stack align="center" ta="center" gap="lg">
          <Title id="mic-title" order={2} fz={{ base: 24, sm: 30 }}>
            {t('mic.title')}
          </Title>
          <Text c="gray.8" maw={620}>
            {t('mic.text')}
          </Text>
          <Box py={28}>
            <button type="button" className={classes.micButton} onClick={onStart} aria-label={t('mic.button')} data-testid="mic-button">
              <MicIcon size={56} />
            </button>
          </Box>
          <Text fw={600} c="blue.9">
            {t('mic.button')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('mic.hint')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

export function Features() {
  const { t } = useTranslation('landing');
  const items = list<{ icon: keyof typeof FEATURE_ICONS; title: string; text: string }>(t('features.items', { returnObjects: true }));
  return (
    <Box component="section" id="fonctionnalites" className={classes.section} aria-labelledby="features-title">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Stack gap="xs" mb="xl" ta="center" align="center">
          <Title id="features-title" order={2} fz={{ base: 26, sm: 34 }}>
            {t('features.title')}
          </Title>
          <Text c="gray.7" maw={620}>
            {t('features.subtitle')}
          </Text>
        </Stack>
        <div className={`${classes.grid} ${classes.gridFeatures}`}>
          {items.map((item) => {
            const Icon = FEATURE_ICONS[item.icon] ?? QuizIcon;
            return (
              <div key={item.title} className={classes.card}>
                <span className={publicClasses.iconBubble}>
                  <Icon />
                </span>
                <Title order={3} fz="lg" mt="md">
                  {item.title}
                </Title>
                <Text mt="xs" c="gray.8" size="sm" lh={1.6}>
                  {item.text}
                </Text>
              </div>
            );
          })}
        </div>
      </Container>
    </Box>
  );
}

export function HowItWorks() {
  const { t } = useTranslation('landing');
  const steps = list<{ title: string; text: string }>(t('how.steps', { returnObjects: true }));
  return (
    <Box component="section" id="comment-ca-marche" className={classes.section} bg="gray.0" aria-labelledby="how-title">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Stack gap="xs" mb="xl" ta="center" align="center">
          <Title id="how-title" order={2} fz={{ base: 26, sm: 34 }}>
            {t('how.title')}
          </Title>
          <Text c="gray.7">{t('how.subtitle')}</Text>
        </Stack>
        <ol className={`${classes.grid} ${classes.gridSteps} ${classes.stepsList}`}>
          {steps.map((step, i) => (
            <li key={step.title} className={classes.card}>
              <span className={classes.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <Title order={3} fz="lg" mt="md">
                {step.title}
              </Title>
              <Text mt="xs" c="gray.8" size="sm" lh={1.6}>
                {step.text}
              </Text>
            </li>
          ))}
        </ol>
      </Container>
    </Box>
  );
}

export function FinalCallToAction({ onSignup }: { onSignup: () => void }) {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" className={classes.finalCta} aria-labelledby="cta-title">
      <Container size="md" py={{ base: 48, sm: 72 }}>
        <Stack align="center" ta="center" gap="md">
          <Title id="cta-title" order={2} fz={{ base: 26, sm: 34 }} c="blue.9">
            {t('cta.title')}
          </Title>
          <Text c="gray.8" maw={560}>
            {t('cta.text')}
          </Text>
          <Group gap="sm" justify="center">
            <Button size="lg" onClick={onSignup} data-testid="cta-signup">
              {t('cta.signup')}
            </Button>
            <Button component={Link} href="/demo" size="lg" variant="default">
              {t('cta.demo')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
