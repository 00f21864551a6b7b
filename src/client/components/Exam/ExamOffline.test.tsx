// The offline exam's screens: the hand-in says it will be marked when the network is back and
// shows no score (the paper has no answers); a refusal gives the server's reason and a way back.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import type { StoredExam } from '../../offline/exam-store';
import { ExamOfflineFinished, ExamOfflineNotice } from './ExamOffline';

const exam: StoredExam = {
  token: 't',
  userId: 'u',
  localId: 'attempt_1_local',
  startedAt: '2026-11-24T09:00:00.000Z',
  finishedAt: '2026-11-24T09:30:00.000Z',
  durationMinutes: 45,
  passMark: 32,
  questions: Array.from({ length: 40 }, (_, i) => ({ id: `q${i}` }) as StoredExam['questions'][number]),
  answers: { q0: { userAnswer: 'A', answeredAt: '2026-11-24T09:01:00.000Z' }, q1: { userAnswer: 'B', answeredAt: '2026-11-24T09:02:00.000Z' } },
  status: 'queued',
  outcome: null,
  refusal: null,
  seen: false,
  settledAt: null,
};

describe('the offline exam screens', () => {
  it('hands in without a score, to be marked when the network is back', async () => {
    render(<ExamOfflineFinished exam={exam} online={false} onBack={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Examen terminé — il sera corrigé au retour du réseau' })).toBeInTheDocument();
    expect(screen.getByText(/2 sur 40/)).toBeInTheDocument();
    expect(screen.queryByText(/\/40/)).toBeNull();
    expect(screen.queryByText('Correction en cours...')).toBeNull();
  });

  it("gives the server's reason for a refusal and a way back", async () => {
    const onBack = vi.fn();
    render(<ExamOfflineFinished exam={{ ...exam, status: 'refused', refusal: 'Les heures ne sont pas cohérentes.' }} online onBack={onBack} />);
    expect(await screen.findByText(/^Le serveur n'a pas pu corriger l'examen.: Les heures ne sont pas cohérentes\.$/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Revenir à l'examen civique" }));
    expect(onBack).toHaveBeenCalled();
  });

  it('says where the exam comes from offline, or that there is no paper yet', async () => {
    const { unmount } = render(<ExamOfflineNotice hasPaper waiting={1} />);
    expect(await screen.findByText(/40 questions enregistrées sur cet appareil/)).toBeInTheDocument();
    expect(screen.getByText("1 examen passé hors ligne attend d'être corrigé.")).toBeInTheDocument();
    unmount();
    render(<ExamOfflineNotice hasPaper={false} waiting={0} />);
    expect(await screen.findByText(/Aucun sujet d'examen/)).toBeInTheDocument();
  });
});
