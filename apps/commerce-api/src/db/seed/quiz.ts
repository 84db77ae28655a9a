import type { Queryable } from '../client.js';
import type { L10n, Lang } from './catalog-data.js';

/** The Skin Quiz: questions, answers and the rules that turn answers into a routine of catalogue products. */

const LANG_SCOPE: Record<Lang, number> = { en: 0, de: 6, fr: 9 };
const LANGS: Lang[] = ['en', 'de', 'fr'];
const n = (en: string, de: string, fr: string): L10n => ({ en, de, fr });

/** Seeded quiz tables, children first (the seed clears them in this order). */
export const QUIZ_TABLES = [
  'product_quiz_rule',
  'product_quiz_product',
  'product_quiz_answer_store',
  'product_quiz_answer',
  'product_quiz_question_store',
  'product_quiz_question',
  'product_quiz_store',
  'product_quiz',
];

export const SKIN_QUIZ_ID = 1;

const QUIZ = {
  identifier: 'skin-quiz',
  title: n('Skin Quiz', 'Haut-Quiz', 'Quiz peau'),
  description: n(
    "Not sure what your skin needs? Let's build you a personalised routine.",
    'Sie wissen nicht genau, was Ihre Haut braucht? Wir stellen Ihnen eine persönliche Routine zusammen.',
    'Vous ne savez pas ce dont votre peau a besoin ? Composons ensemble votre routine personnalisée.',
  ),
  resultTitle: n('Your personal routine', 'Ihre persönliche Routine', 'Votre routine personnalisée'),
  resultText: n(
    'Based on your answers, these products work well together. We have also sent the routine to your inbox.',
    'Basierend auf Ihren Antworten passen diese Produkte gut zusammen. Wir haben Ihnen die Routine auch per E-Mail geschickt.',
    'D’après vos réponses, ces produits fonctionnent bien ensemble. Nous vous avons aussi envoyé la routine par e-mail.',
  ),
  terms: n(
    'I agree to receive my results by e-mail and accept the <a href="/privacy-policy">privacy policy</a>.',
    'Ich möchte mein Ergebnis per E-Mail erhalten und akzeptiere die <a href="/privacy-policy">Datenschutzerklärung</a>.',
    'J’accepte de recevoir mes résultats par e-mail ainsi que la <a href="/privacy-policy">politique de confidentialité</a>.',
  ),
};

interface SeedAnswer {
  code: string;
  label: L10n;
  description?: L10n;
  steps?: string;
  rules: [sku: string, weight: number][];
}

interface SeedQuestion {
  code: string;
  type: 'SINGLE' | 'MULTIPLE';
  maxChoices: number;
  required: boolean;
  title: L10n;
  hint?: L10n;
  answers: SeedAnswer[];
}

