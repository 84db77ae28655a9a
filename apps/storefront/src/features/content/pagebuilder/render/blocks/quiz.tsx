import type { ProductCardProps } from '@shop/ui';
import { ProductQuiz } from '@shop/ui/blocks/ProductQuiz';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloLoader } from '../../../../../platform/data/apolloSource';
import { useStoreView } from '../../../../../platform/store/store-context';
import { toProductCardProps } from '../../../../catalog';
import { ProductCardViewFragmentDoc } from '../../../../catalog';
import { SubmitProductQuizDocument } from '../../forms/__generated__/SubmitProductQuiz';
import { getFragmentData } from '../../../../../gql/fragment-masking';
import { useSubmission } from '../../forms/useSubmission';
import { usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

/** Spec §1: the skin quiz — questions from the API, results (a routine) sent by e-mail. */
function ProductQuizView({ block }: BlockViewProps<'product-quiz'>) {
  const intl = useIntl();
  const loadApollo = useApolloLoader();
  const store = useStoreView();
  const { data, headingLevel } = usePageBuilder();
  const { status, error, run } = useSubmission();
  const [recommendations, setRecommendations] = useState<ProductCardProps[]>([]);
  const quiz = data.quizzes[block.quizId || 'skin-quiz'];
  if (!quiz || quiz.questions.length === 0) return null;
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `pagebuilder.quiz.${id}` }, values);
  return (
    <ProductQuiz
      title={block.title || quiz.title}
      intro={quiz.description || undefined}
      questions={quiz.questions}
      agreementLabel={
        quiz.termsHtml ? <span dangerouslySetInnerHTML={{ __html: quiz.termsHtml }} /> : t('agreement')
      }
      onComplete={(result) =>
        void run(async () => {
          const { data: answer } = await (
            await loadApollo()
          ).mutate({
            mutation: SubmitProductQuizDocument,
            variables: {
              input: {
                quiz_id: quiz.id,
                email: result.email,
                terms_accepted: true,
                answers: Object.entries(result.answers).map(([question, answers]) => ({
                  question_code: question,
                  answer_codes: answers,
                })),
              },
            },
          });
          setRecommendations(
            (answer?.submitProductQuiz?.recommendations ?? []).map((r) => ({
              ...toProductCardProps(
                getFragmentData(ProductCardViewFragmentDoc, r.product),
                store.formattingLocale,
              ),
            })),
          );
        })
      }
      status={status}
      errorMessage={error}
      recommendations={recommendations}
      labels={{
        start: t('start'),
        next: t('next'),
        back: t('back'),
        submit: t('submit'),
        progress: (current, total) => t('progress', { current, total }),
        lastStep: t('lastStep'),
        chooseAnswer: t('chooseAnswer'),
        chooseAny: t('chooseAny'),
        emailTitle: t('emailTitle'),
        emailText: t('emailText'),
        email: intl.formatMessage({ id: 'pagebuilder.form.email' }),
        required: intl.formatMessage({ id: 'pagebuilder.form.required' }),
        invalidEmail: intl.formatMessage({ id: 'pagebuilder.form.invalidEmail' }),
        success: (email) => t('success', { email }),
        recommendations: t('recommendations'),
        restart: t('restart'),
      }}
      headingLevel={headingLevel}
    />
  );
}

export const views: ViewModule = { 'product-quiz': ProductQuizView };
