import { LoginPopupButton } from '@shop/ui/blocks/LoginPopupButton';
import { PromoBarBlock } from '@shop/ui/blocks/PromoBarBlock';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { uiStyle } from '../blockProps';
import type { BlockViewProps, ViewModule } from '../registry';

function PromoBarView({ block }: BlockViewProps<'promo-bar'>) {
  const intl = useIntl();
  if (!block.content.trim()) return null;
  const { backgroundColor, ...style } = uiStyle(block.style) ?? {};
  return (
    <PromoBarBlock
      content={block.content}
      link={block.link ? { href: block.link } : undefined}
      backgroundColor={backgroundColor}
      label={intl.formatMessage({ id: 'pagebuilder.promoBar.label' })}
      style={style}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

/** Spec §2: sign-in lives at /login (the account dialog opens there once accounts exist). */
function LoginPopupButtonView({ block }: BlockViewProps<'login-popup-button'>) {
  const navigate = useNavigate();
  return <LoginPopupButton label={block.label || undefined} onOpenSignIn={() => void navigate('/login')} />;
}

export const views: ViewModule = {
  'promo-bar': PromoBarView,
  'login-popup-button': LoginPopupButtonView,
};
