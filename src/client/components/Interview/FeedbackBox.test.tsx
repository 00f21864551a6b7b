// The practice feedback shows the model answer and the tip in French, each with its help text in the
// reader's language beneath it: English in italics, Arabic right to left.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../tests/helpers/render';
import type { InterviewFeedbackDto } from '../../../shared/dto';
import { FeedbackBox } from './LiveScreen';

const base: InterviewFeedbackDto = {
  expected: ['Liberté', 'Égalité', 'Fraternité'],
  found: ['Liberté'],
  missing: ['Égalité', 'Fraternité'],
  modelAnswer: 'Une réponse complète cite notamment Liberté, Égalité et Fraternité, en phrases complètes.',
  tip: 'Pensez à parler de Égalité et Fraternité.',
};

describe('the practice feedback box', () => {
  it('shows the Arabic model answer and tip right to left under the French ones', async () => {
    render(
      <FeedbackBox
        feedback={{ ...base, modelAnswerAr: 'إجابة كاملة تذكر على وجه الخصوص (Liberté)', tipAr: 'لا تنسَ أن تتحدث، بالفرنسية، عن (Égalité) و(Fraternité).' }}
        canRetry={false}
      />,
    );
    const french = await screen.findByText(base.tip);
    expect(french).toHaveAttribute('lang', 'fr');
    const arabic = screen.getByTestId('tip-ar');
    expect(arabic).toHaveTextContent('لا تنسَ أن تتحدث');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('model-answer-ar')).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByTestId('tip-en')).toBeNull();
    // The help text comes after the French tip it translates.
    expect(french.compareDocumentPosition(arabic) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the English tip for an English reader, and no help text when there is none', async () => {
    const { unmount } = render(<FeedbackBox feedback={{ ...base, tipEn: 'Remember to mention, in French, "Égalité" and "Fraternité".' }} canRetry={false} />);
    expect(await screen.findByTestId('tip-en')).toHaveAttribute('lang', 'en');
    expect(screen.queryByTestId('tip-ar')).toBeNull();
    unmount();
    render(<FeedbackBox feedback={base} canRetry={false} />);
    expect(await screen.findByText(base.tip)).toBeInTheDocument();
    expect(screen.queryByTestId('tip-en')).toBeNull();
    expect(screen.queryByTestId('tip-ar')).toBeNull();
  });
});
