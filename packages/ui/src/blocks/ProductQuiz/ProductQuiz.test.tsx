import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductQuiz } from './ProductQuiz';
import { chooseAnswer, isAnswered, quizEmailErrors, quizResult } from './productQuizRules';
import { sampleQuizQuestions } from './storyQuestions';

const [single, multiple] = sampleQuizQuestions as [
  (typeof sampleQuizQuestions)[0],
  (typeof sampleQuizQuestions)[0],
];

describe('quiz rules', () => {
  it('replaces a single choice and toggles multiple choices', () => {
    expect(chooseAnswer(single, ['dry'], 'oily')).toEqual(['oily']);
    expect(chooseAnswer(multiple, ['hydration'], 'redness')).toEqual(['hydration', 'redness']);
    expect(chooseAnswer(multiple, ['hydration', 'redness'], 'hydration')).toEqual(['redness']);
  });

  it('counts only answers that exist in the question', () => {
    expect(isAnswered(single, {})).toBe(false);
    expect(isAnswered(single, { type: ['gone'] })).toBe(false);
    expect(isAnswered(single, { type: ['dry'] })).toBe(true);
  });

  it('reports answers in question and answer order', () => {
    expect(
      quizResult(sampleQuizQuestions, { concerns: ['redness', 'hydration', 'x'], type: ['dry'] }),
    ).toEqual({
      type: ['dry'],
      concerns: ['hydration', 'redness'],
      routine: [],
    });
  });

  it('needs a valid e-mail and the terms', () => {
    const m = { required: 'Is required', invalidEmail: 'The entered email is not valid' };
    expect(quizEmailErrors({ email: ' ', agreed: false }, m)).toEqual({
      email: 'Is required',
      agreed: 'Is required',
    });
    expect(quizEmailErrors({ email: 'a@b', agreed: true }, m)).toEqual({
      email: 'The entered email is not valid',
    });
    expect(quizEmailErrors({ email: 'a@b.lv', agreed: true }, m)).toEqual({});
  });
});

describe('ProductQuiz', () => {
  it('does not complete until every question is answered', async () => {
    const onComplete = vi.fn();
    render(<ProductQuiz questions={[single]} showIntro={false} onComplete={onComplete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please choose an answer.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Comfortable/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ilze@example.lv');
    await userEvent.click(screen.getByRole('button', { name: 'Send my routine' }));
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send my routine' }));
    expect(onComplete).toHaveBeenCalledWith({ answers: { type: ['normal'] }, email: 'ilze@example.lv' });
  });
});