const QUESTIONS: SeedQuestion[] = [
  {
    code: 'skin_type',
    type: 'SINGLE',
    maxChoices: 1,
    required: true,
    title: n(
      'How does your skin feel by midday?',
      'Wie fühlt sich Ihre Haut mittags an?',
      'Comment est votre peau en milieu de journée ?',
    ),
    hint: n(
      'Choose the answer closest to most days.',
      'Wähle, was an den meisten Tagen zutrifft.',
      'Choisissez ce qui correspond à la plupart des jours.',
    ),
    answers: [
      {
        code: 'dry',
        label: n('Dry', 'Trocken', 'Sèche'),
        description: n('Tight, sometimes flaky', 'Spannt, manchmal schuppig', 'Tiraille, parfois desquame'),
        rules: [
          ['AB-CL-003', 3],
          ['AB-CL-004', 3],
          ['AB-MO-004', 2],
          ['AB-MO-001', 2],
          ['AB-SE-001', 2],
          ['AB-MO-003', 2],
          ['AB-MA-003', 2],
          ['AB-MA-005', 1],
        ],
      },
      {
        code: 'oily',
        label: n('Oily', 'Fettig', 'Grasse'),
        description: n('Shiny all over', 'Glänzt überall', 'Brillante partout'),
        rules: [
          ['AB-CL-001', 3],
          ['AB-MO-005', 3],
          ['AB-MA-001', 3],
          ['AB-MA-002', 2],
          ['AB-SE-001', 1],
          ['AB-SE-003', 1],
        ],
      },
      {
        code: 'combination',
        label: n('Combination', 'Mischhaut', 'Mixte'),
        description: n(
          'Shiny T-zone, dry cheeks',
          'Glänzende T-Zone, trockene Wangen',
          'Zone T brillante, joues sèches',
        ),
        rules: [
          ['AB-CL-001', 2],
          ['AB-CL-002', 1],
          ['AB-MO-005', 2],
          ['AB-MO-001', 1],
          ['AB-MA-001', 2],
          ['AB-SE-001', 1],
        ],
      },
      {
        code: 'normal',
        label: n('Normal', 'Normal', 'Normale'),
        description: n(
          'Comfortable, rarely shiny',
          'Angenehm, selten glänzend',
          'Confortable, rarement brillante',
        ),
        rules: [
          ['AB-CL-002', 2],
          ['AB-MO-001', 2],
          ['AB-SE-002', 1],
          ['AB-MA-005', 1],
        ],
      },
      {
        code: 'sensitive',
        label: n('Sensitive', 'Empfindlich', 'Sensible'),
        description: n('Reacts easily, turns red', 'Reagiert schnell, rötet sich', 'Réagit vite, rougit'),
        rules: [
          ['AB-CL-002', 2],
          ['AB-CL-003', 2],
          ['AB-MO-004', 3],
          ['AB-SE-006', 2],
          ['AB-MO-006', 2],
          ['AB-MA-005', 2],
        ],
      },
    ],
  },
  {
    code: 'concerns',
    type: 'MULTIPLE',
    maxChoices: 2,
    required: true,
    title: n(
      'What would you most like to improve?',
      'Was möchten Sie am liebsten verbessern?',
      'Qu’aimeriez-vous améliorer en priorité ?',
    ),
    hint: n('Choose up to two.', 'Wähle bis zu zwei.', 'Choisissez-en jusqu’à deux.'),
    answers: [
      {
        code: 'dullness',
        label: n('Dullness', 'Fahler Teint', 'Teint terne'),
        rules: [
          ['AB-SE-002', 3],
          ['AB-MA-004', 2],
          ['AB-MO-003', 1],
        ],
      },
      {
        code: 'dehydration',
        label: n('Dehydration', 'Feuchtigkeitsmangel', 'Déshydratation'),
        rules: [
          ['AB-SE-001', 3],
          ['AB-MA-005', 2],
          ['AB-MO-001', 1],
        ],
      },
      {
        code: 'fine_lines',
        label: n('Fine lines', 'Feine Linien', 'Ridules'),
        rules: [
          ['AB-SE-006', 3],
          ['AB-SE-005', 3],
          ['AB-MO-002', 2],
          ['AB-SE-004', 2],
          ['AB-MA-003', 1],
        ],
      },
      {
        code: 'blemishes',
        label: n('Blemishes', 'Unreinheiten', 'Imperfections'),
        rules: [
          ['AB-SE-003', 2],
          ['AB-MA-001', 2],
          ['AB-MA-002', 2],
          ['AB-CL-001', 1],
        ],
      },
      {
        code: 'redness',
        label: n('Redness', 'Rötungen', 'Rougeurs'),
        rules: [
          ['AB-MO-004', 2],
          ['AB-CL-005', 2],
          ['AB-MO-006', 1],
          ['AB-SE-006', 1],
        ],
      },
    ],
  },
  {
    code: 'routine',
    type: 'SINGLE',
    maxChoices: 1,
    required: true,
    title: n(
      'How much time do you want to spend on your routine?',
      'Wie viel Zeit möchten Sie für Ihre Routine aufwenden?',
      'Combien de temps voulez-vous consacrer à votre routine ?',
    ),
    answers: [
      {
        code: 'minimal',
        label: n('Quick: 3 steps', 'Schnell: 3 Schritte', 'Express : 3 étapes'),
        steps: 'CLEANSE,TREAT,MOISTURISE',
        rules: [],
      },
      {
        code: 'balanced',
        label: n('Balanced: 4 steps', 'Ausgewogen: 4 Schritte', 'Équilibrée : 4 étapes'),
        steps: 'CLEANSE,TONE,TREAT,MOISTURISE',
        rules: [],
      },
      {
        code: 'complete',
        label: n('Complete: 6 steps', 'Komplett: 6 Schritte', 'Complète : 6 étapes'),
        steps: 'CLEANSE,TONE,TREAT,EYE,MOISTURISE,MASK',
        rules: [],
      },
    ],
  },
  {
    code: 'climate',
    type: 'SINGLE',
    maxChoices: 1,
    required: false,
    title: n(
      'Where do you spend most of your day?',
      'Wo verbringen Sie die meiste Zeit des Tages?',
      'Où passez-vous la plupart de votre journée ?',
    ),
    hint: n('Optional', 'Optional', 'Facultatif'),
    answers: [
      {
        code: 'cold_dry',
        label: n('Cold, dry air', 'Kalte, trockene Luft', 'Air froid et sec'),
        rules: [
          ['AB-MO-002', 2],
          ['AB-MO-004', 1],
          ['AB-MA-003', 1],
        ],
      },
      {
        code: 'city',
        label: n('In the city', 'In der Stadt', 'En ville'),
        rules: [
          ['AB-SE-003', 2],
          ['AB-CL-002', 1],
        ],
      },
      {
        code: 'humid',
        label: n('Warm and humid', 'Warm und feucht', 'Chaud et humide'),
        rules: [
          ['AB-MO-005', 2],
          ['AB-CL-001', 1],
        ],
      },
    ],
  },
];

