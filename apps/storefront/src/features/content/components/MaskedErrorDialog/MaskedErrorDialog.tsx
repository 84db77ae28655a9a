import { Button, Dialog } from '@shop/ui';
import { useIntl } from 'react-intl';

export interface MaskedErrorDialogProps {
  debugId: string;
  location: string;
  /** Dismissal reloads the page (spec §4); replaced in tests. */
  reload?: () => void;
}

/**
 * Spec §4 "Render error: masked app with error, dismissal reloads": the page behind is masked by the
 * dialog's overlay; the error is named with its debug id and location (spec §8's words); closing
 * the dialog in any way — the button, ×, Escape, the mask — reloads the page.
 */
export default function MaskedErrorDialog({
  debugId,
  location,
  reload = () => window.location.reload(),
}: MaskedErrorDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      defaultOpen
      onOpenChange={(open) => {
        if (!open) reload();
      }}
    >
      <Dialog.Content size="small" closeLabel={intl.formatMessage({ id: 'error.close' })}>
        <Dialog.Header>
          <Dialog.Title>{intl.formatMessage({ id: 'error.text' })}</Dialog.Title>
          <Dialog.Description>
            {intl.formatMessage({ id: 'error.unexpected' }, { debugId, location })}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Button onClick={reload}>{intl.formatMessage({ id: 'error.retry' })}</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
