import { QuizPromoBlock } from '@shop/ui/blocks/QuizPromoBlock';
import type { BlockViewProps, ViewModule } from '../registry';

function QuizPromoView({ block }: BlockViewProps<'quiz-promo'>) {
  return (
    <QuizPromoBlock
      title={block.title}
      text={block.text}
      buttonText={block.buttonText}
      href={block.link || undefined}
    />
  );
}

export const views: ViewModule = { 'quiz-promo': QuizPromoView };
