import { Text } from '@shop/ui';
import { usePageBuilder } from './context';

/**
 * A content problem (a parallax unit error, a block that failed): shown to CMS authors in the
 * preview and in dev mode, logged for shoppers' pages.
 */
export function ContentProblem({ message }: { message: string }) {
  const { mode } = usePageBuilder();
  if (mode !== 'preview') {
    logOnce(message);
    return null;
  }
  return (
    <div role="alert">
      <Text tone="critical" size="small">
        {message}
      </Text>
    </div>
  );
}

const logged = new Set<string>();

/** Once per message and process (a server renders many pages with the same content). */
export function logOnce(message: string): void {
  if (logged.has(message)) return;
  logged.add(message);
  console.warn(`[pagebuilder] ${message}`);
}