/** Products the quiz may recommend, by routine step; order breaks score ties. */
const CANDIDATES: [sku: string, step: string][] = [
  ['AB-CL-001', 'CLEANSE'],
  ['AB-CL-002', 'CLEANSE'],
  ['AB-CL-003', 'CLEANSE'],
  ['AB-CL-004', 'CLEANSE'],
  ['AB-CL-005', 'TONE'],
  ['AB-SE-001', 'TREAT'],
  ['AB-SE-002', 'TREAT'],
  ['AB-SE-003', 'TREAT'],
  ['AB-SE-006', 'TREAT'],
  ['AB-SE-005', 'TREAT'],
  ['AB-MO-003', 'TREAT'],
  ['AB-SE-004', 'EYE'],
  ['AB-MO-006', 'EYE'],
  ['AB-MO-001', 'MOISTURISE'],
  ['AB-MO-004', 'MOISTURISE'],
  ['AB-MO-002', 'MOISTURISE'],
  ['AB-MO-005', 'MOISTURISE'],
  ['AB-MA-001', 'MASK'],
  ['AB-MA-003', 'MASK'],
  ['AB-MA-005', 'MASK'],
  ['AB-MA-004', 'MASK'],
  ['AB-MA-002', 'MASK'],
];

type Row = Record<string, unknown>;
type InsertRows = (tx: Queryable, table: string, rows: Row[]) => Promise<void>;

export async function seedQuiz(tx: Queryable, insertRows: InsertRows): Promise<void> {
  const q = SKIN_QUIZ_ID;
  await insertRows(tx, 'product_quiz', [{ quiz_id: q, identifier: QUIZ.identifier, is_active: true }]);
  await insertRows(
    tx,
    'product_quiz_store',
    LANGS.map((l) => ({
      quiz_id: q,
      store_id: LANG_SCOPE[l],
      title: QUIZ.title[l],
      description: QUIZ.description[l],
      result_title: QUIZ.resultTitle[l],
      result_text: QUIZ.resultText[l],
      terms_text: QUIZ.terms[l],
    })),
  );
  const questions: Row[] = [];
  const questionTexts: Row[] = [];
  const answers: Row[] = [];
  const answerTexts: Row[] = [];
  const rules: Row[] = [];
  let answerId = 1;
  for (const [qi, question] of QUESTIONS.entries()) {
    const questionId = qi + 1;
    questions.push({
      question_id: questionId,
      quiz_id: q,
      code: question.code,
      position: qi + 1,
      type: question.type,
      max_choices: question.maxChoices,
      is_required: question.required,
    });
    for (const l of LANGS)
      questionTexts.push({
        question_id: questionId,
        store_id: LANG_SCOPE[l],
        title: question.title[l],
        hint: question.hint?.[l] ?? null,
      });
    for (const [ai, answer] of question.answers.entries()) {
      const id = answerId++;
      answers.push({
        answer_id: id,
        question_id: questionId,
        code: answer.code,
        position: ai + 1,
        routine_steps: answer.steps ?? null,
      });
      for (const l of LANGS)
        answerTexts.push({
          answer_id: id,
          store_id: LANG_SCOPE[l],
          label: answer.label[l],
          description: answer.description?.[l] ?? null,
        });
      for (const [sku, weight] of answer.rules) rules.push({ answer_id: id, sku, weight });
    }
  }
  await insertRows(tx, 'product_quiz_question', questions);
  await insertRows(tx, 'product_quiz_question_store', questionTexts);
  await insertRows(tx, 'product_quiz_answer', answers);
  await insertRows(tx, 'product_quiz_answer_store', answerTexts);
  await insertRows(tx, 'product_quiz_rule', rules);
  await insertRows(
    tx,
    'product_quiz_product',
    CANDIDATES.map(([sku, step], i) => ({ quiz_id: q, sku, step, position: i + 1 })),
  );
}
