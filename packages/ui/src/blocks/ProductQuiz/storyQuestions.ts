/** Story and test sample: a short skin quiz. */
import type { QuizQuestion } from './productQuizRules';

export const sampleQuizQuestions: QuizQuestion[] = [
  {
    id: 'type',
    text: 'How does your skin feel by midday?',
    answers: [
      { id: 'dry', label: 'Tight or flaky', description: 'Dry skin' },
      { id: 'oily', label: 'Shiny all over', description: 'Oily skin' },
      { id: 'combination', label: 'Shiny on the T-zone only', description: 'Combination skin' },
      { id: 'normal', label: 'Comfortable', description: 'Normal skin' },
    ],
  },
  {
    id: 'concerns',
    text: 'What would you like to improve?',
    multiple: true,
    answers: [
      { id: 'hydration', label: 'Hydration' },
      { id: 'fine-lines', label: 'Fine lines' },
      { id: 'redness', label: 'Redness' },
      { id: 'dullness', label: 'Dullness' },
      { id: 'blemishes', label: 'Blemishes' },
      { id: 'dark-circles', label: 'Dark circles' },
    ],
  },
  {
    id: 'routine',
    text: 'How many steps should your routine have?',
    answers: [
      { id: 'minimal', label: '2–3 steps', description: 'Quick and simple' },
      { id: 'full', label: '4–6 steps', description: 'A proper ritual' },
    ],
  },
];
